/**
 * `npm run replay -- FILE [FILE…]`: replays recorded event logs (exported from the QA panel) on a
 * SimulatedClock with every effect stubbed from the log; prints each actor's state path and the
 * first divergence from the recorded states. Exit code 1 on divergence, 2 on unreadable input.
 */
import fs from 'node:fs';
import { machines } from '../src/machines/registry.ts';
import { formatReport, replayLog } from '../src/eventlog/replay.ts';
import { isEventLog } from '../src/eventlog/types.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (!files.length) {
  console.error('usage: npm run replay -- FILE.json [FILE.json…]');
  process.exit(2);
}

let diverged = false;
for (const file of files) {
  let log: unknown;
  try {
    log = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${file}: cannot read it as JSON (${(err as Error).message})`);
    process.exit(2);
  }
  if (!isEventLog(log)) {
    console.error(`${file}: not an event log (expected {format: 1, startedAt, actors, records})`);
    process.exit(2);
  }
  if (files.length > 1) console.log(`\n== ${file}`);
  const report = replayLog(log, machines);
  console.log(formatReport(report));
  diverged ||= !report.ok;
}
process.exit(diverged ? 1 : 0);
