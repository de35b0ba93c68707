import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { player, type PendingEffect } from '../../../tests/machines/support.ts';
import { lessonMachine } from './machine.ts';
import { LESSON_MODES, type LessonDetail, type LessonEvent, type LessonMode } from './types.ts';

/**
 * Model-based tests of the lesson-page actor (SPEC §2 Lesson page, §4 Lesson modes, issue 14):
 * paths from xstate/graph replayed on a real actor whose `loadLesson` is a deferred promise and
 * whose children are fakes that record what the lesson actor sends them. Exactly one mode is
 * active, its child actors exist exactly while it is open, a translated dictionary word goes to
 * the vocabulary, and each completed step goes to the progress child — the first saved word only.
 */

type Snapshot = SnapshotFrom<typeof lessonMachine>;
type ModelEvent = LessonEvent | { type: string; output?: unknown; error?: unknown };

const LOAD = 'loadLesson';
const lesson = {
  id: 12,
  video: { name: 'At the café', split_transcription: ['Hello there.'] },
  cues: [{ start: 0, end: 2.5, text: 'Hello there.' }],
  target_words: ['coffee'],
  progress_percentage: 0,
  is_started: false,
  is_completed: false,
  vocabulary_count: 0,
  category_names: null,
} as unknown as LessonDetail;
const translated = (id: number | null) => ({
  type: 'word.translated' as const,
  word: 'hello',
  result: {
    id,
    text: 'hello',
    lemma: 'hello',
    translation: 'привіт',
    type: 'interjection',
    details: {},
    usage_example: 'Hello there.',
    common_misunderstandings: '',
  },
});

const EVENTS: ModelEvent[] = [
  ...LESSON_MODES.map((mode) => ({ type: 'mode.select' as const, mode })),
  { type: 'mode.select', mode: 'quiz' as LessonMode },
  { type: `xstate.done.actor.${LOAD}`, output: lesson },
  { type: `xstate.error.actor.${LOAD}`, error: new Error('404') },
  { type: 'video.watched' },
  translated(7),
  translated(null),
  { type: 'word.added', entry: { id: 1, entry: 7, text: 'hello', translation: 'привіт' } },
  { type: 'signin.needed' },
  { type: 'test.finished' },
  { type: 'dialogue.completed' },
  { type: 'dialogue.completed', output: { completed: false } },
  {
    type: 'progress.updated',
    fields: { progress_percentage: 25, is_started: true, is_completed: false, vocabulary_count: 1 },
  },
  { type: 'progress.refresh' },
];

const CHILDREN = ['progress', 'video', 'wordLookup', 'vocabulary', 'testRun', 'dialogue'] as const;
const MODE_CHILDREN: Record<LessonMode, readonly string[]> = {
  video: ['video'],
  words: ['wordLookup', 'vocabulary'],
  test: ['testRun'],
  dialogue: ['dialogue'],
};
/** The model's state: the value and the context without the child actor refs. */
const serializeState = (s: Snapshot) => {
  const { progress, video, wordLookup, vocabulary, testRun, dialogue, ...rest } = s.context;
  const open = { progress, video, wordLookup, vocabulary, testRun, dialogue };
  return JSON.stringify({
    value: s.value,
    rest,
    open: Object.keys(open).filter((k) => open[k as keyof typeof open]),
  });
};

function createHarness(options: { mode?: LessonMode; signedIn?: boolean } = {}) {
  const pending = new Map<string, PendingEffect>();
  const loads: number[] = [];
  const reports: number[] = [];
  /** What each fake child received, and which were started and stopped. */
  const received: [string, AnyEventObject][] = [];
  const started: string[] = [];
  const stopped: string[] = [];
  const fake = (name: string) =>
    fromCallback(({ receive }) => {
      started.push(name);
      receive((event) => received.push([name, event]));
      return () => stopped.push(name);
    });
  const actor = createActor(
    lessonMachine.provide({
      actors: {
        loadLesson: fromPromise<LessonDetail, { lessonId: number }>(({ input }) => {
          loads.push(input.lessonId);
          return new Promise((resolve, reject) => pending.set(LOAD, { resolve: resolve as never, reject }));
        }),
        ...Object.fromEntries(CHILDREN.map((c) => [c, fake(c)])),
      } as never,
      actions: { 'report load failure': (_, { lessonId }) => reports.push(lessonId) },
    }),
    {
      input: {
        lessonId: 12,
        mode: options.mode,
        signedIn: options.signedIn ?? true,
        language: 'uk',
        videoSpeed: 1.5,
      },
      clock: new SimulatedClock(),
    },
  );
  actor.start();
  return { actor, play: player<LessonEvent>(actor, pending), loads, reports, received, started, stopped };
}

