import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { createRecorder } from '../../src/eventlog/recorder.ts';
import { formatReport, replayLog } from '../../src/eventlog/replay.ts';
import type { EventLog, EventRecord } from '../../src/eventlog/types.ts';
import { exampleSignInMachine } from '../replay/example-machine.ts';

const machines = { 'example.signIn': exampleSignInMachine };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the example machine with a real (fake-server) effect and records it, like the app does. */
async function recordSignInRun(): Promise<EventLog> {
  const clock = new SimulatedClock();
  const recorder = createRecorder({ now: () => clock.now() });
  const actor = createActor(
    exampleSignInMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          if (input.password !== 'correct horse') throw new Error('Invalid credentials.');
          return { name: 'Olena' };
        }),
      },
    }),
    { inspect: recorder.inspect, clock },
  ).start();
  clock.increment(300);
  actor.send({ type: 'form.submit', email: 'olena@example.com', password: '' });
  clock.increment(700);
  actor.send({ type: 'form.submit', email: 'olena@example.com', password: 'wrong' });
  await settle();
  clock.increment(900);
  actor.send({ type: 'form.submit', email: 'olena@example.com', password: 'correct horse' });
  await settle();
  clock.increment(1499);
  expect(actor.getSnapshot().value).toBe('welcome');
  clock.increment(1);
  expect(actor.getSnapshot().status).toBe('done');
  // What QA exports and imports: plain JSON.
  return JSON.parse(JSON.stringify(recorder.getLog())) as EventLog;
}

const events = (log: EventLog) => log.records.filter((r): r is EventRecord => r.kind === 'event');

describe('replaying a recorded log', () => {
  it('records effect results as events of the machine, with the secret redacted', async () => {
    const log = await recordSignInRun();
    const types = events(log).map((r) => r.event.type);
    expect(types).toContain('xstate.error.actor.0.example.signIn.submitting');
    expect(types).toContain('xstate.done.actor.0.example.signIn.submitting');
    expect(JSON.stringify(log)).not.toContain('correct horse');
    const done = events(log).find((r) => r.event.type.startsWith('xstate.done.actor'));
    expect(done?.event.output).toEqual({ name: 'Olena' });
  });

  it('reproduces every recorded state, the delay included', async () => {
    const report = replayLog(await recordSignInRun(), machines);
    expect(report.ok).toBe(true);
    const [signIn] = report.actors;
    expect(signIn).toMatchObject({ machine: 'example.signIn', outcome: 'reproduced' });
    expect(signIn?.path).toEqual(['editing', 'submitting', 'editing', 'submitting', 'welcome', 'done']);
    expect(formatReport(report)).toContain(
      'path: editing → submitting → editing → submitting → welcome → done',
    );
  });

  it('reports where a log edited to another effect result first diverges', async () => {
    const log = await recordSignInRun();
    // The first sign-in now "succeeds": replay goes to welcome where the record went back to editing.
    const failed = events(log).find((r) => r.event.type.startsWith('xstate.error.actor'))!;
    failed.event = { type: failed.event.type.replace('error', 'done'), output: { name: 'Mallory' } };
    const report = replayLog(log, machines);
    expect(report.ok).toBe(false);
    expect(report.actors[0]?.divergence).toMatchObject({
      step: 3,
      recorded: 'editing after xstate.error.actor.0.example.signIn.submitting',
      replayed: 'welcome after xstate.done.actor.0.example.signIn.submitting',
    });
    expect(formatReport(report)).toMatch(/first divergence at step 3/);
  });

  it('runs delays on the recorded clock: the welcome delay fires only once 1.5 s have passed', async () => {
    const log = await recordSignInRun();
    // Cut the log 1 s after welcome: replay stays in welcome, as the record does.
    const welcomeAt = log.records.find((r) => r.kind === 'snapshot' && r.value === 'welcome')!.t;
    log.records = log.records.filter((r) => r.t <= welcomeAt + 1000);
    const report = replayLog(log, machines);
    expect(report.ok).toBe(true);
    expect(report.actors[0]?.path.at(-1)).toBe('welcome');

    const edited = await recordSignInRun();
    const last = edited.records.at(-1)!;
    // Claim the machine was done 1 s after welcome: the 1.5 s delay cannot have fired yet.
    for (const r of edited.records) if (r.t > welcomeAt) r.t = welcomeAt + 1000;
    expect(last.kind).toBe('snapshot');
    const late = replayLog(edited, machines);
    expect(late.ok).toBe(false);
    expect(late.actors[0]?.divergence?.replayed).toBe('nothing (no such step)');
  });

  it('follows an actor stopped and started again, as React StrictMode does in development', () => {
    const recorder = createRecorder();
    const actor = createActor(exampleSignInMachine, { inspect: recorder.inspect });
    actor.start();
    actor.stop();
    actor.start();
    actor.send({ type: 'form.submit', email: '', password: '' });
    const report = replayLog(recorder.getLog(), machines);
    expect(report.ok, formatReport(report)).toBe(true);
    expect(report.actors[0]?.steps).toBe(4);
  });

  it('skips an actor whose machine is not in the registry, and one whose start fell out of the ring', async () => {
    const log = await recordSignInRun();
    expect(replayLog(log, {}).actors[0]).toMatchObject({ outcome: 'skipped' });
    log.records = log.records.slice(4);
    const report = replayLog(log, machines);
    expect(report.ok).toBe(true);
    expect(report.actors[0]).toMatchObject({
      outcome: 'skipped',
      reason: 'the log starts after this actor started',
    });
  });
});
