/**
 * Foreign-key columns to the learner and the lesson, shared by the learner and quiz tables.
 * Not re-exported from index.ts: these are not tables.
 */
import { users } from './auth.ts';
import { videoLessons } from './catalogue.ts';
import { cascadeRef } from './columns.ts';

/** `user_id` → users.id, ON DELETE CASCADE. */
export const learnerId = () => cascadeRef('user_id', () => users.id);

/** `lesson_id` → video_lessons.id, ON DELETE CASCADE. */
export const lessonId = () => cascadeRef('lesson_id', () => videoLessons.id);

/** `user_id` then `lesson_id`, both cascading: rows a learner has for a lesson. */
export const learnerLesson = () => ({ userId: learnerId(), lessonId: lessonId() });
