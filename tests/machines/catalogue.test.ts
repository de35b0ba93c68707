import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { catalogueMachine, ROW_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../src/machines/catalogue/machine.ts';
import {
  categoryOfTopic,
  parseLevels,
  rowsOf,
  toggleCategory,
  withDescendants,
} from '../../src/machines/catalogue/filters.ts';
import {
  selectEmptyState,
  selectIsLoading,
  selectRows,
  selectVisibleLessons,
} from '../../src/machines/catalogue/selectors.ts';
import type {
  CatalogueEvent,
  CatalogueInput,
  Category,
  Lesson,
  LessonQuery,
  RowPageQuery,
} from '../../src/machines/catalogue/types.ts';
import { player } from './support.ts';

/**
 * Model-based tests of the catalogue filters (SPEC §2 Catalogue, §4, §5): paths from xstate/graph
 * replayed on a real actor with deferred effects. Every filter change must be remembered and
 * reload the lessons with exactly the new selection; selections stay closed under descendants.
 */

type Snapshot = SnapshotFrom<typeof catalogueMachine>;
type ModelEvent = CatalogueEvent | { type: string; output?: unknown; error?: unknown };

const CATEGORIES: Category[] = [
  { id: 1, name: 'Travel', slug: 'travel', parent: null, icon: null },
  { id: 2, name: 'Airports & Flights', slug: 'travel-airports', parent: 1, icon: null },
  { id: 3, name: 'Check-in', slug: 'travel-check-in', parent: 2, icon: null },
  { id: 4, name: 'News & Technology', slug: 'news-technology', parent: null, icon: null },
  { id: 5, name: 'Daily Life', slug: 'daily-life', parent: null, icon: null },
];
const lesson = (id: number, name: string, category: number, level: number): Lesson => ({
  id,
  thumbnail: null,
  duration: null,
  video: { id, name, file: '', category, languageLevel: level, transcription: '', split_transcription: [] },
  vocabulary_count: 0,
  progress_percentage: 0,
  is_started: false,
  is_completed: false,
  is_favorited: false,
  favorite_id: null,
});
const LESSONS = [lesson(10, 'Ordering at a Café', 5, 1), lesson(11, 'Airport check-in', 3, 2)];
/** The server's answer for the home page: the rows' first lessons and counts (row 1 has 7). */
const ROWS = {
  rows: [
    { id: 1, count: 7, lessons: [LESSONS[1]!] },
    { id: 5, count: 1, lessons: [LESSONS[0]!] },
  ],
};
const MORE = Array.from({ length: 6 }, (_, i) => lesson(20 + i, `Boarding ${i}`, 2, 3));
const SEARCH_PAUSE = 'xstate.after.searchPause.catalogue.active.typing';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') });

const EVENTS: ModelEvent[] = [
  done('loadCategories', CATEGORIES),
  done('loadLessons', ROWS),
  done('loadLessons', { rows: [] }),
  fail('loadLessons'),
  { type: 'search.change', text: 'AIR' },
  { type: 'search.clear' },
  { type: SEARCH_PAUSE },
  { type: 'row.more', rowId: 1 },
  { type: 'row.more', rowId: 5 },
  done('loadRowPage', { count: 7, lessons: [LESSONS[1]!, ...MORE] }),
  fail('loadRowPage'),
  { type: 'category.toggle', id: 1 },
  { type: 'category.toggle', id: 3 },
  { type: 'levelGroup.toggle', group: 'beginner' },
  { type: 'level.toggle', level: 2 },
  { type: 'levels.clear' },
  { type: 'filters.clear' },
];
const FILTER_EVENTS = new Set([
  'category.toggle',
  'level.toggle',
  'levelGroup.toggle',
  'levels.clear',
  'filters.clear',
]);

const INPUTS: CatalogueInput[] = [
  { selection: { categories: [], levels: [] } },
  // Preselected from onboarding: the purpose's categories and the stored level.
  { selection: { categories: [1, 2, 3], levels: [2] }, search: 'AIR' },
];

function assertInvariants(s: Snapshot) {
  expect(selectIsLoading(s)).toBe(s.matches('loadingCategories') || s.matches({ active: 'loadingLessons' }));
  const { categories, levels } = s.context.selection;
  if (s.context.categories.length) {
    for (const id of categories)
      for (const d of withDescendants(s.context.categories, id)) expect(categories).toContain(d);
  }
  expect([...levels].sort()).toEqual(levels);
  expect(levels.every((l) => l >= 1 && l <= 6)).toBe(true);
  const empty = selectEmptyState(s);
  if (selectIsLoading(s) || selectVisibleLessons(s).length) expect(empty).toBeNull();
  else if (s.context.searched) expect(empty).toBe('videoNotFound');
  else expect(empty).not.toBeNull();
  // Show More is offered exactly while a row has fewer lessons than its count; no lesson twice.
  for (const row of selectRows(s)) {
    expect(row.hasMore).toBe(row.lessons.length < row.count);
    expect(new Set(row.lessons.map((l) => l.id)).size).toBe(row.lessons.length);
  }
  expect(s.context.loadingRow !== null).toBe(s.matches({ active: { ready: 'loadingMore' } }));
}

function createHarness(input: CatalogueInput) {
  const clock = new SimulatedClock();
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const remembered: string[] = [];
  const loads: LessonQuery[] = [];
  const pages: RowPageQuery[] = [];
  const deferred = (id: string) =>
    fromPromise(({ input }: { input: unknown }) => {
      if (id === 'loadLessons') loads.push(input as LessonQuery);
      if (id === 'loadRowPage') pages.push(input as RowPageQuery);
      return new Promise<never>((resolve, reject) => pending.set(id, { resolve: resolve as never, reject }));
    }) as never;
  const actor = createActor(
    catalogueMachine.provide({
      actors: {
        loadCategories: deferred('loadCategories'),
        loadLessons: deferred('loadLessons'),
        loadRowPage: deferred('loadRowPage'),
      },
      actions: {
        rememberSelection: (_, selection) => remembered.push(JSON.stringify(selection)),
        logLoadFailure: () => {},
      },
    }),
    { input, clock },
  );
  actor.start();
  const play = player<CatalogueEvent>(actor, pending);
  return { actor, play, remembered, loads, pages, clock };
}

describe.each(INPUTS)('catalogue filters from %j', (input) => {
  const paths = getShortestPaths(catalogueMachine, {
    input,
    events: EVENTS as never,
    limit: 50_000,
  });

  it('every shortest path replays with the same states, invariants and effects', async () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const { actor, play, remembered, loads } = createHarness(input);
      assertInvariants(actor.getSnapshot());
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        const before = actor.getSnapshot();
        remembered.length = 0;
        const loadsBefore = loads.length;
        await play(event);
        const after = actor.getSnapshot();
        expect(after.value).toEqual(step.state.value);
        expect(after.context).toEqual(step.state.context);
        assertInvariants(after);
        if (FILTER_EVENTS.has(event.type) && before.matches('active')) {
          // Remembered once, and the list reloads with exactly the new selection.
          expect(remembered).toEqual([JSON.stringify(after.context.selection)]);
          expect(loads.length).toBe(loadsBefore + 1);
          expect(loads.at(-1)).toEqual({
            source: 'catalogue',
            ...after.context.selection,
            search: after.context.search.trim(),
          });
        } else if (event.type === SEARCH_PAUSE && after.matches({ active: 'loadingLessons' })) {
          // Typing paused on a new text: the rows reload with it (nothing stored).
          expect(loads.at(-1)!.search).toBe(after.context.search.trim());
          expect(remembered).toEqual([]);
        } else {
          expect(remembered).toEqual([]);
        }
      }
      actor.stop();
    }
  }, 60_000);
});

