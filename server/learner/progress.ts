import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lessonProgress, videoLessons } from '../db/schema/index.ts';
import {
  LESSON_STEPS,
  PERCENT_PER_STEP,
  type LessonProgress,
  type LessonStep,
} from '../../src/api-contract/progress.ts';

export { LESSON_STEPS };

/**
 * Records that the learner did one step of a lesson (repeats change nothing) and returns the
 * lesson progress; null when the lesson does not exist.
 */
export async function recordStep(
  db: Db,
  userId: number,
  lessonId: number,
  step: LessonStep,
): Promise<LessonProgress | null> {
  const [lesson] = await db
    .select({ id: videoLessons.id })
    .from(videoLessons)
    .where(eq(videoLessons.id, lessonId));
  if (!lesson) return null;
  await db.insert(lessonProgress).values({ userId, lessonId, step }).onConflictDoNothing();
  const done = await db
    .select({ step: lessonProgress.step })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  const steps = LESSON_STEPS.filter((s) => done.some((d) => d.step === s));
  const percentage = Math.min(100, Math.round(steps.length * PERCENT_PER_STEP));
  return {
    lesson: lessonId,
    steps,
    progress_percentage: percentage,
    is_started: steps.length > 0,
    is_completed: percentage >= 100,
  };
}
