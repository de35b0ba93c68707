import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { lessonModesMachine } from '../../src/machines/lesson-modes/machine.ts';
import {
  LESSON_MODES,
  type LessonDetail,
  type LessonMode,
  type LessonModesEvent,
} from '../../src/machines/lesson-modes/types.ts';

/**
 * Model-based tests of the lesson page (SPEC §2 Lesson page, §4 Lesson modes): paths from
 * xstate/graph replayed on a real actor whose `loadLesson` effect is a deferred promise and whose
 * failure report is recorded. Exactly one of the four modes is active at all times, Watch Video
 * by default; a lesson that cannot be loaded ends in `failed` with the report called once with
 * the lesson's id ('Failed to fetch video lesson with id {id}.' and /404 are the page's).
 */

type Snapshot = SnapshotFrom<typeof lessonModesMachine>;
type ModelEvent = LessonModesEvent | { type: string; output?: unknown; error?: unknown };

const lesson = {
  id: 12,
  title: 'At the café',
  cues: [{ start: 0, end: 2.5, text: 'Hello there.' }],
  category_names: null,
} as unknown as LessonDetail;
const done = (output: unknown) => ({ type: 'xstate.done.actor.0.lessonModes.loading', output });
const fail = () => ({ type: 'xstate.error.actor.0.lessonModes.loading', error: new Error('404') });
const progressed = {
  ...lesson,
  progress_percentage: 50,
  is_started: true,
  is_completed: false,
  vocabulary_count: 1,
};
const refreshed = (output: unknown) => ({ type: 'xstate.done.actor.refreshLesson', output });
const refreshFailed = () => ({ type: 'xstate.error.actor.refreshLesson', error: new Error('500') });

const EVENTS: ModelEvent[] = [
  ...LESSON_MODES.map((mode) => ({ type: 'mode.select' as const, mode })),
  { type: 'mode.select', mode: 'quiz' as LessonMode },
  { type: 'lesson.patch', patch: { cues: [] } },
  done(lesson),
  fail(),
  { type: 'progress.refresh' },
  { type: 'word.saved' },
  refreshed(progressed),
  refreshFailed(),
];

function assertInvariants(s: Snapshot, reports: number[]) {
  // Exactly one mode, always one of the four.
  expect(LESSON_MODES).toContain(s.context.mode);
  expect(s.hasTag('loading')).toBe(s.matches('loading'));
  if (s.matches('loading')) expect(s.context.lesson).toBeNull();
  if (s.matches('ready')) expect(s.context.lesson?.id).toBe(12);
  // Failure is final and reported exactly once, with the lesson id; never otherwise.
  expect(s.status === 'done').toBe(s.matches('failed'));
  expect(reports).toEqual(s.matches('failed') ? [s.context.lessonId] : []);
}

function createHarness(mode?: LessonMode) {
  const pending: { resolve: (v: LessonDetail) => void; reject: (e: unknown) => void }[] = [];
  const loads: number[] = [];
  const reports: number[] = [];
  const actor = createActor(
    lessonModesMachine.provide({
      actors: {
        loadLesson: fromPromise<LessonDetail, { lessonId: number }>(({ input }) => {
          loads.push(input.lessonId);
          return new Promise((resolve, reject) => pending.push({ resolve, reject }));
        }),
      },
      actions: { 'report load failure': (_, { lessonId }) => reports.push(lessonId) },
    }),
    { input: { lessonId: 12, mode }, clock: new SimulatedClock() },
  );
  actor.start();
  async function play(event: ModelEvent) {
    if (event.type.startsWith('xstate.done.actor.'))
      pending.shift()!.resolve((event as { output: LessonDetail }).output);
    else if (event.type.startsWith('xstate.error.actor.')) pending.shift()!.reject(new Error('404'));
    else return void actor.send(event as LessonModesEvent);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }
  return { actor, play, loads, reports, pending };
}

const describeStep = (e: ModelEvent) =>
  e.type.replace(/xstate\.(done|error)\.actor\..*/, 'load $1') + ('mode' in e ? `(${String(e.mode)})` : '');

describe.each([undefined, 'words' as const])('lesson modes from the URL mode %s (model-based)', (mode) => {
  const paths = getShortestPaths(lessonModesMachine, {
    input: { lessonId: 12, mode },
    events: EVENTS as never,
    // State = value + context: the default key includes the invoked children, and each refresh
    // invokes a new one, so the default graph never closes.
    serializeState: (s) => JSON.stringify({ value: s.value, context: s.context }),
  });

  it('reaches loading, ready and failed, and every mode while ready', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...values].sort()).toEqual([
      '"failed"',
      '"loading"',
      '{"ready":"idle"}',
      '{"ready":"refreshing"}',
    ]);
    const readyModes = new Set(
      paths.filter((p) => p.state.matches('ready')).map((p) => p.state.context.mode),
    );
    expect([...readyModes].sort()).toEqual([...LESSON_MODES].sort());
  });

  it.each(
    paths.map(
      (p) => [p.steps.map((s) => describeStep(s.event as ModelEvent)).join(' → ') || '(start)', p] as const,
    ),
  )('%s', async (_name, path) => {
    const { actor, play, loads, reports } = createHarness(mode);
    expect(loads).toEqual([12]);
    let refreshes = 0;
    for (const step of path.steps) {
      const before = actor.getSnapshot().context;
      const event = step.event as ModelEvent;
      await play(event);
      const after = actor.getSnapshot();
      // A refresh asked, or the first saved word of the page (later words ask nothing).
      const asksRefresh =
        event.type === 'progress.refresh' ||
        (event.type === 'word.saved' && !before.wordStepCounted && after.context.wordStepCounted);
      if (asksRefresh && after.matches({ ready: 'refreshing' })) refreshes++;
      expect(after.value).toEqual(step.state.value);
      expect(after.context).toEqual(step.state.context);
      assertInvariants(after, reports);
      // mode.select switches to exactly the asked mode (a known one); nothing else changes the mode.
      const asked = event.type === 'mode.select' ? (event as { mode: string }).mode : null;
      const expected =
        asked && (LESSON_MODES as readonly string[]).includes(asked) && after.status === 'active'
          ? asked
          : before.mode;
      expect(after.context.mode).toBe(expected);
      // Only a saved word while ready counts the words step, and it stays counted.
      expect(after.context.wordStepCounted).toBe(
        before.wordStepCounted || (event.type === 'word.saved' && after.matches('ready')),
      );
    }
    // One load on entry, one more per refresh asked while ready (a refresh is never asked by itself).
    expect(loads).toEqual(Array(1 + refreshes).fill(12));
    actor.stop();
  });
});

