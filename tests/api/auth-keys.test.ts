import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAddresses, users } from '../../server/db/schema/index.ts';
import { loadSecretKey, makeResetKey, makeVerifyKey } from '../../server/auth/keys.ts';
import { Browser, startTestApp, type TestApp } from './support.ts';
import { AUTH, GOOD_PASSWORD, lastKey, mailsTo, signUp, tempDataDir, uniqueEmail } from './auth-support.ts';

const NEW_PASSWORD = 'quiet-meadow-5821';
const FOUR_DAYS_AGO = () => Math.floor(Date.now() / 1000) - 4 * 86400;

describe('password reset and email verification keys', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => t?.close());

  const accountOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

  describe('password reset', () => {
    it('request → mailed link → GET checks the key → POST sets the password → 401 → login works', async () => {
      const { email } = await signUp(t);
      const browser = new Browser(t.app);
      const request = await browser.post(`${AUTH}/auth/password/request`, { email: email.toUpperCase() });
      expect(request.statusCode).toBe(200);
      expect(request.json()).toEqual({ status: 200 });
      const key = lastKey(dataDir, email, '/reset-password');
      expect(key).toMatch(/^[0-9a-z]+-[0-9a-z]+-[0-9a-f]{32}$/);

      const check = await browser.get(`${AUTH}/auth/password/reset`, { 'x-password-reset-key': key });
      expect(check.statusCode).toBe(200);
      expect(check.json().data.user.email).toBe(email);

      const reset = await browser.post(`${AUTH}/auth/password/reset`, { key, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(401);
      expect(reset.json().meta).toEqual({ is_authenticated: false });

      const oldLogin = await new Browser(t.app).post(`${AUTH}/auth/login`, {
        email,
        password: GOOD_PASSWORD,
      });
      expect(oldLogin.statusCode).toBe(400);
      const newLogin = await new Browser(t.app).post(`${AUTH}/auth/login`, { email, password: NEW_PASSWORD });
      expect(newLogin.statusCode).toBe(200);
    });

    it('a used key is dead: GET and POST answer invalid_password_reset', async () => {
      const { email } = await signUp(t);
      const browser = new Browser(t.app);
      await browser.post(`${AUTH}/auth/password/request`, { email });
      const key = lastKey(dataDir, email, '/reset-password');
      expect(
        (await browser.post(`${AUTH}/auth/password/reset`, { key, password: NEW_PASSWORD })).statusCode,
      ).toBe(401);
      const reuse = await browser.post(`${AUTH}/auth/password/reset`, {
        key,
        password: 'another-fine-pass-1',
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().errors).toEqual([
        { message: 'The password reset token was invalid.', code: 'invalid_password_reset', param: 'key' },
      ]);
      const get = await browser.get(`${AUTH}/auth/password/reset`, { 'x-password-reset-key': key });
      expect(get.statusCode).toBe(400);
    });

    it('a key dies when the learner logs in after it was sent', async () => {
      const { email } = await signUp(t);
      await new Browser(t.app).post(`${AUTH}/auth/password/request`, { email });
      const key = lastKey(dataDir, email, '/reset-password');
      // last_login is stored to the second; make sure the login lands in a later second.
      await new Promise((r) => setTimeout(r, 1100));
      await new Browser(t.app).post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD });
      const res = await new Browser(t.app).get(`${AUTH}/auth/password/reset`, {
        'x-password-reset-key': key,
      });
      expect(res.statusCode).toBe(400);
    });

    it('an expired key (older than three days) is refused; a fresh one for the same account works', async () => {
      const { email } = await signUp(t);
      const secret = await loadSecretKey(t.database.db);
      const account = await accountOf(email);
      const expired = makeResetKey(secret, account, FOUR_DAYS_AGO());
      const fresh = makeResetKey(secret, account);
      const browser = new Browser(t.app);
      expect(
        (await browser.get(`${AUTH}/auth/password/reset`, { 'x-password-reset-key': expired })).statusCode,
      ).toBe(400);
      expect(
        (await browser.post(`${AUTH}/auth/password/reset`, { key: expired, password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(400);
      expect(
        (await browser.get(`${AUTH}/auth/password/reset`, { 'x-password-reset-key': fresh })).statusCode,
      ).toBe(200);
    });

    it('forged and malformed keys are refused without a 500', async () => {
      const browser = new Browser(t.app);
      for (const key of [
        '1-abc-00000000000000000000000000000000',
        'zzzzzzzzzz-1-',
        '../../etc',
        '🙂',
        'x'.repeat(5000),
      ]) {
        const res = await browser.get(`${AUTH}/auth/password/reset`, { 'x-password-reset-key': key });
        expect(res.statusCode).toBe(400);
      }
      const missing = await browser.get(`${AUTH}/auth/password/reset`);
      expect(missing.json().errors[0]).toMatchObject({ code: 'required', param: 'key' });
    });

    it('POST checks the key and the new password together, in field order', async () => {
      const res = await new Browser(t.app).post(`${AUTH}/auth/password/reset`, {
        key: 'nope',
        password: 'short',
      });
      expect(res.json().errors.map((e: { code: string }) => e.code)).toEqual([
        'invalid_password_reset',
        'password_too_short',
      ]);
    });

    it('a reset ends every session of the learner', async () => {
      const { browser: signedIn, email } = await signUp(t);
      const secret = await loadSecretKey(t.database.db);
      const key = makeResetKey(secret, await accountOf(email));
      const res = await new Browser(t.app).post(`${AUTH}/auth/password/reset`, {
        key,
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
      expect((await signedIn.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
    });

    it('an unknown address gets the same 200 and an "unknown account" mail (no enumeration)', async () => {
      const { email } = await signUp(t);
      const ghost = uniqueEmail('ghost');
      const known = await new Browser(t.app).post(`${AUTH}/auth/password/request`, { email });
      const unknown = await new Browser(t.app).post(`${AUTH}/auth/password/request`, { email: ghost });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      const mails = mailsTo(dataDir, ghost);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('there is no account');
      expect(mails[0]!.link).toBe('http://localhost:8000/signup');
    });

    it('a bad address is 400 invalid', async () => {
      const res = await new Browser(t.app).post(`${AUTH}/auth/password/request`, { email: 'nobody' });
      expect(res.json()).toEqual({
        status: 400,
        errors: [{ message: 'Enter a valid email address.', code: 'invalid', param: 'email' }],
      });
    });
  });

  describe('email verification', () => {
    it('the signup mail key: GET shows the address, POST verifies it and keeps the learner signed in (200)', async () => {
      const { browser, email } = await signUp(t);
      const key = lastKey(dataDir, email, '/verify-email');
      const get = await browser.get(`${AUTH}/auth/email/verify`, { 'x-email-verification-key': key });
      expect(get.statusCode).toBe(200);
      expect(get.json()).toMatchObject({
        status: 200,
        data: { email, user: { email } },
        meta: { is_authenticating: false },
      });
      const post = await browser.post(`${AUTH}/auth/email/verify`, { key });
      expect(post.statusCode).toBe(200);
      expect(post.json().meta.is_authenticated).toBe(true);
      expect((await accountOf(email)).emailVerified).toBe(true);
    });

    it('verifying while signed out answers 401 (verified, not logged in)', async () => {
      const { email } = await signUp(t);
      const key = lastKey(dataDir, email, '/verify-email');
      const res = await new Browser(t.app).post(`${AUTH}/auth/email/verify`, { key });
      expect(res.statusCode).toBe(401);
      expect((await accountOf(email)).emailVerified).toBe(true);
    });

    it('a reused key is refused with invalid_or_expired_key', async () => {
      const { browser, email } = await signUp(t);
      const key = lastKey(dataDir, email, '/verify-email');
      expect((await browser.post(`${AUTH}/auth/email/verify`, { key })).statusCode).toBe(200);
      const again = await browser.post(`${AUTH}/auth/email/verify`, { key });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual([
        { message: 'Invalid or expired key.', code: 'invalid_or_expired_key', param: 'key' },
      ]);
    });

    it('an expired or forged key is refused and verifies nothing', async () => {
      const { email } = await signUp(t);
      const secret = await loadSecretKey(t.database.db);
      const account = await accountOf(email);
      const expired = makeVerifyKey(secret, account, FOUR_DAYS_AGO());
      const forged = makeVerifyKey('not-the-secret', account);
      const browser = new Browser(t.app);
      for (const key of [expired, forged, 'MQ:1:abc', '']) {
        const res = await browser.post(`${AUTH}/auth/email/verify`, { key });
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await browser.get(`${AUTH}/auth/email/verify`, { 'x-email-verification-key': expired })).statusCode,
      ).toBe(400);
      expect((await accountOf(email)).emailVerified).toBe(false);
    });

    it('a key signed for an old address dies when the address changes', async () => {
      const { email } = await signUp(t);
      const key = lastKey(dataDir, email, '/verify-email');
      const changed = uniqueEmail('changed');
      await t.database.db.update(users).set({ email: changed }).where(eq(users.email, email));
      await t.database.db
        .update(emailAddresses)
        .set({ email: changed })
        .where(eq(emailAddresses.email, email));
      const res = await new Browser(t.app).post(`${AUTH}/auth/email/verify`, { key });
      expect(res.statusCode).toBe(400);
    });
  });
});
