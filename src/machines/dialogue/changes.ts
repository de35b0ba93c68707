import { spotTargetWords } from './words.ts';
import type { DialogueContext, PartnerReply } from './types.ts';

/** The dialogue machine's context changes, as pure functions (its actions assign them). */

/** A new session: the partner's opening line, nothing said, no time spent. */
export function freshSession(context: DialogueContext): Partial<DialogueContext> {
  const n = context.sessionsStarted + 1;
  const { opening, coach } = context.script;
  return {
    sessionId: `d${context.lessonId}-${context.now.toString(36)}-${n}`,
    sessionsStarted: n,
    messages: [{ sender: 'ai', text: opening, id: 'm1', recasts: [], coach }],
    usedWords: [],
    turnCount: 0,
    totalTimeInvested: 0,
    isCompleted: false,
    saved: null,
  };
}

/** The saved session the Resume screen offered, words kept only if still targets. */
export function restoredSession(context: DialogueContext): Partial<DialogueContext> {
  const saved = context.saved;
  if (!saved) return {};
  return {
    sessionId: saved.sessionId,
    messages: saved.messages,
    usedWords: saved.usedWords.filter((w) => context.targetWords.includes(w)),
    turnCount: saved.turnCount,
    totalTimeInvested: saved.totalTimeInvested,
    isCompleted: false,
    saved: null,
  };
}

/** The learner's message added, and the target words it uses counted (in the lesson's order). */
export function withLearnerTurn(context: DialogueContext, text: string): Partial<DialogueContext> {
  const newly = spotTargetWords(text, context.targetWords).filter((w) => !context.usedWords.includes(w));
  return {
    turnCount: context.turnCount + 1,
    usedWords: context.targetWords.filter((w) => context.usedWords.includes(w) || newly.includes(w)),
    messages: [
      ...context.messages,
      { sender: 'user', text: text.trim(), id: `m${context.messages.length + 1}` },
    ],
  };
}

/** The partner's reply added, with its recasts and coaching note. */
export function withReply(context: DialogueContext, reply: PartnerReply): Partial<DialogueContext> {
  return {
    messages: [
      ...context.messages,
      {
        sender: 'ai',
        text: reply.reply,
        id: `m${context.messages.length + 1}`,
        recasts: reply.recasts,
        coach: reply.coach,
      },
    ],
  };
}

/** The learner's messages, oldest first (each turn and the completion post send them). */
export const learnerTurns = (context: DialogueContext) =>
  context.messages.filter((m) => m.sender === 'user').map((m) => m.text);
