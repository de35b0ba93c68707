import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { questions, sessions, users, videoLessons } from '../../server/db/schema/index.ts';
import { toQuestionRow } from '../../server/quiz/bank.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';
import { AUTH, tempDataDir } from './auth-support.ts';

/** Findings 1, 3, 4 and 7 of the penetration test (issue 13). */
describe('penetration-test findings', () => {
  let t: TestApp;
  let lessonId: number;
  let questionId: number;
  beforeAll(async () => {
    // A built web app, so the page routes (the SPA's catch-all) are there too.
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-sec-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><head><title>Lingvo</title><style>.boot{}</style></head><body><script>void 0</script></body>',
    );
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'export {};');
    t = await startTestApp({ dataDir: tempDataDir(), webDist });
    const [lesson] = await t.database.db
      .insert(videoLessons)
      .values({ slug: 'sec-lesson', name: 'Security lesson', videoFile: 'x.mp4', targetWords: ['a'] })
      .returning();
    lessonId = lesson!.id;
    const [question] = await t.database.db
      .insert(questions)
      .values({
        lessonId,
        ...toQuestionRow({
          type: 'open_ended',
          slug: 'sec-oe',
          text: 'Why?',
          hint: '',
          explanation: '',
          answers: ['Because of bias.'],
        }),
      })
      .returning();
    questionId = question!.id;
  });
  afterAll(async () => t?.close());

  const counts = async () => ({
    users: (await t.database.db.select({ n: count() }).from(users))[0]!.n,
    sessions: (await t.database.db.select({ n: count() }).from(sessions))[0]!.n,
  });

  describe('1. CSRF and Origin checks hold whatever the spelling of the path', () => {
    const spellings = (path: string) => [
      path.replace('/api/', '/%61pi/'),
      path.replace('/api/', '/%61%70%69/'),
      path.replace('/api/', '/API/'),
      path.replace('/api/', '/Api/'),
      path.replace('/api/', '//api/'),
      path.replace('/auth/', '/%61uth/'),
      path.replace('/_allauth/', '/%5Fallauth/'),
    ];
    const forged = {
      'content-type': 'text/plain',
      origin: 'https://evil.example',
    };

    it('a cross-site login, signup or password request through an encoded path makes no session', async () => {
      const signup = new Browser(t.app);
      await signup.ensureCsrf();
      const email = `victim${Date.now()}@example.org`;
      expect(
        (await signup.post(`${AUTH}/auth/signup`, { email, password: 'correct horse battery' })).statusCode,
      ).toBe(200);
      const before = await counts();
      for (const action of ['/auth/login', '/auth/signup', '/auth/password/request']) {
        for (const url of spellings(`${AUTH}${action}`)) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: forged,
            payload: JSON.stringify({
              email: action === '/auth/signup' ? `new${Math.random()}@example.org` : email,
              password: 'correct horse battery',
            }),
          });
          expect([400, 403, 404], `${url} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
          expect(res.headers['set-cookie'] ?? '', url).not.toMatch(/sessionid=[^;]/);
        }
      }
      expect(await counts()).toEqual(before);
    });

    it('an encoded /api/v1 write without a CSRF token is refused', async () => {
      const { browser } = await signedInLearner(t);
      for (const url of spellings(`/api/v1/videoLesson/${lessonId}/dialogue/`)) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...forged, cookie: `sessionid=${browser.cookies.get('sessionid')}` },
          payload: JSON.stringify({
            session_id: `forged-${url}`,
            words_used: ['a'],
            exchanges: 1,
            seconds: 1,
          }),
        });
        expect([400, 403, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
      }
    });

    it('the canonical spelling still works', async () => {
      const res = await new Browser(t.app).get(`${AUTH}/config`);
      expect(res.statusCode).toBe(200);
    });
  });

  // A page path the app has no route for gets the web app, which shows its 404 page.
  describe('3. malformed percent-encoding answers 400, 404 or the web app’s 404 page, never 500', () => {
    for (const url of [
      '/%25E0',
      '/lesson/%25zz',
      '/api//v1/student/video-lessons/%25/',
      '/%E0%A4%A',
      '/lesson/%',
      '/api/v1/videoLesson/%25/dialogue/',
      '/media/%25E0',
      '/assets/%25zz.js',
    ]) {
      it(`GET ${url}`, async () => {
        const res = await t.app.inject({ method: 'GET', url });
        expect([200, 400, 404], `${url} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 200) {
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          expect(res.body).toMatch(/<title>[^<]*Lingvo<\/title>/);
        }
      });
    }
  });

  describe('4. NUL and lone surrogates in text fields answer 400 with a clear message', () => {
    it('an open answer with a NUL', async () => {
      const { browser } = await signedInLearner(t);
      const res = await browser.post(`/api/v1/questions/${questionId}/answers/`, {
        text_answer: 'because\u0000of bias',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toMatch(/NUL|control character/i);
      expect(res.json().errors).toEqual({ text_answer: [expect.stringMatching(/NUL/)] });
    });

    it('a dialogue session_id with a NUL, and a lone surrogate', async () => {
      const { browser } = await signedInLearner(t);
      for (const session_id of ['abcdefgh\u0000ij', 'abcdefgh\ud800ij']) {
        const res = await browser.post(`/api/v1/videoLesson/${lessonId}/dialogue/`, {
          session_id,
          words_used: ['a'],
          exchanges: 1,
          seconds: 1,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toHaveProperty('session_id');
      }
    });

    it('a nested string, a key and a query value', async () => {
      const { browser } = await signedInLearner(t);
      const nested = await browser.post(`/api/v1/videoLesson/${lessonId}/dialogue/`, {
        session_id: 'abcdefghij',
        words_used: ['a', 'b\u0000'],
        exchanges: 1,
        seconds: 1,
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json().errors).toHaveProperty(['words_used.1']);
      const key = await browser.patch('/api/v1/user-profile/current', { ['lang\u0000uage']: 'en' });
      expect(key.statusCode).toBe(400);
      const query = await t.app.inject({ method: 'GET', url: '/api/v1/lessons/?search=a%00b' });
      expect(query.statusCode, query.body).toBe(400);
      expect(query.json().detail).toMatch(/NUL/);
    });

    it('allauth routes answer in allauth’s envelope', async () => {
      const browser = new Browser(t.app);
      const before = await counts();
      const res = await browser.post(`${AUTH}/auth/signup`, {
        email: `nul${Date.now()}@example.org`,
        password: 'correct\u0000horse battery',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        errors: [{ message: expect.stringMatching(/NUL/), code: 'invalid', param: 'password' }],
      });
      expect(await counts()).toEqual(before);
    });
  });

  describe('7. headers', () => {
    it('per-learner /api/v1 responses are private, no-store', async () => {
      const { browser } = await signedInLearner(t);
      for (const url of [
        '/api/v1/user-profile/current',
        '/api/v1/student/stats/',
        `/api/v1/videoLesson/${lessonId}/attempts/`,
        '/api/v1/lessons/',
      ]) {
        const res = await browser.get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.headers['cache-control'], url).toMatch(/private/);
        expect(res.headers['cache-control'], url).toMatch(/no-store/);
      }
      const anonymous = await new Browser(t.app).get('/api/v1/user-profile/current');
      expect(anonymous.headers['cache-control']).toMatch(/no-store/);
    });

    it("style-src has no 'unsafe-inline': the page's <style> and Mantine's carry a per-response nonce", async () => {
      const nonces = new Set<string>();
      for (const url of ['/', '/lesson/1', '/signin']) {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
        expect(nonce, csp).toBeTruthy();
        expect(csp).not.toContain('unsafe-inline');
        expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
        nonces.add(nonce!);
      }
      expect(nonces.size).toBe(3);
    });

    it("script-src is 'self' and the response's nonce: only the page's own boot loader runs inline", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      const csp = String(res.headers['content-security-policy']);
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      expect(res.body).toContain(`<script nonce="${nonce}">void 0</script>`);
      // Every inline script of the page carries it; a second response has another.
      expect(res.body).not.toMatch(/<script>/);
      const again = await t.app.inject({ method: 'GET', url: '/' });
      expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
    });

    it("API answers get the fixed policy: script-src and style-src 'self', no nonce, no 'unsafe-inline'", async () => {
      for (const url of ['/api/v1/health/', `${AUTH}/config`]) {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        expect(csp, url).toContain("script-src 'self';");
        expect(csp, url).toContain("style-src 'self';");
        expect(csp, url).not.toMatch(/nonce-|unsafe-inline/);
        expect(csp, url).toContain("frame-ancestors 'none'");
      }
    });

    it('a Permissions-Policy on every response', async () => {
      for (const url of ['/', '/api/v1/health/', `${AUTH}/config`]) {
        const res = await t.app.inject({ method: 'GET', url });
        const policy = String(res.headers['permissions-policy']);
        expect(policy, url).toContain('camera=()');
        expect(policy, url).toContain('geolocation=()');
        expect(policy, url).toContain('microphone=(self)');
      }
    });
  });
});
