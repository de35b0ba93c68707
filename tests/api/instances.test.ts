import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { videoLessons } from '../../server/db/schema/index.ts';
import { seedCatalogue } from './catalogue-fixtures.ts';
import {
  Browser,
  catalogueSettled,
  openTestDatabase,
  sessionsSettled,
  startTestApp,
  usingPostgres,
  type TestApp,
} from './support.ts';
import { AUTH, GOOD_PASSWORD, lastKey, tempDataDir, uniqueEmail } from './auth-support.ts';

/**
 * Two server instances, each with its own connection pool, on one PostgreSQL database: what one
 * writes (sessions, rate-limit hits, the signing secret) the other sees. Needs TEST_DATABASE_URL.
 */
describe.skipIf(!usingPostgres)('two instances on one PostgreSQL', () => {
  let shared: Database & { url?: string };
  let second: Database;
  let a: TestApp;
  let b: TestApp;
  const dataDir = tempDataDir();
  const rateLimits = { ...DEFAULT_RATE_LIMITS, signup: '3/m/ip', loginFailed: '10/m/ip,3/300s/key' };

  beforeAll(async () => {
    shared = await openTestDatabase();
    // A second pool on the same database, as a second process would open it (migrations are locked).
    second = await openDatabase({ databaseUrl: shared.url!, dataDir: '' });
    a = await startTestApp({ dataDir, rateLimits }, { database: shared });
    b = await startTestApp({ dataDir, rateLimits }, { database: second });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await shared?.close();
  });

  it('a session started on one instance is valid on the other, and logout on it ends it everywhere', async () => {
    const email = uniqueEmail('twin');
    // One browser (one cookie jar) whose requests land on either instance, as behind a load balancer.
    const viaA = new Browser(a.app);
    const viaB = new Browser(b.app);
    viaB.cookies = viaA.cookies;
    expect((await viaA.post(`${AUTH}/auth/signup`, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    const session = await viaB.get(`${AUTH}/auth/session`);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user.email).toBe(email);
    expect((await viaB.patch('/api/v1/user-profile/current', { language: 'pl' })).statusCode).toBe(200);
    expect((await viaA.get('/api/v1/user-profile/current')).json()).toEqual({ language: 'pl' });
    expect((await viaB.delete(`${AUTH}/auth/session`)).statusCode).toBe(401);
    // A holds the session in its cache: the sessions trigger's NOTIFY drops it there.
    await sessionsSettled(a);
    expect((await viaA.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
  });

  it('a session cached on one instance is never served there once another ended it', async () => {
    const email = uniqueEmail('cached');
    const viaA = new Browser(a.app);
    const viaB = new Browser(b.app);
    viaB.cookies = viaA.cookies;
    expect((await viaA.post(`${AUTH}/auth/signup`, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    await sessionsSettled(b);
    const session = () => viaB.get(`${AUTH}/auth/session`);
    const cached = async () => {
      expect((await session()).statusCode).toBe(200);
      const before = b.database.queryCount();
      expect((await session()).statusCode).toBe(200);
      expect(b.database.queryCount()).toBe(before); // served from B's memory
    };
    // Logout through A; the old cookie replayed on B (logout clears it from the shared jar).
    await cached();
    const replay = new Browser(b.app);
    replay.cookies = new Map(viaB.cookies);
    expect((await viaA.delete(`${AUTH}/auth/session`)).statusCode).toBe(401);
    await sessionsSettled(b);
    expect((await replay.get(`${AUTH}/auth/session`)).statusCode).toBe(401);

    // A password reset through A ends the sessions B holds.
    expect((await viaA.post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    await sessionsSettled(b);
    await cached();
    await new Browser(a.app).post(`${AUTH}/auth/password/request`, { email });
    const key = lastKey(dataDir, email, '/reset-password');
    const reset = await new Browser(a.app).post(`${AUTH}/auth/password/reset`, {
      key,
      password: 'amber-lantern-5518',
    });
    expect(reset.statusCode).toBe(401);
    await sessionsSettled(b);
    expect((await session()).statusCode).toBe(401);

    // Expiry: a session that ends in a second is not served by B after that second.
    expect(
      (await viaA.post(`${AUTH}/auth/login`, { email, password: 'amber-lantern-5518' })).statusCode,
    ).toBe(200);
    await a.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 second' where user_id = (select id from users where email = ${email})`,
    );
    await sessionsSettled(b);
    await cached();
    await new Promise((r) => setTimeout(r, 1100));
    expect((await session()).statusCode).toBe(401);
  });

  it('a password changed through one instance ends the learner’s other sessions cached on the other', async () => {
    const email = uniqueEmail('changed');
    const viaA = new Browser(a.app);
    expect((await viaA.post(`${AUTH}/auth/signup`, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    // A password change needs a recent authentication (signup records none).
    expect((await viaA.post(`${AUTH}/auth/reauthenticate`, { password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    // The same learner on another device, served by B (a cookie jar of its own).
    const other = new Browser(b.app);
    expect((await other.post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    await sessionsSettled(b);
    expect((await other.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
    const before = b.database.queryCount();
    expect((await other.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
    expect(b.database.queryCount()).toBe(before); // served from B's memory
    const change = await viaA.post(`${AUTH}/account/password/change`, {
      current_password: GOOD_PASSWORD,
      new_password: 'amber-lantern-5518',
    });
    expect(change.statusCode).toBe(200);
    await sessionsSettled(b);
    expect((await other.get(`${AUTH}/auth/session`)).statusCode).toBe(401);
    // The session that changed the password stays, on either instance.
    const here = new Browser(b.app);
    here.cookies = viaA.cookies;
    expect((await here.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
  });

  it('a lesson renamed through one instance drops the other’s cached catalogue pages', async () => {
    await seedCatalogue(a.database.db);
    await catalogueSettled(b);
    const url = '/api/v1/videoLesson/?page_size=100';
    const names = async (t: TestApp) =>
      (
        (await t.app.inject({ method: 'GET', url })).json() as { results: { video: { name: string } }[] }
      ).results.map((l) => l.video.name);
    const before = await names(b);
    const queries = b.database.queryCount();
    expect(await names(b)).toEqual(before);
    expect(b.database.queryCount()).toBe(queries); // served from b's memory
    await a.database.db
      .update(videoLessons)
      .set({ name: 'Renamed on instance A' })
      .where(eq(videoLessons.name, before[0]!));
    await catalogueSettled(b);
    expect(await names(b)).toContain('Renamed on instance A');
  });

  it('rate-limit counts are shared: signups through both instances add up', async () => {
    const ip = '10.77.0.1';
    const post = (t: TestApp) =>
      new Browser(t.app).request({
        method: 'POST',
        url: `${AUTH}/auth/signup`,
        payload: {},
        remoteAddress: ip,
      });
    expect((await post(a)).statusCode).toBe(400);
    expect((await post(b)).statusCode).toBe(400);
    expect((await post(a)).statusCode).toBe(400);
    expect((await post(b)).statusCode).toBe(429);
    expect((await post(a)).statusCode).toBe(429);
  });

  it('failed logins on one instance lock the email on the other', async () => {
    const email = uniqueEmail('locked');
    const signup = new Browser(a.app);
    await signup.request({
      method: 'POST',
      url: `${AUTH}/auth/signup`,
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: '10.77.0.2',
    });
    for (const t of [a, b, a])
      await new Browser(t.app).post(`${AUTH}/auth/login`, { email, password: 'wrong-password-x' });
    const res = await new Browser(b.app).post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD });
    expect(res.json().errors[0].code).toBe('too_many_login_attempts');
  });

  it('a reset key mailed by one instance is accepted by the other (shared signing secret)', async () => {
    const email = uniqueEmail('secret');
    await new Browser(a.app).request({
      method: 'POST',
      url: `${AUTH}/auth/signup`,
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: '10.77.0.3',
    });
    await new Browser(a.app).post(`${AUTH}/auth/password/request`, { email });
    const key = lastKey(dataDir, email, '/reset-password');
    const res = await new Browser(b.app).get(`${AUTH}/auth/password/reset`, { 'x-password-reset-key': key });
    expect(res.statusCode).toBe(200);
  });
});
