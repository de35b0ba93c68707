import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { DEFAULT_VIDEO_SPEED, VIDEO_SPEEDS } from '../../src/machines/constants.ts';
import { videoSettingsMachine, type VideoSettingsEvent } from '../../src/machines/video-settings/machine.ts';

/**
 * Model-based tests of the player settings (SPEC §9: speeds 0.5, 0.75, 1, 1.25, 1.5, 2 saved as
 * `videoSpeed`, default 1) and the "repeat phrase" loop. Every shortest path is replayed on a real
 * actor whose `save speed` action is recorded; the speed is always one of SPEC's, steps clamp at
 * 0.5 and 2, and each speed change is saved exactly once.
 */

type Snapshot = SnapshotFrom<typeof videoSettingsMachine>;

const SPEC_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2];

const EVENTS: VideoSettingsEvent[] = [
  ...VIDEO_SPEEDS.map((speed) => ({ type: 'speed.set' as const, speed })),
  { type: 'speed.set', speed: 0.8 },
  { type: 'speed.set', speed: 3 },
  { type: 'speed.set', speed: Number.NaN },
  { type: 'speed.step', direction: 1 },
  { type: 'speed.step', direction: -1 },
  { type: 'repeat.toggle', cue: 1 },
  { type: 'repeat.toggle', cue: 2 },
  { type: 'repeat.off' },
];

function assertInvariants(s: Snapshot) {
  expect(SPEC_SPEEDS).toContain(s.context.speed);
  // Repeating exactly when a cue is held.
  expect(s.matches('repeating')).toBe(s.context.repeatCue !== null);
  expect(s.matches('playing')).toBe(s.context.repeatCue === null);
}

