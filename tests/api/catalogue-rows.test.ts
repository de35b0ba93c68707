import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lessonProgress, videoLessons } from '../../server/db/schema/index.ts';
import { catalogueSettled, signedInLearner, startTestApp, type TestApp } from './support.ts';
import { seedCatalogue, seedManyLessons } from './catalogue-fixtures.ts';

type Item = { id: number; video: { name: string; category: number | null }; progress_percentage: number };
type Rows = { rows: { category: number; count: number; results: Item[] }[] };
type Page = { count: number; next: string | null; previous: string | null; results: Item[] };

/**
 * Issue 19, catalogue at scale: the home page's rows in one request (first lessons of each top-level
 * category with its count), a row page by page (Show More), and the title search on the server.
 */
describe('catalogue rows and title search', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seedCatalogue>>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const names = (items: Item[]) => items.map((l) => l.video.name);

  beforeAll(async () => {
    t = await startTestApp();
    fixture = await seedCatalogue(t.database.db);
    // 12 more Work lessons (a row longer than 5) and 2 without a category.
    await seedManyLessons(t.database.db, 12, fixture.categories.work);
    await seedManyLessons(t.database.db, 2, null);
    await catalogueSettled(t);
  });
  afterAll(async () => t.close());

  it('gives each top-level category its first 5 lessons and its count, uncategorised last', async () => {
    const res = await get('/api/v1/videoLesson/rows/');
    expect(res.statusCode).toBe(200);
    const { rows } = res.json() as Rows;
    const { travel, work, health } = fixture.categories;
    expect(rows.map((r) => [r.category, r.count, r.results.length])).toEqual([
      [travel, 4, 4],
      [work, 15, 5],
      [health, 2, 2],
      [0, 2, 2],
    ]);
    expect(names(rows[0]!.results)).toEqual([
      'Travel basics',
      'At the airport',
      'Checking in',
      'Lost luggage',
    ]);
    // Lessons in id order, with the list's fields.
    const ids = rows[1]!.results.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(rows[1]!.results[0]).toMatchObject({ progress_percentage: 0, is_favorited: false });
  });

  it('applies the filters and the search to every row, leaving empty rows out', async () => {
    const { travel, health } = fixture.categories;
    const beginner = (await get('/api/v1/videoLesson/rows/?levels=1')).json() as Rows;
    expect(beginner.rows.map((r) => [r.category, r.count])).toContainEqual([travel, 1]);
    expect(beginner.rows.map((r) => [r.category, names(r.results)])).toContainEqual([
      health,
      ['At the doctor'],
    ]);
    const searched = (await get('/api/v1/videoLesson/rows/?search=%20AT%20THE%20')).json() as Rows;
    expect(searched.rows.map((r) => [r.category, names(r.results)])).toEqual([
      [travel, ['At the airport']],
      [health, ['At the doctor']],
    ]);
    const missing = (await get('/api/v1/videoLesson/rows/?search=zebra')).json() as Rows;
    expect(missing.rows).toEqual([]);
    // LIKE wildcards are text like any other.
    expect(((await get('/api/v1/videoLesson/rows/?search=%25')).json() as Rows).rows).toEqual([]);
    expect(((await get('/api/v1/videoLesson/rows/?search=_')).json() as Rows).rows).toEqual([]);
    const perRow = (await get('/api/v1/videoLesson/rows/?per_row=2')).json() as Rows;
    expect(perRow.rows.every((r) => r.results.length <= 2)).toBe(true);
    expect((await get('/api/v1/videoLesson/rows/?per_row=0')).statusCode).toBe(400);
    expect((await get('/api/v1/videoLesson/rows/?levels=x')).statusCode).toBe(400);
  });

  it('pages through one row (Show More), with the same filters', async () => {
    const { work, travel } = fixture.categories;
    const first = (await get(`/api/v1/videoLesson/rows/${work}/?page_size=10`)).json() as Page;
    expect(first.count).toBe(15);
    expect(first.results).toHaveLength(10);
    expect(first.next).toContain(`/api/v1/videoLesson/rows/${work}/?page_size=10&page=2`);
    const second = (await get(`/api/v1/videoLesson/rows/${work}/?page_size=10&page=2`)).json() as Page;
    expect(second.results).toHaveLength(5);
    const all = [...first.results, ...second.results].map((l) => l.id);
    expect(new Set(all).size).toBe(15);
    expect((await get(`/api/v1/videoLesson/rows/${work}/?page_size=10&page=3`)).statusCode).toBe(404);
    // Descendants belong to their top-level row; filters narrow it.
    const travelB1 = (await get(`/api/v1/videoLesson/rows/${travel}/?levels=3,5`)).json() as Page;
    expect(names(travelB1.results)).toEqual(['Checking in', 'Lost luggage']);
    const none = (await get('/api/v1/videoLesson/rows/0/')).json() as Page;
    expect(none.count).toBe(2);
    expect(none.results.every((l) => l.video.category === null)).toBe(true);
    const searched = (await get(`/api/v1/videoLesson/rows/${work}/?search=salary`)).json() as Page;
    expect(names(searched.results)).toEqual(['Salary talk']);
  });

  it('searches titles on the list endpoint too, with the count of what matched', async () => {
    const page = (await get('/api/v1/videoLesson/?search=bulk%20lesson%201')).json() as Page;
    expect(page.count).toBe(4); // Work: Bulk lesson 1, 10, 11; uncategorised: Bulk lesson 1
    expect(names(page.results).every((n) => n.startsWith('Bulk lesson 1'))).toBe(true);
    const both = (await get(`/api/v1/videoLesson/?search=talk&levels=2`)).json() as Page;
    expect(names(both.results)).toEqual(['Office small talk']);
  });

  it('keeps anonymous rows whole until the catalogue changes, and lays a learner’s own fields over them', async () => {
    const url = '/api/v1/videoLesson/rows/?levels=1,2';
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const before = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()) as Rows;
    // The second anonymous request is the stored body (the same bytes, compressed once).
    const again = await get(url, { 'accept-encoding': 'gzip' });
    expect(again.rawPayload.equals(gz.rawPayload)).toBe(true);

    // A learner with progress on one of them gets their own fields, gzip or not.
    const learner = await signedInLearner(t);
    const doctor = fixture.lessons.find((l) => l.name === 'At the doctor')!;
    await t.database.db
      .insert(lessonProgress)
      .values({ userId: learner.user.id, lessonId: doctor.id, step: 'video' });

    const own = await learner.browser.get(url, { 'accept-encoding': 'gzip' });
    const body = JSON.parse(
      own.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(own.rawPayload).toString() : own.body,
    ) as Rows;
    const item = body.rows.flatMap((r) => r.results).find((l) => l.id === doctor.id)!;
    expect(item.progress_percentage).toBe(25);
    const plain = (await learner.browser.get(url)).json() as Rows;
    expect(plain.rows.flatMap((r) => r.results).find((l) => l.id === doctor.id)!.progress_percentage).toBe(
      25,
    );
    // Anonymous visitors still get the shared bytes.
    expect((await get(url)).json()).toEqual(before);

    // A renamed lesson shows at once.
    await t.database.db.update(videoLessons).set({ name: 'At the GP' }).where(eq(videoLessons.id, doctor.id));
    await catalogueSettled(t);
    const after = (await get(url)).json() as Rows;
    expect(after.rows.flatMap((r) => names(r.results))).toContain('At the GP');
  });
});
