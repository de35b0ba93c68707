import { api as defaultApi, type ApiClient } from './api.ts';
import type { EmailAddress, UserSession } from '../api-contract/allauth.ts';

/**
 * The signed-in part of the allauth headless API (email addresses, password, two-factor,
 * sessions, reauthentication). HTTP statuses are read here; the machines branch on plain results.
 */

const AUTH = '_allauth/browser/v1';

/** allauth's email address and user-session objects, as the shared contract defines them. */
export type { EmailAddress };
export type UserSessionInfo = UserSession;

export interface TwoFactorStatus {
  enabled: boolean;
  /** Recovery codes left unused (when enabled). */
  unusedCodes: number;
  totalCodes: number;
}

/** What setting up TOTP shows: the secret, its otpauth:// URI and the QR code of it. */
export interface TotpSetup {
  secret: string;
  totpUrl: string;
  qrCode: string;
}

/** A sensitive action of the Security tab; each may be refused until the learner reauthenticates. */
export type SecurityAction =
  | { kind: 'email.add'; email: string }
  | { kind: 'email.resend'; email: string }
  | { kind: 'email.primary'; email: string }
  | { kind: 'email.remove'; email: string }
  | { kind: 'password.change'; currentPassword: string; newPassword: string }
  | { kind: 'totp.activate'; otp: string }
  | { kind: 'totp.deactivate' }
  | { kind: 'recoveryCodes.view' }
  | { kind: 'recoveryCodes.regenerate' }
  | { kind: 'sessions.end'; ids: number[] };

export type ReauthFlow = 'reauthenticate' | 'mfa_reauthenticate';

export type ActionResult =
  | { outcome: 'done'; recoveryCodes?: string[] }
  /** 401 with the learner still signed in: reauthenticate by one of these flows, then retry. */
  | { outcome: 'reauthenticationRequired'; flows: ReauthFlow[] }
  /** 400/403/409/429: `message` is the server's first error (null: none given), `code` its code. */
  | { outcome: 'rejected'; message: string | null; code: string | null; status: number }
  /** 401 and no longer signed in (this session was ended). */
  | { outcome: 'signedOut' };

export type ReauthInput = { method: 'password'; password: string } | { method: 'mfa'; otp: string };
export type ReauthResult =
  { outcome: 'done' } | { outcome: 'rejected'; message: string | null; code: string | null };

interface Body {
  status?: number;
  data?: unknown;
  meta?: Record<string, unknown>;
  errors?: { message?: string; code?: string; param?: string }[];
}

const firstError = (body: Body | null | undefined) => body?.errors?.find((e) => e.message) ?? null;

function reauthFlows(body: Body | null | undefined): ReauthFlow[] {
  const flows = (body?.data as { flows?: { id?: string }[] } | undefined)?.flows ?? [];
  return flows
    .map((f) => f.id)
    .filter((id): id is ReauthFlow => id === 'reauthenticate' || id === 'mfa_reauthenticate');
}

