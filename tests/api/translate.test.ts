import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dictionaryEntries, videoLessons } from '../../server/db/schema/index.ts';
import { NO_TRANSLATION } from '../../server/language/types.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';

const PHRASES = [
  'She books a table for two.',
  'I read two books on the train.',
  'The children went home ASAP.',
  "Don't worry, it's a well-known place in the U.S.",
  'The plane took off late, so I flew from Lviv to Warsaw with Mark and twenty-two other people.',
  'Turn left at the bank, then turn left again.',
];

describe('POST /api/v1/videoLesson/{id}/translate/', () => {
  let t: TestApp;
  let lessonId: number;
  let anonymous: Browser;
  const translate = (payload: unknown, lesson: number | string = lessonId, browser = anonymous) =>
    browser.post(`/api/v1/videoLesson/${lesson}/translate/`, payload);

  beforeAll(async () => {
    t = await startTestApp();
    const [lesson] = await t.database.db
      .insert(videoLessons)
      .values({
        slug: `translate-${Date.now()}`,
        name: 'At the restaurant',
        videoFile: 'lesson.mp4',
        transcription: PHRASES.join(' '),
        splitTranscription: PHRASES,
      })
      .returning();
    lessonId = lesson!.id;
    anonymous = new Browser(t.app);
  });
  afterAll(async () => t.close());

  it('answers the translation result with SPEC’s fields, reading the word in its lesson sentence', async () => {
    const res = await translate({ text: 'books', language: 'pl' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'common_misunderstandings',
        'details',
        'expression',
        'id',
        'lemma',
        'phonetic',
        'senses',
        'text',
        'translation',
        'type',
        'usage_example',
      ].sort(),
    );
    expect(body).toMatchObject({
      text: 'books',
      lemma: 'book',
      type: 'verb',
      usage_example: 'She books a table for two.',
      phonetic: '/bʊks/',
    });
    // "books a table" is the collocation "book a table": the expression comes with the word.
    expect(body.expression).toMatchObject({ lemma: 'book a table' });
    expect(body.details).toEqual({
      base_verb: 'book',
      past_tense: 'booked',
      past_participle: 'booked',
      third_person_singular: 'books',
    });
    expect(body.translation).not.toBe(NO_TRANSLATION.pl);
    expect(body.id).toEqual(expect.any(Number));
  });

  it('gives the expression a word belongs to first, then the word; senses list every meaning', async () => {
    const took = (await translate({ text: 'took', language: 'uk', phrase: 4 })).json();
    expect(took).toMatchObject({
      lemma: 'take',
      type: 'verb',
      expression: { text: 'took off', lemma: 'take off', type: 'phrasal verb' },
    });
    expect(took.expression.translation).toContain('злетіти');
    const off = (await translate({ text: 'off', language: 'pl', phrase: 4 })).json();
    expect(off.expression).toMatchObject({ text: 'took off', lemma: 'take off' });
    expect(off.expression.translation).toContain('wystartować');
    // Without the phrase the first sentence holding the word is read; no expression in "I read two books".
    const books = (await translate({ text: 'books', language: 'uk', phrase: 1 })).json();
    expect(books.expression).toBeUndefined();
    expect(books.senses[0]).toEqual({
      type: 'noun',
      translation: books.translation,
      gloss: expect.any(String),
    });
    expect(books.senses.map((s: { type: string }) => s.type)).toContain('verb');
  });

  it('reads names, places and numbers in words', async () => {
    const lviv = (await translate({ text: 'Lviv', language: 'uk', phrase: 4 })).json();
    expect(lviv).toMatchObject({ type: 'noun', translation: 'Львів' });
    expect(lviv.id).toEqual(expect.any(Number));
    expect((await translate({ text: 'Warsaw', language: 'pl', phrase: 4 })).json().translation).toBe(
      'Warszawa',
    );
    expect((await translate({ text: 'Mark', language: 'uk', phrase: 4 })).json().translation).toBe('Марк');
    const number = (await translate({ text: 'twenty-two', language: 'pl', phrase: 4 })).json();
    expect(number).toMatchObject({ type: 'number', translation: 'dwadzieścia dwa' });
  });

  it('reads the clicked occurrence of a word: "left" after "turn" is the direction', async () => {
    for (const occurrence of [1, 2]) {
      const left = (await translate({ text: 'left', language: 'uk', phrase: 5, occurrence })).json();
      expect(left).toMatchObject({ type: 'adverb', lemma: 'left' });
      expect(left.translation).toContain('ліворуч');
    }
    for (const occurrence of [0, 1001, 'x']) {
      expect((await translate({ text: 'left', phrase: 5, occurrence })).statusCode).toBe(400);
    }
  });

  it('uses the phrase the word was clicked in when given', async () => {
    const res = await translate({ text: 'books', language: 'en', phrase: 1 });
    expect(res.json()).toMatchObject({ type: 'noun', usage_example: 'I read two books on the train.' });
    expect(res.json().details).toEqual({ singular_form: 'book', plural_form: 'books' });
  });

  it('gives one dictionary entry per lemma and type, made on first use', async () => {
    const first = (await translate({ text: 'children', language: 'en' })).json();
    const again = (await translate({ text: 'Children', language: 'en' })).json();
    expect(first.lemma).toBe('child');
    expect(again.id).toBe(first.id);
    const rows = await t.database.db
      .select()
      .from(dictionaryEntries)
      .where(eq(dictionaryEntries.lemma, 'child'));
    expect(rows).toEqual([{ id: first.id, lemma: 'child', pos: 'noun' }]);
  });

  it('concurrent first lookups of one word agree on a single entry', async () => {
    const answers = await Promise.all(
      ['pl', 'en', 'pl', 'en'].map((language) => translate({ text: 'table', language })),
    );
    const ids = answers.map((a) => a.json().id);
    expect(new Set(ids).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(dictionaryEntries)
      .where(eq(dictionaryEntries.lemma, 'table'));
    expect(rows.filter((r) => r.pos === 'noun')).toHaveLength(1);
  });

  it('reads a lesson without split phrases from its transcript', async () => {
    const [plain] = await t.database.db
      .insert(videoLessons)
      .values({
        slug: `plain-${Date.now()}`,
        name: 'Plain',
        videoFile: 'plain.mp4',
        transcription: 'We water the plants. The water is cold.',
      })
      .returning();
    const res = await translate({ text: 'water', language: 'en' }, plain!.id);
    expect(res.json()).toMatchObject({ type: 'verb', usage_example: 'We water the plants.' });
  });

  it('in English the translation is a short definition', async () => {
    const res = await translate({ text: 'went', language: 'en' });
    expect(res.json()).toMatchObject({ lemma: 'go', type: 'verb' });
    expect(res.json().details).toMatchObject({ past_tense: 'went', past_participle: 'gone' });
    expect(res.json().translation.length).toBeGreaterThan(5);
  });

  it('takes the profile language when the request names none, else English', async () => {
    const { browser } = await signedInLearner(t, { language: 'uk' });
    const word = 'xylograph';
    const asUk = (await translate({ text: word }, lessonId, browser)).json();
    expect(asUk.translation).toBe(NO_TRANSLATION.uk);
    const asAnonymous = (await translate({ text: 'blorptang' })).json();
    expect(asAnonymous.translation).toBe(NO_TRANSLATION.en);
  });

  it('a word with no translation says so and has no entry id', async () => {
    const res = await translate({ text: 'blorptang', language: 'pl' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: null, translation: NO_TRANSLATION.pl, phonetic: '' });
  });

  it('handles punctuation and case: "Don\'t", "U.S.", "well-known", "ASAP"', async () => {
    const dont = (await translate({ text: "Don't,", language: 'en' })).json();
    expect(dont).toMatchObject({ text: "Don't", lemma: 'do', type: 'verb' });
    const us = (await translate({ text: 'U.S.', language: 'en' })).json();
    expect(us).toMatchObject({ type: 'abbreviation', details: { full_form: 'United States' } });
    const known = (await translate({ text: 'well-known', language: 'en' })).json();
    expect(known).toMatchObject({ lemma: 'well-known', type: 'adjective' });
    const asap = (await translate({ text: 'ASAP', language: 'en' })).json();
    expect(asap).toMatchObject({ type: 'abbreviation', translation: 'as soon as possible' });
  });

  it('refuses bad input with 400 and a detail, never 500', async () => {
    for (const payload of [
      { text: '' },
      { text: 'x'.repeat(10 * 1024) },
      { text: 'two words' },
      { text: '!!!' },
      { text: 'book', language: 'de' },
      { text: 42 },
      {},
    ]) {
      const res = await translate(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const notJson = await anonymous.request({
      method: 'POST',
      url: `/api/v1/videoLesson/${lessonId}/translate/`,
      payload: '{"text":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('an unknown lesson is 404, a malformed lesson id 400', async () => {
    const missing = await translate({ text: 'books' }, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Video lesson not found.' });
    expect((await translate({ text: 'books' }, 'abc')).statusCode).toBe(400);
    expect((await translate({ text: 'books' }, '99999999999')).statusCode).toBe(400);
  });

  it('needs the CSRF token like every POST', async () => {
    const res = await anonymous.request({
      method: 'POST',
      url: `/api/v1/videoLesson/${lessonId}/translate/`,
      payload: { text: 'books' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers a warm lookup from memory without touching the database', async () => {
    await translate({ text: 'table', language: 'pl' });
    const before = t.database.queryCount();
    const res = await translate({ text: 'table', language: 'pl' });
    expect(res.statusCode).toBe(200);
    expect(t.database.queryCount()).toBe(before);
  });

  it('is documented in the OpenAPI schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/videoLesson/{id}/translate/',
        '/api/v1/student-vocabulary/',
        '/api/v1/student-vocabulary/{id}/',
      ]),
    );
  });
});
