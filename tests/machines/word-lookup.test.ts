import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { WORD_HOVER_DELAY_MS } from '../../src/machines/constants.ts';
import { wordLookupMachine } from '../../src/machines/word-lookup/machine.ts';
import type { WordLookupEmitted, WordLookupEvent } from '../../src/machines/word-lookup/types.ts';
import type { ApiClient, ApiResponse } from '../../src/services/api.ts';
import { CsrfTokenError } from '../../src/services/api.ts';
import {
  createTranslationService,
  TranslationError,
  type TranslateRequest,
  type TranslationResult,
} from '../../src/services/translation.ts';

/**
 * Model-based tests of the word lookup (SPEC §4 Word click, §8 translation errors, §9 500 ms
 * hover). Paths come from xstate/graph; each is replayed on a real actor whose `translate` effect
 * is a deferred promise per invocation, on a SimulatedClock. After every step the actor must be in
 * the predicted state, hold the state's invariants and have fired exactly the calls the step
 * implies. Scenarios then run the machine over the real translation service (memory and
 * sessionStorage cache, joined calls) with a fake API client.
 */

type Snapshot = SnapshotFrom<typeof wordLookupMachine>;
type ModelEvent = WordLookupEvent | { type: string; output?: unknown; error?: unknown };

const POPUP = wordLookupMachine.getStateNodeById('wordLookup.popup.loading').invoke[0]!.id;
const TOOLTIP = wordLookupMachine.getStateNodeById('wordLookup.tooltip.fetching').invoke[0]!.id;
const HOVER_DELAY = wordLookupMachine.getStateNodeById('wordLookup.tooltip.waiting').after[0]!.eventType;
const anchor = { top: 10, left: 20, width: 40, height: 18 };
const input = { lessonId: 5, language: 'uk' };

const result = (
  text: string,
  translation = `переклад ${text}`,
  id: number | null = 11,
): TranslationResult => ({
  id,
  text,
  translation,
  type: 'noun',
  details: {},
  usage_example: `She reads ${text}.`,
  common_misunderstandings: '',
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const EVENTS: ModelEvent[] = [
  { type: 'word.open', word: 'books', phrase: 1, anchor },
  { type: 'word.open', word: 'table', phrase: 1, anchor },
  { type: 'popup.close' },
  { type: 'word.hover', word: 'books', phrase: 1 },
  { type: 'word.leave' },
  { type: HOVER_DELAY },
  done(POPUP, result('books')),
  fail(POPUP, new TranslationError('request', 'Lesson not found')),
  fail(POPUP, new TranslationError('csrfMissing')),
  fail(POPUP, new TypeError('Failed to fetch')),
  done(TOOLTIP, result('books')),
  fail(TOOLTIP, new TranslationError('noData')),
  { type: 'signin.needed' },
];

function assertInvariants(s: Snapshot) {
  const { popup, result: shown, error, hover, tooltip } = s.context;
  // The popup is open (a word, an anchor) exactly in loading, shown and failed.
  expect(s.hasTag('popup.open')).toBe(popup !== null);
  expect(s.hasTag('popup.loading')).toBe(s.matches({ popup: 'loading' }));
  if (s.matches({ popup: 'closed' })) expect([popup, shown, error]).toEqual([null, null, null]);
  if (s.matches({ popup: 'loading' })) expect([shown, error]).toEqual([null, null]);
  // Shown: a translation and no error; failed: one of SPEC §8's error codes and no translation.
  if (s.matches({ popup: 'shown' })) {
    expect(typeof shown?.translation).toBe('string');
    expect(error).toBeNull();
  }
  if (s.matches({ popup: 'failed' })) {
    expect(shown).toBeNull();
    expect(['request', 'noData', 'csrfMissing']).toContain(error?.code);
  }
  // The tooltip: nothing when idle, a word but no text while waiting or fetching, a text when shown.
  expect(s.hasTag('tooltip.shown')).toBe(s.matches({ tooltip: 'showing' }));
  if (s.matches({ tooltip: 'idle' })) expect([hover, tooltip]).toEqual([null, null]);
  if (s.matches({ tooltip: 'waiting' }) || s.matches({ tooltip: 'fetching' })) {
    expect(hover).not.toBeNull();
    expect(tooltip).toBeNull();
  }
  if (s.matches({ tooltip: 'showing' })) expect(typeof tooltip).toBe('string');
  // The sign-in prompt belongs to a shown translation (an anonymous visitor's word not saved).
  if (s.context.signInNeeded) expect(s.matches({ popup: 'shown' })).toBe(true);
}

function createHarness() {
  const clock = new SimulatedClock();
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const calls: string[] = [];
  const emitted: WordLookupEmitted[] = [];
  const translate = fromPromise<TranslationResult, TranslateRequest>(({ input, self }) => {
    calls.push(
      `${self.id === TOOLTIP ? 'tooltip' : 'popup'}:${input.word}:${input.language}:${input.phrase}`,
    );
    return new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as never, reject }));
  });
  const actor = createActor(wordLookupMachine.provide({ actors: { translate } }), { input, clock });
  actor.on('word.translated', (e) => emitted.push(e));
  actor.start();
  async function play(event: ModelEvent) {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settled) {
      const effect = pending.get(settled[2]!);
      expect(effect, `${settled[2]} should be running`).toBeDefined();
      pending.delete(settled[2]!);
      if (settled[1] === 'done') effect!.resolve((event as { output: unknown }).output);
      else effect!.reject((event as { error: unknown }).error);
      for (let i = 0; i < 5; i++) await Promise.resolve();
    } else if (event.type === HOVER_DELAY) {
      clock.increment(WORD_HOVER_DELAY_MS);
    } else {
      actor.send(event as WordLookupEvent);
    }
  }
  return { actor, clock, play, calls, emitted, pending };
}

