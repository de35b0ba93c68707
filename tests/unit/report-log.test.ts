import { describe, expect, it } from 'vitest';
import {
  reportLog,
  REPORT_MAX_LOG_BYTES,
  REPORT_MAX_RECORDS,
  REPORT_WINDOW_MS,
} from '../../src/services/reports.ts';
import type { EventLog, LogRecord } from '../../src/eventlog/types.ts';

const start = 1_700_000_000_000;
const event = (t: number, actor: string, extra: Record<string, unknown> = {}): LogRecord => ({
  kind: 'event',
  t,
  actor,
  event: { type: 'x', ...extra },
});

function log(records: LogRecord[]): EventLog {
  return {
    format: 1,
    startedAt: start,
    actors: [
      { key: 'root', id: 'root', machine: 'authSession', t: 0 },
      { key: 'child', id: 'child', machine: 'onboarding', parent: 'root', t: 0 },
      { key: 'old', id: 'old', machine: 'catalogue', t: 0 },
    ],
    records,
  };
}

describe('the log a problem report sends', () => {
  it('keeps the last 15 minutes, and the actors they mention with their ancestors', () => {
    const now = start + 60 * 60_000;
    const out = reportLog(log([event(1000, 'old'), event(now - start - REPORT_WINDOW_MS + 5, 'child')]), now);
    expect(out.records).toHaveLength(1);
    expect(out.actors.map((a) => a.key).sort()).toEqual(['child', 'root']);
  });

  it('keeps at most the last 2,000 records', () => {
    const records = Array.from({ length: 2500 }, (_, i) => event(i, 'root', { i }));
    const out = reportLog(log(records), start + 10_000);
    expect(out.records).toHaveLength(REPORT_MAX_RECORDS);
    expect(out.records[0]).toMatchObject({ event: { i: 500 } });
  });

  it('drops the oldest records until the log fits the size limit', () => {
    const records = Array.from({ length: 1000 }, (_, i) => event(i, 'root', { pad: 'x'.repeat(2000), i }));
    const out = reportLog(log(records), start + 10_000);
    expect(new Blob([JSON.stringify(out)]).size).toBeLessThanOrEqual(REPORT_MAX_LOG_BYTES);
    expect(out.records.length).toBeGreaterThan(100);
    expect(out.records.at(-1)).toMatchObject({ event: { i: 999 } });
  });
});
