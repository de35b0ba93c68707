import type { EventLog } from './types.ts';

/** Where the recorder keeps its ring between page loads. */
export interface LogStore {
  load(): Promise<EventLog | null>;
  save(log: EventLog): Promise<void>;
  clear(): Promise<void>;
}

const KEY = 'log';

/**
 * IndexedDB through localforage, loaded on first use so it stays out of the first paint.
 */
export function createLocalforageStore(): LogStore {
  const instance = import('localforage').then(({ default: localforage }) =>
    localforage.createInstance({ name: 'lingvo', storeName: 'eventlog' }),
  );
  return {
    load: async () => (await (await instance).getItem<EventLog>(KEY)) ?? null,
    save: async (log) => {
      await (await instance).setItem(KEY, log);
    },
    clear: async () => {
      await (await instance).removeItem(KEY);
    },
  };
}

/** For tests and Node: the same contract, kept in memory. */
export function createMemoryStore(initial: EventLog | null = null): LogStore & { saves: number } {
  let saved = initial ? structuredClone(initial) : null;
  const store = {
    saves: 0,
    load: async () => (saved ? structuredClone(saved) : null),
    save: async (log: EventLog) => {
      store.saves++;
      saved = structuredClone(log);
    },
    clear: async () => {
      saved = null;
    },
  };
  return store;
}
