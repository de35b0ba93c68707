import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema/index.ts';
import { Browser, startTestApp, type TestApp } from './support.ts';
import { AUTH, cookieOf, GOOD_PASSWORD, mailsTo, signUp, tempDataDir, uniqueEmail } from './auth-support.ts';

const ANONYMOUS = {
  status: 401,
  data: { flows: [{ id: 'login' }, { id: 'signup' }] },
  meta: { is_authenticated: false },
};

describe('allauth headless browser API', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => t?.close());

  const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;

  describe('config and session', () => {
    it('GET config answers the account settings and sets a readable csrftoken cookie', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${AUTH}/config` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 200,
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
      });
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers['cache-control']).toBe('max-age=0, no-cache, no-store, must-revalidate, private');
      expect(res.headers['vary']).toContain('Cookie');
      const csrf = cookieOf(res, 'csrftoken');
      expect(csrf?.value).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(csrf?.maxAge).toBe(31449600);
      expect(csrf?.httpOnly).toBeFalsy();
      expect(csrf?.sameSite).toBe('Lax');
    });

    it('an anonymous GET auth/session answers 401 with the flows and creates no session', async () => {
      const before = await sessionCount();
      const res = await t.app.inject({ method: 'GET', url: `${AUTH}/auth/session` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ANONYMOUS);
      expect(cookieOf(res, 'sessionid')).toBeUndefined();
      expect(await sessionCount()).toBe(before);
    });

    it('paths have no trailing slash', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${AUTH}/auth/session/` });
      expect(res.statusCode).toBe(404);
    });

    it('a wrong method answers 405 with Allow; OPTIONS answers 200 with Allow', async () => {
      const browser = new Browser(t.app);
      const put = await browser.request({ method: 'PUT', url: `${AUTH}/auth/login`, payload: {} });
      expect(put.statusCode).toBe(405);
      expect(put.headers['allow']).toBe('POST, OPTIONS');
      expect(put.body).toBe('');
      const get = await browser.get(`${AUTH}/auth/login`);
      expect(get.statusCode).toBe(405);
      const options = await browser.request({ method: 'OPTIONS', url: `${AUTH}/auth/session` });
      expect(options.statusCode).toBe(200);
      expect(options.headers['allow']).toBe('GET, DELETE, HEAD, OPTIONS');
    });
  });

  describe('signup', () => {
    it('signs up, logs in at once with no methods, rotates cookies and mails a verification link', async () => {
      const browser = new Browser(t.app);
      await browser.ensureCsrf();
      const csrfBefore = browser.csrf;
      const email = uniqueEmail('Kai');
      const res = await browser.post(`${AUTH}/auth/signup`, { email, password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toEqual({ is_authenticated: true });
      expect(body.data.methods).toEqual([]);
      expect(body.data.user).toMatchObject({
        email: email.toLowerCase(),
        has_usable_password: true,
        username: email.split('@')[0]!.toLowerCase(),
      });
      expect(body.data.user.display).toBe(body.data.user.username);
      const session = cookieOf(res, 'sessionid');
      expect(session?.value).toHaveLength(32);
      expect(session?.httpOnly).toBe(true);
      expect(session?.maxAge).toBe(1209600);
      expect(browser.csrf).not.toBe(csrfBefore);
      const mails = mailsTo(dataDir, email.toLowerCase());
      expect(mails).toHaveLength(1);
      expect(mails[0]!.link).toMatch(/^http:\/\/localhost:8000\/verify-email\?key=/);
      expect((await browser.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
    });

    it('reads the body as JSON whatever the Content-Type says', async () => {
      const browser = new Browser(t.app);
      const email = uniqueEmail();
      const res = await browser.post(
        `${AUTH}/auth/signup`,
        JSON.stringify({ email, password: GOOD_PASSWORD }),
        {
          'content-type': 'text/plain',
        },
      );
      expect(res.statusCode).toBe(200);
    });

    it('lists validation errors in field order, with Django codes and messages', async () => {
      const res = await new Browser(t.app).post(`${AUTH}/auth/signup`, {
        email: 'not-an-email',
        password: '1234',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        errors: [
          { message: 'Enter a valid email address.', code: 'invalid', param: 'email' },
          {
            message: 'This password is too short. It must contain at least 8 characters.',
            code: 'password_too_short',
            param: 'password',
          },
          { message: 'This password is too common.', code: 'password_too_common', param: 'password' },
          {
            message: 'This password is entirely numeric.',
            code: 'password_entirely_numeric',
            param: 'password',
          },
        ],
      });
    });

    it('an empty body counts as {}: every required field is named', async () => {
      const res = await new Browser(t.app).post(`${AUTH}/auth/signup`, '');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { param: string }) => e.param)).toEqual(['email', 'password']);
      expect(res.json().errors[0].code).toBe('required');
    });

    it('refuses common passwords, passwords like the email, and passwords over 1 KiB', async () => {
      const browser = new Browser(t.app);
      // Each refused signup leaves the browser anonymous, so the next one is checked too.
      const common = await browser.post(`${AUTH}/auth/signup`, {
        email: uniqueEmail(),
        password: 'Password123',
      });
      expect(common.json().errors).toContainEqual(expect.objectContaining({ code: 'password_too_common' }));
      const similar = await browser.post(`${AUTH}/auth/signup`, {
        email: 'margaret.thatcher@example.org',
        password: 'margaretthatcher',
      });
      expect(similar.json().errors).toContainEqual(expect.objectContaining({ code: 'password_too_similar' }));
      const huge = await browser.post(`${AUTH}/auth/signup`, {
        email: uniqueEmail(),
        password: 'x'.repeat(1025),
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().errors).toEqual([
        expect.objectContaining({ code: 'password_too_long', param: 'password' }),
      ]);
    });

    it('refuses a taken email (any case) and a taken username (any case)', async () => {
      const { email } = await signUp(t, uniqueEmail(), GOOD_PASSWORD, `Olena${Date.now()}`);
      const again = await new Browser(t.app).post(`${AUTH}/auth/signup`, {
        email: email.toUpperCase(),
        password: GOOD_PASSWORD,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual([
        {
          message: 'A user is already registered with this email address.',
          code: 'email_taken',
          param: 'email',
        },
      ]);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
      const taken = await new Browser(t.app).post(`${AUTH}/auth/signup`, {
        email: uniqueEmail(),
        username: row!.username.toUpperCase(),
        password: GOOD_PASSWORD,
      });
      expect(taken.json().errors).toEqual([
        expect.objectContaining({ code: 'username_taken', param: 'username' }),
      ]);
    });

    it('generates a free username from the email when none is given', async () => {
      const first = await signUp(t, `same.name+a${Date.now()}@example.org`);
      const local = first.email.split('@')[0]!;
      const second = await signUp(t, `${local}@example.net`);
      expect(first.user.username).toBe(local);
      expect(second.user.username).not.toBe(local);
      expect(second.user.username.startsWith(local)).toBe(true);
    });

    it('answers 409 to a signed-in learner with valid input, 400 with invalid input', async () => {
      const { browser } = await signUp(t);
      const ok = await browser.post(`${AUTH}/auth/signup`, { email: uniqueEmail(), password: GOOD_PASSWORD });
      expect(ok.statusCode).toBe(409);
      expect(ok.json()).toEqual({ status: 409 });
      const bad = await browser.post(`${AUTH}/auth/signup`, { email: 'x', password: GOOD_PASSWORD });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('login and logout', () => {
    it('logs in by email in any case, with a new session id and a new CSRF token', async () => {
      const { email } = await signUp(t);
      const browser = new Browser(t.app);
      await browser.ensureCsrf();
      browser.cookies.set('sessionid', 'fixatedsessionkeyfromattacker000');
      const csrfBefore = browser.csrf;
      const res = await browser.post(`${AUTH}/auth/login`, {
        email: email.toUpperCase(),
        password: GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta.is_authenticated).toBe(true);
      expect(body.data.methods).toEqual([
        { method: 'password', at: expect.any(Number), email: email.toLowerCase() },
      ]);
      expect(browser.cookies.get('sessionid')).not.toBe('fixatedsessionkeyfromattacker000');
      expect(browser.csrf).not.toBe(csrfBefore);
      const session = await browser.get(`${AUTH}/auth/session`);
      expect(session.statusCode).toBe(200);
      expect(session.json().data.methods).toHaveLength(1);
    });

    it('rotates the session again when a signed-in learner logs in elsewhere', async () => {
      const { email } = await signUp(t);
      const a = new Browser(t.app);
      await a.post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD });
      const first = a.cookies.get('sessionid');
      const b = new Browser(t.app);
      await b.post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD });
      expect(b.cookies.get('sessionid')).not.toBe(first);
      expect((await a.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
    });

    it('gives the same 400 for a wrong password and an unknown email', async () => {
      const { email } = await signUp(t);
      const wrong = await new Browser(t.app).post(`${AUTH}/auth/login`, {
        email,
        password: 'not-the-password',
      });
      const unknown = await new Browser(t.app).post(`${AUTH}/auth/login`, {
        email: uniqueEmail('nobody'),
        password: 'not-the-password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json().errors).toEqual([
        {
          message: 'The email address and/or password you specified are not correct.',
          code: 'email_password_mismatch',
          param: 'password',
        },
      ]);
    });

    it('takes about as long for an unknown email as for a wrong password (both hash once)', async () => {
      const { email } = await signUp(t);
      const time = async (body: object) => {
        const started = performance.now();
        await new Browser(t.app).post(`${AUTH}/auth/login`, body);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time({ email, password: `wrong-${i}-password` }));
        unknown.push(await time({ email: uniqueEmail('ghost'), password: `wrong-${i}-password` }));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
      // Both include one argon2id hash; without the dummy hash the unknown case is ~10x faster.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    });

    it('names missing fields and bad email syntax', async () => {
      const res = await new Browser(t.app).post(`${AUTH}/auth/login`, { email: 'nope' });
      expect(res.json()).toEqual({
        status: 400,
        errors: [
          { message: 'Enter a valid email address.', code: 'invalid', param: 'email' },
          { message: 'This field is required.', code: 'required', param: 'password' },
        ],
      });
    });

    it('answers 409 to a signed-in learner with valid credentials, 400 with wrong ones', async () => {
      const { browser, email } = await signUp(t);
      const valid = await browser.post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD });
      expect(valid.statusCode).toBe(409);
      expect(valid.json()).toEqual({ status: 409 });
      const wrong = await browser.post(`${AUTH}/auth/login`, { email, password: 'nope-nope-nope' });
      expect(wrong.statusCode).toBe(400);
    });

    it('an inactive account with the right password gets a plain 401, with a wrong one the 400', async () => {
      const { email } = await signUp(t);
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
      const right = await new Browser(t.app).post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD });
      expect(right.statusCode).toBe(401);
      expect(right.json()).toEqual(ANONYMOUS);
      const wrong = await new Browser(t.app).post(`${AUTH}/auth/login`, {
        email,
        password: 'nope-nope-nope',
      });
      expect(wrong.statusCode).toBe(400);
    });

    it('logout answers 401, ends the session on the server and expires the cookie', async () => {
      const { browser } = await signUp(t);
      const key = browser.cookies.get('sessionid')!;
      const res = await browser.delete(`${AUTH}/auth/session`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ANONYMOUS);
      expect(cookieOf(res, 'sessionid')?.maxAge).toBe(0);
      // The old key is dead even if a copy of the cookie survives.
      const replay = new Browser(t.app);
      replay.cookies.set('sessionid', key);
      expect((await replay.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
      // A second logout is still 401 and sets no sessionid.
      const again = await browser.delete(`${AUTH}/auth/session`);
      expect(again.statusCode).toBe(401);
      expect(cookieOf(again, 'sessionid')).toBeUndefined();
    });

    it('logout does not rotate the CSRF token', async () => {
      const { browser } = await signUp(t);
      const before = browser.csrf;
      await browser.delete(`${AUTH}/auth/session`);
      expect(browser.csrf).toBe(before);
    });
  });

  describe('CSRF', () => {
    it('a logout without the X-CSRFToken header is refused with an HTML 403 and the session lives on', async () => {
      const { browser } = await signUp(t);
      const res = await browser.request({ method: 'DELETE', url: `${AUTH}/auth/session`, csrf: false });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('CSRF verification failed');
      expect(cookieOf(res, 'csrftoken')).toBeUndefined();
      expect((await browser.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
    });

    it('a wrong token is refused, and so is a missing cookie', async () => {
      const { email } = await signUp(t);
      const browser = new Browser(t.app);
      await browser.ensureCsrf();
      const wrong = await browser.post(
        `${AUTH}/auth/login`,
        { email, password: GOOD_PASSWORD },
        {
          'x-csrftoken': 'A'.repeat(32),
        },
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.body).toContain('CSRF token incorrect');
      const noCookie = await t.app.inject({
        method: 'POST',
        url: `${AUTH}/auth/login`,
        payload: { email, password: GOOD_PASSWORD },
        headers: { 'x-csrftoken': browser.csrf! },
      });
      expect(noCookie.statusCode).toBe(403);
      expect(noCookie.body).toContain('CSRF cookie not set');
      expect(cookieOf(wrong, 'sessionid')).toBeUndefined();
    });

    it("accepts Django's 64-character masked form of the token", async () => {
      const { email } = await signUp(t);
      const browser = new Browser(t.app);
      await browser.ensureCsrf();
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
      const mask = 'q'.repeat(32);
      const cipher = [...browser.csrf!]
        .map((ch, i) => alphabet[(alphabet.indexOf(ch) + alphabet.indexOf(mask[i]!)) % alphabet.length])
        .join('');
      const res = await browser.post(
        `${AUTH}/auth/login`,
        { email, password: GOOD_PASSWORD },
        {
          'x-csrftoken': mask + cipher,
        },
      );
      expect(res.statusCode).toBe(200);
    });

    it('a foreign Origin is refused even with a valid token; the own origin is accepted', async () => {
      const { email } = await signUp(t);
      const browser = new Browser(t.app);
      const foreign = await browser.post(
        `${AUTH}/auth/login`,
        { email, password: GOOD_PASSWORD },
        {
          origin: 'http://evil.example',
        },
      );
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body).toContain('Origin checking failed');
      const own = await browser.post(
        `${AUTH}/auth/login`,
        { email, password: GOOD_PASSWORD },
        {
          origin: 'http://localhost:8000',
        },
      );
      expect(own.statusCode).toBe(200);
    });

    it('a CSRF token taken before login is worthless after it', async () => {
      const { email } = await signUp(t);
      const browser = new Browser(t.app);
      await browser.ensureCsrf();
      const stale = browser.csrf!;
      await browser.post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD });
      const res = await browser.request({
        method: 'DELETE',
        url: `${AUTH}/auth/session`,
        headers: { 'x-csrftoken': stale },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('malformed bodies', () => {
    it.each([
      ['not JSON', '{"email": '],
      ['not UTF-8', Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
      ['a JSON array', '[1]'],
      ['a JSON string', '"x"'],
      ['JSON null', 'null'],
    ])('%s → 400 with an error envelope', async (_label, payload) => {
      const res = await new Browser(t.app).post(`${AUTH}/auth/login`, payload, {
        'content-type': 'application/json',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        errors: [{ message: 'The request body must be a JSON object.', code: 'invalid' }],
      });
    });

    it('wrong field types are 400, not 500', async () => {
      const res = await new Browser(t.app).post(`${AUTH}/auth/signup`, {
        email: ['a@b.cd'],
        username: 7,
        password: { x: 1 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { param: string }) => e.param)).toEqual([
        'email',
        'username',
        'password',
      ]);
    });

    it('a body over the size limit is refused', async () => {
      const res = await new Browser(t.app).post(`${AUTH}/auth/login`, {
        email: 'a@b.cd',
        password: 'x'.repeat(70_000),
      });
      expect(res.statusCode).toBe(413);
    });
  });
});
