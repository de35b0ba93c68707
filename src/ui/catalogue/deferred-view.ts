import { useDeferredValue, useMemo } from 'react';
import type { CatalogueView } from '../../machines/catalogue/useCatalogue.ts';

/**
 * The catalogue as a page draws it: what the API sent (categories, lessons, rows, the empty state,
 * loading) from a deferred copy of the view, the learner's own choices (filters, search, tab, Show
 * More) and the intents from the live one. An actor update is a blocking render in React; the
 * catalogue's answers then redraw the whole section in one long task (0.3–0.9 s on a throttled
 * phone, issue 18). With this view and the section in `memo()`, such an update re-renders the page
 * alone at once and the section in a background render, in short slices; a ticked filter still
 * shows ticked in the same frame.
 */
export function useDeferredCatalogue(view: CatalogueView): CatalogueView {
  const data = useDeferredValue(view);
  const { categories, categoryName, isLoading, rows, lessons, emptyState } = data;
  const { selection, search, source, loadingRow } = view;
  // The intents come from one memo over the actor: the same functions every render.
  const { toggleCategory, toggleLevel, toggleLevelGroup, clearLevels, clearFilters } = view;
  const { changeSearch, clearSearch, showMore, selectSource, reload } = view;
  return useMemo(
    () => ({
      categories,
      categoryName,
      isLoading,
      rows,
      lessons,
      emptyState,
      selection,
      search,
      source,
      loadingRow,
      toggleCategory,
      toggleLevel,
      toggleLevelGroup,
      clearLevels,
      clearFilters,
      changeSearch,
      clearSearch,
      showMore,
      selectSource,
      reload,
    }),
    [
      categories,
      categoryName,
      isLoading,
      rows,
      lessons,
      emptyState,
      selection,
      search,
      source,
      loadingRow,
      toggleCategory,
      toggleLevel,
      toggleLevelGroup,
      clearLevels,
      clearFilters,
      changeSearch,
      clearSearch,
      showMore,
      selectSource,
      reload,
    ],
  );
}
