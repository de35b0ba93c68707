import type { ApiError } from '../../i18n/errors.ts';
import type { Language } from '../../i18n/index.ts';
import type {
  LoginResult,
  LogoutResult,
  SecondFactorResult,
  SessionCheck,
  SessionUser,
  SignupResult,
  StudentStats,
} from '../../services/auth.ts';

export type {
  LoginResult,
  LogoutResult,
  SecondFactorResult,
  SessionCheck,
  SessionUser,
  SignupResult,
  StudentStats,
};

/** Keys of auth.json `notice.*` (texts of SPEC §4, §5, §8). */
export type NoticeKey =
  | 'fillAllFields'
  | 'signedIn'
  | 'invalidCredentials'
  | 'somethingWentWrong'
  | 'loginError'
  | 'registered'
  | 'signupFailed'
  | 'csrfFailed'
  | 'loggedOut'
  | 'sessionInvalid'
  | 'logoutFailed'
  | 'logoutError'
  | 'codeRejected'
  | 'codeExpired';

/**
 * An alert shown app-wide: a text key, or the server's errors. `text` is the server's first
 * (English) message; the alert shows `errors` by code in the interface language
 * (src/i18n/errors.ts), never the English text to a uk or pl learner.
 */
export interface Notice {
  tone: 'success' | 'error';
  key?: NoticeKey;
  text?: string;
  errors?: ApiError[];
}

export interface AuthSessionContext {
  user: SessionUser | null;
}

export type LoginInput = { email: string; password: string };
export type SignupInput = { email: string; username: string; password: string };

/** What the credentials child (credentials.ts) does: login, second factor, sign-up. */
export type CredentialsEvent =
  | ({ type: 'login.submit' } & LoginInput)
  | ({ type: 'signup.submit' } & SignupInput)
  /** The authenticator or recovery code of a login with two-factor on (never logged: `otp`). */
  | { type: 'mfa.submit'; otp: string }
  | { type: 'mfa.cancel' };

/** What the signed-in session child (session.ts) does. */
export type LearnerSessionEvent =
  | { type: 'logout.request' }
  | { type: 'session.ended' }
  | { type: 'stats.refresh' }
  | { type: 'language.choose'; language: Language };

export type AuthSessionEvent =
  | CredentialsEvent
  | LearnerSessionEvent
  /** The logo: home, with the catalogue in view. */
  | { type: 'home.open' }
  | { type: 'notice.dismiss' }
  | { type: 'notice.post'; notice: Notice }
  /** From a child: a request started, the alert shown goes. */
  | { type: 'notice.hide' };

/** Where the machine sends the learner (the router does the navigating). */
export type AuthDestination = '/' | '/signin' | '/language';

export type { Language };
