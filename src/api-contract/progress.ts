import { z } from 'zod';

/** The four steps of a lesson, in order; each is worth a quarter of its progress (SPEC §3). */
export const LESSON_STEPS = ['video', 'words', 'test', 'dialogue'] as const;
export type LessonStep = (typeof LESSON_STEPS)[number];
export const PERCENT_PER_STEP = 100 / LESSON_STEPS.length;

export const lessonStep = z.enum(LESSON_STEPS);

/** A learner's progress in one lesson after a step was recorded. */
export const lessonProgress = z.object({
  lesson: z.number(),
  steps: z.array(lessonStep),
  progress_percentage: z.number(),
  is_started: z.boolean(),
  is_completed: z.boolean(),
});
export type LessonProgress = z.infer<typeof lessonProgress>;
