import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database for one bench run, on the server of `BENCH_DATABASE_URL` (else
 * `TEST_DATABASE_URL`, `DATABASE_URL`, the local `test` database): its name, its URL, and `drop()`.
 */
export async function createScratchDatabase() {
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
  return { name, url, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
