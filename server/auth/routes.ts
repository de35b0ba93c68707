import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createAccounts, uniqueViolation, type Account } from './accounts.ts';
import { acceptAnyBody, readBody, readField, readOnlyField } from './body.ts';
import {
  emailTaken,
  required,
  sendAnonymous,
  sendEnvelope,
  sendErrors,
  sendSession,
  sessionMethods,
  userObject,
  type AllauthError,
  type AuthMethod,
} from './envelope.ts';
import { registerAccountRoutes, LOGIN_TIMEOUT_S, type MfaPending } from './account-routes.ts';
import { createEmails } from './emails.ts';
import { createAuthenticators, createMfaCrypto } from './mfa.ts';
import {
  checkResetKey,
  checkVerifyKey,
  loadSecretKey,
  makeResetKey,
  makeVerifyKey,
  resetKeyUserId,
  verifyKeyUserId,
} from './keys.ts';
import { createPasswordHasher, validatePassword } from './passwords.ts';
import { createRateLimiter } from './ratelimit.ts';
import {
  clearSessionCookie,
  destroySession,
  destroyUserSessions,
  SESSION_COOKIE,
  startPendingSession,
  startSession,
} from './session.ts';
import { frontendUrl } from '../config.ts';
import { ensureCsrfCookie, rotateCsrf } from '../http/csrf.ts';
import { NEVER_CACHE } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { mails } from '../mail.ts';
import { LANGUAGES, type Language } from '../types.ts';
import { z } from 'zod';
import {
  allauthResponses,
  allauthUserSchema,
  authBodies as BODIES,
  configDataSchema,
  sessionDataSchema,
  INVALID_RESET_KEY,
  INVALID_VERIFY_KEY,
} from '../../src/api-contract/allauth.ts';

const LANGUAGE_SET = new Set<string>(LANGUAGES);

/**
 * A route's schema: its summary, description and body for the OpenAPI document, and its response
 * schemas (`data`: a 200's data), which check every answer on the way out.
 */
const tag = (
  summary: string,
  description?: string,
  body?: z.ZodType,
  data?: z.ZodType,
  options?: Parameters<typeof allauthResponses>[1],
) => ({
  schema: {
    tags: ['auth (allauth headless, browser client)'],
    summary,
    ...(description ? { description } : {}),
    ...(body ? { body } : {}),
    response: allauthResponses(data, options),
  },
  // Bodies are read as raw JSON whatever the Content-Type; the handler checks them with the same
  // schema (readField), so a failure reads as allauth's errors rather than Fastify's.
  validatorCompiler: () => (data: unknown) => ({ value: data }),
});

