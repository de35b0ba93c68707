import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';

const PROFILE = '/api/v1/user-profile/current';

describe('user profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 401 to an anonymous visitor, for GET and PATCH alike', async () => {
    const browser = new Browser(t.app);
    expect((await browser.get(PROFILE)).statusCode).toBe(401);
    const patch = await browser.patch(PROFILE, { language: 'uk' });
    expect(patch.statusCode).toBe(401);
    expect(patch.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('reads and changes the language of the signed-in learner only', async () => {
    const { browser, user } = await signedInLearner(t, { language: 'en' });
    const other = await signedInLearner(t, { language: 'pl' });
    expect((await browser.get(PROFILE)).json()).toEqual({ language: 'en' });
    const patch = await browser.patch(PROFILE, { language: 'uk' });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toEqual({ language: 'uk' });
    expect((await browser.get(PROFILE)).json()).toEqual({ language: 'uk' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('uk');
    expect((await other.browser.get(PROFILE)).json()).toEqual({ language: 'pl' });
  });

  it.each([['xx'], ['EN'], [''], [null], [3], [['uk']]])(
    'refuses language %j with 400 and changes nothing',
    async (language) => {
      const { browser, user } = await signedInLearner(t, { language: 'pl' });
      const res = await browser.patch(PROFILE, { language });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.language).toBeDefined();
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.language).toBe('pl');
    },
  );

  it('refuses a non-object or malformed body with 400', async () => {
    const { browser } = await signedInLearner(t);
    for (const payload of ['[1]', '"uk"', '{"language":', 'null']) {
      const res = await browser.request({
        method: 'PATCH',
        url: PROFILE,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs the CSRF header for PATCH', async () => {
    const { browser } = await signedInLearner(t);
    const res = await browser.request({
      method: 'PATCH',
      url: PROFILE,
      payload: { language: 'uk' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 405 with Allow to other methods', async () => {
    const { browser } = await signedInLearner(t);
    const res = await browser.request({ method: 'DELETE', url: PROFILE });
    expect(res.statusCode).toBe(405);
    expect(res.headers['allow']).toBe('GET, PATCH, HEAD, OPTIONS');
  });
});
