import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ReportDetail, ReportFilters, ReportPage } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** Ours: the page filter asks the server once typing pauses this long. */
export const INBOX_TYPING_PAUSE_MS = 250;

export type InboxEvent =
  | { type: 'filter.page'; text: string }
  | { type: 'filter.machine'; machine: string }
  | { type: 'filter.state'; state: ReportFilters['state'] }
  | { type: 'page.go'; page: number };

export interface InboxContext {
  filters: ReportFilters;
  /** The machines any report's log mentions (the machine filter's choices). */
  machines: string[];
  reports: ReportPage | null;
  failed: boolean;
}

/**
 * The QA inbox (/staff/reports): reports newest first, filtered by page, machine and state on the
 * server; a filter change goes back to page 1 and reloads (the page text once typing pauses).
 */
export const inboxMachine = setup({
  types: { context: {} as InboxContext, events: {} as InboxEvent },
  actors: {
    loadReports: fromPromise<ReportPage, ReportFilters>(notProvided),
    loadMachines: fromPromise<string[]>(notProvided),
  },
  actions: {
    'set the filter': assign({
      filters: ({ context, event }) => {
        switch (event.type) {
          case 'filter.page':
            return { ...context.filters, pageContains: event.text, page: 1 };
          case 'filter.machine':
            return { ...context.filters, machine: event.machine, page: 1 };
          case 'filter.state':
            return { ...context.filters, state: event.state, page: 1 };
          default:
            return context.filters;
        }
      },
    }),
    'go to the page': assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'page.go');
        return { ...context.filters, page: event.page };
      },
    }),
  },
  delays: { typingPause: INBOX_TYPING_PAUSE_MS },
}).createMachine({
  id: 'staffInbox',
  context: {
    filters: { page: 1, pageContains: '', machine: '', state: 'open' },
    machines: [],
    reports: null,
    failed: false,
  },
  invoke: {
    src: 'loadMachines',
    onDone: { actions: assign({ machines: ({ event }) => event.output }) },
  },
  on: {
    'filter.page': { target: '.typing', actions: 'set the filter' },
    'filter.machine': { target: '.loading', actions: 'set the filter' },
    'filter.state': { target: '.loading', actions: 'set the filter' },
    'page.go': { target: '.loading', actions: 'go to the page' },
  },
  initial: 'loading',
  states: {
    typing: { after: { typingPause: 'loading' } },
    loading: {
      tags: ['loading'],
      entry: assign({ reports: null, failed: false }),
      invoke: {
        src: 'loadReports',
        input: ({ context }) => context.filters,
        onDone: { target: 'ready', actions: assign({ reports: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ failed: true }) },
      },
    },
    ready: {},
  },
});

export type ReportEvent = { type: 'state.toggle' };

/** One report (/staff/reports/$id): loaded once; staff mark it resolved or open again. */
export const reportMachine = setup({
  types: {
    context: {} as { id: number; report: ReportDetail | null },
    input: {} as { id: number },
    events: {} as ReportEvent,
  },
  actors: {
    loadReport: fromPromise<ReportDetail, number>(notProvided),
    setReportState: fromPromise<
      { state: 'open' | 'resolved'; resolved_at: string | null } | null,
      { id: number; state: 'open' | 'resolved' }
    >(notProvided),
  },
  guards: { 'the id is valid': ({ context }) => Number.isInteger(context.id) && context.id >= 1 },
}).createMachine({
  id: 'staffReport',
  context: ({ input }) => ({ id: input.id, report: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'the id is valid', target: 'loading' }, { target: 'missing' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadReport',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output }) },
        // Not found, not staff any more, or the network: the page says it is not there.
        onError: 'missing',
      },
    },
    missing: {},
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'state.toggle': 'saving' } },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'setReportState',
            input: ({ context }) => ({
              id: context.id,
              state: context.report!.state === 'open' ? ('resolved' as const) : ('open' as const),
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                report: ({ context, event }) =>
                  event.output ? { ...context.report!, ...event.output } : context.report,
              }),
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});