describe('lesson modes scenarios', () => {
  it('loads the lesson and shows Watch Video by default', async () => {
    const { actor, play } = createHarness();
    expect(actor.getSnapshot().context.mode).toBe('video');
    await play(done(lesson));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'video', lesson: { id: 12 } });
  });

  it('an unknown mode in the input falls back to Watch Video', () => {
    const { actor } = createHarness('karaoke' as LessonMode);
    expect(actor.getSnapshot().context.mode).toBe('video');
  });

  it('mode.select switches exactly one mode, also while the lesson loads (the URL leads)', async () => {
    const { actor, play } = createHarness();
    actor.send({ type: 'mode.select', mode: 'test' });
    await play(done(lesson));
    expect(actor.getSnapshot().context.mode).toBe('test');
    for (const mode of ['dialogue', 'words', 'video', 'words'] as const) {
      actor.send({ type: 'mode.select', mode });
      expect(actor.getSnapshot().context.mode).toBe(mode);
    }
  });

  it('a load failure ends in failed with the report called once with the lesson id', async () => {
    const { actor, play, reports } = createHarness('dialogue');
    await play(fail());
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(reports).toEqual([12]);
    actor.send({ type: 'mode.select', mode: 'words' });
    expect(reports).toEqual([12]);
  });

  it('every simple path to failed reports exactly once', async () => {
    const paths = getSimplePaths(lessonModesMachine, {
      input: { lessonId: 12, mode: 'video' },
      // Failure happens only while loading: the refresh events (a saved word is one) add nothing but paths.
      events: EVENTS.filter((e) => !e.type.includes('efresh') && e.type !== 'word.saved') as never,
      serializeState: (s) => JSON.stringify({ value: s.value, context: s.context }),
      toState: (s) => s.matches('failed'),
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const { actor, play, reports } = createHarness('video');
      for (const step of path.steps) await play(step.event as ModelEvent);
      expect(reports).toEqual([12]);
      actor.stop();
    }
  });

  it('lesson.patch updates the loaded lesson (the favourite heart) and nothing before it loads', async () => {
    const { actor, play } = createHarness();
    actor.send({ type: 'lesson.patch', patch: { cues: [] } });
    expect(actor.getSnapshot().context.lesson).toBeNull();
    await play(done(lesson));
    actor.send({ type: 'lesson.patch', patch: { cues: [] } });
    expect(actor.getSnapshot().context.lesson).toMatchObject({ id: 12, cues: [] });
  });

  it('progress.refresh reads the learner fields again and keeps the rest of the lesson; a failure keeps the old ones', async () => {
    const { actor, play, loads } = createHarness('dialogue');
    actor.send({ type: 'progress.refresh' });
    expect(loads).toEqual([12]);
    await play(done({ ...lesson, progress_percentage: 25, is_started: true }));
    const first = actor.getSnapshot().context.lesson!;
    actor.send({ type: 'progress.refresh' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    await play(refreshed({ ...progressed, progress_percentage: 100, is_completed: true, cues: [] }));
    const after = actor.getSnapshot();
    expect(after.matches({ ready: 'idle' })).toBe(true);
    expect(after.context.lesson).toMatchObject({
      progress_percentage: 100,
      is_completed: true,
      vocabulary_count: 1,
    });
    expect(after.context.lesson!.cues).toBe(first.cues);
    expect(after.context.mode).toBe('dialogue');
    actor.send({ type: 'progress.refresh' });
    await play(refreshFailed());
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.lesson).toMatchObject({ progress_percentage: 100 });
    expect(loads).toEqual([12, 12, 12]);
  });

  it('the first saved word of the page reads the progress again, later ones do not', async () => {
    const { actor, play, loads } = createHarness('words');
    actor.send({ type: 'word.saved' }); // still loading: nothing to refresh, nothing counted
    expect(actor.getSnapshot().context.wordStepCounted).toBe(false);
    await play(done(lesson));
    actor.send({ type: 'word.saved' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    await play(refreshed(progressed));
    actor.send({ type: 'word.saved' });
    actor.send({ type: 'word.saved' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.lesson).toMatchObject({
      progress_percentage: 50,
      vocabulary_count: 1,
    });
    expect(loads).toEqual([12, 12]);
    // Another step recorded later still refreshes.
    actor.send({ type: 'progress.refresh' });
    expect(loads).toEqual([12, 12, 12]);
  });
});
