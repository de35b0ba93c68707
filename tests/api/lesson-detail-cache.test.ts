import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoLessons } from '../../server/db/schema/index.ts';
import { seedCatalogue } from './catalogue-fixtures.ts';
import { catalogueSettled, signedInLearner, startTestApp, type TestApp } from './support.ts';

/**
 * The lesson page API (`GET videoLesson/{id}/`) keeps the lesson's own JSON until the catalogue
 * changes and splices the visitor's fields in (issue 18): the visitor's fields are always read
 * fresh, the lesson's are dropped when it changes, and the gzip body is the same JSON.
 */
describe('lesson page JSON cache', () => {
  let t: TestApp;
  let lessonId: number;
  beforeAll(async () => {
    t = await startTestApp();
    lessonId = (await seedCatalogue(t.database.db)).lessons[0]!.id;
    await catalogueSettled(t);
  });
  afterAll(async () => t?.close());

  const url = () => `/api/v1/videoLesson/${lessonId}/`;
  const queriesOf = async <T>(run: () => Promise<T>) => {
    const before = t.database.queryCount();
    const result = await run();
    return { result, queries: t.database.queryCount() - before };
  };

  it('serves an anonymous visitor from memory once read, as JSON or gzip of the same JSON', async () => {
    const first = await t.app.inject({ url: url() });
    expect(first.statusCode).toBe(200);
    const { result: again, queries } = await queriesOf(() => t.app.inject({ url: url() }));
    expect(queries).toBe(0);
    expect(again.body).toBe(first.body);
    const gzip = await t.app.inject({ url: url(), headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    const json = first.json();
    expect(json).toMatchObject({ id: lessonId, is_started: false, is_favorited: false, vocabulary_count: 0 });
    expect(Array.isArray(json.cues)).toBe(true);
  });

  it('reads a learner’s own fields on every request (one statement), never from the cache', async () => {
    const { browser } = await signedInLearner(t);
    await browser.get(url()); // the lesson's JSON is cached now
    const { result: before, queries } = await queriesOf(() => browser.get(url()));
    expect(queries).toBe(1);
    expect(before.json()).toMatchObject({ is_started: false, is_favorited: false, progress_percentage: 0 });
    expect((await browser.post(`${url()}progress/`, { step: 'video' })).statusCode).toBe(200);
    const favourite = await browser.post('/api/v1/favorites/video-lessons/', { lesson: lessonId });
    expect(favourite.statusCode).toBe(201);
    const after = await browser.get(url(), { 'accept-encoding': 'gzip' });
    expect(after.headers['content-encoding']).toBe('gzip');
    const fields = JSON.parse(zlib.gunzipSync(after.rawPayload).toString());
    expect(fields).toMatchObject({
      id: lessonId,
      progress_percentage: 25,
      is_started: true,
      is_favorited: true,
      favorite_id: favourite.json().id,
    });
    // The lesson's own fields are the anonymous visitor's, byte for byte.
    const anonymous = (await t.app.inject({ url: url() })).json();
    for (const key of ['video', 'cues', 'target_words', 'thumbnail', 'duration'])
      expect(fields[key]).toEqual(anonymous[key]);
    // Another learner sees none of it.
    const other = await signedInLearner(t);
    expect((await other.browser.get(url())).json()).toMatchObject({ is_started: false, is_favorited: false });
  });

  it('drops the lesson’s JSON when the lesson changes', async () => {
    await t.app.inject({ url: url() });
    await t.database.db
      .update(videoLessons)
      .set({ name: 'Renamed lesson' })
      .where(eq(videoLessons.id, lessonId));
    await catalogueSettled(t);
    expect((await t.app.inject({ url: url() })).json().video.name).toBe('Renamed lesson');
    await t.database.db.delete(videoLessons).where(eq(videoLessons.id, lessonId));
    await catalogueSettled(t);
    expect((await t.app.inject({ url: url() })).statusCode).toBe(404);
  });
});
