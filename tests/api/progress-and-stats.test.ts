import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  dialogueCompletions,
  dictionaryEntries,
  questionAnswers,
  questions,
  studentVocabulary,
  users,
} from '../../server/db/schema/index.ts';
import { Browser, signedInLearner } from './support.ts';
import { catalogueApp } from './fixtures.ts';

describe('lesson progress, learner lists and stats', () => {
  const t = catalogueApp();

  const ids = (body: { results: { id: number }[] }) => body.results.map((l) => l.id);

  it('counts 25% per distinct step: started at the first, completed at 100', async () => {
    const { browser } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${t.lessons[0]!.id}/progress/`;
    const first = await browser.post(url, { step: 'video' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ progress_percentage: 25, is_started: true, is_completed: false });
    expect((await browser.post(url, { step: 'video' })).json().progress_percentage).toBe(25);
    await browser.post(url, { step: 'words' });
    await browser.post(url, { step: 'test' });
    const last = (await browser.post(url, { step: 'dialogue' })).json();
    expect(last).toEqual({
      lesson: t.lessons[0]!.id,
      steps: ['video', 'words', 'test', 'dialogue'],
      progress_percentage: 100,
      is_started: true,
      is_completed: true,
    });
    const lesson = (await browser.get(`/api/v1/videoLesson/${t.lessons[0]!.id}/`)).json();
    expect(lesson).toMatchObject({ progress_percentage: 100, is_completed: true });
  });

  it('answers the same step posted twice at once with it both times (a double click)', async () => {
    const { browser } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${t.lessons[4]!.id}/progress/`;
    for (const step of ['video', 'words']) {
      const answers = await Promise.all([browser.post(url, { step }), browser.post(url, { step })]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().steps).toContain(step);
      }
    }
  });

  it('records steps posted at once by several learners in one statement, each answer their own', async () => {
    const [a, b] = await Promise.all([signedInLearner(t), signedInLearner(t)]);
    const [one, two] = [t.lessons[5]!.id, t.lessons[6]!.id];
    await a.browser.post(`/api/v1/videoLesson/${one}/progress/`, { step: 'video' });
    await b.browser.post(`/api/v1/videoLesson/${two}/progress/`, { step: 'video' });
    const before = t.database.queryCount();
    const answers = await Promise.all([
      a.browser.post(`/api/v1/videoLesson/${one}/progress/`, { step: 'words' }),
      a.browser.post(`/api/v1/videoLesson/${two}/progress/`, { step: 'test' }),
      b.browser.post(`/api/v1/videoLesson/${one}/progress/`, { step: 'words' }),
      b.browser.post(`/api/v1/videoLesson/${one}/progress/`, { step: 'words' }),
    ]);
    expect(t.database.queryCount() - before).toBe(1);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.json().steps)).toEqual([['video', 'words'], ['test'], ['words'], ['words']]);
    // A missing lesson among them is that request's 404 alone.
    const mixed = await Promise.all([
      a.browser.post('/api/v1/videoLesson/999999/progress/', { step: 'video' }),
      b.browser.post(`/api/v1/videoLesson/${two}/progress/`, { step: 'dialogue' }),
    ]);
    expect(mixed.map((r) => r.statusCode)).toEqual([404, 200]);
    expect(mixed[1]!.json()).toMatchObject({ steps: ['video', 'dialogue'], progress_percentage: 50 });
  });

  it('refuses unknown steps (400), missing lessons (404) and anonymous visitors (401)', async () => {
    const { browser } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${t.lessons[0]!.id}/progress/`;
    expect((await browser.post(url, { step: 'dance' })).statusCode).toBe(400);
    expect((await browser.post(url, {})).statusCode).toBe(400);
    expect((await browser.post('/api/v1/videoLesson/999999/progress/', { step: 'video' })).statusCode).toBe(
      404,
    );
    expect((await new Browser(t.app).post(url, { step: 'video' })).statusCode).toBe(401);
    expect((await browser.get(`/api/v1/videoLesson/${t.lessons[0]!.id}/`)).json().is_started).toBe(false);
  });

  it('lists all, started (not completed) and completed lessons of the learner only', async () => {
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    const [one, two] = [t.lessons[1]!.id, t.lessons[2]!.id];
    for (const step of ['video', 'words', 'test', 'dialogue'])
      await a.browser.post(`/api/v1/videoLesson/${one}/progress/`, { step });
    await a.browser.post(`/api/v1/videoLesson/${two}/progress/`, { step: 'video' });
    await b.browser.post(`/api/v1/videoLesson/${t.lessons[3]!.id}/progress/`, { step: 'video' });

    const all = (await a.browser.get('/api/v1/student/video-lessons/all/')).json();
    expect(ids(all)).toEqual([one, two]);
    expect(all.count).toBe(2);
    expect(ids((await a.browser.get('/api/v1/student/video-lessons/completed/')).json())).toEqual([one]);
    const started = (await a.browser.get('/api/v1/student/video-lessons/started/')).json();
    expect(ids(started)).toEqual([two]);
    expect(started.results[0]).toMatchObject({ progress_percentage: 25, is_started: true });
    expect((await a.browser.get('/api/v1/student/video-lessons/other/')).statusCode).toBe(400);
    expect((await new Browser(t.app).get('/api/v1/student/video-lessons/all/')).statusCode).toBe(401);
  });

  it('counts the learner stats from their own rows only', async () => {
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    const db = t.database.db;
    const in10Days = new Date(Date.now() + 9.5 * 86_400_000);
    await db.update(users).set({ subscriptionEndsAt: in10Days }).where(eq(users.id, a.user.id));
    const [entry1, entry2] = await db
      .insert(dictionaryEntries)
      .values([
        { lemma: 'hello-stats', pos: 'noun' },
        { lemma: 'there-stats', pos: 'adverb' },
      ])
      .returning();
    await db.insert(studentVocabulary).values([
      {
        userId: a.user.id,
        entryId: entry1!.id,
        lessonId: t.lessons[0]!.id,
        text: 'hello',
        translation: 'привіт',
      },
      {
        userId: a.user.id,
        entryId: entry2!.id,
        lessonId: t.lessons[0]!.id,
        text: 'there',
        translation: 'там',
      },
      { userId: b.user.id, entryId: entry1!.id, text: 'hello', translation: 'cześć' },
    ]);
    const [q] = await db
      .insert(questions)
      .values({
        lessonId: t.lessons[0]!.id,
        slug: 'stats-q',
        questionType: 'yes_no',
        text: 'Q?',
        answerKey: {},
      })
      .returning();
    await db.insert(questionAnswers).values([
      { userId: a.user.id, questionId: q!.id, textAnswer: 'yes', status: 'RIGHT' },
      { userId: a.user.id, questionId: q!.id, textAnswer: 'no', status: 'WRONG' },
      { userId: a.user.id, questionId: q!.id, textAnswer: 'yes', status: 'RIGHT' },
      { userId: b.user.id, questionId: q!.id, textAnswer: 'yes', status: 'RIGHT' },
    ]);
    await db.insert(dialogueCompletions).values({
      userId: a.user.id,
      lessonId: t.lessons[0]!.id,
      sessionId: 's1',
      wordsUsed: [],
      exchanges: 5,
      seconds: 60,
    });
    for (const step of ['video', 'words', 'test', 'dialogue'])
      await a.browser.post(`/api/v1/videoLesson/${t.lessons[0]!.id}/progress/`, { step });
    await a.browser.post(`/api/v1/videoLesson/${t.lessons[1]!.id}/progress/`, { step: 'video' });
    await b.browser.post(`/api/v1/videoLesson/${t.lessons[2]!.id}/progress/`, { step: 'video' });

    const stats = await a.browser.get('/api/v1/student/stats/');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      vocabulary_count: 2,
      correct_answers: 1, // one question, answered right twice: counted once
      dialogues_role_played_correctly: 1,
      subscription_remaining_days: 10,
      videos_completed: 1,
      videos_started: 1,
      total_words: 6,
    });
    const fresh = await signedInLearner(t);
    expect((await fresh.browser.get('/api/v1/student/stats/')).json()).toEqual({
      vocabulary_count: 0,
      correct_answers: 0,
      dialogues_role_played_correctly: 0,
      subscription_remaining_days: 0,
      videos_completed: 0,
      videos_started: 0,
      total_words: 0,
    });
    expect((await new Browser(t.app).get('/api/v1/student/stats/')).statusCode).toBe(401);
  });
});
