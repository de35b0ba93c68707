import type { SnapshotFrom } from 'xstate';
import type { credentialsMachine } from './credentials.ts';
import type { authSessionMachine } from './machine.ts';
import type { noticeMachine } from './notice.ts';
import type { learnerSessionMachine } from './session.ts';

type Snapshot = SnapshotFrom<typeof authSessionMachine>;
type NoticeSnapshot = SnapshotFrom<typeof noticeMachine>;
type CredentialsSnapshot = SnapshotFrom<typeof credentialsMachine>;
type LearnerSessionSnapshot = SnapshotFrom<typeof learnerSessionMachine>;

/** The session check at app start has not finished: no route renders yet. */
export const selectIsBooting = (s: Snapshot) => s.hasTag('booting');
export const selectIsAuthenticated = (s: Snapshot) => s.matches({ session: 'signedIn' });
export const selectUser = (s: Snapshot) => s.context.user;
/** The notice bar's actor (a child of the session); NoticeBar subscribes to it. */
export const selectNoticeActor = (s: Snapshot) => s.children.notice;
/** The credentials child (a guest's login, second factor, sign-up), while no learner is signed in. */
export const selectCredentialsActor = (s: Snapshot) => s.children.credentials;
/** The signed-in learner's session child (stats, sign-out), while a learner is signed in. */
export const selectLearnerSessionActor = (s: Snapshot) => s.children.learnerSession;
/** The alert shown, or null. */
export const selectNotice = (s: NoticeSnapshot) => (s.matches('shown') ? s.context.notice : null);
/** A request is in flight (login, second factor, sign-up, logout): a child tagged `busy`. */
export const selectIsBusy = (s: CredentialsSnapshot | LearnerSessionSnapshot | undefined) =>
  s?.hasTag('busy') ?? false;
/** The login waits for an authenticator or recovery code (two-factor on). */
export const selectNeedsSecondFactor = (s: CredentialsSnapshot | undefined) =>
  !!s && (s.matches('secondFactor') || s.matches('verifyingCode'));
/** PRO badge: remaining subscription days, only when above 0 (SPEC §2 Header). */
export const selectProDays = (s: LearnerSessionSnapshot | undefined) => {
  const days = s?.context.stats?.subscription_remaining_days;
  return typeof days === 'number' && days > 0 ? days : null;
};
