import type { DialogueScript, PartnerReply } from './types.ts';

/**
 * The partner's replies are worked out on the server (issue 17, server/dialogue/partner.ts). The
 * browser only needs a script for a lesson whose scene could not be loaded, and the reply it
 * shows when the server cannot be reached.
 */
export function fallbackScript(topic: string, targetWords: readonly string[]): DialogueScript {
  const first = targetWords[0];
  return {
    topic,
    partner: 'Alex',
    learner: 'You',
    partner_role: { en: 'Conversation partner', uk: 'Співрозмовник', pl: 'Rozmówca' },
    learner_role: { en: 'Learner', uk: 'Учень', pl: 'Uczeń' },
    opening: `Hi! Let's talk about "${topic}".`,
    coach: first
      ? { kind: 'steer', word: first, example: `I'd like to say something with "${first}".` }
      : null,
  };
}

/** Shown when the partner could not answer (no connection): the learner may send again. */
export const OFFLINE_REPLY: PartnerReply = { reply: '', recasts: [], coach: { kind: 'offline' } };
