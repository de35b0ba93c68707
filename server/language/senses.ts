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
