import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { isConnectionError, isIdempotentRead } from './connection-errors.ts';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres alike. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Number of SQL statements run so far (tests assert constant query counts). */
  queryCount(): number;
  /**
   * LISTENs on a channel: `notify` with the payload of each notification, `live(true)` once listening (again),
   * `live(false)` when the listening connection is lost (notifications may have been missed until
   * the next `live(true)`; PostgreSQL reconnects with backoff). Resolves to the stop function.
   */
  listen(channel: string, on: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  notify(payload: string): void;
  live(up: boolean): void;
}

/** The name PostgreSQL shows for the listening connection (pg_stat_activity.application_name). */
export const LISTENER_APPLICATION_NAME = 'lingvo-listener';

/** A dedicated PostgreSQL connection (not the pool's) that LISTENs, and reconnects when it is lost. */
async function listenOnPostgres(
  url: string,
  channel: string,
  on: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    const lost = () => {
      if (client !== c) return; // already replaced or stopped
      client = undefined;
      on.live(false);
      c.end().catch(() => undefined);
      if (stopped) return;
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
      delay = Math.min(delay * 2, 30_000);
    };
    client = c;
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (message) => {
      if (client === c && message.channel === channel) on.notify(message.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client !== c) {
        // Stopped (or replaced) while connecting: this connection is nobody's.
        await c.end().catch(() => undefined);
        return;
      }
      delay = 250;
      on.live(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

/**
 * A read whose connection is lost mid-flight (server restart, failover, pg_terminate_backend) is
 * run once more on another connection of the pool; anything that writes is not (it may have been
 * done), and its error reaches the error handler, which answers 503 with Retry-After.
 * Transactions take a client of their own (pool.connect) and are never retried here.
 */
function retryReadsOnce(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (args.some((a) => typeof a === 'function')) return query(...args); // callback style: as it was
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    return query(...args).catch((err: unknown) => {
      if (typeof text === 'string' && isConnectionError(err) && isIdempotentRead(text)) return query(...args);
      throw err;
    });
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database: PostgreSQL when `databaseUrl` is a postgres URL, in-memory PGlite for
 * `memory://`, otherwise embedded PGlite stored under `dataDir/pglite`. Migrations run on open.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  let queries = 0;
  const logger = {
    logQuery() {
      queries++;
    },
  };
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    // An idle connection can be ended by the server (restart, failover, a dropped database): the pool
    // replaces it on the next query. Without a listener node-postgres would crash the process.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    retryReadsOnce(pool);
    const db = drizzlePg(pool, { schema, logger });
    // Several instances may start at once: one migrates, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      queryCount: () => queries,
      listen: (channel, on) => listenOnPostgres(url, channel, on),
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (url !== 'memory://') {
    dataPath = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = dataPath ? new PGlite(dataPath) : new PGlite();
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queryCount: () => queries,
    async listen(channel, on) {
      // One process, one database: notifications arrive as the notifying statement commits.
      const stop = await client.listen(channel, (payload) => on.notify(payload));
      on.live(true);
      // The app's hooks may close the database first: then there is nothing left to stop.
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
