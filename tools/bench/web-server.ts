import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Our server in its own process group on a built web app (PGlite in a fresh data folder, demo
 * content), for the browser benches; resolves once the API answers. Stop it with
 * `process.kill(-child.pid, 'SIGTERM')`.
 */
export async function startBenchServer(opts: {
  port: number;
  outDir: string;
  name: string;
  rateLimits?: 'off';
}) {
  const dataDir = path.resolve(`.tmp/bench-${opts.name}-data-${Date.now()}`);
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      WEB_DIST: opts.outDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...(opts.rateLimits ? { RATE_LIMITS: opts.rateLimits } : {}),
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://localhost:${opts.port}/api/_allauth/browser/v1/config`);
      if (res.ok) return { child, dataDir };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
