import { assign, fromPromise, setup } from 'xstate';
import type {
  CatalogueContext,
  CatalogueEvent,
  CatalogueInput,
  CatalogueSelection,
  Category,
  Lesson,
  LessonQuery,
} from './types.ts';
import { toggleCategory, toggleLevel, toggleLevelGroup } from './filters.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * The catalogue (SPEC §2 Catalogue, §4 Catalogue filters): categories load once, then the
 * lessons of the current filters; every filter change is remembered and reloads the lessons
 * (a newer load replaces one in flight). The title search filters the loaded lessons on the
 * client (SPEC §5), so typing does not reload.
 */
export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as CatalogueInput,
  },
  actors: {
    loadCategories: fromPromise<Category[]>(notProvided),
    loadLessons: fromPromise<Lesson[], LessonQuery>(notProvided),
  },
  actions: {
    /** Saves the selection to browser storage (restored on return). */
    rememberSelection: (_, _params: CatalogueSelection) => {},
    /** SPEC §8: catalogue, category and level load failures are logged only. */
    logLoadFailure: (_, _params: { what: 'categories' | 'lessons'; error: unknown }) => {},
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    categories: [],
    lessons: [],
    selection: { categories: [...input.selection.categories], levels: [...input.selection.levels] },
    search: input.search ?? '',
    source: input.source ?? 'catalogue',
    expandedRows: [],
    loadFailed: false,
  }),
  on: {
    'search.change': { actions: assign({ search: ({ event }) => event.text }) },
    'search.clear': { actions: assign({ search: '' }) },
    'row.expand': {
      actions: assign({
        expandedRows: ({ context, event }) =>
          context.expandedRows.includes(event.rowId)
            ? context.expandedRows
            : [...context.expandedRows, event.rowId],
      }),
    },
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
        'source.select': {
          target: '.loadingLessons',
          actions: assign({ source: ({ event }) => event.source, expandedRows: [] }),
        },
        'lessons.reload': { target: '.loadingLessons' },
      },
      states: {
        loadingLessons: {
          tags: ['loading'],
          invoke: {
            id: 'loadLessons',
            src: 'loadLessons',
            input: ({ context }) => ({
              source: context.source,
              categories: context.selection.categories,
              levels: context.selection.levels,
            }),
            onDone: {
              target: 'ready',
              actions: assign({ lessons: ({ event }) => event.output, loadFailed: false }),
            },
            onError: {
              target: 'ready',
              actions: [
                assign({ lessons: [], loadFailed: true }),
                { type: 'logLoadFailure', params: ({ event }) => ({ what: 'lessons', error: event.error }) },
              ],
            },
          },
        },
        ready: {},
      },
    },
  },
});