function assertInvariants(s: Snapshot, signedIn: boolean) {
  expect(LESSON_MODES).toContain(s.context.mode);
  expect(s.hasTag('loading')).toBe(s.matches('loading'));
  expect(s.status === 'done').toBe(s.matches('failed'));
  const open = CHILDREN.filter((c) => s.context[c] !== null);
  if (!s.matches('ready')) return expect(open).toEqual([]);
  // The progress child lives with the page; the active mode's children and no other.
  const mode = s.context.mode;
  expect(s.matches({ ready: { mode } })).toBe(true);
  const modeChildren = mode === 'test' && !signedIn ? [] : MODE_CHILDREN[mode];
  expect(open.sort()).toEqual(['progress', ...modeChildren].sort());
}

const describeStep = (e: ModelEvent) =>
  e.type.replace(/xstate\.(done|error)\.actor\..*/, 'load $1') + ('mode' in e ? `(${String(e.mode)})` : '');

describe.each([
  { mode: undefined, signedIn: true },
  { mode: 'words' as const, signedIn: true },
  { mode: 'test' as const, signedIn: false },
])('the lesson actor from mode $mode, signed in $signedIn (model-based)', ({ mode, signedIn }) => {
  const paths = getShortestPaths(lessonMachine, {
    input: { lessonId: 12, mode, signedIn, language: 'uk', videoSpeed: 1.5 },
    events: EVENTS as never,
    serializeState: serializeState as never,
  });

  it('reaches loading, failed and every mode while ready', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(values).toContain('"loading"');
    expect(values).toContain('"failed"');
    for (const m of LESSON_MODES)
      expect(paths.some((p) => p.state.matches({ ready: { mode: m } }))).toBe(true);
    // Every step can be counted on the page.
    for (const step of ['video', 'words', 'test', 'dialogue'])
      expect(paths.some((p) => p.state.matches({ ready: { steps: { [step]: 'counted' } } }))).toBe(true);
  });

  it.each(
    paths.map(
      (p) => [p.steps.map((s) => describeStep(s.event as ModelEvent)).join(' → ') || '(start)', p] as const,
    ),
  )('%s', async (_name, path) => {
    const { actor, play, loads, reports, received } = createHarness({ mode, signedIn });
    for (const step of path.steps) {
      const before = actor.getSnapshot();
      const event = step.event as ModelEvent;
      const sent = received.length;
      await play(event as never);
      const after = actor.getSnapshot();
      expect(serializeState(after)).toBe(serializeState(step.state as Snapshot));
      assertInvariants(after, signedIn);
      const news = received.slice(sent);
      const ready = before.matches('ready');
      // What the lesson actor passed on to its children for this one event.
      const steps = news
        .filter(([to, e]) => to === 'progress' && e.type === 'step.completed')
        .map(([, e]) => e.step);
      const expectedStep = !ready
        ? null
        : event.type === 'video.watched'
          ? 'video'
          : event.type === 'word.added' && before.matches({ ready: { steps: { words: 'open' } } })
            ? 'words'
            : event.type === 'test.finished'
              ? 'test'
              : event.type === 'dialogue.completed' &&
                  (event as { output?: { completed: boolean } }).output?.completed !== false
                ? 'dialogue'
                : null;
      expect(steps).toEqual(expectedStep ? [expectedStep] : []);
      const adds = news.filter(([to, e]) => to === 'vocabulary' && e.type === 'vocabulary.add');
      const dictionaryWord =
        event.type === 'word.translated' && (event as ReturnType<typeof translated>).result.id !== null;
      expect(adds.length).toBe(ready && dictionaryWord && before.context.vocabulary ? 1 : 0);
      const prompts = news.filter(([to, e]) => to === 'wordLookup' && e.type === 'signin.needed');
      expect(prompts.length).toBe(
        ready && event.type === 'signin.needed' && before.context.wordLookup ? 1 : 0,
      );
    }
    expect(loads).toEqual([12]);
    expect(reports).toEqual(actor.getSnapshot().matches('failed') ? [12] : []);
    actor.stop();
  });
});

