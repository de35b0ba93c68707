import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import { createReportProblemLogic } from '../../services/implementations-staff.ts';
import type { ReportInput } from './types.ts';

/** The "Report a problem" actor for the dialog: its answer, whether it is sending, and the intents. */
export function useReportProblem() {
  const logic = useMemo(() => createReportProblemLogic(), []);
  const actor = useActorRef(logic, { inspect });
  const intents = useMemo(
    () => ({
      send: (report: ReportInput) => actor.send({ type: 'report.send', report }),
      open: () => actor.send({ type: 'report.open' }),
    }),
    [actor],
  );
  return {
    result: useSelector(actor, (s) => s.context.result),
    log: useSelector(actor, (s) => s.context.log),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    ...intents,
  };
}
