/**
 * Demo-content seeding on start: the first run (empty catalogue) and the every-start run when
 * nothing changed (reads content/ and one select per table). PGlite in memory, and PostgreSQL
 * when DATABASE_URL or TEST_DATABASE_URL is set (on a throw-away database).
 * Run: `npm run bench -- seed-content`.
 */
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedReferenceData } from '../../server/catalogue/seed-reference.ts';
import { seedContent } from '../../server/catalogue/seed-content.ts';

const RUNS = 20;

async function measure(label: string, database: Database): Promise<void> {
  await seedReferenceData(database.db);
  let started = performance.now();
  const first = await seedContent(database.db);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  let queries = 0;
  for (let i = 0; i < RUNS; i++) {
    const before = database.queryCount();
    started = performance.now();
    await seedContent(database.db);
    times.push(performance.now() - started);
    queries = database.queryCount() - before;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(10)} first run ${firstMs.toFixed(0)} ms (${first.categoriesWritten} categories, ${first.lessonsWritten} lessons); ` +
      `unchanged: median ${at(0.5)} ms, p95 ${at(0.95)} ms, ${queries} SQL queries per run`,
  );
}

const pglite = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
await measure('PGlite', pglite);
await pglite.close();

const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (base) {
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const postgres = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await measure('PostgreSQL', postgres);
    await postgres.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
}
