import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs wrk on `address` with a Lua script (in a temporary file) and `flags` (threads, connections,
 * duration…) and `--latency`; resolves with what it printed. `withTimes`: wrk runs under bash,
 * whose `times` line follows (the CPU its children used once wrk has exited).
 */
export async function runWrk(
  address: string,
  lua: string,
  flags: string[],
  { withTimes = false } = {},
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-'));
  const script = path.join(dir, 'script.lua');
  fs.writeFileSync(script, lua);
  const args = [...flags, '--latency', '-s', script, address];
  const out = await new Promise<string>((resolve, reject) => {
    const child = withTimes
      ? spawn('bash', ['-c', 'wrk "$@" && times', 'wrk', ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
      : spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`)),
    );
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

/**
 * What a wrk run printed (`--latency`): requests a second, p50/p99 and the slowest request (ms),
 * non-2xx/3xx answers plus socket errors, and the number of requests. One parser for the benches
 * that drive wrk (catalogue, load).
 */
export function parseWrkOutput(out: string) {
  const ms = (value: string, unit: string) =>
    Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]!;
  const latency = (label: string) => {
    const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s|m)\\b`).exec(out);
    return m ? Math.round(ms(m[1]!, m[2]!) * 100) / 100 : NaN;
  };
  const max = /Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s|m)/.exec(out);
  return {
    reqPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: latency('50%'),
    p99: latency('99%'),
    max: max ? Math.round(ms(max[1]!, max[2]!)) : NaN,
    bad:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
      [...out.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0),
    total: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
  };
}
