import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../../i18n/errors.ts';

/**
 * One account-recovery request (forgot-password email, new password from a reset key, email
 * verification key): idle → submitting → done | failed, retryable. The `submit` effect is
 * provided by the page (src/services/auth.ts).
 */
export type RecoveryResult = { ok: true } | { ok: false; message: string | null; errors?: ApiError[] };

export const recoveryMachine = setup({
  types: {
    /** `error`: the server's first (English) message; `errors`: its errors by code, shown translated. */
    context: {} as { error: string | null; errors: ApiError[]; failed: boolean },
    events: {} as { type: 'request.submit'; values: Record<string, string> } | { type: 'request.reset' },
  },
  actors: {
    submit: fromPromise<RecoveryResult, Record<string, string>>(() =>
      Promise.reject(new Error('effect not provided')),
    ),
  },
}).createMachine({
  id: 'recovery',
  context: { error: null, errors: [], failed: false },
  initial: 'idle',
  states: {
    idle: { on: { 'request.submit': 'submitting' } },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null, errors: [], failed: false }),
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
              errors: ({ event }) => (event.output.ok ? [] : (event.output.errors ?? [])),
            }),
          },
        ],
        onError: { target: 'idle', actions: assign({ failed: true, error: null, errors: [] }) },
      },
    },
    done: { on: { 'request.reset': 'idle' } },
  },
});
