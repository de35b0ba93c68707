import { describe, expect, it } from 'vitest';
import { dictionaryEntries, questionAnswers, questions } from '../../server/db/schema/index.ts';
import { grantPro } from '../../tools/admin.ts';
import { sessionsSettled, signedInLearner } from './support.ts';
import { catalogueApp } from './fixtures.ts';

const WORDS = ['hello', 'there', 'how', 'are', 'you'];

describe('learner stats after each kind of event', () => {
  const t = catalogueApp();

  it('video, word, correct answer, dialogue and PRO each move their own figure', async () => {
    const { browser, user } = await signedInLearner(t);
    const other = await signedInLearner(t);
    const lesson = t.lessons[0]!.id;
    const stats = async () => (await browser.get('/api/v1/student/stats/')).json();
    expect(await stats()).toMatchObject({
      vocabulary_count: 0,
      correct_answers: 0,
      dialogues_role_played_correctly: 0,
      subscription_remaining_days: 0,
      videos_completed: 0,
      videos_started: 0,
    });

    await browser.post(`/api/v1/videoLesson/${lesson}/progress/`, { step: 'video' });
    expect(await stats()).toMatchObject({ videos_started: 1, videos_completed: 0 });

    const [entry] = await t.database.db
      .insert(dictionaryEntries)
      .values({ lemma: 'hello-stats-test', pos: 'noun' })
      .returning();
    const saved = await browser.post('/api/v1/student-vocabulary/', { entry: entry!.id, video: lesson });
    expect(saved.statusCode).toBe(201);
    expect(await stats()).toMatchObject({ vocabulary_count: 1, videos_started: 1 });

    // A graded answer row as the quiz API writes it (the quiz API tests cover the grading).
    const [question] = await t.database.db
      .insert(questions)
      .values({
        lessonId: lesson,
        slug: 'stats-q1',
        questionType: 'open_ended',
        text: 'Say hello',
        answerKey: {},
      })
      .returning();
    await t.database.db
      .insert(questionAnswers)
      .values({ userId: user.id, questionId: question!.id, textAnswer: 'hello', status: 'RIGHT' });
    await t.database.db
      .insert(questionAnswers)
      .values({ userId: user.id, questionId: question!.id, textAnswer: 'bye', status: 'WRONG' });
    await browser.post(`/api/v1/videoLesson/${lesson}/progress/`, { step: 'test' });
    expect(await stats()).toMatchObject({ correct_answers: 1 });

    const done = await browser.post(`/api/v1/videoLesson/${lesson}/dialogue/`, {
      session_id: 'stats-session-1',
      messages: [WORDS.join(' ')],
      exchanges: 5,
      seconds: 60,
    });
    expect(done.json().progress).toMatchObject({ progress_percentage: 100, is_completed: true });
    expect(await stats()).toMatchObject({
      dialogues_role_played_correctly: 1,
      videos_completed: 1,
      videos_started: 0,
    });
    expect((await browser.get('/api/v1/student/video-lessons/completed/')).json().count).toBe(1);

    // grantPro is the admin command (another process): its change to the user's row reaches the
    // server's session cache through the users trigger's NOTIFY.
    expect(await grantPro(t.database.db, user.email.toUpperCase(), 30)).toMatchObject({ found: true });
    await sessionsSettled(t);
    expect((await stats()).subscription_remaining_days).toBe(30);
    expect((await grantPro(t.database.db, 'nobody@example.org', 30)).found).toBe(false);
    await grantPro(t.database.db, user.email, 0);
    await sessionsSettled(t);
    expect((await stats()).subscription_remaining_days).toBe(0);

    // Nothing of this leaks into another learner's stats.
    expect((await other.browser.get('/api/v1/student/stats/')).json()).toMatchObject({
      vocabulary_count: 0,
      correct_answers: 0,
      dialogues_role_played_correctly: 0,
      videos_completed: 0,
    });
  });
});
