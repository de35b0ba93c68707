import { useCallback } from 'react';
import { AuthSession } from '../session/auth.tsx';

/** Tells the app-wide auth session that the server ended this session (it answers 401 now). */
export function useSessionEnded() {
  const actor = AuthSession.useActorRef();
  return useCallback(() => actor.send({ type: 'session.ended' }), [actor]);
}
