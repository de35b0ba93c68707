/**
 * Dialogue Studio bench (issue 17): the partner's turn.
 *
 * 1. In process: a reply worked out from the scene and every turn so far (the partner replays the
 *    session each time), for sessions of 1 to 30 learner turns over all 21 scenes.
 * 2. Over HTTP on PostgreSQL: the real server in its own process on a fresh database with the demo
 *    content seeded, `POST /api/v1/videoLesson/{id}/dialogue/turn/` one request at a time with a
 *    growing session (up to 30 turns); p50 and p95. Target: p95 ≤ 30 ms.
 *
 *   npm run bench -- dialogue      (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL, else local postgres)
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { playSession } from '../../server/dialogue/partner.ts';
import { readScenes } from '../../server/dialogue/seed.ts';
import { serveSeededApp, spawnServeProcess, stopServeProcess } from './serve-process.ts';
import { createScratchDatabase } from './scratch-db.ts';

const TARGET_P95_MS = 30;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;
const LESSONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/lessons');

/** A long session for a scene: its moves, questions, words and a few mistakes. */
function sessionFor(slug: string): { turns: string[]; targets: string[] } {
  const scene = readScenes().get(slug)!;
  const lesson = JSON.parse(fs.readFileSync(path.join(LESSONS, `${slug}.json`), 'utf8')) as {
    targetWords: string[];
  };
  const turns = [
    ...scene.moves.flatMap((m) => m.intents.map((i) => i.example)),
    ...scene.facts.flatMap((f) => f.ask),
    ...Object.values(scene.steer).flat(),
    'How much it costs?',
    'I am agree with you.',
    'Penguins cannot fly.',
  ].slice(0, 30);
  return { turns, targets: lesson.targetWords };
}

function inProcess() {
  const times: number[] = [];
  for (const [slug, scene] of readScenes()) {
    const { turns, targets } = sessionFor(slug);
    for (let n = 1; n <= turns.length; n++) {
      const t0 = performance.now();
      playSession(scene, targets, `bench-${slug}`, turns.slice(0, n));
      times.push(performance.now() - t0);
    }
  }
  console.log(
    `in process, ${times.length} replies (sessions of 1–30 turns, 21 scenes): ` +
      `p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`,
  );
}

/** Child process: the real app on DATABASE_URL with the demo content; prints its port when listening. */
async function serve() {
  const { seedContent } = await import('../../server/catalogue/seed-content.ts');
  const { seedDialogues } = await import('../../server/dialogue/seed.ts');
  await serveSeededApp(async (db) => {
    await seedContent(db);
    await seedDialogues(db);
  });
}

async function overHttp(origin: string, databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: number; slug: string }>('select id, slug from video_lessons');
  await db.end();
  // Every unsafe /api/ call echoes the csrftoken cookie in X-CSRFToken.
  const config = await fetch(`${origin}/api/_allauth/browser/v1/config`);
  await config.arrayBuffer();
  const csrf = /csrftoken=([^;]+)/.exec(config.headers.getSetCookie().join(';'))?.[1] ?? '';
  const times: number[] = [];
  const post = async (id: number, body: unknown) => {
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/v1/videoLesson/${id}/dialogue/turn/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`turn: ${res.status}`);
    return ms;
  };
  // Warm up.
  for (const { id } of rows.slice(0, 5)) await post(id, { session_id: 'warm-up-1', turns: ['Hello!'] });
  for (let round = 0; round < 3; round++) {
    for (const { id, slug } of rows) {
      const { turns } = sessionFor(slug);
      for (let n = 1; n <= turns.length; n++)
        times.push(await post(id, { session_id: `bench-${round}-${slug}`, turns: turns.slice(0, n) }));
    }
  }
  const p95 = pct(times, 0.95);
  console.log(
    `POST …/dialogue/turn/ on PostgreSQL, ${times.length} turns (sessions of 1–30 turns): ` +
      `p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target ≤ ${TARGET_P95_MS} ms) ` +
      (p95 <= TARGET_P95_MS ? 'OK' : 'OVER') +
      `; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  return p95 <= TARGET_P95_MS;
}

async function main() {
  inProcess();
  const { name, url, drop } = await createScratchDatabase();
  let child: ChildProcess | undefined;
  let ok: boolean;
  try {
    const served = await spawnServeProcess(fileURLToPath(import.meta.url), {
      DATABASE_URL: url.toString(),
      DATA_DIR: `/tmp/${name}`,
    });
    child = served.child;
    ok = await overHttp(served.address, url.toString());
  } finally {
    await stopServeProcess(child);
    await drop();
  }
  if (!ok) process.exitCode = 1;
}

if (process.argv.includes('--serve')) await serve();
else await main();
