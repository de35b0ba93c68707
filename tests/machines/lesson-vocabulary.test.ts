import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  lessonVocabularyMachine,
  type LessonVocabularyEmitted,
  type LessonVocabularyEvent,
  type VocabularyEntry,
} from '../../src/machines/lesson-vocabulary/machine.ts';
import { player } from './support.ts';

/**
 * Model-based tests of the learner's saved words of a lesson (SPEC §2 Words in Dictionary, §4
 * Word click: a translated word with an id is added when not there yet, with a sound and '+1').
 * Paths from xstate/graph (events chosen per state, so a settled call answers for the operation
 * at the head of the queue) are replayed on a real actor with deferred effects. Scenarios cover
 * anonymous visitors, idempotent adds, order of queued operations, the optimistic delete and its
 * restoration by a reload when the server refuses.
 */

type Snapshot = SnapshotFrom<typeof lessonVocabularyMachine>;
type ModelEvent = LessonVocabularyEvent | { type: string; output?: unknown; error?: unknown };

const id = (path: string) =>
  lessonVocabularyMachine.getStateNodeById(`lessonVocabulary.${path}`).invoke[0]!.id;
const LOAD = id('loading');
const SAVE = id('ready.working.adding');
const DELETE = id('ready.working.deleting');
const RELOAD = id('ready.reload');

const word = (entry: number, text: string, rowId = 200 + entry): VocabularyEntry => ({
  id: rowId,
  entry,
  text,
  translation: `переклад ${text}`,
});
const saved = word(9, 'hello', 101);
const done = (invoke: string, output: unknown) => ({ type: `xstate.done.actor.${invoke}`, output });
const fail = (invoke: string) => ({ type: `xstate.error.actor.${invoke}`, error: new Error('500') });
const add = (entry: number, text: string) => ({ type: 'vocabulary.add' as const, entry, text });
const del = (rowId: number) => ({ type: 'vocabulary.delete' as const, id: rowId });

/** The events the model may send in a state; a save answers for the word at the head of the queue. */
function eventsFor(s: Snapshot): ModelEvent[] {
  const events: ModelEvent[] = [add(1, 'book'), add(2, 'table'), del(101), del(201)];
  const head = s.context.queue[0];
  if (s.matches('loading')) events.push(done(LOAD, [saved]), fail(LOAD));
  if (s.matches({ ready: 'reload' })) events.push(done(RELOAD, [saved]), fail(RELOAD));
  if (s.matches({ ready: { working: 'adding' } }) && head?.op === 'add') {
    events.push(done(SAVE, word(head.entry, head.text)), fail(SAVE));
  }
  if (s.matches({ ready: { working: 'deleting' } })) events.push(done(DELETE, undefined), fail(DELETE));
  return events;
}

function createHarness(signedIn = true) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const calls: string[] = [];
  const emitted: LessonVocabularyEmitted[] = [];
  let sounds = 0;
  const deferred = (name: string, describe: (input: never) => string) =>
    fromPromise(({ input, self }) => {
      calls.push(`${name}:${describe(input as never)}`);
      return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
    }) as never;
  const actor = createActor(
    lessonVocabularyMachine.provide({
      actors: {
        loadVocabulary: deferred('load', (i: { lessonId: number }) => String(i.lessonId)),
        saveWord: deferred('save', (i: { lessonId: number; entry: number }) => `${i.lessonId}/${i.entry}`),
        deleteWord: deferred('delete', (i: { id: number }) => String(i.id)),
      },
      actions: { 'play added sound': () => void sounds++ },
    }),
    { input: { lessonId: 5, signedIn }, clock: new SimulatedClock() },
  );
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const play = player<LessonVocabularyEvent>(actor, pending);
  return { actor, play, calls, emitted, pending, sounds: () => sounds };
}