/**
 * django-allauth's headless browser API (see shared/contracts/allauth-headless.md): login by
 * email, signup with optional email verification, password reset by emailed key, email
 * verification by emailed key. Mounted at /api/_allauth/browser/v1.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { config, db } = app;
  const secure = config.publicUrl.startsWith('https:');
  const siteDomain = new URL(config.publicUrl).host;
  const secret = await loadSecretKey(db, config.secretKey);
  const hasher = createPasswordHasher(config.maxConcurrentHashes);
  const limiter = createRateLimiter(db, config.rateLimits);
  const accounts = createAccounts(db);
  const emails = createEmails(db);
  const authenticators = createAuthenticators(db, createMfaCrypto(secret));

  acceptAnyBody(app);

  // Every answer re-sends the CSRF cookie and is never cached (Django's get_token + never_cache).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.csrfRejected) return payload;
    ensureCsrfCookie(request, reply, secure);
    // allauth's JSON carries no charset parameter (Fastify adds one when sending a string).
    if (String(reply.getHeader('content-type')).startsWith('application/json'))
      reply.header('content-type', 'application/json');
    reply
      .header('cache-control', NEVER_CACHE)
      .header('expires', new Date().toUTCString())
      .header('vary', 'Cookie');
    return payload;
  });

  /**
   * The language of a mail: the learner's profile language once chosen (the column's default 'en'
   * may be no choice at all), else this request's (language cookie, Accept-Language).
   */
  const mailLanguage = (request: FastifyRequest, account?: { language: string }): Language =>
    account && account.language !== 'en' && LANGUAGE_SET.has(account.language)
      ? (account.language as Language)
      : requestLanguage(request);

  /**
   * Mails a verification link for one address of a learner; false when allauth's confirm_email
   * limit (one mail per address every 180 s) held it back.
   */
  async function sendVerificationMail(
    account: { id: number; email: string },
    ip: string,
    lang: Language,
    added = false,
  ): Promise<boolean> {
    const allowed = await limiter.consume('confirmEmail', { ip, key: account.email });
    if (!allowed.ok) return false;
    const url = frontendUrl(config.frontendUrls.account_confirm_email, makeVerifyKey(secret, account));
    const mail = added ? mails.verifyAddedEmail(url, lang) : mails.verifyEmail(url, lang);
    await app.mailer.send({ to: account.email, ...mail, link: url });
    return true;
  }

  /** The learner a valid reset key names, or undefined. */
  async function resetKeyAccount(key: string): Promise<Account | undefined> {
    const id = resetKeyUserId(key);
    if (id === null) return undefined;
    const account = await accounts.findById(id);
    if (!account || !account.isActive || !checkResetKey(secret, key, account)) return undefined;
    return account;
  }

  /** The learner and the unverified address of theirs a valid verification key names, or undefined. */
  async function verifyKeyAccount(key: string): Promise<{ account: Account; email: string } | undefined> {
    const id = verifyKeyUserId(key);
    if (id === null) return undefined;
    const [account, unverified] = await Promise.all([accounts.findById(id), emails.unverified(id)]);
    if (!account) return undefined;
    const address = unverified.find((a) => checkVerifyKey(secret, key, { id, email: a.email }));
    return address ? { account, email: address.email } : undefined;
  }

  const emailTakenError = emailTaken('key');

  const invalidResetKey: AllauthError = { ...INVALID_RESET_KEY, param: 'key' };
  const invalidVerifyKey: AllauthError = { ...INVALID_VERIFY_KEY, param: 'key' };

  /** The two-factor stage of a login still pending in this session (15 minutes, allauth's LOGIN_TIMEOUT). */
  function pendingMfa(request: FastifyRequest): MfaPending | null {
    const pending = request.sessionData?.['mfaPending'] as MfaPending | undefined;
    if (!pending || typeof pending.userId !== 'number' || typeof pending.at !== 'number') return null;
    return Date.now() / 1000 - pending.at < LOGIN_TIMEOUT_S ? pending : null;
  }

  /** The anonymous 401, with the pending two-factor stage when there is one. */
  async function anonymousResponse(request: FastifyRequest, reply: FastifyReply) {
    const pending = request.user ? null : pendingMfa(request);
    if (!pending) return sendAnonymous(reply);
    const types = await authenticators.types(pending.userId);
    if (!types.length) return sendAnonymous(reply);
    return sendAnonymous(reply, 401, { id: 'mfa_authenticate', is_pending: true, types });
  }

  /** 200 with the session when someone is logged in on this request, else the anonymous 401. */
  function authenticationResponse(request: FastifyRequest, reply: FastifyReply) {
    return request.user
      ? sendSession(reply, request.user, sessionMethods(request))
      : anonymousResponse(request, reply);
  }

  app.get(
    '/config',
    tag('Configuration of the account API', undefined, undefined, configDataSchema),
    async (_request, reply) =>
      sendEnvelope(reply, 200, {
        data: {
          account: {
            login_methods: ['email'],
            is_open_for_signup: true,
            email_verification_by_code_enabled: false,
            login_by_code_enabled: false,
            password_reset_by_code_enabled: false,
            authentication_method: 'email',
          },
          mfa: { supported_types: ['totp', 'recovery_codes'], passkey_login_enabled: false },
          usersessions: { track_activity: true },
        },
      }),
  );

  app.get(
    '/auth/session',
    tag(
      'The current session',
      '200 with the user when signed in, 401 with the flows otherwise.',
      undefined,
      sessionDataSchema,
    ),
    async (request, reply) => authenticationResponse(request, reply),
  );

  app.delete(
    '/auth/session',
    tag('Log out', 'Always answers 401 (not authenticated) once the CSRF check passes.'),
    async (request, reply) => {
      if (request.sessionKeyHash) await destroySession(db, request.sessionKeyHash);
      request.sessionData = null;
      if (request.cookies[SESSION_COOKIE] !== undefined) clearSessionCookie(reply, secure);
      request.user = null;
      return sendAnonymous(reply);
    },
  );

  app.post(
    '/auth/login',
    tag(
      'Log in with email and password',
      '200 session, 400 errors, 409 already signed in.',
      BODIES.login,
      sessionDataSchema,
    ),
    async (request, reply) => {
      const ip = request.ip;
      if (!(await limiter.consume('login', { ip })).ok) return sendEnvelope(reply, 429);
      const input = readBody(request, reply);
      if (!input) return reply;
      const errors: AllauthError[] = [];
      const email = readField(BODIES.login, 'email', input, errors);
      const password = readField(BODIES.login, 'password', input, errors);
      if (email === null || password === null) return sendErrors(reply, errors);

      // The account row is read while the failed-login hit is recorded (the limit still decides first).
      const [failed, account] = await Promise.all([
        limiter.consume('loginFailed', { ip, key: `${siteDomain}:${email}` }),
        accounts.findByEmail(email),
      ]);
      if (!failed.ok)
        return sendErrors(reply, [
          { message: 'Too many failed login attempts. Try again later.', code: 'too_many_login_attempts' },
        ]);
      let matches = false;
      if (account && Buffer.byteLength(password) <= 4096)
        matches = await hasher.verify(account.passwordHash, password);
      else await hasher.burn(password.slice(0, 1024));
      if (!account || !matches)
        return sendErrors(reply, [
          {
            message: 'The email address and/or password you specified are not correct.',
            code: 'email_password_mismatch',
            param: 'password',
          },
        ]);
      // A right password takes back its own failed-login hit (earlier failures stay counted).
      const rollback = limiter.rollback(failed.hits);
      if (!account.isActive || request.user) {
        await rollback;
        return account.isActive ? sendEnvelope(reply, 409) : sendAnonymous(reply);
      }
      const methods: AuthMethod[] = [{ method: 'password', at: Date.now() / 1000, email }];
      const rehash = hasher.needsRehash(account.passwordHash)
        ? hasher.hash(password).then((hash) => accounts.setPasswordHash(account.id, hash))
        : undefined;
      const mfaTypes = await authenticators.types(account.id);
      if (mfaTypes.length) {
        // Right password, two-factor on: the login waits for a code (allauth's mfa_authenticate stage).
        const mfaPending: MfaPending = { userId: account.id, at: Date.now() / 1000, methods };
        await Promise.all([rollback, rehash, startPendingSession(request, reply, { mfaPending })]);
        return sendAnonymous(reply, 401, { id: 'mfa_authenticate', is_pending: true, types: mfaTypes });
      }
      await Promise.all([
        rollback,
        startSession(request, reply, account.id, { methods }),
        accounts.touchLastLogin(account.id),
        rehash,
      ]);
      rotateCsrf(request);
      return sendSession(reply, account, methods);
    },
  );

  app.post(
    '/auth/signup',
    tag(
      'Sign up',
      'Logs the learner in at once (200) and mails a verification link. username is optional.',
      BODIES.signup,
      sessionDataSchema,
    ),
    async (request, reply) => {
      const ip = request.ip;
      if (!(await limiter.consume('signup', { ip })).ok) return sendEnvelope(reply, 429);
      const input = readBody(request, reply);
      if (!input) return reply;
      const errors: AllauthError[] = [];
      const email = readField(BODIES.signup, 'email', input, errors);
      if (email && (await accounts.emailTaken(email))) errors.push(emailTaken('email'));
      let username = readField(BODIES.signup, 'username', input, errors) ?? null;
      if (username !== null && (await accounts.usernameTaken(username))) {
        errors.push({
          message: 'This username is already taken. Please choose another.',
          code: 'username_taken',
          param: 'username',
        });
        username = null;
      }
      const password = readField(BODIES.signup, 'password', input, errors);
      if (password !== null)
        errors.push(...validatePassword(password, { email: email ?? '', username: username ?? '' }));
      if (errors.length || email === null || password === null) return sendErrors(reply, errors);
      if (request.user) return sendEnvelope(reply, 409);

      const passwordHash = await hasher.hash(password);
      let account: Account | undefined;
      for (let attempt = 0; !account && attempt < 3; attempt++) {
        try {
          account = await accounts.create({
            email,
            username: username ?? (await accounts.freeUsernameFor(email)),
            passwordHash,
          });
        } catch (err) {
          const index = uniqueViolation(err);
          if (index === null) throw err;
          // A signup that raced this one took the address or the name.
          if (index.includes('email')) return sendErrors(reply, [emailTaken('email')]);
          if (username !== null)
            return sendErrors(reply, [
              {
                message: 'This username is already taken. Please choose another.',
                code: 'username_taken',
                param: 'username',
              },
            ]);
        }
      }
      if (!account) throw new Error('could not find a free username');
      await startSession(request, reply, account.id, { methods: [] });
      rotateCsrf(request);
      await sendVerificationMail(account, ip, mailLanguage(request, account));
      return sendSession(reply, account, []);
    },
  );

  app.post(
    '/auth/password/request',
    tag('Ask for a password-reset email', 'Always 200 for a valid address (no enumeration).', BODIES.email),
    async (request, reply) => {
      const email = readOnlyField(request, reply, BODIES.email, 'email');
      if (email === null) return reply;
      if (!(await limiter.consume('resetPassword', { ip: request.ip, key: email })).ok)
        return sendEnvelope(reply, 429);
      const account = await accounts.findByEmail(email);
      if (account && account.isActive) {
        const url = frontendUrl(
          config.frontendUrls.account_reset_password_from_key,
          makeResetKey(secret, account),
        );
        // To the address asked for (any verified address of the learner, or the primary one).
        await app.mailer.send({
          to: email,
          ...mails.resetPassword(url, mailLanguage(request, account)),
          link: url,
        });
      } else {
        await app.mailer.send({
          to: email,
          ...mails.unknownAccount(frontendUrl(config.frontendUrls.account_signup), mailLanguage(request)),
        });
      }
      return sendEnvelope(reply, 200);
    },
  );

  app.get(
    '/auth/password/reset',
    tag(
      'Check a password-reset key',
      'The key comes in the X-Password-Reset-Key header.',
      undefined,
      z.object({ user: allauthUserSchema }),
    ),
    async (request, reply) => {
      const key = request.headers['x-password-reset-key'];
      if (typeof key !== 'string' || !key) return sendErrors(reply, [required('key')]);
      const account = await resetKeyAccount(key);
      if (!account) return sendErrors(reply, [invalidResetKey]);
      return sendEnvelope(reply, 200, { data: { user: userObject(account) } });
    },
  );

  app.post(
    '/auth/password/reset',
    tag(
      'Set a new password with a reset key',
      'Success answers 401: log in next.',
      BODIES.reset,
      sessionDataSchema,
    ),
    async (request, reply) => {
      if (!(await limiter.consume('resetPasswordFromKey', { ip: request.ip })).ok)
        return sendEnvelope(reply, 429);
      const input = readBody(request, reply);
      if (!input) return reply;
      const errors: AllauthError[] = [];
      const key = readField(BODIES.reset, 'key', input, errors);
      const account = key === null ? undefined : await resetKeyAccount(key);
      if (key !== null && !account) errors.push(invalidResetKey);
      const password = readField(BODIES.reset, 'password', input, errors);
      if (password !== null)
        errors.push(
          ...validatePassword(password, { email: account?.email ?? '', username: account?.username ?? '' }),
        );
      if (errors.length || !account || password === null) return sendErrors(reply, errors);

      await accounts.setPasswordHash(account.id, await hasher.hash(password));
      // The old password may be known to someone else: end every session of this learner.
      await destroyUserSessions(db, account.id);
      await limiter.clear('loginFailed', `${siteDomain}:${account.email}`);
      if (request.user?.id === account.id) {
        request.user = null;
        clearSessionCookie(reply, secure);
      }
      return authenticationResponse(request, reply);
    },
  );

  app.get(
    '/auth/email/verify',
    tag(
      'Check an email-verification key',
      'The key comes in the X-Email-Verification-Key header.',
      undefined,
      z.object({ email: z.string(), user: allauthUserSchema }),
    ),
    async (request, reply) => {
      const key = request.headers['x-email-verification-key'];
      if (typeof key !== 'string' || !key) return sendErrors(reply, [required('key')]);
      const found = await verifyKeyAccount(key);
      if (!found) return sendErrors(reply, [invalidVerifyKey]);
      if (await emails.verifiedByOther(found.account.id, found.email))
        return sendErrors(reply, [emailTakenError]);
      return sendEnvelope(reply, 200, {
        data: { email: found.email, user: userObject(found.account) },
        meta: { is_authenticating: false },
      });
    },
  );

  app.post(
    '/auth/email/verify',
    tag(
      'Verify an email address',
      '200 when signed in, 401 otherwise (both mean verified).',
      BODIES.verify,
      sessionDataSchema,
    ),
    async (request, reply) => {
      const key = readOnlyField(request, reply, BODIES.verify, 'key');
      if (key === null) return reply;
      const found = await verifyKeyAccount(key);
      if (!found) return sendErrors(reply, [invalidVerifyKey]);
      if (!(await emails.markVerified(found.account.id, found.email)))
        return sendErrors(reply, [emailTakenError]);
      return authenticationResponse(request, reply);
    },
  );

  registerAccountRoutes(app, {
    accounts,
    emails,
    authenticators,
    limiter,
    hasher,
    siteDomain,
    secure,
    tag,
    sendVerificationMail,
    mailLanguage,
    authenticationResponse,
    anonymousResponse,
    pendingMfa,
  });
};

export default routes;
