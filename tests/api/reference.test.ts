import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoCategories } from '../../server/db/schema/index.ts';
import { seedReferenceData } from '../../server/catalogue/seed-reference.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';

describe('reference data', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await startTestApp();
    // Top-level categories as the content seed makes them, plus a child that must not be listed.
    const rows = await t.database.db
      .insert(videoCategories)
      .values(
        ['travel', 'work', 'education', 'health', 'news-technology', 'leisure'].map((slug, i) => ({
          slug,
          name: slug,
          position: i,
        })),
      )
      .onConflictDoNothing()
      .returning();
    ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
    await t.database.db
      .insert(videoCategories)
      .values({ slug: 'daily-shopping', name: 'Shopping', parentId: ids.travel });
  });
  afterAll(async () => t?.close());

  it('lists the six levels A1–C2 in order with full names and colours, paginated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/languageLevel/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 6, next: null, previous: null });
    expect(body.results.map((l: { name: string }) => l.name)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
    expect(body.results.map((l: { order: number }) => l.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.results[0]).toEqual({ id: 1, name: 'A1', order: 1, full_name: 'Beginner', color: '#2f9e44' });
    expect(body.results[5].full_name).toBe('Proficiency');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/languageLevel/?page=9' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/languageLevel/?page=abc' })).statusCode).toBe(
      400,
    );
  });

  it('shows one level, and 404 for an unknown or malformed id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/languageLevel/4/' });
    expect(res.json()).toEqual({
      id: 4,
      name: 'B2',
      order: 4,
      full_name: 'Upper-Intermediate',
      color: '#4263eb',
    });
    for (const id of ['7', '0', 'abc', '99999999999999999999', '-1'])
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/languageLevel/${id}/` })).statusCode).toBe(
        404,
      );
  });

  it('level questionnaire: five options from "just starting" to "fluent", each with level ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/language-level-questionnaire' });
    const body = res.json();
    expect(body.count).toBe(5);
    expect(body.results[0]).toMatchObject({ option: "I'm just starting", levels: [1] });
    expect(body.results[4]).toMatchObject({ option: "I'm fluent", levels: [6] });
    for (const option of body.results) expect(Object.keys(option)).toEqual(['id', 'option', 'levels']);
  });

  it('follows Accept-Language (q-values too) and falls back to English', async () => {
    const get = (lang: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/language-level-questionnaire',
        headers: { 'accept-language': lang },
      });
    expect((await get('uk-UA,uk;q=0.9')).json().results[0].option).toBe('Я тільки починаю');
    expect((await get('de;q=1, pl;q=0.8, uk;q=0.5')).json().results[0].option).toBe('Dopiero zaczynam');
    expect((await get('fr')).json().results[0].option).toBe("I'm just starting");
  });

  it('the django_language cookie (the language chosen in the SPA) wins over Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/language-level-questionnaire',
      headers: { 'accept-language': 'pl', cookie: 'django_language=uk' },
    });
    expect(res.json().results[0].option).toBe('Я тільки починаю');
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/v1/language-level-questionnaire',
      headers: { 'accept-language': 'pl', cookie: 'django_language=xx' },
    });
    expect(bogus.json().results[0].option).toBe('Dopiero zaczynam');
  });

  it('the profile language wins over Accept-Language for a signed-in learner', async () => {
    const { browser } = await signedInLearner(t, { language: 'pl' });
    const res = await browser.get('/api/v1/language-purpose-questionnaire', { 'accept-language': 'uk' });
    expect(res.json().results[0].purpose).toBe('Podróże');
  });

  it('purpose questionnaire: purposes with the ids of their top-level categories; missing slugs skipped', async () => {
    const res = await new Browser(t.app).get('/api/v1/language-purpose-questionnaire');
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(6);
    const byPurpose = Object.fromEntries(
      body.results.map((r: { purpose: string; categories: number[] }) => [r.purpose, r.categories]),
    );
    expect(byPurpose['Travel']).toEqual([ids.travel]);
    expect(byPurpose['Study']).toEqual([ids.education]);
    expect(byPurpose['News and technology']).toEqual([ids['news-technology']]);
    // No daily-life category was seeded here, so everyday life lists none.
    expect(byPurpose['Everyday life']).toEqual([]);
    for (const option of body.results) expect(Object.keys(option)).toEqual(['id', 'purpose', 'categories']);
  });

  it('seeding again changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/language-purpose-questionnaire' }))
      .body;
    await seedReferenceData(t.database.db);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/language-purpose-questionnaire' })).body;
    expect(after).toBe(before);
  });
});
