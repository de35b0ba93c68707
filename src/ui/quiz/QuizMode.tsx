import type { LessonDetail } from '../../machines/lesson-modes/types.ts';

/** Check Understanding mode (replaced by the quiz feature). */
export function QuizMode(_props: { lessonId: number; lesson: LessonDetail }) {
  return null;
}
