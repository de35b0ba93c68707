import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dialogueCompletions, videoLessons } from '../../server/db/schema/index.ts';
import { readScenes, seedDialogues } from '../../server/dialogue/seed.ts';
import { Browser, signedInLearner } from './support.ts';
import { catalogueApp } from './fixtures.ts';

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
  const t = catalogueApp();

  it('reads a scene for every demo lesson: roles in en, uk and pl, steering for each target word', () => {
    const scenes = readScenes();
    expect(scenes.size).toBe(21);
    const cafe = scenes.get('ordering-at-a-cafe')!;
    expect(cafe).toMatchObject({
      topic: 'Ordering at a Café',
      partner: { name: 'Tom' },
      learner: { name: 'Anna' },
    });
    expect(cafe.partner.role).toEqual({ en: 'Waiter', uk: 'Офіціант', pl: 'Kelner' });
    for (const scene of scenes.values()) expect(Object.keys(scene.steer)).toHaveLength(5);
  });

  it('serves the stored scene as a script, or a generic one when none is stored', async () => {
    const db = t.database.db;
    const scene = readScenes().get('ordering-at-a-cafe')!;
    await db
      .update(videoLessons)
      .set({ dialogue: scene as never })
      .where(eq(videoLessons.id, t.lessons[0]!.id));
    const stored = await new Browser(t.app).get(`/api/v1/videoLesson/${t.lessons[0]!.id}/dialogue/`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      target_words: WORDS,
      script: {
        topic: 'Ordering at a Café',
        partner: 'Tom',
        partner_role: { uk: 'Офіціант' },
        learner_role: { pl: 'Klientka' },
        opening: 'Good morning! Welcome to Green Cup Café. What would you like?',
      },
    });
    const built = (await new Browser(t.app).get(`/api/v1/videoLesson/${t.lessons[1]!.id}/dialogue/`)).json();
    expect(built.script.coach).toMatchObject({ kind: 'steer' });
    expect(WORDS).toContain(built.script.coach.word);
    expect((await new Browser(t.app).get('/api/v1/videoLesson/999999/dialogue/')).statusCode).toBe(404);
    expect((await new Browser(t.app).get('/api/v1/videoLesson/abc/dialogue/')).statusCode).toBe(400);
  });

  it('answers a turn from the scene: a fact, a recast, the same reply for the same inputs', async () => {
    await t.database.db
      .update(videoLessons)
      .set({ dialogue: readScenes().get('ordering-at-a-cafe') as never })
      .where(eq(videoLessons.id, t.lessons[0]!.id));
    const url = `/api/v1/videoLesson/${t.lessons[0]!.id}/dialogue/turn/`;
    const browser = new Browser(t.app);
    const first = await browser.post(url, { session_id: 'session-turn-1', turns: ['How much it costs?'] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      understood: 'fact:price',
      recasts: [{ pattern: 'do-support', wrong: 'How much it costs?', right: 'How much does it cost?' }],
    });
    expect(first.json().reply).toMatch(/^How much does it cost\? .*£9\.50/);
    const turns = ['How much it costs?', 'Where can I sit?', 'Can I have a coffee, please?'];
    const a = await browser.post(url, { session_id: 'session-turn-1', turns });
    const b = await new Browser(t.app).post(url, { session_id: 'session-turn-1', turns });
    expect(a.json()).toEqual(b.json());
    expect(a.json().used_words).toEqual(['how']); // the fixture lesson's target words: 'How much…'
    expect(a.json().reply).not.toContain('£9.50');
  });

  it('refuses malformed turns with 400 and an unknown lesson with 404', async () => {
    const url = `/api/v1/videoLesson/${t.lessons[0]!.id}/dialogue/turn/`;
    const browser = new Browser(t.app);
    for (const body of [
      {},
      { session_id: 'short', turns: ['Hi'] },
      { session_id: 'session-turn-2', turns: [] },
      { session_id: 'session-turn-2', turns: [''] },
      { session_id: 'session-turn-2', turns: ['x'.repeat(501)] },
      { session_id: 'session-turn-2', turns: Array(201).fill('Hi') },
      { session_id: 'session-turn-2', turns: 'Hi' },
    ])
      expect((await browser.post(url, body)).statusCode).toBe(400);
    const missing = await browser.post('/api/v1/videoLesson/999999/dialogue/turn/', {
      session_id: 'session-turn-2',
      turns: ['Hi'],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('seeding is idempotent and skips lessons without a scene', async () => {
    const first = await seedDialogues(t.database.db);
    expect(first.changed).toBe(0); // fixture lessons have no demo scene
    expect(first.dialogues).toBe(21);
  });

  it('counts a finished dialogue once per learner and lesson, whatever the session id', async () => {
    const { browser, user } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${t.lessons[0]!.id}/dialogue/`;
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
    const other = `/api/v1/videoLesson/${t.lessons[1]!.id}/dialogue/`;
    expect((await browser.post(other, finished('session-aaaa-99'))).statusCode).toBe(201);
    expect((await browser.get('/api/v1/student/stats/')).json().dialogues_role_played_correctly).toBe(2);
    const rows = await t.database.db
      .select()
      .from(dialogueCompletions)
      .where(eq(dialogueCompletions.userId, user.id));
    expect(rows.map((r) => [r.lessonId, r.sessionId, r.exchanges])).toEqual([
      [t.lessons[0]!.id, 'session-aaaa-1', 6],
      [t.lessons[1]!.id, 'session-aaaa-99', 6],
    ]);
  });

  it('checks completion from the learner messages (inflected forms count), not from words_used', async () => {
    const { browser } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${t.lessons[2]!.id}/dialogue/`;
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
    const url = `/api/v1/videoLesson/${t.lessons[0]!.id}/dialogue/`;
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
    const url = `/api/v1/videoLesson/${t.lessons[0]!.id}/dialogue/`;
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
