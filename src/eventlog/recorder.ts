import type { AnyActorRef, InspectionEvent, StateValue } from 'xstate';
import { sanitize } from './sanitize.ts';
import { createLocalforageStore, type LogStore } from './store.ts';
import { EVENT_LOG_FORMAT, type ActorRecord, type EventLog, type LogRecord } from './types.ts';

/** How many records (events and snapshots) the ring keeps. */
export const EVENT_LOG_CAPACITY = 5000;
/** Writes to IndexedDB are batched: at most one per second while actors are busy. */
export const EVENT_LOG_SAVE_DEBOUNCE_MS = 1000;

export interface RecorderOptions {
  capacity?: number;
  /** Epoch ms, fractional allowed. */
  now?: () => number;
  store?: LogStore | null;
  debounceMs?: number;
}

export interface Recorder {
  /** The XState inspector: pass it as `inspect` to every actor. */
  inspect(event: InspectionEvent): void;
  /** A JSON-ready copy of the log (only the actors its records mention). */
  getLog(): EventLog;
  /** Empties the ring, in memory and in the store. */
  clear(): Promise<void>;
  /** Writes pending records now. */
  flush(): Promise<void>;
  /** Resolves once the stored ring of earlier page loads has been merged in. */
  ready: Promise<void>;
  /** Called after each new record (debounced by the caller if needed). */
  subscribe(listener: () => void): () => void;
  size(): number;
}

interface ActorInternals {
  sessionId: string;
  id: string;
  systemId?: string;
  src?: unknown;
  logic?: unknown;
  _parent?: AnyActorRef;
  options?: { input?: unknown };
}

