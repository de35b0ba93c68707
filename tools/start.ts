/** `npm start`: builds the web app when it is missing or older than its sources, then runs the server. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(newest('src'), newest('index.html'), newest('vite.config.ts'), newest('public'));
if (!built || sources > built) {
  console.log('Building the web app…');
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
await import('../server/main.ts');
