import { assign, fromPromise, setup } from 'xstate';
import type { EmailAddress, TotpSetup, TwoFactorStatus, UserSessionInfo } from '../../services/account.ts';

/**
 * The lists of the Security tab (email addresses, two-factor status, sessions): each section reads
 * its list when it opens and again after each action of that section succeeded (`list.reload`);
 * the old list stays shown while the new one loads. Effect `loadList` (src/services/account.ts).
 */

export interface SecurityLists {
  emails: EmailAddress[];
  twoFactor: TwoFactorStatus;
  sessions: UserSessionInfo[];
}
export type SecurityListName = keyof SecurityLists;

const notProvided = () => Promise.reject(new Error('effect not provided'));

export const securityListMachine = setup({
  types: {
    input: {} as { list: SecurityListName },
    context: {} as { list: SecurityListName; value: SecurityLists[SecurityListName] | null },
    events: {} as { type: 'list.reload' },
  },
  actors: {
    loadList: fromPromise<SecurityLists[SecurityListName], { list: SecurityListName }>(notProvided),
  },
  actions: {
    'keep the list': assign((_, value: SecurityLists[SecurityListName]) => ({ value })),
  },
}).createMachine({
  id: 'securityList',
  context: ({ input }) => ({ list: input.list, value: null }),
  initial: 'loading',
  on: { 'list.reload': '.loading' },
  states: {
    loading: {
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ list: context.list }),
        onDone: { target: 'loaded', actions: { type: 'keep the list', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {},
  },
});

export type TotpSetupResult =
  | { outcome: 'setup'; setup: TotpSetup }
  | { outcome: 'rejected'; message: string | null; code: string | null };

/**
 * Setting two-factor up: a fresh secret and QR code are fetched on `setup.start`; the learner then
 * types the first code (a security action) or cancels. A refusal (e.g. an unverified address)
 * is shown with the server's message. Effect `startTotpSetup`.
 */
export const totpSetupMachine = setup({
  types: {
    context: {} as { setup: TotpSetup | null; error: { message: string | null } | null },
    events: {} as { type: 'setup.start' } | { type: 'setup.cancel' },
  },
  actors: { startTotpSetup: fromPromise<TotpSetupResult>(notProvided) },
  actions: {
    'keep the setup': assign((_, result: TotpSetupResult) => ({
      setup: result.outcome === 'setup' ? result.setup : null,
    })),
    'keep the refusal': assign((_, result: TotpSetupResult) => ({
      error: { message: result.outcome === 'rejected' ? result.message : null },
    })),
    'forget the setup': assign({ setup: null, error: null }),
    'note the failure': assign({ error: { message: null } }),
  },
  guards: {
    'a secret came': (_, result: TotpSetupResult) => result.outcome === 'setup',
  },
}).createMachine({
  id: 'totpSetup',
  context: { setup: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'setup.start': { target: 'starting', actions: 'forget the setup' } } },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startTotpSetup',
        src: 'startTotpSetup',
        onDone: [
          {
            guard: { type: 'a secret came', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'keep the setup', params: ({ event }) => event.output },
          },
          { target: 'idle', actions: { type: 'keep the refusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'idle', actions: 'note the failure' },
      },
    },
    shown: { on: { 'setup.cancel': { target: 'idle', actions: 'forget the setup' } } },
  },
});
