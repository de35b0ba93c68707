import type { z } from 'zod';
import type { reportDetail, reportSummary } from '../../api-contract/staff.ts';
import type { EventLog } from '../../eventlog/types.ts';

/** A report's state (the contract types it as a string; the server writes these two). */
export type ReportState = 'open' | 'resolved';

/** A report as the inbox lists it: the contract's `reportSummary`. */
export type ReportSummary = Omit<z.infer<typeof reportSummary>, 'state'> & { state: ReportState };

/** One report with its log: the contract's `reportDetail`, the log read as an event log. */
export type ReportDetail = Omit<z.infer<typeof reportDetail>, 'state' | 'log'> & {
  state: ReportState;
  log: EventLog | null;
};

export interface ReportFilters {
  page: number;
  pageContains: string;
  machine: string;
  state: '' | ReportState;
}

export const REPORTS_PAGE_SIZE = 20;

export interface ReportPage {
  count: number;
  results: ReportSummary[];
}