function machineIdOf(logic: unknown): string | undefined {
  if (logic && typeof logic === 'object' && 'root' in logic && 'id' in logic) {
    return String((logic as { id: unknown }).id);
  }
  return undefined;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Records every event delivered to every actor, effect results included (they arrive as
 * `xstate.done.actor.*` / `xstate.error.actor.*` events), and each machine's state value after
 * each step, so a replay can say where it first went another way.
 */
export function createRecorder(options: RecorderOptions = {}): Recorder {
  const capacity = options.capacity ?? EVENT_LOG_CAPACITY;
  const now = options.now ?? (() => Date.now());
  const store = options.store ?? null;
  const debounceMs = options.debounceMs ?? EVENT_LOG_SAVE_DEBOUNCE_MS;
  // XState session ids (`x:0`, `x:1`, …) restart at every page load: prefix them with this run.
  const run = Math.random().toString(36).slice(2, 6);

  let startedAt = now();
  let actors = new Map<string, ActorRecord>();
  let records: LogRecord[] = [];
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const keys = new WeakMap<object, string>();
  const keyOf = (ref: { sessionId?: string } | undefined) => {
    if (!ref?.sessionId) return undefined;
    let key = keys.get(ref);
    if (key === undefined) keys.set(ref, (key = `${run}:${ref.sessionId}`));
    return key;
  };
  const offset = () => round(now() - startedAt);

  // The array may run a quarter over capacity, so dropping the oldest is one splice per
  // capacity/4 records instead of one per record; readers only ever see the last `capacity`.
  const slack = Math.max(1, Math.floor(capacity / 4));
  const kept = () => (records.length > capacity ? records.slice(-capacity) : records.slice());

  function push(record: LogRecord) {
    records.push(record);
    if (records.length >= capacity + slack) records.splice(0, records.length - capacity);
    if (actors.size > capacity) prune();
    scheduleSave();
    for (const listener of listeners) listener();
  }

  function prune() {
    const used = new Set(kept().map((r) => r.actor));
    for (const key of actors.keys()) if (!used.has(key)) actors.delete(key);
  }

  function snapshotOfLog(): EventLog {
    const current = kept();
    const used = new Set(current.map((r) => r.actor));
    return {
      format: EVENT_LOG_FORMAT,
      startedAt,
      actors: [...actors.values()].filter((a) => used.has(a.key)),
      records: current,
    };
  }

  function scheduleSave() {
    if (!store || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      // Never before the stored ring is merged in: loading it after this save would read this
      // page's own records back and count them twice.
      void ready.then(() => store.save(snapshotOfLog())).catch(() => {});
    }, debounceMs);
  }

  const ready = (async () => {
    if (!store) return;
    try {
      const stored = await store.load();
      if (!stored || stored.format !== EVENT_LOG_FORMAT) return;
      const mine = (key: string) => key.startsWith(`${run}:`);
      // Keep the stored origin; shift what this page recorded meanwhile onto it.
      const shift = startedAt - stored.startedAt;
      const current = records.map((r) => ({ ...r, t: round(r.t + shift) }));
      const currentActors = [...actors.values()].map((a) => ({ ...a, t: round(a.t + shift) }));
      startedAt = stored.startedAt;
      records = [...stored.records.filter((r) => !mine(r.actor)), ...current].slice(-capacity);
      const earlierActors = stored.actors.filter((a) => !mine(a.key));
      actors = new Map([...earlierActors, ...currentActors].map((a) => [a.key, a]));
      prune();
    } catch {
      // A broken store must never break the app; the log simply starts afresh.
    }
  })();

  function inspect(event: InspectionEvent) {
    const ref = event.actorRef as unknown as ActorInternals;
    const actor = keyOf(ref);
    if (!actor) return;
    switch (event.type) {
      case '@xstate.actor': {
        const record: ActorRecord = { key: actor, id: ref.id, t: offset() };
        if (ref.systemId) record.systemId = ref.systemId;
        const machine = machineIdOf(ref.logic);
        if (machine) record.machine = machine;
        if (typeof ref.src === 'string') record.src = ref.src;
        const parent = keyOf(ref._parent);
        if (parent) record.parent = parent;
        const input = sanitize(ref.options?.input);
        if (input !== undefined) record.input = input;
        actors.set(actor, record);
        break;
      }
      case '@xstate.event': {
        const record: LogRecord = {
          kind: 'event',
          t: offset(),
          actor,
          event: sanitize(event.event) as { type: string },
        };
        const source = keyOf(event.sourceRef as { sessionId?: string } | undefined);
        if (source) record.source = source;
        push(record);
        break;
      }
      case '@xstate.snapshot': {
        const snapshot = event.snapshot as { value?: unknown; status?: string };
        if (!('value' in snapshot)) break; // only machines have states to compare
        push({
          kind: 'snapshot',
          t: offset(),
          actor,
          eventType: event.event.type,
          // XState never mutates a state value (each step makes a new one): no copy needed.
          value: snapshot.value as StateValue,
          status: snapshot.status ?? 'active',
        });
        break;
      }
    }
  }

  return {
    inspect,
    getLog: snapshotOfLog,
    ready,
    size: () => Math.min(records.length, capacity),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async flush() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await ready;
      if (store) await store.save(snapshotOfLog());
    },
    async clear() {
      await ready;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      records = [];
      startedAt = now();
      // Actors stay known: the live ones keep sending, and their records still need a machine id.
      for (const a of actors.values()) a.t = 0;
      for (const listener of listeners) listener();
      if (store) await store.clear();
    },
  };
}

const browserHasIndexedDb = typeof window !== 'undefined' && typeof indexedDB !== 'undefined';

/** The app's recorder: a ring in IndexedDB in the browser, in memory elsewhere (tests, Node). */
export const recorder = createRecorder({ store: browserHasIndexedDb ? createLocalforageStore() : null });

if (browserHasIndexedDb) {
  // Save what is pending when the tab goes away; the debounce would otherwise lose up to a second.
  window.addEventListener('pagehide', () => void recorder.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void recorder.flush();
  });
}

/**
 * Event-log recorder (DESIGN.md "State machines and the event log"). Pass `inspect` to every
 * actor the app creates: `createActor(machine, { inspect })` or `useActorRef(machine, { inspect })`.
 */
export function inspect(event: InspectionEvent): void {
  recorder.inspect(event);
}
