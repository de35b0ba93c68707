import { fromCallback } from 'xstate';
import {
  voiceRecordingMachine,
  type ListenerCommand,
  type VoiceEvent,
} from '../machines/voice-recording/machine.ts';

/**
 * The microphone for text/voice answers and the dialogue: the Web Speech API in en-US where the browser has it;
 * otherwise audio is recorded with MediaRecorder (SPEC §8: 'Voice recorded successfully. Speech
 * recognition not available in this browser.') and the learner types the answer.
 */

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

function recognitionClass(): (new () => Recognition) | null {
  const w = globalThis as unknown as Record<string, unknown>;
  return (w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null) as (new () => Recognition) | null;
}

export const speechSupported = () => recognitionClass() !== null;

export const listen = fromCallback<ListenerCommand, { language: string }>(({ sendBack, receive, input }) => {
  const send = (e: VoiceEvent) => sendBack(e);
  const Speech = recognitionClass();
  if (Speech) {
    const recognition = new Speech();
    recognition.lang = input.language;
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.onresult = (e) => {
      const text = Array.from(e.results)
        .map((r) => r[0]?.transcript ?? '')
        .join(' ')
        .trim();
      const final = Array.from(e.results).every((r) => r.isFinal);
      send({ type: 'voice.heard', text, final });
    };
    recognition.onerror = (e) => {
      if (e.error === 'no-speech' || e.error === 'aborted') return;
      send({ type: 'voice.failed', reason: e.error === 'not-allowed' ? 'denied' : 'other' });
    };
    recognition.onend = () => send({ type: 'voice.ended' });
    receive(() => recognition.stop());
    try {
      recognition.start();
    } catch {
      send({ type: 'voice.failed', reason: 'other' });
    }
    return () => recognition.abort();
  }
  const media = globalThis.navigator?.mediaDevices;
  if (!media?.getUserMedia || typeof MediaRecorder === 'undefined') {
    send({ type: 'voice.failed', reason: 'unsupported' });
    return () => {};
  }
  let recorder: MediaRecorder | null = null;
  let stream: MediaStream | null = null;
  let stopped = false;
  media
    .getUserMedia({ audio: true })
    .then((s) => {
      stream = s;
      if (stopped) return s.getTracks().forEach((t) => t.stop());
      recorder = new MediaRecorder(s);
      recorder.onstop = () => send({ type: 'voice.recorded' });
      recorder.start();
    })
    .catch((error: { name?: string }) =>
      send({ type: 'voice.failed', reason: error?.name === 'NotAllowedError' ? 'denied' : 'other' }),
    );
  receive(() => {
    stopped = true;
    if (recorder?.state === 'recording') recorder.stop();
  });
  return () => {
    stopped = true;
    if (recorder?.state === 'recording') recorder.stop();
    stream?.getTracks().forEach((t) => t.stop());
  };
});

/** The one speech wrapper of the app: the quiz's text/voice answers and the dialogue's microphone. */
export const createVoiceRecordingLogic = () =>
  voiceRecordingMachine.provide({
    actors: { listen },
    guards: { 'speech recognition available': speechSupported },
  });
