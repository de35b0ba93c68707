import { fromPromise } from 'xstate';
import { recorder } from '../../eventlog/recorder.ts';
import type { EventLog } from '../../eventlog/types.ts';
import { reportLog } from './log.ts';
import type { ReportInput, ReportResult } from './types.ts';

/** The report's one call (src/services/reports.ts), passing the actor's signal on. */
export function reportProblemEffects(service: {
  send(input: ReportInput, signal?: AbortSignal): Promise<ReportResult>;
}) {
  return {
    /** This tab's event log as it will be sent (once the recorder has read the stored log). */
    collectLog: fromPromise<EventLog>(async () => {
      await recorder.ready;
      return reportLog(recorder.getLog());
    }),
    sendReport: fromPromise<ReportResult, ReportInput>(({ input, signal }) => service.send(input, signal)),
  };
}
