import { describe, expect, it } from 'vitest';
import { Browser, signedInLearner } from './support.ts';
import { catalogueApp } from './fixtures.ts';

describe('favourites API', () => {
  const t = catalogueApp();

  it('asks anonymous visitors to sign in (401) for every favourite call', async () => {
    const anon = new Browser(t.app);
    expect((await anon.get('/api/v1/favorites/video-lessons/')).statusCode).toBe(401);
    expect(
      (await anon.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[0]!.id })).statusCode,
    ).toBe(401);
    expect((await anon.delete('/api/v1/favorites/video-lessons/1/')).statusCode).toBe(401);
  });

  it('a second POST for the same lesson returns the existing record', async () => {
    const { browser } = await signedInLearner(t);
    const first = await browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[0]!.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), lesson: t.lessons[0]!.id });
    const again = await browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[0]!.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const list = (await browser.get('/api/v1/favorites/video-lessons/')).json();
    expect(list).toEqual({ count: 1, next: null, previous: null, results: [first.json()] });
  });

  it('finds the record of one lesson with ?lesson=', async () => {
    const { browser } = await signedInLearner(t);
    const a = (await browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[1]!.id })).json();
    await browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[2]!.id });
    const found = (await browser.get(`/api/v1/favorites/video-lessons/?lesson=${t.lessons[1]!.id}`)).json();
    expect(found.results).toEqual([a]);
    const none = (await browser.get(`/api/v1/favorites/video-lessons/?lesson=${t.lessons[5]!.id}`)).json();
    expect(none.results).toEqual([]);
  });

  it('deletes with 204, then 404 for the same id', async () => {
    const { browser } = await signedInLearner(t);
    const fav = (await browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[3]!.id })).json();
    const del = await browser.delete(`/api/v1/favorites/video-lessons/${fav.id}/`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await browser.delete(`/api/v1/favorites/video-lessons/${fav.id}/`)).statusCode).toBe(404);
    expect((await browser.get('/api/v1/favorites/video-lessons/')).json().count).toBe(0);
  });

  it('learner B can neither read nor delete learner A’s favourites (IDOR)', async () => {
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    const fav = (
      await a.browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[4]!.id })
    ).json();
    expect((await b.browser.get('/api/v1/favorites/video-lessons/')).json().results).toEqual([]);
    expect(
      (await b.browser.get(`/api/v1/favorites/video-lessons/?lesson=${t.lessons[4]!.id}`)).json().results,
    ).toEqual([]);
    expect((await b.browser.delete(`/api/v1/favorites/video-lessons/${fav.id}/`)).statusCode).toBe(404);
    // B favouriting the same lesson makes B's own record, leaving A's untouched.
    const mine = await b.browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[4]!.id });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().id).not.toBe(fav.id);
    expect((await a.browser.get('/api/v1/favorites/video-lessons/')).json().results).toEqual([fav]);
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const { browser } = await signedInLearner(t);
    for (const payload of [{}, { lesson: 'x' }, { lesson: -1 }, { lesson: 1.5 }, { lesson: 99999999999 }]) {
      const res = await browser.post('/api/v1/favorites/video-lessons/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await browser.post('/api/v1/favorites/video-lessons/', { lesson: 777777 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.lesson[0]).toContain('does not exist');
    expect((await browser.delete('/api/v1/favorites/video-lessons/abc/')).statusCode).toBe(400);
    expect((await browser.get('/api/v1/favorites/video-lessons/?lesson=zz')).statusCode).toBe(400);
    expect((await browser.get('/api/v1/favorites/video-lessons/')).json().count).toBe(0);
  });

  it('refuses a write without the CSRF header', async () => {
    const { browser } = await signedInLearner(t);
    const res = await browser.request({
      method: 'POST',
      url: '/api/v1/favorites/video-lessons/',
      payload: { lesson: t.lessons[0]!.id },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect((await browser.get('/api/v1/favorites/video-lessons/')).json().count).toBe(0);
  });
});

describe('favourite lessons list', () => {
  const t = catalogueApp();

  it('lists only the learner’s favourite lessons with favorites=true (none for anonymous)', async () => {
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    await a.browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[2]!.id });
    await a.browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[6]!.id });
    await b.browser.post('/api/v1/favorites/video-lessons/', { lesson: t.lessons[0]!.id });
    const mine = (await a.browser.get('/api/v1/videoLesson/?favorites=true')).json();
    expect(mine.results.map((l: { id: number }) => l.id)).toEqual([t.lessons[2]!.id, t.lessons[6]!.id]);
    expect(mine.results.every((l: { is_favorited: boolean }) => l.is_favorited)).toBe(true);
    const anon = (await t.app.inject({ method: 'GET', url: '/api/v1/videoLesson/?favorites=true' })).json();
    expect(anon.count).toBe(0);
    expect((await a.browser.get('/api/v1/videoLesson/?favorites=yes')).statusCode).toBe(400);
  });
});
