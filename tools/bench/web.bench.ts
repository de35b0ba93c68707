/**
 * Web budgets (issue 3 and issue 4), on a fresh production build served by our own server:
 *
 * - Initial JS and CSS, gzip, from the build's manifest: for `/` and `/signin`, the entry chunk
 *   with everything it imports statically, the page's route chunk with its static imports, and the
 *   interface texts of the first language (en) — what must arrive before the page can render.
 *   Budgets: JS ≤ 200 kB, CSS ≤ 40 kB. For comparison, what Chromium actually fetched until the
 *   network went idle (this includes chunks deliberately loaded after the first paint).
 * - Lighthouse (the `lighthouse` dev dependency, 12.x, mobile preset with simulated throttling:
 *   4× CPU, slow 4G) on `/signin` and `/` with Debian's Chromium, offline (no request leaves
 *   localhost): performance score, FCP, LCP, TBT, CLS, SI, the LCP element and the long tasks, also
 *   on `/lesson/:id` (the first demo lesson) and `/account`. Targets: score ≥ 90, CLS ≤ 0.05; issue
 *   18: `/` and `/lesson/:id` score ≥ 95 with LCP ≤ 2.0 s (a phone). Each page is run BENCH_LH_RUNS times (default 3) and the median run (by score) is
 *   reported, with Lighthouse's CPU benchmark index (a busy machine scores lower).
 *
 *   npm run bench -- web      (BENCH_WEB_PORT, BENCH_WEB_OUT, BENCH_LH_RUNS, BENCH_WEB_ROUTES, CHROMIUM_PATH)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBenchServer } from './web-server.ts';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 8712);
const base = `http://localhost:${PORT}`;
const outDir = path.resolve(process.env.BENCH_WEB_OUT ?? '.tmp/bench-web-dist');
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const BUDGET_JS_KB = 200;
const BUDGET_CSS_KB = 40;
const TARGET_SCORE = 90;
const BUDGET_CLS_HOME = 0.05;

/** Routes measured, with the module of their page chunk; `/lesson/:id` takes the first demo lesson. */
const ROUTES = [
  { route: '/signin', module: 'src/routes/signin.tsx' },
  { route: '/', module: 'src/routes/home.tsx' },
  { route: '/lesson/:id', module: 'src/routes/lesson.tsx' },
  { route: '/account', module: 'src/routes/account.tsx' },
] as const;
/** Issue 18: on a phone, `/` and the lesson page score ≥ 95 with LCP ≤ 2.0 s. */
const PHONE_TARGETS: Record<string, { score: number; lcpMs: number }> = {
  '/': { score: 95, lcpMs: 2000 },
  '/lesson/:id': { score: 95, lcpMs: 2000 },
};
const FIRST_LANGUAGE_MODULE = 'src/i18n/index.en.ts';

function build() {
  const res = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error('vite build failed');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n: number) => (n / 1024).toFixed(1);

/** Files a page needs before it can render: static-import closure of entry, route chunk and texts. */
function initialFiles(manifest: Record<string, ManifestChunk>, routeModule: string) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit('index.html');
  visit(routeModule);
  visit(FIRST_LANGUAGE_MODULE);
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (f.endsWith('.js')) js += gzipSize(path.join(outDir, f));
    if (f.endsWith('.css')) css += gzipSize(path.join(outDir, f));
  }
  return { js, css, files: files.size };
}

/** JS and CSS (gzip, as built) that Chromium fetched until the network was idle. */
async function fetchedUntilIdle(route: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const urls = new Set<string>();
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.pathname.startsWith('/assets/')) urls.add(u.pathname);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    let js = 0;
    for (const p of urls) {
      const file = path.join(outDir, p);
      if (p.endsWith('.js') && fs.existsSync(file)) js += gzipSize(file);
    }
    return { js, files: urls.size };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  /** Main-thread tasks over 50 ms (Lighthouse's long-tasks audit): where, when, how long. */
  longTasks: { url: string; startTime: number; duration: number }[];
  lcpElement: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  benchmarkIndex: number;
}

