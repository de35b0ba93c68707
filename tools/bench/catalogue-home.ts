import http from 'node:http';
import os from 'node:os';

/**
 * Issue 19, catalogue at scale in the browser (used by catalogue.bench.ts on its 10,000 lessons):
 *
 * - the API JSON the home page transfers before it is usable, compressed as sent to Chromium: the
 *   session check, the categories and the rows (first lessons of every topic row with its count),
 *   the requests src/machines/catalogue and the shell make on a first visit (budget 150 kB);
 * - the title search, p95 of its time on the server (budget 100 ms): every search a new URL (no
 *   cached page), the server's own time from the request's arrival to its reply (Server-Timing,
 *   added by the bench's server process), and the round trip to the last byte on loopback beside it.
 */

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
export const HOME_BUDGET_BYTES = 150 * 1000;
export const SEARCH_BUDGET_MS = 100;
/** What the home page asks the API for before it is usable (src/machines/catalogue, the session). */
export const HOME_REQUESTS = [
  '/api/_allauth/browser/v1/auth/session',
  '/api/v1/videoCategory/',
  '/api/v1/videoLesson/rows/',
];

/** Bytes on the wire of one response body as sent (not decoded), and the time to its last byte. */
function rawGet(address: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; ms: number; serverMs: number; encoding: string }>(
    (resolve, reject) => {
      const started = performance.now();
      http
        .get(`${address}${path}`, { headers }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              bytes,
              ms: performance.now() - started,
              serverMs: Number(/dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1] ?? NaN),
              encoding: String(res.headers['content-encoding'] ?? 'identity'),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The home page's API bytes (anonymous and signed in) and the search's p95; prints both. */
export async function homeFigures(address: string, cookie: string, firstRow: number): Promise<boolean> {
  let ok = true;
  for (const [who, headers] of [
    ['anonymous', BROWSER],
    ['signed in', { ...BROWSER, cookie }],
  ] as const) {
    // The first visit after a change (nothing cached) and the next one (the page cache's copy).
    for (const visit of ['first', 'second']) {
      const parts = await Promise.all(HOME_REQUESTS.map((p) => rawGet(address, p, headers)));
      for (const [i, part] of parts.entries())
        if (part.status !== 200 && !(i === 0 && part.status === 401))
          throw new Error(`${HOME_REQUESTS[i]} answered ${part.status}`);
      const total = parts.reduce((sum, p) => sum + p.bytes, 0);
      const detail = parts.map((p, i) => `${HOME_REQUESTS[i]} ${p.bytes} B ${p.encoding}`).join(', ');
      const fits = total <= HOME_BUDGET_BYTES;
      ok &&= fits;
      console.log(
        `home page API JSON, ${who}, ${visit} visit: ${(total / 1000).toFixed(1)} kB as sent (budget ${HOME_BUDGET_BYTES / 1000} kB): ${fits ? 'PASS' : 'FAIL'} — ${detail}`,
      );
    }
  }

  // Searches: digits of the lesson names (1 to 4 of them: thousands of matches down to a few),
  // the word every lesson has, and misses. `n` makes every URL new, so no page is served from the
  // page cache (the server ignores the parameter).
  const texts: string[] = [];
  for (let i = 0; i < 300; i++) {
    const kind = i % 5;
    const digits = String(Math.floor(Math.random() * 10_000)).slice(0, 1 + (i % 4));
    texts.push(kind === 0 ? 'lesson' : kind === 4 ? `zebra ${i}` : digits);
  }
  let n = 0;
  const q = (text: string) => `search=${encodeURIComponent(text)}&n=${n++}-${Date.now()}`;
  for (const [title, url] of [
    ['home rows', (text: string) => `/api/v1/videoLesson/rows/?${q(text)}`],
    ['list page', (text: string) => `/api/v1/videoLesson/?${q(text)}`],
    ['home rows + levels', (text: string) => `/api/v1/videoLesson/rows/?levels=3,4&${q(text)}`],
    ['Show More of a row', (text: string) => `/api/v1/videoLesson/rows/${firstRow}/?page_size=20&${q(text)}`],
  ] as const) {
    const times: number[] = [];
    const server: number[] = [];
    for (const text of texts) {
      const res = await rawGet(address, url(text), BROWSER);
      if (res.status !== 200) throw new Error(`search ${JSON.stringify(text)} answered ${res.status}`);
      times.push(res.ms);
      server.push(res.serverMs);
    }
    const fmt = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
    if (server.some(Number.isNaN)) throw new Error('the server sent no Server-Timing');
    const p95 = percentile(server, 95);
    const fits = p95 <= SEARCH_BUDGET_MS;
    ok &&= fits;
    console.log(
      `title search (${title}), ${texts.length} new texts one at a time (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores): server ${fmt(server)} (budget p95 ${SEARCH_BUDGET_MS} ms): ${fits ? 'PASS' : 'FAIL'}; round trip ${fmt(times)}`,
    );
  }
  return ok;
}
