import type { Lesson } from '../catalogue/types.ts';

/** SPEC §4 Lesson modes: exactly one is active; Watch Video is the default. */
export const LESSON_MODES = ['video', 'words', 'test', 'dialogue'] as const;
export type LessonMode = (typeof LESSON_MODES)[number];

export interface Cue {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

/** GET /api/v1/videoLesson/{id}/ as the lesson page reads it. */
export interface LessonDetail extends Lesson {
  cues: Cue[];
  target_words?: string[];
  /** The category's name per interface language, or null ('Unknown Category'). */
  category_names?: Partial<Record<'en' | 'uk' | 'pl', string>> | null;
}

export interface LessonModesContext {
  lessonId: number;
  lesson: LessonDetail | null;
  mode: LessonMode;
  /** A saved word has already had the progress read again (the first one can change it; later ones cannot). */
  wordStepCounted: boolean;
}

export type LessonModesEvent =
  | { type: 'mode.select'; mode: LessonMode }
  | { type: 'lesson.patch'; patch: Partial<LessonDetail> }
  /** A lesson step was recorded on the server: read the learner's progress fields again. */
  | { type: 'progress.refresh' }
  /** A word was saved to the dictionary (the server marks the 'words' step). */
  | { type: 'word.saved' };

export const isLessonMode = (value: unknown): value is LessonMode =>
  typeof value === 'string' && (LESSON_MODES as readonly string[]).includes(value);
