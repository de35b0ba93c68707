import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { createRecorder } from '../../src/eventlog/recorder.ts';
import { REDACTED, isSecretKey, sanitize } from '../../src/eventlog/sanitize.ts';
import { createMemoryStore } from '../../src/eventlog/store.ts';
import type { EventRecord } from '../../src/eventlog/types.ts';

const echo = createMachine({ id: 'echo', on: { '*': {} } });

function recordEvents(events: object[], options: Parameters<typeof createRecorder>[0] = {}) {
  const recorder = createRecorder(options);
  const actor = createActor(echo, { inspect: (e: InspectionEvent) => recorder.inspect(e) }).start();
  for (const event of events) actor.send(event as { type: string });
  return recorder;
}

const sentEvents = (recorder: ReturnType<typeof createRecorder>) =>
  recorder
    .getLog()
    .records.filter((r): r is EventRecord => r.kind === 'event' && r.event.type !== 'xstate.init')
    .map((r) => r.event);

afterEach(() => {
  vi.useRealTimers();
});

describe('redaction at the recorder', () => {
  it('never records a password, a token, a key or a secret', () => {
    const recorder = recordEvents([
      { type: 'signup.submit', email: 'olena@example.com', username: 'olena', password: 'hunter2!' },
      { type: 'password.reset', key: 'abc-123', password1: 'n3w', password2: 'n3w' },
      {
        type: 'session.loaded',
        meta: { session_token: 'tok', csrfToken: 'c', apiKey: 'k', client_secret: 's' },
      },
      { type: 'form.change', name: 'password', value: 'typed-secret' },
      { type: 'page.opened', url: '/verify-email?key=verify-me&lang=uk' },
    ]);
    const json = JSON.stringify(recorder.getLog());
    for (const secret of [
      'hunter2!',
      'abc-123',
      'n3w',
      '"tok"',
      '"c"',
      '"k"',
      '"s"',
      'typed-secret',
      'verify-me',
    ]) {
      expect(json).not.toContain(secret);
    }
    const [signup, reset, , change, page] = sentEvents(recorder);
    expect(signup).toEqual({
      type: 'signup.submit',
      email: 'olena@example.com',
      username: 'olena',
      password: REDACTED,
    });
    expect(reset).toMatchObject({ key: REDACTED, password1: REDACTED, password2: REDACTED });
    expect(change).toEqual({ type: 'form.change', name: 'password', value: REDACTED });
    expect(page).toEqual({ type: 'page.opened', url: `/verify-email?key=${REDACTED}&lang=uk` });
  });

  it('keeps an empty password empty, so the empty-fields check still replays', () => {
    const [event] = sentEvents(recordEvents([{ type: 'login.submit', email: '', password: '' }]));
    expect(event).toEqual({ type: 'login.submit', email: '', password: '' });
  });

  it('tells secret keys from ordinary words', () => {
    for (const key of [
      'password',
      'newPassword',
      'password2',
      'csrftoken',
      'X-CSRFToken',
      'key',
      'apiKey',
      'secret',
    ])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['passed', 'passage', 'keyboard', 'email', 'username', 'type', 'level'])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('turns errors, dates, cycles and functions into plain JSON', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const error = Object.assign(new Error('Invalid credentials.'), { status: 400, token: 'x' });
    expect(sanitize({ error, at: new Date(0), cyclic, fn: () => 1 })).toEqual({
      error: { name: 'Error', message: 'Invalid credentials.', status: 400, token: REDACTED },
      at: '1970-01-01T00:00:00.000Z',
      cyclic: { a: 1, self: '[circular]' },
    });
  });
});

describe('the ring', () => {
  it('keeps only the last records when full', () => {
    const events = Array.from({ length: 50 }, (_, i) => ({ type: 'tick', i }));
    const recorder = recordEvents(events, { capacity: 10 });
    const log = recorder.getLog();
    expect(log.records).toHaveLength(10);
    const last = log.records.filter((r): r is EventRecord => r.kind === 'event').pop();
    expect(last?.event).toEqual({ type: 'tick', i: 49 });
    expect(log.actors.map((a) => a.machine)).toEqual(['echo']);
  });

  it('records offsets from the start of the log and the state after each event', () => {
    let now = 1000;
    const recorder = createRecorder({ now: () => now });
    const actor = createActor(echo, { inspect: recorder.inspect }).start();
    now = 1250;
    actor.send({ type: 'hello' });
    const { records } = recorder.getLog();
    expect(records.map((r) => [r.kind, r.t])).toEqual([
      ['event', 0],
      ['snapshot', 0],
      ['event', 250],
      ['snapshot', 250],
    ]);
    expect(records[3]).toMatchObject({ kind: 'snapshot', eventType: 'hello', status: 'active' });
  });

  it('writes to the store once per debounce window, not once per event', async () => {
    vi.useFakeTimers();
    const store = createMemoryStore();
    const recorder = recordEvents(
      Array.from({ length: 20 }, () => ({ type: 'tick' })),
      { store, debounceMs: 1000 },
    );
    await recorder.ready;
    expect(store.saves).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.saves).toBe(1);
    expect((await store.load())?.records).toHaveLength(recorder.size());
  });

  it('continues the stored log of an earlier page load, on its time origin', async () => {
    const earlier = createRecorder({ now: () => 5000 });
    createActor(echo, { inspect: earlier.inspect }).start().send({ type: 'before.reload' });
    const store = createMemoryStore(earlier.getLog());
    const later = createRecorder({ now: () => 9000, store });
    createActor(echo, { inspect: later.inspect }).start().send({ type: 'after.reload' });
    await later.ready;
    const log = later.getLog();
    expect(log.startedAt).toBe(5000);
    expect(log.actors).toHaveLength(2);
    const events = log.records.filter((r): r is EventRecord => r.kind === 'event');
    expect(events.map((r) => [r.event.type, r.t])).toEqual([
      ['xstate.init', 0],
      ['before.reload', 0],
      ['xstate.init', 4000],
      ['after.reload', 4000],
    ]);
  });

  it('does not count its own records twice when the stored ring loads slowly', async () => {
    const store = createMemoryStore();
    const slowLoad = store.load;
    // IndexedDB opens late (the localforage chunk is still downloading) while events keep coming.
    store.load = () => new Promise((resolve) => setTimeout(() => resolve(slowLoad()), 30));
    const recorder = recordEvents([{ type: 'tick' }, { type: 'tock' }], { store, debounceMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await recorder.ready;
    const types = sentEvents(recorder).map((e) => e.type);
    expect(types).toEqual(['tick', 'tock']);
    expect(store.saves).toBeGreaterThan(0);
    expect((await slowLoad())?.records).toHaveLength(recorder.size());
  });

  it('clear empties the ring and the store', async () => {
    const store = createMemoryStore();
    const recorder = recordEvents([{ type: 'tick' }], { store });
    await recorder.flush();
    await recorder.clear();
    expect(recorder.size()).toBe(0);
    expect(await store.load()).toBeNull();
  });
});