describe('catalogue scenarios', () => {
  it('a newer load replaces the one in flight', async () => {
    const { actor, play, loads } = createHarness(INPUTS[0]!);
    await play(done('loadCategories', CATEGORIES));
    actor.send({ type: 'level.toggle', level: 1 });
    actor.send({ type: 'level.toggle', level: 2 });
    expect(loads.map((l) => l.levels)).toEqual([[], [1], [1, 2]]);
    await play(done('loadLessons', ROWS));
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual([1, 5]);
    expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true);
  });

  it('the search goes to the server once typing pauses; a miss names the text', async () => {
    const { actor, play, loads, remembered, clock } = createHarness(INPUTS[0]!);
    await play(done('loadCategories', CATEGORIES));
    await play(done('loadLessons', ROWS));
    actor.send({ type: 'search.change', text: 'z' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.change', text: 'zebra ' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(loads).toHaveLength(1);
    // The rows shown stay until the answer comes.
    expect(selectVisibleLessons(actor.getSnapshot())).toHaveLength(2);
    clock.increment(1);
    expect(loads.at(-1)).toEqual({ source: 'catalogue', categories: [], levels: [], search: 'zebra' });
    await play(done('loadLessons', { rows: [] }));
    expect(selectEmptyState(actor.getSnapshot())).toBe('videoNotFound');
    expect(remembered).toEqual([]);
    // Back to a text already shown: no request.
    actor.send({ type: 'search.change', text: 'zebr' });
    actor.send({ type: 'search.change', text: 'zebra' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(loads).toHaveLength(2);
    actor.send({ type: 'search.clear' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(loads.at(-1)!.search).toBe('');
    await play(done('loadLessons', ROWS));
    actor.send({ type: 'level.toggle', level: 6 });
    await play(done('loadLessons', { rows: [] }));
    expect(selectEmptyState(actor.getSnapshot())).toBe('noVideosForFilters');
  });

  it('Show More loads the next page of one row with the filters and search, once at a time', async () => {
    const { actor, play, pages, clock } = createHarness({
      selection: { categories: [], levels: [3] },
      search: 'bo',
    });
    await play(done('loadCategories', CATEGORIES));
    await play(done('loadLessons', ROWS));
    // Row 5 has all of its lessons: nothing to load.
    actor.send({ type: 'row.more', rowId: 5 });
    expect(pages).toHaveLength(0);
    actor.send({ type: 'row.more', rowId: 1 });
    actor.send({ type: 'row.more', rowId: 1 });
    expect(pages).toEqual([
      { row: 1, page: 1, pageSize: ROW_PAGE_SIZE, categories: [], levels: [3], search: 'bo' },
    ]);
    expect(actor.getSnapshot().context.loadingRow).toBe(1);
    await play(done('loadRowPage', { count: 7, lessons: [LESSONS[1]!, ...MORE] }));
    const row = selectRows(actor.getSnapshot())[0]!;
    expect(row.lessons.map((l) => l.id)).toEqual([11, 20, 21, 22, 23, 24, 25]);
    expect(row.hasMore).toBe(false);
    expect(actor.getSnapshot().context.loadingRow).toBeNull();
    // A filter change while a page loads drops it.
    actor.send({ type: 'lessons.reload' });
    await play(done('loadLessons', ROWS));
    actor.send({ type: 'row.more', rowId: 1 });
    actor.send({ type: 'level.toggle', level: 3 });
    expect(actor.getSnapshot().context.loadingRow).toBeNull();
    clock.increment(0);
  });

  it('a learner list is loaded whole and searched here, without a request per letter', async () => {
    const { actor, play, loads } = createHarness(INPUTS[1]!);
    await play(done('loadCategories', CATEGORIES));
    actor.send({ type: 'source.select', source: 'mine.completed' });
    expect(loads.at(-1)).toEqual({
      source: 'mine.completed',
      categories: [1, 2, 3],
      levels: [2],
      search: 'AIR',
    });
    await play(done('loadLessons', { lessons: LESSONS }));
    expect(selectVisibleLessons(actor.getSnapshot()).map((l) => l.id)).toEqual([11]);
    actor.send({ type: 'search.change', text: 'café' });
    expect(selectVisibleLessons(actor.getSnapshot()).map((l) => l.id)).toEqual([10]);
    actor.send({ type: 'search.change', text: 'zebra' });
    expect(selectEmptyState(actor.getSnapshot())).toBe('videoNotFound');
    expect(loads).toHaveLength(2);
  });
});

describe('catalogue rules', () => {
  it('selecting a category selects its descendants; deselecting a child drops it and its ancestors', () => {
    expect(toggleCategory(CATEGORIES, [], 1)).toEqual([1, 2, 3]);
    expect(toggleCategory(CATEGORIES, [1, 2, 3], 2)).toEqual([]);
    expect(toggleCategory(CATEGORIES, [1, 2, 3, 5], 3)).toEqual([5]);
    expect(toggleCategory(CATEGORIES, [4], 2)).toEqual([2, 3, 4]);
  });

  it('matches topic tiles to top-level categories by keyword', () => {
    expect(categoryOfTopic(CATEGORIES, 'travel')?.id).toBe(1);
    expect(categoryOfTopic(CATEGORIES, 'newsTechnology')?.id).toBe(4);
    expect(categoryOfTopic(CATEGORIES, 'dailyLife')?.id).toBe(5);
    expect(categoryOfTopic(CATEGORIES, 'health')).toBeNull();
  });

  it('lists lessons per top-level category in the categories order', () => {
    expect(rowsOf(CATEGORIES, LESSONS).map((r) => [r.id, r.lessons.map((l) => l.id)])).toEqual([
      [1, [11]],
      [5, [10]],
    ]);
  });

  it('reads the stored level as numbers 1..6', () => {
    expect(parseLevels('2')).toEqual([2]);
    expect(parseLevels('3, 1,9,x')).toEqual([1, 3]);
    expect(parseLevels(null)).toEqual([]);
  });
});