function lighthouseOnce(route: string, i: number): LighthouseRun {
  const bin = path.resolve('node_modules/.bin/lighthouse');
  if (!fs.existsSync(bin)) throw new Error('lighthouse is not installed: run npm ci');
  const out = `${outDir}-lighthouse-${route.replace(/\W/g, '') || 'home'}-${i}.json`;
  fs.rmSync(out, { force: true });
  const res = spawnSync(
    bin,
    [
      base + route,
      '--quiet',
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (res.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed on ${route}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
    environment: { benchmarkIndex: number };
  };
  const n = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const items = (id: string) => (report.audits[id]?.details?.items ?? []) as Record<string, unknown>[];
  const lcpNode = items('largest-contentful-paint-element')
    .flatMap((i) => ((i['items'] as Record<string, unknown>[] | undefined) ?? [i]).map((x) => x['node']))
    .find(Boolean) as { snippet?: string } | undefined;
  return {
    longTasks: items('long-tasks').map((t) => ({
      url: String(t['url'] ?? ''),
      startTime: Number(t['startTime'] ?? 0),
      duration: Number(t['duration'] ?? 0),
    })),
    lcpElement: lcpNode?.snippet ?? '?',
    score: Math.round(report.categories.performance.score * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    si: n('speed-index'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

function lighthouse(route: string) {
  // Lighthouse now and then fails to record the trace on a busy machine (NO_NAVSTART): one retry.
  const attempt = (i: number) => {
    try {
      return lighthouseOnce(route, i);
    } catch (err) {
      console.warn(`${String(err)}; retrying once`);
      return lighthouseOnce(route, i);
    }
  };
  const runs = Array.from({ length: LH_RUNS }, (_, i) => attempt(i));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, scores: runs.map((r) => r.score) };
}

build();
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
let failed = false;
for (const { route, module } of ROUTES) {
  const { js, css, files } = initialFiles(manifest, module);
  const ok = js <= BUDGET_JS_KB * 1024 && css <= BUDGET_CSS_KB * 1024;
  failed ||= !ok;
  console.log(
    `initial ${route.padEnd(8)} JS ${kb(js)} kB gzip (budget ${BUDGET_JS_KB}), CSS ${kb(css)} kB gzip (budget ${BUDGET_CSS_KB}), ${files} files  ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
}

const { child, dataDir } = await startBenchServer({ port: PORT, outDir, name: 'web' });
try {
  const lessons = (await (await fetch(`${base}/api/v1/videoLesson/?page_size=1`)).json()) as {
    results: { id: number }[];
  };
  const pathOf = (route: string) => route.replace(':id', String(lessons.results[0]?.id ?? 1));
  for (const { route } of ROUTES) {
    const { js, files } = await fetchedUntilIdle(pathOf(route));
    console.log(`fetched by Chromium until network idle on ${route}: JS ${kb(js)} kB gzip, ${files} assets`);
  }
  // BENCH_WEB_ROUTES=/,/lesson/:id: Lighthouse on those routes only.
  const only = process.env.BENCH_WEB_ROUTES?.split(',');
  for (const { route } of ROUTES.filter((r) => !only || only.includes(r.route))) {
    const { median: m, scores } = lighthouse(pathOf(route));
    const clsOk = m.cls <= BUDGET_CLS_HOME;
    const phone = PHONE_TARGETS[route];
    const ok = m.score >= (phone?.score ?? TARGET_SCORE) && clsOk && (!phone || m.lcp <= phone.lcpMs);
    failed ||= !ok;
    console.log(
      `Lighthouse 12 mobile ${route.padEnd(12)} performance ${m.score} (target ≥ ${phone?.score ?? TARGET_SCORE}; runs ${scores.join(', ')}) — ` +
        `FCP ${(m.fcp / 1000).toFixed(1)} s, LCP ${(m.lcp / 1000).toFixed(1)} s${phone ? ` (target ≤ ${phone.lcpMs / 1000} s)` : ''}, TBT ${m.tbt.toFixed(0)} ms, ` +
        `CLS ${m.cls.toFixed(3)} (budget ≤ ${BUDGET_CLS_HOME}), SI ${(m.si / 1000).toFixed(1)} s; ` +
        `CPU benchmark index ${m.benchmarkIndex.toFixed(0)}  ${ok ? 'OK' : 'BELOW TARGET'}`,
    );
    console.log(`  LCP element: ${m.lcpElement.slice(0, 160)}`);
    for (const t of m.longTasks)
      console.log(
        `  long task at ${t.startTime.toFixed(0)} ms: ${t.duration.toFixed(0)} ms  ${t.url.replace(base, '') || '(unattributed)'}`,
      );
  }
} finally {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
