import fs from 'node:fs';
import path from 'node:path';
import { Inflectors } from 'en-inflectors';
import { tag, type Token } from './analyse.ts';
import { WEEKDAYS } from './calendar.ts';
import type { WordType } from './types.ts';

/**
 * Multi-word expressions (data/glossary/expressions.jsonl): phrasal verbs, idioms, fixed phrases
 * and compound nouns, each line one sense. Matched on the tagged sentence by word or lemma, so
 * "took it off", "sorted everything out" and "Let's not get carried away" are found.
 */
export type ExpressionType = 'phrasal verb' | 'idiom' | 'fixed phrase' | 'compound';

/**
 * How the words may stand in a sentence:
 * - `contiguous`: one after another ("of course", "car park");
 * - `gap`: a short noun phrase may stand between the first word and the rest ("change my mind");
 * - `intransitive`: verb + particle, and no object follows the particle ("the plane took off");
 * - `separable`: verb + particle, the object before the particle ("took it off") or after it;
 * - `inseparable`: verb + particle, the object after ("go through security");
 * - `split`: verb + object + the rest, which has its own object ("turn it into fuel").
 */
export type ExpressionPattern = 'contiguous' | 'gap' | 'intransitive' | 'separable' | 'inseparable' | 'split';

export interface ExpressionEntry {
  text: string;
  type: ExpressionType;
  pattern: ExpressionPattern;
  gloss: string;
  uk: string[];
  pl: string[];
  /** Words or phrases (as written or as lemmas) that pick this sense; without them it is the default. */
  cues?: string[];
  /**
   * The part of speech a word of the expression has inside it, when not its usual one ("how long":
   * long is an adverb; "a lot": lot is an adverb). Compounds need none: their head is a noun.
   */
  roles?: Record<string, WordType>;
}

export interface ExpressionMatch {
  entry: ExpressionEntry;
  /** Indices of the sentence tokens that are the expression's words (not the object in a gap). */
  tokens: number[];
  /** The expression as it stands in the sentence ("took off", "sorted … out"). */
  text: string;
}

export const EXPRESSION_TYPES: ExpressionType[] = ['phrasal verb', 'idiom', 'fixed phrase', 'compound'];
export const EXPRESSION_PATTERNS: ExpressionPattern[] = [
  'contiguous',
  'gap',
  'intransitive',
  'separable',
  'inseparable',
  'split',
];

const defaultFile = path.resolve('data/glossary/expressions.jsonl');

/**
 * Does a match take only part of a hyphenated word ("is out" in "is out-of-date", "had a heart" in
 * "had a heart-to-heart")? The parts of "out-of-date" are tokens joined by hyphens with no space between.
 */
function splitsHyphenated(tokens: readonly Token[], match: number[]): boolean {
  const joined = (i: number) =>
    tokens[i + 1]?.value === '-' &&
    tokens[i + 2] !== undefined &&
    tokens[i]!.end === tokens[i + 1]!.start &&
    tokens[i + 1]!.end === tokens[i + 2]!.start;
  const inMatch = new Set(match);
  for (const i of match) {
    // The word joined to this one on either side must be in the match too.
    if (joined(i) && !inMatch.has(i + 2)) return true;
    if (i >= 2 && joined(i - 2) && !inMatch.has(i - 2)) return true;
  }
  return false;
}

export function readExpressions(file = defaultFile): ExpressionEntry[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as ExpressionEntry;
      } catch (err) {
        throw new Error(`expressions.jsonl:${i + 1}: ${(err as Error).message}`, { cause: err });
      }
    });
}

/** Parts of speech that carry no content of their own: pronouns, determiners, prepositions, conjunctions. */
const FUNCTION_TAGS = new Set(['PRON', 'DET', 'ADP', 'SCONJ', 'CCONJ', 'AUX', 'PART']);

/** Words an idiom lets in between its own (intensifiers and quantities): "makes a lot of sense". */
const IDIOM_INSERTS = new Set(['right', 'really', 'just', 'completely', 'totally', 'absolutely', 'so', 'very', 'quite', 'even', 'still', 'always', 'never', 'ever', 'only', 'simply', 'actually', 'definitely', 'certainly', 'perfect', 'perfectly', 'no', 'any', 'much', 'little', 'a', 'lot', 'lots', 'of', 'real', 'good', 'great', 'complete', 'total', 'slightly', 'bit', 'more', 'less']); // prettier-ignore

