import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
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
