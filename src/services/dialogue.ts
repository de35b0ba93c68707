import type {
  CompletionPost,
  DialogueScript,
  PartnerReply,
  SavedDialogue,
  TurnInput,
} from '../machines/dialogue/types.ts';
import { api as defaultApi, type ApiClient } from './api.ts';
import type {
  DialogueCompletionBody,
  DialogueSceneAnswer,
  DialogueTurn,
  DialogueTurnBody,
} from '../api-contract/dialogue.ts';

/**
 * Effects of Dialogue Studio: the lesson's script (GET, once per visit), the partner's reply to each
 * turn (POST, worked out on the server from the scene and the session's turns: issue 17 replaces
 * SPEC §7's replies made on the client), the saved session per lesson in localforage (SPEC §3,
 * kept locally only), the completion post, and speech (SPEC §9: en-US, rate 0.9).
 */

export const DIALOGUE_SPEECH_LANG = 'en-US';
export const DIALOGUE_SPEECH_RATE = 0.9;
const key = (lessonId: number) => `dialogue:${lessonId}`;

/** Stored data that could not even be read back counts as corrupt: the machine removes it. */
export const UNREADABLE = { unreadable: true } as const;

type Store = {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
  removeItem(key: string): Promise<void>;
};

let storePromise: Promise<Store> | null = null;
const sessionStore = () =>
  (storePromise ??= import('localforage').then(({ default: localforage }) =>
    localforage.createInstance({ name: 'lingvo', storeName: 'dialogue_sessions' }),
  ));

export function createDialogueSessions(store: () => Promise<Store> = sessionStore, now = () => Date.now()) {
  return {
    async load(lessonId: number): Promise<unknown> {
      try {
        return (await (await store()).getItem(key(lessonId))) ?? null;
      } catch {
        return UNREADABLE;
      }
    },
    async save(session: SavedDialogue) {
      try {
        await (await store()).setItem(key(session.lessonId), { ...session, lastSaved: now() });
      } catch {
        // Storage full or disabled: the session is simply not remembered.
      }
    },
    async remove(lessonId: number) {
      try {
        await (await store()).removeItem(key(lessonId));
      } catch {
        // Nothing to remove.
      }
    },
  };
}

export const dialogueSessions = createDialogueSessions();

export async function loadDialogueScript(
  lessonId: number,
  signal?: AbortSignal,
  api: ApiClient = defaultApi,
): Promise<DialogueScript | null> {
  const res = await api.get<Partial<DialogueSceneAnswer>>(`v1/videoLesson/${lessonId}/dialogue/`, signal);
  return res.status === 200 && res.body?.script ? res.body.script : null;
}

/** POST /videoLesson/{id}/dialogue/turn/: the partner's reply; throws when there is none. */
export async function postDialogueTurn(
  { lessonId, sessionId, turns }: TurnInput,
  signal?: AbortSignal,
  api: ApiClient = defaultApi,
): Promise<PartnerReply> {
  const res = await api.request<DialogueTurn>('POST', `v1/videoLesson/${lessonId}/dialogue/turn/`, {
    json: { session_id: sessionId, turns: turns.slice(-200) } satisfies DialogueTurnBody,
    ...(signal ? { signal } : {}),
  });
  if (res.status !== 200 || !res.body) throw new Error(`dialogue turn: ${res.status}`);
  return { reply: res.body.reply, recasts: res.body.recasts ?? [], coach: res.body.coach ?? null };
}

/** POST /videoLesson/{id}/dialogue/; one retry on a network error (the server counts a session once). */
export async function postDialogueCompletion(
  c: CompletionPost,
  signal?: AbortSignal,
  api: ApiClient = defaultApi,
): Promise<boolean> {
  const json = {
    session_id: c.sessionId,
    messages: c.messages,
    exchanges: c.exchanges,
    seconds: c.seconds,
  } satisfies DialogueCompletionBody;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await api.request('POST', `v1/videoLesson/${c.lessonId}/dialogue/`, {
        json,
        ...(signal ? { signal } : {}),
      });
      return res.status === 200 || res.status === 201;
    } catch (error) {
      if (signal?.aborted) throw error;
      // Network error: try once more.
    }
  }
  return false;
}

export const speech = {
  available: () => typeof window !== 'undefined' && 'speechSynthesis' in window,
  speak(text: string) {
    if (!text || !speech.available()) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = DIALOGUE_SPEECH_LANG;
    utterance.rate = DIALOGUE_SPEECH_RATE;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  },
  stop() {
    if (speech.available()) window.speechSynthesis.cancel();
  },
};
