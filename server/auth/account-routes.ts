import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Accounts } from './accounts.ts';
import { readBody, readField, readOnlyField, type JsonObject } from './body.ts';
import {
  authBodies as BODIES,
  authenticatorSchema,
  emailAddressSchema,
  sessionDataSchema,
  userSessionSchema,
  INCORRECT_CODE as INCORRECT_CODE_ERROR,
  UNKNOWN_EMAIL as UNKNOWN_EMAIL_ERROR,
  ENTER_CURRENT_PASSWORD,
  INCORRECT_PASSWORD,
} from '../../src/api-contract/allauth.ts';
import type { Emails } from './emails.ts';
import { addressData, MAX_EMAIL_ADDRESSES } from './emails.ts';
import {
  emailTaken,
  sendEnvelope,
  sendErrors,
  sendReauthenticationRequired,
  sendSession,
  sessionMethods,
  type AllauthError,
  type AuthMethod,
  type Flow,
} from './envelope.ts';
import {
  authenticatorData,
  newTotpSecret,
  qrCodeDataUrl,
  totpStep,
  totpUrl,
  type Authenticator,
  type Authenticators,
} from './mfa.ts';
import type { PasswordHasher } from './passwords.ts';
import { validatePassword } from './passwords.ts';
import type { RateLimitAction, RateLimiter } from './ratelimit.ts';
import { clearSessionCookie, destroyOtherSessions, patchSessionData, startSession } from './session.ts';
import { sessionCachesOf } from './session-cache.ts';
import { sessions } from '../db/schema/index.ts';
import { rotateCsrf } from '../http/csrf.ts';
import type { Language, SessionUser } from '../types.ts';

/** allauth's ACCOUNT_REAUTHENTICATION_TIMEOUT: sensitive actions need an authentication this recent. */
export const REAUTHENTICATION_TIMEOUT_S = 300;
/** allauth's ACCOUNT_LOGIN_TIMEOUT: a pending login stage (two-factor) lasts this long. */
export const LOGIN_TIMEOUT_S = 900;
/** The session keeps at most this many authentication records (each reauthentication adds one). */
const MAX_METHODS = 10;

/** A login whose password was right, waiting for its second factor (kept in the session row). */
export interface MfaPending {
  userId: number;
  at: number;
  methods: AuthMethod[];
}

interface Context {
  accounts: Accounts;
  emails: Emails;
  authenticators: Authenticators;
  limiter: RateLimiter;
  hasher: PasswordHasher;
  siteDomain: string;
  secure: boolean;
  tag: (
    summary: string,
    description?: string,
    body?: z.ZodType,
    data?: z.ZodType,
    options?: { meta?: z.ZodType; notFound?: z.ZodType },
  ) => object;
  sendVerificationMail: (
    account: { id: number; email: string },
    ip: string,
    lang: Language,
    added?: boolean,
  ) => Promise<boolean>;
  mailLanguage: (request: FastifyRequest, account?: { language: string }) => Language;
  authenticationResponse: (request: FastifyRequest, reply: FastifyReply) => unknown;
  anonymousResponse: (request: FastifyRequest, reply: FastifyReply) => unknown;
  pendingMfa: (request: FastifyRequest) => MfaPending | null;
}

const INCORRECT_CODE: AllauthError = { ...INCORRECT_CODE_ERROR, param: 'code' };
const TOO_MANY_ATTEMPTS: AllauthError = {
  message: 'Too many failed login attempts. Try again later.',
  code: 'too_many_login_attempts',
  param: 'code',
};
const UNKNOWN_EMAIL: AllauthError = { ...UNKNOWN_EMAIL_ERROR, param: 'email' };

