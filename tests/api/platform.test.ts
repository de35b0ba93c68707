import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { seedReferenceData } from '../../server/catalogue/seed-reference.ts';
import type { Database } from '../../server/db/client.ts';
import { Browser, openTestDatabase, signedInLearner, type TestApp } from './support.ts';
import { AUTH, lastKey, tempDataDir, uniqueEmail } from './auth-support.ts';

describe('platform', () => {
  let database: Database;
  let app: FastifyInstance;
  const logLines: string[] = [];
  const dataDir = tempDataDir();

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(
      loadConfig({}, { rateLimits: false, dataDir, logLevel: 'debug', webDist: '/nonexistent' }),
      { database, logStream },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('logs never contain passwords, session ids or CSRF tokens; key query values are hidden', async () => {
    const browser = new Browser(app);
    const email = uniqueEmail('logged');
    const password = 'secret-Pa55word-in-logs';
    expect((await browser.post(`${AUTH}/auth/signup`, { email, password })).statusCode).toBe(200);
    await browser.post(`${AUTH}/auth/login`, { email, password: `${password}-wrong` });
    await browser.delete(`${AUTH}/auth/session`);
    await browser.post(`${AUTH}/auth/login`, { email, password });
    await browser.post(`${AUTH}/auth/password/request`, { email });
    const key = lastKey(dataDir, email, '/reset-password');
    await browser.get(`${AUTH}/auth/password/reset`, { 'x-password-reset-key': key });
    await app.inject({ method: 'GET', url: `/reset-password?key=${encodeURIComponent(key)}&x=1` });
    await app.inject({ method: 'GET', url: `/api/v1/nothing/?token=${key}` });

    const log = logLines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(password);
    expect(log).not.toContain(browser.cookies.get('sessionid')!);
    expect(log).not.toContain(browser.csrf!);
    // Request lines carry the path without the key; only the outbox line (no SMTP) shows the link.
    const requestLines = logLines.filter((l) => l.includes('"req"'));
    expect(requestLines.some((l) => l.includes('/reset-password?key=[redacted]&x=1'))).toBe(true);
    expect(requestLines.some((l) => l.includes(key))).toBe(false);
    const keyLines = logLines.filter((l) => l.includes(key));
    expect(keyLines.length).toBe(1);
    expect(keyLines[0]).toContain('mail written to the outbox');
  });

  it('sends strict security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.json()).toEqual({ status: 'ok' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('under an https PUBLIC_URL: HSTS, and Secure session and CSRF cookies', async () => {
    const secureApp = await buildApp(
      loadConfig(
        {},
        { rateLimits: false, dataDir, publicUrl: 'https://lingvo.example', webDist: '/nonexistent' },
      ),
      { database, logger: false },
    );
    try {
      const res = await secureApp.inject({ method: 'GET', url: `${AUTH}/config` });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(String(res.headers['set-cookie'])).toContain('Secure');
      // Without Origin, an https request needs a same-origin Referer (Django).
      const browser = new Browser(secureApp);
      const noReferer = await browser.post(`${AUTH}/auth/login`, {});
      expect(noReferer.statusCode).toBe(403);
      const withReferer = await browser.post(
        `${AUTH}/auth/login`,
        {},
        { referer: 'https://lingvo.example/signin' },
      );
      expect(withReferer.statusCode).toBe(400);
    } finally {
      await secureApp.close();
    }
  });

  it('serves the OpenAPI document with the account, profile and reference calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/_allauth/browser/v1/auth/login',
      '/api/_allauth/browser/v1/auth/session',
      '/api/v1/user-profile/current',
      '/api/v1/languageLevel/',
      '/api/v1/languageLevel/{id}/',
      '/api/v1/language-purpose-questionnaire',
      '/api/v1/health/',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
    const login = doc.paths['/api/_allauth/browser/v1/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'email',
      'password',
    ]);
  });

  it('serves the API docs UI with local assets and no inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const init = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });

  it('unknown API paths answer 404 JSON; known paths with another method 405 JSON with Allow', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    const browser = new Browser(app);
    const wrong = await browser.request({ method: 'POST', url: '/api/v1/languageLevel/', payload: {} });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers['allow']).toBe('GET, HEAD, OPTIONS');
    expect(wrong.json()).toEqual({ detail: 'Method "POST" not allowed.' });
  });

  it('refuses unsafe /api/v1 calls without CSRF, and malformed JSON with 400', async () => {
    const { browser } = await signedInLearner({ app, database } as TestApp);
    const noCsrf = await browser.request({
      method: 'PATCH',
      url: '/api/v1/user-profile/current',
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    const res = await browser.request({
      method: 'PATCH',
      url: '/api/v1/user-profile/current',
      payload: '{"language":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON body.' });
  });
});
