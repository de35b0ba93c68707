import type { SnapshotFrom } from 'xstate';
import type { authSessionMachine } from './machine.ts';
import type { noticeMachine } from './notice.ts';

type Snapshot = SnapshotFrom<typeof authSessionMachine>;
type NoticeSnapshot = SnapshotFrom<typeof noticeMachine>;

/** The session check at app start has not finished: no route renders yet. */
export const selectIsBooting = (s: Snapshot) => s.hasTag('booting');
export const selectIsAuthenticated = (s: Snapshot) => s.matches({ session: 'signedIn' });
export const selectUser = (s: Snapshot) => s.context.user;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
/** The login waits for an authenticator or recovery code (two-factor on). */
export const selectNeedsSecondFactor = (s: Snapshot) =>
  s.matches({ session: { anonymous: 'secondFactor' } }) ||
  s.matches({ session: { anonymous: 'verifyingCode' } });
/** The notice bar's actor (a child of the session); NoticeBar subscribes to it. */
export const selectNoticeActor = (s: Snapshot) => s.children.notice;
/** The alert shown, or null. */
export const selectNotice = (s: NoticeSnapshot) => (s.matches('shown') ? s.context.notice : null);
/** PRO badge: remaining subscription days, only when above 0 (SPEC §2 Header). */
export const selectProDays = (s: Snapshot) => {
  const days = s.context.stats?.subscription_remaining_days;
  return typeof days === 'number' && days > 0 ? days : null;
};
