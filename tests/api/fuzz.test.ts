import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCsrfSecret } from '../../server/http/csrf.ts';
import { loadEngine } from '../../server/language/translate.ts';
import {
  FuzzStats,
  operationsOf,
  requestArbitrary,
  send,
  type FuzzRequest,
  type Operation,
} from '../../tools/fuzz-core.ts';
import { signedInLearner, startTestApp, type TestApp } from './support.ts';
import { seedCatalogue } from './catalogue-fixtures.ts';
import { tempDataDir } from './auth-support.ts';

/** Requests per run in CI (per database); `npm run fuzz -- N` runs as many as asked. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
/** A request that takes longer than this is a hang. */
const HANG_MS = 5000;

/**
 * Issue 13: fast-check over every operation of /api/schema/ and the page routes, with encoded
 * spellings of every path, bodies of every JSON type, NUL and control characters, huge and deep
 * values and wrong content types, over real sockets. Never a 5xx, never a hang.
 */
describe('property: fuzzed requests to every operation and page', () => {
  let t: TestApp;
  let port: number;
  let ops: Operation[];
  let session: { cookie: string; csrf: string };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-fuzz-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head><title>Lingvo</title></head>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'export {};');
    t = await startTestApp({ dataDir: tempDataDir(), webDist });
    await seedCatalogue(t.database.db);
    const { browser } = await signedInLearner(t);
    session = { cookie: `sessionid=${browser.cookies.get('sessionid')}`, csrf: newCsrfSecret() };
    // As server/main.ts does: the language engine is built before the server listens.
    await loadEngine();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const schema = await t.app.inject({ url: '/api/schema/' });
    ops = operationsOf(schema.json());
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  it('the schema lists the operations the fuzzer covers', () => {
    const api = ops.filter((o) => o.path.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(25);
    expect(api.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/_allauth/browser/v1/auth/login',
        'POST /api/v1/questions/{id}/answers/',
        'POST /api/v1/videoLesson/{id}/dialogue/',
      ]),
    );
  });

  it(`${RUNS} requests: never a 5xx, never a hang`, async () => {
    const stats = new FuzzStats();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(ops), async (request: FuzzRequest) => {
        let answer;
        try {
          answer = await send(port, request, session, HANG_MS, agent);
        } catch (err) {
          stats.record(request, String(err), HANG_MS);
          throw err;
        }
        stats.record(request, answer, HANG_MS);
        expect(answer.status, `${request.method} ${request.target} → ${answer.body}`).toBeLessThan(500);
        expect(answer.ms).toBeLessThan(HANG_MS);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Every operation was reached, most of them many times.
    expect(stats.byOperation.size).toBe(new Set(ops.map((o) => `${o.method} ${o.path}`)).size);
    expect(stats.serverErrors).toBe(0);
  }, 300_000);
});
