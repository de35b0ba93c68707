import { Inflectors } from 'en-inflectors';
import type { Reading, Token } from './analyse.ts';
import type { WordType } from './types.ts';

/**
 * Part-of-speech repairs in context, after the tagger (wink-nlp's small model) and analyse.ts's
 * first repairs. Each rule is small, named and tested on its own (tests/unit/engine.test.ts):
 * they mend what the tagger is known to get wrong with the words learners click.
 */
export interface RuleContext {
  /** Does the glossary have an entry for this lemma and part of speech? */
  has(lemma: string, type: WordType): boolean;
}

export interface Repaired extends Reading {
  /** Which rule changed the reading (for tests and the bench). */
  rule?: string;
}

const lower = (s: string | undefined) => (s ?? '').toLowerCase().replace(/’/g, "'");

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'every',
  'each',
  'another',
  'no',
  'some',
  'any',
  "'s",
]);
const LINKING = new Set([
  'be',
  'am',
  'is',
  'are',
  'was',
  'were',
  'been',
  'being',
  "'m",
  "'re",
  "'s",
  'look',
  'looks',
  'looked',
  'looking',
  'seem',
  'seems',
  'seemed',
  'feel',
  'feels',
  'felt',
  'feeling',
  'get',
  'gets',
  'got',
  'getting',
  'become',
  'becomes',
  'became',
  'sound',
  'sounds',
  'sounded',
  'remain',
  'remains',
  'appear',
  'appears',
  'stay',
  'stays',
  'keep',
]);
const DIRECTION_VERBS = new Set([
  'turn',
  'turns',
  'turned',
  'turning',
  'go',
  'goes',
  'went',
  'going',
  'keep',
  'bear',
  'then',
  'look',
  'move',
  'swipe',
]);
const TIME_WORDS = new Set(['tonight', 'today', 'tomorrow', 'yesterday']);
const INTENSIFIERS = new Set([
  'much',
  'even',
  'far',
  'a',
  'lot',
  'little',
  'bit',
  'slightly',
  'way',
  'still',
  'no',
  'any',
  'so',
  'really',
  'very',
  'completely',
  'totally',
  'quite',
  'rather',
  'already',
  'all',
  'a',
  'bit',
]);
/** Words after an article that stay what the tagger says ("the same", "the most", "a few"). */
const NOT_NOUNS = new Set([
  'same',
  'most',
  'least',
  'other',
  'few',
  'little',
  'lot',
  'much',
  'many',
  'only',
  'whole',
  'best',
  'worst',
  'first',
  'last',
  'next',
  'more',
  'less',
  'own',
  'such',
  'very',
  'latest',
  'former',
  'latter',
]);
/** Adverbs that look like verbs or adjectives after an object: "follow the landing live". */
const FLAT_ADVERBS = new Set(['live', 'fast', 'hard', 'late', 'early', 'straight', 'home', 'close']);
const IRREGULAR_PARTICIPLES = new Set([
  'lost',
  'broken',
  'frozen',
  'hidden',
  'stolen',
  'known',
  'built',
  'made',
  'done',
  'gone',
  'worn',
  'torn',
  'spent',
  'left',
  'paid',
  'sold',
  'told',
  'held',
  'found',
  'bought',
  'taught',
  'caught',
  'thought',
  'brought',
  'written',
  'driven',
  'given',
  'taken',
  'shown',
  'grown',
  'drawn',
  'chosen',
  'spoken',
  'forgotten',
  'tired',
  'closed',
  'open',
]);

function previousWord(tokens: Token[], index: number, skip: (t: Token) => boolean = () => false) {
  let i = index - 1;
  while (i >= 0 && skip(tokens[i]!)) i--;
  return { token: tokens[i], index: i };
}

function clauseHasVerb(tokens: Token[], index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.tag === 'PUNCT' && /[.!?;,]/.test(t.value)) return false;
    if (t.tag === 'VERB' || t.tag === 'AUX') return true;
  }
  return false;
}

const isParticiple = (w: string) => /(ed|en|ing)$/.test(w) || IRREGULAR_PARTICIPLES.has(w);

/**
 * Applies the rules in order; the first that fires decides. `reading` has the tagger's answer
 * (already mended by analyse.ts); the result carries the rule's name when one fired.
 */
