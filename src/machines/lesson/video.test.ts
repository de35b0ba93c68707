import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { DEFAULT_VIDEO_SPEED, VIDEO_SPEEDS } from '../constants.ts';
import type { Cue } from './types.ts';
import { videoMachine, WATCHED_SHARE, type VideoEmitted, type VideoEvent } from './video.ts';

/**
 * Model-based tests of Watch Video's player machine: the settings (SPEC §9: speeds 0.5, 0.75, 1,
 * 1.25, 1.5, 2 saved as `videoSpeed`, default 1), the "repeat phrase" loop and the 90% rule. Every
 * shortest path is replayed on a real actor whose `save speed` action and emitted commands are
 * recorded; the speed is always one of SPEC's, steps clamp at 0.5 and 2, each speed change is saved
 * exactly once, a repeated phrase sends the playhead back when it leaves it, and `video.watched`
 * comes once, when the time actually played reaches 90% of the video.
 */

type Snapshot = SnapshotFrom<typeof videoMachine>;
type VideoSettingsEvent = VideoEvent;
const CUES: Cue[] = [0, 2, 4, 6, 8].map((start) => ({ start, end: start + 2, text: `Phrase at ${start}.` }));

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
  expect(s.matches({ repeat: 'repeating' })).toBe(s.context.repeatCue !== null);
  expect(s.matches({ repeat: 'playing' })).toBe(s.context.repeatCue === null);
}

function createHarness(speed: number | null) {
  const saved: number[] = [];
  const emitted: VideoEmitted[] = [];
  const actor = createActor(
    videoMachine.provide({ actions: { 'save speed': (_, { speed }) => saved.push(speed) } }),
    { input: { speed, cues: CUES }, clock: new SimulatedClock() },
  );
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, saved, emitted };
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
  const paths = getShortestPaths(videoMachine, { input: { speed: stored, cues: CUES }, events: EVENTS });

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
    expect(actor.getSnapshot().matches({ repeat: 'repeating' })).toBe(true);
    expect(actor.getSnapshot().context.repeatCue).toBe(4);
    actor.send({ type: 'repeat.toggle', cue: 4 });
    expect(actor.getSnapshot().matches({ repeat: 'playing' })).toBe(true);
    expect(actor.getSnapshot().context.repeatCue).toBeNull();
    actor.send({ type: 'repeat.toggle', cue: 0 });
    expect(actor.getSnapshot().context.repeatCue).toBe(0);
    actor.send({ type: 'repeat.off' });
    expect(actor.getSnapshot().matches({ repeat: 'playing' })).toBe(true);
    // Speed and repeat are independent.
    actor.send({ type: 'repeat.toggle', cue: 2 });
    actor.send({ type: 'speed.set', speed: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ speed: 2, repeatCue: 2 });
  });

  it('on every simple path to speed 2 the last saved speed is the one shown', () => {
    const paths = getSimplePaths(videoMachine, {
      input: { speed: 1, cues: CUES },
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

/** The playhead model: time updates at a few places of a 10 s video, seeks and the repeat loop. */
const DURATION = 10;
const at = (time: number) => ({ type: 'video.timeUpdated' as const, time, duration: DURATION });
const PLAYHEAD_EVENTS: VideoEvent[] = [
  at(1),
  at(2),
  at(3),
  at(9.5),
  { type: 'cue.seek', cue: 1 },
  { type: 'repeat.toggle', cue: 0 },
  { type: 'repeat.off' },
];
/** Played seconds only matter up to the 90% mark: beyond it every state is the same. */
const playheadKey = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    repeatCue: s.context.repeatCue,
    last: s.context.last,
    activeCue: s.context.activeCue,
    played: Math.min(s.context.played, WATCHED_SHARE * DURATION),
  });

describe('the playhead: 90% watched and the repeat loop (model-based)', () => {
  const paths = getShortestPaths(videoMachine, {
    input: { speed: 1, cues: CUES },
    events: PLAYHEAD_EVENTS,
    serializeState: playheadKey as never,
  });

  it('reaches watched, repeating and the phrase under the playhead', () => {
    expect(paths.some((p) => p.state.matches({ watch: 'watched' }))).toBe(true);
    expect(paths.some((p) => p.state.matches({ repeat: 'repeating' }))).toBe(true);
    expect(new Set(paths.map((p) => p.state.context.activeCue))).toEqual(new Set([-1, 0, 1, 4]));
  });

  it.each(paths.map((p) => [p.steps.map((s) => describeStep(s.event)).join(' → ') || '(start)', p] as const))(
    '%s',
    (_name, path) => {
      const { actor, emitted } = createHarness(1);
      for (const step of path.steps) {
        const before = actor.getSnapshot().context;
        const wasWatched = actor.getSnapshot().matches({ watch: 'watched' });
        emitted.length = 0;
        actor.send(step.event);
        const after = actor.getSnapshot();
        expect(playheadKey(after)).toBe(playheadKey(step.state as Snapshot));
        const e = step.event;
        // Only a small forward step of the playhead is time played.
        if (e.type === 'video.timeUpdated') {
          const delta = e.time - before.last;
          expect(after.context.played).toBeCloseTo(before.played + (delta > 0 && delta < 1.5 ? delta : 0));
          expect(after.context.last).toBe(e.time);
        }
        // Watched once, exactly when the time played reaches 90% of the video; never undone.
        const nowWatched = after.context.played >= WATCHED_SHARE * DURATION;
        expect(after.matches({ watch: 'watched' })).toBe(wasWatched || nowWatched);
        expect(emitted.filter((x) => x.type === 'video.watched').length).toBe(
          !wasWatched && nowWatched ? 1 : 0,
        );
        // Seeks: a phrase clicked or newly repeated plays from its start; a repeated phrase left goes back.
        const seeks = emitted.filter((x) => x.type === 'video.seek');
        const cue = before.repeatCue === null ? undefined : CUES[before.repeatCue];
        const leftRepeat =
          e.type === 'video.timeUpdated' && cue && (e.time >= cue.end || e.time < cue.start - 0.25);
        const expected =
          e.type === 'cue.seek' || (e.type === 'repeat.toggle' && before.repeatCue !== e.cue)
            ? [{ type: 'video.seek', time: CUES[e.cue]!.start, play: true }]
            : leftRepeat
              ? [{ type: 'video.seek', time: cue.start, play: false }]
              : [];
        expect(seeks).toEqual(expected);
      }
      actor.stop();
    },
  );

  it('a seek forward is not watching: jumping to the end does not count', () => {
    const { actor, emitted } = createHarness(1);
    actor.send(at(9.9));
    actor.send({ type: 'video.timeUpdated', time: 10, duration: 10 });
    expect(actor.getSnapshot().matches({ watch: 'watching' })).toBe(true);
    for (let t = 0.5; t <= 9.5; t += 0.5) actor.send(at(t));
    expect(actor.getSnapshot().matches({ watch: 'watched' })).toBe(true);
    expect(emitted.filter((x) => x.type === 'video.watched')).toHaveLength(1);
  });

  it('an unknown duration (0) never counts as watched', () => {
    const { actor } = createHarness(1);
    for (let t = 0.5; t <= 30; t += 0.5) actor.send({ type: 'video.timeUpdated', time: t, duration: 0 });
    expect(actor.getSnapshot().matches({ watch: 'watching' })).toBe(true);
  });
});