/** Tags that can make up the object standing in a gap ("it", "everything", "the whole thing"). */
const NOUN_PHRASE = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM', 'PART']);
/** Tags that start a noun phrase after a particle, making the particle a preposition. */
const PHRASE_START = new Set(['DET', 'NOUN', 'PROPN', 'NUM', 'ADJ']);
const OBJECT_PRONOUNS = new Set([
  'me',
  'you',
  'him',
  'her',
  'it',
  'us',
  'them',
  'this',
  'that',
  'my',
  'your',
  'his',
  'its',
  'our',
  'their',
]);
/** Object pronouns of persons and things, no possessives ("give me a ring", not "on its own"). */
const PERSONAL_OBJECTS = new Set(['me', 'you', 'him', 'her', 'it', 'us', 'them', 'someone', 'somebody']);
/** Words after a particle that are no object: "coming in today", "check in now". */
const ADVERBIAL_NOUNS = new Set([
  'today',
  'tonight',
  'tomorrow',
  'yesterday',
  'now',
  'here',
  'there',
  'home',
  'again',
  'too',
  'together',
]);
/** "last week", "next month", "this morning": time adverbials, never the object of a particle. */
/** Uncountable nouns after "a little" (a quantity, not a size). */
export const MASS_NOUNS = new Set([
  'time',
  'money',
  'water',
  'help',
  'sugar',
  'milk',
  'salt',
  'patience',
  'practice',
  'experience',
  'luck',
  'space',
  'room',
  'information',
  'advice',
  'bread',
  'coffee',
  'tea',
  'rest',
  'sleep',
  'food',
  'english',
  'polish',
  'ukrainian',
]);
/** Articles inside a phrase after which adjectives may stand ("make a real difference"). */
const ARTICLE_WORDS = new Set(['a', 'an']);
/** British spellings of lemmas and the American spelling the lemmatiser gives. */
const AMERICAN: Record<string, string> = {
  metre: 'meter', centre: 'center', litre: 'liter', theatre: 'theater', kilometre: 'kilometer',
  colour: 'color', favour: 'favor', neighbour: 'neighbor', labour: 'labor', harbour: 'harbor',
  programme: 'program', cheque: 'check', tyre: 'tire', catalogue: 'catalog', travelling: 'traveling',
  organise: 'organize', realise: 'realize', apologise: 'apologize', recognise: 'recognize',
}; // prettier-ignore
/** "a bit", "a lot": degree, not an object. */
const DEGREE_NOUNS = new Set(['bit', 'lot', 'little', 'while', 'touch', 'fraction']);
/** "an hour late", "two days early", "ten minutes ago": a time span before one of these is an adverbial. */
const LATENESS = new Set(['late', 'early', 'ago', 'later', 'earlier', 'before', 'after']);
const TIME_MODIFIERS = new Set(['last', 'next', 'this', 'that', 'every', 'each']);
const TIME_NOUNS = new Set([
  'week',
  'month',
  'year',
  'time',
  'night',
  'morning',
  'afternoon',
  'evening',
  'weekend',
  'summer',
  'winter',
  'spring',
  'autumn',
  'term',
  'semester',
  'season',
  ...WEEKDAYS,
]);
/** Particles that are never prepositions: an object may follow them after a separated object too. */
const PURE_PARTICLES = new Set(['back', 'away', 'together', 'apart', 'forward', 'ahead', 'out']);
const REFLEXIVES = new Set([
  'myself',
  'yourself',
  'himself',
  'herself',
  'itself',
  'ourselves',
  'yourselves',
  'themselves',
  'oneself',
]);
const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their', "one's"]);
/** Pronouns that stand as an object in a gap whatever the tagger calls them ("sorted everything out"). */
const GAP_PRONOUNS = new Set([
  'everything',
  'something',
  'anything',
  'nothing',
  'everyone',
  'someone',
  'anyone',
  'everybody',
  'somebody',
  'anybody',
  'all',
  'both',
  // "got half his money back": a predeterminer opening the object.
  'half',
  'one',
  'these',
  'those',
  ...OBJECT_PRONOUNS,
]);
/** Particles that follow a past verb directly ("shot up", "broke down"). */
const PAST_PARTICLES = new Set(['up', 'down', 'out', 'off', 'back', 'away', 'over']);
/** The verbs an -ing or -ed form may come from, most likely first (jotting → jot, logging → log, taking → take). */
export function verbBases(word: string): string[] {
  const stem = word.replace(/(ing|ed)$/, '');
  if (stem === word) return [];
  return [
    ...new Set([new Inflectors(word).toPresent(), stem, stem.replace(/([^aeiou])\1$/, '$1'), `${stem}e`]),
  ].filter((b) => b !== word && b.length > 1);
}

/** Particles after an -ing form the tagger took for a noun ("logging in", "setting up"). */
const PHRASAL_PARTICLES = new Set([...PAST_PARTICLES, 'in', 'on', 'through', 'around', 'round', 'along']);

/**
 * "Prices shot up", "he bent over": the verb of an irregular past form the tagger took for a noun
 * or adjective, right before a phrasal particle (shoot, bend); else undefined. The part-of-speech
 * rules (rules.ts) and the expression matcher below both read it.
 */
export function pastBaseBeforeParticle(tokens: Token[], at: number): string | undefined {
  const token = tokens[at]!;
  if (!['NOUN', 'ADJ'].includes(token.tag) || !PAST_PARTICLES.has(lower(tokens[at + 1]?.value ?? '')))
    return undefined;
  const word = lower(token.value);
  const base = new Inflectors(word).toPresent();
  return base !== word && !/s$/.test(word) ? base : undefined;
}

/** Articles and demonstratives: the word after one is a noun ("the set up", "a look"), never a verb. */
const ARTICLES = new Set(['a', 'an', 'the']);

const cueLemmas = new Map<string, string>();
/**
 * A cue of several words with its verbs as lemmas, so "that works" also finds "that worked" and "it's working"; a
 * cue with "be" stays as written ("is called", a name, must not find "I'm calling"), and so does one whose nouns
 * change ("good looks").
 */
