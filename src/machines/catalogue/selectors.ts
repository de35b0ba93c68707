import type { SnapshotFrom } from 'xstate';
import type { catalogueMachine } from './machine.ts';
import { hasFilters, isGroupActive, matchesTitle, rowsOf, type CategoryRow } from './filters.ts';
import type { LevelGroup } from './types.ts';

type Snapshot = SnapshotFrom<typeof catalogueMachine>;

export const selectIsLoading = (s: Snapshot) => s.hasTag('loading');
export const selectCategories = (s: Snapshot) => s.context.categories;
export const selectSelection = (s: Snapshot) => s.context.selection;
export const selectSearch = (s: Snapshot) => s.context.search;
export const selectSource = (s: Snapshot) => s.context.source;
export const selectExpandedRows = (s: Snapshot) => s.context.expandedRows;
export const selectLoadFailed = (s: Snapshot) => s.context.loadFailed;
export const selectGroupActive = (group: LevelGroup) => (s: Snapshot) =>
  isGroupActive(s.context.selection.levels, group);

/** The loaded lessons whose title contains the search text. */
export const selectVisibleLessons = (s: Snapshot) =>
  s.context.lessons.filter((lesson) => matchesTitle(lesson, s.context.search));

export const selectRows = (s: Snapshot): CategoryRow[] =>
  rowsOf(s.context.categories, selectVisibleLessons(s));

/**
 * SPEC §2 empty states: a search that finds nothing names the text ('videoNotFound'); filters
 * that find nothing say so ('noVideosForFilters'); otherwise 'No videos found'.
 */
export type EmptyState = 'videoNotFound' | 'noVideosForFilters' | 'noVideos' | null;
export const selectEmptyState = (s: Snapshot): EmptyState => {
  if (s.hasTag('loading') || selectVisibleLessons(s).length) return null;
  if (s.context.lessons.length && s.context.search.trim()) return 'videoNotFound';
  if (s.context.source === 'catalogue' && hasFilters(s.context.selection)) return 'noVideosForFilters';
  if (s.context.search.trim()) return 'videoNotFound';
  return 'noVideos';
};
