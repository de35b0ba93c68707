import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  ActionResult,
  ReauthInput,
  ReauthResult,
  SecurityAction,
  SecurityActionContext,
  SecurityActionEvent,
} from './types.ts';

/**
 * One sensitive account action (add or remove an address, change the password, turn two-factor
 * on or off, see or renew recovery codes, end sessions) as allauth's headless API runs it: when
 * the server answers 401 "reauthentication required" the learner is asked for the password or an
 * authenticator code, and after a successful reauthentication the same action runs again.
 * Effects: `runAction`, `reauthenticate` (src/services/account.ts), injected with `.provide()`;
 * `signedOut` tells the app the session ended (the action ended it, or it had ended before).
 */

const notProvided = () => Promise.reject(new Error('effect not provided'));

export const securityActionMachine = setup({
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
  },
  guards: {
    'reauthentication input is empty': ({ event }) =>
      event.type === 'reauth.submit' && !(event.method === 'password' ? event.password : event.otp.trim()),
  },
}).createMachine({
  id: 'securityAction',
  context: { action: null, recoveryCodes: null, flows: [], error: null, completed: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.run': {
          target: 'running',
          actions: 'remember the action',
        },
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => context.action!,
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'done',
            target: 'succeeded',
            actions: assign({
              recoveryCodes: ({ event }) =>
                event.output.outcome === 'done' && event.output.recoveryCodes?.length
                  ? event.output.recoveryCodes
                  : null,
              completed: ({ context }) => context.completed + 1,
            }),
          },
          {
            guard: ({ event }) => event.output.outcome === 'reauthenticationRequired',
            target: 'reauthenticating',
            actions: assign({
              flows: ({ event }) =>
                event.output.outcome === 'reauthenticationRequired' && event.output.flows.length
                  ? event.output.flows
                  : ['reauthenticate'],
            }),
          },
          {
            guard: ({ event }) => event.output.outcome === 'signedOut',
            target: 'idle',
            actions: [
              assign({
                action: null,
                error: { key: 'signedOut' },
                completed: ({ context }) => context.completed + 1,
              }),
              'signedOut',
            ],
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                event.output.outcome === 'rejected' && event.output.message
                  ? { text: event.output.message, ...(event.output.code ? { code: event.output.code } : {}) }
                  : { key: 'failed' as const },
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: { key: 'network' } }) },
      },
    },
    reauthenticating: {
      initial: 'prompt',
      on: {
        'reauth.cancel': { target: 'idle', actions: assign({ action: null, error: null, flows: [] }) },
      },
      states: {
        prompt: {
          on: {
            'reauth.submit': [
              { guard: 'reauthentication input is empty', actions: assign({ error: { key: 'empty' } }) },
              { target: 'checking', actions: assign({ error: null }) },
            ],
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'reauthenticate',
            src: 'reauthenticate',
            input: ({ event }): ReauthInput =>
              event.type === 'reauth.submit' && event.method === 'mfa'
                ? { method: 'mfa', otp: event.otp.trim() }
                : {
                    method: 'password',
                    password:
                      event.type === 'reauth.submit' && event.method === 'password' ? event.password : '',
                  },
            onDone: [
              {
                guard: ({ event }) => event.output.outcome === 'done',
                // The flows stay until the next action: this run is the retry after reauthentication.
                target: '#securityAction.running',
              },
              {
                target: 'prompt',
                actions: assign({
                  error: ({ event }) =>
                    event.output.outcome === 'rejected' && event.output.message
                      ? {
                          text: event.output.message,
                          ...(event.output.code ? { code: event.output.code } : {}),
                        }
                      : { key: 'failed' as const },
                }),
              },
            ],
            onError: { target: 'prompt', actions: assign({ error: { key: 'network' } }) },
          },
        },
      },
    },
    succeeded: {
      on: {
        'action.run': {
          target: 'running',
          actions: 'remember the action',
        },
        'action.reset': { target: 'idle', actions: assign({ action: null, recoveryCodes: null }) },
      },
    },
    failed: {
      on: {
        'action.run': {
          target: 'running',
          actions: 'remember the action',
        },
        'action.reset': { target: 'idle', actions: assign({ action: null, error: null }) },
      },
    },
  },
});
