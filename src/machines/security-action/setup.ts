import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  ActionResult,
  ReauthInput,
  ReauthResult,
  SecurityAction,
  SecurityActionContext,
  SecurityActionEvent,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** The server's refusal (its message, with its code when it gave one), else the generic failure. */
const refusal = (result: ActionResult | ReauthResult): SecurityActionContext['error'] =>
  result.outcome === 'rejected' && result.message
    ? { text: result.message, ...(result.code ? { code: result.code } : {}) }
    : { key: 'failed' };

/** What the reauthentication sends: the submitted password or the trimmed authenticator code. */
export function reauthInput({ event }: { event: SecurityActionEvent }): ReauthInput {
  assertEvent(event, 'reauth.submit');
  return event.method === 'mfa'
    ? { method: 'mfa', otp: event.otp.trim() }
    : { method: 'password', password: event.password };
}

/** The security action's effects, actions and guards (its states are in machine.ts). */
export const securityActionSetup = setup({
  types: {
    context: {} as SecurityActionContext,
    events: {} as SecurityActionEvent,
  },
  actors: {
    runAction: fromPromise<ActionResult, SecurityAction>(notProvided),
    reauthenticate: fromPromise<ReauthResult, ReauthInput>(notProvided),
  },
  actions: {
    signedOut: () => {},
    /** A new action starts clean: no error, codes or reauthentication flows of the last one. */
    'remember the action': assign({
      action: ({ event }) => {
        assertEvent(event, 'action.run');
        return event.action;
      },
      error: null,
      recoveryCodes: null,
      flows: [],
    }),
    'count the success': assign(({ context }, result: ActionResult) => ({
      recoveryCodes: result.outcome === 'done' && result.recoveryCodes?.length ? result.recoveryCodes : null,
      completed: context.completed + 1,
    })),
    'keep the reauthentication flows': assign((_, result: ActionResult) => ({
      flows:
        result.outcome === 'reauthenticationRequired' && result.flows.length
          ? result.flows
          : ['reauthenticate'],
    })),
    'end with the session': assign({
      action: null,
      error: { key: 'signedOut' },
      completed: ({ context }) => context.completed + 1,
    }),
    'show the refusal': assign((_, result: ActionResult | ReauthResult) => ({ error: refusal(result) })),
    'say the network failed': assign({ error: { key: 'network' } }),
    'cancel the reauthentication': assign({ action: null, error: null, flows: [] }),
    'ask for the password or code': assign({ error: { key: 'empty' } }),
    'forget the error': assign({ error: null }),
    'forget the action and codes': assign({ action: null, recoveryCodes: null }),
    'forget the action and error': assign({ action: null, error: null }),
  },
  guards: {
    'the action is done': (_, result: ActionResult) => result.outcome === 'done',
    'reauthentication is required': (_, result: ActionResult) =>
      result.outcome === 'reauthenticationRequired',
    'the session has ended': (_, result: ActionResult) => result.outcome === 'signedOut',
    'the reauthentication is done': (_, result: ReauthResult) => result.outcome === 'done',
    'reauthentication input is empty': ({ event }) => {
      assertEvent(event, 'reauth.submit');
      return !(event.method === 'password' ? event.password : event.otp.trim());
    },
  },
});
