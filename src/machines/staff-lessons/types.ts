/** The staff console's lesson shapes as /api/v1/staff/lessons/ answers them (server/staff/lessons.ts). */
export interface StaffLessonSummary {
  id: number;
  name: string;
  published: boolean;
  level: string | null;
  category: string | null;
  created_at: string;
}

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

export interface StaffLesson {
  id: number;
  slug: string;
  name: string;
  published: boolean;
  level: string | null;
  category: string | null;
  video: string;
  poster: string | null;
  thumbnail: string | null;
  duration: number | null;
  cues: { start: number; end: number; text: string; speaker?: string }[];
  /** The phrases words are translated in (the preview's clickable transcript). */
  transcript: string[];
  target_words: string[];
  questions: AuthoredQuestion[];
  review: { missingFromGlossary?: string[]; repairs?: string[]; questionDraftError?: string };
}

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
