import { createScratchDatabaseOn } from '../scratch-db.ts';

/**
 * A fresh PostgreSQL database for one bench run, on the server of `BENCH_DATABASE_URL` (else
 * `TEST_DATABASE_URL`, `DATABASE_URL`, the local `test` database): its name, its URL, and `drop()`.
 */
export function createScratchDatabase() {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  return createScratchDatabaseOn(base, 'bench');
}
