import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';

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