export function createAccountService(api: ApiClient = defaultApi) {
  const call = (method: string, path: string, json?: unknown, signal?: AbortSignal) =>
    api.request<Body>(method, `${AUTH}/${path}`, { ...(json === undefined ? {} : { json }), signal });

  /** Reads an action's answer: done, reauthentication required, signed out, or refused. */
  function actionResult(res: { status: number; body: Body | null }, done: () => ActionResult): ActionResult {
    if (res.status === 200) return done();
    if (res.status === 401) {
      if (res.body?.meta?.['is_authenticated'] === true)
        return { outcome: 'reauthenticationRequired', flows: reauthFlows(res.body) };
      return { outcome: 'signedOut' };
    }
    const error = firstError(res.body);
    return {
      outcome: 'rejected',
      message: error?.message ?? null,
      code: error?.code ?? null,
      status: res.status,
    };
  }

  return {
    async emails(signal?: AbortSignal): Promise<EmailAddress[]> {
      const res = await call('GET', 'account/email', undefined, signal);
      if (res.status !== 200 || !Array.isArray(res.body?.data))
        throw new Error(`email list answered ${res.status}`);
      return res.body.data as EmailAddress[];
    },

    async sessions(signal?: AbortSignal): Promise<UserSessionInfo[]> {
      const res = await call('GET', 'auth/sessions', undefined, signal);
      if (res.status !== 200 || !Array.isArray(res.body?.data))
        throw new Error(`sessions answered ${res.status}`);
      return res.body.data as UserSessionInfo[];
    },

    async twoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
      const res = await call('GET', 'account/authenticators', undefined, signal);
      if (res.status !== 200 || !Array.isArray(res.body?.data))
        throw new Error(`authenticators answered ${res.status}`);
      const list = res.body.data as { type: string; unused_code_count?: number; total_code_count?: number }[];
      const codes = list.find((a) => a.type === 'recovery_codes');
      return {
        enabled: list.some((a) => a.type === 'totp'),
        unusedCodes: codes?.unused_code_count ?? 0,
        totalCodes: codes?.total_code_count ?? 0,
      };
    },

    /** A fresh secret to set TOTP up with; `rejected` e.g. while an address is unverified (409). */
    async totpSetup(
      signal?: AbortSignal,
    ): Promise<
      | { outcome: 'setup'; setup: TotpSetup }
      | { outcome: 'rejected'; message: string | null; code: string | null }
    > {
      const res = await call('GET', 'account/authenticators/totp', undefined, signal);
      const meta = res.body?.meta as { secret?: string; totp_url?: string; qr_code?: string } | undefined;
      if (res.status === 404 && meta?.secret && meta.totp_url && meta.qr_code)
        return {
          outcome: 'setup',
          setup: { secret: meta.secret, totpUrl: meta.totp_url, qrCode: meta.qr_code },
        };
      const error = firstError(res.body);
      return { outcome: 'rejected', message: error?.message ?? null, code: error?.code ?? null };
    },

    async run(action: SecurityAction, signal?: AbortSignal): Promise<ActionResult> {
      const ok = (): ActionResult => ({ outcome: 'done' });
      switch (action.kind) {
        case 'email.add':
          return actionResult(await call('POST', 'account/email', { email: action.email }, signal), ok);
        case 'email.resend':
          return actionResult(await call('PUT', 'account/email', { email: action.email }, signal), ok);
        case 'email.primary':
          return actionResult(
            await call('PATCH', 'account/email', { email: action.email, primary: true }, signal),
            ok,
          );
        case 'email.remove':
          return actionResult(await call('DELETE', 'account/email', { email: action.email }, signal), ok);
        case 'password.change':
          return actionResult(
            await call(
              'POST',
              'account/password/change',
              { current_password: action.currentPassword, new_password: action.newPassword },
              signal,
            ),
            ok,
          );
        case 'totp.activate':
          return actionResult(
            await call('POST', 'account/authenticators/totp', { code: action.otp }, signal),
            ok,
          );
        case 'totp.deactivate':
          return actionResult(await call('DELETE', 'account/authenticators/totp', undefined, signal), ok);
        case 'recoveryCodes.view':
        case 'recoveryCodes.regenerate': {
          const res = await call(
            action.kind === 'recoveryCodes.view' ? 'GET' : 'POST',
            'account/authenticators/recovery-codes',
            undefined,
            signal,
          );
          return actionResult(res, () => ({
            outcome: 'done',
            recoveryCodes: (
              (res.body?.data as { unused_codes?: string[] } | undefined)?.unused_codes ?? []
            ).slice(),
          }));
        }
        case 'sessions.end':
          return actionResult(await call('DELETE', 'auth/sessions', { sessions: action.ids }, signal), ok);
      }
    },

    async reauthenticate(input: ReauthInput, signal?: AbortSignal): Promise<ReauthResult> {
      const res =
        input.method === 'password'
          ? await call('POST', 'auth/reauthenticate', { password: input.password }, signal)
          : await call('POST', 'auth/2fa/reauthenticate', { code: input.otp }, signal);
      if (res.status === 200) return { outcome: 'done' };
      const error = firstError(res.body);
      return { outcome: 'rejected', message: error?.message ?? null, code: error?.code ?? null };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
export const accountService = createAccountService();
