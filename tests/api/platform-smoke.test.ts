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
