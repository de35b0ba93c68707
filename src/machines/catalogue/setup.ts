import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toggleCategory, toggleLevel, toggleLevelGroup } from './filters.ts';
import type {
  CatalogueContext,
  CatalogueEvent,
  CatalogueInput,
  CatalogueSelection,
  Category,
  LessonQuery,
  LessonRow,
  LoadedLessons,
  RowPage,
  RowPageQuery,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** Ours: the catalogue asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Ours: Show More loads a row this many lessons at a time (the first page repeats the first 5). */
export const ROW_PAGE_SIZE = 20;

/** What the catalogue asks the server for: the source, the filters and the trimmed search. */
export const queryOf = (context: CatalogueContext): LessonQuery => ({
  source: context.source,
  categories: context.selection.categories,
  levels: context.selection.levels,
  search: context.search.trim(),
});

/** Show More's request: the next page of the row it was clicked on, with the shown rows' filters. */
export function rowPageQuery(context: CatalogueContext): RowPageQuery {
  const row = context.rows.find((r) => r.id === context.loadingRow)!;
  return {
    row: row.id,
    page: row.pages + 1,
    pageSize: ROW_PAGE_SIZE,
    categories: context.selection.categories,
    levels: context.selection.levels,
    search: context.searched,
  };
}

/** A row with a page of its lessons added (page 1 repeats the first lessons: it replaces them). */
function withPage(row: LessonRow, page: number, loaded: RowPage): LessonRow {
  const before = page === 1 ? [] : row.lessons;
  const seen = new Set(before.map((l) => l.id));
  return {
    ...row,
    count: loaded.count,
    pages: page,
    lessons: [...before, ...loaded.lessons.filter((l) => !seen.has(l.id))],
  };
}

/** The catalogue's effects, actions, guards and delay (its states are in machine.ts). */
export const catalogueSetup = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as CatalogueInput,
  },
  actors: {
    loadCategories: fromPromise<Category[]>(notProvided),
    loadLessons: fromPromise<LoadedLessons, LessonQuery>(notProvided),
    loadRowPage: fromPromise<RowPage, RowPageQuery>(notProvided),
  },
  actions: {
    /** Saves the selection to browser storage (restored on return). */
    rememberSelection: (_, _params: CatalogueSelection) => {},
    /** SPEC §8: catalogue, category and level load failures are logged only. */
    logLoadFailure: (_, _params: { what: 'categories' | 'lessons'; error: unknown }) => {},
    'keep the categories': assign((_, { categories }: { categories: Category[] }) => ({ categories })),
    'toggle the category': assign({
      selection: ({ context, event }) => {
        assertEvent(event, 'category.toggle');
        const categories = toggleCategory(context.categories, context.selection.categories, event.id);
        return { ...context.selection, categories };
      },
    }),
    'toggle the level': assign({
      selection: ({ context, event }) => {
        assertEvent(event, 'level.toggle');
        return { ...context.selection, levels: toggleLevel(context.selection.levels, event.level) };
      },
    }),
    'toggle the level group': assign({
      selection: ({ context, event }) => {
        assertEvent(event, 'levelGroup.toggle');
        return { ...context.selection, levels: toggleLevelGroup(context.selection.levels, event.group) };
      },
    }),
    'clear the levels': assign({ selection: ({ context }) => ({ ...context.selection, levels: [] }) }),
    'clear the filters': assign({ selection: { categories: [], levels: [] }, search: '' }),
    'select the source': assign({
      source: ({ event }) => {
        assertEvent(event, 'source.select');
        return event.source;
      },
    }),
    'set the search text': assign({
      search: ({ event }) => {
        assertEvent(event, 'search.change');
        return event.text;
      },
    }),
    'clear the search text': assign({ search: '' }),
    'show the lessons': assign(({ context }, loaded: LoadedLessons) =>
      'rows' in loaded
        ? {
            rows: loaded.rows.map((row) => ({ ...row, pages: 0 })),
            lessons: [],
            searched: context.search.trim(),
            loadFailed: false,
          }
        : { rows: [], lessons: loaded.lessons, loadFailed: false },
    ),
    'show that the lessons failed': assign({ rows: [], lessons: [], loadFailed: true }),
    'remember the loading row': assign({
      loadingRow: ({ event }) => {
        assertEvent(event, 'row.more');
        return event.rowId;
      },
    }),
    'forget the loading row': assign({ loadingRow: null }),
    'add the row page': assign({
      rows: ({ context }, loaded: RowPage) =>
        context.rows.map((row) =>
          row.id === context.loadingRow ? withPage(row, row.pages + 1, loaded) : row,
        ),
    }),
  },
  guards: {
    'the server searches': ({ context }) => context.source === 'catalogue',
    'the search differs from the shown rows': ({ context }) =>
      context.source === 'catalogue' && context.search.trim() !== context.searched,
    'the row has more lessons': ({ context, event }) => {
      assertEvent(event, 'row.more');
      const row = context.rows.find((r) => r.id === event.rowId);
      return Boolean(row && row.lessons.length < row.count);
    },
  },
  delays: { searchPause: SEARCH_DEBOUNCE_MS },
});
