/**
 * Catalogue budget (issue 4): with 10,000 lessons on PostgreSQL, `GET /api/v1/videoLesson/?page=…`
 * must keep p99 ≤ 50 ms at 50 connections and reach ≥ 25% of the throughput of a constant route
 * on the same server. Uses BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (a throwaway
 * database is created and dropped). Run: `npm run bench -- catalogue`.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedReferenceData } from '../../server/catalogue/seed-reference.ts';
import { videoCategories, videoLessons } from '../../server/db/schema/index.ts';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const LESSONS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(query);
  await client.end();
};
await admin(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;

const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
try {
  const db = database.db;
  await seedReferenceData(db);
  const topics = ['travel', 'education', 'work', 'health', 'news-technology', 'leisure', 'daily-life'];
  const parents = await db
    .insert(videoCategories)
    .values(topics.map((slug, i) => ({ slug, name: slug, position: i })))
    .returning();
  const children = await db
    .insert(videoCategories)
    .values(parents.map((p) => ({ slug: `${p.slug}-sub`, name: `${p.name} sub`, parentId: p.id })))
    .returning();
  const categoryIds = [...parents, ...children].map((c) => c.id);
  const started = Date.now();
  for (let from = 0; from < LESSONS; from += 1000) {
    await db.insert(videoLessons).values(
      Array.from({ length: 1000 }, (_, j) => {
        const i = from + j;
        const phrases = ['Good morning.', 'Could I have a coffee, please?', 'Of course, anything else?'];
        return {
          slug: `bench-${i}`,
          name: `Lesson ${i}`,
          categoryId: categoryIds[i % categoryIds.length]!,
          levelId: (i % 6) + 1,
          videoFile: `bench-${i}-0123abcd.mp4`,
          thumbnail: `bench-${i}-0123abcd.jpg`,
          durationSeconds: 90,
          transcription: phrases.join(' '),
          splitTranscription: phrases,
          cues: phrases.map((text, k) => ({ start: k * 2, end: k * 2 + 2, text })),
          targetWords: ['coffee', 'morning', 'please', 'anything', 'else'],
        };
      }),
    );
  }
  await db.execute(sql`analyze`);
  console.log(`seeded ${LESSONS} lessons on PostgreSQL in ${Date.now() - started} ms`);

  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'warn' },
    { rateLimits: false, webDist: '/nonexistent' },
  );
  const app = await buildApp(config, { database, logger: false });
  app.get('/bench/constant', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const pages = Math.ceil(LESSONS / 20);

  const run = async (title: string, requests: Record<string, unknown>[]) => {
    await autocannon({ url: address, connections: CONNECTIONS, duration: 2, requests }); // warm-up
    const r = await autocannon({ url: address, connections: CONNECTIONS, duration: DURATION_S, requests });
    console.log(
      `${title.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
    );
    return r;
  };
  const randomPage = (req: Record<string, unknown>) => ({
    ...req,
    path: `/api/v1/videoLesson/?page=${1 + Math.floor(Math.random() * pages)}`,
  });
  const filtered = (req: Record<string, unknown>) => ({
    ...req,
    path: `/api/v1/videoLesson/?categories=${parents[Math.floor(Math.random() * parents.length)]!.id}&levels=1,2&page=${1 + Math.floor(Math.random() * 5)}`,
  });

  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, server and load generator on this machine`);
  const constant = await run('GET /bench/constant', [{ path: '/bench/constant' }]);
  const list = await run('GET /api/v1/videoLesson/?page=<random>', [{ setupRequest: randomPage }]);
  const filter = await run('GET /api/v1/videoLesson/?categories&levels&page', [{ setupRequest: filtered }]);
  await app.close();

  const ratio = list.requests.average / constant.requests.average;
  const ok = list.latency.p99 <= 50 && ratio >= 0.25 && list.non2xx === 0 && filter.non2xx === 0;
  console.log(
    `videoLesson p99 ${list.latency.p99} ms (budget 50), throughput ${(ratio * 100).toFixed(0)}% of the constant route (budget 25%): ${ok ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
}