describe('lesson actor scenarios', () => {
  const ready = async (mode?: LessonMode, signedIn = true) => {
    const h = createHarness({ mode, signedIn });
    await h.play({ type: `xstate.done.actor.${LOAD}`, output: lesson });
    return h;
  };

  it('opens Watch Video by default with the saved speed and the cues; an unknown mode is Watch Video', async () => {
    const { actor, started } = await ready('karaoke' as LessonMode);
    expect(actor.getSnapshot().matches({ ready: { mode: 'video' } })).toBe(true);
    expect(started).toEqual(['progress', 'video']);
  });

  it('follows the URL while loading and after; the same mode again restarts nothing', async () => {
    const { actor, play, started, stopped } = createHarness();
    actor.send({ type: 'mode.select', mode: 'test' });
    await play({ type: `xstate.done.actor.${LOAD}`, output: lesson });
    expect(actor.getSnapshot().matches({ ready: { mode: { test: 'running' } } })).toBe(true);
    actor.send({ type: 'mode.select', mode: 'test' });
    actor.send({ type: 'mode.select', mode: 'words' });
    actor.send({ type: 'mode.select', mode: 'dialogue' });
    expect(started).toEqual(['progress', 'testRun', 'wordLookup', 'vocabulary', 'dialogue']);
    expect(stopped).toEqual(['testRun', 'wordLookup', 'vocabulary']);
  });

  it('leaving Practice Dialogues saves the session before the dialogue stops', async () => {
    const { actor, received, stopped } = await ready('dialogue');
    actor.send({ type: 'mode.select', mode: 'video' });
    expect(received.filter(([to]) => to === 'dialogue').map(([, e]) => e.type)).toEqual(['page.exit']);
    expect(stopped).toEqual(['dialogue']);
  });

  it('a visitor gets the sign-in prompt in Check Understanding and no test run', async () => {
    const { actor, started } = await ready('test', false);
    expect(actor.getSnapshot().matches({ ready: { mode: { test: 'signInNeeded' } } })).toBe(true);
    expect(started).toEqual(['progress']);
  });

  it('a load failure ends in failed with the report called once with the lesson id', async () => {
    const { actor, play, reports } = createHarness({ mode: 'dialogue' });
    await play({ type: `xstate.error.actor.${LOAD}`, error: new Error('404') });
    expect(actor.getSnapshot().status).toBe('done');
    actor.send({ type: 'mode.select', mode: 'words' });
    expect(reports).toEqual([12]);
  });

  it('every simple path to failed reports exactly once', async () => {
    const paths = getSimplePaths(lessonMachine, {
      input: { lessonId: 12, mode: 'video', signedIn: true, language: 'uk', videoSpeed: null },
      // Failure happens only while loading: the lesson arriving (and all that follows) adds nothing but paths.
      events: EVENTS.filter((e) => e.type.startsWith('mode') || e.type.startsWith('xstate.error')) as never,
      serializeState: serializeState as never,
      toState: (s) => s.matches('failed'),
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const { play, reports, actor } = createHarness({ mode: 'video' });
      for (const step of path.steps) await play(step.event as never);
      expect(reports).toEqual([12]);
      actor.stop();
    }
  });

  it('progress.updated takes the learner fields and keeps the rest of the lesson', async () => {
    const { actor } = await ready('words');
    const cues = actor.getSnapshot().context.lesson!.cues;
    actor.send({
      type: 'progress.updated',
      fields: { progress_percentage: 100, is_started: true, is_completed: true, vocabulary_count: 3 },
    });
    expect(actor.getSnapshot().context.lesson).toMatchObject({
      progress_percentage: 100,
      is_completed: true,
      vocabulary_count: 3,
    });
    expect(actor.getSnapshot().context.lesson!.cues).toBe(cues);
    expect(actor.getSnapshot().matches({ ready: { mode: 'words' } })).toBe(true);
  });

  it('the language follows the interface, and the word lookup hears it while Study Words is open', async () => {
    const { actor, received } = await ready('words');
    actor.send({ type: 'language.change', language: 'pl' });
    expect(actor.getSnapshot().context.language).toBe('pl');
    expect(received.filter(([to]) => to === 'wordLookup')).toEqual([
      ['wordLookup', { type: 'language.change', language: 'pl' }],
    ]);
  });
});
