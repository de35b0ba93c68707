import { api as defaultApi, CsrfTokenError, type ApiClient } from './api.ts';
import type { ApiError } from '../i18n/errors.ts';
import type { AllauthEnvelope, AllauthUser, Flow } from '../api-contract/allauth.ts';
import type { Profile, StudentStats as ContractStudentStats } from '../api-contract/learner.ts';
import { isLanguage, type Language } from '../i18n/index.ts';

/**
 * Effects of the auth session: django-allauth headless browser API (contracts/allauth-headless.md)
 * plus the profile and stats calls of SPEC §7. Each returns a plain result the machine can branch
 * on; HTTP statuses are interpreted here, not in the machine.
 */

const AUTH = '_allauth/browser/v1';

/**
 * allauth's User object (the shared contract), read tolerantly: only `id` is sure to be there
 * (`is_staff` is present, true, only for staff: the /staff pages).
 */
export type SessionUser = Pick<AllauthUser, 'id'> & Partial<Omit<AllauthUser, 'id'>>;

/** GET /api/v1/student/stats/ (the shared contract); read tolerantly, every figure may be missing. */
export type StudentStats = Partial<ContractStudentStats>;

/** allauth's envelope (the shared contract) as the session calls read it. */
type AllauthBody = AllauthEnvelope<{ user?: SessionUser; flows?: Flow[] }>;

export type LoginResult =
  | { outcome: 'signedIn'; user: SessionUser; language: Language | null }
  /** The password was right and two-factor is on: an authenticator or recovery code comes next. */
  | { outcome: 'secondFactor' }
  /**
   * `message` is the first server error (English); null means "not authenticated" or an unknown
   * answer. `errors` are the server's errors by code, shown translated (src/i18n/errors.ts).
   */
  | {
      outcome: 'rejected';
      message: string | null;
      errors?: ApiError[];
      reason: 'errors' | 'unauthenticated' | 'unknown';
    };

export type SecondFactorResult =
  | { outcome: 'signedIn'; user: SessionUser; language: Language | null }
  | { outcome: 'rejected'; message: string | null; errors?: ApiError[] }
  /** The pending login is gone (expired or never started): sign in again. */
  | { outcome: 'expired' };

export type SignupResult =
  | { outcome: 'signedIn'; user: SessionUser }
  | { outcome: 'verificationPending' }
  | {
      outcome: 'rejected';
      message: string | null;
      errors?: ApiError[];
      reason: 'errors' | 'csrf' | 'unknown';
    };

export type LogoutResult = { outcome: 'loggedOut' } | { outcome: 'sessionInvalid' } | { outcome: 'failed' };

export type SessionCheck = { user: SessionUser | null; language: Language | null };

const firstError = (body: AllauthBody | null) => body?.errors?.find((e) => e.message)?.message ?? null;

/** A 429 carries no errors list (allauth's rate limit): it is named by a code of its own. */
const RATE_LIMITED: ApiError = { code: 'rate_limited', message: 'Too many requests.' };

/** The errors of an answer, by code: allauth's list, or the rate limit. */
function errorsOf(res: { status: number; body: AllauthBody | null }): ApiError[] {
  if (res.status === 429) return [RATE_LIMITED];
  return (res.body?.errors ?? []).filter(
    (e) => typeof e?.code === 'string' || typeof e?.message === 'string',
  );
}

/** A failed recovery request: the first English message and every error by code. */
const recoveryFailure = (res: { status: number; body: AllauthBody | null }) => {
  const errors = errorsOf(res);
  return { ok: false, message: errors[0]?.message ?? firstError(res.body), errors } as const;
};

