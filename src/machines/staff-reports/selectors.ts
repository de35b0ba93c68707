import type { SnapshotFrom } from 'xstate';
import type { inboxMachine, reportMachine } from './machine.ts';
import { REPORTS_PAGE_SIZE } from './types.ts';

type Inbox = SnapshotFrom<typeof inboxMachine>;
type Report = SnapshotFrom<typeof reportMachine>;

export const selectFilters = (s: Inbox) => s.context.filters;
export const selectMachines = (s: Inbox) => s.context.machines;
export const selectReports = (s: Inbox) => s.context.reports;
export const selectInboxFailed = (s: Inbox) => s.context.failed;
export const selectPageCount = (s: Inbox) =>
  s.context.reports ? Math.max(1, Math.ceil(s.context.reports.count / REPORTS_PAGE_SIZE)) : 1;

/** null while loading, 'missing' for an unknown id, else the report. */
export const selectReport = (s: Report) => (s.matches('missing') ? ('missing' as const) : s.context.report);
export const selectReportSaving = (s: Report) => s.hasTag('saving');
