import type { Token } from './analyse.ts';

/**
 * Sense rules of English grammar that no single cue word can express (issue 15): the construction
 * around the word picks the meaning. Each returns the lemma and part of speech whose glossary entry
 * renders the word here, or undefined. Tested in tests/unit/context-senses.test.ts.
 */

const lower = (s: string | undefined) => (s ?? '').toLowerCase().replace(/’/g, "'");

const HAVE_FORMS = new Set(['have', 'has', "'ve", "'s", 'haven', 'hasn']);
const SKIPPED_ADVERBS = new Set([
  'not',
  "n't",
  'just',
  'already',
  'also',
  'still',
  'really',
  'only',
  'never',
  'all',
]);
/** Words after "got" that make it "become" or a phrasal verb, not possession ("got married", "got up"). */
const NOT_OBJECTS = new Set([
  'to',
  'used',
  'better',
  'worse',
  'married',
  'lost',
  'up',
  'back',
  'in',
  'out',
  'off',
  'on',
]);

/**
 * "I've got a cat", "Have you got any questions?", "She's got two brothers": present have + got before
 * an object is British English for possession (have = мати, mieć), not "received". "have got to" (must),
 * "has got better" (become) and phrasal verbs ("'ve got up") are left alone.
 */
export function possessiveGot(tokens: Token[], index: number): boolean {
  if (lower(tokens[index]?.value) !== 'got') return false;
  const next = tokens[index + 1];
  const objectNext =
    next &&
    !NOT_OBJECTS.has(lower(next.value)) &&
    (['DET', 'NUM', 'NOUN', 'PROPN'].includes(next.tag) ||
      (next.tag === 'PRON' && lower(next.value) !== 'it') ||
      (next.tag === 'ADJ' && ['NOUN', 'PROPN'].includes(tokens[index + 2]?.tag ?? '')) ||
      ['any', 'some', 'a', 'an', 'no', 'enough', 'lots', 'plenty', 'time'].includes(lower(next.value)));
  const whatBefore = tokens.slice(0, index).some((t) => ['what', 'which'].includes(lower(t.value)));
  if (!objectNext && !(whatBefore && (!next || next.tag === 'PUNCT' || next.tag === 'ADP'))) return false;
  let at = index - 1;
  while (at >= 0 && SKIPPED_ADVERBS.has(lower(tokens[at]!.value))) at--;
  if (HAVE_FORMS.has(lower(tokens[at]?.value))) return true;
  // A question: "Have you got", "Has the flat got": have, a subject of up to three words, got.
  for (let k = at; k >= Math.max(0, at - 3); k--) {
    const t = tokens[k]!;
    if (t.tag === 'PUNCT' || t.tag === 'VERB') return false;
    if (['have', 'has', 'haven', 'hasn'].includes(lower(t.value))) return k < at;
  }
  return false;
}

/** Words too general to say what a sentence is about. */
const GENERAL = new Set([
  'be', 'have', 'do', 'get', 'go', 'make', 'say', 'take', 'come', 'see', 'know', 'think', 'want', 'need', 'let',
  'very', 'so', 'just', 'really', 'not', 'well', 'also', 'then', 'now', 'here', 'there', 'still', 'even', 'too',
  'thing', 'way', 'lot', 'bit', 'one', 'something', 'someone', 'person', 'people', 'use', 'used', 'good', 'new',
]); // prettier-ignore
const CONTENT_TAGS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);

/** The sentence's content words and their lemmas (nouns, verbs, adjectives, adverbs), the clicked word left out. */
export function contentWords(tokens: Token[], index: number, length = 1): string[] {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    if (i >= index && i < index + length) return;
    const lemma = lower(t.lemma);
    if (!CONTENT_TAGS.has(t.tag) || GENERAL.has(lemma)) return;
    // The form as written and its lemma: the vectors know both ("scored" sits nearer "goal" than "score").
    for (const w of [lemma, lower(t.value)]) if (/^\p{L}{3,}$/u.test(w)) out.add(w);
  });
  return [...out];
}

/** A sense's own words: its English gloss and its cues, general words left out. */
export function senseWords(gloss: string | undefined, cues: string[] | undefined): string[] {
  // Only one-word cues: the words of a phrase cue ("mind the kids") are not cues on their own.
  const words = [gloss ?? '', ...(cues ?? []).filter((c) => /^\p{L}+$/u.test(c))]
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3 && !GENERAL.has(w) && !STOP.has(w));
  return [...new Set(words)];
}
const STOP = new Set(['the', 'and', 'for', 'with', 'that', 'this', 'from', 'into', 'are', 'was', 'its', 'your', 'our', 'his', 'her', 'their', 'who', 'which', 'what', 'where', 'when', 'how', 'than', 'out', 'off', 'about', 'over', 'some', 'any', 'all', 'can', 'will']); // prettier-ignore

/**
 * The sense whose gloss and cues are nearest the sentence in word-vector space, for a word whose
 * cues did not match literally ("the keeper was nowhere … should have scored" → goalkeeper: scored ~
 * goal, save, shot). Each sense scores its best pair (a sense word, a sentence word); a further sense
 * wins only by `margin` over the first (most frequent) sense and above `floor`, else the first stays.
 * `similarity` returns null for words the vectors lack.
 */
export function nearestSense(
  senses: string[][],
  context: string[],
  similarity: (a: string, b: string) => number | null,
  { margin = 0.1, floor = 0.7 } = {},
): number {
  if (senses.length < 2 || !context.length) return 0;
  const score = (words: string[]) => {
    let best = 0;
    for (const w of words)
      for (const c of context) {
        if (w === c) return 1;
        const s = similarity(w, c);
        if (s !== null && s > best) best = s;
      }
    return best;
  };
  const scores = senses.map(score);
  let chosen = 0;
  for (let k = 1; k < scores.length; k++)
    if (scores[k]! >= floor && scores[k]! - scores[0]! >= margin && scores[k]! > scores[chosen]!) chosen = k;
  return chosen;
}