export function lemmasOfCue(cue: string): string {
  let found = cueLemmas.get(cue);
  if (found === undefined) {
    const tokens = tag(cue);
    // Only verbs change: "good looks" (the plural) must not find "have a good look".
    const verbsOnly = tokens.every(
      (t) => t.tag === 'VERB' || t.lemma.toLowerCase() === t.value.toLowerCase(),
    );
    found =
      !verbsOnly || tokens.some((t) => t.lemma.toLowerCase() === 'be')
        ? cue
        : tokens.map((t) => t.lemma.toLowerCase()).join(' ');
    cueLemmas.set(cue, found);
  }
  return found;
}

/**
 * The verb at `at` has its object before it: a relative or question word and the subject ("which you get back",
 * "what did you pick up"), or a noun and the subject ("the money I got back").
 */
export function objectBefore(tokens: readonly Token[], at: number): boolean {
  const subject = tokens[at - 1];
  const objectOnly = ['me', 'him', 'her', 'us', 'them', 'it', 'this', 'that'];
  if (!subject || !['PRON', 'PROPN'].includes(subject.tag) || objectOnly.includes(lower(subject.value)))
    return false;
  const before = tokens[at - 2];
  return Boolean(
    before && (['which', 'that', 'what', 'whatever'].includes(lower(before.value)) || before.tag === 'NOUN'),
  );
}

/** Words that may stand before a reply at the start of a sentence: "Oh, I see, …", "Yes, true, …". */
const REPLY_OPENERS = new Set(['oh', 'ah', 'yes', 'yeah', 'no', 'well', 'okay', 'ok', 'right', 'hmm', 'mm']);

/**
 * The "^," cue: tokens start..end open the sentence (after nothing, a full stop, or an opener such as "Oh,")
 * and a comma follows, as a reply does before the rest of the sentence ("True, and it's cheaper", "I see, I'll
 * take it then", "Great, see you at six").
 */
export function opensReply(tokens: readonly Token[], start: number, end: number): boolean {
  if (tokens[end + 1]?.value !== ',') return false;
  const boundary = (i: number) => i < 0 || /^[.!?]$/.test(tokens[i]!.value);
  if (boundary(start - 1)) return true;
  return (
    tokens[start - 1]!.value === ',' &&
    REPLY_OPENERS.has(lower(tokens[start - 2]?.value ?? '')) &&
    boundary(start - 3)
  );
}
/**
 * Words that open a subordinate clause, whose verb may be mis-tagged a noun ("when the bus stops");
 * not those that are more often prepositions (as, before, after, until).
 */
const SUBORDINATORS = new Set(['when', 'if', 'while', 'once', 'because', 'unless']);
const MAX_GAP = 4;
/** Quantity words an object may open with before "of" ("a lot of people"). */
const GAP_QUANTITIES = new Set(['lot', 'lots', 'some', 'all', 'most', 'many', 'few', 'couple', 'bit', 'plenty', 'both', 'none', 'each', 'any', 'one']); // prettier-ignore

const lower = (s: string) => s.toLowerCase().replace(/’/g, "'");

interface Pattern {
  entry: ExpressionEntry;
  words: string[];
  /** May a word match by lemma ("took" for "take")? Fixed phrases match as written. */
  byLemma: boolean;
}

function startsObject(token: Token | undefined, after?: Token, third?: Token): boolean {
  if (!token) return false;
  const w = lower(token.value);
  const a = lower(after?.value ?? '');
  // "over £500": a price is the object of a preposition.
  if (/^[£$€]$/.test(w)) return true;
  // "speak up a bit", "prices came down a lot", "turned up an hour late", "work out three times a week",
  // "kept me up all night", "drop by any time": measures and time adverbials are no object.
  if ((w === 'a' || w === 'an') && DEGREE_NOUNS.has(a)) return false;
  if (
    (w === 'a' || w === 'an' || token.tag === 'NUM') &&
    TIME_NOUNS.has(a.replace(/s$/, '')) &&
    LATENESS.has(lower(third?.value ?? ''))
  )
    return false;
  if (token.tag === 'NUM' && a === 'times') return false;
  if ((w === 'all' || w === 'any') && (TIME_NOUNS.has(a) || a === 'time' || a === 'night' || a === 'day'))
    return false;
  // "people drop out all the time", "ran off all the way home": all the + time / way is an adverbial.
  const t = lower(third?.value ?? '');
  if (
    w === 'all' &&
    a === 'the' &&
    (TIME_NOUNS.has(t) || ['time', 'way', 'while', 'day', 'night'].includes(t))
  )
    return false;
  // "where we left off last week": a time adverbial is no object.
  if (TIME_MODIFIERS.has(w) && after && TIME_NOUNS.has(lower(after.value))) return false;
  // "took off late": an adjective starts an object only when its noun follows.
  if (token.tag === 'ADJ') return after?.tag === 'NOUN' || after?.tag === 'PROPN';
  if (ADVERBIAL_NOUNS.has(w)) return false;
  if (token.tag === 'PRON') return OBJECT_PRONOUNS.has(w);
  return PHRASE_START.has(token.tag);
}

/**
 * Is the last word of a compound the verb of its clause, so no compound ("cars park here", "the bus
 * stops here", "when the bus stops, …", "the car parked outside")? The tagger is no help: it calls
 * "stop" in "the bus stop" a verb. A base form is a verb after a plural modifier; an -ed form that is
 * not the compound's own word is one; an -s form is one when its clause has no other verb.
 */