/** The calls a step must fire, from the state before it and the event alone. */
function expectedCalls(before: Snapshot, event: ModelEvent): string[] {
  if (event.type === 'word.open') {
    const e = event as Extract<WordLookupEvent, { type: 'word.open' }>;
    return [`popup:${e.word}:uk:${e.phrase}`];
  }
  if (event.type === HOVER_DELAY && before.matches({ tooltip: 'waiting' })) {
    return [`tooltip:${before.context.hover!.word}:uk:${before.context.hover!.phrase}`];
  }
  return [];
}

const describeStep = (e: ModelEvent) =>
  e.type
    .replace(`xstate.done.actor.${POPUP}`, 'popup done')
    .replace(`xstate.error.actor.${POPUP}`, 'popup error')
    .replace(`xstate.done.actor.${TOOLTIP}`, 'tooltip done')
    .replace(`xstate.error.actor.${TOOLTIP}`, 'tooltip error')
    .replace(HOVER_DELAY, '500 ms') + ('word' in e ? `(${String(e.word)})` : '');

const shortest = getShortestPaths(wordLookupMachine, { input, events: EVENTS as never });

describe('word lookup machine (model-based)', () => {
  it('reaches every popup and tooltip state and every error code', () => {
    const values = new Set(shortest.map((p) => JSON.stringify(p.state.value)));
    for (const popup of ['closed', 'loading', 'shown', 'failed'])
      expect(
        [...values].some((v) => v.includes(`"popup":"${popup}"`)),
        popup,
      ).toBe(true);
    for (const tooltip of ['idle', 'waiting', 'fetching', 'showing'])
      expect(
        [...values].some((v) => v.includes(`"tooltip":"${tooltip}"`)),
        tooltip,
      ).toBe(true);
    const codes = new Set(shortest.map((p) => p.state.context.error?.code).filter(Boolean));
    expect([...codes].sort()).toEqual(['csrfMissing', 'request']);
  });

  it.each(
    shortest.map(
      (p) => [p.steps.map((s) => describeStep(s.event as ModelEvent)).join(' → ') || '(start)', p] as const,
    ),
  )('%s', async (_name, path) => {
    const { actor, play, calls } = createHarness();
    assertInvariants(actor.getSnapshot());
    for (const step of path.steps) {
      const before = actor.getSnapshot();
      calls.length = 0;
      await play(step.event as ModelEvent);
      const after = actor.getSnapshot();
      expect(after.value).toEqual(step.state.value);
      expect(after.context).toEqual(step.state.context);
      assertInvariants(after);
      expect(calls).toEqual(expectedCalls(before, step.event as ModelEvent));
    }
    actor.stop();
  });

  it('every simple path to a shown popup announces exactly the translation it shows', async () => {
    const paths = getSimplePaths(wordLookupMachine, {
      input,
      events: [
        EVENTS[0]!,
        EVENTS[1]!,
        { type: 'popup.close' },
        done(POPUP, result('books')),
        fail(POPUP, new TranslationError('noData')),
      ] as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.popup?.word]),
      toState: (s) => s.matches({ popup: 'shown' }),
    });
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) {
      const { actor, play, emitted } = createHarness();
      for (const step of path.steps) await play(step.event as ModelEvent);
      expect(actor.getSnapshot().matches({ popup: 'shown' })).toBe(true);
      assertInvariants(actor.getSnapshot());
      expect(emitted.at(-1)).toEqual({
        type: 'word.translated',
        result: actor.getSnapshot().context.result,
        word: actor.getSnapshot().context.popup!.word,
      });
      actor.stop();
    }
  });
});

