/** Press-to-speak (Web Speech API, en-US) where the browser has it. */

interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionClass = new () => Recognition;

function recognitionClass(): RecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const speechInputAvailable = () => recognitionClass() !== null;

/** Starts listening; the returned stop() ends it and the transcript arrives through onText. */
export function listen(onText: (text: string) => void, onEnd: () => void): () => void {
  const Class = recognitionClass();
  if (!Class) {
    onEnd();
    return () => {};
  }
  const recognition = new Class();
  recognition.lang = 'en-US';
  recognition.interimResults = false;
  recognition.continuous = true;
  recognition.onresult = (e) => {
    const text = Array.from(e.results)
      .map((r) => r[0]?.transcript ?? '')
      .join(' ')
      .trim();
    if (text) onText(text);
  };
  recognition.onend = onEnd;
  recognition.onerror = onEnd;
  try {
    recognition.start();
  } catch {
    onEnd();
  }
  return () => recognition.stop();
}
