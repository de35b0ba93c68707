import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type AppConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { users } from '../../server/db/schema/index.ts';
import { createSession } from '../../server/auth/session.ts';
import { seedReferenceData } from '../../server/catalogue/seed-reference.ts';
import { setStaff } from '../../tools/admin.ts';
import { createScratchDatabaseOn } from '../../tools/scratch-db.ts';

/**
 * API tests run on in-memory PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
 * (each test file then gets a database of its own, dropped at the end).
 */
export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  const { url, drop } = await createScratchDatabaseOn(base, 't');
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a fresh database with reference data; rate limits off unless given. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { database?: Database } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  const config = loadConfig(
    {},
    { rateLimits: false, publicUrl: 'http://localhost:8000', webDist: '/nonexistent', ...overrides },
  );
  await seedReferenceData(database.db);
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}

/**
 * Waits until the app has seen every catalogue change committed so far. On PostgreSQL a NOTIFY
 * reaches the app's listening connection after the writing statement has returned; notifications
 * arrive in commit order, so once a marker sent now has arrived, so have the changes before it.
 */
export async function catalogueSettled(t: Pick<TestApp, 'app' | 'database'>): Promise<void> {
  const marker = `settled-${crypto.randomBytes(6).toString('hex')}`;
  await t.database.db.execute(sql`select pg_notify('catalogue_changed', ${marker})`);
  await vi.waitFor(
    () => {
      if (t.app.cataloguePages.lastNotice !== marker) throw new Error('the catalogue change has not arrived');
    },
    { timeout: 5000, interval: 5 },
  );
}

/**
 * Waits until every session or user change committed before now has reached the app's session cache
 * (the NOTIFY of the sessions and users triggers arrives asynchronously on PostgreSQL), as
 * catalogueSettled does for the catalogue.
 */
export async function sessionsSettled(t: Pick<TestApp, 'app' | 'database'>): Promise<void> {
  const marker = `settled-${crypto.randomBytes(6).toString('hex')}`;
  await t.database.db.execute(sql`select pg_notify('session_changed', ${marker})`);
  await vi.waitFor(
    () => {
      if (t.app.sessionCache.lastNotice !== marker) throw new Error('the session change has not arrived');
    },
    { timeout: 5000, interval: 5 },
  );
}

/** A browser-like client: keeps cookies and sends X-CSRFToken on unsafe methods, as the SPA does. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(private app: FastifyInstance) {}

  get csrf() {
    return this.cookies.get('csrftoken');
  }

  /** Gets a csrftoken cookie the way the SPA does (GET config), or sets one when that route is absent. */
  async ensureCsrf() {
    if (this.csrf) return;
    const res = await this.request({ method: 'GET', url: '/api/_allauth/browser/v1/config' });
    if (!this.csrf || res.statusCode === 404)
      this.cookies.set('csrftoken', crypto.randomBytes(16).toString('hex'));
  }

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (opts.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && opts.csrf !== false) {
      await this.ensureCsrf();
      headers['x-csrftoken'] ??= this.csrf!;
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const { csrf: _csrf, ...rest } = opts;
    const res = await this.app.inject({ ...rest, method: method as InjectOptions['method'], headers });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }
  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }
  patch(url: string, payload?: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  }
  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

let learnerSeq = 0;

/**
 * A signed-in learner created straight in the database (fast, independent of the signup route).
 * Returns the browser that holds the session cookie.
 */
export async function signedInLearner(
  t: TestApp,
  fields: { email?: string; username?: string; password?: string; language?: 'en' | 'uk' | 'pl' } = {},
) {
  learnerSeq++;
  const tag = `${process.pid}${learnerSeq}${crypto.randomBytes(3).toString('hex')}`;
  const email = (fields.email ?? `learner${tag}@example.org`).toLowerCase();
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      username: fields.username ?? `learner${tag}`,
      passwordHash: await argon2.hash(fields.password ?? 'correct horse battery', {
        type: argon2.argon2id,
        memoryCost: 19456,
        timeCost: 2,
        parallelism: 1,
      }),
      language: fields.language ?? 'en',
    })
    .returning();
  const key = await createSession(t.database.db, user!.id);
  const browser = new Browser(t.app);
  browser.cookies.set('sessionid', key);
  return { browser, user: user! };
}

/** A signed-in learner made staff (`npm run admin -- make-staff`), once the cached session has heard of it. */
export async function signedInStaff(t: TestApp, fields: Parameters<typeof signedInLearner>[1] = {}) {
  const signedIn = await signedInLearner(t, fields);
  await setStaff(t.database.db, signedIn.user.email, true);
  await sessionsSettled(t); // the cached session hears of the direct write
  return signedIn;
}
