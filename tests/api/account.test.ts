import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAddresses, sessions, users } from '../../server/db/schema/index.ts';
import { hashKey } from '../../server/auth/session.ts';
import { parseFrontendUrls } from '../../server/config.ts';
import { Browser, startTestApp, type TestApp } from './support.ts';
import { AUTH, cookieOf, GOOD_PASSWORD, mailsTo, signUp, tempDataDir, uniqueEmail } from './auth-support.ts';
import { ageSession, body, lastVerifyKey, reauthenticate, verifyByMail } from './account-support.ts';

const NEW_PASSWORD = 'amber-lighthouse-58';

describe('account API: email addresses, password, reauthentication, sessions', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => t?.close());

  const emailList = async (browser: Browser) => (await browser.get(`${AUTH}/account/email`)).json().data;
  const send = (
    browser: Browser,
    method: 'PUT' | 'PATCH' | 'DELETE' | 'POST',
    payload: unknown,
    url = '/account/email',
  ) => browser.request({ method, url: `${AUTH}${url}`, payload: body(payload) });
  const login = (browser: Browser, email: string, password: string) =>
    browser.post(`${AUTH}/auth/login`, { email, password });

  /** A learner signed up and just reauthenticated (inside the 300 s window). */
  async function freshLearner() {
    const learner = await signUp(t);
    await reauthenticate(learner.browser, learner.password);
    return learner;
  }

  describe('email addresses', () => {
    it('anonymous: GET/PUT/PATCH/DELETE answer the 401 flows, POST 409', async () => {
      const browser = new Browser(t.app);
      expect((await browser.get(`${AUTH}/account/email`)).statusCode).toBe(401);
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const res = await send(browser, method, { email: 'a@example.org' });
        expect(res.statusCode).toBe(401);
        expect(res.json().meta).toEqual({ is_authenticated: false });
      }
      expect((await send(browser, 'POST', { email: 'a@example.org' })).json()).toEqual({ status: 409 });
    });

    it('lists the signup address as primary and unverified', async () => {
      const { browser, email } = await signUp(t);
      const res = await browser.get(`${AUTH}/account/email`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200, data: [{ email, verified: false, primary: true }] });
    });

    it('adding right after signup needs reauthentication: 401 with the session and the reauthenticate flow', async () => {
      const { browser, email, password } = await signUp(t);
      const added = uniqueEmail('second');
      const res = await send(browser, 'POST', { email: added });
      expect(res.statusCode).toBe(401);
      const json = res.json();
      expect(json.meta).toEqual({ is_authenticated: true });
      expect(json.data.user.email).toBe(email);
      expect(json.data.flows).toEqual([{ id: 'reauthenticate' }]);
      expect(await emailList(browser)).toHaveLength(1);
      expect(mailsTo(dataDir, added)).toHaveLength(0);

      const wrong = await browser.post(`${AUTH}/auth/reauthenticate`, { password: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([
        { message: 'Incorrect password.', code: 'incorrect_password', param: 'password' },
      ]);
      const missing = await browser.post(`${AUTH}/auth/reauthenticate`, {});
      expect(missing.json().errors[0].code).toBe('required');
      const ok = await browser.post(`${AUTH}/auth/reauthenticate`, { password });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.methods.at(-1)).toMatchObject({ method: 'password', reauthenticated: true });

      const again = await send(browser, 'POST', { email: added.toUpperCase() });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual([
        { email, verified: false, primary: true },
        { email: added, verified: false, primary: false },
      ]);
      expect(mailsTo(dataDir, added).at(-1)?.link).toContain('/verify-email?key=');
    });

    it('an old authentication no longer counts (300 s): 401 until reauthenticated', async () => {
      const { browser, password } = await freshLearner();
      await ageSession(t, browser, 301);
      expect((await send(browser, 'POST', { email: uniqueEmail() })).statusCode).toBe(401);
      await reauthenticate(browser, password);
      expect((await send(browser, 'POST', { email: uniqueEmail() })).statusCode).toBe(200);
    });

    it('add: bad, duplicate and missing addresses are 400 with allauth codes', async () => {
      const { browser, email } = await freshLearner();
      const codes = async (payload: unknown) => (await send(browser, 'POST', payload)).json().errors;
      expect(await codes({ email: 'not an email' })).toEqual([
        { message: 'Enter a valid email address.', code: 'invalid', param: 'email' },
      ]);
      expect(await codes({})).toEqual([
        { message: 'This field is required.', code: 'required', param: 'email' },
      ]);
      expect((await codes({ email: email.toUpperCase() }))[0].code).toBe('duplicate_email');
      const res = await browser.request({ method: 'POST', url: `${AUTH}/account/email`, payload: '[1]' });
      expect(res.statusCode).toBe(400);
    });

    it('verify by the mailed link, make primary, then log in by either verified address', async () => {
      const { browser, email, password } = await freshLearner();
      const added = uniqueEmail('second');
      await send(browser, 'POST', { email: added });

      const unverified = await send(browser, 'PATCH', { email: added, primary: true });
      expect(unverified.statusCode).toBe(400);
      expect(unverified.json().errors).toEqual([
        {
          message: 'Your primary email address must be verified.',
          code: 'unverified_primary_email',
          param: 'email',
        },
      ]);

      const key = lastVerifyKey(dataDir, added);
      const check = await new Browser(t.app).get(`${AUTH}/auth/email/verify`, {
        'x-email-verification-key': key,
      });
      expect(check.json().data.email).toBe(added);
      expect((await browser.post(`${AUTH}/auth/email/verify`, { key })).statusCode).toBe(200);
      // The client's next step after verification: the email page.
      expect(await emailList(browser)).toEqual([
        { email, verified: false, primary: true },
        { email: added, verified: true, primary: false },
      ]);
      // A verified extra address logs in.
      expect((await login(new Browser(t.app), added, password)).statusCode).toBe(200);

      const missingFlag = await send(browser, 'PATCH', { email: added });
      expect(missingFlag.json().errors).toEqual([
        { message: 'This field is required.', code: 'required', param: 'primary' },
      ]);
      const primary = await send(browser, 'PATCH', { email: added, primary: true });
      expect(primary.statusCode).toBe(200);
      expect(primary.json().data).toEqual([
        { email: added, verified: true, primary: true },
        { email, verified: false, primary: false },
      ]);
      const session = (await browser.get(`${AUTH}/auth/session`)).json();
      expect(session.data.user.email).toBe(added);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, added));
      expect(row?.emailVerified).toBe(true);
      // The old address is now an unverified extra one: it logs no one in.
      expect((await login(new Browser(t.app), email, password)).statusCode).toBe(400);
      expect((await login(new Browser(t.app), added, password)).statusCode).toBe(200);
    });

    it('PUT sends the verification mail again; a verified or unknown address is 400', async () => {
      const { browser, email } = await freshLearner();
      const added = uniqueEmail('resend');
      await send(browser, 'POST', { email: added });
      const before = mailsTo(dataDir, added).length;
      const res = await send(browser, 'PUT', { email: added });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200 });
      expect(mailsTo(dataDir, added)).toHaveLength(before + 1);
      await verifyByMail(browser, dataDir, added);
      expect((await send(browser, 'PUT', { email: added })).json().errors[0].code).toBe('already_verified');
      expect((await send(browser, 'PUT', { email: uniqueEmail() })).json().errors[0].code).toBe(
        'unknown_email',
      );
      // The signup address is still unverified: its mail can be sent again.
      expect((await send(browser, 'PUT', { email })).statusCode).toBe(200);
    });

    it('DELETE removes an extra address; not the primary one, not an unknown or another learner’s', async () => {
      const a = await freshLearner();
      const b = await freshLearner();
      const extra = uniqueEmail('extra');
      await send(a.browser, 'POST', { email: extra });

      const primary = await send(a.browser, 'DELETE', { email: a.email });
      expect(primary.statusCode).toBe(400);
      expect(primary.json().errors).toEqual([
        {
          message: 'You cannot remove your primary email address.',
          code: 'cannot_remove_primary_email',
          param: 'email',
        },
      ]);
      const others = await send(b.browser, 'DELETE', { email: extra });
      expect(others.statusCode).toBe(400);
      expect(others.json().errors[0].code).toBe('unknown_email');
      expect((await send(b.browser, 'PATCH', { email: a.email, primary: true })).json().errors[0].code).toBe(
        'unknown_email',
      );
      expect(await emailList(a.browser)).toHaveLength(2);

      await ageSession(t, a.browser);
      expect((await send(a.browser, 'DELETE', { email: extra })).statusCode).toBe(401);
      await reauthenticate(a.browser, a.password);
      const removed = await send(a.browser, 'DELETE', { email: extra });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toEqual([{ email: a.email, verified: false, primary: true }]);
    });

    it('an address verified by another learner can be added but never verified here (email_taken)', async () => {
      const a = await freshLearner();
      await verifyByMail(a.browser, dataDir, a.email);
      const b = await freshLearner();
      expect((await send(b.browser, 'POST', { email: a.email })).statusCode).toBe(200);
      // b cannot get a's key; even a key made for b's row is refused.
      const { makeVerifyKey, loadSecretKey } = await import('../../server/auth/keys.ts');
      const secret = await loadSecretKey(t.database.db, t.config.secretKey);
      const key = makeVerifyKey(secret, { id: b.user.id, email: a.email });
      const res = await b.browser.post(`${AUTH}/auth/email/verify`, { key });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('email_taken');
      // Login by that address is still a's.
      const session = await login(new Browser(t.app), a.email, a.password);
      expect(session.json().data.user.id).toBe(a.user.id);
      // And signup with it is refused.
      const signup = await new Browser(t.app).post(`${AUTH}/auth/signup`, {
        email: a.email,
        password: GOOD_PASSWORD,
      });
      expect(signup.json().errors[0].code).toBe('email_taken');
    });

    it('at most 10 addresses', async () => {
      const { browser } = await freshLearner();
      for (let i = 0; i < 9; i++)
        expect((await send(browser, 'POST', { email: uniqueEmail(`m${i}`) })).statusCode).toBe(200);
      const res = await send(browser, 'POST', { email: uniqueEmail('eleventh') });
      expect(res.json().errors[0].code).toBe('max_email_addresses');
    });
  });

  describe('password change', () => {
    const change = (browser: Browser, payload: unknown) =>
      browser.post(`${AUTH}/account/password/change`, payload);

    it('anonymous → 401; wrong current, weak or missing → 400 with allauth codes', async () => {
      expect(
        (await change(new Browser(t.app), { current_password: 'x', new_password: 'y' })).statusCode,
      ).toBe(401);
      const { browser, password } = await freshLearner();
      expect((await change(browser, {})).json().errors).toEqual([
        { message: 'This field is required.', code: 'required', param: 'current_password' },
        { message: 'This field is required.', code: 'required', param: 'new_password' },
      ]);
      expect(
        (await change(browser, { current_password: 'wrong-one', new_password: NEW_PASSWORD })).json().errors,
      ).toEqual([
        {
          message: 'Please type your current password.',
          code: 'enter_current_password',
          param: 'current_password',
        },
      ]);
      const weak = (await change(browser, { current_password: password, new_password: 'short' })).json()
        .errors;
      expect(weak[0]).toMatchObject({ code: 'password_too_short', param: 'new_password' });
    });

    it('changes the password: this session stays, the learner’s other sessions end; needs a recent authentication', async () => {
      const { browser, email, password } = await freshLearner();
      const other = new Browser(t.app);
      expect((await login(other, email, password)).statusCode).toBe(200);
      const stranger = await freshLearner();

      await ageSession(t, browser);
      const stale = await change(browser, { current_password: password, new_password: NEW_PASSWORD });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().data.flows).toEqual([{ id: 'reauthenticate' }]);
      await reauthenticate(browser, password);

      const res = await change(browser, { current_password: password, new_password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().meta).toEqual({ is_authenticated: true });
      expect((await browser.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
      expect((await other.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
      expect((await stranger.browser.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
      expect((await login(new Browser(t.app), email, password)).statusCode).toBe(400);
      expect((await login(new Browser(t.app), email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('sessions (usersessions)', () => {
    it('lists the learner’s sessions with IP, user agent, times and which is current', async () => {
      const { browser, email, password } = await signUp(t);
      const other = new Browser(t.app);
      await other.request({
        method: 'POST',
        url: `${AUTH}/auth/login`,
        payload: body({ email, password }),
        headers: { 'user-agent': 'Second Browser/1.0' },
        remoteAddress: '10.1.2.3',
      });
      await signUp(t); // someone else's session is not listed
      const res = await browser.get(`${AUTH}/auth/sessions`);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Record<string, unknown>[];
      expect(list).toHaveLength(2);
      expect(list.filter((s) => s.is_current)).toHaveLength(1);
      const second = list.find((s) => !s.is_current)!;
      expect(second).toMatchObject({ ip: '10.1.2.3', user_agent: 'Second Browser/1.0', is_current: false });
      expect(Object.keys(second).sort()).toEqual([
        'created_at',
        'id',
        'ip',
        'is_current',
        'last_seen_at',
        'user_agent',
      ]);
      expect(typeof second.id).toBe('number');
      expect(Math.abs((second.created_at as number) - Date.now() / 1000)).toBeLessThan(60);
      expect((await new Browser(t.app).get(`${AUTH}/auth/sessions`)).statusCode).toBe(401);
    });

    it('ends chosen sessions of the learner only; another learner’s id is refused and that session lives', async () => {
      const a = await signUp(t);
      const second = new Browser(t.app);
      await login(second, a.email, a.password);
      const b = await signUp(t);
      const bId = ((await b.browser.get(`${AUTH}/auth/sessions`)).json().data as { id: number }[])[0]!.id;
      const list = (await a.browser.get(`${AUTH}/auth/sessions`)).json().data as {
        id: number;
        is_current: boolean;
      }[];
      const otherId = list.find((s) => !s.is_current)!.id;

      const del = (browser: Browser, payload: unknown) =>
        browser.request({ method: 'DELETE', url: `${AUTH}/auth/sessions`, payload: body(payload) });
      const foreign = await del(a.browser, { sessions: [otherId, bId] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual([
        {
          message: `Select a valid choice. ${bId} is not one of the available choices.`,
          code: 'invalid_choice',
          param: 'sessions',
        },
      ]);
      expect((await b.browser.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
      expect((await second.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
      expect((await del(a.browser, {})).json().errors[0]).toMatchObject({
        code: 'required',
        param: 'sessions',
      });
      for (const bad of ['x', [], ['1'], [1.5], [-1], [2 ** 40]])
        expect((await del(a.browser, { sessions: bad })).json().errors[0].code).toBe('invalid_list');

      const ended = await del(a.browser, { sessions: [otherId] });
      expect(ended.statusCode).toBe(200);
      expect(ended.json().data).toHaveLength(1);
      expect((await second.get(`${AUTH}/auth/session`)).statusCode).toBe(401);

      const currentId = (ended.json().data as { id: number }[])[0]!.id;
      const self = await del(a.browser, { sessions: [currentId] });
      expect(self.statusCode).toBe(401);
      expect(self.json().meta).toEqual({ is_authenticated: false });
      expect(cookieOf(self, 'sessionid')?.value).toBe('');
      expect((await a.browser.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
    });

    it('last seen (and IP) is written at most once a minute', async () => {
      const { browser } = await signUp(t);
      const keyHash = hashKey(browser.cookies.get('sessionid')!);
      const seen = async () =>
        (
          await t.database.db.select().from(sessions).where(eq(sessions.keyHash, keyHash))
        )[0]!.lastSeenAt.getTime();
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '2 minutes'`, ip: 'old' })
        .where(eq(sessions.keyHash, keyHash));
      const old = await seen();
      await browser.get(`${AUTH}/auth/session`);
      const first = await seen();
      expect(first - old).toBeGreaterThan(100_000);
      await browser.get(`${AUTH}/auth/session`);
      expect(await seen()).toBe(first);
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.keyHash, keyHash));
      expect(row!.ip).not.toBe('old');
    });
  });

  it('every learner created by any path has the row of their primary address', async () => {
    const email = uniqueEmail('direct');
    const [user] = await t.database.db
      .insert(users)
      .values({ email, username: `direct${Date.now()}`, passwordHash: 'x' })
      .returning();
    const rows = await t.database.db.select().from(emailAddresses).where(eq(emailAddresses.userId, user!.id));
    expect(rows).toMatchObject([{ email, verified: false, primary: true }]);
  });
});

describe('FRONTEND_URLS: link templates of the account mails', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({
      dataDir,
      frontendUrls: parseFrontendUrls(
        'account_confirm_email=https://front.example/verify?key={key}, account_reset_password_from_key=https://front.example/reset/{key}',
        'http://localhost:8000',
      ),
    });
  });
  afterAll(async () => t?.close());

  it('verification and reset mails carry the configured links with the key filled in', async () => {
    const { email } = await signUp(t);
    const verify = mailsTo(dataDir, email).at(-1)!;
    expect(verify.link).toMatch(/^https:\/\/front\.example\/verify\?key=\S+$/);
    const key = new URL(verify.link!).searchParams.get('key')!;
    expect(
      (await new Browser(t.app).get(`${AUTH}/auth/email/verify`, { 'x-email-verification-key': key }))
        .statusCode,
    ).toBe(200);

    await new Browser(t.app).post(`${AUTH}/auth/password/request`, { email });
    const reset = mailsTo(dataDir, email).at(-1)!;
    expect(reset.link).toMatch(/^https:\/\/front\.example\/reset\/[0-9a-z]+-[0-9a-z]+-[0-9a-f]{32}$/);
    const resetKey = decodeURIComponent(reset.link!.split('/reset/')[1]!);
    const check = await new Browser(t.app).get(`${AUTH}/auth/password/reset`, {
      'x-password-reset-key': resetKey,
    });
    expect(check.statusCode).toBe(200);
  });

  it('defaults to the app’s own pages; bad values are refused at start', () => {
    expect(parseFrontendUrls(undefined, 'http://h')).toEqual({
      account_confirm_email: 'http://h/verify-email?key={key}',
      account_reset_password_from_key: 'http://h/reset-password?key={key}',
      account_signup: 'http://h/signup',
    });
    expect(parseFrontendUrls('account_signup=https://x/join,a', 'http://h').account_signup).toBe(
      'https://x/join,a',
    );
    expect(() => parseFrontendUrls('nope=https://x/{key}', 'http://h')).toThrow(/unknown entry/);
    expect(() => parseFrontendUrls('account_confirm_email=https://x/verify', 'http://h')).toThrow(/\{key\}/);
    expect(() => parseFrontendUrls('account_confirm_email=javascript:{key}', 'http://h')).toThrow(/http/);
  });
});