/**
 * The signed-in part of allauth's headless API: email addresses, password change,
 * reauthentication, two-factor (TOTP and recovery codes, allauth.mfa) and the learner's sessions
 * (allauth.usersessions).
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: Context) {
  const { db } = app;
  const { accounts, emails, authenticators, limiter, hasher, tag } = ctx;
  const rateLimited = (reply: FastifyReply) => sendEnvelope(reply, 429);
  const now = () => Date.now() / 1000;

  /**
   * The signed-in learner, or null once the anonymous 401 is sent (or the 429, when `limit` names a
   * rate limit of theirs that is used up).
   */
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    limit?: RateLimitAction,
  ): Promise<SessionUser | null> {
    const user = request.user;
    if (!user) {
      await ctx.anonymousResponse(request, reply);
      return null;
    }
    if (limit && !(await limiter.consume(limit, { ip: request.ip, userId: user.id })).ok) {
      await rateLimited(reply);
      return null;
    }
    return user;
  }

  /** allauth's get_reauthentication_flows: password, and the second factor when it is on. */
  async function reauthenticationFlows(userId: number): Promise<Flow[]> {
    const types = await authenticators.types(userId);
    return [{ id: 'reauthenticate' }, ...(types.length ? [{ id: 'mfa_reauthenticate', types }] : [])];
  }

  /**
   * allauth's raise_if_reauthentication_required: true when the last authentication of this session
   * is recent; otherwise the 401 with the reauthentication flows is sent and false comes back.
   */
  async function recentlyAuthenticated(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const last = sessionMethods(request).at(-1);
    if (last && now() - last.at < REAUTHENTICATION_TIMEOUT_S) return true;
    const user = request.user!;
    await sendReauthenticationRequired(
      reply,
      user,
      sessionMethods(request),
      await reauthenticationFlows(user.id),
    );
    return false;
  }

  /**
   * Records a reauthentication in this session (allauth's record_authentication) and answers the
   * session with it.
   */
  async function reauthenticated(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
    method: AuthMethod,
  ) {
    const methods = [...sessionMethods(request), { ...method, reauthenticated: true as const }].slice(
      -MAX_METHODS,
    );
    await patchSessionData(request, { methods });
    return sendSession(reply, user, sessionMethods(request));
  }

  /** The body's `code` field: the value, or null once the 400 is sent. */
  const codeField = (request: FastifyRequest, reply: FastifyReply): string | null =>
    readOnlyField(request, reply, BODIES.code, 'code');

  /**
   * Checks a second-factor code for a learner under allauth's failed-attempt limit (the
   * `login_failed` rules keyed per learner); a right code clears the learner's failures.
   */
  async function checkCode(
    request: FastifyRequest,
    userId: number,
    code: string,
  ): Promise<{ error: AllauthError } | { used: Authenticator }> {
    const key = `mfa-auth-user-${userId}`;
    const allowed = await limiter.consume('loginFailed', { ip: request.ip, key });
    if (!allowed.ok) return { error: TOO_MANY_ATTEMPTS };
    const used = await authenticators.useCode(userId, code);
    if (!used) return { error: INCORRECT_CODE };
    await limiter.clear('loginFailed', key);
    return { used };
  }

  // ---------------------------------------------------------------- email addresses

  const listAddresses = async (reply: FastifyReply, userId: number) =>
    sendEnvelope(reply, 200, { data: (await emails.list(userId)).map(addressData) });

  /** The learner's address named by `email` in the body, or null after the 400. */
  async function selectedAddress(input: JsonObject, userId: number, errors: AllauthError[]) {
    const email = readField(BODIES.address, 'email', input, errors);
    if (email === null) return null;
    const address = await emails.find(userId, email);
    if (!address) errors.push(UNKNOWN_EMAIL);
    return address ?? null;
  }

  /**
   * The email gate, the body and the address it names (its errors collected in `errors`), or null
   * when an answer has been sent already.
   */
  async function addressRequest(request: FastifyRequest, reply: FastifyReply) {
    const userId = await emailGate(request, reply);
    if (userId === null) return null;
    const input = readBody(request, reply);
    if (!input) return null;
    const errors: AllauthError[] = [];
    const address = await selectedAddress(input, userId, errors);
    return { userId, input, errors, address };
  }

  /** Signed in and within the manage_email limit (POST when anonymous: 409, as allauth without a verification stage). */
  async function emailGate(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    if (!request.user && request.method === 'POST') {
      await sendEnvelope(reply, 409);
      return null;
    }
    const user = await signedIn(request, reply, request.method !== 'GET' ? 'manageEmail' : undefined);
    return user?.id ?? null;
  }

  app.get(
    '/account/email',
    tag('List email addresses', undefined, undefined, z.array(emailAddressSchema)),
    async (request, reply) => {
      const userId = await emailGate(request, reply);
      if (userId === null) return reply;
      return listAddresses(reply, userId);
    },
  );

  app.post(
    '/account/email',
    tag(
      'Add an email address',
      'Mails a verification link. Needs a recent authentication (401 otherwise).',
      BODIES.email,
      z.array(emailAddressSchema),
    ),
    async (request, reply) => {
      const userId = await emailGate(request, reply);
      if (userId === null) return reply;
      const input = readBody(request, reply);
      if (!input) return reply;
      const errors: AllauthError[] = [];
      const email = readField(BODIES.email, 'email', input, errors);
      if (email !== null) {
        const list = await emails.list(userId);
        if (list.some((a) => a.email.toLowerCase() === email))
          errors.push({
            message: 'This email address is already associated with this account.',
            code: 'duplicate_email',
            param: 'email',
          });
        else if (list.length >= MAX_EMAIL_ADDRESSES)
          errors.push({
            message: `You cannot add more than ${MAX_EMAIL_ADDRESSES} email addresses.`,
            code: 'max_email_addresses',
            param: 'email',
          });
      }
      if (errors.length || email === null) return sendErrors(reply, errors);
      if (!(await recentlyAuthenticated(request, reply))) return reply;
      // An address another learner owns may be added (no enumeration); it can never be verified here.
      if (await emails.add(userId, email))
        await ctx.sendVerificationMail(
          { id: userId, email },
          request.ip,
          ctx.mailLanguage(request, request.user ?? undefined),
          true,
        );
      return listAddresses(reply, userId);
    },
  );

  app.put(
    '/account/email',
    tag('Send the verification mail again', '403 when one was sent in the last 180 s.', BODIES.email),
    async (request, reply) => {
      const selected = await addressRequest(request, reply);
      if (!selected) return reply;
      const { userId, errors, address } = selected;
      if (!address) return sendErrors(reply, errors);
      if (address.verified)
        return sendErrors(reply, [
          { message: 'This email address is already verified.', code: 'already_verified', param: 'email' },
        ]);
      const sent = await ctx.sendVerificationMail(
        { id: userId, email: address.email },
        request.ip,
        ctx.mailLanguage(request, request.user ?? undefined),
        !address.primary,
      );
      return sendEnvelope(reply, sent ? 200 : 403);
    },
  );

  app.patch(
    '/account/email',
    tag(
      'Make a verified address the primary one',
      'Needs a recent authentication (401 otherwise).',
      BODIES.primary,
      z.array(emailAddressSchema),
    ),
    async (request, reply) => {
      const selected = await addressRequest(request, reply);
      if (!selected) return reply;
      const { userId, input, errors, address } = selected;
      if (address && !address.verified)
        errors.push({
          message: 'Your primary email address must be verified.',
          code: 'unverified_primary_email',
          param: 'email',
        });
      readField(BODIES.primary, 'primary', input, errors);
      if (errors.length || !address) return sendErrors(reply, errors);
      if (!(await recentlyAuthenticated(request, reply))) return reply;
      if (!address.primary && !(await emails.makePrimary(userId, address.email)))
        return sendErrors(reply, [emailTaken('email')]);
      return listAddresses(reply, userId);
    },
  );

  app.delete(
    '/account/email',
    tag(
      'Remove an email address',
      'Not the primary one. Needs a recent authentication (401 otherwise).',
      BODIES.email,
      z.array(emailAddressSchema),
    ),
    async (request, reply) => {
      const selected = await addressRequest(request, reply);
      if (!selected) return reply;
      const { userId, errors, address } = selected;
      if (address?.primary)
        errors.push({
          message: 'You cannot remove your primary email address.',
          code: 'cannot_remove_primary_email',
          param: 'email',
        });
      if (errors.length || !address) return sendErrors(reply, errors);
      if (!(await recentlyAuthenticated(request, reply))) return reply;
      await emails.remove(userId, address.email);
      return listAddresses(reply, userId);
    },
  );

  // ---------------------------------------------------------------- password and reauthentication

  app.post(
    '/account/password/change',
    tag(
      'Change the password',
      'current_password and new_password. Other sessions of the learner end; this one stays. Needs a recent authentication.',
      BODIES.changePassword,
      sessionDataSchema,
    ),
    async (request, reply) => {
      const user = await signedIn(request, reply, 'changePassword');
      if (!user) return reply;
      const input = readBody(request, reply);
      if (!input) return reply;
      const account = await accounts.findById(user.id);
      if (!account) return ctx.anonymousResponse(request, reply);
      const errors: AllauthError[] = [];
      // Every account here has a usable password, so the current one is always asked for.
      const current = readField(BODIES.changePassword, 'current_password', input, errors);
      if (
        current !== null &&
        (Buffer.byteLength(current) > 4096 || !(await hasher.verify(account.passwordHash, current)))
      )
        errors.push({ ...ENTER_CURRENT_PASSWORD, param: 'current_password' });
      const next = readField(BODIES.changePassword, 'new_password', input, errors);
      if (next !== null)
        errors.push(
          ...validatePassword(next, { email: account.email, username: account.username }).map((e) => ({
            ...e,
            param: 'new_password',
          })),
        );
      if (errors.length || next === null) return sendErrors(reply, errors);
      if (!(await recentlyAuthenticated(request, reply))) return reply;
      await accounts.setPasswordHash(account.id, await hasher.hash(next));
      // Django's update_session_auth_hash: this session stays, every other one of the learner ends.
      await destroyOtherSessions(db, account.id, request.sessionKeyHash);
      return ctx.authenticationResponse(request, reply);
    },
  );

  app.post(
    '/auth/reauthenticate',
    tag(
      'Reauthenticate with the password',
      'Opens the 300 s window for sensitive actions.',
      BODIES.password,
      sessionDataSchema,
    ),
    async (request, reply) => {
      const user = await signedIn(request, reply, 'reauthenticate');
      if (!user) return reply;
      const password = readOnlyField(request, reply, BODIES.password, 'password');
      if (password === null) return reply;
      const account = await accounts.findById(user.id);
      const right =
        account !== undefined &&
        Buffer.byteLength(password) <= 4096 &&
        (await hasher.verify(account.passwordHash, password));
      if (!right) return sendErrors(reply, [{ ...INCORRECT_PASSWORD, param: 'password' }]);
      return reauthenticated(request, reply, user, { method: 'password', at: now() });
    },
  );

  // ---------------------------------------------------------------- two-factor: login and reauthentication

  app.post(
    '/auth/2fa/authenticate',
    tag(
      'Second factor of a login',
      'When a login answered 401 with mfa_authenticate pending: an authenticator code or a recovery code.',
      BODIES.code,
      sessionDataSchema,
    ),
    async (request, reply) => {
      const pending = ctx.pendingMfa(request);
      if (!pending || request.user) return ctx.anonymousResponse(request, reply);
      const code = codeField(request, reply);
      if (code === null) return reply;
      const account = await accounts.findById(pending.userId);
      if (!account || !account.isActive) return sendErrors(reply, [INCORRECT_CODE]);
      const checked = await checkCode(request, account.id, code);
      if ('error' in checked) return sendErrors(reply, [checked.error]);
      const methods: AuthMethod[] = [
        ...pending.methods,
        { method: 'mfa', at: now(), id: checked.used.id, type: checked.used.type },
      ];
      await Promise.all([
        startSession(request, reply, account.id, { methods }),
        accounts.touchLastLogin(account.id),
      ]);
      rotateCsrf(request);
      return sendSession(reply, account, methods);
    },
  );

  app.post(
    '/auth/2fa/reauthenticate',
    tag(
      'Reauthenticate with a second-factor code',
      'An authenticator code or a recovery code.',
      BODIES.code,
      sessionDataSchema,
    ),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      const code = codeField(request, reply);
      if (code === null) return reply;
      const checked = await checkCode(request, user.id, code);
      if ('error' in checked) return sendErrors(reply, [checked.error]);
      const { id, type } = checked.used;
      return reauthenticated(request, reply, user, { method: 'mfa', at: now(), id, type });
    },
  );

  // ---------------------------------------------------------------- two-factor: authenticators

  app.get(
    '/account/authenticators',
    tag('The learner’s authenticators', undefined, undefined, z.array(authenticatorSchema)),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      const list = await authenticators.list(user.id);
      return sendEnvelope(reply, 200, { data: list.map((a) => authenticatorData(a)) });
    },
  );

  const unverifiedEmail = (reply: FastifyReply) =>
    sendEnvelope(reply, 409, {
      errors: [
        {
          message:
            'You cannot activate two-factor authentication until you have verified your email address.',
          code: 'unverified_email',
        },
      ],
    });

  app.get(
    '/account/authenticators/totp',
    tag(
      'TOTP status',
      '200 when on; 404 with meta.secret, meta.totp_url (otpauth://) and meta.qr_code (SVG data URL) to set it up.',
      undefined,
      authenticatorSchema,
      { notFound: z.object({ secret: z.string(), totp_url: z.string(), qr_code: z.string() }) },
    ),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      const totp = await authenticators.get(user.id, 'totp');
      if (totp) return sendEnvelope(reply, 200, { data: authenticatorData(totp) });
      if (await authenticators.hasUnverifiedEmail(user.id)) return unverifiedEmail(reply);
      // A new secret on every look (allauth's get_totp_secret(regenerate=True)), kept in the session.
      const secret = newTotpSecret();
      await patchSessionData(request, { totpSecret: secret });
      const url = totpUrl(secret, user.email);
      return sendEnvelope(reply, 404, { meta: { secret, totp_url: url, qr_code: await qrCodeDataUrl(url) } });
    },
  );

  app.post(
    '/account/authenticators/totp',
    tag(
      'Turn TOTP on',
      'The first code of the secret from GET. Needs a recent authentication.',
      BODIES.code,
      authenticatorSchema,
    ),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      if (await authenticators.enabled(user.id)) return sendEnvelope(reply, 409);
      if (await authenticators.hasUnverifiedEmail(user.id)) return unverifiedEmail(reply);
      const code = codeField(request, reply);
      if (code === null) return reply;
      const secret = request.sessionData?.['totpSecret'];
      const step = typeof secret === 'string' ? totpStep(secret, code.replace(/\s/g, '')) : null;
      if (step === null) return sendErrors(reply, [INCORRECT_CODE]);
      if (!(await recentlyAuthenticated(request, reply))) return reply;
      const activated = await authenticators.activateTotp(user.id, secret as string, step);
      if (!activated) return sendEnvelope(reply, 409);
      // The new recovery codes are shown once: the next GET of recovery-codes in this session.
      await patchSessionData(request, {
        totpSecret: undefined,
        recoveryCodesToShow: activated.codes ?? undefined,
      });
      return sendEnvelope(reply, 200, { data: authenticatorData(activated.totp) });
    },
  );

  app.delete(
    '/account/authenticators/totp',
    tag('Turn two-factor off', 'Removes TOTP and the recovery codes. Needs a recent authentication.'),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      if (!(await recentlyAuthenticated(request, reply))) return reply;
      await authenticators.deactivate(user.id);
      return sendEnvelope(reply, 200);
    },
  );

  app.get(
    '/account/authenticators/recovery-codes',
    tag(
      'Recovery codes',
      'Counts; the unused codes themselves only on the first look after they were made (they are stored hashed). Needs a recent authentication.',
      undefined,
      authenticatorSchema,
    ),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      const [codes, totp] = await Promise.all([
        authenticators.get(user.id, 'recovery_codes'),
        authenticators.get(user.id, 'totp'),
      ]);
      if (!codes || !totp) return sendEnvelope(reply, 404);
      if (!(await recentlyAuthenticated(request, reply))) return reply;
      const toShow = request.sessionData?.['recoveryCodesToShow'];
      if (Array.isArray(toShow)) await patchSessionData(request, { recoveryCodesToShow: undefined });
      return sendEnvelope(reply, 200, {
        data: authenticatorData(codes, Array.isArray(toShow) ? (toShow as string[]) : undefined),
      });
    },
  );

  app.post(
    '/account/authenticators/recovery-codes',
    tag(
      'Make new recovery codes',
      'The old ones stop working; the new ones are in the answer. Needs a recent authentication.',
      undefined,
      authenticatorSchema,
    ),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      if (!(await authenticators.enabled(user.id)))
        return sendErrors(reply, [
          {
            message: 'You cannot generate recovery codes without having two-factor authentication enabled.',
            code: 'cannot_generate_recovery_codes',
          },
        ]);
      if (!(await recentlyAuthenticated(request, reply))) return reply;
      const { row, codes } = await authenticators.generateRecoveryCodes(user.id);
      if (request.sessionData?.['recoveryCodesToShow'])
        await patchSessionData(request, { recoveryCodesToShow: undefined });
      return sendEnvelope(reply, 200, { data: authenticatorData(row, codes) });
    },
  );

  // ---------------------------------------------------------------- sessions (allauth usersessions)

  async function listSessions(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const rows = await db
      .select({
        id: sessions.id,
        keyHash: sessions.keyHash,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
      .orderBy(asc(sessions.createdAt), asc(sessions.id));
    return sendEnvelope(reply, 200, {
      data: rows.map((s) => ({
        user_agent: s.userAgent,
        ip: s.ip,
        created_at: s.createdAt.getTime() / 1000,
        is_current: s.keyHash === request.sessionKeyHash,
        id: s.id,
        last_seen_at: s.lastSeenAt.getTime() / 1000,
      })),
    });
  }

  app.get(
    '/auth/sessions',
    tag('The learner’s sessions', undefined, undefined, z.array(userSessionSchema)),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      return listSessions(request, reply, user.id);
    },
  );

  app.delete(
    '/auth/sessions',
    tag(
      'End sessions',
      '{sessions: [ids]}: only the learner’s own; ending this one logs out (401).',
      BODIES.sessions,
      z.array(userSessionSchema),
    ),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      const ids = readOnlyField(request, reply, BODIES.sessions, 'sessions');
      if (ids === null) return reply;
      const wanted = [...new Set(ids)];
      const own = await db
        .select({ id: sessions.id, keyHash: sessions.keyHash })
        .from(sessions)
        .where(
          and(eq(sessions.userId, user.id), inArray(sessions.id, wanted), gt(sessions.expiresAt, new Date())),
        );
      const missing = wanted.find((id) => !own.some((s) => s.id === id));
      // Another learner's session is as unknown as one that does not exist (ModelMultipleChoiceField).
      if (missing !== undefined)
        return sendErrors(reply, [
          {
            message: `Select a valid choice. ${missing} is not one of the available choices.`,
            code: 'invalid_choice',
            param: 'sessions',
          },
        ]);
      await db.delete(sessions).where(and(eq(sessions.userId, user.id), inArray(sessions.id, wanted)));
      // The ended sessions leave this process's caches now (other instances on the trigger's NOTIFY).
      for (const cache of sessionCachesOf(db)) cache.dropUser(user.id);
      if (own.some((s) => s.keyHash === request.sessionKeyHash)) {
        request.user = null;
        request.sessionKeyHash = null;
        request.sessionData = null;
        clearSessionCookie(reply, ctx.secure);
        return ctx.anonymousResponse(request, reply);
      }
      return listSessions(request, reply, user.id);
    },
  );
}
