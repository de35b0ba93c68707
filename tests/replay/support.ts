import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { formatReport, replayLog, type ReplayReport } from '../../src/eventlog/replay.ts';
import type { EventLog, EventRecord } from '../../src/eventlog/types.ts';
import { machines } from '../../src/machines/registry.ts';

/** A recorded event log, read afresh (tests edit their copy). */
export const loadLog = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as EventLog;

/** The log's events of one type, in order. */
export const eventsOf = (log: EventLog, type: string) =>
  log.records.filter((r): r is EventRecord => r.kind === 'event' && r.event.type === type);

/**
 * Replays a log and asserts it reproduced: every actor, in the order given by `machineNames`
 * (the report, shown when it did not, explains a divergence). The report comes back for the paths.
 */
export function expectReproduced(log: EventLog, machineNames: string[]): ReplayReport {
  const report = replayLog(log, machines);
  expect(report.ok, formatReport(report)).toBe(true);
  expect(report.actors.map((a) => [a.machine, a.outcome])).toEqual(
    machineNames.map((name) => [name, 'reproduced']),
  );
  return report;
}

/** `npm run replay` on a log file: its exit code and what it printed. */
export function runReplayTool(file: string): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync('npx', ['tsx', 'tools/replay.ts', file], { encoding: 'utf8' }) };
  } catch (err) {
    const e = err as { status: number; stdout: string };
    return { code: e.status, out: e.stdout };
  }
}

/** `npm run replay` on an edited log, written to a temporary file named `name`. */
export function runReplayToolOn(log: EventLog, name: string) {
  const edited = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'replay-')), name);
  fs.writeFileSync(edited, JSON.stringify(log));
  return runReplayTool(edited);
}