describe('word lookup scenarios (fake effect)', () => {
  it('the tooltip is fetched only after the pointer rests 500 ms on the word', async () => {
    const { actor, clock, play, calls } = createHarness();
    actor.send({ type: 'word.hover', word: 'books', phrase: 2 });
    clock.increment(WORD_HOVER_DELAY_MS - 1);
    expect(calls).toEqual([]);
    // Moving to another word starts the wait again.
    actor.send({ type: 'word.hover', word: 'table', phrase: 2 });
    clock.increment(WORD_HOVER_DELAY_MS - 1);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(calls).toEqual(['tooltip:table:uk:2']);
    await play(done(TOOLTIP, result('table', 'стіл')));
    expect(actor.getSnapshot().context.tooltip).toBe('стіл');
    expect(actor.getSnapshot().hasTag('tooltip.shown')).toBe(true);
  });

  it('leaving the word before 500 ms fetches nothing', () => {
    const { actor, clock, calls } = createHarness();
    actor.send({ type: 'word.hover', word: 'books' });
    clock.increment(300);
    actor.send({ type: 'word.leave' });
    clock.increment(WORD_HOVER_DELAY_MS * 4);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().matches({ tooltip: 'idle' })).toBe(true);
  });

  it('closing the popup (Escape, click outside) while loading drops the late answer', async () => {
    const { actor, play, emitted, pending } = createHarness();
    actor.send({ type: 'word.open', word: 'books', anchor });
    const late = pending.get(POPUP)!;
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().context.popup).toBeNull();
    late.resolve(result('books'));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(actor.getSnapshot().matches({ popup: 'closed' })).toBe(true);
    expect(emitted).toEqual([]);
    await play({ type: 'popup.close' });
    expect(actor.getSnapshot().matches({ popup: 'closed' })).toBe(true);
  });

  it('opening another word while one loads shows the second word, not the first answer', async () => {
    const { actor, emitted, pending } = createHarness();
    actor.send({ type: 'word.open', word: 'books', anchor });
    const first = pending.get(POPUP)!;
    actor.send({ type: 'word.open', word: 'table', anchor });
    const second = pending.get(POPUP)!;
    expect(second).not.toBe(first);
    first.resolve(result('books'));
    second.resolve(result('table', 'стіл'));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(actor.getSnapshot().context.popup?.word).toBe('table');
    expect(actor.getSnapshot().context.result?.translation).toBe('стіл');
    expect(emitted.map((e) => e.word)).toEqual(['table']);
  });

  it('an unexpected failure becomes the request error (fallback text)', async () => {
    const { actor, play } = createHarness();
    actor.send({ type: 'word.open', word: 'books', anchor });
    await play(fail(POPUP, new TypeError('Failed to fetch')));
    expect(actor.getSnapshot().context.error).toEqual({ code: 'request', detail: null });
  });

  it('a visitor asked to sign in sees it in the open popup only, until another word opens', async () => {
    const { actor, play } = createHarness();
    actor.send({ type: 'signin.needed' });
    expect(actor.getSnapshot().context.signInNeeded).toBe(false);
    actor.send({ type: 'word.open', word: 'books', anchor });
    await play(done(POPUP, result('books')));
    actor.send({ type: 'signin.needed' });
    expect(actor.getSnapshot().context.signInNeeded).toBe(true);
    actor.send({ type: 'word.open', word: 'table', anchor });
    expect(actor.getSnapshot().context.signInNeeded).toBe(false);
    await play(done(POPUP, result('table')));
    actor.send({ type: 'signin.needed' });
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().context.signInNeeded).toBe(false);
  });

  it('remembers the lemma of every looked-up word (popup and tooltip), per language', async () => {
    const { actor, clock, play } = createHarness();
    actor.send({ type: 'word.open', word: 'Booked', anchor });
    await play(done(POPUP, { ...result('booked'), lemma: 'book' }));
    actor.send({ type: 'word.hover', word: 'tables' });
    clock.increment(WORD_HOVER_DELAY_MS);
    await play(done(TOOLTIP, { ...result('tables'), lemma: 'table' }));
    actor.send({ type: 'word.open', word: 'the', anchor });
    await play(done(POPUP, result('the')));
    expect(actor.getSnapshot().context.lemmas).toEqual({ 'uk:booked': 'book', 'uk:tables': 'table' });
  });

  it('a changed interface language is used for the next lookup', () => {
    const { actor, calls } = createHarness();
    actor.send({ type: 'language.change', language: 'pl' });
    actor.send({ type: 'word.open', word: 'books', phrase: 0, anchor });
    expect(calls).toEqual(['popup:books:pl:0']);
  });
});

