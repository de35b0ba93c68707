import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client.ts';

/**
 * The API benches run the real app in a process of their own (as `npm start` does), so the load
 * generator's CPU is not the server's: the bench file starts itself again with `--serve`.
 */

/** Child side: listens on a free port, announces it on stdout, and closes on SIGTERM. */
export async function listenAndAnnounce(app: FastifyInstance): Promise<void> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`LISTENING ${new URL(address).port}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/**
 * Child side, the whole of it: the real app on DATABASE_URL (no web bundle, warnings only) with the
 * reference data and whatever `seed` adds, listening and announced. The server modules load here
 * only, not in the parent.
 */
export async function serveSeededApp(seed: (db: Db) => Promise<unknown> = async () => {}): Promise<void> {
  const { loadConfig } = await import('../../server/config.ts');
  const { buildApp } = await import('../../server/app.ts');
  const { seedReferenceData } = await import('../../server/catalogue/seed-reference.ts');
  const config = loadConfig(process.env, {
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    webDist: '/nonexistent',
  });
  const app = await buildApp(config);
  await seedReferenceData(app.db);
  await seed(app.db);
  await listenAndAnnounce(app);
}

/** Node flags for the child: BENCH_CPU_PROF=DIR has it write a V8 CPU profile there when it stops. */
export function cpuProfileArgs(): string[] {
  return process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
}

/** A process's CPU time so far in ms, user and system (Linux /proc, USER_HZ 100); null where unreadable. */
export function processCpuMs(pid: number | undefined): { user: number; system: number } | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
  } catch {
    return null;
  }
}

/** Parent side: stops the child (SIGTERM) and waits for it to exit, 5 s at most (it writes its profile then). */
export async function stopServeProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

/** Parent side: starts `script --serve` under tsx and resolves with the child and its address. */
export async function spawnServeProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, '--serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /LISTENING (\d+)/.exec(String(chunk));
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, address: `http://127.0.0.1:${port}` };
}
