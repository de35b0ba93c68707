import { assertEvent, assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';

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
  /** The browser can turn speech into text (else audio is only recorded, SPEC §8). */
  recognition: boolean;
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
  guards: {
    /** Provided by src/services/voice.ts (the Web Speech API exists). */
    'speech recognition available': () => false,
    'words are final': ({ event }) => {
      assertEvent(event, 'voice.heard');
      return event.final;
    },
    'words were heard': ({ context }) => context.transcript !== '',
  },
  actions: {
    'keep words': assign({
      transcript: ({ event }) => {
        assertEvent(event, 'voice.heard');
        return event.text;
      },
    }),
    'keep failure': assign({
      failure: ({ event }) => {
        assertEvent(event, 'voice.failed');
        return event.reason;
      },
    }),
    'forget words': assign({ transcript: '', failure: null }),
    'note whether speech recognition exists': enqueueActions(({ check, enqueue }) => {
      if (check('speech recognition available')) enqueue.assign({ recognition: true });
    }),
    'tell the listener to stop': sendTo('listener', { type: 'stop' }),
  },
}).createMachine({
  id: 'voiceRecording',
  context: { transcript: '', failure: null, recognition: false },
  entry: 'note whether speech recognition exists',
  initial: 'idle',
  on: { 'voice.reset': { target: '.idle', actions: 'forget words' } },
  states: {
    idle: { on: { 'voice.start': 'active' } },
    active: {
      entry: 'forget words',
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
              { guard: 'words are final', target: '#voiceRecording.transcribed', actions: 'keep words' },
              { actions: 'keep words' },
            ],
            'voice.stop': { target: 'processing', actions: 'tell the listener to stop' },
            'voice.ended': '#voiceRecording.idle',
          },
        },
        processing: {
          tags: ['processing'],
          on: {
            'voice.heard': [
              { guard: 'words are final', target: '#voiceRecording.transcribed', actions: 'keep words' },
              { actions: 'keep words' },
            ],
            'voice.ended': [
              { guard: 'words were heard', target: '#voiceRecording.transcribed' },
              { target: '#voiceRecording.idle' },
            ],
          },
          after: {
            'processing timeout': [
              { guard: 'words were heard', target: '#voiceRecording.transcribed' },
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
