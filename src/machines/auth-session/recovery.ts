import { assertEvent, assign, fromPromise, setup } from 'xstate';
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
  actions: {
    'forget the last failure': assign({ error: null, errors: [], failed: false }),
    'show the refusal': assign((_, result: RecoveryResult) => ({
      failed: true,
      error: result.ok ? null : result.message,
      errors: result.ok ? [] : (result.errors ?? []),
    })),
    'show the failure': assign({ failed: true, error: null, errors: [] }),
  },
  guards: {
    'the request was accepted': (_, result: RecoveryResult) => result.ok,
  },
}).createMachine({
  id: 'recovery',
  context: { error: null, errors: [], failed: false },
  initial: 'idle',
  states: {
    idle: { on: { 'request.submit': 'submitting' } },
    submitting: {
      tags: ['busy'],
      entry: 'forget the last failure',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => {
          assertEvent(event, 'request.submit');
          return event.values;
        },
        onDone: [
          {
            guard: { type: 'the request was accepted', params: ({ event }) => event.output },
            target: 'done',
          },
          { target: 'idle', actions: { type: 'show the refusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'idle', actions: 'show the failure' },
      },
    },
    done: { on: { 'request.reset': 'idle' } },
  },
});
