import { z } from 'zod';
import { dbId, languageCode, pageOf } from './common.ts';
import { lesson } from './lessons.ts';

/** GET /api/v1/student/stats/ (SPEC §7). */
export const studentStats = z.object({
  vocabulary_count: z.number(),
  correct_answers: z.number(),
  dialogues_role_played_correctly: z.number(),
  subscription_remaining_days: z.number(),
  videos_completed: z.number(),
  videos_started: z.number(),
  total_words: z.number(),
});
export type StudentStats = z.infer<typeof studentStats>;

/** The learner's own lesson lists: begun (all), doing (started) or finished (completed). */
export const myLessonList = z.enum(['all', 'completed', 'started']);
export const myLessonsPage = pageOf(lesson);

/** A favourite record: `lesson` is the lesson's id. */
export const favorite = z.object({ id: z.number(), lesson: z.number() });
export type Favorite = z.infer<typeof favorite>;
export const favoritesPage = pageOf(favorite);
export const addFavoriteBody = z.object({ lesson: dbId });
export type AddFavoriteBody = z.input<typeof addFavoriteBody>;

/** GET/PATCH /api/v1/user-profile/current: the interface language. */
export const profile = z.object({ language: languageCode });
export type Profile = z.infer<typeof profile>;
export const profilePatch = profile.partial();
