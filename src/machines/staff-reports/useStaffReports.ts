import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import { createStaffLogic } from '../../services/implementations-staff.ts';
import {
  selectFilters,
  selectInboxFailed,
  selectMachines,
  selectPageCount,
  selectReport,
  selectReportSaving,
  selectReports,
} from './selectors.ts';
import type { ReportFilters } from './types.ts';

const noNavigation = { openLesson: () => {} };

/** The QA inbox actor (/staff/reports): its filters, page of reports and intents. */
export function useStaffInbox() {
  const logic = useMemo(() => createStaffLogic(noNavigation).inbox, []);
  const actor = useActorRef(logic, { inspect });
  const intents = useMemo(
    () => ({
      filterPage: (text: string) => actor.send({ type: 'filter.page', text }),
      filterMachine: (machine: string) => actor.send({ type: 'filter.machine', machine }),
      filterState: (state: ReportFilters['state']) => actor.send({ type: 'filter.state', state }),
      goToPage: (page: number) => actor.send({ type: 'page.go', page }),
    }),
    [actor],
  );
  return {
    filters: useSelector(actor, selectFilters),
    machines: useSelector(actor, selectMachines),
    reports: useSelector(actor, selectReports),
    failed: useSelector(actor, selectInboxFailed),
    pages: useSelector(actor, selectPageCount),
    ...intents,
  };
}

/** One report's actor (/staff/reports/$id): the report (null loading, 'missing') and its state toggle. */
export function useStaffReport(id: number) {
  const logic = useMemo(() => createStaffLogic(noNavigation).report, []);
  const actor = useActorRef(logic, { input: { id }, inspect });
  return {
    report: useSelector(actor, selectReport),
    saving: useSelector(actor, selectReportSaving),
    toggleState: useMemo(() => () => actor.send({ type: 'state.toggle' }), [actor]),
  };
}
