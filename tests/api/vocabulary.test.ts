import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  dictionaryEntries,
  lessonProgress,
  studentVocabulary,
  videoLessons,
} from '../../server/db/schema/index.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';

describe('student vocabulary', () => {
  let t: TestApp;
  let lessonId: number;
  let otherLessonId: number;
  let bookVerb: number;
  let child: number;

  async function lesson(slug: string, phrases: string[]) {
    const [row] = await t.database.db
      .insert(videoLessons)
      .values({ slug: `${slug}-${Date.now()}`, name: slug, videoFile: 'v.mp4', splitTranscription: phrases })
      .returning();
    return row!.id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    lessonId = await lesson('restaurant', ['She books a table for two.', 'The children went home.']);
    otherLessonId = await lesson('travel', ['We travel by train.']);
    const anonymous = new Browser(t.app);
    const translate = async (text: string) =>
      (await anonymous.post(`/api/v1/videoLesson/${lessonId}/translate/`, { text, language: 'pl' })).json();
    bookVerb = (await translate('books')).id;
    child = (await translate('children')).id;
  });
  afterAll(async () => t.close());

  const list = (browser: Browser, query = '') => browser.get(`/api/v1/student-vocabulary/${query}`);

  it('saves a word once, answers {id, entry, text, translation} and marks the lesson’s words step', async () => {
    const { browser, user } = await signedInLearner(t, { language: 'pl' });
    const first = await browser.post('/api/v1/student-vocabulary/', { entry: bookVerb, video: lessonId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      entry: bookVerb,
      text: 'book',
      translation: expect.stringMatching(/rezerw/),
      form: '',
      sense: '',
      sentence: '',
    });
    const again = await browser.post('/api/v1/student-vocabulary/', { entry: bookVerb, video: lessonId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(studentVocabulary)
      .where(eq(studentVocabulary.userId, user.id));
    expect(rows).toHaveLength(1);
    const progress = await t.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonId, lessonId)));
    expect(progress.map((p) => p.step)).toEqual(['words']);
  });

  it('lists only the learner’s own words, per lesson', async () => {
    const { browser } = await signedInLearner(t, { language: 'en' });
    const other = await signedInLearner(t);
    await browser.post('/api/v1/student-vocabulary/', { entry: bookVerb, video: lessonId });
    await browser.post('/api/v1/student-vocabulary/', { entry: child, video: otherLessonId });
    await other.browser.post('/api/v1/student-vocabulary/', { entry: child, video: lessonId });

    const all = (await list(browser)).json();
    expect(all).toMatchObject({ count: 2, next: null, previous: null });
    expect(all.results.map((r: { entry: number }) => r.entry)).toEqual([bookVerb, child]);
    const ofLesson = (await list(browser, `?video=${lessonId}`)).json();
    expect(ofLesson.count).toBe(1);
    expect(ofLesson.results[0]).toMatchObject({ entry: bookVerb, text: 'book' });
    expect(ofLesson.results[0].translation).toMatch(/engage|reserve|arrange/);
  });

  it('pages by 20 with absolute next and previous links', async () => {
    const { browser } = await signedInLearner(t);
    const values = Array.from({ length: 23 }, (_, i) => ({ lemma: `pagedword${i}`, pos: 'noun' }));
    const entries = await t.database.db.insert(dictionaryEntries).values(values).returning();
    for (const e of entries) {
      expect((await browser.post('/api/v1/student-vocabulary/', { entry: e.id })).statusCode).toBe(201);
    }
    const first = (await list(browser)).json();
    expect(first.count).toBe(23);
    expect(first.results).toHaveLength(20);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/^http:\/\/[^/]+\/api\/v1\/student-vocabulary\/\?page=2$/);
    const second = (await browser.get(new URL(first.next).pathname + new URL(first.next).search)).json();
    expect(second.results).toHaveLength(3);
    expect(second.next).toBeNull();
    expect(second.previous).toMatch(/^http:\/\/[^/]+\/api\/v1\/student-vocabulary\/$/);
    expect((await list(browser, '?page=9')).statusCode).toBe(404);
  });

  it('deletes the learner’s own word with 204; another learner’s answers 404 and stays', async () => {
    const owner = await signedInLearner(t);
    const intruder = await signedInLearner(t);
    const saved = (await owner.browser.post('/api/v1/student-vocabulary/', { entry: child })).json();
    const foreign = await intruder.browser.delete(`/api/v1/student-vocabulary/${saved.id}/`);
    expect(foreign.statusCode).toBe(404);
    expect((await list(owner.browser)).json().count).toBe(1);
    const own = await owner.browser.delete(`/api/v1/student-vocabulary/${saved.id}/`);
    expect(own.statusCode).toBe(204);
    expect(own.body).toBe('');
    expect((await list(owner.browser)).json().count).toBe(0);
    expect((await owner.browser.delete(`/api/v1/student-vocabulary/${saved.id}/`)).statusCode).toBe(404);
    expect((await owner.browser.delete('/api/v1/student-vocabulary/abc/')).statusCode).toBe(400);
  });

  it('is for signed-in learners only', async () => {
    const anonymous = new Browser(t.app);
    expect((await list(anonymous)).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/student-vocabulary/', { entry: child })).statusCode).toBe(401);
    expect((await anonymous.delete('/api/v1/student-vocabulary/1/')).statusCode).toBe(401);
  });

  it('refuses a save without the CSRF token with 403 and saves nothing', async () => {
    const { browser, user } = await signedInLearner(t);
    const res = await browser.request({
      method: 'POST',
      url: '/api/v1/student-vocabulary/',
      payload: { entry: child },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(studentVocabulary)
      .where(eq(studentVocabulary.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('keeps the form clicked, the sense seen and its sentence; the sense is the saved translation', async () => {
    const { browser } = await signedInLearner(t, { language: 'uk' });
    const saved = await browser.post('/api/v1/student-vocabulary/', {
      entry: bookVerb,
      video: lessonId,
      form: 'books',
      sense: 'бронювати, замовляти',
      sentence: 'She books a table for two.',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      text: 'book',
      form: 'books',
      sense: 'бронювати, замовляти',
      translation: 'бронювати, замовляти',
      sentence: 'She books a table for two.',
    });
    const page = (await list(browser, `?video=${lessonId}`)).json();
    expect(page.results[0]).toMatchObject({ form: 'books', sentence: 'She books a table for two.' });
    const tooLong = await browser.post('/api/v1/student-vocabulary/', {
      entry: child,
      form: 'x'.repeat(101),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { browser, user } = await signedInLearner(t);
    for (const payload of [
      {},
      { entry: 'x' },
      { entry: 99999999 },
      { entry: child, video: 99999999 },
      { entry: -1 },
    ]) {
      const res = await browser.post('/api/v1/student-vocabulary/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await list(browser, '?video=abc')).statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(studentVocabulary)
      .where(eq(studentVocabulary.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});
