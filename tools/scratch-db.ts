import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database `<prefix>_<random hex>` on the PostgreSQL server of `base` (for a test file, a
 * bench or a fuzz run): its name, its URL, and `drop()`, which removes it whoever is still connected.
 */
export async function createScratchDatabaseOn(base: string, prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
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
