import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { CatalogueRepository } from '../catalogue/repository.ts';
import type { LessonFilter } from '../catalogue/lesson-queries.ts';
import type { Language } from '../types.ts';
import { addFavorite, listFavorites, removeFavorite } from './favorites.ts';
import { recordStep, stepRecorder } from './progress.ts';
import { learnerStats } from './stats.ts';

type MediaUrl = Parameters<CatalogueRepository['lessonPage']>[3];

/**
 * The learner's own data (SPEC §7): statistics, own lesson lists, favourites, lesson progress and
 * the profile language. Decorated on the instance as `app.learnerRepository` (http/repository.ts);
 * other features record progress through it (dialogue, the catalogue's progress route). Lessons
 * are read through the catalogue's repository.
 */
export function createLearnerRepository(db: Db, catalogue: CatalogueRepository) {
  const record = stepRecorder(db);
  return {
    stats: (userId: number, subscriptionEndsAt: Date | null) => learnerStats(db, userId, subscriptionEndsAt),

    /** One page of the learner's own lessons (all begun, started or completed) as the API shows them. */
    lessonPage: (
      mine: NonNullable<LessonFilter['mine']>,
      userId: number,
      page: { limit: number; offset: number },
      mediaUrl: MediaUrl,
    ) => catalogue.lessonPage({ mine }, userId, page, mediaUrl),

    favorites: {
      list: (userId: number, opts: { lessonId?: number; limit: number; offset: number }) =>
        listFavorites(db, userId, opts),
      add: (userId: number, lessonId: number) => addFavorite(db, userId, lessonId),
      remove: (userId: number, id: number) => removeFavorite(db, userId, id),
    },

    /** Records a step (the steps posted in one event-loop turn in one statement) and returns the progress. */
    recordStep: (userId: number, lessonId: number, step: Parameters<typeof recordStep>[3]) =>
      record(userId, lessonId, step),

    async setLanguage(userId: number, language: Language) {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },
  };
}
export type LearnerRepository = ReturnType<typeof createLearnerRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    learnerRepository: LearnerRepository;
  }
}
