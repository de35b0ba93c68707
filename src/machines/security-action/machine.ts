import { reauthInput, securityActionSetup } from './setup.ts';

/**
 * One sensitive account action (add or remove an address, change the password, turn two-factor
 * on or off, see or renew recovery codes, end sessions) as allauth's headless API runs it: when
 * the server answers 401 "reauthentication required" the learner is asked for the password or an
 * authenticator code, and after a successful reauthentication the same action runs again.
 * Effects: `runAction`, `reauthenticate` (src/services/account.ts), injected with `.provide()`;
 * `signedOut` tells the app the session ended (the action ended it, or it had ended before).
 * Actions and guards are in setup.ts.
 */
export const securityActionMachine = securityActionSetup.createMachine({
  id: 'securityAction',
  context: { action: null, recoveryCodes: null, flows: [], error: null, completed: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'action.run': { target: 'running', actions: 'remember the action' } },
    },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => context.action!,
        onDone: [
          {
            guard: { type: 'the action is done', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: { type: 'count the success', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'reauthentication is required', params: ({ event }) => event.output },
            target: 'reauthenticating',
            actions: { type: 'keep the reauthentication flows', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'the session has ended', params: ({ event }) => event.output },
            target: 'idle',
            actions: ['end with the session', 'signedOut'],
          },
          { target: 'failed', actions: { type: 'show the refusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'say the network failed' },
      },
    },
    reauthenticating: {
      initial: 'prompt',
      on: { 'reauth.cancel': { target: 'idle', actions: 'cancel the reauthentication' } },
      states: {
        prompt: {
          on: {
            'reauth.submit': [
              { guard: 'reauthentication input is empty', actions: 'ask for the password or code' },
              { target: 'checking', actions: 'forget the error' },
            ],
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'reauthenticate',
            src: 'reauthenticate',
            input: reauthInput,
            onDone: [
              {
                guard: { type: 'the reauthentication is done', params: ({ event }) => event.output },
                // The flows stay until the next action: this run is the retry after reauthentication.
                target: '#securityAction.running',
              },
              {
                target: 'prompt',
                actions: { type: 'show the refusal', params: ({ event }) => event.output },
              },
            ],
            onError: { target: 'prompt', actions: 'say the network failed' },
          },
        },
      },
    },
    succeeded: {
      on: {
        'action.run': { target: 'running', actions: 'remember the action' },
        'action.reset': { target: 'idle', actions: 'forget the action and codes' },
      },
    },
    failed: {
      on: {
        'action.run': { target: 'running', actions: 'remember the action' },
        'action.reset': { target: 'idle', actions: 'forget the action and error' },
      },
    },
  },
});
