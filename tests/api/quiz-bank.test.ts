import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../server/catalogue/seed-content.ts';
import { seedQuestions } from '../../server/quiz/seed.ts';
import { questions, videoLessons } from '../../server/db/schema/index.ts';
import { signedInLearner, startTestApp, type TestApp } from './support.ts';

/**
 * The authored demo banks (content/questions/*.json) through the real seed and API: seeding is
 * idempotent by slug, every demo lesson can serve 5 questions of any one type (6 of each exist, so
 * two attempts can differ), nothing of the answer key reaches the client, and each question's
 * cue is the lesson cue that answers it.
 */
describe('the demo question banks', () => {
  let t: TestApp;
  let lessons: { id: number; slug: string }[];

  beforeAll(async () => {
    t = await startTestApp();
    await seedContent(t.database.db);
    lessons = await t.database.db.select({ id: videoLessons.id, slug: videoLessons.slug }).from(videoLessons);
  });
  afterAll(async () => t.close());

  it('seeds every bank, and a second seed changes nothing', async () => {
    const first = await seedQuestions(t.database.db);
    expect(first.questions).toBe(lessons.length * 18);
    const again = await seedQuestions(t.database.db);
    expect(again).toEqual({ questions: first.questions, changed: 0 });
    const rows = await t.database.db.select({ id: questions.id }).from(questions);
    expect(rows.length).toBe(first.questions);
  });

  it('serves 5 questions of each single type for every lesson, without the answer key', async () => {
    const { browser } = await signedInLearner(t);
    for (const lesson of lessons) {
      for (const type of ['yes_no', 'open_ended', 'word_order', 'mixed']) {
        const res = await browser.get(`/api/v1/videoLesson/${lesson.id}/questions/?question_type=${type}`);
        expect(res.statusCode, `${lesson.slug} ${type}`).toBe(200);
        const body = res.json() as { count: number; results: Record<string, unknown>[] };
        expect(body.count).toBe(5);
        if (type !== 'mixed') expect(body.results.every((q) => q.question_type === type)).toBe(true);
        for (const q of body.results) {
          expect(Object.keys(q).sort()).toEqual(
            [
              'cue',
              'draggable_words',
              'hint',
              'id',
              'question_type',
              'question_type_display',
              'template_segments',
              'text',
            ].sort(),
          );
          expect(q.cue).not.toBeNull();
          expect(JSON.stringify(q)).not.toMatch(
            /"(answer|answers|accepted|key|mapping|sentence|answer_key)":/,
          );
        }
      }
    }
  });

  it('grades the authored reference answer RIGHT through the API', async () => {
    const { browser } = await signedInLearner(t);
    const rows = await t.database.db.select().from(questions);
    const open = rows.filter((r) => r.questionType === 'open_ended');
    // Every open question is seeded with its authored key groups (none derived on the request path).
    for (const q of open) {
      expect((q.answerKey as { key?: string[][] }).key?.length, q.slug).toBeGreaterThan(0);
      // …and its key ideas written by hand (issue 16).
      expect((q.answerKey as { ideas?: unknown[] }).ideas?.length, q.slug).toBeGreaterThan(0);
    }
    // Answers go to an open attempt: five per attempt, two attempts per lesson.
    const given = new Map<number, number>();
    for (const q of open.slice(0, 20)) {
      const n = given.get(q.lessonId) ?? 0;
      if (n % 5 === 0)
        expect((await browser.post(`/api/v1/videoLesson/${q.lessonId}/attempts/`, {})).statusCode).toBe(200);
      given.set(q.lessonId, n + 1);
      const key = q.answerKey as { answers: string[] };
      const res = await browser.post(`/api/v1/questions/${q.id}/answers/`, { text_answer: key.answers[0] });
      expect(res.statusCode).toBe(200);
      expect(res.json().answer_status, q.slug).toBe('RIGHT');
    }
  });
});
