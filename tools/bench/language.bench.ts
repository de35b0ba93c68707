/**
 * Language engine budget (issue 5): `POST /api/v1/videoLesson/{id}/translate/` p95 ≤ 20 ms at 20
 * connections once warm, and the engine's memory after warm-up. The server runs on in-memory PGlite
 * (or PostgreSQL with BENCH_DATABASE_URL) with one seeded lesson; anonymous clients send the CSRF
 * cookie and header as the SPA does. Run: `npm run bench -- language`.
 */
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import vm from 'node:vm';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_P95_MS = 20;
const CSRF = 'benchbenchbenchbenchbenchbench12';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

const PHRASES = [
  'Good morning, could I book a table for two people tonight?',
  'Of course. We have a quiet table by the window.',
  'The children went to the park before dinner, so they are very hungry.',
  "Don't worry, the kitchen is open late and the chef is well-known in the U.S.",
  'She books the best restaurants ASAP and always reads the reviews first.',
  'Would you like something to drink while you wait for your friends?',
];
const WORDS = [...new Set(PHRASES.join(' ').match(/[A-Za-z][A-Za-z'.-]*[A-Za-z.]|[A-Za-z]/g) ?? [])];
const LANGUAGES = ['uk', 'pl', 'en'] as const;

// Engine memory: the heap before any server module is loaded, then after the engine has answered
// every word of the lesson in every language (the server below reuses this same engine).
const heapBefore = heapMb();
let started = performance.now();
const { languageEngine } = await import('../../server/language/engine.ts');
const engine = languageEngine();
const loadMs = performance.now() - started;
for (const word of WORDS) {
  for (const language of LANGUAGES) engine.report(word, { language, sentences: PHRASES });
}
const heapEngine = heapMb() - heapBefore;

const { buildApp } = await import('../../server/app.ts');
const { loadConfig } = await import('../../server/config.ts');
const { openDatabase } = await import('../../server/db/client.ts');
const { seedReferenceData } = await import('../../server/catalogue/seed-reference.ts');
const { videoLessons } = await import('../../server/db/schema/index.ts');

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ databaseUrl: databaseUrl ?? 'memory://', dataDir: '' });
const config = loadConfig(
  { ...process.env, LOG_LEVEL: 'warn' },
  { rateLimits: false, webDist: '/nonexistent' },
);
try {
  await seedReferenceData(database.db);
  const [lesson] = await database.db
    .insert(videoLessons)
    .values({
      slug: `bench-translate-${Date.now()}`,
      name: 'At the restaurant',
      videoFile: 'bench.mp4',
      transcription: PHRASES.join(' '),
      splitTranscription: PHRASES,
    })
    .returning();
  const app = await buildApp(config, { database, logger: false });
  // Server-side time of each translate call (request received → response sent), as Fastify measures it.
  const serverTimes: number[] = [];
  let recordServerTimes = false;
  app.addHook('onResponse', async (request, reply) => {
    if (recordServerTimes && request.url.endsWith('/translate/')) serverTimes.push(reply.elapsedTime);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const path = `/api/v1/videoLesson/${lesson!.id}/translate/`;
  const headers = { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
  const bodies = WORDS.flatMap((text) => LANGUAGES.map((language) => JSON.stringify({ text, language })));

  // Cold: every word and language once, one at a time (engine loaded, server caches empty).
  const cold: number[] = [];
  for (const body of bodies) {
    started = performance.now();
    const res = await fetch(address + path, { method: 'POST', headers, body });
    if (res.status !== 200) throw new Error(`translate answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    cold.push(performance.now() - started);
  }

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  };
  // The load generator runs in a worker thread, so its work does not sit in the server's event loop;
  // each connection walks the list of words × languages.
  const requests = bodies.map((body) => ({ method: 'POST', path, headers, body }));
  const options = { url: address, connections: CONNECTIONS, workers: 1, requests };
  await autocannon({ ...options, duration: 2 }); // warm-up
  recordServerTimes = true;
  const warm = await autocannon({ ...options, duration: DURATION_S });
  recordServerTimes = false;
  await app.close();

  const p95 = percentile(serverTimes, 95);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const ok = p95 <= BUDGET_P95_MS && warm.non2xx === 0 && warm.errors === 0;
  console.log(
    `${database.kind}; ${WORDS.length} words × ${LANGUAGES.length} languages; load generator in a worker thread of this process`,
  );
  console.log(`engine load (wink-nlp, WordNet index, CMU, glossary, FreeDict): ${loadMs.toFixed(0)} ms`);
  console.log(
    `cold lookups (one at a time, ${cold.length}): p50 ${percentile(cold, 50).toFixed(1)} ms  p95 ${percentile(cold, 95).toFixed(1)} ms  max ${Math.max(...cold).toFixed(1)} ms`,
  );
  console.log(
    `warm, ${CONNECTIONS} connections, ${DURATION_S} s: ${warm.requests.average.toFixed(0)} req/s  non-2xx ${warm.non2xx}  errors ${warm.errors}`,
  );
  console.log(
    `  server-side: p50 ${ms(percentile(serverTimes, 50))}  p95 ${ms(p95)}  p99 ${ms(percentile(serverTimes, 99))}`,
  );
  console.log(
    `  at the client: p50 ${warm.latency.p50} ms  p90 ${warm.latency.p90} ms  p97.5 ${warm.latency.p97_5} ms  p99 ${warm.latency.p99} ms`,
  );
  console.log(
    `engine memory after warm-up: heap +${heapEngine.toFixed(1)} MB; whole process after the run: heap ${heapMb().toFixed(1)} MB, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
  console.log(`translate server-side p95 ${ms(p95)} (budget ${BUDGET_P95_MS} ms): ${ok ? 'PASS' : 'FAIL'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
