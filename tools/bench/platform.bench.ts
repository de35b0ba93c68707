/**
 * Platform benchmark: the real server (its own process) on a fresh PostgreSQL database.
 * autocannon at 50 connections on GET auth/session (signed in), GET /api/v1/languageLevel/ and the
 * constant GET /api/v1/health/; requests/s, p50, p99 and each route's throughput as a share of the
 * constant route. Then the p50 latency of POST auth/login (argon2id included).
 * Targets: session ≥ 30 % of the constant route; login p50 ≤ 150 ms.
 *
 *   npm run bench -- platform           (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL, else local postgres)
 *   BENCH_SECONDS=10 npm run bench -- platform
 */
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { serveSeededApp, spawnServeProcess, stopServeProcess } from './serve-process.ts';
import { createScratchDatabase } from './scratch-db.ts';

const AUTH = '/api/_allauth/browser/v1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<CannonResult>;

/** Child process: the real app on DATABASE_URL; prints its port when listening. */
async function serve() {
  await serveSeededApp();
}

async function main() {
  const { name, url, drop } = await createScratchDatabase();
  let child: ChildProcess | undefined;
  try {
    const served = await spawnServeProcess(fileURLToPath(import.meta.url), {
      DATABASE_URL: url.toString(),
      DATA_DIR: `/tmp/${name}`,
    });
    child = served.child;
    await run(served.address);
  } finally {
    await stopServeProcess(child);
    await drop();
  }
}

/** Cookie jar for fetch: keeps the csrftoken and sessionid the server sets. */
class Jar {
  cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, v] = pair!.split('=');
      if (v) this.cookies.set(k!, v);
      else this.cookies.delete(k!);
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function call(origin: string, jar: Jar, method: string, path: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      cookie: jar.header,
      'x-csrftoken': jar.cookies.get('csrftoken') ?? '',
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  jar.take(res);
  await res.arrayBuffer();
  return res.status;
}

async function run(origin: string) {
  const require = createRequire(import.meta.url);
  const autocannon = require('autocannon') as Cannon;
  const jar = new Jar();
  await call(origin, jar, 'GET', `${AUTH}/config`);
  const email = `bench-${Date.now()}@example.org`;
  const password = 'benchmark-harbour-2291';
  const signup = await call(origin, jar, 'POST', `${AUTH}/auth/signup`, { email, password });
  if (signup !== 200) throw new Error(`signup failed: ${signup}`);

  const routes: { label: string; path: string; headers: Record<string, string> }[] = [
    { label: 'GET /api/v1/health/ (constant)', path: '/api/v1/health/', headers: {} },
    { label: 'GET auth/session (signed in)', path: `${AUTH}/auth/session`, headers: { cookie: jar.header } },
    { label: 'GET /api/v1/languageLevel/', path: '/api/v1/languageLevel/', headers: {} },
  ];
  // Warm up JIT and the connection pool.
  await autocannon({ url: `${origin}/api/v1/health/`, connections: 10, duration: 1 });
  const results: { label: string; result: CannonResult }[] = [];
  for (const route of routes) {
    const result = await autocannon({
      url: `${origin}${route.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: route.headers,
    });
    if (result.non2xx || result.errors)
      throw new Error(`${route.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results.push({ label: route.label, result });
  }
  const constant = results[0]!.result.requests.average;
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per route, on PostgreSQL:`);
  console.log(
    'route'.padEnd(36),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
  );
  for (const { label, result } of results) {
    console.log(
      label.padEnd(36),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      `${((100 * result.requests.average) / constant).toFixed(0)}%`.padStart(7),
    );
  }

  // Login latency: sequential, one at a time (argon2id m=19456 t=2 p=1 included).
  const loginTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const browser = new Jar();
    await call(origin, browser, 'GET', `${AUTH}/config`);
    const started = performance.now();
    const status = await call(origin, browser, 'POST', `${AUTH}/auth/login`, { email, password });
    loginTimes.push(performance.now() - started);
    if (status !== 200) throw new Error(`login failed: ${status}`);
  }
  loginTimes.sort((a, b) => a - b);
  // The argon2id share of a login, as CPU time (less disturbed than wall time on a busy machine).
  const { default: argon2 } = await import('argon2');
  const { ARGON2_OPTIONS } = await import('../../server/auth/passwords.ts');
  const hash = await argon2.hash('benchmark', ARGON2_OPTIONS);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < 10; i++) {
    const c = process.cpuUsage();
    const w = performance.now();
    await argon2.verify(hash, 'benchmark-wrong');
    wall.push(performance.now() - w);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `\nargon2id verify (m=19456, t=2, p=1): ${median(cpu).toFixed(1)} ms CPU, ${median(wall).toFixed(1)} ms wall (median of 10)`,
  );
  const loginP50 = loginTimes[Math.floor(loginTimes.length / 2)]!;
  const sessionRatio = results[1]!.result.requests.average / constant;
  console.log(
    `\nPOST auth/login: p50 ${loginP50.toFixed(1)} ms, max ${loginTimes.at(-1)!.toFixed(1)} ms (20 sequential)`,
  );
  console.log(
    `targets: session ≥ 30% of constant → ${(sessionRatio * 100).toFixed(0)}% ${sessionRatio >= 0.3 ? 'MET' : 'MISSED'};` +
      ` login p50 ≤ 150 ms → ${loginP50.toFixed(0)} ms ${loginP50 <= 150 ? 'MET' : 'MISSED'}`,
  );
}

if (process.argv.includes('--serve')) await serve();
else await main();
