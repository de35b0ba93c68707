import type { SnapshotFrom } from 'xstate';
import type { authSessionMachine } from './machine.ts';

type Snapshot = SnapshotFrom<typeof authSessionMachine>;

/** The session check at app start has not finished: no route renders yet. */
export const selectIsBooting = (s: Snapshot) => s.hasTag('booting');
export const selectIsAuthenticated = (s: Snapshot) => s.matches({ session: 'signedIn' });
export const selectUser = (s: Snapshot) => s.context.user;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
/** The login waits for an authenticator or recovery code (two-factor on). */
export const selectNeedsSecondFactor = (s: Snapshot) =>
  s.matches({ session: { anonymous: 'secondFactor' } }) ||
  s.matches({ session: { anonymous: 'verifyingCode' } });
export const selectNotice = (s: Snapshot) => (s.matches({ notice: 'shown' }) ? s.context.notice : null);
/** PRO badge: remaining subscription days, only when above 0 (SPEC §2 Header). */
export const selectProDays = (s: Snapshot) => {
  const days = s.context.stats?.subscription_remaining_days;
  return typeof days === 'number' && days > 0 ? days : null;
};
