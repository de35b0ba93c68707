import { and, eq, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { questions, testAttempts, videoLessons } from '../db/schema/index.ts';
import { MAX_TEST_ATTEMPTS, QUESTIONS_PER_TEST } from './mix.ts';

export type QuestionRecord = typeof questions.$inferSelect;

export interface LessonBank {
  questions: QuestionRecord[];
  cues: { start: number; end: number }[];
}

const BANK_TTL_MS = 30_000;
/** Lessons whose banks are kept (each a few kB); a lesson that does not exist is never kept. */
const MAX_BANKS = 2_000;
const MAX_QUESTIONS = 10_000;

/**
 * Question banks per lesson, cached in memory so picking a test costs no SQL on the hot path.
 * Bounded in size and age (issue 13: unknown ids had each left an entry nothing evicted).
 */
export function createQuizRepository(db: Db) {
  const banks = new LRUCache<number, LessonBank>({ max: MAX_BANKS, ttl: BANK_TTL_MS });

  async function lessonBank(lessonId: number): Promise<LessonBank | null> {
    const hit = banks.get(lessonId);
    if (hit) return hit;
    const [lesson] = await db
      .select({ cues: videoLessons.cues })
      .from(videoLessons)
      .where(eq(videoLessons.id, lessonId));
    const bank = lesson
      ? {
          questions: await db
            .select()
            .from(questions)
            .where(eq(questions.lessonId, lessonId))
            .orderBy(questions.id),
          cues: lesson.cues,
        }
      : null;
    if (bank) banks.set(lessonId, bank);
    return bank;
  }

  type FoundQuestion = { question: QuestionRecord; cues: LessonBank['cues'] };
  const byId = new LRUCache<number, FoundQuestion>({ max: MAX_QUESTIONS, ttl: BANK_TTL_MS });

  /** One question with its lesson's cues, cached like the banks (grading then costs one insert). */
  async function question(id: number): Promise<FoundQuestion | null> {
    const hit = byId.get(id);
    if (hit) return hit;
    const [row] = await db
      .select({ question: questions, cues: videoLessons.cues })
      .from(questions)
      .innerJoin(videoLessons, eq(videoLessons.id, questions.lessonId))
      .where(eq(questions.id, id));
    if (row) byId.set(id, row);
    return row ?? null;
  }

  async function attempts(userId: number, lessonId: number): Promise<{ used: number; answered: number }> {
    const [row] = await db
      .select({ used: testAttempts.used, answered: testAttempts.answered })
      .from(testAttempts)
      .where(and(eq(testAttempts.userId, userId), eq(testAttempts.lessonId, lessonId)));
    return row ?? { used: 0, answered: 0 };
  }

  /**
   * Starts an attempt when one is left (atomic): the new attempt is the open one, with no answers
   * yet, and the one before is closed. Returns the attempts used, or null when refused.
   */
  async function startAttempt(userId: number, lessonId: number): Promise<number | null> {
    const [row] = await db
      .insert(testAttempts)
      .values({ userId, lessonId, used: 1, answered: 0 })
      .onConflictDoUpdate({
        target: [testAttempts.userId, testAttempts.lessonId],
        set: { used: sql`${testAttempts.used} + 1`, answered: 0, updatedAt: new Date() },
        setWhere: lt(testAttempts.used, MAX_TEST_ATTEMPTS),
      })
      .returning({ used: testAttempts.used });
    return row?.used ?? null;
  }

  /**
   * Records a graded answer in the learner's open attempt on the lesson, in one statement: the
   * attempt row is locked, the answer inserted unless the question already has one in this attempt,
   * and the attempt's answer count moved on (at QUESTIONS_PER_TEST answers it is closed).
   */
  async function recordAnswer(
    userId: number,
    lessonId: number,
    questionId: number,
    textAnswer: string,
    status: 'RIGHT' | 'PARTIAL' | 'WRONG',
  ): Promise<
    | { kind: 'recorded'; attempt: number; answered: number }
    | { kind: 'noOpenAttempt' }
    | { kind: 'alreadyAnswered'; attempt: number }
  > {
    const result = await db.execute<{
      open: number | null;
      attempt: number | null;
      answered: number | null;
    }>(sql`
      with a as (
        select used from test_attempts
        where user_id = ${userId} and lesson_id = ${lessonId} and used > 0 and answered < ${QUESTIONS_PER_TEST}
        for update
      ), ins as (
        insert into question_answers (user_id, question_id, attempt, text_answer, status)
        select ${userId}, ${questionId}, used, ${textAnswer}, ${status} from a
        on conflict (user_id, question_id, attempt) do nothing
        returning attempt
      ), upd as (
        update test_attempts set answered = answered + 1, updated_at = now()
        where user_id = ${userId} and lesson_id = ${lessonId} and exists (select 1 from ins)
        returning answered
      )
      select (select used from a) as open, (select attempt from ins) as attempt,
        (select answered from upd) as answered
    `);
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
    if (row['open'] === null || row['open'] === undefined) return { kind: 'noOpenAttempt' };
    if (row['attempt'] === null || row['attempt'] === undefined)
      return { kind: 'alreadyAnswered', attempt: Number(row['open']) };
    return { kind: 'recorded', attempt: Number(row['attempt']), answered: Number(row['answered']) };
  }

  return {
    lessonBank,
    question,
    attempts,
    startAttempt,
    recordAnswer,
    async lessonExists(lessonId: number): Promise<boolean> {
      const rows = await db
        .select({ id: videoLessons.id })
        .from(videoLessons)
        .where(eq(videoLessons.id, lessonId));
      return rows.length > 0;
    },
    forget: () => {
      banks.clear();
      byId.clear();
    },
    cacheSizes: () => ({ banks: banks.size, questions: byId.size, maxBanks: MAX_BANKS, ttlMs: BANK_TTL_MS }),
  };
}
export type QuizRepository = ReturnType<typeof createQuizRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    quizRepository: QuizRepository;
  }
}
