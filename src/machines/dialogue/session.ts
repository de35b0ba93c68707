import { DIALOGUE_SAVED_MAX_AGE_DAYS } from '../constants.ts';
import type { DialogueContext, DialogueMessage, SavedDialogue } from './types.ts';

const DAY_MS = 86_400_000;

const isMessage = (m: unknown): m is DialogueMessage =>
  !!m &&
  typeof m === 'object' &&
  ((m as DialogueMessage).sender === 'ai' || (m as DialogueMessage).sender === 'user') &&
  typeof (m as DialogueMessage).text === 'string' &&
  typeof (m as DialogueMessage).id === 'string';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** A stored value is a saved session of this lesson with every SPEC field well typed. */
export function isSavedDialogue(value: unknown, lessonId: number): value is SavedDialogue {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    v['lessonId'] === lessonId &&
    typeof v['lessonName'] === 'string' &&
    Array.isArray(v['messages']) &&
    v['messages'].every(isMessage) &&
    Array.isArray(v['usedWords']) &&
    v['usedWords'].every((w) => typeof w === 'string') &&
    isCount(v['turnCount']) &&
    isCount(v['totalTimeInvested']) &&
    isCount(v['lastSaved']) &&
    typeof v['selectedTopic'] === 'string' &&
    typeof v['isCompleted'] === 'boolean' &&
    typeof v['sessionId'] === 'string'
  );
}

/** SPEC §9: saved sessions older than 7 days are removed. */
export const isExpired = (saved: SavedDialogue, now: number) =>
  now - saved.lastSaved > DIALOGUE_SAVED_MAX_AGE_DAYS * DAY_MS;

/** The session as it is stored; `lastSaved` is stamped by the storage service at write time. */
export function toSaved(context: DialogueContext, lastSaved: number): SavedDialogue {
  return {
    lessonId: context.lessonId,
    lessonName: context.lessonName,
    messages: context.messages,
    usedWords: context.usedWords,
    turnCount: context.turnCount,
    totalTimeInvested: context.totalTimeInvested,
    lastSaved,
    selectedTopic: context.script.topic,
    isCompleted: context.isCompleted,
    sessionId: context.sessionId,
  };
}

/** SPEC §9: time is shown as minutes:seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
