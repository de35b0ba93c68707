import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { favouriteMachine } from '../../src/machines/favourite/machine.ts';
import { selectIsPending } from '../../src/machines/favourite/selectors.ts';
import type { FavouriteEmitted, FavouriteEvent, FavouriteInput } from '../../src/machines/favourite/types.ts';
import { modelActor, playPath, stateCoverage, type Model } from './support.ts';

/**
 * Model-based tests of the favourite heart (SPEC §4 Favourite toggle, §8 errors). Paths come
 * from xstate/graph; each is replayed on a real actor with deferred effects, checking the
 * optimistic flip, the pending lock, rollback on failure and the lookup before removal.
 */

type Snapshot = SnapshotFrom<typeof favouriteMachine>;
type ModelEvent = FavouriteEvent | { type: string; output?: unknown; error?: unknown };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') });

const EVENTS: ModelEvent[] = [
  { type: 'favourite.toggle' },
  done('addFavourite', 42),
  fail('addFavourite'),
  done('findFavourite', 7),
  done('findFavourite', null),
  fail('findFavourite'),
  done('removeFavourite', undefined),
  fail('removeFavourite'),
  { type: 'favourite.sync', isFavorited: true, favoriteId: 9 },
];

const INPUTS: FavouriteInput[] = [
  { lessonId: 5, isFavorited: false, favoriteId: null },
  { lessonId: 5, isFavorited: true, favoriteId: 3 },
  { lessonId: 5, isFavorited: true, favoriteId: null },
];

function assertInvariants(s: Snapshot) {
  expect(selectIsPending(s)).toBe(s.matches('adding') || s.matches('removing'));
  // Optimistic: while adding the heart is already full, while removing already empty.
  if (s.matches('adding')) expect(s.context.isFavorited).toBe(true);
  if (s.matches('removing')) expect(s.context.isFavorited).toBe(false);
  if (s.matches({ removing: 'deleting' })) expect(s.context.favoriteId).not.toBeNull();
  // An error always leaves the flag as it was before the toggle.
  if (s.context.error === 'notFound') expect(s.context.isFavorited).toBe(true);
}

const model = (input: FavouriteInput): Model<typeof favouriteMachine> => ({
  input,
  effects: ['addFavourite', 'findFavourite', 'removeFavourite'],
});

function createHarness(input: FavouriteInput) {
  const { actor, play, calls, pending } = modelActor(favouriteMachine, model(input));
  const emitted: FavouriteEmitted[] = [];
  actor.on('favourite.changed', (e) => emitted.push(e as FavouriteEmitted));
  return { actor, play, calls, emitted, pending };
}

it('the generated paths from every input together visit every state of the favourite machine', () => {
  const paths = INPUTS.flatMap((input) =>
    getShortestPaths(favouriteMachine, { input, events: EVENTS as never }),
  );
  expect(stateCoverage(favouriteMachine, paths).missing).toEqual([]);
});

describe.each(INPUTS)('favourite heart from favourited=$isFavorited id=$favoriteId', (input) => {
  const paths = getShortestPaths(favouriteMachine, { input, events: EVENTS as never });

  it('reaches both hearts and both errors', () => {
    const contexts = paths.map((p) => p.state.context);
    expect(contexts.some((c) => c.isFavorited)).toBe(true);
    expect(contexts.some((c) => !c.isFavorited)).toBe(true);
    expect(contexts.some((c) => c.error === 'failed')).toBe(true);
  });

  it('every shortest path replays on a real actor with the same states and invariants', async () => {
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const { actor } = await playPath(favouriteMachine, model(input), path, {
        invariants: assertInvariants,
      });
      actor.stop();
    }
  });
});

describe('favourite heart scenarios', () => {
  it('flips at once, then stores the new record id and announces it', async () => {
    const { actor, play, calls, emitted } = createHarness(INPUTS[0]!);
    actor.send({ type: 'favourite.toggle' });
    expect(actor.getSnapshot().context.isFavorited).toBe(true);
    expect(calls).toEqual(['addFavourite:{"lessonId":5}']);
    await play(done('addFavourite', 42));
    expect(actor.getSnapshot().context).toMatchObject({ isFavorited: true, favoriteId: 42, error: null });
    expect(emitted).toEqual([{ type: 'favourite.changed', lessonId: 5, isFavorited: true, favoriteId: 42 }]);
  });

  it('a second toggle while pending is ignored', async () => {
    const { actor, play, calls } = createHarness(INPUTS[0]!);
    actor.send({ type: 'favourite.toggle' });
    actor.send({ type: 'favourite.toggle' });
    actor.send({ type: 'favourite.sync', isFavorited: false, favoriteId: null });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.isFavorited).toBe(true);
    await play(done('addFavourite', 42));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('rolls back with the failure message when the call fails', async () => {
    const { actor, play, emitted } = createHarness(INPUTS[1]!);
    actor.send({ type: 'favourite.toggle' });
    expect(actor.getSnapshot().context.isFavorited).toBe(false);
    await play(fail('removeFavourite'));
    expect(actor.getSnapshot().context).toMatchObject({ isFavorited: true, favoriteId: 3, error: 'failed' });
    expect(emitted).toEqual([]);
  });

  it('removal without a favorite_id looks the record up, then deletes it', async () => {
    const { actor, play, calls } = createHarness(INPUTS[2]!);
    actor.send({ type: 'favourite.toggle' });
    await play(done('findFavourite', 7));
    await play(done('removeFavourite', undefined));
    expect(calls).toEqual(['findFavourite:{"lessonId":5}', 'removeFavourite:{"favoriteId":7}']);
    expect(actor.getSnapshot().context).toMatchObject({ isFavorited: false, favoriteId: null, error: null });
  });

  it('removal fails with notFound when the lookup finds no record', async () => {
    const { actor, play, calls } = createHarness(INPUTS[2]!);
    actor.send({ type: 'favourite.toggle' });
    await play(done('findFavourite', null));
    expect(calls).toEqual(['findFavourite:{"lessonId":5}']);
    expect(actor.getSnapshot().context).toMatchObject({ isFavorited: true, error: 'notFound' });
  });

  it('every simple path back to idle leaves the heart consistent with the last confirmed call', () => {
    const paths = getSimplePaths(favouriteMachine, {
      input: INPUTS[0]!,
      events: EVENTS as never,
      toState: (s) => s.matches('idle') && s.context.favoriteId !== null,
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(p.state.context.isFavorited).toBe(true);
  });
});
