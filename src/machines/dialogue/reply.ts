import type { DialogueScript } from './types.ts';
import { tokens } from './words.ts';

/**
 * The studio's reply to a learner turn, picked from the lesson script (issue 8). Pure and
 * deterministic: the same script, words and turn give the same reply, so event logs replay.
 * It reacts to what the learner said (praise for a new target word; a line of the scene when the
 * message is close to a line of the learner's role, answered as the scene answers it), and steers
 * toward the first target word not used yet with a coaching note in brackets.
 */

const PRAISE = ['Great, you used', 'Nice! You used', 'Well done with', 'Perfect use of'];
const ACKNOWLEDGE = ['I see.', 'Right.', 'OK, got it.', 'Sounds good.', 'Sure.'];
const SHORT = ['Could you say a little more?', 'Can you tell me more?', 'Try a full sentence, please.'];
/** Words that say nothing about which line of the scene the learner is saying. */
const FILLER = new Set(
  (
    'the a an and or but so to of in on at for with from by is am are was were be been it its this that ' +
    'these those there here i you he she we they me my your our their his her him them do does did ' +
    'have has had can could would will shall should may might must not no yes please thank thanks ' +
    'ok okay oh hello hi what how when where which who why very too just also then well'
  ).split(' '),
);

const pick = <T>(items: readonly T[], turn: number) => items[turn % items.length]!;
const quoteList = (words: string[]) => words.map((w) => `"${w}"`).join(' and ');
/** A rough stem, enough to match "sandwiches" with "sandwich" and "booked" with "book". */
const stem = (w: string) => w.replace(/(?:ies|es|s|ed|ing|ly)$/, '') || w;
const contentWords = (text: string) =>
  new Set(
    tokens(text)
      .filter((w) => w.length > 2 && !FILLER.has(w))
      .map(stem),
  );

/**
 * The scene's answer to the learner's message: the reply of the learner-role line sharing the most
 * content words with it (at least two, or the only one of a short line); earliest line on a tie.
 */
const cueWordsOf = new WeakMap<DialogueScript, { words: Set<string>; reply: string }[]>();

export function sceneAnswer(script: DialogueScript, text: string): string | null {
  const said = contentWords(text);
  let cues = cueWordsOf.get(script);
  if (!cues) {
    cues = (script.exchanges ?? []).map(({ cue, reply }) => ({ words: contentWords(cue), reply }));
    cueWordsOf.set(script, cues);
  }
  let best: { reply: string; score: number } | null = null;
  for (const { words: cueWords, reply } of cues) {
    let shared = 0;
    for (const w of cueWords) if (said.has(w)) shared++;
    const enough = shared >= 2 || (shared === 1 && cueWords.size <= 2);
    if (enough && (!best || shared > best.score)) best = { reply, score: shared };
  }
  return best?.reply ?? null;
}

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
  const prompt = first ? (script.prompts[first]?.[0] ?? `(Try to use "${first}".)`) : '';
  return [script.opening, prompt].filter(Boolean).join(' ');
}

export function studioReply({ script, targetWords, usedWords, newlyUsed, text, turn }: ReplyInput): string {
  const parts: string[] = [];
  const words = tokens(text);
  const asked = text.trim().endsWith('?');
  // In role: the scene's answer to a line like the learner's; otherwise, for a question or every
  // other turn, the studio's next line of the scene (its first is the opening, its last the goodbye).
  let inRole = sceneAnswer(script, text);
  const middle = script.lines.slice(1, -1);
  if (!inRole && middle.length && (asked || turn % 2 === 0)) inRole = middle[(turn - 1) % middle.length]!;

  if (newlyUsed.length) parts.push(`${pick(PRAISE, turn)} ${quoteList([...newlyUsed])}!`);
  else if (words.length < 3) parts.push(pick(SHORT, turn));
  else if (!inRole) parts.push(pick(ACKNOWLEDGE, turn));
  if (inRole) parts.push(inRole);

  const remaining = targetWords.filter((w) => !usedWords.includes(w));
  const next = remaining[0];
  if (next) {
    const prompts = script.prompts[next] ?? [];
    // The first note about a word quotes the scene; later ones are short reminders (also when the
    // studio has just said the line it would quote).
    const before = targetWords.find((w) => !usedWords.includes(w) || newlyUsed.includes(w));
    const first = next !== before && !(inRole && prompts[0]?.includes(inRole));
    const prompt = first ? prompts[0] : prompts.length > 1 ? pick(prompts.slice(1), turn) : prompts[0];
    parts.push(prompt ?? `(Can you use "${next}" in a sentence?)`);
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
      targetWords.map((w) => [w, [`(Can you make a sentence with "${w}"?)`, `(Now try to use "${w}".)`]]),
    ),
    lines: [],
    closing: `(Wonderful! You used all five words.)`,
  };
}
