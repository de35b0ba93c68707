import type { Lesson as ContractLesson } from '../../api-contract/lessons.ts';

/** SPEC §3 shapes as the catalogue API answers them (server/catalogue/lessons.ts). */
export interface Category {
  id: number;
  name: string;
  names?: Partial<Record<'en' | 'uk' | 'pl', string>>;
  slug?: string;
  parent: number | null;
  icon: string | null;
}

/**
 * A lesson as lists show it: the shared contract's lesson (server and client read one schema),
 * without the lesson page's own `cues` and `target_words`.
 */
export type Lesson = Omit<ContractLesson, 'cues' | 'target_words'>;

/** Which lessons a catalogue shows: all videos (filtered), or one of the learner's own lists. */
export type LessonSource = 'catalogue' | 'mine.all' | 'mine.started' | 'mine.completed' | 'favorites';

export interface LessonQuery {
  source: LessonSource;
  categories: number[];
  levels: number[];
  /** The title search (trimmed): the server filters the catalogue by it (SPEC §5). */
  search: string;
}

/** A home-page row: a top-level category (0: lessons without one), its lessons so far and its count. */
export interface LessonRow {
  id: number;
  count: number;
  lessons: Lesson[];
  /** Pages of ROW_PAGE_SIZE loaded by Show More (0: the first lessons only). */
  pages: number;
}

/** What a load gives: the catalogue's rows (first lessons and counts), or a learner's whole list. */
export type LoadedLessons = { rows: Omit<LessonRow, 'pages'>[] } | { lessons: Lesson[] };

/** Show More: the next page of one row, with the catalogue's filters and search. */
export interface RowPageQuery {
  row: number;
  page: number;
  pageSize: number;
  categories: number[];
  levels: number[];
  search: string;
}

export interface RowPage {
  count: number;
  lessons: Lesson[];
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
  /** The catalogue's rows (source 'catalogue'), as the server gives them. */
  rows: LessonRow[];
  /** A learner's own list (the other sources), whole: the search filters it here. */
  lessons: Lesson[];
  selection: CatalogueSelection;
  search: string;
  /** The search the shown rows were loaded with. */
  searched: string;
  source: LessonSource;
  /** The row whose next page is loading (Show More), if any. */
  loadingRow: number | null;
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
  | { type: 'row.more'; rowId: number }
  | { type: 'source.select'; source: LessonSource }
  | { type: 'lessons.reload' };
