import type { LessonDetail } from '../../machines/lesson-modes/types.ts';

/** Practice Dialogues mode (replaced by the dialogue feature). */
export function DialogueMode(_props: { lessonId: number; lesson: LessonDetail }) {
  return null;
}
