import type { StateValue } from 'xstate';

/** Version of the exported JSON format; bumped when a field changes meaning. */
export const EVENT_LOG_FORMAT = 1;

/** An actor seen by the recorder (`@xstate.actor`). */
export interface ActorRecord {
  /** Unique within the log: page run + XState session id (session ids restart at each page load). */
  key: string;
  /** The actor's id (invoke id or `x:N`), the suffix of `xstate.done.actor.<id>` events. */
  id: string;
  systemId?: string;
  /** Registry id of the machine when the actor runs a state machine. */
  machine?: string;
  /** Implementation name for invoked/spawned effects (`src`), when known. */
  src?: string;
  /** Key of the parent actor, absent for root actors. */
  parent?: string;
  /** Input the actor was created with (redacted). */
  input?: unknown;
  /** ms offset from the log start. */
  t: number;
}

/** An event delivered to an actor (`@xstate.event`). */
export interface EventRecord {
  kind: 'event';
  t: number;
  actor: string;
  /** Key of the sending actor; absent for events sent from outside (UI, tests). */
  source?: string;
  event: { type: string; [key: string]: unknown };
}

/** A machine actor's state after it processed an event (`@xstate.snapshot`). */
export interface SnapshotRecord {
  kind: 'snapshot';
  t: number;
  actor: string;
  /** Type of the event that produced this snapshot. */
  eventType: string;
  value: StateValue;
  status: string;
}

export type LogRecord = EventRecord | SnapshotRecord;

export interface EventLog {
  format: typeof EVENT_LOG_FORMAT;
  /** Epoch ms of offset 0. */
  startedAt: number;
  actors: ActorRecord[];
  records: LogRecord[];
}

export function isEventLog(value: unknown): value is EventLog {
  if (!value || typeof value !== 'object') return false;
  const log = value as Partial<EventLog>;
  return (
    log.format === EVENT_LOG_FORMAT &&
    typeof log.startedAt === 'number' &&
    Array.isArray(log.actors) &&
    Array.isArray(log.records)
  );
}
