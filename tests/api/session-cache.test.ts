import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema/index.ts';
import { hashKey } from '../../server/auth/session.ts';
import { SessionCache } from '../../server/auth/session-cache.ts';
import { Browser, sessionsSettled, startTestApp, type TestApp } from './support.ts';
import { AUTH, GOOD_PASSWORD, lastKey, signUp, tempDataDir, uniqueEmail } from './auth-support.ts';

/**
 * The session cache (server/auth/session-cache.ts) on one instance: a signed-in request after the
 * first reads no database, and a session that was logged out, expired, deleted, or ended by a
 * password reset is never served from it. (Two instances: instances.test.ts, on PostgreSQL.)
 */
describe('session cache', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => t?.close());

  const sessionOf = (browser: Browser) => browser.get(`${AUTH}/auth/session`);
  /** The number of SQL statements a request costs. */
  const queriesOf = async (run: () => Promise<unknown>) => {
    const before = t.database.queryCount();
    await run();
    return t.database.queryCount() - before;
  };
  /** A browser holding a copy of another's cookies (what a thief or a second tab would replay). */
  const copyOf = (browser: Browser) => {
    const copy = new Browser(t.app);
    copy.cookies = new Map(browser.cookies);
    return copy;
  };
  /** Signs up and warms the cache: the second GET auth/session reads no database. */
  const signedIn = async () => {
    const account = await signUp(t);
    await sessionsSettled(t);
    expect((await sessionOf(account.browser)).statusCode).toBe(200);
    expect(await queriesOf(() => sessionOf(account.browser))).toBe(0);
    return account;
  };

  it('serves a signed-in session from memory after the first read', async () => {
    const { browser, email } = await signedIn();
    const res = await sessionOf(browser);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(email);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
  });

  it('reads nothing for a cookie that is not a session key', async () => {
    for (const value of ['x', 'A'.repeat(32), 'a'.repeat(31), `${'a'.repeat(32)};`, 'é'.repeat(32)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${AUTH}/auth/session`,
        cookies: { sessionid: value },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(
      await queriesOf(() =>
        t.app.inject({ method: 'GET', url: '/api/v1/health/', cookies: { sessionid: 'not-a-key' } }),
      ),
    ).toBe(0);
  });

  it('never serves a logged-out session, even to a copy of its cookie', async () => {
    const { browser } = await signedIn();
    const replay = copyOf(browser);
    expect((await sessionOf(replay)).statusCode).toBe(200);
    expect((await browser.delete(`${AUTH}/auth/session`)).statusCode).toBe(401);
    // At once, before any notification could have arrived.
    expect((await sessionOf(replay)).statusCode).toBe(401);
    expect((await replay.get('/api/v1/student/stats/')).statusCode).toBe(401);
    await sessionsSettled(t);
    expect((await sessionOf(replay)).statusCode).toBe(401);
  });

  it('never serves an expired session (expiry needs no write)', async () => {
    const { browser } = await signedIn();
    const keyHash = hashKey(browser.cookies.get('sessionid')!);
    // The session now ends in a second (an update: the cache drops it, the next read keeps the new end).
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(eq(sessions.keyHash, keyHash));
    await sessionsSettled(t);
    expect((await sessionOf(browser)).statusCode).toBe(200);
    expect(await queriesOf(() => sessionOf(browser))).toBe(0); // cached with its end
    await new Promise((r) => setTimeout(r, 1100));
    expect((await sessionOf(browser)).statusCode).toBe(401);
  });

  it('never serves a session after a password reset ends every session of the learner', async () => {
    const email = uniqueEmail('reset');
    const first = await signUp(t, email);
    const second = new Browser(t.app);
    expect((await second.post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    await sessionsSettled(t);
    for (const b of [first.browser, second]) {
      expect((await sessionOf(b)).statusCode).toBe(200);
      expect(await queriesOf(() => sessionOf(b))).toBe(0);
    }
    await new Browser(t.app).post(`${AUTH}/auth/password/request`, { email });
    const key = lastKey(dataDir, email, '/reset-password');
    const reset = await new Browser(t.app).post(`${AUTH}/auth/password/reset`, {
      key,
      password: 'amber-lantern-5518',
    });
    expect(reset.statusCode).toBe(401);
    for (const b of [first.browser, second]) expect((await sessionOf(b)).statusCode).toBe(401);
  });

  it('never serves the other sessions of a learner who changed the password; this one stays', async () => {
    const email = uniqueEmail('change');
    const first = await signUp(t, email);
    const second = new Browser(t.app);
    expect((await second.post(`${AUTH}/auth/login`, { email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    // A password change needs a recent authentication (signup records none).
    const reauth = await first.browser.post(`${AUTH}/auth/reauthenticate`, { password: GOOD_PASSWORD });
    expect(reauth.statusCode).toBe(200);
    await sessionsSettled(t);
    for (const b of [first.browser, second]) {
      expect((await sessionOf(b)).statusCode).toBe(200);
      expect(await queriesOf(() => sessionOf(b))).toBe(0); // both served from memory
    }
    const replay = copyOf(second);
    const change = await first.browser.post(`${AUTH}/account/password/change`, {
      current_password: GOOD_PASSWORD,
      new_password: 'amber-lantern-5518',
    });
    expect(change.statusCode).toBe(200);
    // At once, before any notification could have arrived: the other session (and a copy of its
    // cookie) is gone; the session that changed the password is served.
    expect((await sessionOf(second)).statusCode).toBe(401);
    expect((await sessionOf(replay)).statusCode).toBe(401);
    expect((await sessionOf(first.browser)).statusCode).toBe(200);
    await sessionsSettled(t);
    expect((await sessionOf(replay)).statusCode).toBe(401);
    expect((await sessionOf(first.browser)).json().data.user.email).toBe(email);
  });

  it('never serves a session whose row another code path deleted, or whose learner was deactivated', async () => {
    const deleted = await signedIn();
    await t.database.db
      .delete(sessions)
      .where(eq(sessions.keyHash, hashKey(deleted.browser.cookies.get('sessionid')!)));
    await sessionsSettled(t);
    expect((await sessionOf(deleted.browser)).statusCode).toBe(401);

    const deactivated = await signedIn();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.user.id));
    await sessionsSettled(t);
    expect((await sessionOf(deactivated.browser)).statusCode).toBe(401);
  });

  it('a profile change is seen by the next request (the learner’s cached sessions are dropped)', async () => {
    const { browser } = await signedIn();
    expect((await browser.patch('/api/v1/user-profile/current', { language: 'uk' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user-profile/current',
      cookies: Object.fromEntries(browser.cookies),
    });
    expect(res.json()).toEqual({ language: 'uk' });
    expect((await sessionOf(browser)).json().data.user).toBeDefined();
  });
});

describe('SessionCache', () => {
  /** A cache on a stand-in database whose listener the test drives. */
  const cacheWithListener = async () => {
    let handlers: { notify(p: string): void; live(up: boolean): void } | undefined;
    const cache = new SessionCache({} as never, { max: 3, tombstones: 2 });
    await cache.start({
      listen: async (_channel, on) => {
        handlers = on;
        on.live(true);
        return async () => undefined;
      },
    });
    return { cache, listener: handlers! };
  };
  const session = (userId: number, inMs = 60_000) => ({
    data: {},
    userId,
    sessionId: userId,
    lastSeenAt: Date.now(),
    user: null,
    expiresAt: Date.now() + inMs,
  });

  it('does not keep a read that began before its session or user was invalidated', async () => {
    const { cache } = await cacheWithListener();
    const begun = cache.begin();
    cache.dropSession('k1'); // a logout commits while the read is in flight
    cache.store('k1', session(1), begun);
    expect(cache.get('k1')).toBeUndefined();
    const begun2 = cache.begin();
    cache.dropUser(2);
    cache.store('k2', session(2), begun2);
    expect(cache.get('k2')).toBeUndefined();
    cache.store('k2', session(2), cache.begin()); // a read begun after it is kept
    expect(cache.get('k2')).toBeDefined();
  });

  it('refuses reads older than a forgotten invalidation', async () => {
    const { cache } = await cacheWithListener();
    const begun = cache.begin();
    cache.dropSession('a');
    cache.dropSession('b');
    cache.dropSession('c'); // 'a' is forgotten (two tombstones kept): reads begun before it are refused
    cache.store('a', session(1), begun);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops by notification, serves nothing while the listener is down, and is bounded', async () => {
    const { cache, listener } = await cacheWithListener();
    cache.store('k1', session(1), cache.begin());
    cache.store('k2', session(1), cache.begin());
    cache.store('k3', session(3), cache.begin());
    listener.notify('u:1');
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBeUndefined();
    expect(cache.get('k3')).toBeDefined();
    listener.notify('s:k3');
    expect(cache.get('k3')).toBeUndefined();
    cache.store('k4', session(4), cache.begin());
    const begun = cache.begin();
    listener.live(false);
    expect(cache.get('k4')).toBeUndefined();
    cache.store('k5', session(5), cache.begin());
    listener.live(true);
    expect(cache.get('k5')).toBeUndefined();
    cache.store('k6', session(6), begun); // read while it was down
    expect(cache.get('k6')).toBeUndefined();
    for (const k of ['x1', 'x2', 'x3', 'x4']) cache.store(k, session(7), cache.begin());
    expect(cache.size).toBe(3);
    cache.store('old', session(8, -1), cache.begin());
    expect(cache.get('old')).toBeUndefined();
  });
});
