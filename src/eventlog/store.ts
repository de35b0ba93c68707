import type { EventLog } from './types.ts';

/** Where the recorder keeps its ring between page loads. */
export interface LogStore {
  load(): Promise<EventLog | null>;
  save(log: EventLog): Promise<void>;
  clear(): Promise<void>;
}

const KEY = 'log';

/** Resolves once the page has loaded and the main thread is idle (at most `timeout` ms later). */
function afterPageLoad(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout })
        : setTimeout(resolve, 0);
    if (typeof document === 'undefined' || document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * IndexedDB through localforage. Loaded only once the page has loaded and gone idle, so neither
 * its download nor opening the database competes with the first paint; records made meanwhile
 * stay in memory (the recorder merges the stored ring in when it arrives).
 */
export function createLocalforageStore(): LogStore {
  let instance: Promise<LocalForage> | undefined;
  const open = () =>
    (instance ??= afterPageLoad()
      .then(() => import('localforage'))
      .then(({ default: localforage }) =>
        localforage.createInstance({ name: 'lingvo', storeName: 'eventlog' }),
      ));
  return {
    load: async () => (await (await open()).getItem<EventLog>(KEY)) ?? null,
    save: async (log) => {
      await (await open()).setItem(KEY, log);
    },
    clear: async () => {
      await (await open()).removeItem(KEY);
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
