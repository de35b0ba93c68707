import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { voiceRecordingMachine } from './machine.ts';

export type VoiceRecordingActor = ActorRefFrom<typeof voiceRecordingMachine>;

/** The microphone for components: its state and the learner's intents. */
export function useVoiceRecording(voice: VoiceRecordingActor) {
  const intents = useMemo(
    () => ({
      start: () => voice.send({ type: 'voice.start' }),
      stop: () => voice.send({ type: 'voice.stop' }),
      reset: () => voice.send({ type: 'voice.reset' }),
    }),
    [voice],
  );
  return {
    ...intents,
    recording: useSelector(voice, (s) => s.hasTag('recording')),
    processing: useSelector(voice, (s) => s.hasTag('processing')),
    /** The words heard once recognition has finished ('' before). */
    transcript: useSelector(voice, (s) => (s.matches('transcribed') ? s.context.transcript : '')),
    /** Words heard so far, final or not. */
    heard: useSelector(voice, (s) => s.context.transcript),
    failure: useSelector(voice, (s) => (s.matches('failed') ? s.context.failure : null)),
    saved: useSelector(voice, (s) => s.matches('saved')),
    /** Speech recognition exists in this browser (the dialogue's press-to-speak needs it). */
    recognition: useSelector(voice, (s) => s.context.recognition),
  };
}
