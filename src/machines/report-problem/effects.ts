import { fromPromise } from 'xstate';
import type { ReportInput, ReportResult } from './types.ts';

/** The report's one call (src/services/reports.ts), passing the actor's signal on. */
export function reportProblemEffects(service: {
  send(input: ReportInput, signal?: AbortSignal): Promise<ReportResult>;
}) {
  return {
    sendReport: fromPromise<ReportResult, ReportInput>(({ input, signal }) => service.send(input, signal)),
  };
}
