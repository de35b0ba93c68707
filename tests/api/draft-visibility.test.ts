import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, videoLessons } from '../../server/db/schema/index.ts';
import { toQuestionRow } from '../../server/quiz/bank.ts';
import { tempDataDir } from './auth-support.ts';
import {
  Browser,
  catalogueSettled,
  signedInLearner,
  signedInStaff,
  startTestApp,
  type TestApp,
} from './support.ts';

/**
 * Issue 19: a draft (an imported lesson before review) is, on every lesson-scoped endpoint, answered
 * for a visitor or a learner exactly as a lesson that does not exist; staff still use it (preview).
 */
describe('draft lessons are invisible to all but staff', () => {
  let t: TestApp;
  let dataDir: string;
  let staff: Browser;
  let learner: Browser;
  let visitor: Browser;
  let draft: number;
  let draftQuestion: number;
  /** An id no lesson has: what a draft must look like to a learner. */
  let missing: number;
  let entry: number;
  const poster = 'lessons/draft-check-poster-0123abcd.jpg';

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await startTestApp({ dataDir });
    fs.mkdirSync(path.join(dataDir, 'media', 'lessons'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', poster), Buffer.from('poster bytes'));
    const [row] = await t.database.db
      .insert(videoLessons)
      .values({
        slug: `draft-check-${Date.now()}`,
        name: 'A draft about coffee',
        videoFile: 'lessons/draft-check-0123abcd.mp4',
        poster,
        thumbnail: poster,
        splitTranscription: ['I would like a coffee, please.', 'Here you are.'],
        cues: [
          { start: 0, end: 2, text: 'I would like a coffee, please.', speaker: 'Anna' },
          { start: 2, end: 4, text: 'Here you are.', speaker: 'Ben' },
        ],
        targetWords: ['coffee', 'like', 'please', 'here', 'you'],
        published: false,
      })
      .returning();
    draft = row!.id;
    // A question row, as a lesson that was published once and then unpublished keeps.
    const [q] = await t.database.db
      .insert(questions)
      .values({
        lessonId: draft,
        ...toQuestionRow({
          type: 'yes_no',
          slug: `draft-check-q-${Date.now()}`,
          text: 'Does Anna want a coffee?',
          answer: 'yes',
          hint: '',
          explanation: '',
        }),
      })
      .returning();
    draftQuestion = q!.id;
    missing = draft + 1000;
    const s = await signedInStaff(t);
    staff = s.browser;
    learner = (await signedInLearner(t)).browser;
    visitor = new Browser(t.app);
    await catalogueSettled(t);
    // A dictionary entry id (any lesson's word): what a vocabulary save needs.
    const translated = await staff.post(`/api/v1/videoLesson/${draft}/translate/`, { text: 'coffee' });
    expect(translated.statusCode, translated.body).toBe(200);
    entry = translated.json().id;
    expect(entry).toEqual(expect.any(Number));
  });
  afterAll(async () => t.close());

  type Call = (browser: Browser, lesson: number) => ReturnType<Browser['get']>;
  const turn = { session_id: 'draft-session-1', turns: ['I would like a coffee, please.'] };
  const completion = { session_id: 'draft-session-1', messages: ['Hello'], exchanges: 1, seconds: 5 };
  /** [name, call, what staff get]. `lesson` is the draft, or an id no lesson has. */
  const endpoints: [string, Call, number[]][] = [
    ['lesson detail', (b, id) => b.get(`/api/v1/videoLesson/${id}/`), [200]],
    ['translate', (b, id) => b.post(`/api/v1/videoLesson/${id}/translate/`, { text: 'coffee' }), [200]],
    ['dialogue scene', (b, id) => b.get(`/api/v1/videoLesson/${id}/dialogue/`), [200]],
    ['dialogue turn', (b, id) => b.post(`/api/v1/videoLesson/${id}/dialogue/turn/`, turn), [200]],
    // Staff reach the lesson: the messages do not use the target words (400), not "not found".
    ['dialogue completion', (b, id) => b.post(`/api/v1/videoLesson/${id}/dialogue/`, completion), [400]],
    ['questions', (b, id) => b.get(`/api/v1/videoLesson/${id}/questions/`), [200]],
    ['attempts', (b, id) => b.get(`/api/v1/videoLesson/${id}/attempts/`), [200]],
    ['start an attempt', (b, id) => b.post(`/api/v1/videoLesson/${id}/attempts/`, {}), [200]],
    [
      'answer a question',
      (b, id) =>
        b.post(`/api/v1/questions/${id === draft ? draftQuestion : draftQuestion + 1000}/answers/`, {
          text_answer: 'Yes',
        }),
      [200],
    ],
    ['progress', (b, id) => b.post(`/api/v1/videoLesson/${id}/progress/`, { step: 'video' }), [200]],
    [
      'save a word under the lesson',
      (b, id) => b.post('/api/v1/student-vocabulary/', { entry, video: id }),
      [200, 201],
    ],
    ['favourite', (b, id) => b.post('/api/v1/favorites/video-lessons/', { lesson: id }), [200, 201]],
  ];
  /** The answer with the id it names replaced, so a draft's and a missing lesson's compare. */
  const answerOf = async (res: Awaited<ReturnType<Call>>, id: number) => ({
    status: res.statusCode,
    body: res.body.replaceAll(String(id), 'ID'),
  });

  it.each(endpoints)('%s: a visitor and a learner get what a missing lesson gets', async (_name, call) => {
    for (const browser of [visitor, learner]) {
      const forDraft = await answerOf(await call(browser, draft), draft);
      const forMissing = await answerOf(await call(browser, missing), missing);
      expect(forDraft).toEqual(forMissing);
      // Never the lesson: "not found" (404), a refused reference (400) or, signed out, 401.
      expect([400, 401, 404]).toContain(forDraft.status);
      if (browser === learner) expect(forDraft.status).not.toBe(401);
    }
  });

  it('the refusals are the clear "not found" messages', async () => {
    expect((await visitor.get(`/api/v1/videoLesson/${draft}/`)).json()).toEqual({ detail: 'Not found.' });
    expect(
      (await learner.post(`/api/v1/videoLesson/${draft}/translate/`, { text: 'coffee' })).json(),
    ).toEqual({ detail: 'Video lesson not found.' });
    expect((await learner.get(`/api/v1/videoLesson/${draft}/questions/`)).json()).toMatchObject({
      code: 'lessonNotFound',
      detail: expect.stringMatching(/lesson/i),
    });
    expect((await learner.post('/api/v1/favorites/video-lessons/', { lesson: draft })).json()).toEqual({
      detail: 'Invalid input.',
      errors: { lesson: [`Invalid pk "${draft}" - object does not exist.`] },
    });
  });

  it.each(endpoints)('%s: staff use the draft (preview)', async (_name, call, expected) => {
    if (_name === 'answer a question') await staff.post(`/api/v1/videoLesson/${draft}/attempts/`, {}); // an open attempt to answer in
    const res = await call(staff, draft);
    expect(expected, `${res.statusCode} ${res.body}`).toContain(res.statusCode);
  });

  it('staff see the draft’s own detail; it is kept in no shared cache', async () => {
    const res = await staff.get(`/api/v1/videoLesson/${draft}/`);
    expect(res.json()).toMatchObject({ id: draft, video: { name: 'A draft about coffee' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A visitor asking right after still gets "not found".
    expect((await visitor.get(`/api/v1/videoLesson/${draft}/`)).statusCode).toBe(404);
  });

  it('a draft’s media (video, poster, thumbnail) is staff only, never kept by a shared cache', async () => {
    expect((await visitor.get(`/media/${poster}`)).statusCode).toBe(404);
    expect((await learner.get(`/media/${poster}`)).statusCode).toBe(404);
    const own = await staff.get(`/media/${poster}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('poster bytes');
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('publishing shows it to everyone; unpublishing hides it again at once', async () => {
    const publish = await staff.patch(`/api/v1/staff/lessons/${draft}/`, { published: true });
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await learner.get(`/api/v1/videoLesson/${draft}/`)).statusCode).toBe(200);
    expect(
      (await learner.post(`/api/v1/videoLesson/${draft}/translate/`, { text: 'coffee' })).statusCode,
    ).toBe(200);
    const media = await visitor.get(`/media/${poster}`);
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toMatch(/public/);

    await staff.patch(`/api/v1/staff/lessons/${draft}/`, { published: false });
    // This instance hides it from the next request on, before the NOTIFY arrives.
    expect((await learner.get(`/api/v1/videoLesson/${draft}/`)).statusCode).toBe(404);
    expect(
      (await learner.post(`/api/v1/videoLesson/${draft}/translate/`, { text: 'coffee' })).statusCode,
    ).toBe(404);
    expect((await visitor.get(`/media/${poster}`)).statusCode).toBe(404);
    await catalogueSettled(t);
    expect((await visitor.get(`/api/v1/videoLesson/${draft}/dialogue/`)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ published: videoLessons.published })
      .from(videoLessons)
      .where(eq(videoLessons.id, draft));
    expect(row!.published).toBe(false);
  });
});
