import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { EventLog } from '../../eventlog/types.ts';
import type { ReportInput, ReportResult } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

export type ReportProblemEvent = { type: 'report.send'; report: ReportInput } | { type: 'report.open' };

/**
 * "Report a problem": opening the dialog collects this tab's event log (the last 15 minutes or
 * 2,000 events, redacted), the learner sees what will be sent and sends it; the server's answer
 * (sent, too large, too many, failed) is shown until the dialog opens again.
 */
export const reportProblemMachine = setup({
  types: {
    context: {} as { result: ReportResult | null; log: EventLog | null },
    events: {} as ReportProblemEvent,
  },
  actors: {
    collectLog: fromPromise<EventLog>(notProvided),
    sendReport: fromPromise<ReportResult, ReportInput>(notProvided),
  },
}).createMachine({
  id: 'reportProblem',
  context: { result: null, log: null },
  initial: 'editing',
  on: { 'report.open': { target: '.collecting', actions: assign({ result: null, log: null }) } },
  states: {
    collecting: {
      invoke: {
        src: 'collectLog',
        onDone: { target: 'editing', actions: assign({ log: ({ event }) => event.output }) },
        onError: 'editing',
      },
    },
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
