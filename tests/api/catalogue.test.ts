import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { lessonProgress, videoLessons } from '../../server/db/schema/index.ts';
import { Browser, catalogueSettled, signedInLearner, startTestApp, type TestApp } from './support.ts';
import { seedCatalogue, seedManyLessons } from './catalogue-fixtures.ts';

type Lesson = {
  id: number;
  thumbnail: string | null;
  video: { id: number; name: string; file: string; category: number; languageLevel: number };
  progress_percentage: number;
  is_started: boolean;
  is_completed: boolean;
  is_favorited: boolean;
  favorite_id: number | null;
  vocabulary_count: number;
};
type Page = { count: number; next: string | null; previous: string | null; results: Lesson[] };

describe('lesson catalogue API', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seedCatalogue>>;
  const names = (page: Page) => page.results.map((l) => l.video.name).sort();
  const get = async (url: string, browser?: Browser) => {
    const res = browser ? await browser.get(url) : await t.app.inject({ method: 'GET', url });
    return res;
  };

  beforeAll(async () => {
    t = await startTestApp();
    fixture = await seedCatalogue(t.database.db);
  });
  afterAll(async () => t.close());

  it('lists categories as a tree with names in the asked language', async () => {
    const res = await get('/api/v1/videoCategory/?language=uk');
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { id: number; name: string; parent: number | null }[] };
    const airport = results.find((c) => c.id === fixture.categories.airport)!;
    expect(airport).toMatchObject({ name: 'Airport (uk)', parent: fixture.categories.travel, icon: null });
    expect(results.find((c) => c.id === fixture.categories.travel)!.parent).toBeNull();
  });

  it('a category filter includes every descendant, however deep', async () => {
    const res = await get(`/api/v1/videoLesson/?categories=${fixture.categories.travel}`);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['At the airport', 'Checking in', 'Lost luggage', 'Travel basics']);
    const mid = (await get(`/api/v1/videoLesson/?categories=${fixture.categories.airport}`)).json();
    expect(names(mid)).toEqual(['At the airport', 'Checking in', 'Lost luggage']);
  });

  it('filters by several categories, by level numbers, and by both', async () => {
    const { interviews, health } = fixture.categories;
    const several = (await get(`/api/v1/videoLesson/?categories=${interviews},${health}`)).json();
    expect(names(several)).toEqual(['At the doctor', 'Job interview', 'Pharmacy', 'Salary talk']);
    const levels = (await get('/api/v1/videoLesson/?levels=1,2')).json();
    expect(names(levels)).toEqual(['At the airport', 'At the doctor', 'Office small talk', 'Travel basics']);
    const both = (
      await get(`/api/v1/videoLesson/?categories=${fixture.categories.travel}&levels=3,5`)
    ).json();
    expect(names(both)).toEqual(['Checking in', 'Lost luggage']);
    expect(both.count).toBe(2);
    const none = (await get(`/api/v1/videoLesson/?categories=${health}&levels=6`)).json();
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('refuses malformed filters and pages with 400, a page past the end with 404', async () => {
    for (const q of ['categories=1;drop', 'levels=a', 'page=0', 'page=x', 'page_size=-1']) {
      const res = await get(`/api/v1/videoLesson/?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    expect((await get('/api/v1/videoLesson/?page=99')).statusCode).toBe(404);
    expect((await get('/api/v1/videoLesson/abc/')).statusCode).toBe(400);
    expect((await get('/api/v1/videoLesson/99999999999/')).statusCode).toBe(400);
    expect((await get('/api/v1/videoLesson/424242/')).statusCode).toBe(404);
  });

  it('gives anonymous visitors false/0/null learner fields and absolute media URLs', async () => {
    const lesson = fixture.lessons[0]!;
    const res = await get(`/api/v1/videoLesson/${lesson.id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Lesson;
    expect(body).toMatchObject({
      id: lesson.id,
      video: {
        id: lesson.id,
        name: 'Travel basics',
        category: fixture.categories.travel,
        languageLevel: 1,
        split_transcription: ['Travel basics', 'Hello there.', 'How are you?'],
      },
      progress_percentage: 0,
      is_started: false,
      is_completed: false,
      is_favorited: false,
      favorite_id: null,
      vocabulary_count: 0,
    });
    expect(body.video.file).toMatch(/^http:\/\/localhost(:\d+)?\/media\/lesson-0-0123abcd\.mp4$/);
    expect(body.thumbnail).toMatch(/^http:\/\/localhost(:\d+)?\/media\/lesson-0-0123abcd\.jpg$/);
  });

  it('keeps cues and target words for the lesson page; list items go without them', async () => {
    const lesson = fixture.lessons[0]!;
    const detail = (await get(`/api/v1/videoLesson/${lesson.id}/`)).json() as Record<string, unknown>;
    expect(detail['cues']).toEqual([{ start: 0, end: 1.5, text: 'Travel basics' }]);
    const list = (await get(`/api/v1/videoLesson/?categories=${fixture.categories.travel}`)).json() as Page;
    const item = list.results.find((l) => l.id === lesson.id) as unknown as Record<string, unknown>;
    // SPEC §3: list items keep the video's transcription and phrases.
    expect(item['video']).toEqual(detail['video']);
    expect(item['video']).toMatchObject({
      transcription: 'Travel basics. Hello there. How are you?',
      split_transcription: ['Travel basics', 'Hello there.', 'How are you?'],
    });
    expect(detail['target_words']).toEqual(['hello', 'there', 'how', 'are', 'you']);
    expect(item).not.toHaveProperty('cues');
    expect(item).not.toHaveProperty('target_words');
  });

  it('gives a signed-in learner their own progress and favourite, not another learner’s', async () => {
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    const lesson = fixture.lessons[1]!;
    const fav = await a.browser.post('/api/v1/favorites/video-lessons/', { lesson: lesson.id });
    expect(fav.statusCode).toBe(201);
    await t.database.db.insert(lessonProgress).values([
      { userId: a.user.id, lessonId: lesson.id, step: 'video' },
      { userId: a.user.id, lessonId: lesson.id, step: 'words' },
    ]);
    const mine = (await get(`/api/v1/videoLesson/${lesson.id}/`, a.browser)).json() as Lesson;
    expect(mine).toMatchObject({
      is_favorited: true,
      favorite_id: fav.json().id,
      progress_percentage: 50,
      is_started: true,
      is_completed: false,
    });
    const theirs = (await get(`/api/v1/videoLesson/${lesson.id}/`, b.browser)).json() as Lesson;
    expect(theirs).toMatchObject({ is_favorited: false, favorite_id: null, progress_percentage: 0 });
    const inList = (
      await get(`/api/v1/videoLesson/?categories=${lesson.categoryId}`, a.browser)
    ).json() as Page;
    expect(inList.results.find((l) => l.id === lesson.id)).toMatchObject({
      is_favorited: true,
      is_started: true,
    });
  });
});

describe('lesson pagination and query count', () => {
  let t: TestApp;
  let categoryId: number;
  let fixture: Awaited<ReturnType<typeof seedCatalogue>>;
  beforeAll(async () => {
    t = await startTestApp();
    fixture = await seedCatalogue(t.database.db);
    categoryId = fixture.categories.health;
    await seedManyLessons(t.database.db, 45, fixture.categories.work);
  });
  afterAll(async () => t.close());

  it('walks every page through absolute next links to the last page', async () => {
    const seen: number[] = [];
    let url: string | null = 'http://localhost/api/v1/videoLesson/?levels=1,2,3,4,5,6';
    let pages = 0;
    let count = 0;
    while (url) {
      const u: URL = new URL(url);
      expect(u.protocol + '//' + u.hostname).toBe('http://localhost');
      const res = await t.app.inject({ method: 'GET', url: u.pathname + u.search });
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      count = page.count;
      expect(page.results.length).toBeLessThanOrEqual(20);
      if (pages > 0) expect(page.previous).toMatch(/^http:\/\/localhost/);
      seen.push(...page.results.map((l) => l.id));
      url = page.next;
      pages++;
    }
    expect(count).toBe(54);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(54);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
  });

  it('caps page_size at 100 and keeps other query params in next', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/videoLesson/?page_size=1000' });
    expect(res.json().results).toHaveLength(54);
    const small = (
      await t.app.inject({ method: 'GET', url: '/api/v1/videoLesson/?page_size=5&levels=1' })
    ).json();
    const next = new URL(small.next);
    expect(next.searchParams.get('levels')).toBe('1');
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('page_size')).toBe('5');
  });

  it('runs at most two SQL statements whatever the page size, one once the lessons are cached', async () => {
    const { browser } = await signedInLearner(t);
    await browser.post('/api/v1/favorites/video-lessons/', { lesson: (await firstLessonId()) as number });
    const count = async (url: string, signedIn = true) => {
      const before = t.database.queryCount();
      const res = signedIn ? await browser.get(url) : await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return t.database.queryCount() - before;
    };
    const one = `/api/v1/videoLesson/?page_size=1&categories=${categoryId}`;
    const many = '/api/v1/videoLesson/?page_size=100';
    const filtered = `/api/v1/videoLesson/?page_size=50&categories=${categoryId}&levels=1,3`;
    // Every lesson gets a new row version: nothing is cached any more.
    await t.database.db.update(videoLessons).set({ name: sql`${videoLessons.name}` });
    await catalogueSettled(t);
    // Cold: the page, then the texts of the lessons not cached (the session is in the session cache
    // since the POST above read it).
    expect(await count(one)).toBe(2);
    expect(await count(many)).toBe(2);
    // Warm: the page itself, whatever the page size.
    expect(await count(one)).toBe(1);
    expect(await count(many)).toBe(1);
    expect(await count(filtered)).toBe(1);
    expect(await count(many, false)).toBe(1);
    // The same anonymous page again: whole from memory (catalogue/page-cache.ts), no statement.
    expect(await count(many, false)).toBe(0);
  });

  it('serves a changed lesson at once (the cache follows each row version)', async () => {
    const url = '/api/v1/videoLesson/?page_size=100';
    const first = ((await t.app.inject({ method: 'GET', url })).json() as Page).results[0]!;
    await t.database.db
      .update(videoLessons)
      .set({ name: 'Renamed lesson', transcription: 'New words.' })
      .where(eq(videoLessons.id, first.id));
    await catalogueSettled(t);
    const again = ((await t.app.inject({ method: 'GET', url })).json() as Page).results[0]!;
    expect(again.id).toBe(first.id);
    expect(again.video).toMatchObject({ name: 'Renamed lesson', transcription: 'New words.' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/videoLesson/${first.id}/` })).json();
    const { cues: _cues, target_words: _words, ...withoutExtras } = detail as Record<string, unknown>;
    expect(again).toEqual(withoutExtras);
  });

  it('keeps filtered counts exact through inserts, moves and deletes (lesson_counts triggers)', async () => {
    const { travel, airport, work, interviews, health } = fixture.categories;
    const filters = [
      '',
      `categories=${travel}`,
      `categories=${airport}`,
      `categories=${work}`,
      `categories=${interviews},${health}`,
      'levels=1',
      'levels=2,3',
      `categories=${work}&levels=2`,
      `categories=${travel},${work}&levels=1,4,6`,
    ];
    // The count must equal the lessons the page query finds (all fit one page of 100).
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const q of filters) {
        const body = (
          await t.app.inject({ method: 'GET', url: `/api/v1/videoLesson/?page_size=100&${q}` })
        ).json() as Page;
        expect(body.count, q).toBe(body.results.length);
        out[q] = body.count;
      }
      return out;
    };
    const before = await counts();
    const db = t.database.db;
    const [moved] = await db
      .update(videoLessons)
      .set({ categoryId: health, levelId: 1 })
      .where(and(eq(videoLessons.categoryId, work), eq(videoLessons.levelId, 2)))
      .returning();
    expect(moved).toBeDefined();
    await db.delete(videoLessons).where(eq(videoLessons.categoryId, airport));
    await db.insert(videoLessons).values([
      { slug: 'no-category', name: 'No category', videoFile: 'x.mp4', levelId: 1 },
      { slug: 'no-level', name: 'No level', videoFile: 'y.mp4', categoryId: interviews },
    ]);
    await catalogueSettled(t);
    const after = await counts();
    expect(after['']).toBe(before['']! + 2 - 1);
    // 'At the airport' goes; its child category's two lessons stay.
    expect(after[`categories=${airport}`]).toBe(before[`categories=${airport}`]! - 1);
    expect(after[`categories=${interviews},${health}`]).toBeGreaterThan(
      before[`categories=${interviews},${health}`]!,
    );
  });

  async function firstLessonId() {
    return (await t.app.inject({ method: 'GET', url: '/api/v1/videoLesson/?page_size=1' })).json().results[0]
      .id;
  }
});
