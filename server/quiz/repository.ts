import { and, eq, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { questionAnswers, questions, testAttempts, videoLessons } from '../db/schema/index.ts';
import { lessonExists } from '../language/repository.ts';
import { MAX_TEST_ATTEMPTS } from './mix.ts';

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

  async function attempts(userId: number, lessonId: number): Promise<number> {
    const [row] = await db
      .select({ used: testAttempts.used })
      .from(testAttempts)
      .where(and(eq(testAttempts.userId, userId), eq(testAttempts.lessonId, lessonId)));
    return row?.used ?? 0;
  }

  /** Starts an attempt when one is left (atomic); returns the attempts used, or null when refused. */
  async function startAttempt(userId: number, lessonId: number): Promise<number | null> {
    const [row] = await db
      .insert(testAttempts)
      .values({ userId, lessonId, used: 1 })
      .onConflictDoUpdate({
        target: [testAttempts.userId, testAttempts.lessonId],
        set: { used: sql`${testAttempts.used} + 1`, updatedAt: new Date() },
        setWhere: lt(testAttempts.used, MAX_TEST_ATTEMPTS),
      })
      .returning({ used: testAttempts.used });
    return row?.used ?? null;
  }

  async function recordAnswer(
    userId: number,
    questionId: number,
    textAnswer: string,
    status: 'RIGHT' | 'PARTIAL' | 'WRONG',
  ) {
    await db.insert(questionAnswers).values({ userId, questionId, textAnswer, status });
  }

  return {
    lessonBank,
    question,
    attempts,
    startAttempt,
    recordAnswer,
    lessonExists: (lessonId: number) => lessonExists(db, lessonId),
    forget: () => {
      banks.clear();
      byId.clear();
    },
    cacheSizes: () => ({ banks: banks.size, questions: byId.size, maxBanks: MAX_BANKS, ttlMs: BANK_TTL_MS }),
  };
}
export type QuizRepository = ReturnType<typeof createQuizRepository>;
