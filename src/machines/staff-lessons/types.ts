import type { z } from 'zod';
import type { staffLesson, staffLessonSummary } from '../../api-contract/staff.ts';

/** An imported lesson in the staff list, as the contract's `staffLessonSummary` gives it. */
export type StaffLessonSummary = z.infer<typeof staffLessonSummary>;

/** A question as authored (server/quiz/bank.ts): what staff review and edit. */
export interface AuthoredQuestion {
  type: 'yes_no' | 'open_ended' | 'word_order';
  slug: string;
  text: string;
  hint?: string;
  explanation?: string;
  cue?: number;
  answer?: 'yes' | 'no';
  answers?: string[];
  sentence?: string;
  gaps?: string[];
  distractors?: string[];
  [key: string]: unknown;
}

/**
 * One lesson as staff review it: the contract's `staffLesson`, with the shapes of the fields it
 * leaves `unknown` (checked where they are written: the cues, the question bank, the review notes).
 */
export type StaffLesson = Omit<
  z.infer<typeof staffLesson>,
  'cues' | 'target_words' | 'questions' | 'review'
> & {
  cues: { start: number; end: number; text: string; speaker?: string }[];
  target_words: string[];
  questions: AuthoredQuestion[];
  review: { missingFromGlossary?: string[]; repairs?: string[]; questionDraftError?: string };
};

/** A category an import can go under: its slug and a label with its parent. */
export interface CategoryOption {
  value: string;
  label: string;
}

/** What a lesson edit may change (PATCH /api/v1/staff/lessons/{id}/). */
export type LessonChanges = Partial<{
  name: string;
  target_words: string[];
  questions: AuthoredQuestion[];
  published: boolean;
}>;

/** The import form as the page sends it (issue 19: a video, its subtitles, title, level, category). */
export interface ImportForm {
  title: string;
  level: string | null;
  category: string | null;
  video: File | null;
  subtitles: File | null;
}

export type ImportAnswer = { ok: true; id: number } | { ok: false; message: string | null };

/** Why an import did not start or failed: the form is incomplete, the server said why, or it failed. */
export type ImportProblem = { kind: 'incomplete' } | { kind: 'server'; message: string } | { kind: 'failed' };

export interface LessonsContext {
  lessons: StaffLessonSummary[] | null;
  categories: CategoryOption[];
  problem: ImportProblem | null;
}

export type LessonsEvent = { type: 'import.submit'; form: ImportForm };

/** What a save was for: the message shown when it is done. */
export type SaveReason = 'saved' | 'publishedNow' | 'unpublishedNow';
export type LessonEvent = { type: 'lesson.save'; changes: LessonChanges; reason: SaveReason };
export type SaveMessage = { ok: true; reason: SaveReason } | { ok: false; text: string | null };
export type SaveAnswer = { ok: true; lesson: StaffLesson } | { ok: false; message: string | null };

export interface LessonContext {
  id: number;
  lesson: StaffLesson | null;
  /** Moves on every save: the page's edit form starts again from the saved lesson. */
  version: number;
  message: SaveMessage | null;
  saving: SaveReason | null;
}