function assertInvariants(s: Snapshot, calls: string[], emitted: LessonVocabularyEmitted[], sounds: number) {
  const { entries, queue, added } = s.context;
  if (s.matches('anonymous')) expect([entries, queue, added]).toEqual([[], [], 0]);
  expect(s.hasTag('loading')).toBe(s.matches('loading'));
  expect(s.hasTag('saving')).toBe(s.matches({ ready: 'working' }));
  // One row per dictionary word and per id; a word is queued for adding at most once.
  expect(new Set(entries.map((e) => e.entry)).size).toBe(entries.length);
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  const queuedAdds = queue.flatMap((q) => (q.op === 'add' ? [q.entry] : []));
  expect(new Set(queuedAdds).size).toBe(queuedAdds.length);
  // Optimistic delete: a row queued (or being) deleted is not shown.
  for (const q of queue) if (q.op === 'delete') expect(entries.some((e) => e.id === q.id)).toBe(false);
  // The call running is the operation at the head of the queue.
  const head = queue[0];
  if (s.matches({ ready: { working: 'adding' } }))
    expect(calls.at(-1)).toBe(`save:5/${(head as { entry: number }).entry}`);
  if (s.matches({ ready: { working: 'deleting' } }))
    expect(calls.at(-1)).toBe(`delete:${(head as { id: number }).id}`);
  if (s.matches({ ready: 'idle' })) expect(queue).toEqual([]);
  // '+1', the sound and word.added go together, once per word added.
  expect(emitted.filter((e) => e.type === 'word.added')).toHaveLength(added);
  expect(sounds).toBe(added);
}

const describeStep = (e: ModelEvent) =>
  e.type
    .replace(`xstate.done.actor.${LOAD}`, 'loaded')
    .replace(`xstate.error.actor.${LOAD}`, 'load failed')
    .replace(`xstate.done.actor.${RELOAD}`, 'reloaded')
    .replace(`xstate.error.actor.${RELOAD}`, 'reload failed')
    .replace(`xstate.done.actor.${SAVE}`, 'saved')
    .replace(`xstate.error.actor.${SAVE}`, 'save failed')
    .replace(`xstate.done.actor.${DELETE}`, 'deleted')
    .replace(`xstate.error.actor.${DELETE}`, 'delete failed') +
  ('entry' in e ? `(${String(e.entry)})` : 'id' in e ? `(${String(e.id)})` : '');

const withoutCounter = ({ added: _added, ...rest }: Snapshot['context']) => rest;

describe('lesson vocabulary machine (model-based)', () => {
  const paths = getShortestPaths(lessonVocabularyMachine, {
    input: { lessonId: 5, signedIn: true },
    events: eventsFor as never,
    // The counter grows for ever; the rest is the state.
    serializeState: (s) => JSON.stringify([s.value, s.context.entries, s.context.queue, s.context.failed]),
  });

  it('reaches every state, with both words saved and a refused delete restored', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of ['"loading"', '{"ready":"idle"}', '{"ready":{"working":"adding"}}', '{"ready":"reload"}'])
      expect(values.has(v), v).toBe(true);
    expect(values.has('{"ready":{"working":"deleting"}}')).toBe(true);
    expect(paths.some((p) => p.state.context.entries.length === 3)).toBe(true);
    expect(
      paths.some((p) => p.state.context.failed && p.state.context.entries.some((e) => e.id === 101)),
    ).toBe(true);
    expect(paths.length).toBeGreaterThan(30);
  });

  it.each(
    paths.map(
      (p) => [p.steps.map((s) => describeStep(s.event as ModelEvent)).join(' → ') || '(start)', p] as const,
    ),
  )('%s', async (_name, path) => {
    const { actor, play, calls, emitted, sounds } = createHarness();
    assertInvariants(actor.getSnapshot(), calls, emitted, sounds());
    for (const step of path.steps) {
      await play(step.event as ModelEvent);
      const after = actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      // The model merges states that differ only in the counter; the invariants check the counter.
      expect(withoutCounter(after.context)).toEqual(withoutCounter(step.state.context));
      assertInvariants(after, calls, emitted, sounds());
    }
    actor.stop();
  });
});