export function repairReading(reading: Reading, ctx: RuleContext): Repaired {
  const { tokens, index } = reading;
  if (!tokens || index === undefined) return reading;
  const head = tokens[index]!;
  const word = lower(head.value);
  const length = reading.length ?? 1;
  const next = tokens[index + length];
  const previous = tokens[index - 1];
  const prevWord = lower(previous?.value);
  const set = (type: WordType, lemma: string, rule: string): Repaired => ({ ...reading, type, lemma, rule });

  // Time words: "Tonight's question" (a noun, possessive), "I will call tonight" (an adverb).
  if (TIME_WORDS.has(word)) {
    if (lower(tokens[index + 1]?.value) === "'s" || lower(next?.value) === "'s")
      return set('noun', word, 'time-word');
    const afterPreposition = previous && (previous.tag === 'ADP' || DETERMINERS.has(prevWord));
    return afterPreposition ? set('noun', word, 'time-word') : set('adverb', word, 'time-word');
  }

  // Directions: "turn left", "then left at the bank", "on the right".
  if (word === 'left' || word === 'right' || word === 'straight') {
    if (
      DIRECTION_VERBS.has(prevWord) ||
      (word !== 'straight' && previous?.tag === 'ADV' && lower(previous.value) === 'straight')
    )
      return set('adverb', word, 'direction');
    if (
      (prevWord === 'the' || prevWord === 'your' || prevWord === 'my') &&
      ['on', 'to', 'at'].includes(lower(tokens[index - 2]?.value))
    )
      return set('noun', word, 'direction');
  }

  // Nationalities and languages before a noun are adjectives: "a Polish account", "Italian restaurant".
  if (
    /^\p{Lu}/u.test(head.value) &&
    (next?.tag === 'NOUN' || next?.tag === 'PROPN') &&
    ctx.has(head.value, 'adjective')
  ) {
    const proper = ctx.has(head.value, 'noun') || ctx.has(head.value, 'adjective');
    if (proper && reading.type !== 'adjective') return set('adjective', head.value, 'nationality');
  }

  // Comparatives and superlatives of good / well / bad: adjective before a noun or after a linking verb, else adverb.
  if (['better', 'best', 'worse', 'worst'].includes(word)) {
    const before = previousWord(tokens, index, (t) => INTENSIFIERS.has(lower(t.value)));
    const beforeWord = lower(before.token?.value);
    const lemma =
      word === 'better' || word === 'best'
        ? { adjective: 'good', adverb: 'well' }
        : { adjective: 'bad', adverb: 'badly' };
    if (next && (next.tag === 'NOUN' || next.tag === 'PROPN'))
      return set('adjective', lemma.adjective, 'graded');
    if (
      before.token &&
      (LINKING.has(beforeWord) || DETERMINERS.has(beforeWord) || lower(before.token.lemma) === 'be')
    )
      return set('adjective', lemma.adjective, 'graded');
    if (
      before.token?.tag === 'VERB' ||
      before.index < 0 ||
      before.token?.tag === 'PUNCT' ||
      before.token?.tag === 'ADV' ||
      before.token?.tag === 'NOUN'
    )
      return set('adverb', lemma.adverb, 'graded');
  }

  // A participle after a linking verb or before a noun is an adjective when the glossary has one:
  // "looked completely lost", "frozen water"; passives ("are marketed as") stay verbs.
  if ((reading.type === 'verb' || head.tag === 'VERB') && isParticiple(word) && ctx.has(word, 'adjective')) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV' && !LINKING.has(lower(t.value)));
    const beforeWord = lower(before.token?.value);
    const afterLinking = before.token && (LINKING.has(beforeWord) || lower(before.token.lemma) === 'be');
    const beforeNoun =
      next?.tag === 'NOUN' &&
      (!before.token || ['DET', 'ADJ', 'ADP', 'CCONJ', 'PUNCT', 'ADV'].includes(before.token.tag));
    if (afterLinking || beforeNoun) return set('adjective', word, 'participle');
  }

  // A gerund that is the subject: "Boarding starts at two".
  if (head.tag === 'VERB' && word.endsWith('ing') && ctx.has(word, 'noun')) {
    const start = index === 0 || tokens[index - 1]!.tag === 'PUNCT' || DETERMINERS.has(prevWord);
    if (start && next && (next.tag === 'VERB' || next.tag === 'AUX')) return set('noun', word, 'gerund');
  }

  // A noun after an article or an adjective when no noun follows: "a new flat", "at the till".
  if (reading.type !== 'noun' && ['VERB', 'ADJ', 'ADV', 'ADP'].includes(head.tag) && !NOT_NOUNS.has(word)) {
    const det =
      DETERMINERS.has(prevWord) ||
      (previous?.tag === 'ADJ' && DETERMINERS.has(lower(tokens[index - 2]?.value)));
    const timeAfter = ['last', 'next', 'this', 'every', 'today', 'tonight', 'yesterday', 'tomorrow'].includes(
      lower(next?.value),
    );
    const nounFollows = next && !timeAfter && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(next.tag);
    if (det && !nounFollows) {
      const singular = new Inflectors(word).toSingular();
      for (const noun of [word, singular])
        if (ctx.has(noun, 'noun')) return set('noun', noun, 'noun-after-determiner');
    }
  }

  // Flat adverbs after an object: "follow the landing live", "work hard".
  if (FLAT_ADVERBS.has(word) && reading.type !== 'adverb' && ctx.has(word, 'adverb')) {
    const objectBefore =
      previous &&
      (previous.tag === 'NOUN' ||
        previous.tag === 'PROPN' ||
        (previous.tag === 'PRON' && ['it', 'them', 'him', 'her', 'me', 'us'].includes(prevWord)));
    const nounAfter = next && (next.tag === 'NOUN' || next.tag === 'PROPN');
    if (objectBefore && clauseHasVerb(tokens, index - 1) && !nounAfter)
      return set('adverb', word, 'flat-adverb');
  }

  // A verb after a plural subject in a clause with no verb yet: "Applications for transfers close at the end".
  if (
    reading.type !== 'verb' &&
    ctx.has(word, 'verb') &&
    previous?.tag === 'NOUN' &&
    /s$/.test(lower(previous.value))
  ) {
    const clauseOk = !clauseHasVerb(tokens, index);
    const afterOk = !next || ['ADP', 'ADV', 'PUNCT', 'DET', 'SCONJ'].includes(next.tag);
    if (clauseOk && afterOk && !DETERMINERS.has(lower(tokens[index - 2]?.value))) {
      const lemma = new Inflectors(word).toPresent();
      return set('verb', ctx.has(lemma, 'verb') ? lemma : word, 'plural-subject-verb');
    }
  }

  // An adjective before a noun in a sentence with no verb: "Sound advice."
  if (reading.type !== 'adjective' && next?.tag === 'NOUN' && ctx.has(word, 'adjective')) {
    const sentenceHasVerb = tokens.some((t, i) => i !== index && (t.tag === 'VERB' || t.tag === 'AUX'));
    const startsSentence = index === 0 || tokens[index - 1]!.tag === 'PUNCT';
    if (!sentenceHasVerb && startsSentence) return set('adjective', word, 'verbless-adjective');
  }

  return reading;
}

/** Is "read" (or another verb spelt alike in present and past) in the past here? */
export function isPastReading(tokens: Token[], index: number): boolean {
  const before = previousWord(tokens, index, (t) => t.tag === 'ADV');
  const w = lower(before.token?.value);
  if (
    ['have', 'has', 'had', "'ve", 'was', 'were', 'been', 'is', 'are', 'be', 'being', "'s", "'re"].includes(w)
  )
    return true;
  if (
    [
      'to',
      'will',
      'can',
      'could',
      'would',
      'should',
      'must',
      'might',
      'may',
      "'ll",
      'do',
      'does',
      "don't",
      'and',
      'i',
      'you',
      'we',
      'they',
    ].includes(w)
  ) {
    if (['i', 'you', 'we', 'they'].includes(w)) {
      const sentence = tokens.map((t) => lower(t.value));
      return sentence.some((x) => ['yesterday', 'ago', 'last'].includes(x));
    }
    return false;
  }
  if (w === 'he' || w === 'she' || w === 'it') return true; // "she read" (present would be "reads")
  return tokens.some((t) => ['yesterday', 'ago'].includes(lower(t.value)));
}
