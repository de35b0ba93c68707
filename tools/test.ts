/**
 * `npm test`: type check, lint, format check, flow charts up to date, unit + machine + API tests
 * (API on PGlite, then on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set), then the web
 * build and Playwright e2e in Chromium against the real server. Ends with `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-test-'));
let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function check(label: string, cmd: string, args: string[]) {
  if (run(label, cmd, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTestSuites: number;
  testResults: { status: string; name: string; message?: string }[];
}

function vitest(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  if (!fs.existsSync(out)) {
    failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as VitestJson;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no tests but fails the run.
  const broken = report.testResults.filter((r) => r.status === 'failed' && !report.numFailedTests);
  if (!ok && report.numFailedTests === 0) {
    failed += Math.max(1, broken.length);
    failures.push(`${label}: a test file failed to run`);
  } else if (report.numFailedTests) failures.push(label);
}

function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(candidate)) return candidate;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version')) {
    console.log('Chromium is missing: installing Debian package chromium');
    spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-q', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
}

/** The staff import e2e needs ffmpeg/ffprobe: installed like Chromium when missing (root on Debian). */
function ensureFfmpeg() {
  if (spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() === 0 && fs.existsSync('/etc/debian_version')) {
    console.log('ffmpeg is missing: installing Debian package ffmpeg');
    spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-q', 'ffmpeg'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else console.log('ffmpeg/ffprobe not found: the lesson-import e2e will fail (apt-get install ffmpeg)');
}

function e2e() {
  ensureFfmpeg();
  const chromium = chromiumPath();
  if (!chromium) {
    console.error('\n✖ Chromium not found. Set CHROMIUM_PATH or install Debian package "chromium".');
    failed++;
    failures.push('e2e: no Chromium');
    return;
  }
  if (!run('web build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
    failed++;
    failures.push('web build');
    return;
  }
  const out = path.join(tmp, 'playwright.json');
  const ok = run('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!fs.existsSync(out)) {
    failed++;
    failures.push('e2e (no report)');
    return;
  }
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(out, 'utf8')) as PlaywrightJson;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.unexpected) failures.push('e2e');
  // A run that never got to its tests (the web server did not start, the port was taken, a spec
  // did not load) reports no failed test: its exit status and errors say so.
  else if (!ok || errors.length || stats.expected + stats.flaky === 0) {
    failed++;
    failures.push('e2e: Playwright did not run the tests (see its errors above)');
  }
}

const only = process.argv[2];
if (!only || only === 'static') {
  check('type check (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  check('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']);
  check('format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  if (fs.existsSync('tools/charts.ts'))
    check('flow charts up to date', 'npx', ['tsx', 'tools/charts.ts', '--check']);
}
if (!only || only === 'vitest') {
  vitest('unit, machine and API tests (PGlite)', []);
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pgUrl) vitest('API tests (PostgreSQL)', ['--project', 'api'], { TEST_DATABASE_URL: pgUrl });
  else console.log('\n(TEST_DATABASE_URL not set: API tests ran on PGlite only)');
}
if (!only || only === 'e2e') e2e();

fs.rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