export function headIsVerb(tokens: Token[], head: number, word: string, first = head): boolean {
  const token = tokens[head]!;
  const value = lower(token.value);
  if (value === word) return false;
  if (value === lower(token.lemma)) {
    const modifier = tokens[head - 1];
    return !!modifier && lower(modifier.value) !== lower(modifier.lemma) && /s$/.test(lower(modifier.value));
  }
  if (/ed$/.test(value)) return true;
  if (!/s$/.test(value)) return false;
  // After a preposition or a number the compound is a noun phrase ("what about credit cards?",
  // "three bus stops"): its -s form is a plural, never a verb.
  const before = tokens[first - 1];
  if (first < head && before && (before.tag === 'ADP' || before.tag === 'NUM')) return false;
  // An item of a list ("tea, bus passes and two coffees", "…, parking fees, …"): between a comma and
  // "and", "or" or another comma it is a plural.
  const after = tokens[head + 1];
  if (first < head && before?.value === ',' && (!after || after.tag === 'CCONJ' || after.tag === 'PUNCT'))
    return false;
  const isBoundary = (t: Token) =>
    t.tag === 'PUNCT' || t.tag === 'CCONJ' || t.tag === 'SCONJ' || SUBORDINATORS.has(lower(t.value));
  let start = head;
  while (start > 0 && !isBoundary(tokens[start - 1]!)) start--;
  let end = head;
  while (end + 1 < tokens.length && !isBoundary(tokens[end + 1]!)) end++;
  return !tokens
    .slice(start, end + 1)
    .some((t, k) => start + k !== head && (t.tag === 'VERB' || t.tag === 'AUX'));
}

export interface ExpressionIndex {
  size: number;
  /** The expression the token at `index` belongs to, longest first; undefined when none. */
  find(
    tokens: Token[],
    index: number,
    sentence: string,
    choose?: (senses: ExpressionEntry[], match: number[]) => number,
  ): ExpressionMatch | undefined;
  /** All expressions of a text ("take off": both senses), for tests and the data checks. */
  byText(text: string): ExpressionEntry[];
  /** Every expression (fixtures may leave it out). */
  entries?(): readonly ExpressionEntry[];
}

