import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  dictionaryEntries,
  languageLevels,
  studentVocabulary,
  videoCategories,
  videoLessons,
} from '../../server/db/schema/index.ts';
import { LISTENER_APPLICATION_NAME } from '../../server/db/client.ts';
import { seedCatalogue } from './catalogue-fixtures.ts';
import { catalogueSettled, signedInLearner, startTestApp, usingPostgres, type TestApp } from './support.ts';

type Page = { count: number; results: { id: number; video: { name: string } }[] };

/**
 * Whole anonymous catalogue pages are kept in memory until the catalogue changes (the tables'
 * triggers NOTIFY, the app LISTENs), and sent compressed to clients that accept it.
 */
describe('anonymous catalogue pages (page cache)', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seedCatalogue>>;
  beforeAll(async () => {
    t = await startTestApp();
    fixture = await seedCatalogue(t.database.db);
    await catalogueSettled(t);
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The statements one anonymous request runs, and its response. */
  const counted = async (url: string, headers: Record<string, string> = {}) => {
    const before = t.database.queryCount();
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    return { statements: t.database.queryCount() - before, res };
  };

  it('serves the same page again from memory, byte for byte, without a statement', async () => {
    const url = `/api/v1/videoLesson/?categories=${fixture.categories.travel}&levels=1,2,3`;
    const first = await counted(url);
    expect(first.statements).toBeGreaterThan(0);
    const second = await counted(url);
    expect(second.statements).toBe(0);
    expect(second.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
    expect(second.res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Another query string is another page.
    expect((await counted(`${url}&page_size=2`)).statements).toBeGreaterThan(0);
  });

  it('drops its pages when a lesson changes, is added or is deleted', async () => {
    const url = '/api/v1/videoLesson/?page_size=100';
    const before = (await get(url)).json() as Page;
    await get(url);
    const lesson = before.results[0]!;
    await t.database.db
      .update(videoLessons)
      .set({ name: 'Renamed by the editor' })
      .where(eq(videoLessons.id, lesson.id));
    await catalogueSettled(t);
    const renamed = await counted(url);
    expect(renamed.statements).toBeGreaterThan(0);
    expect((renamed.res.json() as Page).results[0]!.video.name).toBe('Renamed by the editor');

    const [added] = await t.database.db
      .insert(videoLessons)
      .values({ slug: 'cache-added', name: 'Added later', videoFile: 'added.mp4', levelId: 1 })
      .returning();
    await catalogueSettled(t);
    const withAdded = (await get(url)).json() as Page;
    expect(withAdded.count).toBe(before.count + 1);
    expect(withAdded.results.map((l) => l.id)).toContain(added!.id);

    await t.database.db.delete(videoLessons).where(eq(videoLessons.id, added!.id));
    await catalogueSettled(t);
    expect(((await get(url)).json() as Page).count).toBe(before.count);
  });

  it('follows the category tree: a category moved under another is in its filter at once', async () => {
    const { work, health } = fixture.categories;
    const url = `/api/v1/videoLesson/?categories=${work}`;
    const before = (await get(url)).json() as Page;
    await get(url);
    await t.database.db.update(videoCategories).set({ parentId: work }).where(eq(videoCategories.id, health));
    await catalogueSettled(t);
    const after = (await get(url)).json() as Page;
    expect(after.count).toBe(before.count + 2); // At the doctor, Pharmacy
    await t.database.db.update(videoCategories).set({ parentId: null }).where(eq(videoCategories.id, health));
    await catalogueSettled(t);
    expect(((await get(url)).json() as Page).count).toBe(before.count);
  });

  it('follows the levels: a change to a level drops the pages too', async () => {
    const seen = t.app.cataloguePages.version;
    await t.database.db.update(languageLevels).set({ name: sql`${languageLevels.name}` });
    await vi.waitFor(() => expect(t.app.cataloguePages.version).toBeGreaterThan(seen), { timeout: 5000 });
  });

  it('sends brotli or gzip to clients that accept it, the same JSON either way', async () => {
    const url = '/api/v1/videoLesson/?page_size=100';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await get(url, { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const refused = await get(url, { 'accept-encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('keeps each origin’s pages apart (their links and media URLs are absolute)', async () => {
    const url = '/api/v1/videoLesson/?page_size=2';
    const a = (await get(url, { host: 'a.example.org' })).json() as Page & { next: string };
    const b = (await get(url, { host: 'b.example.org' })).json() as Page & { next: string };
    expect(a.next).toMatch(/^http:\/\/a\.example\.org\//);
    expect(b.next).toMatch(/^http:\/\/b\.example\.org\//);
    expect(((await get(url, { host: 'a.example.org' })).json() as { next: string }).next).toBe(a.next);
  });

  it('gives a signed-in learner the shared page while they have touched none of its lessons', async () => {
    const url = `/api/v1/videoLesson/?categories=${fixture.categories.travel}`;
    type Item = Page['results'][number] & {
      is_favorited: boolean;
      favorite_id: number | null;
      progress_percentage: number;
      vocabulary_count: number;
    };
    const anonymous = await get(url);
    const lesson = (anonymous.json() as { results: Item[] }).results[1]!;
    const { browser } = await signedInLearner(t);
    const { browser: other } = await signedInLearner(t);
    /** The statements one signed-in request runs, and its page. */
    const read = async (who = browser) => {
      const before = t.database.queryCount();
      const res = await who.get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const raw = zlib.brotliDecompressSync(res.rawPayload);
      return {
        statements: t.database.queryCount() - before,
        raw,
        item: (JSON.parse(raw.toString()) as { results: Item[] }).results.find((l) => l.id === lesson.id)!,
      };
    };
    // The sessions are read once, then served from the session cache.
    for (const who of [browser, other]) await who.get('/api/_allauth/browser/v1/auth/session');
    // Nothing touched: one indexed read of the learner's fields, then the anonymous bytes.
    const fresh = await read();
    expect(fresh.statements).toBe(1);
    expect(fresh.raw.equals(anonymous.rawPayload)).toBe(true);

    // A favourite on the page: the learner's own fields laid over the shared page, from the same read.
    const fav = await browser.post('/api/v1/favorites/video-lessons/', { lesson: lesson.id });
    expect(fav.statusCode).toBe(201);
    const favourited = await read();
    expect(favourited.statements).toBe(1);
    expect(favourited.item).toMatchObject({ is_favorited: true, favorite_id: fav.json().id });
    // Another learner still gets the shared page, without the first one's favourite.
    const others = await read(other);
    expect(others.statements).toBe(1);
    expect(others.item).toMatchObject({ is_favorited: false, favorite_id: null });
    // Progress counts as touching too.
    expect(
      (await other.post(`/api/v1/videoLesson/${lesson.id}/progress/`, { step: 'video' })).statusCode,
    ).toBe(200);
    expect((await read(other)).item).toMatchObject({ progress_percentage: 25 });
    // And a dictionary word from the lesson, on its own (saving through the API also marks the
    // 'words' step, which would count already).
    const third = await signedInLearner(t);
    const [entry] = await t.database.db
      .insert(dictionaryEntries)
      .values({ lemma: 'cachedword', pos: 'noun' })
      .returning();
    await t.database.db.insert(studentVocabulary).values({
      userId: third.user.id,
      entryId: entry!.id,
      lessonId: lesson.id,
      text: 'cachedword',
      translation: 'слово',
    });
    expect((await read(third.browser)).item).toMatchObject({ vocabulary_count: 1, progress_percentage: 0 });

    // Removed again: back to the shared page.
    expect((await browser.delete(`/api/v1/favorites/video-lessons/${fav.json().id}/`)).statusCode).toBe(204);
    const removed = await read();
    expect(removed.statements).toBe(1);
    expect(removed.item).toMatchObject({ is_favorited: false, favorite_id: null });

    // The learner's favourites list is theirs alone: never the shared page.
    await browser.post('/api/v1/favorites/video-lessons/', { lesson: lesson.id });
    const mine = '/api/v1/videoLesson/?favorites=true';
    expect(((await get(mine)).json() as Page).count).toBe(0);
    expect(((await browser.get(mine)).json() as Page).results.map((l) => l.id)).toEqual([lesson.id]);
    expect(((await get(mine)).json() as Page).count).toBe(0);
  });

  it('lays a learner’s own fields over the shared page: the bytes the page query builds, gzip spliced', async () => {
    const url = `/api/v1/videoLesson/?categories=${fixture.categories.work}&page_size=5`;
    const anonymous = (await get(url)).json() as Page;
    const [first, , third] = anonymous.results;
    const { browser } = await signedInLearner(t);
    expect((await browser.post('/api/v1/favorites/video-lessons/', { lesson: third!.id })).statusCode).toBe(
      201,
    );
    expect(
      (await browser.post(`/api/v1/videoLesson/${first!.id}/progress/`, { step: 'test' })).statusCode,
    ).toBe(200);
    // The page dropped (the marker empties the cache): the learner's read builds it from the query.
    await catalogueSettled(t);
    const built = await browser.get(url, { 'accept-encoding': 'identity' });
    expect(built.statusCode).toBe(200);
    expect(built.headers['content-encoding']).toBeUndefined();
    await get(url); // stored by an anonymous read
    const before = t.database.queryCount();
    const spliced = await browser.get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(t.database.queryCount() - before).toBe(1);
    expect(spliced.headers['content-encoding']).toBe('gzip');
    expect(spliced.headers['vary']).toContain('Accept-Encoding');
    const body = zlib.gunzipSync(spliced.rawPayload);
    expect(body.equals(built.rawPayload)).toBe(true);
    const items = (JSON.parse(body.toString()) as { results: Record<string, unknown>[] }).results;
    expect(items[0]).toMatchObject({ progress_percentage: 25, is_started: true, is_favorited: false });
    expect(items[2]).toMatchObject({ is_favorited: true, progress_percentage: 0 });
    expect(items[1]).toMatchObject({ is_favorited: false, progress_percentage: 0, vocabulary_count: 0 });
    expect(spliced.rawPayload.length).toBeLessThan(built.rawPayload.length);
    // A client that takes no compression gets the same bytes as they are.
    const plain = await browser.get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(built.rawPayload)).toBe(true);
    // Anonymous visitors still get the shared page.
    expect(
      ((await get(url)).json() as { results: { is_favorited: boolean }[] }).results[2]!.is_favorited,
    ).toBe(false);
  });

  it('reads the learner fields of pages asked at once in one statement, each learner’s own', async () => {
    const url = `/api/v1/videoLesson/?categories=${fixture.categories.work}&page_size=5`;
    const results = ((await get(url)).json() as Page).results;
    await get(url); // stored
    const learners = await Promise.all([0, 1, 2].map(() => signedInLearner(t)));
    // Each learner touches another lesson of the page: a favourite, a step, both.
    expect(
      (await learners[0]!.browser.post('/api/v1/favorites/video-lessons/', { lesson: results[0]!.id }))
        .statusCode,
    ).toBe(201);
    await learners[1]!.browser.post(`/api/v1/videoLesson/${results[1]!.id}/progress/`, { step: 'video' });
    await learners[1]!.browser.post(`/api/v1/videoLesson/${results[1]!.id}/progress/`, { step: 'words' });
    await learners[2]!.browser.post(`/api/v1/videoLesson/${results[0]!.id}/progress/`, { step: 'test' });
    await learners[2]!.browser.post('/api/v1/favorites/video-lessons/', { lesson: results[2]!.id });
    await catalogueSettled(t);
    await get(url);
    const alone = await Promise.all(learners.map(({ browser }) => browser.get(url)));
    const detailUrl = `/api/v1/videoLesson/${results[1]!.id}/`;
    const detailAlone: typeof alone = [];
    for (const { browser } of learners) detailAlone.push(await browser.get(detailUrl));
    const before = t.database.queryCount();
    const together = await Promise.all(
      learners.flatMap(({ browser }) => [browser.get(url), browser.get(detailUrl)]),
    );
    expect(t.database.queryCount() - before).toBe(1);
    learners.forEach((_, k) => {
      expect(together[2 * k]!.json()).toEqual(alone[k]!.json());
      expect(together[2 * k + 1]!.json()).toEqual(detailAlone[k]!.json());
    });
    const fields = (k: number) =>
      (alone[k]!.json() as { results: Record<string, unknown>[] }).results.map((r) => [
        r['is_favorited'],
        r['progress_percentage'],
      ]);
    expect(fields(0).slice(0, 3)).toEqual([
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(fields(1).slice(0, 3)).toEqual([
      [false, 0],
      [false, 50],
      [false, 0],
    ]);
    expect(fields(2).slice(0, 3)).toEqual([
      [false, 25],
      [false, 0],
      [true, 0],
    ]);
    expect(detailAlone.map((d) => d.json().progress_percentage)).toEqual([0, 50, 0]);
  });

  it('stores a signed-in learner’s page for everyone when it has no learner fields in it', async () => {
    const url = `/api/v1/videoLesson/?categories=${fixture.categories.health}&page_size=7`;
    const { browser } = await signedInLearner(t);
    expect((await browser.get(url)).statusCode).toBe(200);
    const shared = await counted(url);
    expect(shared.statements).toBe(0);
    // The same bytes an anonymous visitor's own read gives (the marker empties the cache).
    await catalogueSettled(t);
    const own = await counted(url);
    expect(own.statements).toBeGreaterThan(0);
    expect(own.res.rawPayload.equals(shared.res.rawPayload)).toBe(true);
  });

  it.runIf(usingPostgres)(
    'reads from the database while its listening connection is down, and caches again once back',
    async () => {
      const url = '/api/v1/videoLesson/?levels=1';
      await get(url);
      expect((await counted(url)).statements).toBe(0);
      // The database ends the listening connection (a restart or failover looks the same).
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      await vi.waitFor(() => expect(t.app.cataloguePages.enabled).toBe(false), { timeout: 5000 });
      // A change made while nobody listens is not missed: nothing is served from memory meanwhile.
      const [lesson] = await t.database.db
        .select({ id: videoLessons.id })
        .from(videoLessons)
        .where(eq(videoLessons.levelId, 1))
        .limit(1);
      await t.database.db
        .update(videoLessons)
        .set({ name: 'Changed while nobody listened' })
        .where(eq(videoLessons.id, lesson!.id));
      if (!t.app.cataloguePages.enabled) {
        const down = await counted(url);
        expect(down.statements).toBeGreaterThan(0);
        expect(JSON.stringify(down.res.json())).toContain('Changed while nobody listened');
      }
      // It reconnects by itself (backoff from 250 ms) and keeps pages again.
      await vi.waitFor(() => expect(t.app.cataloguePages.enabled).toBe(true), { timeout: 10_000 });
      const back = await counted(url);
      expect(JSON.stringify(back.res.json())).toContain('Changed while nobody listened');
      expect((await counted(url)).statements).toBe(0);
    },
  );
});
