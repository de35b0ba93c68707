/**
 * `npm run bench`: runs every tools/bench/*.bench.ts in turn (each prints its own figures).
 * `npm run bench -- NAME` runs only the benches whose file name contains NAME.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);
const filter = process.argv[2];
const benches = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`);
  const res = spawnSync('npx', ['tsx', path.join(dir, file)], { stdio: 'inherit' });
  if (res.status !== 0) failed++;
}
if (!benches.length) console.log('no benchmarks found');
process.exit(failed ? 1 : 0);
