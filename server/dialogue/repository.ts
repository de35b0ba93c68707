import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dialogueCompletions, videoLessons } from '../db/schema/index.ts';
import type { LessonProgress, LessonStep } from '../../src/api-contract/progress.ts';
// The very rule the dialogue studio uses to tick target words (inflected forms count), so the
// client and the server cannot disagree on what a message uses.
import { spotTargetWords } from '../../src/machines/dialogue/words.ts';

export interface Completion {
  sessionId: string;
  /** What the learner wrote in the dialogue, message by message. */
  messages: string[];
  exchanges: number;
  seconds: number;
}

export type CompletionResult =
  | { kind: 'notFound' }
  | { kind: 'unfinished'; missing: string[] }
  | { kind: 'recorded'; counted: boolean; progress: LessonProgress };

/** Lesson progress, owned by the learner feature (`app.learnerRepository`). */
export interface ProgressRecorder {
  recordStep(userId: number, lessonId: number, step: LessonStep): Promise<LessonProgress | null>;
}

/** The target words the learner's messages use (inflected forms count), in the targets' order. */
export function targetWordsUsed(messages: string[], targetWords: string[]): string[] {
  const used = new Set(messages.flatMap((m) => spotTargetWords(m, targetWords)));
  return targetWords.filter((w) => used.has(w));
}

/**
 * A finished dialogue: the learner's own messages use every target word of the lesson (checked
 * here, not taken from the client). It counts once per learner and lesson: the first completion
 * adds a row, later ones (any session id) change nothing; the `dialogue` step is marked done.
 */
async function recordCompletion(
  db: Db,
  progressOf: ProgressRecorder,
  userId: number,
  lessonId: number,
  completion: Completion,
): Promise<CompletionResult> {
  const [lesson] = await db
    .select({ targetWords: videoLessons.targetWords })
    .from(videoLessons)
    .where(eq(videoLessons.id, lessonId));
  if (!lesson) return { kind: 'notFound' };
  const used = new Set(targetWordsUsed(completion.messages, lesson.targetWords));
  const missing = lesson.targetWords.filter((w) => !used.has(w));
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
  const progress = await progressOf.recordStep(userId, lessonId, 'dialogue');
  if (!progress) return { kind: 'notFound' };
  return { kind: 'recorded', counted: inserted.length > 0, progress };
}

/**
 * The dialogue's data: a lesson's scene fields and the record of finished dialogues. Decorated on
 * the instance as `app.dialogueRepository`; progress goes through the learner's repository.
 */
/** The columns of a lesson a dialogue scene is built from (staff read them with the review too). */
export const sceneSourceColumns = {
  name: videoLessons.name,
  targetWords: videoLessons.targetWords,
  dialogue: videoLessons.dialogue,
};

export function createDialogueRepository(db: Db, progress: ProgressRecorder) {
  return {
    /**
     * The fields a scene is built from; null when there is no such lesson. Drafts are found too:
     * the routes hide them from all but staff (catalogue/visibility.ts).
     */
    async sceneSource(lessonId: number) {
      const [lesson] = await db
        .select(sceneSourceColumns)
        .from(videoLessons)
        .where(eq(videoLessons.id, lessonId));
      return lesson ?? null;
    },

    recordCompletion: (userId: number, lessonId: number, completion: Completion) =>
      recordCompletion(db, progress, userId, lessonId, completion),
  };
}
export type DialogueRepository = ReturnType<typeof createDialogueRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    dialogueRepository: DialogueRepository;
  }
}