/** A fake API client answering translate calls from a function, counting them. */
function fakeApi(answer: (text: string, language: string) => ApiResponse<unknown> | Error) {
  const requests: string[] = [];
  const waiting: (() => void)[] = [];
  let hold = false;
  const api: ApiClient = {
    async request<T>(method: string, path: string, opts?: { json?: unknown }) {
      const { text, language } = opts?.json as { text: string; language: string };
      requests.push(`${method} ${path} ${text}/${language}`);
      if (hold) await new Promise<void>((r) => waiting.push(r));
      const out = answer(text, language);
      if (out instanceof Error) throw out;
      return out as ApiResponse<T>;
    },
    get: () => Promise.reject(new Error('unused')),
    csrfToken: () => Promise.resolve('token'),
  };
  return {
    api,
    requests,
    hold: () => (hold = true),
    release: () => waiting.splice(0).forEach((r) => r()),
  };
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
};

function lookupOver(service: ReturnType<typeof createTranslationService>) {
  const clock = new SimulatedClock();
  const actor = createActor(
    wordLookupMachine.provide({
      actors: { translate: fromPromise(({ input }) => service.translate(input)) },
    }),
    { input, clock },
  );
  actor.start();
  return { actor, clock };
}

describe('word lookup over the translation service', () => {
  it('a cached word is shown again without a call', async () => {
    const { api, requests } = fakeApi((text) => ({ status: 200, body: result(text) }));
    const { actor } = lookupOver(createTranslationService(api, memoryStorage()));
    actor.send({ type: 'word.open', word: 'books', anchor });
    await settle();
    expect(actor.getSnapshot().matches({ popup: 'shown' })).toBe(true);
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'word.open', word: 'Books', anchor });
    await settle();
    expect(actor.getSnapshot().matches({ popup: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.result?.translation).toBe('переклад books');
    expect(requests).toHaveLength(1);
  });

  it('the tooltip and the popup asking for the same word at once share one call', async () => {
    const { api, requests, hold, release } = fakeApi((text) => ({ status: 200, body: result(text) }));
    hold();
    const { actor, clock } = lookupOver(createTranslationService(api, memoryStorage()));
    actor.send({ type: 'word.hover', word: 'books' });
    clock.increment(WORD_HOVER_DELAY_MS);
    actor.send({ type: 'word.open', word: 'books', anchor });
    expect(actor.getSnapshot().matches({ popup: 'loading', tooltip: 'fetching' })).toBe(true);
    await settle();
    release();
    await settle();
    expect(actor.getSnapshot().matches({ popup: 'shown', tooltip: 'showing' })).toBe(true);
    expect(requests).toEqual(['POST v1/videoLesson/5/translate/ books/uk']);
  });

  it('two lookups (two pages) of the same word at once share one call', async () => {
    const { api, requests, hold, release } = fakeApi((text) => ({ status: 200, body: result(text) }));
    hold();
    const service = createTranslationService(api, memoryStorage());
    const a = lookupOver(service).actor;
    const b = lookupOver(service).actor;
    a.send({ type: 'word.open', word: 'books', anchor });
    b.send({ type: 'word.open', word: 'books', anchor });
    await settle();
    expect(service.inflightCount()).toBe(1);
    release();
    await settle();
    expect(a.getSnapshot().matches({ popup: 'shown' })).toBe(true);
    expect(b.getSnapshot().matches({ popup: 'shown' })).toBe(true);
    expect(requests).toHaveLength(1);
    expect(service.inflightCount()).toBe(0);
  });

  it.each([
    [
      'the server detail',
      { status: 404, body: { detail: 'Not found.' } },
      { code: 'request', detail: 'Not found.' },
    ],
    ['the request fallback', { status: 500, body: null }, { code: 'request', detail: null }],
    ['missing data', { status: 200, body: { text: 'books' } }, { code: 'noData', detail: null }],
    ['a missing CSRF token', new CsrfTokenError(), { code: 'csrfMissing', detail: null }],
    ['a network failure', new TypeError('Failed to fetch'), { code: 'request', detail: null }],
  ] as const)('an error shows %s (SPEC §8) and is not cached', async (_name, answer, error) => {
    let failing = true;
    const { api, requests } = fakeApi((text) =>
      failing ? (answer as ApiResponse<unknown> | Error) : { status: 200, body: result(text) },
    );
    const { actor } = lookupOver(createTranslationService(api, memoryStorage()));
    actor.send({ type: 'word.open', word: 'books', anchor });
    await settle();
    expect(actor.getSnapshot().matches({ popup: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual(error);
    failing = false;
    actor.send({ type: 'word.open', word: 'books', anchor });
    await settle();
    expect(actor.getSnapshot().matches({ popup: 'shown' })).toBe(true);
    expect(requests).toHaveLength(2);
  });
});
