import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  PROCESSING_TIMEOUT_MS,
  voiceRecordingMachine,
  type ListenerCommand,
  type VoiceEvent,
} from '../../src/machines/voice-recording/machine.ts';

/**
 * The voice-recording machine (SPEC §4): recording → processing → transcribed / saved / submitted,
 * or failed (unsupported, denied, other), with a fake listener the test drives by hand.
 */
function harness() {
  let sendBack: (e: VoiceEvent) => void = () => {};
  const commands: ListenerCommand[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    voiceRecordingMachine.provide({
      actors: {
        listen: fromCallback<ListenerCommand, { language: string }>(({ sendBack: back, receive, input }) => {
          expect(input.language).toBe('en-US');
          sendBack = back as (e: VoiceEvent) => void;
          receive((c) => commands.push(c));
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, commands, hear: (e: VoiceEvent) => sendBack(e) };
}

describe('voice recording', () => {
  it('records, stops, processes the final words and is submitted', () => {
    const h = harness();
    h.actor.send({ type: 'voice.start' });
    expect(h.actor.getSnapshot().hasTag('recording')).toBe(true);
    h.hear({ type: 'voice.heard', text: 'a large', final: false });
    h.actor.send({ type: 'voice.stop' });
    expect(h.commands).toEqual([{ type: 'stop' }]);
    expect(h.actor.getSnapshot().hasTag('processing')).toBe(true);
    h.hear({ type: 'voice.heard', text: 'a large coffee', final: true });
    expect(h.actor.getSnapshot().value).toBe('transcribed');
    expect(h.actor.getSnapshot().context.transcript).toBe('a large coffee');
    h.actor.send({ type: 'voice.submit' });
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('keeps audio without recognition as saved (MediaRecorder fallback)', () => {
    const h = harness();
    h.actor.send({ type: 'voice.start' });
    h.hear({ type: 'voice.recorded' });
    expect(h.actor.getSnapshot().value).toBe('saved');
  });

  it.each(['unsupported', 'denied', 'other'] as const)('fails with %s and can start again', (reason) => {
    const h = harness();
    h.actor.send({ type: 'voice.start' });
    h.hear({ type: 'voice.failed', reason });
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.failure).toBe(reason);
    h.actor.send({ type: 'voice.start' });
    expect(h.actor.getSnapshot().hasTag('recording')).toBe(true);
    expect(h.actor.getSnapshot().context.failure).toBeNull();
  });

  it('gives up processing after the timeout, keeping interim words if any', () => {
    const h = harness();
    h.actor.send({ type: 'voice.start' });
    h.actor.send({ type: 'voice.stop' });
    h.clock.increment(PROCESSING_TIMEOUT_MS - 1);
    expect(h.actor.getSnapshot().hasTag('processing')).toBe(true);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('idle');

    const h2 = harness();
    h2.actor.send({ type: 'voice.start' });
    h2.hear({ type: 'voice.heard', text: 'cold water', final: false });
    h2.actor.send({ type: 'voice.stop' });
    h2.clock.increment(PROCESSING_TIMEOUT_MS);
    expect(h2.actor.getSnapshot().value).toBe('transcribed');
    expect(h2.actor.getSnapshot().context.transcript).toBe('cold water');
  });

  it("ignores a recogniser that ends without words ('no-speech')", () => {
    const h = harness();
    h.actor.send({ type: 'voice.start' });
    h.hear({ type: 'voice.ended' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('voice recording model (xstate/graph)', () => {
  const EVENTS = [
    { type: 'voice.start' },
    { type: 'voice.stop' },
    { type: 'voice.reset' },
    { type: 'voice.submit' },
    { type: 'voice.heard', text: 'a large', final: false },
    { type: 'voice.heard', text: 'a large coffee', final: true },
    { type: 'voice.recorded' },
    { type: 'voice.failed', reason: 'denied' },
    { type: 'voice.ended' },
    { type: 'xstate.after.processing timeout.voiceRecording.active.processing' },
  ];
  const paths = getShortestPaths(voiceRecordingMachine, {
    events: EVENTS as never,
    serializeState: (s) => JSON.stringify([s.value, s.context]),
  });

  it('reaches every state: transcribed, saved, submitted and failed', () => {
    const values = paths.map((p) => JSON.stringify(p.state.value));
    for (const v of ['transcribed', 'saved', 'submitted', 'failed', 'idle'])
      expect(values, v).toContain(JSON.stringify(v));
    expect(values).toContain(JSON.stringify({ active: 'processing' }));
  });

  it('every shortest path replays on a real actor with the same states and words', () => {
    for (const path of paths) {
      const h = harness();
      for (const step of path.steps) {
        if ((step.event as AnyEventObject).type === 'xstate.init') continue;
        h.actor.send(step.event as never);
        const trail = path.steps.map((s) => s.event.type).join(' → ');
        expect(h.actor.getSnapshot().value, trail).toEqual(step.state.value);
        expect(h.actor.getSnapshot().context, trail).toEqual(step.state.context);
      }
      // 'Stop' is passed to the listener exactly once per stop while recording.
      const stops = path.steps.filter(
        (s, i) => s.event.type === 'voice.stop' && path.steps[i - 1]?.state.hasTag('recording'),
      );
      expect(h.commands).toHaveLength(stops.length);
      h.actor.stop();
    }
  });

  it('knows whether the browser can turn speech into text (the provided check)', () => {
    const without = createActor(voiceRecordingMachine).start();
    expect(without.getSnapshot().context.recognition).toBe(false);
    const withIt = createActor(
      voiceRecordingMachine.provide({ guards: { 'speech recognition available': () => true } }),
    ).start();
    expect(withIt.getSnapshot().context.recognition).toBe(true);
  });
});
