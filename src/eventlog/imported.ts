import { useState, useSyncExternalStore } from 'react';
import { recorder } from './recorder.ts';
import { isEventLog, type EventLog } from './types.ts';

/**
 * The event log QA loaded from a file (or took from this session), shared by the QA panel and the
 * /flows page so a log imported in one is highlighted in the other.
 */
export interface LoadedLog {
  name: string;
  log: EventLog;
}

let loaded: LoadedLog | null = null;
const listeners = new Set<() => void>();

export function setLoadedLog(next: LoadedLog | null) {
  loaded = next;
  for (const listener of listeners) listener();
}

export function getLoadedLog() {
  return loaded;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoadedLog(): LoadedLog | null {
  return useSyncExternalStore(subscribe, getLoadedLog, getLoadedLog);
}

/** Reads a File chosen by QA; rejects with a readable message when it is not an event log. */
export async function readLogFile(file: Blob & { name?: string }): Promise<LoadedLog> {
  const text = await file.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  if (!isEventLog(parsed)) throw new Error('not an event log');
  return { name: file.name ?? 'event log', log: parsed };
}

/**
 * Loading the file QA chose as the shared log: `load`, and `problem` (the `invalidMessage`) while
 * the last file chosen was not an event log.
 */
export function useLogFileLoader(invalidMessage: string) {
  const [problem, setProblem] = useState<string | null>(null);
  const load = async (file: File) => {
    setProblem(null);
    try {
      setLoadedLog(await readLogFile(file));
    } catch {
      setProblem(invalidMessage);
    }
  };
  return { problem, load };
}

/** This session's recorded log (once what was stored has been read back), named `name`. */
export async function sessionLog(name: string): Promise<LoadedLog> {
  await recorder.ready;
  return { name, log: recorder.getLog() };
}

/** Saves the log as a JSON download. */
export function downloadLog(log: EventLog, fileName: string) {
  const blob = new Blob([JSON.stringify(log, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
