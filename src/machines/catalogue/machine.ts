import { assertEvent, assign, fromPromise, setup } from 'xstate';
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
import { toggleCategory, toggleLevel, toggleLevelGroup } from './filters.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** Ours: the catalogue asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Ours: Show More loads a row this many lessons at a time (the first page repeats the first 5). */
export const ROW_PAGE_SIZE = 20;

const queryOf = (context: CatalogueContext): LessonQuery => ({
  source: context.source,
  categories: context.selection.categories,
  levels: context.selection.levels,
  search: context.search.trim(),
});

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

/**
 * The catalogue (SPEC §2 Catalogue, §4 Catalogue filters, §5 search): categories load once, then
 * what the page shows. For all videos that is one request for the first lessons of every topic row
 * with each row's count; Show More loads the next page of one row; the filters and the title search
 * go to the server (a newer load replaces one in flight; typing waits for a pause). A learner's own
 * lists are loaded whole and searched here.
 */
export const catalogueMachine = setup({
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
    'set the search text': assign({
      search: ({ event }) => {
        assertEvent(event, 'search.change');
        return event.text;
      },
    }),
    'clear the search text': assign({ search: '' }),
    'remember the loading row': assign({
      loadingRow: ({ event }) => {
        assertEvent(event, 'row.more');
        return event.rowId;
      },
    }),
    'forget the loading row': assign({ loadingRow: null }),
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
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    categories: [],
    rows: [],
    lessons: [],
    selection: { categories: [...input.selection.categories], levels: [...input.selection.levels] },
    search: input.search ?? '',
    searched: (input.search ?? '').trim(),
    source: input.source ?? 'catalogue',
    loadingRow: null,
    loadFailed: false,
  }),
  on: {
    // Before the lessons are asked for, the search is only remembered (the first load takes it).
    'search.change': { actions: 'set the search text' },
    'search.clear': { actions: 'clear the search text' },
  },
  initial: 'loadingCategories',
  states: {
    loadingCategories: {
      tags: ['loading'],
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: { target: 'active', actions: assign({ categories: ({ event }) => event.output }) },
        onError: {
          target: 'active',
          actions: {
            type: 'logLoadFailure',
            params: ({ event }) => ({ what: 'categories', error: event.error }),
          },
        },
      },
    },
    active: {
      initial: 'loadingLessons',
      on: {
        'category.toggle': {
          target: '.loadingLessons',
          actions: [
            assign({
              selection: ({ context, event }) => ({
                ...context.selection,
                categories: toggleCategory(context.categories, context.selection.categories, event.id),
              }),
            }),
            { type: 'rememberSelection', params: ({ context }) => context.selection },
          ],
        },
        'level.toggle': {
          target: '.loadingLessons',
          actions: [
            assign({
              selection: ({ context, event }) => ({
                ...context.selection,
                levels: toggleLevel(context.selection.levels, event.level),
              }),
            }),
            { type: 'rememberSelection', params: ({ context }) => context.selection },
          ],
        },
        'levelGroup.toggle': {
          target: '.loadingLessons',
          actions: [
            assign({
              selection: ({ context, event }) => ({
                ...context.selection,
                levels: toggleLevelGroup(context.selection.levels, event.group),
              }),
            }),
            { type: 'rememberSelection', params: ({ context }) => context.selection },
          ],
        },
        'levels.clear': {
          target: '.loadingLessons',
          actions: [
            assign({ selection: ({ context }) => ({ ...context.selection, levels: [] }) }),
            { type: 'rememberSelection', params: ({ context }) => context.selection },
          ],
        },
        'filters.clear': {
          target: '.loadingLessons',
          actions: [
            assign({ selection: { categories: [], levels: [] }, search: '' }),
            { type: 'rememberSelection', params: ({ context }) => context.selection },
          ],
        },
        'search.change': [
          { guard: 'the server searches', target: '.typing', actions: 'set the search text' },
          { actions: 'set the search text' },
        ],
        'search.clear': [
          { guard: 'the server searches', target: '.typing', actions: 'clear the search text' },
          { actions: 'clear the search text' },
        ],
        'source.select': {
          target: '.loadingLessons',
          actions: assign({ source: ({ event }) => event.source }),
        },
        'lessons.reload': { target: '.loadingLessons' },
      },
      states: {
        loadingLessons: {
          tags: ['loading'],
          invoke: {
            id: 'loadLessons',
            src: 'loadLessons',
            input: ({ context }) => queryOf(context),
            onDone: {
              target: 'ready',
              actions: assign(({ event, context }) =>
                'rows' in event.output
                  ? {
                      rows: event.output.rows.map((row) => ({ ...row, pages: 0 })),
                      lessons: [],
                      searched: context.search.trim(),
                      loadFailed: false,
                    }
                  : { rows: [], lessons: event.output.lessons, loadFailed: false },
              ),
            },
            onError: {
              target: 'ready',
              actions: [
                assign({ rows: [], lessons: [], loadFailed: true }),
                { type: 'logLoadFailure', params: ({ event }) => ({ what: 'lessons', error: event.error }) },
              ],
            },
          },
        },
        /** The search text changed: the rows reload once typing pauses (unless it is back as shown). */
        typing: {
          after: {
            searchPause: [
              { guard: 'the search differs from the shown rows', target: 'loadingLessons' },
              { target: 'ready' },
            ],
          },
        },
        ready: {
          initial: 'idle',
          // A Show More in flight is dropped with the rows it was for.
          exit: 'forget the loading row',
          states: {
            idle: {
              entry: 'forget the loading row',
              on: { 'row.more': { guard: 'the row has more lessons', target: 'loadingMore' } },
            },
            loadingMore: {
              entry: 'remember the loading row',
              invoke: {
                id: 'loadRowPage',
                src: 'loadRowPage',
                input: ({ context }) => {
                  const row = context.rows.find((r) => r.id === context.loadingRow)!;
                  return {
                    row: row.id,
                    page: row.pages + 1,
                    pageSize: ROW_PAGE_SIZE,
                    categories: context.selection.categories,
                    levels: context.selection.levels,
                    search: context.searched,
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: assign({
                    rows: ({ context, event }) =>
                      context.rows.map((row) =>
                        row.id === context.loadingRow ? withPage(row, row.pages + 1, event.output) : row,
                      ),
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'logLoadFailure',
                    params: ({ event }) => ({ what: 'lessons', error: event.error }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
