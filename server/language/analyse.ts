import winkNLP, { type ItemToken, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { Inflectors } from 'en-inflectors';
import { GRADED_BASE, ungrade } from './forms.ts';
import type { WordType } from './types.ts';
import type { Wordnet, WordnetPos } from './wordnet.ts';

/** One token of a tagged sentence with its character range. */
export interface Token {
  value: string;
  /** Universal POS tag from wink-nlp (NOUN, VERB, AUX, PROPN, …). */
  tag: string;
  lemma: string;
  start: number;
  end: number;
  /**
   * The word as written, where the tagger read a stand-in for it (another abbreviation in capitals,
   * maskCapitals): the expressions match and show it ("my ID card"), the rules keep reading the stand-in.
   */
  written?: string;
}

/** A word read in its sentence: lemma and type in context, and its neighbours' tags. */
export interface Reading {
  lemma: string;
  type: WordType;
  previousTag?: string;
  nextTag?: string;
  /** Another spelling of the lemma ("judgment" for "judgement"), tried when the first finds nothing. */
  variant?: string;
  /** The tagged sentence and where the word stands in it (the first token of the word). */
  tokens?: Token[];
  index?: number;
  /** How many tokens the word covers ("Tonight's": 2). */
  length?: number;
}

/** The one wink-nlp instance of the process (the lemmatiser in lemmas.ts reads with it too). */
export const nlp = winkNLP(model);
const its = nlp.its;

/** Tokens of a sentence with wink-nlp's tags and lemmas (character offsets rebuilt from spacing). */
export function tag(sentence: string): Token[] {
  // wink-nlp keeps "I'm" as one token (tagged a name), which misleads the tags around it ("I'm always
  // broke"); with a space it reads I + 'm (be). Offsets are still found in the sentence as written.
  // It also reads "in." and "no." before a capital as abbreviations (inch, number): "that's the filling in. Bite
  // down" ends a sentence there.
  const doc = nlp.readDoc(
    sentence.replace(/\bI(['’]m)\b/g, 'I $1').replace(/\b(in|no)\.(?=\s+\p{Lu})/giu, '$1 .'),
  );
  const tokens: Token[] = [];
  let at = 0;
  doc.tokens().each((token: ItemToken) => {
    const value = String(token.out());
    const spaces = String(token.out(its.precedingSpaces));
    const found = sentence.indexOf(value, at);
    const start = found >= 0 ? found : at + spaces.length;
    // wink-nlp's typings declare `its.lemma` with a signature `out` does not accept; it works at run time.
    const lemma = String(token.out(its.lemma as unknown as ItsFunction<string>));
    const tagName = String(token.out(its.pos));
    tokens.push({ value, tag: tagName, lemma, start, end: start + value.length });
    at = start + value.length;
  });
  return tokens;
}

/** The sentence of a (possibly multi-sentence) phrase that holds the word; the phrase when one sentence. */
export function sentenceHolding(phrase: string, word: string): string {
  return sentenceOfOccurrence(phrase, word, 1).sentence;
}

/**
 * Where the n-th (1-based) whole-word occurrence of the word stands, counted in any case (as the
 * popup counts the words it shows), or undefined.
 */
export function findOccurrence(
  sentence: string,
  word: string,
  n: number,
): { start: number; end: number } | undefined {
  const lowerSentence = sentence.toLowerCase();
  const lowerWord = word.toLowerCase();
  if (!word || lowerSentence.length !== sentence.length || lowerWord.length !== word.length)
    return n <= 1 ? findWord(sentence, word) : undefined;
  let at = -1;
  for (let k = 1; k <= n; k++) {
    at = firstWholeWord(lowerSentence, lowerWord, sentence, at + 1);
    if (at < 0) {
      // Rarely needed and a Unicode expression is slow to compile: only when the word stands before an apostrophe.
      const clitic =
        k === 1 && (lowerSentence.includes(`${lowerWord}'`) || lowerSentence.includes(`${lowerWord}’`));
      return clitic ? beforeClitic(sentence, word, n) : undefined;
    }
  }
  return { start: at, end: at + word.length };
}

/** "Tonight" inside "Tonight's": the n-th occurrence of the word before a clitic. */
function beforeClitic(sentence: string, word: string, n: number): { start: number; end: number } | undefined {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}'’])${escapeRegExp(word)}(?=['’]\\p{L})`, 'giu');
  const match = [...sentence.matchAll(pattern)][n - 1];
  return match?.index === undefined ? undefined : { start: match.index, end: match.index + word.length };
}

/**
 * The sentence of a phrase holding the n-th occurrence of the word, and which occurrence it is
 * inside that sentence ("Come in, Zofia. You said in your email…": the second "in" is the first
 * of the second sentence).
 */
export function sentenceOfOccurrence(
  phrase: string,
  word: string,
  n: number,
): { sentence: string; occurrence: number } {
  const sentences = nlp.readDoc(phrase).sentences().out();
  if (sentences.length < 2) return { sentence: phrase.trim(), occurrence: n };
  let left = n;
  for (const s of sentences) {
    let count = 0;
    while (findOccurrence(s, word, count + 1)) count++;
    if (left <= count) return { sentence: s.trim(), occurrence: left };
    left -= count;
  }
  return { sentence: (sentences.find((s) => findWord(s, word)) ?? phrase).trim(), occurrence: 1 };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reference definition of findWord: one regular expression per word (slow to compile: \p{L} with `iu`). */
export function findWordByRegExp(sentence: string, word: string): { start: number; end: number } | undefined {
  const pattern = `(?<![\\p{L}\\p{N}'’])${escapeRegExp(word)}(?![\\p{L}\\p{N}]|['’][\\p{L}])`;
  const match = new RegExp(pattern, 'u').exec(sentence) ?? new RegExp(pattern, 'iu').exec(sentence);
  return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}

const WORD_CHAR_BEFORE = /[\p{L}\p{N}'’]$/u;
const WORD_CHAR_AFTER = /^[\p{L}\p{N}]/u;
const CLITIC_AFTER = /^['’]\p{L}/u;

/** The first occurrence of `needle` in `haystack` that stands as a whole word (as the lookarounds above). */
function firstWholeWord(haystack: string, needle: string, sentence: string, from = 0): number {
  for (let at = haystack.indexOf(needle, from); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if (at > 0 && WORD_CHAR_BEFORE.test(sentence.slice(Math.max(0, at - 2), at))) continue;
    if (WORD_CHAR_AFTER.test(sentence.slice(end, end + 2)) || CLITIC_AFTER.test(sentence.slice(end, end + 3)))
      continue;
    return at;
  }
  return -1;
}

/**
 * Where the word stands in the sentence as a whole word: exact case first, then any case. Same
 * answers as findWordByRegExp, without compiling a Unicode regular expression per word (that took
 * most of a cold translate call). Falls back to it when lower-casing changes a length.
 */
export function findWord(sentence: string, word: string): { start: number; end: number } | undefined {
  if (!word) return findWordByRegExp(sentence, word);
  let at = firstWholeWord(sentence, word, sentence);
  if (at < 0) {
    const lowerSentence = sentence.toLowerCase();
    const lowerWord = word.toLowerCase();
    if (lowerSentence.length !== sentence.length || lowerWord.length !== word.length)
      return findWordByRegExp(sentence, word);
    at = firstWholeWord(lowerSentence, lowerWord, sentence);
  }
  return at < 0 ? undefined : { start: at, end: at + word.length };
}

/** wink's universal part-of-speech tags as word types. */
export const TAG_TYPES: Record<string, WordType> = {
  VERB: 'verb',
  AUX: 'verb',
  NOUN: 'noun',
  PROPN: 'noun',
  ADJ: 'adjective',
  ADV: 'adverb',
  PRON: 'pronoun',
  DET: 'determiner',
  NUM: 'number',
  ADP: 'preposition',
  CCONJ: 'conjunction',
  SCONJ: 'conjunction',
  INTJ: 'interjection',
};

function typeOfTag(token: Token): WordType {
  if (token.tag === 'PART') {
    const w = token.value.toLowerCase();
    if (w === 'to') return 'preposition';
    if (w === "'s" || w === '’s') return 'determiner';
    return 'adverb'; // not, n't
  }
  return TAG_TYPES[token.tag] ?? 'noun';
}

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
const OBJECTS = new Set(['it', 'me', 'him', 'her', 'us', 'them', 'this', 'that', 'these', 'those']);
const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
const LET_VERBS = new Set(['let', 'lets', 'make', 'makes', 'help', 'helps']);
const CLOSED_CLASS = new Set<WordType>([
  'number',
  'determiner',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
]);
const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
/** Contracted verbs whose wink-nlp lemma is the clipped spelling ("ca" in "can't"). */
const CLIPPED_VERBS: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall', ai: 'be' };

const wordnetPos = (type: WordType): WordnetPos | undefined =>
  type === 'noun' || type === 'verb' || type === 'adjective' || type === 'adverb' ? type : undefined;

/**
 * Reads a word in its sentence: wink-nlp tags the sentence, then a few rules mend what a small
 * tagger gets wrong with learners' favourite words:
 * - a noun right after a subject pronoun, a modal or "let me" is a verb when WordNet knows the verb
 *   ("she books a table", "let me check");
 * - a verb right after a determiner, possessive or adjective is a noun ("the book", "my cook");
 * - a capitalised sentence-initial word tagged as a name is re-read in lower case ("Children went");
 * - irregular and regular grades map to their base ("best" → good, "faster" → fast);
 * - contractions are read by their first part ("don't" → do, "I'm" → I);
 * - hyphenated compounds keep the whole word as lemma, typed by WordNet when it knows them.
 */
export function readWord(
  word: string,
  sentence: string | undefined,
  wordnet: Wordnet,
  occurrence = 1,
): Reading {
  let context = sentence;
  let range = context ? (findOccurrence(context, word, occurrence) ?? findWord(context, word)) : undefined;
  if (!context || !range) {
    context = word;
    range = { start: 0, end: word.length };
  }
  let tokens = tagMasked(context, range);
  let span = overlapping(tokens, range);
  if (!span.length) return { lemma: word.toLowerCase(), type: 'noun' };

  if (/[\p{L}\p{N}]-[\p{L}\p{N}]/u.test(word))
    return {
      ...readCompound(word, span, wordnet),
      tokens,
      index: tokens.indexOf(span[0]!),
      length: span.length,
    };

  let headIndex = tokens.indexOf(span[0]!);
  let head = span[0]!;
  // A capitalised first word (or one in capitals) the tagger took for a name: read it again in lower case.
  const shouted = /^\p{Lu}{2,}$/u.test(head.value);
  const capitalisedFirst = /^\p{Lu}\p{Ll}/u.test(head.value) && isSentenceStart(tokens, headIndex);
  if (head.tag === 'PROPN' && (shouted || capitalisedFirst)) {
    const lower = head.value.toLowerCase();
    const inflector = new Inflectors(lower);
    // en-inflectors mangles some plurals ("preparations" → "preparatusons"): the bare -s stem is tried too.
    const stem = lower.replace(/s$/, '');
    if (
      [lower, inflector.toSingular(), inflector.toPresent(), stem].some(
        (w) => wordnet.partsOfSpeech(w).length,
      )
    ) {
      const relowered = context.slice(0, head.start) + lower + context.slice(head.end);
      tokens = tagMasked(relowered, range, context);
      span = overlapping(tokens, range);
      headIndex = tokens.indexOf(span[0]!);
      head = span[0] ?? head;
    }
  }
  // "I'm" stays one token in wink-nlp: read the part before the apostrophe on its own.
  if (span.length === 1 && /^[\p{L}]+['’](m|re|s|ve|ll|d)$/iu.test(head.value) && head.tag === 'PROPN') {
    return readWord(head.value.split(/['’]/)[0]!, undefined, wordnet);
  }
  const previous = tokens[headIndex - 1];
  const next = tokens[headIndex + span.length];
  let type = typeOfTag(head);
  let lemma = head.tag === 'PROPN' ? head.value : head.lemma.toLowerCase();
  lemma = CLIPPED_VERBS[lemma] && span.length > 1 ? CLIPPED_VERBS[lemma]! : lemma;
  if (lemma === "'s" || lemma === '’s') lemma = type === 'verb' ? 'be' : "'s";

  let variant: string | undefined;
  const previousWord = previous?.value.toLowerCase() ?? '';
  const beforePrevious = tokens[headIndex - 2]?.value.toLowerCase() ?? '';
  // Where only a verb can stand: "she books", "can book", "let me check".
  const verbSlot =
    SUBJECT_PRONOUNS.has(previousWord) ||
    MODALS.has(previousWord) ||
    (['me', 'us', 'him', 'her', 'them'].includes(previousWord) && LET_VERBS.has(beforePrevious));
  // A bare first word followed by its object is an imperative: "Use it", "Water the plants".
  const imperative =
    isSentenceStart(tokens, headIndex) &&
    wordnet.has(head.value.toLowerCase(), 'verb') &&
    (next?.tag === 'DET' || (next?.tag === 'PRON' && OBJECTS.has(next.value.toLowerCase())));
  if (type === 'noun' && head.tag === 'NOUN' && (verbSlot || imperative)) {
    const verb = wordnet.has(lemma, 'verb') ? lemma : new Inflectors(head.value.toLowerCase()).toPresent();
    if (wordnet.has(verb, 'verb')) {
      type = 'verb';
      lemma = verb;
    }
  } else if (
    type === 'verb' &&
    head.tag === 'VERB' &&
    previous &&
    (previous.tag === 'DET' || previous.tag === 'ADJ' || POSSESSIVES.has(previousWord))
  ) {
    const noun = new Inflectors(head.value.toLowerCase()).toSingular();
    if (wordnet.has(noun, 'noun')) {
      type = 'noun';
      lemma = noun;
    }
  }
  if (type === 'noun' && head.tag === 'NOUN') {
    // wink-nlp may respell the lemma ("defence" → defense); keep the learner's spelling when WordNet knows it.
    const singular = new Inflectors(head.value.toLowerCase()).toSingular();
    if (singular !== lemma && wordnet.has(singular, 'noun')) {
      variant = lemma;
      lemma = singular;
    }
  }
  // "What time do people start?": a "verb" between an auxiliary and the real verb is the subject.
  const after = tokens.slice(headIndex + span.length).filter((t) => t.tag !== 'ADV')[0];
  if (type === 'verb' && head.tag === 'VERB' && previous?.tag === 'AUX' && after?.tag === 'VERB') {
    const noun = new Inflectors(head.value.toLowerCase()).toSingular();
    if (wordnet.has(noun, 'noun')) {
      type = 'noun';
      lemma = noun;
    }
  }
  // "overdid", "overslept", "outgrew": a prefixed irregular verb form the tagger left whole (often as a noun).
  const prefixed = /^(over|under|out|mis|re|with|fore|up)(\p{L}{3,})$/u.exec(head.value.toLowerCase());
  if (
    prefixed &&
    (type === 'noun' || type === 'verb') &&
    lemma === head.value.toLowerCase() &&
    !wordnet.has(lemma, 'noun') &&
    !wordnet.has(lemma, 'verb')
  ) {
    const base = `${prefixed[1]}${new Inflectors(prefixed[2]!).toPresent()}`;
    if (base !== lemma && wordnet.has(base, 'verb')) {
      type = 'verb';
      lemma = base;
    }
  }
  // "texted", "screenshotted": a verb form the lemmatiser left whole; its base is a word WordNet knows.
  if (
    type === 'verb' &&
    lemma === head.value.toLowerCase() &&
    /(ed|ing|[^s]s)$/.test(lemma) &&
    !wordnet.has(lemma, 'verb')
  ) {
    const stem = lemma.replace(/(ed|ing|s)$/, '');
    const base = [
      new Inflectors(lemma).toPresent(),
      stem,
      stem.replace(/([^aeiou])\1$/, '$1'),
      `${stem}e`,
    ].find((w) => w !== lemma && w.length > 2 && (wordnet.has(w, 'verb') || wordnet.has(w, 'noun')));
    if (base) lemma = base;
  }
  // "a quieter table": an -er / -est form the tagger took for a noun, that WordNet knows only as a graded adjective.
  if (
    type === 'noun' &&
    /(er|est)$/.test(lemma) &&
    lemma === head.value.toLowerCase() &&
    !wordnet.has(lemma, 'noun')
  ) {
    const base = ungrade(lemma, 'adjective', (b) => wordnet.has(b, 'adjective'));
    if (base) {
      type = 'adjective';
      lemma = base;
    }
  }
  const graded = GRADED_BASE[head.value.toLowerCase()];
  if (graded && (type === 'noun' || type === 'adjective' || type === 'adverb')) {
    type = type === 'adverb' ? 'adverb' : 'adjective';
    lemma = graded[type];
  } else if ((type === 'adjective' || type === 'adverb') && lemma === head.value.toLowerCase()) {
    const gradedType = type;
    lemma = ungrade(lemma, gradedType, (base) => wordnet.has(base, gradedType)) ?? lemma;
  }
  // Closed-class words are their own lemma (wink-nlp lemmatises "through" as "thru").
  if (CLOSED_CLASS.has(type)) lemma = head.value.toLowerCase();
  if (type === 'pronoun' && lemma === 'i') lemma = 'I';
  return {
    lemma,
    type,
    previousTag: previous?.tag,
    nextTag: next?.tag,
    ...(variant ? { variant } : {}),
    tokens,
    index: headIndex,
    length: span.length,
  };
}

/** Stand-ins of the same length that wink-nlp reads as names. */
const CAPITALS_STAND_INS = ['', '', 'TV', 'BBC', 'NASA', 'NAFTA', 'NASDAQ'];

/**
 * wink-nlp reads words in lower case, so "the IT team" looks like "the it team" (pronoun + verb).
 * Words in capitals outside the clicked range are swapped for a name of the same length before
 * tagging — unless the whole sentence is in capitals.
 */
/**
 * The sentence tagged with its other capitalised abbreviations masked (maskCapitals), each masked token
 * then carrying its own text as `written` ("my ID card": the tagger read a stand-in, the expressions match "ID card").
 */
function tagMasked(sentence: string, keep: { start: number; end: number }, original = sentence): Token[] {
  const masked = maskCapitals(sentence, keep);
  const tokens = tag(masked);
  if (masked === original) return tokens;
  return tokens.map((t) => {
    const own = original.slice(t.start, t.end);
    if (own === t.value) return t;
    // A word read again in lower case keeps the tagger's lemma; a masked one is its own lemma.
    // A capitalised first word read again in lower case stays so; an abbreviation ("ID") is written as it is.
    const relowered = own.toLowerCase() === t.value.toLowerCase();
    if (relowered && !/^\p{Lu}{2,}$/u.test(own)) return t;
    return { ...t, written: own };
  });
}

function maskCapitals(sentence: string, keep: { start: number; end: number }): string {
  const letters = sentence.replace(/[^\p{L}]/gu, '');
  if (letters === letters.toUpperCase()) return sentence;
  return sentence.replace(/(?<![\p{L}\p{N}])\p{Lu}{2,6}(?![\p{L}\p{N}])/gu, (caps, at: number) =>
    at >= keep.start && at < keep.end ? caps : CAPITALS_STAND_INS[caps.length]!,
  );
}

function overlapping(tokens: Token[], range: { start: number; end: number }): Token[] {
  return tokens.filter((t) => t.start < range.end && t.end > range.start && t.tag !== 'PUNCT');
}

function isSentenceStart(tokens: Token[], index: number): boolean {
  const before = tokens.slice(0, index).filter((t) => t.tag !== 'PUNCT' || /[.!?]/.test(t.value));
  return before.length === 0 || before.at(-1)!.tag === 'PUNCT';
}

function readCompound(word: string, span: Token[], wordnet: Wordnet): Reading {
  const last = span.at(-1)!;
  // "T-shirts", "semi-finals", "check-ins": a plural noun compound's lemma is its singular.
  const plural =
    last.tag === 'NOUN' && /s$/i.test(last.value) && last.lemma.toLowerCase() !== last.value.toLowerCase();
  const lemma = plural
    ? `${word.toLowerCase().slice(0, word.lastIndexOf('-') + 1)}${last.lemma.toLowerCase()}`
    : word.toLowerCase();
  // "double-checked", "blow-dried": an inflected verb compound is its verb ("double-check", "blow-dry").
  const verbLemma = `${word.toLowerCase().slice(0, word.lastIndexOf('-') + 1)}${last.lemma.toLowerCase()}`;
  if (
    /(ed|ing|ied|s)$/i.test(last.value) &&
    last.lemma.toLowerCase() !== last.value.toLowerCase() &&
    wordnet.partsOfSpeech(verbLemma).includes('verb')
  )
    return { lemma: verbLemma, type: 'verb' };
  let fromTag = typeOfTag(last);
  // "well-known", "hand-made": a participle at the end makes the compound an adjective.
  if (fromTag === 'verb' && /(ed|en|wn|n|t)$/.test(last.value.toLowerCase())) fromTag = 'adjective';
  if (fromTag === 'number') return { lemma, type: 'number' }; // "twenty-two"
  const known = wordnet.partsOfSpeech(lemma);
  const fromTagPos = wordnetPos(fromTag);
  if (fromTagPos && known.includes(fromTagPos)) return { lemma, type: fromTag };
  const preferred = (['adjective', 'noun', 'verb', 'adverb'] as const).find((p) => known.includes(p));
  return { lemma, type: preferred ?? fromTag };
}
