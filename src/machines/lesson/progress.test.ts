import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { player, type PendingEffect } from '../../../tests/machines/support.ts';
import { lessonProgressMachine, type LessonProgressEmitted, type LessonProgressEvent } from './progress.ts';
import type { LessonDetail, LessonStep } from './types.ts';

/**
 * Model-based tests of the lesson's progress, recorded one way: each completed step is posted in
 * turn (`recordStep`), a recorded step reads the learner's fields again (`refreshLesson`), emits
 * them and refreshes the app's stats; a step not recorded reads nothing. A step already waiting is
 * not queued twice, and a visitor who is not signed in records nothing.
 */

type Snapshot = SnapshotFrom<typeof lessonProgressMachine>;
type ModelEvent = LessonProgressEvent | { type: string; output?: unknown; error?: unknown };

const fields = { progress_percentage: 50, is_started: true, is_completed: false, vocabulary_count: 1 };
const lesson = { id: 3, cues: [], ...fields } as unknown as LessonDetail;
const EVENTS: ModelEvent[] = [
  { type: 'step.completed', step: 'video' },
  { type: 'step.completed', step: 'test' },
  { type: 'progress.refresh' },
  { type: 'xstate.done.actor.recordStep', output: true },
  { type: 'xstate.done.actor.recordStep', output: false },
  { type: 'xstate.error.actor.recordStep', error: new Error('offline') },
  { type: 'xstate.done.actor.refreshLesson', output: lesson },
  { type: 'xstate.error.actor.refreshLesson', error: new Error('500') },
];

function createHarness(signedIn: boolean) {
  const pending = new Map<string, PendingEffect>();
  const posted: LessonStep[] = [];
  let reads = 0;
  let statsRefreshed = 0;
  const emitted: LessonProgressEmitted[] = [];
  const actor = createActor(
    lessonProgressMachine.provide({
      actors: {
        recordStep: fromPromise<boolean, { lessonId: number; step: LessonStep }>(({ input }) => {
          posted.push(input.step);
          return new Promise((resolve, reject) =>
            pending.set('recordStep', { resolve: resolve as never, reject }),
          );
        }),
        loadLesson: fromPromise<LessonDetail, { lessonId: number }>(() => {
          reads++;
          return new Promise((resolve, reject) =>
            pending.set('refreshLesson', { resolve: resolve as never, reject }),
          );
        }),
      },
      actions: { 'refresh learner stats': () => statsRefreshed++ },
    }),
    { input: { lessonId: 3, signedIn }, clock: new SimulatedClock() },
  );
  actor.on('progress.updated', (e) => emitted.push(e));
  actor.start();
  return {
    actor,
    play: player<LessonProgressEvent>(actor, pending),
    posted,
    emitted,
    counts: () => ({ reads, statsRefreshed }),
  };
}

const describeStep = (e: ModelEvent) =>
  `${e.type.replace('xstate.', '')}${'step' in e ? `(${e.step})` : 'output' in e ? `(${String(e.output === true || e.output === false ? e.output : 'lesson')})` : ''}`;

describe.each([true, false])('lesson progress, signed in %s (model-based)', (signedIn) => {
  const paths = getShortestPaths(lessonProgressMachine, {
    input: { lessonId: 3, signedIn },
    events: EVENTS as never,
    serializeState: (s) => JSON.stringify({ value: s.value, context: s.context }),
  });

  it('reaches recording and refreshing (recording only for a learner)', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(values).toEqual(
      new Set(signedIn ? ['"idle"', '"recording"', '"refreshing"'] : ['"idle"', '"refreshing"']),
    );
  });

  it.each(
    paths.map(
      (p) => [p.steps.map((s) => describeStep(s.event as ModelEvent)).join(' → ') || '(start)', p] as const,
    ),
  )('%s', async (_name, path) => {
    const { actor, play, posted, emitted, counts } = createHarness(signedIn);
    for (const step of path.steps) {
      const before = actor.getSnapshot() as Snapshot;
      const postedBefore = posted.length;
      const emittedBefore = emitted.length;
      const { statsRefreshed } = counts();
      const event = step.event as ModelEvent;
      await play(event as never);
      const after = actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      expect(after.context).toEqual(step.state.context);
      // A visitor's steps are never queued; a learner's step is queued once.
      if (event.type === 'step.completed') {
        const s = (event as { step: LessonStep }).step;
        expect(after.context.queue.filter((q) => q === s).length).toBe(signedIn ? 1 : 0);
      }
      // One post per step, the oldest first, while recording.
      if (after.matches('recording') && !before.matches('recording'))
        expect(posted.slice(postedBefore)).toEqual([after.context.queue[0]]);
      // The fields read again are emitted, and only then are the stats refreshed.
      const read = event.type === 'xstate.done.actor.refreshLesson';
      expect(emitted.slice(emittedBefore)).toEqual(read ? [{ type: 'progress.updated', fields }] : []);
      expect(counts().statsRefreshed - statsRefreshed).toBe(read ? 1 : 0);
    }
    expect(posted.length).toBeLessThanOrEqual(counts().reads + posted.length);
    if (!signedIn) expect(posted).toEqual([]);
    actor.stop();
  });
});

describe('lesson progress scenarios', () => {
  it('records the steps in order and reads the progress after each one recorded', async () => {
    const { actor, play, posted, emitted, counts } = createHarness(true);
    actor.send({ type: 'step.completed', step: 'video' });
    actor.send({ type: 'step.completed', step: 'words' });
    actor.send({ type: 'step.completed', step: 'words' });
    expect(actor.getSnapshot().context.queue).toEqual(['video', 'words']);
    await play({ type: 'xstate.done.actor.recordStep', output: true } as never);
    await play({ type: 'xstate.done.actor.refreshLesson', output: lesson } as never);
    await play({ type: 'xstate.done.actor.recordStep', output: false } as never);
    expect(posted).toEqual(['video', 'words']);
    expect(counts()).toEqual({ reads: 1, statsRefreshed: 1 });
    expect(emitted).toHaveLength(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
