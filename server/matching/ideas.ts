import { stemmer as porterStem } from 'en-stemmer';

/**
 * Key ideas and paraphrases (issue 17): the small matcher Dialogue Studio uses to understand a
 * learner's line, written to be shared with the answer grader (server/quiz) rather than copied.
 *
 * An idea is a list of alternatives, each a word or a phrase ("how much", "cost", "price"). A text
 * has the idea when one alternative occurs in it: words are compared by their Porter stem
 * ("seats" = "seat", "booked" = "book"), contractions are opened ("what's" = "what is", "can't" =
 * "can not"), and a phrase's words must come in order with at most one word between them
 * ("pay by card" matches "pay by credit card"). An alternative ending in `*` matches any word that
 * begins with it ("refund*"). Matching is pure and deterministic.
 */
export type Idea = readonly string[];

export interface Text {
  /** The stems of the text's words, in order. */
  stems: string[];
  /** The raw lower-case words (for prefix alternatives). */
  words: string[];
  question: boolean;
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan['’]t\b/g, 'can not'],
  [/\bwon['’]t\b/g, 'will not'],
  [/\bshan['’]t\b/g, 'shall not'],
  [/n['’]t\b/g, ' not'],
  [/['’]re\b/g, ' are'],
  [/['’]ve\b/g, ' have'],
  [/['’]ll\b/g, ' will'],
  [/['’]d\b/g, ' would'],
  [/\bi['’]m\b/g, 'i am'],
  [/\b(it|that|what|where|who|how|there|here|he|she)['’]s\b/g, '$1 is'],
  [/['’]s\b/g, ''],
];

const stemCache = new Map<string, string>();
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = porterStem(word);
    if (stemCache.size < 50_000) stemCache.set(word, s);
  }
  return s;
}

export function words(text: string): string[] {
  let t = text.toLowerCase();
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  return t.match(/[\p{L}\p{N}£$€.:]*[\p{L}\p{N}]/gu)?.map((w) => w.replace(/^[.:]+/, '')) ?? [];
}

export function readText(text: string): Text {
  const ws = words(text);
  return { words: ws, stems: ws.map(stem), question: /\?\s*$/.test(text.trim()) };
}

interface Alternative {
  stems: string[];
  prefix: boolean;
}
const compiled = new Map<string, Alternative>();
function alternative(alt: string): Alternative {
  let a = compiled.get(alt);
  if (!a) {
    const prefix = alt.endsWith('*');
    const ws = words(prefix ? alt.slice(0, -1) : alt);
    a = { stems: prefix ? ws : ws.map(stem), prefix };
    compiled.set(alt, a);
  }
  return a;
}

/** Where the alternative occurs in the text (index of its first word), or -1. */
function find(text: Text, alt: string): number {
  const { stems: want, prefix } = alternative(alt);
  if (!want.length) return -1;
  const last = want.length - 1;
  const same = (i: number, j: number) =>
    prefix && j === last ? text.words[i]!.startsWith(want[j]!) : text.stems[i] === want[j];
  for (let i = 0; i < text.stems.length; i++) {
    if (!same(i, 0)) continue;
    let at = i;
    let ok = true;
    for (let j = 1; j < want.length && ok; j++) {
      if (at + 1 < text.stems.length && same(at + 1, j)) at += 1;
      else if (at + 2 < text.stems.length && same(at + 2, j)) at += 2;
      else ok = false;
    }
    if (ok) return i;
  }
  return -1;
}

/** The text has the idea: one of its alternatives occurs. */
export function hasIdea(text: Text, idea: Idea): boolean {
  return idea.some((alt) => find(text, alt) >= 0);
}

/**
 * How well the text expresses all the ideas: 0 when one is missing, else the number of words of
 * the alternatives that occur (a longer paraphrase, or more of an idea's words, scores higher).
 */
export function ideasScore(text: Text, ideas: readonly Idea[]): number {
  let score = 0;
  for (const idea of ideas) {
    let matched = 0;
    for (const alt of idea) if (find(text, alt) >= 0) matched += alternative(alt).stems.length;
    if (!matched) return 0;
    score += matched;
  }
  return score;
}

/** The candidate whose ideas the text expresses best (first on a tie), or null. */
export function bestMatch<T extends { ideas: readonly Idea[] }>(
  text: Text,
  candidates: readonly T[],
): { item: T; score: number } | null {
  let best: { item: T; score: number } | null = null;
  for (const item of candidates) {
    const score = ideasScore(text, item.ideas);
    if (score > 0 && (!best || score > best.score)) best = { item, score };
  }
  return best;
}
