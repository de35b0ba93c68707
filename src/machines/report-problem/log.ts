import type { ActorRecord, EventLog } from '../../eventlog/types.ts';

/** A report carries at most the last 15 minutes or 2,000 records of the tab's log. */
export const REPORT_WINDOW_MS = 15 * 60_000;
export const REPORT_MAX_RECORDS = 2000;
/** The server refuses bodies over 1 MiB; the log is cut to leave room for the rest. */
export const REPORT_MAX_LOG_BYTES = 900 * 1024;

/**
 * The part of a recorded log a report sends: records of the last 15 minutes, at most the last
 * 2,000 (fewer when their JSON would pass REPORT_MAX_LOG_BYTES), and the actors they mention with
 * their ancestors. The recorder has already redacted secrets.
 */
export function reportLog(log: EventLog, now = Date.now()): EventLog {
  const since = now - log.startedAt - REPORT_WINDOW_MS;
  let records = log.records.filter((r) => r.t >= since).slice(-REPORT_MAX_RECORDS);
  const build = (): EventLog => {
    const byKey = new Map(log.actors.map((a) => [a.key, a]));
    const keep = new Map<string, ActorRecord>();
    for (const r of records) {
      for (let key: string | undefined = r.actor; key && !keep.has(key); key = byKey.get(key)?.parent) {
        const actor = byKey.get(key);
        if (!actor) break;
        keep.set(key, actor);
      }
      if (r.kind === 'event' && r.source && byKey.has(r.source)) keep.set(r.source, byKey.get(r.source)!);
    }
    return { ...log, actors: log.actors.filter((a) => keep.has(a.key)), records };
  };
  let out = build();
  while (records.length > 1 && new Blob([JSON.stringify(out)]).size > REPORT_MAX_LOG_BYTES) {
    records = records.slice(Math.ceil(records.length / 4));
    out = build();
  }
  return out;
}
