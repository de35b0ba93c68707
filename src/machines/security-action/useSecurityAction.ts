import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import {
  selectActionKind,
  selectCompleted,
  selectError,
  selectIsBusy,
  selectNeedsReauthentication,
  selectRecoveryCodes,
  selectReauthFlows,
  selectSucceeded,
} from './selectors.ts';
import type { ReauthInput, SecurityAction } from './types.ts';
import { useSessionEnded } from '../auth-session/useAuthSession.tsx';
import { useLazyImplementation } from '../implementations.tsx';
import type { SecurityListName, SecurityLists } from './section.ts';

/** One actor of the security-action machine for a section of the Security tab. */
export function useSecurityAction() {
  const sessionEnded = useSessionEnded();
  const security = useLazyImplementation('security');
  const logic = useMemo(() => security.action(sessionEnded), [security, sessionEnded]);
  const actor = useActorRef(logic, { inspect });
  const busy = useSelector(actor, selectIsBusy);
  const needsReauth = useSelector(actor, selectNeedsReauthentication);
  const flows = useSelector(actor, selectReauthFlows);
  const error = useSelector(actor, selectError);
  const succeeded = useSelector(actor, selectSucceeded);
  const kind = useSelector(actor, selectActionKind);
  const recoveryCodes = useSelector(actor, selectRecoveryCodes);
  const completed = useSelector(actor, selectCompleted);
  return useMemo(
    () => ({
      busy,
      needsReauth,
      flows,
      error,
      succeeded,
      kind,
      recoveryCodes,
      completed,
      run: (action: SecurityAction) => actor.send({ type: 'action.run', action }),
      reauthenticate: (input: ReauthInput) => actor.send({ type: 'reauth.submit', ...input }),
      cancelReauth: () => actor.send({ type: 'reauth.cancel' }),
      reset: () => actor.send({ type: 'action.reset' }),
    }),
    [actor, busy, needsReauth, flows, error, succeeded, kind, recoveryCodes, completed],
  );
}

export type SecurityActionHandle = ReturnType<typeof useSecurityAction>;

/**
 * The list a section shows (email addresses, two-factor status, sessions), read again after each
 * action of `handle` that succeeded. `value` is null while the first read runs; `failed` when the
 * last read failed.
 */
export function useSecurityList<K extends SecurityListName>(list: K, handle: SecurityActionHandle) {
  const { list: logic } = useLazyImplementation('security');
  const actor = useActorRef(logic, { input: { list }, inspect });
  const value = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.context.value)) as
    SecurityLists[K] | null | 'failed';
  const { completed } = handle;
  // Linking two actors: each success of the section's action reloads its list.
  useEffect(() => {
    if (completed > 0) actor.send({ type: 'list.reload' });
  }, [actor, completed]);
  return value;
}

/** Setting two-factor up: fetch a secret and QR code (`start`), or drop them (`cancel`). */
export function useTotpSetup() {
  const { totpSetup } = useLazyImplementation('security');
  const actor = useActorRef(totpSetup, { inspect });
  const setup = useSelector(actor, (s) => s.context.setup);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const intents = useMemo(
    () => ({
      start: () => actor.send({ type: 'setup.start' }),
      cancel: () => actor.send({ type: 'setup.cancel' }),
    }),
    [actor],
  );
  return { setup, error, busy, ...intents };
}
