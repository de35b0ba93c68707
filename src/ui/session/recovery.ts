import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { recoveryMachine, type RecoveryResult } from '../../machines/auth-session/recovery.ts';
import { inspect } from '../../eventlog/recorder.ts';

/** Runs one recovery request machine with the given effect; returns its view state and intents. */
export function useRecovery(
  submit: (values: Record<string, string>, signal: AbortSignal) => Promise<RecoveryResult>,
) {
  // The effect is fixed for the page's lifetime.
  const [logic] = useState(() =>
    recoveryMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => submit(input, signal)) },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  return {
    isBusy: snapshot.hasTag('busy'),
    isDone: snapshot.matches('done'),
    failed: snapshot.context.failed,
    error: snapshot.context.error,
    errors: snapshot.context.errors,
    submit: (values: Record<string, string>) => send({ type: 'request.submit', values }),
    reset: () => send({ type: 'request.reset' }),
  };
}
