import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionError, isIdempotentRead } from '../../server/db/connection-errors.ts';
import { videoLessons } from '../../server/db/schema/index.ts';
import { signedInLearner, startTestApp, usingPostgres, type TestApp } from './support.ts';

/** Issue 13, finding 6: a request whose database connection is killed answers, never 500. */
describe('connection errors are told from statement errors', () => {
  it('classifies node-postgres and PostgreSQL errors, and the wrapped ones', () => {
    expect(isConnectionError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('read'), { code: 'ECONNRESET' }))).toBe(true);
    expect(
      isConnectionError(new Error('Failed query: x', { cause: new Error('Connection terminated') })),
    ).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
  });

  it('retries only statements that read', () => {
    expect(isIdempotentRead('select "id" from "video_lessons" where "id" = $1')).toBe(true);
    expect(isIdempotentRead(' WITH x AS (select 1) select * from x')).toBe(true);
    expect(isIdempotentRead('insert into "favorites" values ($1)')).toBe(false);
    expect(isIdempotentRead('with x as (delete from t returning *) select * from x')).toBe(false);
    expect(isIdempotentRead('select * from t for update')).toBe(false);
    expect(isIdempotentRead("select nextval('s')")).toBe(false);
  });
});

describe.skipIf(!usingPostgres)(
  'connections terminated mid-request (PostgreSQL, pg_terminate_backend)',
  () => {
    let t: TestApp;
    let admin: pg.Client;
    let dbName: string;
    let lessonId: number;
    beforeAll(async () => {
      t = await startTestApp();
      dbName = new URL((t.database as { url?: string }).url!).pathname.slice(1);
      admin = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${dbName}`),
      });
      await admin.connect();
      const [lesson] = await t.database.db
        .insert(videoLessons)
        .values({ slug: 'conn-lesson', name: 'Connection lesson', videoFile: 'x.mp4', targetWords: ['a'] })
        .returning();
      lessonId = lesson!.id;
    });
    afterAll(async () => {
      await admin?.end().catch(() => undefined);
      await t?.close();
    });

    /** Terminates the app's backends of this database that wait on a lock (or match `where`). */
    async function terminateWhen(where: string): Promise<number> {
      for (let i = 0; i < 200; i++) {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and ${where}`,
          [dbName],
        );
        if (rows.length) {
          for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
          return rows.length;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('no backend to terminate');
    }

    it('a read whose connection is killed is run again and answers', async () => {
      // Drizzle's queries run when awaited: then() starts it now.
      const result = t.database.db.execute(sql`select pg_sleep(0.3), 41 + 1 as answer`).then((r) => r);
      expect(await terminateWhen(`query like '%pg_sleep(0.3)%'`)).toBe(1);
      const { rows } = (await result) as unknown as { rows: { answer: number }[] };
      expect(rows[0]!.answer).toBe(42);
    });

    it('a page read blocked when its connection is killed answers 200', async () => {
      await admin.query('begin');
      await admin.query('lock table video_lessons in access exclusive mode');
      const pending = t.app.inject({ method: 'GET', url: `/api/v1/videoLesson/${lessonId}/dialogue/` });
      await terminateWhen(`wait_event_type = 'Lock'`);
      await admin.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(200);
    });

    it('a write whose connection is killed answers 503 with Retry-After, and the next one works', async () => {
      const { browser } = await signedInLearner(t);
      await admin.query('begin');
      await admin.query('lock table favorites in access exclusive mode');
      const pending = browser.post('/api/v1/favorites/video-lessons/', { lesson: lessonId });
      await terminateWhen(`wait_event_type = 'Lock'`);
      await admin.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json().detail).toMatch(/try again/i);
      const again = await browser.post('/api/v1/favorites/video-lessons/', { lesson: lessonId });
      expect([200, 201]).toContain(again.statusCode);
    });
  },
);
