import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dialogueCompletions, videoLessons } from '../../server/db/schema/index.ts';
import { buildDialogueScript } from '../../server/dialogue/script.ts';
import { readDialogueScripts, seedDialogues } from '../../server/dialogue/seed.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';
import { seedCatalogue } from './catalogue-fixtures.ts';

const WORDS = ['hello', 'there', 'how', 'are', 'you'];
/** The learner's messages of a finished dialogue: every target word, some inflected ("Hello"). */
const MESSAGES = [
  'Hello! Nice to meet you.',
  'Over there, by the window.',
  'How are you today?',
  'Thank you.',
];
const finished = (sessionId: string) => ({
  session_id: sessionId,
  messages: MESSAGES,
  exchanges: 6,
  seconds: 95,
});

describe('dialogue scripts and completions', () => {
  let t: TestApp;
  let lessons: { id: number }[];
  beforeAll(async () => {
    t = await startTestApp();
    lessons = (await seedCatalogue(t.database.db)).lessons;
  });
  afterAll(async () => t.close());

  it('builds a script per demo lesson from its scene: the studio plays the first speaker', () => {
    const scripts = readDialogueScripts();
    const cafe = scripts.get('ordering-at-a-cafe');
    expect(scripts.size).toBeGreaterThanOrEqual(15);
    expect(cafe).toMatchObject({ topic: 'Ordering at a Café', partner: 'Tom', learner: 'Anna' });
    expect(cafe!.opening).toContain('What would you like?');
    expect(Object.keys(cafe!.prompts)).toEqual(['coffee', 'sandwich', 'water', 'pay', 'table']);
    expect(cafe!.prompts['coffee']![0]).toContain('"coffee"');
    for (const script of scripts.values()) expect(Object.keys(script.prompts)).toHaveLength(5);
  });

  it('serves the stored script, or one built from the target words when none is stored', async () => {
    const db = t.database.db;
    const script = buildDialogueScript({
      name: 'Greetings',
      speakers: [
        { id: 'a', name: 'Ann' },
        { id: 'b', name: 'Bob' },
      ],
      lines: [
        { speaker: 'a', text: 'Hello there!' },
        { speaker: 'b', text: 'How are you?' },
      ],
      targetWords: WORDS,
    });
    await db
      .update(videoLessons)
      .set({ dialogue: script as never })
      .where(eq(videoLessons.id, lessons[0]!.id));
    const stored = await new Browser(t.app).get(`/api/v1/videoLesson/${lessons[0]!.id}/dialogue/`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ target_words: WORDS, script });
    const built = (await new Browser(t.app).get(`/api/v1/videoLesson/${lessons[1]!.id}/dialogue/`)).json();
    expect(Object.keys(built.script.prompts)).toEqual(WORDS);
    expect((await new Browser(t.app).get('/api/v1/videoLesson/999999/dialogue/')).statusCode).toBe(404);
    expect((await new Browser(t.app).get('/api/v1/videoLesson/abc/dialogue/')).statusCode).toBe(400);
  });

  it('seeding is idempotent and skips lessons without a script', async () => {
    const first = await seedDialogues(t.database.db);
    expect(first.changed).toBe(0); // fixture lessons have no demo script
    expect(first.dialogues).toBeGreaterThan(0);
  });

  it('counts a finished dialogue once per learner and lesson, whatever the session id', async () => {
    const { browser, user } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${lessons[0]!.id}/dialogue/`;
    const first = await browser.post(url, finished('session-aaaa-1'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      counted: true,
      progress: { steps: ['dialogue'], progress_percentage: 25 },
    });
    const again = await browser.post(url, finished('session-aaaa-1'));
    expect(again.statusCode).toBe(200);
    expect(again.json().counted).toBe(false);
    expect((await browser.get('/api/v1/student/stats/')).json().dialogues_role_played_correctly).toBe(1);
    // Twenty completions with new session ids for the same lesson still count one dialogue.
    for (let i = 2; i <= 21; i++) {
      const repeat = await browser.post(url, finished(`session-aaaa-${i}`));
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().counted).toBe(false);
    }
    expect((await browser.get('/api/v1/student/stats/')).json().dialogues_role_played_correctly).toBe(1);
    // Another lesson is another dialogue.
    const other = `/api/v1/videoLesson/${lessons[1]!.id}/dialogue/`;
    expect((await browser.post(other, finished('session-aaaa-99'))).statusCode).toBe(201);
    expect((await browser.get('/api/v1/student/stats/')).json().dialogues_role_played_correctly).toBe(2);
    const rows = await t.database.db
      .select()
      .from(dialogueCompletions)
      .where(eq(dialogueCompletions.userId, user.id));
    expect(rows.map((r) => [r.lessonId, r.sessionId, r.exchanges])).toEqual([
      [lessons[0]!.id, 'session-aaaa-1', 6],
      [lessons[1]!.id, 'session-aaaa-99', 6],
    ]);
  });

  it('checks completion from the learner messages (inflected forms count), not from words_used', async () => {
    const { browser } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${lessons[2]!.id}/dialogue/`;
    // words_used claims everything, but the messages never say "there": refused.
    const claimed = await browser.post(url, {
      ...finished('session-dddd-1'),
      messages: ['Hello, how are you?'],
      words_used: WORDS,
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json()).toMatchObject({
      code: 'dialogue_unfinished',
      errors: { messages: ['Missing: there.'] },
    });
    // The studio's lines are not the learner's: only the messages sent are read.
    const ok = await browser.post(url, {
      ...finished('session-dddd-2'),
      messages: ['HELLO there', 'how ARE you'],
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses unfinished or malformed completions with 400 and changes nothing', async () => {
    const { browser } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${lessons[0]!.id}/dialogue/`;
    const unfinished = await browser.post(url, { ...finished('session-bbbb-1'), messages: ['hello'] });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().detail).toContain('every target word');
    for (const body of [
      {},
      { ...finished('short') },
      { ...finished('session-bbbb-2'), exchanges: 0 },
      { ...finished('session-bbbb-3'), seconds: -1 },
      { ...finished('session-bbbb-4'), messages: 'hello' },
      { ...finished('session-bbbb-5'), messages: [] },
      { ...finished('session-bbbb-6'), messages: ['x'.repeat(1001)] },
    ])
      expect((await browser.post(url, body)).statusCode).toBe(400);
    const stats = (await browser.get('/api/v1/student/stats/')).json();
    expect(stats.dialogues_role_played_correctly).toBe(0);
    expect(stats.videos_started).toBe(0);
  });

  it('needs a signed-in learner (401), an existing lesson (404); sessions are per learner', async () => {
    const url = `/api/v1/videoLesson/${lessons[0]!.id}/dialogue/`;
    expect((await new Browser(t.app).post(url, finished('session-cccc-1'))).statusCode).toBe(401);
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    expect(
      (await a.browser.post('/api/v1/videoLesson/999999/dialogue/', finished('session-cccc-1'))).statusCode,
    ).toBe(404);
    expect((await a.browser.post(url, finished('session-cccc-1'))).statusCode).toBe(201);
    // The same client session id from another learner is their own completion, not A's.
    expect((await b.browser.post(url, finished('session-cccc-1'))).statusCode).toBe(201);
    expect((await a.browser.get('/api/v1/student/stats/')).json().dialogues_role_played_correctly).toBe(1);
    expect((await b.browser.get('/api/v1/student/stats/')).json().dialogues_role_played_correctly).toBe(1);
  });
});
