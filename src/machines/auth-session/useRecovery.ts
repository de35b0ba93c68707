import { useMachine } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import { useMachineImplementations } from '../implementations.tsx';

/** Which account-recovery request (each is the recovery machine with its own effect). */
export type RecoveryRequest = 'passwordResetRequest' | 'passwordReset' | 'emailVerification';

/** Runs one recovery request machine; returns its view state and intents. */
export function useRecovery(request: RecoveryRequest) {
  const logic = useMachineImplementations()[request];
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
