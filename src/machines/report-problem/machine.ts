import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ReportInput, ReportResult } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

export type ReportProblemEvent = { type: 'report.send'; report: ReportInput } | { type: 'report.reset' };

/**
 * "Report a problem": the learner has seen what will be sent (the dialog shows it) and sends it;
 * the server's answer (sent, too large, too many, failed) is shown until the dialog opens again.
 */
export const reportProblemMachine = setup({
  types: { context: {} as { result: ReportResult | null }, events: {} as ReportProblemEvent },
  actors: { sendReport: fromPromise<ReportResult, ReportInput>(notProvided) },
}).createMachine({
  id: 'reportProblem',
  context: { result: null },
  initial: 'editing',
  on: { 'report.reset': { target: '.editing', actions: assign({ result: null }) } },
  states: {
    editing: { on: { 'report.send': 'sending' } },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendReport',
        input: ({ event }) => {
          assertEvent(event, 'report.send');
          return event.report;
        },
        onDone: { target: 'editing', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ result: { outcome: 'failed' } }) },
      },
    },
  },
});