function createHarness(speed: number | null) {
  const saved: number[] = [];
  const actor = createActor(
    videoSettingsMachine.provide({ actions: { 'save speed': (_, { speed }) => saved.push(speed) } }),
    { input: { speed }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, saved };
}

/** The speed a step must leave and save, from the speed before it and the event alone. */
function expectedSpeed(before: number, event: VideoSettingsEvent): { speed: number; saved: number[] } {
  if (event.type === 'speed.set') {
    return SPEC_SPEEDS.includes(event.speed)
      ? { speed: event.speed, saved: [event.speed] }
      : { speed: before, saved: [] };
  }
  if (event.type === 'speed.step') {
    const i = Math.min(SPEC_SPEEDS.length - 1, Math.max(0, SPEC_SPEEDS.indexOf(before) + event.direction));
    return { speed: SPEC_SPEEDS[i]!, saved: [SPEC_SPEEDS[i]!] };
  }
  return { speed: before, saved: [] };
}

const describeStep = (e: VideoSettingsEvent) =>
  `${e.type}(${'speed' in e ? e.speed : 'direction' in e ? e.direction : 'cue' in e ? e.cue : ''})`;

describe.each([null, 1.25, 7])('video settings from a stored speed of %s (model-based)', (stored) => {
  const paths = getShortestPaths(videoSettingsMachine, { input: { speed: stored }, events: EVENTS });

  it('reaches every SPEC speed, playing and repeating each cue', () => {
    const speeds = new Set(paths.map((p) => p.state.context.speed));
    expect([...speeds].sort((a, b) => a - b)).toEqual(SPEC_SPEEDS);
    const cues = new Set(paths.map((p) => p.state.context.repeatCue));
    expect(cues).toEqual(new Set([null, 1, 2]));
  });

  it.each(paths.map((p) => [p.steps.map((s) => describeStep(s.event)).join(' → ') || '(start)', p] as const))(
    '%s',
    (_name, path) => {
      const { actor, saved } = createHarness(stored);
      expect(actor.getSnapshot().context.speed).toBe(stored === 1.25 ? 1.25 : DEFAULT_VIDEO_SPEED);
      assertInvariants(actor.getSnapshot());
      for (const step of path.steps) {
        const before = actor.getSnapshot().context.speed;
        saved.length = 0;
        actor.send(step.event);
        const after = actor.getSnapshot();
        expect(after.value).toEqual(step.state.value);
        expect(after.context).toEqual(step.state.context);
        assertInvariants(after);
        const expected = expectedSpeed(before, step.event);
        expect(after.context.speed).toBe(expected.speed);
        expect(saved).toEqual(expected.saved);
      }
      actor.stop();
    },
  );
});

describe('video settings scenarios', () => {
  it('the default speed is 1', () => {
    expect(DEFAULT_VIDEO_SPEED).toBe(1);
    expect([...VIDEO_SPEEDS]).toEqual(SPEC_SPEEDS);
    expect(createHarness(null).actor.getSnapshot().context.speed).toBe(1);
    expect(createHarness(0.8).actor.getSnapshot().context.speed).toBe(1);
  });

  it('stepping clamps at 0.5 and 2 ([ and ] keys), saving each result', () => {
    const { actor, saved } = createHarness(1);
    for (let i = 0; i < 8; i++) actor.send({ type: 'speed.step', direction: -1 });
    expect(actor.getSnapshot().context.speed).toBe(0.5);
    expect(saved.slice(0, 3)).toEqual([0.75, 0.5, 0.5]);
    for (let i = 0; i < 8; i++) actor.send({ type: 'speed.step', direction: 1 });
    expect(actor.getSnapshot().context.speed).toBe(2);
    expect(saved.slice(8, 14)).toEqual([0.75, 1, 1.25, 1.5, 2, 2]);
  });

  it('a speed outside SPEC list is ignored and not saved', () => {
    const { actor, saved } = createHarness(1.5);
    for (const speed of [0.25, 1.1, 2.5, -1, Number.POSITIVE_INFINITY])
      actor.send({ type: 'speed.set', speed });
    expect(actor.getSnapshot().context.speed).toBe(1.5);
    expect(saved).toEqual([]);
    actor.send({ type: 'speed.set', speed: 0.75 });
    expect(saved).toEqual([0.75]);
  });

  it('repeat phrase: toggle on, switch to another phrase, toggle the same off, repeat.off', () => {
    const { actor } = createHarness(1);
    actor.send({ type: 'repeat.toggle', cue: 3 });
    expect(actor.getSnapshot().context.repeatCue).toBe(3);
    actor.send({ type: 'repeat.toggle', cue: 4 });
    expect(actor.getSnapshot().matches('repeating')).toBe(true);
    expect(actor.getSnapshot().context.repeatCue).toBe(4);
    actor.send({ type: 'repeat.toggle', cue: 4 });
    expect(actor.getSnapshot().matches('playing')).toBe(true);
    expect(actor.getSnapshot().context.repeatCue).toBeNull();
    actor.send({ type: 'repeat.toggle', cue: 0 });
    expect(actor.getSnapshot().context.repeatCue).toBe(0);
    actor.send({ type: 'repeat.off' });
    expect(actor.getSnapshot().matches('playing')).toBe(true);
    // Speed and repeat are independent.
    actor.send({ type: 'repeat.toggle', cue: 2 });
    actor.send({ type: 'speed.set', speed: 2 });
    expect(actor.getSnapshot().context).toEqual({ speed: 2, repeatCue: 2 });
  });

  it('on every simple path to speed 2 the last saved speed is the one shown', () => {
    const paths = getSimplePaths(videoSettingsMachine, {
      input: { speed: 1 },
      events: EVENTS.filter(
        (e) => e.type === 'speed.step' || (e.type === 'speed.set' && (e.speed === 0.5 || e.speed === 1.5)),
      ),
      toState: (s) => s.context.speed === 2,
    });
    expect(paths.length).toBeGreaterThan(3);
    for (const p of paths) {
      const { actor, saved } = createHarness(1);
      for (const step of p.steps) actor.send(step.event);
      expect(actor.getSnapshot().context.speed).toBe(2);
      expect(saved.at(-1)).toBe(2);
      assertInvariants(actor.getSnapshot());
    }
  });
});
