import { useCallback, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../../eventlog/recorder.ts';
import {
  selectCategories,
  selectEmptyState,
  selectIsLoading,
  selectLoadingRow,
  selectRows,
  selectSearch,
  selectSelection,
  selectSource,
  selectVisibleLessons,
} from './selectors.ts';
import type { CatalogueInput, Category, LessonSource, LevelGroup } from './types.ts';
import { createCatalogueLogic, storedSelection } from '../../services/implementations-catalogue.ts';

/**
 * Runs one catalogue actor for a page; returns view state and intents (no event objects in
 * components). Without a selection, the stored one (SPEC §4) is the start.
 */
export function useCatalogue(input: Partial<CatalogueInput> = {}) {
  const { i18n } = useTranslation();
  const logic = useMemo(() => createCatalogueLogic(), []);
  const [start] = useState<CatalogueInput>(() => ({
    ...input,
    selection: input.selection ?? storedSelection(),
  }));
  const actor = useActorRef(logic, { input: start, inspect });
  const categories = useSelector(actor, selectCategories);
  const language = i18n.language as 'en' | 'uk' | 'pl';

  const categoryName = useCallback(
    (id: number | null | undefined): string | null => {
      const c = categories.find((x: Category) => x.id === id);
      return c ? (c.names?.[language] ?? c.name) : null;
    },
    [categories, language],
  );

  const intents = useMemo(
    () => ({
      toggleCategory: (id: number) => actor.send({ type: 'category.toggle', id }),
      toggleLevel: (level: number) => actor.send({ type: 'level.toggle', level }),
      toggleLevelGroup: (group: LevelGroup) => actor.send({ type: 'levelGroup.toggle', group }),
      clearLevels: () => actor.send({ type: 'levels.clear' }),
      clearFilters: () => actor.send({ type: 'filters.clear' }),
      changeSearch: (text: string) => actor.send({ type: 'search.change', text }),
      clearSearch: () => actor.send({ type: 'search.clear' }),
      /** Show More: the next page of one row. */
      showMore: (rowId: number) => actor.send({ type: 'row.more', rowId }),
      selectSource: (source: LessonSource) => actor.send({ type: 'source.select', source }),
      reload: () => actor.send({ type: 'lessons.reload' }),
    }),
    [actor],
  );

  return {
    categories,
    categoryName,
    isLoading: useSelector(actor, selectIsLoading),
    selection: useSelector(actor, selectSelection),
    search: useSelector(actor, selectSearch),
    source: useSelector(actor, selectSource),
    rows: useSelector(actor, selectRows),
    lessons: useSelector(actor, selectVisibleLessons),
    loadingRow: useSelector(actor, selectLoadingRow),
    emptyState: useSelector(actor, selectEmptyState),
    ...intents,
  };
}

export type CatalogueView = ReturnType<typeof useCatalogue>;
