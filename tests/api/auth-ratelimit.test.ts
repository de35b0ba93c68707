import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../server/db/schema/index.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/config.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';
import { AUTH, GOOD_PASSWORD, lastKey, tempDataDir, uniqueEmail } from './auth-support.ts';

/** allauth's rules with small numbers, so each limit is reached in a few requests. */
const LIMITS = {
  ...DEFAULT_RATE_LIMITS,
  login: '6/m/ip',
  loginFailed: '4/m/ip,2/300s/key',
  signup: '2/m/ip',
  resetPassword: '20/m/ip,2/m/key',
  resetPasswordFromKey: '2/m/ip',
};

let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe('rate limits (allauth defaults, configured low)', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({ dataDir, rateLimits: LIMITS });
  });
  afterAll(async () => t?.close());

  const post = (browser: Browser, path: string, payload: unknown, ip: string) =>
    browser.request({ method: 'POST', url: `${AUTH}${path}`, payload: payload as string, remoteAddress: ip });

  it('login: every POST counts per IP, even invalid ones; past the limit → 429 {"status": 429}', async () => {
    const ip = freshIp();
    const browser = new Browser(t.app);
    for (let i = 0; i < 6; i++) expect((await post(browser, '/auth/login', {}, ip)).statusCode).toBe(400);
    const limited = await post(browser, '/auth/login', {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429 });
    expect(limited.headers['retry-after']).toBeUndefined();
    expect((await post(browser, '/auth/login', {}, freshIp())).statusCode).toBe(400);
  });

  it('failed logins per email: after 2 failures even the right password gets too_many_login_attempts', async () => {
    const { email } = (await signedInLearner(t, { password: GOOD_PASSWORD })).user;
    const browser = new Browser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect(
        (await post(browser, '/auth/login', { email, password: 'wrong-password-1' }, ip)).statusCode,
      ).toBe(400);
    const blocked = await post(browser, '/auth/login', { email, password: GOOD_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toEqual({
      status: 400,
      errors: [
        { message: 'Too many failed login attempts. Try again later.', code: 'too_many_login_attempts' },
      ],
    });
    // The email is blocked from any address, not only from the one that failed.
    const elsewhere = await post(
      new Browser(t.app),
      '/auth/login',
      { email, password: GOOD_PASSWORD },
      freshIp(),
    );
    expect(elsewhere.json().errors[0].code).toBe('too_many_login_attempts');
  });

  it('failed logins per IP: after 4 failures unknown emails are blocked too', async () => {
    const ip = freshIp();
    const browser = new Browser(t.app);
    for (let i = 0; i < 4; i++) {
      const res = await post(
        browser,
        '/auth/login',
        { email: uniqueEmail('ghost'), password: 'wrong-password' },
        ip,
      );
      expect(res.json().errors[0].code).toBe('email_password_mismatch');
    }
    const res = await post(
      browser,
      '/auth/login',
      { email: uniqueEmail('ghost'), password: 'wrong-password' },
      ip,
    );
    expect(res.json().errors[0].code).toBe('too_many_login_attempts');
  });

  it('a successful login takes back its own hit, so successes never lock anyone out', async () => {
    const { email } = (await signedInLearner(t, { password: GOOD_PASSWORD })).user;
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const res = await post(new Browser(t.app), '/auth/login', { email, password: GOOD_PASSWORD }, ip);
      expect(res.statusCode).toBe(200);
    }
  });

  it('a password reset clears the failed-login lock of that email', async () => {
    const { email } = (await signedInLearner(t, { password: GOOD_PASSWORD })).user;
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      await post(new Browser(t.app), '/auth/login', { email, password: 'wrong-pass-1' }, ip);
    await post(new Browser(t.app), '/auth/password/request', { email }, freshIp());
    const key = lastKey(dataDir, email, '/reset-password');
    const newPassword = 'lantern-orchard-4417';
    expect(
      (await post(new Browser(t.app), '/auth/password/reset', { key, password: newPassword }, freshIp()))
        .statusCode,
    ).toBe(401);
    const login = await post(new Browser(t.app), '/auth/login', { email, password: newPassword }, freshIp());
    expect(login.statusCode).toBe(200);
  });

  it('signup: every POST counts per IP; past the limit → 429', async () => {
    const ip = freshIp();
    const browser = new Browser(t.app);
    for (let i = 0; i < 2; i++)
      expect((await post(browser, '/auth/signup', { email: 'bad' }, ip)).statusCode).toBe(400);
    const res = await post(browser, '/auth/signup', { email: uniqueEmail(), password: GOOD_PASSWORD }, ip);
    expect(res.statusCode).toBe(429);
  });

  it('password request: 2 per minute per email (any IP), counted only once the email is valid', async () => {
    const email = uniqueEmail('reset');
    const browser = new Browser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await post(browser, '/auth/password/request', { email: 'x' }, freshIp())).statusCode).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await post(browser, '/auth/password/request', { email }, freshIp())).statusCode).toBe(200);
    expect(
      (await post(browser, '/auth/password/request', { email: email.toUpperCase() }, freshIp())).statusCode,
    ).toBe(429);
  });

  it('password reset from key: POSTs count per IP, GETs do not', async () => {
    const ip = freshIp();
    const browser = new Browser(t.app);
    for (let i = 0; i < 5; i++) {
      const get = await browser.request({
        method: 'GET',
        url: `${AUTH}/auth/password/reset`,
        headers: { 'x-password-reset-key': 'nope' },
        remoteAddress: ip,
      });
      expect(get.statusCode).toBe(400);
    }
    for (let i = 0; i < 2; i++)
      expect((await post(browser, '/auth/password/reset', { key: 'k' }, ip)).statusCode).toBe(400);
    expect((await post(browser, '/auth/password/reset', { key: 'k' }, ip)).statusCode).toBe(429);
  });

  it('hits live in the database, with IPs and emails hashed', async () => {
    const rows = await t.database.db.select().from(rateLimitHits);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.bucket).toMatch(/^\w+:(ip|key|user):[0-9a-f]{64}$/);
    }
  });
});