export function createExpressionIndex(entries: ExpressionEntry[]): ExpressionIndex {
  const byFirst = new Map<string, Pattern[]>();
  const byText = new Map<string, ExpressionEntry[]>();
  for (const entry of entries) {
    // "a good night's sleep", "let's say": the clitic is a word of its own, as the tagger reads it;
    // so is n't ("don't" → do n't, "can't" → ca n't, "won't" → wo n't).
    const words = lower(entry.text)
      .replace(/(\p{L})n't\b/gu, "$1 n't")
      .replace(/(\p{L})'(s|m|re|ll|d|ve)\b/gu, (m, letter: string, clitic: string) =>
        // "one's" stands for a possessive (my, your…), a word of its own.
        m === "e's" && /\bone's/.test(lower(entry.text)) ? m : `${letter} '${clitic}`,
      )
      // "parents' evening", "for goodness' sake": the tagger reads a plural possessive's apostrophe as a word.
      .replace(/(\p{L})'(?=\s|$)/gu, "$1 '")
      // "one-way ticket": the tagger splits a hyphenated word into word, "-", word.
      .split(/\s+|(?<=[\p{L}\p{N}])(?=-[\p{L}\p{N}])|(?<=[\p{L}\p{N}]-)(?=[\p{L}\p{N}])/u);
    const pattern: Pattern = { entry, words, byLemma: entry.type !== 'fixed phrase' };
    const first = words[0]!;
    const list = byFirst.get(first) ?? [];
    list.push(pattern);
    byFirst.set(first, list);
    const same = byText.get(lower(entry.text)) ?? [];
    same.push(entry);
    byText.set(lower(entry.text), same);
  }

  function wordMatches(word: string, token: Token | undefined, byLemma: boolean): boolean {
    if (!token) return false;
    // The tokenizer keeps a final dot on some words ("I."); an abbreviation the tagger read masked matches as written.
    const value = lower(token.written ?? token.value).replace(/(.)\.$/, '$1');
    if (word === 'oneself') return REFLEXIVES.has(value);
    if (word === "one's") return POSSESSIVES.has(value);
    if (value === word) return true;
    // "'m" for "am", "n't" for "not": contractions stand for their full word.
    if ((value === "'m" && word === 'am') || (value === "'re" && word === 'are')) return true;
    if (value === "n't" && word === 'not') return true;
    if (!byLemma) return false;
    // "give it a stir" finds "give it an extra stir": a and an are one article.
    if (ARTICLE_WORDS.has(word) && ARTICLE_WORDS.has(value)) return true;
    const lemma = lower(token.written ?? token.lemma);
    // The lemmatiser answers in American spelling ("metres" → meter): British texts match too.
    return lemma === word || lemma === AMERICAN[word];
  }

  /** The token indices of `words` matched one after another from `at`, or undefined. */
  function contiguous(
    tokens: Token[],
    at: number,
    words: string[],
    byLemma: boolean,
    loose = false,
  ): number[] | undefined {
    const out: number[] = [];
    let t = at;
    for (let k = 0; k < words.length; k++) {
      // An idiom takes an intensifier or a quantity inside it: "hit the nail right on the head", "makes a lot
      // of sense", "makes no sense", "take good care of" (up to three such words, never the idiom's own).
      if (loose && !wordMatches(words[k]!, tokens[t], byLemma)) {
        let skip = 0;
        while (
          skip < 3 &&
          IDIOM_INSERTS.has(lower(tokens[t + skip]?.value ?? '')) &&
          !wordMatches(words[k]!, tokens[t + skip], byLemma)
        )
          skip++;
        if (skip && wordMatches(words[k]!, tokens[t + skip], byLemma)) t += skip;
      }
      // "make a real difference", "take a quick look": after the phrase's article, adjectives may come
      // before its noun (one or two, not its last word). Not in a fixed phrase, which matches as written
      // ("It's a deal" is no "It's a big deal").
      if (byLemma && k > 0 && ARTICLE_WORDS.has(words[k - 1]!) && k < words.length) {
        let skip = 0;
        // "a really good stir", "a quick tidy" (quick read as an adverb): an adverb before the adjective or the noun.
        const modifier = (i: number) =>
          tokens[i]?.tag === 'ADJ' ||
          (tokens[i]?.tag === 'ADV' &&
            !['not', 'never', 'also', 'too'].includes(lower(tokens[i]!.value)) &&
            (tokens[i + 1]?.tag === 'ADJ' || wordMatches(words[k]!, tokens[i + 1], byLemma)));
        while (skip < 3 && modifier(t + skip) && !wordMatches(words[k]!, tokens[t + skip], byLemma)) skip++;
        if (skip && wordMatches(words[k]!, tokens[t + skip], byLemma)) t += skip;
      }
      // "too little, too late", "first come, first served": a comma inside a saying of three words or more.
      if (
        k > 0 &&
        words.length >= 3 &&
        tokens[t]?.value === ',' &&
        wordMatches(words[k]!, tokens[t + 1], byLemma)
      )
        t++;
      if (!wordMatches(words[k]!, tokens[t], byLemma)) return undefined;
      out.push(t);
      t++;
    }
    return out;
  }

  /**
   * A noun-phrase gap of 1..MAX_GAP tokens after `at` (0..MAX_GAP with `empty`: "do homework" and
   * "do my homework"), then `rest`: every way it fits.
   */
  function gapped(tokens: Token[], at: number, rest: string[], byLemma: boolean, empty = false): number[][] {
    const found: number[][] = [];
    for (let gap = empty ? 0 : 1; gap <= MAX_GAP; gap++) {
      const between = tokens.slice(at + 1, at + 1 + gap);
      if (
        between.length < gap ||
        !between.every(
          (t, k) =>
            NOUN_PHRASE.has(t.tag) ||
            GAP_PRONOUNS.has(lower(t.value)) ||
            // "give two weeks' notice": a plural possessive's apostrophe inside the object.
            (t.value === "'" && k > 0 && /s$/i.test(between[k - 1]!.value)) ||
            // "puts a lot of people off", "sort some of it out": of after a quantity inside the object.
            (lower(t.value) === 'of' && k > 0 && GAP_QUANTITIES.has(lower(between[k - 1]!.value))),
        )
      )
        break;
      const tail = contiguous(tokens, at + 1 + gap, rest, byLemma);
      if (tail) found.push(tail);
    }
    return found;
  }

  /**
   * "trouble logging in", "jotting down ideas": an -ing form the tagger took for a noun, right before a particle it
   * makes a listed phrasal verb with: that verb (log, jot); else undefined.
   */
  function gerundBaseBeforeParticle(tokens: Token[], at: number): string | undefined {
    const token = tokens[at]!;
    const particle = lower(tokens[at + 1]?.value ?? '');
    if (!['NOUN', 'ADJ'].includes(token.tag) || !PHRASAL_PARTICLES.has(particle)) return undefined;
    const word = lower(token.value);
    if (!/..ing$/.test(word)) return undefined;
    return verbBases(word).find(
      (base) =>
        base !== word &&
        (byFirst.get(base) ?? []).some(
          (p) => p.entry.type === 'phrasal verb' && lower(p.words[1] ?? '') === particle,
        ),
    );
  }

  /** `pastBase`: the verb a mis-tagged past form at `at` stands for (pastBaseBeforeParticle). */
  function matchAt(tokens: Token[], at: number, p: Pattern, pastBase?: string): number[] | undefined {
    const { words, byLemma, entry } = p;
    if (
      !wordMatches(words[0]!, tokens[at], byLemma) &&
      !(entry.type === 'phrasal verb' && pastBase === words[0])
    )
      return undefined;
    // "the set up", "a look at": after an article the first word is a noun, no phrasal verb's verb.
    if (entry.type === 'phrasal verb' && ARTICLES.has(lower(tokens[at - 1]?.value ?? ''))) return undefined;
    // "a gentle walk round the lake": nor after an article and its adjectives.
    if (entry.type === 'phrasal verb' && tokens[at - 1]?.tag === 'ADJ') {
      let k = at - 1;
      while (k >= 0 && tokens[k]!.tag === 'ADJ') k--;
      if (ARTICLES.has(lower(tokens[k]?.value ?? ''))) return undefined;
    }
    const rest = words.slice(1);
    if (!rest.length) return [at];
    let together = contiguous(tokens, at + 1, rest, byLemma, entry.type === 'idiom');
    // "come straight back", "went right out": straight / right between a verb and its particle (not after
    // "turn", where right is the direction: "turn right on Main Street").
    if (
      !together &&
      entry.type === 'phrasal verb' &&
      ['intransitive', 'separable'].includes(entry.pattern) &&
      (['straight', 'right'].includes(lower(tokens[at + 1]?.value ?? '')) ||
        // "come on through", "come on in": the urging "on" between come and its particle.
        (lower(tokens[at + 1]?.value ?? '') === 'on' &&
          lower(tokens[at]!.lemma) === 'come' &&
          rest.length === 1 &&
          rest[0] !== 'on')) &&
      lower(tokens[at]!.lemma) !== 'turn'
    ) {
      const after = contiguous(tokens, at + 2, rest, byLemma);
      if (after) together = after;
    }
    // "Are you done with it?", "Is your mum in?": in a question be stands before its subject.
    if (!together && words[0] === 'be' && entry.type !== 'compound' && tokens.some((t) => t.value === '?')) {
      const subject = tokens[at + 1];
      const length = !subject
        ? 0
        : /^(i|you|he|she|it|we|they|that|this|there)$/i.test(subject.value) || subject.tag === 'PROPN'
          ? 1
          : ['DET', 'PRON'].includes(subject.tag) && tokens[at + 2]?.tag === 'NOUN'
            ? 2
            : 0;
      const after = length ? contiguous(tokens, at + 1 + length, rest, byLemma) : undefined;
      if (after) together = after;
    }
    if (entry.type === 'compound')
      return together && !headIsVerb(tokens, together.at(-1)!, words.at(-1)!, at)
        ? [at, ...together]
        : undefined;
    switch (entry.pattern) {
      case 'contiguous':
        // "a little boy" is a small boy, not "a little" (a small amount): before a countable noun no match.
        if (together && entry.text === 'a little') {
          const noun = tokens[together.at(-1)! + 1];
          if (noun?.tag === 'NOUN' && !MASS_NOUNS.has(lower(noun.value))) return undefined;
        }
        return together ? [at, ...together] : undefined;
      case 'inseparable':
        return together ? [at, ...together] : undefined;
      case 'intransitive': {
        if (!together) return undefined;
        const after = together.at(-1)! + 1;
        // "The bus stop is over there": be + a particle before here / there is a place, not "be over".
        if (
          lower(tokens[at]!.lemma) === 'be' &&
          ['there', 'here'].includes(lower(tokens[after]?.value ?? ''))
        )
          return undefined;
        return startsObject(tokens[after], tokens[after + 1], tokens[after + 2])
          ? undefined
          : [at, ...together];
      }
      case 'gap': {
        const [first] = gapped(tokens, at, rest, byLemma, true);
        return first ? [at, ...first] : undefined;
      }
      case 'split': {
        const [first] = gapped(tokens, at, rest, byLemma);
        return first ? [at, ...first] : undefined;
      }
      case 'separable': {
        if (together) return [at, ...together];
        for (const tail of gapped(tokens, at, rest, byLemma)) {
          const particle = lower(tokens[tail.at(-1)!]!.value);
          // "put your suitcase on the scale": a particle followed by its own object is a preposition.
          if (
            PURE_PARTICLES.has(particle) ||
            !startsObject(tokens[tail.at(-1)! + 1], tokens[tail.at(-1)! + 2])
          )
            return [at, ...tail];
        }
        return undefined;
      }
    }
  }

  /** A cue in the sentence, as written or as lemmas; "=text": the sentence is just that ("We made it!"). */
  /** A cue's lemmas in the sentence's, unless the cue is the expression itself ("coming out" for "come out"). */
  function lemmaCueMatches(cueLemmas: string, text: string, lemmas: string): boolean {
    return !cueLemmas.includes(lemmasOfCue(lower(text))) && lemmas.includes(` ${cueLemmas} `);
  }

  function cueMatches(
    entry: ExpressionEntry,
    sentence: string,
    lemmas: string,
    tokens: readonly Token[],
    match: number[],
  ): boolean {
    return (entry.cues ?? []).some((cue) => {
      if (cue === '^,') return opensReply(tokens, match[0]!, match.at(-1)!);
      if (cue.startsWith('='))
        return (
          sentence.trim() ===
          lower(cue.slice(1))
            .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
            .replace(/\s+/g, ' ')
            .trim()
        );
      const c = ` ${lower(cue)} `;
      return (
        sentence.includes(c) ||
        lemmas.includes(c) ||
        (cue.trim().includes(' ') && lemmaCueMatches(lemmasOfCue(lower(cue)), entry.text, lemmas))
      );
    });
  }

  /**
   * "on the ground floor", "at home page": the phrase's last word opens a listed compound with the
   * next one, so it is that compound's modifier, not the phrase's noun (on the ground, at home).
   */
  function endsInCompoundModifier(tokens: Token[], match: number[]): boolean {
    const last = tokens[match.at(-1)!]!;
    const next = tokens[match.at(-1)! + 1];
    if (!next || next.tag !== 'NOUN') return false;
    return [lower(next.value), lower(next.lemma)].some((n) =>
      (byText.get(`${lower(last.value)} ${n}`) ?? []).some((e) => e.type === 'compound'),
    );
  }

  return {
    size: entries.length,
    byText: (text) => byText.get(lower(text)) ?? [],
    entries: () => entries,
    find(tokens, index, sentenceText, choose) {
      const spaced = ` ${lower(sentenceText)
        .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
        .replace(/\s+/g, ' ')} `;
      const lemmas = ` ${tokens.map((t) => lower(t.lemma)).join(' ')} `;
      const candidates: { match: number[]; entry: ExpressionEntry; cued: boolean; order: number }[] = [];
      // Senses whose cues are not in the sentence: a chooser (word vectors) may still prefer one of them.
      const unmatched: { match: number[]; entry: ExpressionEntry }[] = [];
      let order = 0;
      for (let at = Math.max(0, index - 8); at <= index; at++) {
        const keys = new Set([lower(tokens[at]!.value), lower(tokens[at]!.lemma)]);
        if (tokens[at]!.written) keys.add(lower(tokens[at]!.written!));
        // Not after an article: "the shot up the wing" is a noun.
        const pastBase = ARTICLES.has(lower(tokens[at - 1]?.value ?? ''))
          ? undefined
          : (pastBaseBeforeParticle(tokens, at) ?? gerundBaseBeforeParticle(tokens, at));
        if (pastBase) keys.add(pastBase);
        if (REFLEXIVES.has(lower(tokens[at]!.value))) keys.add('oneself');
        for (const key of keys) {
          for (const p of byFirst.get(key) ?? []) {
            order++;
            const match = matchAt(tokens, at, p, pastBase);
            if (!match || !match.includes(index)) continue;
            // "was born on the 3rd": born is only ever "be born", never a phrasal verb of bear (borne is).
            if (p.entry.type === 'phrasal verb' && lower(tokens[match[0]!]!.value) === 'born') continue;
            if (p.entry.type !== 'compound' && endsInCompoundModifier(tokens, match)) continue;
            if (splitsHyphenated(tokens, match)) continue;
            const cued = cueMatches(p.entry, spaced, lemmas, tokens, match);
            if (p.entry.cues?.length && !cued) {
              unmatched.push({ match, entry: p.entry });
              continue;
            }
            candidates.push({ match, entry: p.entry, cued, order });
          }
        }
      }
      // Every line that fits the words has cues and none is in the sentence ("knock off a hundred": only
      // the separable, cued sense takes an object): the chooser, else the first of them in the file.
      // Only for a text with a default line the structure ruled out ("sat on the chair" keeps no "sit on"
      // committee sense: that text has no default at all).
      const ruledOut = unmatched.filter((u) =>
        (byText.get(lower(u.entry.text)) ?? []).some((e) => !e.cues?.length),
      );
      if (!candidates.length && ruledOut.length) {
        const longest = Math.max(...ruledOut.map((u) => u.match.length));
        const fitting = ruledOut.filter((u) => u.match.length === longest);
        const k = choose
          ? choose(
              fitting.map((u) => u.entry),
              fitting[0]!.match,
            )
          : 0;
        candidates.push({ ...fitting[k]!, cued: false, order: 0 });
      }
      if (!candidates.length) return undefined;
      // Of two readings as long, the phrasal verb whose verb is the clicked verb ("to boot up": boot up, not the
      // idiom "to boot").
      const verbOf = (c: (typeof candidates)[number]) =>
        c.entry.type === 'phrasal verb' && c.match[0] === index && tokens[index]!.tag === 'VERB';
      // "a coin, which you get back": the object stands before the verb, so a phrasal verb takes its transitive line.
      const transitive = (c: (typeof candidates)[number]) =>
        c.entry.type === 'phrasal verb' &&
        c.entry.pattern !== 'intransitive' &&
        objectBefore(tokens, c.match[0]!);
      // "take him home straight away": a compound whose head opens another reading ("straight away") yields to it.
      const yields = new Set(
        candidates.filter(
          (c) =>
            c.entry.type === 'compound' &&
            candidates.some(
              (o) =>
                o !== c &&
                o.entry.type !== 'compound' &&
                o.match[0] === c.match.at(-1) &&
                o.match.length >= c.match.length,
            ),
        ),
      );
      // "depending on the traffic", "speaking of which": an expression opening with its -ing form, written as said,
      // beats one matched by its lemmas only (the phrasal verb "depend on"), when the two are as long.
      const ingAsWritten = (c: (typeof candidates)[number]) => {
        const words = c.entry.text.toLowerCase().split(' ');
        return (
          /ing$/.test(words[0]!) &&
          words.length === 2 &&
          c.entry.type !== 'compound' &&
          words.length === c.match.length &&
          words.every((w, k) => lower(tokens[c.match[k]!]!.value) === w)
        );
      };
      candidates.sort(
        (a, b) =>
          Number(yields.has(a)) - Number(yields.has(b)) ||
          b.match.length - a.match.length ||
          Number(ingAsWritten(b)) - Number(ingAsWritten(a)) ||
          Number(verbOf(b)) - Number(verbOf(a)) ||
          Number(transitive(b)) - Number(transitive(a)) ||
          Number(b.cued) - Number(a.cued) ||
          a.order - b.order,
      );
      let best = candidates[0]!;
      // A formula that only wraps a shorter expression gives way to it, the thing a learner looks up: a phrasal
      // verb in a clause's function words ("before we wrap up", "get over it", "that works for me"; a pronoun
      // among the added words, so "to take away" stays a phrase of its own), or a compound after have / get
      // and an article ("had a sore throat", "got a parking ticket").
      if (best.entry.type === 'fixed phrase' || best.entry.type === 'idiom') {
        const outer = best;
        const added = (c: (typeof candidates)[number]) => outer.match.filter((i) => !c.match.includes(i));
        const inside = candidates.filter(
          (c) => c.match.length < outer.match.length && c.match.every((i) => outer.match.includes(i)),
        );
        // "Count me in.", "Go for it.", "Sleep on it, and…", "Don't worry about it.": a formula that is its whole
        // clause is said as a formula; inside a longer clause ("before we wrap up") the phrasal verb is the sense.
        const before = tokens[outer.match[0]! - 1];
        const after = tokens[outer.match.at(-1)! + 1];
        const opensWithVerb =
          ['VERB', 'AUX'].includes(tokens[outer.match[0]!]!.tag) ||
          ["don't", 'do'].includes(lower(tokens[outer.match[0]!]!.value));
        const wholeClause =
          opensWithVerb &&
          (!before ||
            before.tag === 'PUNCT' ||
            ['so', 'just', 'please', 'oh', 'ok', 'okay', 'then'].includes(lower(before.value))) &&
          (!after || after.tag === 'PUNCT' || after.tag === 'PROPN');
        // A saying that is its whole sentence ("Keep up the good work.", "Sounds like a plan.") keeps its phrasal verb.
        const phrasal = wholeClause ? [] : inside.filter((c) => c.entry.type === 'phrasal verb');
        // "I'll sort it out", "we'll see you off": a formula whose verb's particle comes after it ("I'll sort it")
        // was cut short; the phrasal verb that reaches the particle is what was said.
        const cutShort = candidates.find(
          (c) =>
            c.entry.type === 'phrasal verb' &&
            c.match.at(-1)! > outer.match.at(-1)! &&
            outer.match.includes(c.match[0]!) &&
            tokens[outer.match.at(-1)!]!.tag === 'PRON' &&
            c.match.slice(1).every((i) => !outer.match.includes(i) || i === outer.match.at(-1)),
        );
        // "give me a ring" (a formula) wraps "give … a ring" (an idiom with a gap for its object): the idiom, said
        // in the infinitive, is what a learner looks up.
        const gapIdiom = wholeClause
          ? undefined
          : inside.find(
              (c) =>
                c.entry.type === 'idiom' &&
                c.entry.pattern === 'gap' &&
                c.match[0] === outer.match[0] &&
                added(c).every((i) => PERSONAL_OBJECTS.has(lower(tokens[i]!.value))),
            );
        const core =
          cutShort ??
          gapIdiom ??
          phrasal.find(
            (c) =>
              added(c).every((i) => FUNCTION_TAGS.has(tokens[i]!.tag)) &&
              added(c).some((i) => tokens[i]!.tag === 'PRON'),
          ) ??
          inside.find(
            (c) =>
              c.entry.type === 'compound' &&
              added(c).every(
                (i) => tokens[i]!.tag === 'DET' || ['have', 'get'].includes(lower(tokens[i]!.lemma)),
              ),
          ) ??
          // "fill in the form", "pick up a prescription": a phrasal verb and its object (a determiner and a noun
          // after the particle) — the phrasal verb is what a learner looks up; the noun keeps its own meaning.
          phrasal.find(
            (c) =>
              c.match[0] === outer.match[0] &&
              added(c).every((i) => i > c.match.at(-1)!) &&
              added(c).length <= 3 &&
              tokens[added(c)[0]!]!.tag === 'DET' &&
              tokens[added(c).at(-1)!]!.tag === 'NOUN' &&
              added(c)
                .slice(1, -1)
                .every((i) => tokens[i]!.tag === 'ADJ'),
          );
        if (core) best = core;
      }
      // The default sense of a text with other senses whose cues did not match literally ("turn up" +
      // "heating" ~ the volume sense's "radio"): the chooser may pick one of those.
      if (choose && !best.cued) {
        const same = (m: number[]) =>
          m.length === best.match.length && m.every((v, k) => v === best.match[k]);
        const others = unmatched.filter(
          (u) => lower(u.entry.text) === lower(best.entry.text) && same(u.match),
        );
        const k = others.length ? choose([best.entry, ...others.map((o) => o.entry)], best.match) : 0;
        if (k > 0) best = { ...best, entry: others[k - 1]!.entry };
      }
      const parts: string[] = [];
      best.match.forEach((i, k) => {
        const gap = k > 0 && i !== best.match[k - 1]! + 1;
        if (gap && i === best.match[k - 1]! + 2 && tokens[i - 1]!.value === ',')
          parts[parts.length - 1] += ',';
        else if (gap) parts.push('…');
        parts.push(tokens[i]!.written ?? tokens[i]!.value);
      });
      const text = parts
        .join(' ')
        .replace(/ (['’]|n['’]t\b)/g, '$1')
        .replace(/(\p{L}) - (?=\p{L})/gu, '$1-');
      return { entry: best.entry, tokens: best.match, text };
    },
  };
}
