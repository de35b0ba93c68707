import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticators } from '../../server/db/schema/index.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/config.ts';
import { Browser, startTestApp, type TestApp } from './support.ts';
import { AUTH, signUp, tempDataDir, uniqueEmail } from './auth-support.ts';
import { ageSession, body, reauthenticate, totpCode, verifyByMail } from './account-support.ts';

const STEP_MS = 30_000;

/** A learner with a verified address, TOTP on and the recovery codes read once. */
async function learnerWith2fa(t: TestApp, dataDir: string) {
  const learner = await signUp(t);
  await verifyByMail(learner.browser, dataDir, learner.email);
  await reauthenticate(learner.browser, learner.password);
  const setup = (await learner.browser.get(`${AUTH}/account/authenticators/totp`)).json();
  const secret = setup.meta.secret as string;
  const activationCode = totpCode(secret);
  const res = await learner.browser.post(`${AUTH}/account/authenticators/totp`, { code: activationCode });
  if (res.statusCode !== 200) throw new Error(`activate: ${res.body}`);
  const codes = (await learner.browser.get(`${AUTH}/account/authenticators/recovery-codes`)).json().data
    .unused_codes as string[];
  return { ...learner, secret, codes, activationCode };
}

/** Logs in by password up to the pending two-factor stage. */
async function loginToStage(t: TestApp, email: string, password: string, ip?: string) {
  const browser = new Browser(t.app);
  const res = await browser.request({
    method: 'POST',
    url: `${AUTH}/auth/login`,
    payload: body({ email, password }),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { browser, res };
}

describe('two-factor authentication (allauth MFA: TOTP and recovery codes)', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => t?.close());

  it('set up: unverified address → 409; then 404 with secret, otpauth URI and QR code; a first code turns it on', async () => {
    const { browser, email, password } = await signUp(t);
    const blocked = await browser.get(`${AUTH}/account/authenticators/totp`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errors[0].code).toBe('unverified_email');
    await verifyByMail(browser, dataDir, email);

    expect((await browser.get(`${AUTH}/account/authenticators`)).json()).toEqual({ status: 200, data: [] });
    const setup = await browser.get(`${AUTH}/account/authenticators/totp`);
    expect(setup.statusCode).toBe(404);
    const { secret, totp_url, qr_code } = setup.json().meta;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp_url).toMatch(/^otpauth:\/\/totp\/Lingvo:.+\?.*secret=[A-Z2-7]{32}/);
    expect(totp_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await browser.post(`${AUTH}/account/authenticators/totp`, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { message: 'Incorrect code.', code: 'incorrect_code', param: 'code' },
    ]);
    expect((await browser.post(`${AUTH}/account/authenticators/totp`, {})).json().errors[0].code).toBe(
      'required',
    );

    // Signup records no authentication: turning 2FA on asks for the password first.
    const stale = await browser.post(`${AUTH}/account/authenticators/totp`, { code: totpCode(secret) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().data.flows).toEqual([{ id: 'reauthenticate' }]);
    await reauthenticate(browser, password);
    const on = await browser.post(`${AUTH}/account/authenticators/totp`, { code: totpCode(secret) });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ type: 'totp', last_used_at: null });

    const list = (await browser.get(`${AUTH}/account/authenticators`)).json().data;
    expect(list).toEqual([
      expect.objectContaining({ type: 'totp' }),
      expect.objectContaining({ type: 'recovery_codes', total_code_count: 10, unused_code_count: 10 }),
    ]);
    expect(list[1].unused_codes).toBeUndefined();
    expect((await browser.get(`${AUTH}/account/authenticators/totp`)).statusCode).toBe(200);
    expect((await browser.post(`${AUTH}/account/authenticators/totp`, { code: '123456' })).statusCode).toBe(
      409,
    );

    // The recovery codes are shown on the first look only, and stored hashed.
    const first = (await browser.get(`${AUTH}/account/authenticators/recovery-codes`)).json().data;
    expect(first.unused_codes).toHaveLength(10);
    for (const code of first.unused_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const second = (await browser.get(`${AUTH}/account/authenticators/recovery-codes`)).json().data;
    expect(second.unused_codes).toBeUndefined();
    expect(second.unused_code_count).toBe(10);
    const [row] = await t.database.db
      .select()
      .from(authenticators)
      .where(eq(authenticators.type, 'recovery_codes'));
    const stored = JSON.stringify(row!.data);
    for (const code of first.unused_codes) expect(stored).not.toContain(code.replace('-', ''));
    const [totpRow] = await t.database.db
      .select()
      .from(authenticators)
      .where(eq(authenticators.type, 'totp'));
    expect(JSON.stringify(totpRow!.data)).not.toContain(secret);
  });

  it('login with 2FA: 401 mfa_authenticate pending, then a code; a code is accepted once', async () => {
    const { email, password, secret, activationCode } = await learnerWith2fa(t, dataDir);
    const { browser, res } = await loginToStage(t, email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      data: {
        flows: [
          { id: 'login' },
          { id: 'signup' },
          { id: 'mfa_authenticate', is_pending: true, types: ['totp', 'recovery_codes'] },
        ],
      },
      meta: { is_authenticated: false },
    });
    // Not signed in yet: the session says so, with the stage still pending.
    const session = await browser.get(`${AUTH}/auth/session`);
    expect(session.statusCode).toBe(401);
    expect(session.json().data.flows.at(-1)).toEqual({
      id: 'mfa_authenticate',
      is_pending: true,
      types: ['totp', 'recovery_codes'],
    });
    expect((await browser.get(`${AUTH}/account/email`)).statusCode).toBe(401);

    const wrong = await browser.post(`${AUTH}/auth/2fa/authenticate`, { code: '000000' });
    expect(wrong.json().errors).toEqual([
      { message: 'Incorrect code.', code: 'incorrect_code', param: 'code' },
    ]);
    // The activation code's time step is used up already.
    const activationStep = await browser.post(`${AUTH}/auth/2fa/authenticate`, { code: activationCode });
    expect(activationStep.statusCode).toBe(400);

    const code = totpCode(secret, Date.now() + STEP_MS);
    const csrfBefore = browser.csrf;
    const ok = await browser.post(`${AUTH}/auth/2fa/authenticate`, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.methods).toEqual([
      expect.objectContaining({ method: 'password', email }),
      expect.objectContaining({ method: 'mfa', type: 'totp' }),
    ]);
    expect(browser.csrf).not.toBe(csrfBefore);
    expect((await browser.get(`${AUTH}/auth/session`)).statusCode).toBe(200);

    // Replayed in another login: refused.
    const replay = await loginToStage(t, email, password);
    const again = await replay.browser.post(`${AUTH}/auth/2fa/authenticate`, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('incorrect_code');
  });

  it('two logins racing with one code: exactly one gets in', async () => {
    const { email, password, secret } = await learnerWith2fa(t, dataDir);
    const a = await loginToStage(t, email, password);
    const b = await loginToStage(t, email, password);
    const code = totpCode(secret, Date.now() + STEP_MS);
    const results = await Promise.all([
      a.browser.post(`${AUTH}/auth/2fa/authenticate`, { code }),
      b.browser.post(`${AUTH}/auth/2fa/authenticate`, { code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('a recovery code signs in once; spaces, dashes and case do not matter', async () => {
    const { email, password, codes } = await learnerWith2fa(t, dataDir);
    const first = await loginToStage(t, email, password);
    const ok = await first.browser.post(`${AUTH}/auth/2fa/authenticate`, {
      code: ` ${codes[0]!.toUpperCase()} `,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.methods.at(-1)).toMatchObject({ method: 'mfa', type: 'recovery_codes' });
    const list = (await first.browser.get(`${AUTH}/account/authenticators`)).json().data;
    expect(list[1]).toMatchObject({ unused_code_count: 9, total_code_count: 10 });

    const reuse = await loginToStage(t, email, password);
    const refused = await reuse.browser.post(`${AUTH}/auth/2fa/authenticate`, { code: codes[0] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('incorrect_code');
    expect(
      (await reuse.browser.post(`${AUTH}/auth/2fa/authenticate`, { code: codes[1]!.replace('-', '') }))
        .statusCode,
    ).toBe(200);
  });

  it('2fa/authenticate with no pending login → 401; a pending login expires after 15 minutes', async () => {
    const { email, password, secret } = await learnerWith2fa(t, dataDir);
    const none = await new Browser(t.app).post(`${AUTH}/auth/2fa/authenticate`, { code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(none.json().data.flows).toEqual([{ id: 'login' }, { id: 'signup' }]);
    const { browser } = await loginToStage(t, email, password);
    const { sessions } = await import('../../server/db/schema/index.ts');
    const { hashKey } = await import('../../server/auth/session.ts');
    const { sql } = await import('drizzle-orm');
    await t.database.db
      .update(sessions)
      .set({
        data: sql`jsonb_set(${sessions.data}, '{mfaPending,at}', to_jsonb((${sessions.data}->'mfaPending'->>'at')::float8 - 901))`,
      })
      .where(eq(sessions.keyHash, hashKey(browser.cookies.get('sessionid')!)));
    const late = await browser.post(`${AUTH}/auth/2fa/authenticate`, {
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().data.flows).toEqual([{ id: 'login' }, { id: 'signup' }]);
  });

  it('2FA changes need a recent authentication; with 2FA on, mfa_reauthenticate is offered and works', async () => {
    const { browser, codes, secret } = await learnerWith2fa(t, dataDir);
    await ageSession(t, browser);
    const stale = await browser.request({ method: 'DELETE', url: `${AUTH}/account/authenticators/totp` });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().meta).toEqual({ is_authenticated: true });
    expect(stale.json().data.flows).toEqual([
      { id: 'reauthenticate' },
      { id: 'mfa_reauthenticate', types: ['totp', 'recovery_codes'] },
    ]);
    expect((await browser.get(`${AUTH}/account/authenticators/recovery-codes`)).statusCode).toBe(401);
    expect((await browser.post(`${AUTH}/account/authenticators/recovery-codes`)).statusCode).toBe(401);

    expect((await browser.post(`${AUTH}/auth/2fa/reauthenticate`, { code: '999999' })).statusCode).toBe(400);
    const re = await browser.post(`${AUTH}/auth/2fa/reauthenticate`, { code: codes[2] });
    expect(re.statusCode).toBe(200);
    expect(re.json().data.methods.at(-1)).toMatchObject({
      method: 'mfa',
      type: 'recovery_codes',
      reauthenticated: true,
    });

    // Regenerate: new codes in the answer; the old ones stop working.
    const regenerated = await browser.post(`${AUTH}/account/authenticators/recovery-codes`);
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().data.unused_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[3]);
    await ageSession(t, browser);
    expect((await browser.post(`${AUTH}/auth/2fa/reauthenticate`, { code: codes[3] })).statusCode).toBe(400);
    expect((await browser.post(`${AUTH}/auth/2fa/reauthenticate`, { code: fresh[0] })).statusCode).toBe(200);

    const off = await browser.request({ method: 'DELETE', url: `${AUTH}/account/authenticators/totp` });
    expect(off.json()).toEqual({ status: 200 });
    expect((await browser.get(`${AUTH}/account/authenticators`)).json().data).toEqual([]);
    expect((await browser.get(`${AUTH}/account/authenticators/recovery-codes`)).statusCode).toBe(404);
    const noCodes = await browser.post(`${AUTH}/account/authenticators/recovery-codes`);
    expect(noCodes.json().errors[0].code).toBe('cannot_generate_recovery_codes');
    // Off: a recovery code or a TOTP code no longer does anything.
    expect((await browser.post(`${AUTH}/auth/2fa/reauthenticate`, { code: fresh[1] })).statusCode).toBe(400);
    expect(
      (
        await browser.post(`${AUTH}/auth/2fa/reauthenticate`, {
          code: totpCode(secret, Date.now() + STEP_MS),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('without 2FA a login is complete at once; anonymous 2FA routes answer 401', async () => {
    const { email, password } = await signUp(t);
    expect((await loginToStage(t, email, password)).res.statusCode).toBe(200);
    const anon = new Browser(t.app);
    for (const url of [
      '/account/authenticators',
      '/account/authenticators/totp',
      '/account/authenticators/recovery-codes',
    ])
      expect((await anon.get(`${AUTH}${url}`)).statusCode).toBe(401);
    expect((await anon.post(`${AUTH}/auth/2fa/reauthenticate`, { code: '123456' })).statusCode).toBe(401);
    expect((await anon.post(`${AUTH}/auth/reauthenticate`, { password: 'x' })).statusCode).toBe(401);
  });
});

describe('rate limits of the account actions', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({ dataDir, rateLimits: { ...DEFAULT_RATE_LIMITS } });
  });
  afterAll(async () => t?.close());

  it('second-factor codes: 5 wrong ones per learner in 300 s, then even the right one is refused', async () => {
    const { email, password, secret } = await learnerWith2fa(t, dataDir);
    let ip = 0;
    const stage = async () => (await loginToStage(t, email, password, `10.7.0.${++ip}`)).browser;
    const browser = await stage();
    for (let i = 0; i < 5; i++)
      expect(
        (await browser.post(`${AUTH}/auth/2fa/authenticate`, { code: '000000' })).json().errors[0].code,
      ).toBe('incorrect_code');
    const blocked = await browser.post(`${AUTH}/auth/2fa/authenticate`, {
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().errors[0]).toEqual({
      message: 'Too many failed login attempts. Try again later.',
      code: 'too_many_login_attempts',
      param: 'code',
    });
    // From another address too: the count is per learner.
    const other = await stage();
    expect(
      (await other.post(`${AUTH}/auth/2fa/authenticate`, { code: '111111' })).json().errors[0].code,
    ).toBe('too_many_login_attempts');
  });

  it('reauthenticate 10/m, change_password 5/m, manage_email 10/m per learner → 429', async () => {
    const { browser, password } = await signUp(t, uniqueEmail('limits'));
    for (let i = 0; i < 10; i++)
      expect((await browser.post(`${AUTH}/auth/reauthenticate`, { password })).statusCode).toBe(200);
    expect((await browser.post(`${AUTH}/auth/reauthenticate`, { password })).json()).toEqual({ status: 429 });

    for (let i = 0; i < 5; i++)
      expect(
        (await browser.post(`${AUTH}/account/password/change`, { current_password: 'wrong-password' }))
          .statusCode,
      ).toBe(400);
    expect((await browser.post(`${AUTH}/account/password/change`, {})).statusCode).toBe(429);

    for (let i = 0; i < 10; i++)
      expect(
        (await browser.request({ method: 'PUT', url: `${AUTH}/account/email`, payload: body({}) }))
          .statusCode,
      ).toBe(400);
    expect(
      (await browser.request({ method: 'PUT', url: `${AUTH}/account/email`, payload: body({}) })).statusCode,
    ).toBe(429);
    // GETs are not counted.
    expect((await browser.get(`${AUTH}/account/email`)).statusCode).toBe(200);
  });

  it('PUT within 180 s of the last verification mail → 403 (not sent)', async () => {
    const { browser, email } = await signUp(t, uniqueEmail('cooldown'));
    const res = await browser.request({
      method: 'PUT',
      url: `${AUTH}/account/email`,
      payload: body({ email }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403 });
  });
});
