import { useMemo } from 'react';
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
} from '../../machines/security-action/selectors.ts';
import type { ReauthInput, SecurityAction } from '../../machines/security-action/types.ts';
import { createSecurityActionLogic } from '../../services/implementations-account.ts';
import { useSessionEnded } from './sessionEnded.ts';

/** One actor of the security-action machine for a section of the Security tab. */
export function useSecurityAction() {
  const sessionEnded = useSessionEnded();
  const logic = useMemo(() => createSecurityActionLogic(sessionEnded), [sessionEnded]);
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
