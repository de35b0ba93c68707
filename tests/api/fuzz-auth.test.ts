import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits, serverSettings, sessions, users } from '../../server/db/schema/index.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';
import { AUTH, tempDataDir } from './auth-support.ts';

/** Every auth and profile call that takes input. Logout is only sent anonymously (it always logs out). */
const ENDPOINTS = [
  { method: 'POST', url: `${AUTH}/auth/login`, signedIn: true },
  { method: 'POST', url: `${AUTH}/auth/signup`, signedIn: true },
  { method: 'POST', url: `${AUTH}/auth/password/request`, signedIn: true },
  { method: 'POST', url: `${AUTH}/auth/password/reset`, signedIn: true },
  { method: 'GET', url: `${AUTH}/auth/password/reset`, signedIn: true },
  { method: 'POST', url: `${AUTH}/auth/email/verify`, signedIn: true },
  { method: 'GET', url: `${AUTH}/auth/email/verify`, signedIn: true },
  { method: 'GET', url: `${AUTH}/auth/session`, signedIn: true },
  { method: 'DELETE', url: `${AUTH}/auth/session`, signedIn: false },
  { method: 'GET', url: `${AUTH}/config`, signedIn: true },
  { method: 'PATCH', url: '/api/v1/user-profile/current', signedIn: true },
  { method: 'GET', url: '/api/v1/user-profile/current', signedIn: true },
] as const;

const VALID_LANGUAGES = new Set(['en', 'uk', 'pl']);
/** Any JSON value, except a valid language that PATCH would (rightly) save. */
const value = fc.jsonValue().filter((v) => !(typeof v === 'string' && VALID_LANGUAGES.has(v)));
/** Objects that use the real field names, so validation paths are reached, and other JSON. */
const jsonBody = fc.oneof(
  fc.record(
    {
      email: fc.oneof(
        value,
        fc.string().map((s) => `${s}@example.org`),
      ),
      password: value,
      username: value,
      key: value,
      language: value,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  undefined,
);
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 80 });

describe('property: random input to every auth and profile endpoint', () => {
  let t: TestApp;
  let signedIn: Browser;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: tempDataDir() });
    signedIn = (await signedInLearner(t, { language: 'en' })).browser;
  });
  afterAll(async () => t?.close());

  async function snapshot() {
    const db = t.database.db;
    const n = async (table: typeof users | typeof sessions | typeof rateLimitHits | typeof serverSettings) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    const people = await db.select().from(users);
    return {
      users: await n(users),
      sessions: await n(sessions),
      hits: await n(rateLimitHits),
      settings: await n(serverSettings),
      people: JSON.stringify(people),
    };
  }

  async function send(
    endpointIndex: number,
    payload: string | Buffer,
    type: string | undefined,
    key: string,
  ) {
    const endpoint = ENDPOINTS[endpointIndex]!;
    const browser = endpoint.signedIn ? signedIn : new Browser(t.app);
    const headers: Record<string, string> = {
      'x-password-reset-key': key,
      'x-email-verification-key': key,
    };
    if (type) headers['content-type'] = type;
    const res = await browser.request({ method: endpoint.method, url: endpoint.url, payload, headers });
    expect(res.statusCode, `${endpoint.method} ${endpoint.url} → ${res.statusCode} ${res.body}`).toBeLessThan(
      500,
    );
  }

  it('random JSON: never a 5xx, nothing written', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(ENDPOINTS.length - 1),
        jsonBody,
        contentType,
        headerText,
        async (endpoint, body, type, key) => send(endpoint, JSON.stringify(body) ?? '', type, key),
      ),
      { numRuns: 300 },
    );
    expect(await snapshot()).toEqual(before);
    expect((await signedIn.get(`${AUTH}/auth/session`)).statusCode).toBe(200);
  });

  it('random bytes: never a 5xx, nothing written', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(ENDPOINTS.length - 1),
        fc.uint8Array({ maxLength: 512 }),
        contentType,
        headerText,
        async (endpoint, bytes, type, key) => send(endpoint, Buffer.from(bytes), type, key),
      ),
      { numRuns: 300 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
