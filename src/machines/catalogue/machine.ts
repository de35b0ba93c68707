import { catalogueSetup, queryOf, rowPageQuery } from './setup.ts';
import type { CatalogueContext } from './types.ts';

export { ROW_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './setup.ts';

/** After a filter changed: the selection is saved to browser storage (restored on return). */
const rememberSelection = {
  type: 'rememberSelection',
  params: ({ context }: { context: CatalogueContext }) => context.selection,
} as const;

/**
 * The catalogue (SPEC §2 Catalogue, §4 Catalogue filters, §5 search): categories load once, then
 * what the page shows. For all videos that is one request for the first lessons of every topic row
 * with each row's count; Show More loads the next page of one row; the filters and the title search
 * go to the server (a newer load replaces one in flight; typing waits for a pause). A learner's own
 * lists are loaded whole and searched here. Actions, guards and effects are in setup.ts.
 */
export const catalogueMachine = catalogueSetup.createMachine({
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
        onDone: {
          target: 'active',
          actions: { type: 'keep the categories', params: ({ event }) => ({ categories: event.output }) },
        },
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
        'category.toggle': { target: '.loadingLessons', actions: ['toggle the category', rememberSelection] },
        'level.toggle': { target: '.loadingLessons', actions: ['toggle the level', rememberSelection] },
        'levelGroup.toggle': {
          target: '.loadingLessons',
          actions: ['toggle the level group', rememberSelection],
        },
        'levels.clear': { target: '.loadingLessons', actions: ['clear the levels', rememberSelection] },
        'filters.clear': { target: '.loadingLessons', actions: ['clear the filters', rememberSelection] },
        'search.change': [
          { guard: 'the server searches', target: '.typing', actions: 'set the search text' },
          { actions: 'set the search text' },
        ],
        'search.clear': [
          { guard: 'the server searches', target: '.typing', actions: 'clear the search text' },
          { actions: 'clear the search text' },
        ],
        'source.select': { target: '.loadingLessons', actions: 'select the source' },
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
              actions: { type: 'show the lessons', params: ({ event }) => event.output },
            },
            onError: {
              target: 'ready',
              actions: [
                'show that the lessons failed',
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
                input: ({ context }) => rowPageQuery(context),
                onDone: {
                  target: 'idle',
                  actions: { type: 'add the row page', params: ({ event }) => event.output },
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