describe('lesson vocabulary scenarios', () => {
  it('an anonymous visitor who adds a word is asked to sign in; nothing is loaded or saved', () => {
    const { actor, calls, emitted } = createHarness(false);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    actor.send(add(1, 'book'));
    actor.send(del(101));
    expect(emitted).toEqual([{ type: 'signin.needed' }]);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ entries: [], queue: [], added: 0 });
  });

  it('add is idempotent per entry: queued, being saved, or already in the list', async () => {
    const { actor, play, calls } = createHarness();
    await play(done(LOAD, [saved]));
    actor.send(add(9, 'hello')); // already saved
    actor.send(add(1, 'book'));
    actor.send(add(1, 'book')); // being saved
    actor.send(add(2, 'table'));
    actor.send(add(2, 'table')); // queued
    await play(done(SAVE, word(1, 'book')));
    actor.send(add(1, 'book')); // saved now
    await play(done(SAVE, word(2, 'table')));
    expect(calls).toEqual(['load:5', 'save:5/1', 'save:5/2']);
    expect(actor.getSnapshot().context.entries.map((e) => e.entry)).toEqual([9, 1, 2]);
    expect(actor.getSnapshot().context.added).toBe(2);
  });

  it('queued operations run one at a time, in the order they were asked', async () => {
    const { actor, play, calls } = createHarness();
    await play(done(LOAD, [saved]));
    actor.send(add(1, 'book'));
    actor.send(del(101));
    actor.send(add(2, 'table'));
    expect(calls).toEqual(['load:5', 'save:5/1']);
    await play(done(SAVE, word(1, 'book')));
    expect(calls.at(-1)).toBe('delete:101');
    await play(done(DELETE, undefined));
    await play(done(SAVE, word(2, 'table')));
    expect(calls).toEqual(['load:5', 'save:5/1', 'delete:101', 'save:5/2']);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([201, 202]);
  });

  it('delete is optimistic, even behind queued work, and a refused delete is restored by a reload', async () => {
    const { actor, play, calls } = createHarness();
    await play(done(LOAD, [saved, word(3, 'cup')]));
    actor.send(add(1, 'book'));
    actor.send(del(101));
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([203]);
    actor.send(del(101)); // a double click: one call
    await play(done(SAVE, word(1, 'book')));
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([203, 201]);
    await play(fail(DELETE));
    expect(actor.getSnapshot().matches({ ready: 'reload' })).toBe(true);
    await play(done(RELOAD, [saved, word(3, 'cup'), word(1, 'book')]));
    expect(actor.getSnapshot().context).toMatchObject({ failed: true, queue: [] });
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([101, 203, 201]);
    expect(calls).toEqual(['load:5', 'save:5/1', 'delete:101', 'load:5']);
  });

  it('the added counter grows by one per word added, with the sound and word.added', async () => {
    const { actor, play, emitted, sounds } = createHarness();
    await play(done(LOAD, []));
    for (const [entry, text] of [
      [1, 'book'],
      [2, 'table'],
      [3, 'cup'],
    ] as const) {
      actor.send(add(entry, text));
      await play(done(SAVE, word(entry, text)));
      expect(actor.getSnapshot().context.added).toBe(entry);
    }
    actor.send(add(4, 'pen'));
    await play(fail(SAVE));
    expect(actor.getSnapshot().context).toMatchObject({ added: 3, failed: true });
    expect(sounds()).toBe(3);
    expect(emitted.map((e) => (e.type === 'word.added' ? e.entry.text : e.type))).toEqual([
      'book',
      'table',
      'cup',
    ]);
  });

  it('a word translated while the list loads is saved after it, unless the list already holds it', async () => {
    const { actor, play, calls } = createHarness();
    actor.send(add(9, 'hello'));
    actor.send(add(1, 'book'));
    await play(done(LOAD, [saved]));
    await play(done(SAVE, word(1, 'book')));
    expect(calls).toEqual(['load:5', 'save:5/1']);
    expect(actor.getSnapshot().context).toMatchObject({ added: 1, queue: [] });
  });

  it('a list that fails to load still lets the learner save words', async () => {
    const { actor, play, calls } = createHarness();
    await play(fail(LOAD));
    actor.send(add(1, 'book'));
    await play(done(SAVE, word(1, 'book')));
    expect(calls).toEqual(['load:5', 'save:5/1']);
    expect(actor.getSnapshot().context).toMatchObject({ failed: true, added: 1 });
  });
});