export function createAuthService(api: ApiClient = defaultApi) {
  async function profileLanguage(signal?: AbortSignal): Promise<Language | null> {
    try {
      const res = await api.get<Partial<Profile>>('v1/user-profile/current', signal);
      return res.status === 200 && isLanguage(res.body?.language) ? res.body.language : null;
    } catch (error) {
      if (signal?.aborted) throw error;
      return null; // SPEC §7: a failed profile read is treated as a guest
    }
  }

  return {
    /** App start: 200 is a session; 401/410 (or anything else) is a guest. */
    async checkSession(signal?: AbortSignal): Promise<SessionCheck> {
      const res = await api.get<AllauthBody>(`${AUTH}/auth/session`, signal);
      const user =
        res.status === 200 && res.body?.meta?.is_authenticated ? (res.body.data?.user ?? null) : null;
      return { user, language: user ? await profileLanguage(signal) : null };
    },

    async login(input: { email: string; password: string }, signal?: AbortSignal): Promise<LoginResult> {
      const res = await api.request<AllauthBody>('POST', `${AUTH}/auth/login`, { json: input, signal });
      if (res.body?.meta?.is_authenticated && res.status === 200 && res.body.data?.user) {
        return { outcome: 'signedIn', user: res.body.data.user, language: await profileLanguage(signal) };
      }
      const errors = errorsOf(res);
      const message = errors[0]?.message ?? firstError(res.body);
      if (message) return { outcome: 'rejected', message, errors, reason: 'errors' };
      if (
        res.status === 401 &&
        res.body?.data?.flows?.some((f) => f.id === 'mfa_authenticate' && f.is_pending)
      )
        return { outcome: 'secondFactor' };
      if (res.body?.meta?.is_authenticated === false)
        return { outcome: 'rejected', message: null, reason: 'unauthenticated' };
      return { outcome: 'rejected', message: null, reason: 'unknown' };
    },

    /** POST auth/2fa/authenticate: the code of the login's two-factor stage. */
    async secondFactor(input: { otp: string }, signal?: AbortSignal): Promise<SecondFactorResult> {
      const res = await api.request<AllauthBody>('POST', `${AUTH}/auth/2fa/authenticate`, {
        json: { code: input.otp },
        signal,
      });
      if (res.status === 200 && res.body?.data?.user)
        return { outcome: 'signedIn', user: res.body.data.user, language: await profileLanguage(signal) };
      if (res.status === 401) return { outcome: 'expired' };
      return { outcome: 'rejected', message: firstError(res.body), errors: errorsOf(res) };
    },

    async signup(
      input: { email: string; username: string; password: string },
      signal?: AbortSignal,
    ): Promise<SignupResult> {
      try {
        const json = input.username.trim() ? input : { email: input.email, password: input.password };
        const res = await api.request<AllauthBody>('POST', `${AUTH}/auth/signup`, { json, signal });
        if (res.status === 200 && res.body?.data?.user)
          return { outcome: 'signedIn', user: res.body.data.user };
        if (res.status === 401) return { outcome: 'verificationPending' };
        const errors = errorsOf(res);
        const message = errors[0]?.message ?? firstError(res.body);
        return message
          ? { outcome: 'rejected', message, errors, reason: 'errors' }
          : { outcome: 'rejected', message: null, reason: 'unknown' };
      } catch (error) {
        if (error instanceof CsrfTokenError) return { outcome: 'rejected', message: null, reason: 'csrf' };
        throw error;
      }
    },

    /** SPEC §8: 200 or 401 is a logout; 403 means the session had already ended. */
    async logout(signal?: AbortSignal): Promise<LogoutResult> {
      const res = await api.request('DELETE', `${AUTH}/auth/session`, { signal });
      if (res.status === 200 || res.status === 401) return { outcome: 'loggedOut' };
      if (res.status === 403) return { outcome: 'sessionInvalid' };
      return { outcome: 'failed' };
    },

    /** GET /api/v1/student/stats/: a non-200 gives empty stats. */
    async stats(signal?: AbortSignal): Promise<StudentStats> {
      const res = await api.get<StudentStats>('v1/student/stats/', signal);
      return res.status === 200 && res.body ? res.body : {};
    },

    async saveProfileLanguage(language: Language, signal?: AbortSignal): Promise<boolean> {
      const res = await api.request('PATCH', 'v1/user-profile/current', { json: { language }, signal });
      return res.status === 200;
    },

    /** "Forgot password?": always answers the same whether the address exists (enumeration). */
    async requestPasswordReset(email: string, signal?: AbortSignal) {
      const res = await api.request<AllauthBody>('POST', `${AUTH}/auth/password/request`, {
        json: { email },
        signal,
      });
      return res.status === 200 || res.status === 401 ? ({ ok: true } as const) : recoveryFailure(res);
    },

    async checkResetKey(key: string, signal?: AbortSignal) {
      const res = await api.get<AllauthBody>(`${AUTH}/auth/password/reset`, signal, {
        'X-Password-Reset-Key': key,
      });
      return res.status === 200 ? ({ ok: true } as const) : recoveryFailure(res);
    },

    /** Success is 401 (not signed in afterwards) or 200 (signed in), per the contract. */
    async resetPassword(input: { key: string; password: string }, signal?: AbortSignal) {
      const res = await api.request<AllauthBody>('POST', `${AUTH}/auth/password/reset`, {
        json: input,
        signal,
      });
      return res.status === 200 || res.status === 401 ? ({ ok: true } as const) : recoveryFailure(res);
    },

    async verifyEmail(key: string, signal?: AbortSignal) {
      const res = await api.request<AllauthBody>('POST', `${AUTH}/auth/email/verify`, {
        json: { key },
        signal,
      });
      return res.status === 200 || res.status === 401 ? ({ ok: true } as const) : recoveryFailure(res);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export const authService = createAuthService();
