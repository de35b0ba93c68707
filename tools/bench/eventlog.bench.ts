/**
 * Event log costs: what recording adds to every event an actor handles, what one debounced
 * IndexedDB write of a full ring carries, and how fast a replay folds a log.
 * Run: `npm run bench -- eventlog`.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { assign, createActor, setup, type InspectionEvent } from 'xstate';
import { EVENT_LOG_CAPACITY, createRecorder } from '../../src/eventlog/recorder.ts';
import { replayLog } from '../../src/eventlog/replay.ts';
import type { EventLog } from '../../src/eventlog/types.ts';
import { machines } from '../../src/machines/registry.ts';

const EVENTS = 20_000;

/** A form-like machine: field edits assign, a submit moves between two nested states. */
const formMachine = setup({
  types: { events: {} as { type: 'field.change'; name: string; value: string } | { type: 'form.toggle' } },
}).createMachine({
  id: 'bench.form',
  context: { values: {} as Record<string, string> },
  initial: 'editing',
  states: {
    editing: {
      initial: 'clean',
      states: { clean: { on: { 'field.change': 'dirty' } }, dirty: {} },
      on: {
        'field.change': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }),
          }),
        },
        'form.toggle': 'review',
      },
    },
    review: { on: { 'form.toggle': 'editing' } },
  },
});

function run(inspect?: (e: InspectionEvent) => void): number {
  const actor = createActor(formMachine, { inspect }).start();
  const started = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    if (i % 10 === 9) actor.send({ type: 'form.toggle' });
    else actor.send({ type: 'field.change', name: i % 3 ? 'email' : 'password', value: `value ${i}` });
  }
  const ms = performance.now() - started;
  actor.stop();
  return ms;
}

run(); // warm-up
const plain = Math.min(run(), run(), run());
const noop = () => {};
const inspected = Math.min(run(noop), run(noop), run(noop));
const recorder = createRecorder();
const recorded = Math.min(run(recorder.inspect), run(recorder.inspect), run(recorder.inspect));
const perEventUs = ((recorded - plain) / EVENTS) * 1000;
console.log(`events per run:                 ${EVENTS}`);
console.log(
  `without recorder:               ${plain.toFixed(1)} ms (${((plain / EVENTS) * 1000).toFixed(2)} µs/event)`,
);
console.log(
  `with recorder:                  ${recorded.toFixed(1)} ms (${((recorded / EVENTS) * 1000).toFixed(2)} µs/event)`,
);
console.log(
  `no-op inspector (XState's own): ${inspected.toFixed(1)} ms (${((inspected / EVENTS) * 1000).toFixed(2)} µs/event)`,
);
console.log(`recording overhead:             ${perEventUs.toFixed(2)} µs per event`);

const full = recorder.getLog();
const json = JSON.stringify(full);
console.log(
  `ring:                           ${full.records.length} records (capacity ${EVENT_LOG_CAPACITY})`,
);
console.log(`one IndexedDB write (full ring): ${(json.length / 1024).toFixed(0)} kB as JSON`);
let cloneMs = Infinity;
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  structuredClone(full);
  cloneMs = Math.min(cloneMs, performance.now() - t);
}
console.log(`structured clone of the ring:   ${cloneMs.toFixed(1)} ms (at most once a second)`);

// Replay of a full ring of the form machine (the last actor's start is in the ring only if it fits).
const replayRecorder = createRecorder();
const actor = createActor(formMachine, { inspect: replayRecorder.inspect }).start();
for (let i = 0; i < EVENT_LOG_CAPACITY / 2 - 2; i++)
  actor.send({ type: 'field.change', name: 'email', value: `v${i}` });
const ringLog = replayRecorder.getLog();
let replayMs = Infinity;
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const report = replayLog(ringLog, { 'bench.form': formMachine });
  replayMs = Math.min(replayMs, performance.now() - t);
  if (!report.ok || report.actors[0]?.outcome !== 'reproduced') throw new Error('bench replay diverged');
}
console.log(
  `replay of ${ringLog.records.length} records:         ${replayMs.toFixed(1)} ms (${((replayMs / ringLog.records.length) * 1000).toFixed(1)} µs/record)`,
);

const fixture = JSON.parse(
  fs.readFileSync('tests/replay/fixtures/signup-onboarding.json', 'utf8'),
) as EventLog;
const t = performance.now();
const report = replayLog(fixture, machines);
console.log(
  `replay of the sign-up fixture:  ${(performance.now() - t).toFixed(1)} ms, ${report.actors.length} actors, ${report.ok ? 'no divergence' : 'DIVERGED'}`,
);
