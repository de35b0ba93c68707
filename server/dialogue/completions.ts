import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dialogueCompletions, videoLessons } from '../db/schema/index.ts';
import { recordStep } from '../learner/progress.ts';

export interface Completion {
  sessionId: string;
  wordsUsed: string[];
  exchanges: number;
  seconds: number;
}

export type CompletionResult =
  | { kind: 'notFound' }
  | { kind: 'unfinished'; missing: string[] }
  | { kind: 'recorded'; counted: boolean; progress: NonNullable<Awaited<ReturnType<typeof recordStep>>> };

/**
 * A finished dialogue: every target word of the lesson is among the words used. The first post of
 * a session adds a row (a repeat of the same session id changes nothing), and the `dialogue`
 * step of the lesson is marked done.
 */
export async function recordCompletion(
  db: Db,
  userId: number,
  lessonId: number,
  completion: Completion,
): Promise<CompletionResult> {
  const [lesson] = await db
    .select({ targetWords: videoLessons.targetWords })
    .from(videoLessons)
    .where(eq(videoLessons.id, lessonId));
  if (!lesson) return { kind: 'notFound' };
  const used = new Set(completion.wordsUsed.map((w) => w.toLowerCase()));
  const missing = lesson.targetWords.filter((w) => !used.has(w.toLowerCase()));
  if (missing.length) return { kind: 'unfinished', missing };
  const inserted = await db
    .insert(dialogueCompletions)
    .values({
      userId,
      lessonId,
      sessionId: completion.sessionId,
      wordsUsed: lesson.targetWords,
      exchanges: completion.exchanges,
      seconds: completion.seconds,
    })
    .onConflictDoNothing()
    .returning({ id: dialogueCompletions.id });
  const progress = await recordStep(db, userId, lessonId, 'dialogue');
  if (!progress) return { kind: 'notFound' };
  return { kind: 'recorded', counted: inserted.length > 0, progress };
}
