import { assign, fromCallback, sendTo, setup } from 'xstate';

/** SPEC §4 Voice recording: recording, processing, then saved / transcribed / submitted, or failed. */

export type VoiceFailure = 'unsupported' | 'denied' | 'other';

export type VoiceEvent =
  | { type: 'voice.start' }
  | { type: 'voice.stop' }
  | { type: 'voice.submit' }
  | { type: 'voice.reset' }
  /** From the listener: words heard so far (final when `final`). */
  | { type: 'voice.heard'; text: string; final: boolean }
  /** From the listener: audio kept without recognition (MediaRecorder fallback). */
  | { type: 'voice.recorded' }
  | { type: 'voice.failed'; reason: VoiceFailure }
  /** From the listener: the recogniser ended without words ('no-speech' is ignored, SPEC §8). */
  | { type: 'voice.ended' };

export interface VoiceContext {
  transcript: string;
  failure: VoiceFailure | null;
}

/** The listener receives `{ type: 'stop' }` when the learner stops speaking. */
export type ListenerCommand = { type: 'stop' };

export const PROCESSING_TIMEOUT_MS = 5000;

export const voiceRecordingMachine = setup({
  types: { context: {} as VoiceContext, events: {} as VoiceEvent },
  actors: {
    /** Speech recognition (en-US), else MediaRecorder; provided by src/services/voice.ts. */
    listen: fromCallback<ListenerCommand, { language: string }>(({ sendBack }) => {
      sendBack({ type: 'voice.failed', reason: 'unsupported' });
    }),
  },
  delays: { 'processing timeout': PROCESSING_TIMEOUT_MS },
  actions: {
    'keep words': assign({
      transcript: ({ event }) => (event.type === 'voice.heard' ? event.text : ''),
    }),
    'keep failure': assign({
      failure: ({ event }) => (event.type === 'voice.failed' ? event.reason : 'other'),
    }),
  },
}).createMachine({
  id: 'voiceRecording',
  context: { transcript: '', failure: null },
  initial: 'idle',
  on: { 'voice.reset': { target: '.idle', actions: assign({ transcript: '', failure: null }) } },
  states: {
    idle: { on: { 'voice.start': 'active' } },
    active: {
      entry: assign({ transcript: '', failure: null }),
      invoke: { id: 'listener', src: 'listen', input: { language: 'en-US' } },
      on: {
        'voice.failed': { target: 'failed', actions: 'keep failure' },
        'voice.recorded': 'saved',
      },
      initial: 'recording',
      states: {
        recording: {
          tags: ['recording'],
          on: {
            'voice.heard': [
              {
                guard: ({ event }) => event.final,
                target: '#voiceRecording.transcribed',
                actions: 'keep words',
              },
              { actions: 'keep words' },
            ],
            'voice.stop': { target: 'processing', actions: sendTo('listener', { type: 'stop' }) },
            'voice.ended': '#voiceRecording.idle',
          },
        },
        processing: {
          tags: ['processing'],
          on: {
            'voice.heard': [
              {
                guard: ({ event }) => event.final,
                target: '#voiceRecording.transcribed',
                actions: 'keep words',
              },
              { actions: 'keep words' },
            ],
            'voice.ended': [
              { guard: ({ context }) => context.transcript !== '', target: '#voiceRecording.transcribed' },
              { target: '#voiceRecording.idle' },
            ],
          },
          after: {
            'processing timeout': [
              { guard: ({ context }) => context.transcript !== '', target: '#voiceRecording.transcribed' },
              { target: '#voiceRecording.idle' },
            ],
          },
        },
      },
    },
    transcribed: { on: { 'voice.start': 'active', 'voice.submit': 'submitted' } },
    saved: { on: { 'voice.start': 'active', 'voice.submit': 'submitted' } },
    submitted: { type: 'final' },
    failed: { on: { 'voice.start': 'active' } },
  },
});
