/** SPEC §3 shapes as the catalogue API answers them (server/catalogue/lessons.ts). */
export interface Category {
  id: number;
  name: string;
  names?: Partial<Record<'en' | 'uk' | 'pl', string>>;
  slug?: string;
  parent: number | null;
  icon: string | null;
}

export interface Lesson {
  id: number;
  thumbnail: string | null;
  video: {
    id: number;
    name: string;
    file: string;
    category: number | null;
    languageLevel: number | null;
    transcription: string;
    split_transcription: string[];
  };
  duration?: number | null;
  vocabulary_count: number;
  progress_percentage: number;
  is_started: boolean;
  is_completed: boolean;
  is_favorited: boolean;
  favorite_id: number | null;
}

/** Which lessons a catalogue shows: all videos (filtered), or one of the learner's own lists. */
export type LessonSource = 'catalogue' | 'mine.all' | 'mine.started' | 'mine.completed' | 'favorites';

export interface LessonQuery {
  source: LessonSource;
  categories: number[];
  levels: number[];
}

/** What is remembered in browser storage and restored on return (SPEC §4 Catalogue filters). */
export interface CatalogueSelection {
  categories: number[];
  levels: number[];
}

export interface CatalogueInput {
  /** Restored from storage, or preselected by onboarding. */
  selection: CatalogueSelection;
  /** The title search, e.g. from `/account?search=`. */
  search?: string;
  source?: LessonSource;
}

export interface CatalogueContext {
  categories: Category[];
  lessons: Lesson[];
  selection: CatalogueSelection;
  search: string;
  source: LessonSource;
  /** Category rows expanded past 5 lessons (Show More). */
  expandedRows: number[];
  loadFailed: boolean;
}

export type LevelGroup = 'beginner' | 'intermediate' | 'advanced';

export type CatalogueEvent =
  | { type: 'category.toggle'; id: number }
  | { type: 'level.toggle'; level: number }
  | { type: 'levelGroup.toggle'; group: LevelGroup }
  | { type: 'levels.clear' }
  | { type: 'filters.clear' }
  | { type: 'search.change'; text: string }
  | { type: 'search.clear' }
  | { type: 'row.expand'; rowId: number }
  | { type: 'source.select'; source: LessonSource }
  | { type: 'lessons.reload' };
