import { assign, fromPromise, setup } from 'xstate';

/**
 * One account-recovery request (forgot-password email, new password from a reset key, email
 * verification key): idle → submitting → done | failed, retryable. The `submit` effect is
 * provided by the page (src/services/auth.ts).
 */
export type RecoveryResult = { ok: true } | { ok: false; message: string | null };

export const recoveryMachine = setup({
  types: {
    context: {} as { error: string | null; failed: boolean },
    events: {} as { type: 'request.submit'; values: Record<string, string> } | { type: 'request.reset' },
  },
  actors: {
    submit: fromPromise<RecoveryResult, Record<string, string>>(() =>
      Promise.reject(new Error('effect not provided')),
    ),
  },
}).createMachine({
  id: 'recovery',
  context: { error: null, failed: false },
  initial: 'idle',
  states: {
    idle: { on: { 'request.submit': 'submitting' } },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null, failed: false }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => (event.type === 'request.submit' ? event.values : {}),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'done' },
          {
            target: 'idle',
            actions: assign({
              failed: true,
              error: ({ event }) => (event.output.ok ? null : event.output.message),
            }),
          },
        ],
        onError: { target: 'idle', actions: assign({ failed: true, error: null }) },
      },
    },
    done: { on: { 'request.reset': 'idle' } },
  },
});
