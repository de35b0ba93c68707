/**
 * App-wide auth session (src/machines/auth-session) for every page and feature.
 *
 * Usage:
 *   const { isAuthenticated, user, proDays, login, signup, logout } = useAuth();
 *   if (!isAuthenticated) return <SignInPrompt />;
 *
 * - `isAuthenticated`: the session check answered 200 (SPEC §6). Routes render only after the
 *   check at app start has finished, so this is never "unknown" inside a page.
 * - `user`: allauth's user object ({ id, username, email, display }) or null.
 * - `proDays`: subscription_remaining_days from GET /api/v1/student/stats/ when above 0, else null.
 * - `needsSecondFactor`, `submitSecondFactor(code)`, `cancelSecondFactor()`: a login with
 *   two-factor on waits for an authenticator or recovery code.
 * - `login(email, password)`, `signup({ email, username, password })`, `logout()`: intents; the
 *   machine calls the API, shows the SPEC alert (`notice`) and navigates.
 * - `refreshStats()`: load the stats again after a learner event changed them (a word saved, a test
 *   or a dialogue finished); they load by themselves at each sign-in.
 *
 * Narrow reads: `AuthSession.useSelector(selectIsAuthenticated)` with the selectors of
 * src/machines/auth-session/selectors.ts re-render only when that value changes.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../i18n/index.ts';
import { createActorContext, useSelector } from '@xstate/react';
import { authSessionMachine } from './machine.ts';
import {
  selectCredentialsActor,
  selectIsAuthenticated,
  selectIsBooting,
  selectIsBusy,
  selectLearnerSessionActor,
  selectNeedsSecondFactor,
  selectNotice,
  selectNoticeActor,
  selectProDays,
  selectUser,
} from './selectors.ts';
import type { SignupInput } from './types.ts';

export const AuthSession = createActorContext(authSessionMachine);

export function useAuth() {
  const actor = AuthSession.useActorRef();
  const isAuthenticated = AuthSession.useSelector(selectIsAuthenticated);
  const user = AuthSession.useSelector(selectUser);
  // A guest's requests run in the credentials child, a learner's in the session child.
  const credentials = AuthSession.useSelector(selectCredentialsActor);
  const session = AuthSession.useSelector(selectLearnerSessionActor);
  const proDays = useSelector(session, selectProDays);
  const needsSecondFactor = useSelector(credentials, selectNeedsSecondFactor);
  const submitting = useSelector(credentials, selectIsBusy);
  const signingOut = useSelector(session, selectIsBusy);
  const isBusy = submitting || signingOut;
  return useMemo(
    () => ({
      isAuthenticated,
      user,
      proDays,
      isBusy,
      needsSecondFactor,
      login: (email: string, password: string) => actor.send({ type: 'login.submit', email, password }),
      submitSecondFactor: (otp: string) => actor.send({ type: 'mfa.submit', otp }),
      cancelSecondFactor: () => actor.send({ type: 'mfa.cancel' }),
      signup: (input: SignupInput) => actor.send({ type: 'signup.submit', ...input }),
      logout: () => actor.send({ type: 'logout.request' }),
      refreshStats: () => actor.send({ type: 'stats.refresh' }),
    }),
    [actor, isAuthenticated, user, proDays, isBusy, needsSecondFactor],
  );
}

/** The current app-wide alert and its dismiss intent. */
export function useNotice() {
  const noticeActor = AuthSession.useSelector(selectNoticeActor);
  const notice = useSelector(noticeActor, (s) => (s ? selectNotice(s) : null));
  return { notice, dismiss: () => noticeActor?.send({ type: 'notice.dismiss' }) };
}

export function useIsBooting() {
  return AuthSession.useSelector(selectIsBooting);
}

/** Header language buttons: remember the choice, switch now, and (signed in) save it to the profile. */
export function useInterfaceLanguage() {
  const { i18n } = useTranslation();
  const actor = AuthSession.useActorRef();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    language,
    change(next: Language) {
      if (next !== language) actor.send({ type: 'language.choose', language: next });
    },
  };
}

/** The logo: home with the catalogue in view (on the home page it only scrolls there). */
export function useGoHome() {
  const actor = AuthSession.useActorRef();
  return useCallback(() => actor.send({ type: 'home.open' }), [actor]);
}

/** Tells the app-wide auth session that the server ended this session (it answers 401 now). */
export function useSessionEnded() {
  const actor = AuthSession.useActorRef();
  return useCallback(() => actor.send({ type: 'session.ended' }), [actor]);
}
