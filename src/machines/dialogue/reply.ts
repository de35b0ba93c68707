import type { DialogueScript } from './types.ts';
import { tokens } from './words.ts';

/**
 * The studio's reply to a learner turn, picked from the lesson script (issue 8). Pure and
 * deterministic: the same script, words and turn give the same reply, so event logs replay.
 * It reacts to what the learner said, sometimes answers in character with a line of the scene,
 * and steers toward the first target word not used yet.
 */

const PRAISE = ['Great, you used', 'Nice! You used', 'Well done, that is', 'Perfect use of'];
const ACKNOWLEDGE = ['I see.', 'Right.', 'OK, got it.', 'Sounds good.', 'Interesting!'];
const SHORT = ['Could you say a little more?', 'Can you tell me more?', 'Try a full sentence, please.'];

const pick = <T>(items: readonly T[], turn: number) => items[turn % items.length]!;
const quoteList = (words: string[]) => words.map((w) => `"${w}"`).join(' and ');

export interface ReplyInput {
  script: DialogueScript;
  targetWords: readonly string[];
  usedWords: readonly string[];
  /** Target words this turn used for the first time. */
  newlyUsed: readonly string[];
  text: string;
  /** The learner turn number (1-based). */
  turn: number;
}

/** The studio's first message: the scene's opening and a prompt for the first target word. */
export function openingMessage(script: DialogueScript, targetWords: readonly string[]): string {
  const first = targetWords[0];
  const prompt = first ? (script.prompts[first]?.[0] ?? `Try to use "${first}".`) : '';
  return [script.opening, prompt].filter(Boolean).join(' ');
}

export function studioReply({ script, targetWords, usedWords, newlyUsed, text, turn }: ReplyInput): string {
  const parts: string[] = [];
  const words = tokens(text);
  if (newlyUsed.length) parts.push(`${pick(PRAISE, turn)} ${quoteList([...newlyUsed])}.`);
  else if (words.length < 3) parts.push(pick(SHORT, turn));
  else {
    const longest = [...words].sort((a, b) => b.length - a.length || a.localeCompare(b))[0]!;
    parts.push(`${pick(ACKNOWLEDGE, turn)} You mentioned "${longest}".`);
  }
  // Answer a question, and every other turn, in character with a line of the scene.
  const inCharacter = script.lines.length > 1 && (text.trim().endsWith('?') || turn % 2 === 0);
  if (inCharacter) parts.push(script.lines[1 + (turn % (script.lines.length - 1))]!);
  const remaining = targetWords.filter((w) => !usedWords.includes(w));
  const next = remaining[0];
  if (next) {
    const prompts = script.prompts[next];
    parts.push(prompts?.length ? pick(prompts, turn) : `Can you use "${next}" in a sentence?`);
  } else if (newlyUsed.length) parts.push(script.closing);
  return parts.join(' ');
}

/** A script for a lesson whose script could not be loaded: prompts from the target words alone. */
export function fallbackScript(topic: string, targetWords: readonly string[]): DialogueScript {
  return {
    topic,
    partner: 'Studio',
    learner: 'You',
    opening: `Hi! Let's talk about "${topic}".`,
    prompts: Object.fromEntries(
      targetWords.map((w) => [w, [`Can you make a sentence with "${w}"?`, `Now try to use "${w}".`]]),
    ),
    lines: [],
    closing: `Wonderful! You used all five words.`,
  };
}
