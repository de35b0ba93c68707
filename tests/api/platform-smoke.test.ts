import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('every operation declares its response schemas; allauth answers are typed per route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/')))
      for (const [method, operation] of Object.entries(operations)) {
        const typed = Object.values(operation.responses ?? {}).some((r) => r.content);
        if (!typed) untyped.push(`${method.toUpperCase()} ${path}`);
      }
    expect(untyped).toEqual([]);
    const session = doc.paths['/api/_allauth/browser/v1/auth/session']!['get']!.responses!['200'];
    const text = JSON.stringify(session);
    for (const field of ['user', 'methods', 'has_usable_password', 'is_authenticated'])
      expect(text).toContain(field);
  });

  it('an allauth answer that does not fit its route’s schema is refused on the way out', async () => {
    const { allauthResponses, sessionDataSchema } = await import('../../src/api-contract/allauth.ts');
    const ok = allauthResponses(sessionDataSchema)[200].safeParse({
      status: 200,
      data: {
        user: { id: 1, display: 'a', email: 'a@b.c', has_usable_password: true, username: 'a' },
        methods: [],
      },
      meta: { is_authenticated: true },
    });
    expect(ok.success).toBe(true);
    expect(
      allauthResponses(sessionDataSchema)[200].safeParse({ status: 200, data: { methods: [] } }).success,
    ).toBe(false);
    expect(allauthResponses()[400].safeParse({ status: 400 }).success).toBe(false);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses an unsafe API call without the CSRF header and changes nothing', async () => {
    const { browser } = await signedInLearner(t);
    const res = await browser.request({ method: 'POST', url: '/api/v1/anything/', payload: {}, csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a foreign Origin even with a valid token', async () => {
    const browser = new Browser(t.app);
    const res = await browser.request({
      method: 'POST',
      url: '/api/v1/anything/',
      payload: {},
      headers: { origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
