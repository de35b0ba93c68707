/**
 * Web shell budgets (issue 3): initial JS for `/` ≤ 200 kB gzip and CSS ≤ 40 kB gzip, measured
 * from what a real Chromium actually downloads for the first paint of `/` and `/signin` on a fresh
 * build; then load metrics of `/signin` under mobile emulation with 4× CPU and slow-4G network
 * throttling (FCP, LCP, CLS, TBT from the Performance APIs, with Lighthouse-style scoring), and
 * Lighthouse 12 itself (mobile preset) when it is installed.
 *
 *   npm run bench -- web
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 8712);
const base = `http://localhost:${PORT}`;
const outDir = path.resolve('.tmp/bench-web-dist');
const BUDGET_JS_KB = 200;
const BUDGET_CSS_KB = 40;

function build() {
  const res = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  );
  if (res.status !== 0) throw new Error('vite build failed');
}

async function startServer() {
  const dataDir = path.resolve(`.tmp/bench-web-data-${Date.now()}`);
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      WEB_DIST: outDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/api/_allauth/browser/v1/config`);
      if (res.ok) return { child, dataDir };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n: number) => (n / 1024).toFixed(1);

/** Every asset the browser fetched until the page settled, with its gzip size on disk. */
async function initialAssets(page: Page, route: string) {
  const urls = new Set<string>();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname.startsWith('/assets/')) urls.add(u.pathname);
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  let js = 0;
  let css = 0;
  for (const p of urls) {
    const file = path.join(outDir, p);
    if (!fs.existsSync(file)) continue;
    if (p.endsWith('.js')) js += gzipSize(file);
    if (p.endsWith('.css')) css += gzipSize(file);
  }
  return { js, css, files: urls.size };
}

/** Lighthouse v10+ scoring curves (log-normal) for mobile. */
function logNormalScore(value: number, median: number, p10: number) {
  if (value <= 0) return 1;
  const erfc = (x: number) => {
    const z = Math.abs(x);
    const t = 1 / (1 + z / 2);
    const r =
      t *
      Math.exp(
        -z * z -
          1.26551223 +
          t *
            (1.00002368 +
              t *
                (0.37409196 +
                  t *
                    (0.09678418 +
                      t *
                        (-0.18628806 +
                          t *
                            (0.27886807 +
                              t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
      );
    return x >= 0 ? r : 2 - r;
  };
  const sigma = Math.abs(Math.log(p10 / median)) / (Math.SQRT2 * 0.9061938024368232);
  const standardized = Math.log(value / median) / (Math.SQRT2 * sigma);
  return Math.min(1, Math.max(0, erfc(standardized) / 2));
}

async function loadMetrics(route: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __perf: { lcp: number; cls: number; tbt: number } };
    w.__perf = { lcp: 0, cls: 0, tbt: 0 };
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__perf.lcp = Math.max(w.__perf.lcp, e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__perf.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__perf.tbt += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const m = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const w = window as unknown as { __perf: { lcp: number; cls: number; tbt: number } };
    return { fcp, ...w.__perf };
  });
  await browser.close();
  // Lighthouse 10 mobile weights and curves: FCP 10%, SI 10% (approximated by FCP), LCP 25%, TBT 30%, CLS 25%.
  const score =
    0.1 * logNormalScore(m.fcp, 3000, 1800) +
    0.1 * logNormalScore(m.fcp, 5800, 3387) +
    0.25 * logNormalScore(m.lcp, 4000, 2500) +
    0.3 * logNormalScore(m.tbt, 600, 200) +
    0.25 * logNormalScore(m.cls, 0.25, 0.1);
  return { ...m, score: Math.round(score * 100) };
}

/** Real Lighthouse (mobile preset, simulated throttling) when installed (`npm i -D lighthouse@12`, or LIGHTHOUSE_BIN). */
function lighthouse(route: string) {
  const bin = path.resolve(process.env.LIGHTHOUSE_BIN ?? 'node_modules/.bin/lighthouse');
  if (!fs.existsSync(bin)) return null;
  const out = path.resolve('.tmp/bench-web-lighthouse.json');
  const res = spawnSync(
    bin,
    [
      base + route,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: 'ignore',
    },
  );
  if (res.status !== 0 || !fs.existsSync(out)) return null;
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { displayValue?: string }>;
  };
  const v = (id: string) => report.audits[id]?.displayValue ?? '?';
  return {
    score: Math.round(report.categories.performance.score * 100),
    summary: `FCP ${v('first-contentful-paint')}, LCP ${v('largest-contentful-paint')}, TBT ${v('total-blocking-time')}, CLS ${v('cumulative-layout-shift')}, SI ${v('speed-index')}`,
  };
}

build();
const { child, dataDir } = await startServer();
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const route of ['/', '/signin']) {
    const page = await browser.newPage();
    const { js, css, files } = await initialAssets(page, route);
    const ok = js <= BUDGET_JS_KB * 1024 && css <= BUDGET_CSS_KB * 1024;
    failed ||= !ok;
    console.log(
      `initial load ${route.padEnd(8)} JS ${kb(js)} kB gzip (budget ${BUDGET_JS_KB}), CSS ${kb(css)} kB gzip (budget ${BUDGET_CSS_KB}), ${files} files  ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    await page.close();
  }
  await browser.close();

  const m = await loadMetrics('/signin');
  console.log(
    `/signin mobile (4x CPU, 1.6 Mbps, 150 ms RTT): FCP ${m.fcp.toFixed(0)} ms, LCP ${m.lcp.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}, TBT ${m.tbt.toFixed(0)} ms → Lighthouse-style score ${m.score} (target ≥ 90)`,
  );
  failed ||= m.score < 90;
  const lh = lighthouse('/signin');
  if (lh) {
    console.log(`Lighthouse 12 mobile /signin: performance ${lh.score} (target ≥ 90) — ${lh.summary}`);
    failed ||= lh.score < 90;
  } else {
    console.log('Lighthouse not installed: the score above is computed from Playwright metrics.');
  }
} finally {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
