import type { SnapshotFrom } from 'xstate';
import type { catalogueMachine } from './machine.ts';
import { hasFilters, isGroupActive, matchesTitle, rowsOf } from './filters.ts';
import type { Lesson, LevelGroup } from './types.ts';

type Snapshot = SnapshotFrom<typeof catalogueMachine>;

export const selectIsLoading = (s: Snapshot) => s.hasTag('loading');
export const selectCategories = (s: Snapshot) => s.context.categories;
export const selectSelection = (s: Snapshot) => s.context.selection;
export const selectSearch = (s: Snapshot) => s.context.search;
export const selectSource = (s: Snapshot) => s.context.source;
export const selectLoadFailed = (s: Snapshot) => s.context.loadFailed;
/** The row whose next page is loading (Show More). */
export const selectLoadingRow = (s: Snapshot) => s.context.loadingRow;
export const selectGroupActive = (group: LevelGroup) => (s: Snapshot) =>
  isGroupActive(s.context.selection.levels, group);

/** A row as the page draws it: its lessons so far, and whether Show More has more to load. */
export interface RowView {
  id: number;
  count: number;
  lessons: Lesson[];
  hasMore: boolean;
}

const rowsCache = new WeakMap<object, RowView[]>();
const lessonsCache = new WeakMap<object, Lesson[]>();

/**
 * The lessons shown: the catalogue's rows as the server filtered and searched them, or a learner's
 * own list with the title search applied here (kept per context, so React sees the same array).
 */
export const selectVisibleLessons = (s: Snapshot): Lesson[] => {
  let lessons = lessonsCache.get(s.context);
  if (!lessons) {
    lessons =
      s.context.source === 'catalogue'
        ? s.context.rows.flatMap((row) => row.lessons)
        : s.context.lessons.filter((lesson) => matchesTitle(lesson, s.context.search));
    lessonsCache.set(s.context, lessons);
  }
  return lessons;
};

export const selectRows = (s: Snapshot): RowView[] => {
  let rows = rowsCache.get(s.context);
  if (!rows) {
    rows =
      s.context.source === 'catalogue'
        ? s.context.rows.map((row) => ({ ...row, hasMore: row.lessons.length < row.count }))
        : rowsOf(s.context.categories, selectVisibleLessons(s)).map((row) => ({
            ...row,
            count: row.lessons.length,
            hasMore: false,
          }));
    rowsCache.set(s.context, rows);
  }
  return rows;
};

/**
 * SPEC §2 empty states: a search that finds nothing names the text ('videoNotFound'); filters
 * that find nothing say so ('noVideosForFilters'); otherwise 'No videos found'.
 */
export type EmptyState = 'videoNotFound' | 'noVideosForFilters' | 'noVideos' | null;
export const selectEmptyState = (s: Snapshot): EmptyState => {
  if (s.hasTag('loading') || selectVisibleLessons(s).length) return null;
  const searched = s.context.source === 'catalogue' ? s.context.searched : s.context.search.trim();
  if (searched) return 'videoNotFound';
  if (s.context.source === 'catalogue' && hasFilters(s.context.selection)) return 'noVideosForFilters';
  return 'noVideos';
};
