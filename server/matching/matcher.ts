/**
 * The concept matcher (issues 16 and 17), the one matcher of the answer grader
 * (server/quiz/grading.ts) and the dialogue partner (server/dialogue/partner.ts): does a text
 * say an idea — a concept with its paraphrases, optionally a number bound to what it counts —
 * and does it say it with the right polarity? The grader reads ideas clause by clause (below);
 * the partner reads a scene's intents as ordered phrases with its own parameters (PhraseOptions,
 * `ideasScore`, `bestMatch`, at the end of this file).
 *
 *   const text = analyse('The tablets are six pounds, the spray four.');
 *   matchIdea(text, { label: 'tablets £4', say: ['tablet', 'pill'], value: '4' })
 *     → { state: 'contradicted', … }   (six is bound to the tablets)
 *
 * Rules, each explainable to a learner:
 * - A text is cut into clauses (sentence ends, commas, and, but, because, so, if, …). A phrase of
 *   an idea holds when every content word of it is found in one clause, each by lemma, British or
 *   American spelling, a WordNet synonym, a close word vector (never across a contrast set such
 *   as morning/evening or left/right), a derived form (organise/organisation) or a slip of
 *   spelling that is not itself an English word.
 * - Negation belongs to its clause: a phrase with a negation needs a negated clause, one without
 *   needs an affirmative clause; the other way round is a contradiction. "No," opening an answer
 *   and a bare "say no" are not negations of anything.
 * - "without", "hardly", "far from", "failed to", "instead of", "rather than" deny what follows;
 *   a negation after an idea's words whose predicate says nothing new ("searching would not
 *   work" for "Which features would work?") denies the idea; a WordNet antonym in place of an
 *   idea's word ("expensive" for "cheap") says its opposite, and never counts as a paraphrase.
 * - A value offered with another one by "or" ("five or six pounds") is a guess: contradicted.
 *   A price without its pence is half of it (`half`).
 * - Numbers are read from digits and words (twenty-two, 3:15, three fifteen, half past two,
 *   £9.50, nine pounds fifty, 2 billion). A value idea is present when the number nearest its
 *   concept in that clause has the value, contradicted when it has another; with the concept
 *   unnamed, any number with the value holds it and a number with another value, when none has
 *   it, contradicts it.
 */
import { MONTHS, WEEKDAYS } from '../language/calendar.ts';
import { lemmatise } from '../language/lemmas.ts';
import { sharedWordnet, type Wordnet, WORDNET_POS } from '../language/wordnet.ts';
import { similarity } from './embeddings.ts';

export interface Idea {
  /** What the idea says, in English, named in feedback when it is missing or wrong. */
  label: string;
  /** Ways to say it: any one phrase holds the idea. Empty with `value`: the number alone. */
  say: string[];
  /** A number the idea states ("4", "3:15", "9.50", "2 billion"); any one of a list. */
  value?: string | string[];
  /** Phrases that state something else in its place (a swapped pair): a contradiction. */
  against?: string[];
  /** Not needed for a complete answer (adds to it; a contradiction still counts). */
  optional?: boolean;
}

export type IdeaState = 'present' | 'missing' | 'contradicted';
export interface IdeaMatch {
  idea: Idea;
  state: IdeaState;
  /** A missing idea half said: a price without its pence ("nine pounds" for £9.50). */
  half?: boolean;
  /** Why: 'negated' (said the opposite), 'value' (another number), 'against' (a swapped fact). */
  reason?: 'negated' | 'value' | 'against';
}

interface Token {
  text: string;
  lemma: string;
  pos: string;
  clause: number;
  /** Position in the whole text, for distances. */
  at: number;
  negator: boolean;
  /** A negation stands before it in its clause ("is not ill": ill). */
  negated: boolean;
}
interface NumberMention {
  clause: number;
  at: number;
  readings: Set<string>;
  /** A bare "one" (often a pronoun: "the blue one"). */
  weak: boolean;
}
export interface Analysed {
  text: string;
  tokens: Token[];
  clauses: number;
  negated: boolean[];
  /** Clauses without a verb ("because of the tickets"): they name things, they state nothing. */
  verbless: boolean[];
  numbers: NumberMention[];
  /** Every word in order, the words that cut clauses ("and", "when", "because") too: for ordered phrases. */
  sequence: Token[];
}

const NEGATORS = new Set([
  'not',
  'never',
  'nobody',
  'nothing',
  'none',
  'neither',
  'nor',
  'nowhere',
  'cannot',
  'no',
  'without',
  'hardly',
  'barely',
  'scarcely',
]);
/** Words that carry no content of their own in a phrase. */
const LIGHT = new Set(
  'be have do will would can could shall should may might must get let there here it this that these those they he she we you i me him her us them my your his its our their a an the to of in on at for with and or but so as by from about into than then also just very really too yes one some any'.split(
    ' ',
  ),
);
const CLAUSE_BREAK =
  /(?:[.;!?]+(?=\s|$)|,(?=\s|$)|[:–—]\s|\s(?:and|but|while|whereas|because|so|although|though|yet|then|if|unless|when)\s)/giu;

const UNITS: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};
const CURRENCY = new Set([
  'pound',
  'pounds',
  'euro',
  'euros',
  'dollar',
  'dollars',
  'zloty',
  'zlotys',
  'quid',
]);

/** Groups of words that are alike in use but never the same fact: no vector may join them. */
const CONTRASTS: string[][] = [
  [
    'morning',
    'afternoon',
    'evening',
    'night',
    'noon',
    'midnight',
    'tonight',
    'today',
    'tomorrow',
    'yesterday',
    'day',
    'week',
    'month',
    'year',
    'hour',
    'minute',
    'second',
    'weekend',
    'semester',
    'term',
  ],
  [
    'dozen',
    'hundred',
    'thousand',
    'million',
    'billion',
    'few',
    'many',
    'several',
    'some',
    'all',
    'none',
    'most',
  ],
  [
    'left',
    'right',
    'straight',
    'up',
    'down',
    'north',
    'south',
    'east',
    'west',
    'back',
    'front',
    'behind',
    'opposite',
    'next',
  ],
  [...WEEKDAYS, 'weekend', 'week', 'month', 'year', 'day', 'hour', 'minute'],
  [...MONTHS],
  ['red', 'blue', 'green', 'yellow', 'black', 'white', 'grey', 'gray', 'brown', 'pink', 'purple', 'orange'],
  ['big', 'small', 'large', 'little', 'tall', 'short', 'long', 'high', 'low', 'wide', 'narrow'],
  ['cheap', 'expensive', 'free', 'costly'],
  ['hot', 'cold', 'warm', 'cool'],
  ['early', 'late', 'before', 'after', 'first', 'last', 'next', 'previous'],
  ['more', 'less', 'fewer', 'most', 'least', 'many', 'few'],
  ['good', 'bad', 'better', 'worse', 'best', 'worst', 'well', 'fine'],
  ['dark', 'light', 'bright', 'pale'],
  ['fast', 'slow', 'quick'],
  ['old', 'new', 'young'],
  ['open', 'close', 'closed'],
  ['buy', 'sell'],
  ['accept', 'reject', 'refuse'],
  ['increase', 'decrease', 'rise', 'fall', 'drop'],
  ['win', 'lose', 'draw'],
  [
    'man',
    'woman',
    'boy',
    'girl',
    'mother',
    'father',
    'mum',
    'dad',
    'son',
    'daughter',
    'brother',
    'sister',
    'husband',
    'wife',
  ],
  ['coffee', 'tea', 'water', 'juice', 'milk', 'beer', 'wine'],
  [
    'cheese',
    'chicken',
    'egg',
    'ham',
    'tuna',
    'beef',
    'pork',
    'fish',
    'salad',
    'bacon',
    'turkey',
    'vegetable',
    'tomato',
    'sausage',
  ],
  ['train', 'bus', 'car', 'plane', 'taxi', 'bike', 'tram', 'boat'],
  ['hotel', 'hostel', 'flat', 'house', 'apartment'],
  ['recruiter', 'algorithm'],
  ['phone', 'laptop', 'tablet', 'computer', 'camera', 'battery', 'screen'],
  ['kilo', 'gram', 'pound', 'euro', 'dollar', 'minute', 'hour', 'metre', 'meter', 'mile'],
];
const CONTRAST_OF = new Map<string, Set<number>>();
CONTRASTS.forEach((group, i) => {
  for (const w of group) {
    if (!CONTRAST_OF.has(w)) CONTRAST_OF.set(w, new Set());
    CONTRAST_OF.get(w)!.add(i);
  }
});
const inContrast = (a: string, b: string) => {
  const x = CONTRAST_OF.get(a);
  const y = CONTRAST_OF.get(b);
  return Boolean(x && y && [...x].some((g) => y.has(g)));
};

/**
 * How close two words' vectors must be to count as the same word in an idea. Off by default, by
 * measurement: on sg-100d near-synonyms score no higher than antonyms and collocates (ill/sick .76,
 * buy/purchase .83, but morning/evening .89, cheap/expensive .77, next/week, leave/go), and with
 * hand-written paraphrases and WordNet the independent sets agree best without them (threshold
 * .74: 93.8% / 92.5%; .82: 94.4% / 93.1%; off: 94.4% / 93.7%). Vectors find rival items instead
 * (`intruders`). A caller may pass one (`matchIdeas(text, ideas, { vectors: 0.8 })`).
 */
export const VECTOR_THRESHOLD = Infinity;

/** Word vectors join only content words: nouns, verbs and adjectives. */
const VECTOR_POS = new Set(['noun', 'verb', 'adjective', 'name']);

const wn = (): Wordnet => sharedWordnet();

/** One spelling for British and American variants: organise/organize, colour/color, centre/center. */
const spellingCache = new Map<string, string>();
export function unifySpelling(word: string): string {
  const hit = spellingCache.get(word);
  if (hit !== undefined) return hit;
  const w = spell(word);
  if (spellingCache.size < 100_000) spellingCache.set(word, w);
  return w;
}
function spell(word: string): string {
  let w = word;
  if (w.length >= 6) w = w.replace(/our(s|ed|ing|ite|ites|able)?$/, 'or$1');
  w = w
    .replace(/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1')
    .replace(/ys(e|ed|es|ing)$/, 'yz$1')
    .replace(/([^aeiou])re(s?)$/, '$1er$2')
    .replace(/ence(s?)$/, 'ense$1')
    .replace(/ogue(s?)$/, 'og$1')
    .replace(/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2')
    .replace(/amme(s?)$/, 'am$1');
  return w;
}

const knownCache = new Map<string, boolean>();
function knownWord(word: string): boolean {
  let hit = knownCache.get(word);
  if (hit === undefined) {
    hit = wn().partsOfSpeech(word).length > 0;
    if (knownCache.size >= 100_000) knownCache.delete(knownCache.keys().next().value!);
    knownCache.set(word, hit);
  }
  return hit;
}

const antonymCache = new Map<string, { near: Set<string>; direct: Set<string> }>();
function antonymsOf(lemma: string) {
  let hit = antonymCache.get(lemma);
  if (!hit) {
    hit = { near: new Set(), direct: new Set() };
    for (const pos of WORDNET_POS) {
      for (const a of wn().antonyms(lemma, pos, 3, true)) if (!a.includes(' ')) hit.near.add(a);
      for (const a of wn().antonyms(lemma, pos, 3, false)) if (!a.includes(' ')) hit.direct.add(a);
    }
    if (antonymCache.size >= 20_000) antonymCache.delete(antonymCache.keys().next().value!);
    antonymCache.set(lemma, hit);
  }
  return hit;
}
/**
 * Opposites by WordNet (cheap/expensive, early/late, open/closed, remember/forget): never the same
 * word, however close their vectors. `direct`: only the opposites WordNet names, not the words
 * similar to them (for saying an idea's opposite; the wider set only keeps words apart).
 */
export function antonymous(a: string, b: string, direct = false): boolean {
  if (a === b || /\d/.test(a + b)) return false;
  const pick = (x: string) => (direct ? antonymsOf(x).direct : antonymsOf(x).near);
  return pick(a).has(b) || pick(b).has(a);
}

/** Damerau–Levenshtein distance (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** A slip of spelling: the written word is no English word and is one or two edits from the target. */
function slip(written: string, target: string): boolean {
  if (target.length < 4 || written === target || /\d/.test(written + target)) return false;
  const allowed = target.length >= 6 ? 2 : 1;
  if (Math.abs(written.length - target.length) > allowed) return false;
  if (editDistance(written, target) > allowed) return false;
  return !knownWord(written);
}

const synonymCache = new Map<string, Set<string>>();
function synonyms(lemma: string): Set<string> {
  let set = synonymCache.get(lemma);
  if (set) return set;
  set = new Set<string>();
  for (const pos of WORDNET_POS)
    for (const s of wn().synonyms(lemma, pos, 2)) if (!s.includes(' ')) set.add(s);
  synonymCache.set(lemma, set);
  return set;
}

/** A derived form: organise/organisation, recommend/recommendation (the shorter a stem of 5+). */
function derived(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const stem = short.replace(/e$/, '');
  // "powerless" is no form of "power": -less says its opposite.
  if (/less(ly|ness)?$/.test(long) && !/less$/.test(short)) return false;
  return stem.length >= 5 && long !== short && long.startsWith(stem);
}

/** The same word by lemma, spelling variant or a slip of spelling: strong enough to be denied. */
function strictWord(key: { lemma: string; text: string }, written: Token): boolean {
  const k = key.lemma;
  const w = written.lemma;
  if (k === w || key.text === written.text || k === written.text || key.text === w) return true;
  if (/^\d/.test(k) || /^\d/.test(w)) return false;
  return unifySpelling(k) === unifySpelling(w) || unifySpelling(k) === unifySpelling(written.text);
}

const pairCache = new Map<string, boolean>();
/** Does the written word say the key word? */
export function sameWord(
  key: Token | { lemma: string; text: string },
  written: Token,
  vectors = VECTOR_THRESHOLD,
): boolean {
  const k = key.lemma;
  const w = written.lemma;
  if (k === w || key.text === written.text || k === written.text || key.text === w) return true;
  if (/^\d/.test(k) || /^\d/.test(w)) return false;
  const id = `${k}|${w}|${written.text}|${vectors}`;
  const hit = pairCache.get(id);
  if (hit !== undefined) return hit;
  let same = false;
  if (unifySpelling(k) === unifySpelling(w) || unifySpelling(k) === unifySpelling(written.text)) same = true;
  else if (LIGHT.has(w) || NEGATORS.has(w) || inContrast(k, w)) same = false;
  else if (antonymous(k, w) || antonymous(k, written.text) || antonymous(key.text, written.text))
    same = false;
  else if (synonyms(k).has(w) || synonyms(w).has(k)) same = true;
  else if (derived(k, w)) same = true;
  else if (slip(written.text, key.text) || slip(written.text, k)) same = true;
  else if (
    vectors <= 1 &&
    k.length >= 4 &&
    w.length >= 4 &&
    VECTOR_POS.has(written.pos) &&
    (!('pos' in key) || VECTOR_POS.has(key.pos))
  ) {
    const sim = similarity(k, w);
    same = sim !== null && sim >= vectors;
  }
  if (pairCache.size >= 50_000) pairCache.delete(pairCache.keys().next().value!);
  pairCache.set(id, same);
  return same;
}

// ── reading a text ────────────────────────────────────────────────────────────────────────────

function readNumberRun(words: string[]): Set<string> {
  // "three fifteen", "two thirty", "nine fifty": a clock time or a price, not a sum.
  const values = words.map((w) => UNITS[w] ?? SCALES[w] ?? NaN);
  const readings = new Set<string>();
  // "three oh four", "one two five": digits read one by one (a room, a flight).
  if (words.length >= 2 && values.every((v) => v < 10) && words.includes('oh')) {
    readings.add(values.join(''));
    return readings;
  }
  if (words.length === 3 && values.every((v) => v < 10)) readings.add(values.join(''));
  if (words.length === 2 && values[0]! >= 1 && values[0]! <= 12 && values[1]! >= 10 && values[1]! < 60) {
    readings.add(`${values[0]}:${String(values[1]).padStart(2, '0')}`);
    readings.add(`${values[0]}.${String(values[1]).padStart(2, '0')}`);
    return readings;
  }
  let total = 0;
  let current = 0;
  for (const v of values) {
    if (v === 100) current = (current || 1) * 100;
    else if (v >= 1000) {
      total += (current || 1) * v;
      current = 0;
    } else current += v;
  }
  readings.add(String(total + current));
  return readings;
}

function digitReadings(raw: string): Set<string> {
  const readings = new Set<string>();
  const s = raw.replace(/,(?=\d{3}\b)/g, '');
  const time = /^(\d{1,2})[:.](\d{2})$/.exec(s);
  if (time) {
    readings.add(`${Number(time[1])}:${time[2]}`);
    readings.add(`${Number(time[1])}.${time[2]}`);
  }
  const n = Number(s);
  if (!Number.isNaN(n)) readings.add(String(n));
  return readings;
}

/**
 * A number word spelt with a slip ("fiveteen", "twenty fife", "o" for oh): read as the number when
 * it is no English word, or when it stands next to another number word.
 */
let numberWordList: string[] | undefined;
const slipCache = new Map<string, string | null>();
/** The first number word the word is a slip of (one or two edits), or null: a pure function of the word, cached. */
function numberSlipOf(w: string): string | null {
  let hit = slipCache.get(w);
  if (hit !== undefined) return hit;
  hit = null;
  numberWordList ??= [...Object.keys(UNITS), ...Object.keys(SCALES)];
  for (const n of numberWordList) {
    if (n.length < 4 || Math.abs(n.length - w.length) > 2) continue;
    const d = editDistance(w, n);
    if (d === 0 || d > (n.length >= 6 ? 2 : 1)) continue;
    hit = n;
    break;
  }
  if (slipCache.size >= 100_000) slipCache.delete(slipCache.keys().next().value!);
  slipCache.set(w, hit);
  return hit;
}

function numberWord(words: string[], i: number): string {
  const w = words[i]!;
  if (UNITS[w] !== undefined || SCALES[w] !== undefined) return w;
  if (w === 'o' && words[i + 1] !== 'clock' && i > 0 && UNITS[numberWord(words, i - 1)] !== undefined)
    return 'oh';
  if (w.length < 4) return w;
  const near = (x?: string) => x !== undefined && (UNITS[x] !== undefined || SCALES[x] !== undefined);
  const n = numberSlipOf(w);
  if (n !== null && (!knownWord(w) || near(words[i - 1]) || near(words[i + 1]))) return n;
  return w;
}

/** Number mentions of a clause's raw words (lower case, split), with their token positions. */
function numbersOf(raw: string[], clause: number, startAt: number): NumberMention[] {
  const out: NumberMention[] = [];
  const words = raw.map((_, i) => numberWord(raw, i));
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    const at = startAt + i;
    if (/^\d/.test(w)) {
      let readings = digitReadings(w);
      let j = i + 1;
      const scale = SCALES[words[j] ?? ''];
      if (scale && scale >= 1000) {
        readings = new Set([...readings].map((r) => String(Number(r) * scale)).filter((r) => r !== 'NaN'));
        j++;
      }
      // "£9 50", "9 pounds 50"
      if (CURRENCY.has(words[j] ?? '') && /^\d{1,2}$/.test(words[j + 1] ?? '')) {
        readings.add(`${readings.values().next().value}.${words[j + 1]!.padStart(2, '0')}`);
        j += 2;
      }
      out.push({ clause, at, readings, weak: false });
      i = j;
      continue;
    }
    if (
      (w === 'quarter' || w === 'half') &&
      /^(of|an|a)$/.test(words[i + 1] ?? '') &&
      /^(an|a|hour)$/.test(words[i + 2] ?? '')
    ) {
      // "a quarter of an hour", "half an hour"
      out.push({ clause, at, readings: new Set([w === 'quarter' ? '15' : '30']), weak: false });
      i += words[i + 2] === 'hour' ? 3 : words[i + 3] === 'hour' ? 4 : 2;
      continue;
    }
    if (w === 'half' && UNITS[words[i + 1] ?? ''] !== undefined && UNITS[words[i + 1]!]! <= 12) {
      // British "half five" = 5:30
      out.push({ clause, at, readings: new Set([`${UNITS[words[i + 1]!]}:30`]), weak: false });
      i += 2;
      continue;
    }
    if (w === 'half' && words[i + 1] === 'past' && UNITS[words[i + 2] ?? ''] !== undefined) {
      out.push({ clause, at, readings: new Set([`${UNITS[words[i + 2]!]}:30`]), weak: false });
      i += 3;
      continue;
    }
    if (
      w === 'quarter' &&
      (words[i + 1] === 'past' || words[i + 1] === 'to') &&
      UNITS[words[i + 2] ?? ''] !== undefined
    ) {
      const h = UNITS[words[i + 2]!]!;
      const reading = words[i + 1] === 'past' ? `${h}:15` : `${h === 1 ? 12 : h - 1}:45`;
      out.push({ clause, at, readings: new Set([reading]), weak: false });
      i += 3;
      continue;
    }
    if (UNITS[w] !== undefined || (SCALES[w] !== undefined && (w === 'hundred' || w === 'thousand'))) {
      const run: string[] = [];
      let j = i;
      while (
        j < words.length &&
        (UNITS[words[j]!] !== undefined ||
          SCALES[words[j]!] !== undefined ||
          (words[j] === 'and' && SCALES[words[j - 1] ?? ''] === 100))
      ) {
        if (words[j] !== 'and') run.push(words[j]!);
        j++;
      }
      let readings = readNumberRun(run);
      if (CURRENCY.has(words[j] ?? '') && UNITS[words[j + 1] ?? ''] !== undefined) {
        const cents = readNumberRun(words.slice(j + 1, j + 3).filter((x) => UNITS[x] !== undefined))
          .values()
          .next().value!;
        readings = new Set([...readings, `${[...readings][0]}.${cents.padStart(2, '0')}`]);
      }
      out.push({ clause, at, readings, weak: run.length === 1 && run[0] === 'one' });
      i = j;
      continue;
    }
    i++;
  }
  return out;
}

const analysedCache = new Map<string, Analysed>();

/** Reads a text once: clauses, tokens with lemmas, negated clauses, number mentions. */
export function analyse(input: string): Analysed {
  const cached = analysedCache.get(input);
  if (cached) {
    // Least recently used goes first: a bank's key phrases, read on every answer, stay.
    analysedCache.delete(input);
    analysedCache.set(input, cached);
    return cached;
  }
  const text = input
    .replace(/[’`]/g, "'")
    .replace(/\bcannot\b/gi, 'can not')
    // "the bus instead of the train", "by bus rather than by train": what follows is denied.
    // A number after them ("90 instead of 120") is what it was, not a denied fact.
    .replace(
      /\s*\b(?:instead of|rather than)\b(?!\s+(?:\d|£|€|\$|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty|hundred)\b))/gi,
      ', not',
    )
    // "far from useful", "she failed to pass", "no longer open": negations in other words.
    .replace(/\b(?:far from|no longer|fail(?:s|ed|ing)? to)\b/gi, 'not')
    .replace(/\bfortnight\b/gi, 'two weeks')
    .replace(/\b(hundred|thousand)\s+and\s+(?=[a-z])/gi, '$1 ') // "a hundred and twenty" is one number
    .replace(/\b([a-z])(\d+)\b/gi, '$1 $2') // "B12" → "B 12"
    .replace(/(\d)\s*(?:kg|kgs)\b/gi, '$1 kilos')
    .replace(/(\d)\s*(?:min|mins)\b/gi, '$1 minutes')
    .replace(
      /([£€$])\s*(\d+(?:[.,]\d+)*)(\s*(?:million|billion|thousand)\b)?/gi,
      (_, sign: string, n: string, scale = '') =>
        `${n}${scale} ${sign === '£' ? 'pounds' : sign === '€' ? 'euros' : 'dollars'}`,
    )
    .replace(/(\d)(am|pm)\b/gi, '$1 $2')
    .replace(/(\d)-(?=[a-z])/gi, '$1 ')
    .replace(/\b([a-z]+)-([a-z]+)\b/gi, '$1 $2');
  // Clauses with the separator that ends each ("and" lets a verbless clause share the next one's verb).
  const parts: string[] = [];
  const joins: string[] = [];
  let last = 0;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    parts.push(text.slice(last, m.index));
    joins.push(m[0].trim().toLowerCase());
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  joins.push('');
  // "…, not because of the provider": a bare "not" left by a cut belongs to the clause after it.
  for (let i = parts.length - 2; i >= 0; i--) {
    // "No," opening the answer is an answer to a yes/no question, not a negation of what follows.
    if (/^\s*(not|never|no)\s*$/i.test(parts[i]!) && !(i === 0 && /^\s*no\s*$/i.test(parts[i]!))) {
      parts.splice(i, 2, `${parts[i]!.trim()} ${joins[i]} ${parts[i + 1]}`);
      joins.splice(i, 1);
    }
  }
  const verbless: boolean[] = [];
  const joinOf: string[] = [];
  const tokens: Token[] = [];
  const numbers: NumberMention[] = [];
  const negated: boolean[] = [];
  let clause = 0;
  let at = 0;
  const sequence: Token[] = [];
  for (const [partIndex, part] of parts.entries()) {
    const words: string[] = part.toLowerCase().match(/[\p{L}']+|\d+(?:[.:,]\d+)*/gu) ?? [];
    if (!words.length) continue;
    const start = at;
    const cut = partIndex > 0 ? joins[partIndex - 1]! : '';
    if (/^\p{L}+$/u.test(cut))
      sequence.push({
        text: cut,
        lemma: cut,
        pos: 'conjunction',
        clause,
        at: start,
        negator: false,
        negated: false,
      });
    const first = tokens.length;
    numbers.push(...numbersOf(words, clause, start));
    const lemmas = lemmatise(part.replace(/\d+(?:[.:,]\d+)*/g, ' '));
    // Positions: each lemma token is placed at the first raw word with its text from the cursor.
    let cursor = 0;
    let negative = false;
    for (const [n, t] of lemmas.entries()) {
      const lower = t.text.toLowerCase().replace(/^'/, '');
      let pos = words.indexOf(lower, cursor);
      if (pos < 0) pos = cursor;
      else cursor = pos + 1;
      let isNegator = NEGATORS.has(t.lemma) || lower === "n't" || lower === 'not';
      // "No," opening an answer, and a "no" that ends its clause ("hard to say no"), deny nothing.
      if (t.lemma === 'no' && n === lemmas.length - 1) isNegator = false;
      tokens.push({
        text: lower,
        lemma: UNITS[t.lemma] !== undefined ? String(UNITS[t.lemma]) : t.lemma,
        pos: t.pos,
        clause,
        at: start + pos,
        negator: isNegator,
        negated: negative,
      });
      if (isNegator) negative = true;
    }
    sequence.push(...tokens.slice(first));
    negated[clause] = negative;
    verbless[clause] = !lemmas.some((t) => t.pos === 'verb');
    joinOf[clause] = joins[partIndex] ?? '';
    at += words.length;
    clause++;
  }
  // "The processor and the camera are not a problem": a subject joined by "and" to a negated
  // clause shares its negation.
  for (let c = clause - 2; c >= 0; c--) {
    // Only a bare subject ("the processor and the camera are not"): "slow processor and the
    // camera is not good" keeps its first clause.
    const bare = !tokens.some((t) => t.clause === c && t.pos === 'adjective');
    const plural = tokens.some(
      (t) => t.clause === c + 1 && /^(are|were|do|have|aren't|weren't|don't|haven't)$/.test(t.text),
    );
    if (verbless[c] && bare && plural && joinOf[c] === 'and' && negated[c + 1] && !negated[c]) {
      negated[c] = true;
      for (const t of tokens) if (t.clause === c && !t.negator) t.negated = true;
    }
  }
  const result = { text: input, tokens, clauses: clause, negated, verbless, numbers, sequence };
  if (analysedCache.size >= 5_000) analysedCache.delete(analysedCache.keys().next().value!);
  analysedCache.set(input, result);
  return result;
}

// ── matching ideas ───────────────────────────────────────────────────────────────────────────

interface PhraseHit {
  clause: number;
  /** Position of the phrase's first content word in the text. */
  at: number;
  /** Position of its last content word. */
  end?: number;
  /** A negation of its clause stands before one of the words found. */
  negated: boolean;
  /** Some word was found only as a near word (vector, derived form). */
  weak: boolean;
}

type PhraseWords = { words: Token[]; negative: boolean; numbers: NumberMention[] };
const phraseWordsCache = new Map<string, PhraseWords>();
/** A key phrase's words, read once: a bank's phrases are looked at for every answer and idea. */
function phraseWords(phrase: string, exact = false): PhraseWords {
  const id = `${exact ? 1 : 0}${phrase}`;
  let hit = phraseWordsCache.get(id);
  if (!hit) {
    hit = readPhraseWords(phrase, exact);
    if (phraseWordsCache.size >= 20_000) phraseWordsCache.delete(phraseWordsCache.keys().next().value!);
    phraseWordsCache.set(id, hit);
  }
  return hit;
}
function readPhraseWords(phrase: string, exact: boolean): PhraseWords {
  const a = analyse(phrase);
  if (exact) {
    // A swapped fact is named whole: "this week" needs "this" too; only articles are left out.
    const words = a.tokens.filter((t) => !t.negator && !/^(a|an|the)$/.test(t.lemma) && !/^\d/.test(t.lemma));
    return { words, negative: a.tokens.some((t) => t.negator), numbers: a.numbers };
  }
  const content = a.tokens.filter((t) => !t.negator && !LIGHT.has(t.lemma) && !/^\d/.test(t.lemma));
  return {
    words: content.length ? content : a.tokens.filter((t) => !t.negator && !/^\d/.test(t.lemma)),
    negative: a.tokens.some((t) => t.negator),
    numbers: a.numbers,
  };
}

/** Where a phrase holds in the text: every content word in one clause (and its numbers, if any). */
export function findPhrase(
  text: Analysed,
  phrase: string,
  ignore?: Set<string>,
  strict = false,
  vectors = VECTOR_THRESHOLD,
): PhraseHit[] {
  const p = phraseWords(phrase, strict);
  if (!p.words.length && !p.numbers.length) return [];
  const hits: PhraseHit[] = [];
  for (let c = 0; c < text.clauses; c++) {
    const inClause = text.tokens.filter((t) => t.clause === c && !t.negator);
    const found = p.words.map(
      (k) =>
        inClause.find((t) => strictWord(k, t)) ??
        (strict ? undefined : inClause.find((t) => sameWord(k, t, vectors))),
    );
    if (found.some((f) => !f)) continue;
    const weak = found.some((f, i) => !strictWord(p.words[i]!, f!));
    if (p.numbers.length) {
      const nums = text.numbers.filter((n) => n.clause === c);
      if (!p.numbers.every((pn) => nums.some((n) => [...pn.readings].some((r) => n.readings.has(r)))))
        continue;
    }
    // Words the question gives do not show the idea on their own (a copy of the question).
    if (ignore && found.length && found.every((f) => ignore.has(f!.lemma))) continue;
    hits.push({
      clause: c,
      at: Math.min(...found.map((f) => f!.at), Infinity),
      end: Math.max(...found.map((f) => f!.at), -Infinity),
      negated: found.some((f) => f!.negated),
      weak,
    });
  }
  return hits;
}

function valueReadings(value: string | string[]): Set<string> {
  const out = new Set<string>();
  for (const v of Array.isArray(value) ? value : [value]) {
    for (const n of analyse(v).numbers) for (const r of n.readings) out.add(r);
  }
  return out;
}

export interface MatchOptions {
  /** Lemmas of the question: a phrase held only by these is a copy of the question. */
  ignore?: Set<string>;
  /** Values other ideas of the same question state (a number of theirs is no contradiction here). */
  otherValues?: Set<string>;
  /** Values of ideas bound to the same words (the ends of a range: "seven" / "to nine hours"). */
  rangeValues?: Set<string>;
  /** Let word vectors this close join words (default: off, see VECTOR_THRESHOLD). */
  vectors?: number;
  /** Lemmas of the question, for choice questions too (a negation of only these denies its subject). */
  question?: Set<string>;
  /** Words of the negated phrases of all the question's ideas ("not work"). */
  negativeWords?: Set<string>;
}

/**
 * Predicates that only deny their subject: "searching would not work", "water is not needed",
 * "that is not true". With the question's own words and the idea's, a negation of these after
 * the idea's words denies the idea ("the kitchen was not cleaned" for "Which rooms were cleaned?").
 */
const DENYING = new Set(
  'need necessary require required important true right correct case include included mention say happen matter relevant allow allowed possible available work exist real problem issue'.split(
    ' ',
  ),
);
const CONTENT_POS = new Set(['noun', 'verb', 'adjective', 'adverb', 'name', 'number']);

/** Has a phrase a word of its own (not only stop words and negations)? */
function hasContent(phrase: string): boolean {
  return analyse(phrase).tokens.some((t) => !t.negator && !LIGHT.has(t.lemma));
}

/** The words of an idea's phrases (lemmas), for the rules that look past a phrase. */
const ideaLemmasCache = new WeakMap<Idea, Set<string>>();
function ideaLemmas(idea: Idea): Set<string> {
  let set = ideaLemmasCache.get(idea);
  if (!set) {
    set = new Set(idea.say.flatMap((p) => phraseWords(p).words.map((w) => w.lemma)));
    ideaLemmasCache.set(idea, set);
  }
  return set;
}

/** Does a negation after the phrase, of nothing new, deny the phrase's words before it? */
function deniedByPredicate(
  text: Analysed,
  h: PhraseHit,
  own: Set<string>,
  question?: Set<string>,
  negativeWords?: Set<string>,
): boolean {
  const inClause = text.tokens.filter((t) => t.clause === h.clause);
  if (inClause.some((t) => t.negator && t.at < h.at)) return false;
  const negator = inClause.find((t) => t.negator && t.at > (h.end ?? h.at));
  if (!negator) return false;
  const tail = inClause.filter(
    (t) => t.at > negator.at && !t.negator && CONTENT_POS.has(t.pos) && !LIGHT.has(t.lemma),
  );
  // "… not 12": a negation of a number, or of what an idea says negated ("the AC does not work"
  // for "not work"), is no denial of the subject.
  if (!tail.length || tail.some((t) => negativeWords?.has(t.lemma))) return false;
  return tail.every((t) => DENYING.has(t.lemma) || own.has(t.lemma) || question?.has(t.lemma));
}

/** Verbs whose WordNet opposites are too loose to deny an idea (go/come, give/take). */
const LOOSE_OPPOSITES = new Set(
  'go come take give get bring put make do have leave stay keep let'.split(' '),
);

/**
 * Where a phrase is said with one word turned into its WordNet opposite ("expensive" for
 * "cheap"), the other words as they are: an affirmative one says the idea's opposite.
 */
function findOpposite(text: Analysed, phrase: string): PhraseHit[] {
  const p = phraseWords(phrase);
  if (!p.words.length || p.words.length > 3 || p.numbers.length) return [];
  const hits: PhraseHit[] = [];
  for (let c = 0; c < text.clauses; c++) {
    const inClause = text.tokens.filter((t) => t.clause === c && !t.negator);
    for (const [i, k] of p.words.entries()) {
      if (LOOSE_OPPOSITES.has(k.lemma) || LIGHT.has(k.lemma)) continue;
      const opposite = inClause.find(
        (t) =>
          !LOOSE_OPPOSITES.has(t.lemma) &&
          (antonymous(k.lemma, t.lemma, true) ||
            antonymous(k.lemma, t.text, true) ||
            antonymous(k.text, t.text, true)),
      );
      if (!opposite) continue;
      const rest = p.words.filter((_, j) => j !== i).map((w) => inClause.find((t) => strictWord(w, t)));
      if (rest.some((f) => !f)) continue;
      hits.push({ clause: c, at: opposite.at, negated: opposite.negated, weak: false });
    }
  }
  return hits;
}

/** The pence of a price idea ("9.50" → "9"): its pounds alone are half of it. */
function poundsOf(value: string | string[]): Set<string> {
  const out = new Set<string>();
  for (const v of Array.isArray(value) ? value : [value]) {
    const m = /^(\d+)\.(\d\d)$/.exec(v.trim());
    if (m && m[2] !== '00') out.add(String(Number(m[1])));
  }
  return out;
}

/** Words too general to show any idea on their own. */
const GENERAL = new Set('thing something people person way lot part kind sort time'.split(' '));

/**
 * Is a missing idea half said? The answer names, as it is and not negated, a content word of the
 * idea's own label that the question does not give ("her back" for "in the lower part of her
 * back", "a goodwill payment" for "a goodwill payment of fifty pounds").
 */
export function halfSaid(input: string | Analysed, idea: Idea, question: Set<string> = new Set()): boolean {
  const text = typeof input === 'string' ? analyse(input) : input;
  const against = new Set((idea.against ?? []).flatMap((p) => phraseWords(p).words.map((w) => w.lemma)));
  const label = analyse(idea.label).tokens;
  // The subject of a label's verb ("the coach" in "the young one the coach brought on") is not
  // what it states; the words from the verb on are.
  const verb = label.findIndex((t) => t.pos === 'verb' && !LIGHT.has(t.lemma));
  const lastContent = label.findLastIndex((t) => CONTENT_POS.has(t.pos) && !LIGHT.has(t.lemma));
  const words = label.filter(
    (t, i) =>
      (verb < 0 || i >= verb) &&
      CONTENT_POS.has(t.pos) &&
      // "next", "new" (one of a contrast set said of something else, not the label's head word)
      // and a contrast set's unit of a number ("two days") show nothing without their detail.
      !(
        CONTRAST_OF.has(t.lemma) &&
        ((t.pos !== 'noun' && i !== lastContent) || (i > 0 && /^\d/.test(label[i - 1]!.lemma)))
      ) &&
      t.pos !== 'number' &&
      !t.negator &&
      !LIGHT.has(t.lemma) &&
      !GENERAL.has(t.lemma) &&
      !/^\d/.test(t.lemma) &&
      UNITS[t.text] === undefined &&
      SCALES[t.text] === undefined &&
      t.lemma.length >= 3 &&
      !question.has(t.lemma) &&
      !against.has(t.lemma),
  );
  const named = text.tokens.filter(
    (t) => !t.negated && !t.negator && !question.has(t.lemma) && words.some((k) => strictWord(k, t)),
  );
  if (!named.length) return false;
  // Other things named besides ("to bring astronauts to the Moon"): an answer about something else.
  const ideaWords = idea.say.flatMap((p) => phraseWords(p).words);
  const others = text.tokens.filter(
    (t) =>
      (t.pos === 'noun' || t.pos === 'name') &&
      !LIGHT.has(t.lemma) &&
      !GENERAL.has(t.lemma) &&
      !question.has(t.lemma) &&
      !named.includes(t) &&
      !words.some((k) => strictWord(k, t)) &&
      !ideaWords.some((k) => strictWord(k, t)),
  );
  return others.length === 0;
}

/**
 * Rivals of the key items an answer names beside them, as in a list of the options ("tea or
 * coffee", "red, blue and green"): words of one contrast set with an idea's word the answer says,
 * in another clause or joined by "or", that no reference answer gives.
 */
export function rivals(input: string | Analysed, ideas: Idea[], known: Set<string>): string[] {
  const text = typeof input === 'string' ? analyse(input) : input;
  const ideaWords = ideas.flatMap((idea) => idea.say.flatMap((p) => phraseWords(p).words));
  const said = text.tokens.filter((t) => !t.negated && ideaWords.some((k) => strictWord(k, t)));
  const or = /\bor\b/i.test(text.text);
  const out: string[] = [];
  for (const t of text.tokens) {
    if (t.negated || t.negator || known.has(t.lemma) || LIGHT.has(t.lemma) || said.includes(t)) continue;
    if (!['noun', 'adjective', 'verb', 'adverb', 'name'].includes(t.pos)) continue;
    if (ideaWords.some((k) => strictWord(k, t))) continue;
    const kin = said.some(
      (s) =>
        (or || s.clause !== t.clause) &&
        (inContrast(s.lemma, t.lemma) || inContrast(s.text, t.text) || inContrast(s.text, t.lemma)),
    );
    if (kin && !out.includes(t.lemma)) out.push(t.lemma);
  }
  return out;
}

const MAJOR = new Set(['most', 'majority', 'lot', 'lots', 'much', 'many', 'plenty', 'mostly', 'mainly']);
const MINOR = new Set(['few', 'little', 'least', 'hardly', 'barely', 'scarcely', 'minority', 'tiny']);

/**
 * The quantity a clause (or, with no clause, a whole text) states: 'major' ("most of", "a lot
 * of", "many"), 'minor' ("very little", "few", "hardly any"), or null for none or both. "A
 * little" and "a few" (some, or small in size) and "how much/many" (a question) state none.
 */
export function quantityOf(text: Analysed, clause?: number): 'major' | 'minor' | null {
  let major = false;
  let minor = false;
  const tokens = clause === undefined ? text.tokens : text.tokens.filter((t) => t.clause === clause);
  tokens.forEach((t, i) => {
    const before = tokens[i - 1]?.lemma;
    const lot = t.lemma === 'lot' ? before === 'a' || t.text === 'lots' : true;
    if (MAJOR.has(t.lemma) && before !== 'how' && lot) major = true;
    else if (MINOR.has(t.lemma) && !(before === 'a' && (t.lemma === 'little' || t.lemma === 'few')))
      minor = true;
  });
  return major === minor ? null : major ? 'major' : 'minor';
}

/** Is the idea in the text, missing, or contradicted? */
export function matchIdea(text: Analysed, idea: Idea, options: MatchOptions = {}): IdeaMatch {
  for (const phrase of idea.against ?? []) {
    // A swapped fact is named word for word (no near words), with its own polarity.
    const negative = phraseWords(phrase, true).negative;
    // "a week" names one week: "two weeks" is not it.
    const one = /^(a|an|one)\s/i.test(phrase.trim());
    const counted = (h: PhraseHit) =>
      text.numbers.some(
        (n) => n.clause === h.clause && !n.readings.has('1') && n.at < h.at && h.at - n.at <= 2,
      );
    if (findPhrase(text, phrase, undefined, true).some((h) => h.negated === negative && !(one && counted(h))))
      return { idea, state: 'contradicted', reason: 'against' };
  }
  // An idea that states a quantity ("produces most of its carbon") is denied by a clause stating
  // the opposite one ("produces very little carbon"), as by a negation.
  const quantity = quantityOf(analyse(idea.label));
  const own = ideaLemmas(idea);
  const hits = idea.say.flatMap((phrase) => {
    const negative = phraseWords(phrase).negative;
    // A phrase of stop words only ("there is", "get") holds no idea; for a value it binds the number.
    if (idea.value === undefined && !hasContent(phrase)) return [];
    // The question's own words show nothing on their own; a value idea's words only bind its number.
    const ignore = idea.value === undefined ? options.ignore : undefined;
    return findPhrase(text, phrase, ignore, false, options.vectors).flatMap((h) => {
      // A negated phrase ("no tickets") named in a clause that states nothing ("because of the
      // tickets") is a mention of the thing, not the opposite of the idea.
      if (negative && !h.negated && text.verbless[h.clause]) return [];
      const negated =
        h.negated ||
        (!negative &&
          deniedByPredicate(text, h, own, options.question ?? options.ignore, options.negativeWords));
      const stated = quantity && quantityOf(text, h.clause);
      return [{ ...h, negated, agrees: negated === negative && !(stated && stated !== quantity) }];
    });
  });
  if (idea.value === undefined) {
    // Words found as they are decide first; near words (vectors) only when none are found.
    const strictHits = hits.filter((h) => !h.weak);
    if (strictHits.some((h) => h.agrees)) return { idea, state: 'present' };
    if (strictHits.length) return { idea, state: 'contradicted', reason: 'negated' };
    if (hits.some((h) => h.agrees)) return { idea, state: 'present' };
    // One of its words turned into its opposite ("expensive" for "cheap"): the idea denied.
    if (
      idea.say.some(
        (phrase) => !phraseWords(phrase).negative && findOpposite(text, phrase).some((h) => !h.negated),
      )
    )
      return { idea, state: 'contradicted', reason: 'negated' };
    return { idea, state: 'missing' };
  }
  // "five or six pounds", "seven thirty or eight": the value offered with another one is a guess.
  const hedged = (found: NumberMention[]) =>
    found.some((n) =>
      strong.some(
        (m) =>
          m !== n &&
          m.clause === n.clause &&
          !has(m) &&
          ![...m.readings].some((r) => options.otherValues?.has(r) || options.rangeValues?.has(r)) &&
          text.sequence.some(
            (t) => t.lemma === 'or' && t.at > Math.min(n.at, m.at) && t.at < Math.max(n.at, m.at),
          ),
      ),
    );
  const pounds = poundsOf(idea.value);
  const halfPrice = (ns: NumberMention[]) =>
    pounds.size > 0 && ns.length > 0 && ns.every((n) => [...n.readings].some((r) => pounds.has(r)));
  const wanted = valueReadings(idea.value);
  const has = (n: NumberMention) => [...n.readings].some((r) => wanted.has(r));
  const strong = text.numbers.filter((n) => !n.weak || has(n));
  if (hits.length) {
    // The number nearest the concept in its clause is the one that counts (a direct quantity
    // before the word first: "one tablet three times a day").
    let verdict: IdeaState | null = null;
    for (const h of hits) {
      const near = strong
        .filter((n) => n.clause === h.clause)
        .sort(
          (a, b) =>
            Math.abs(a.at - h.at) -
            (a.at < h.at ? 0.5 : 0) -
            (Math.abs(b.at - h.at) - (b.at < h.at ? 0.5 : 0)),
        )[0];
      if (!near) continue;
      // A range ("seven to nine", "7-9", "between 7 and 9") counts as a whole.
      const range = strong.filter((n) => n.clause === near.clause && Math.abs(n.at - near.at) <= 2);
      // A number of a sibling idea here ("seven hours" for "seven to nine") is no wrong value.
      if (!range.some(has) && [...near.readings].some((r) => options.rangeValues?.has(r))) continue;
      if (range.some(has) && hedged(range.filter(has)))
        return { idea, state: 'contradicted', reason: 'value' };
      if (range.some(has))
        return h.agrees ? { idea, state: 'present' } : { idea, state: 'contradicted', reason: 'negated' };
      if (halfPrice(range)) return { idea, state: 'missing', half: true };
      verdict = 'contradicted';
    }
    if (verdict) return { idea, state: 'contradicted', reason: 'value' };
  }
  // A number the text denies ("it doesn't cost 500") is no value given: it says the opposite.
  const denied = (n: NumberMention) =>
    text.tokens.some((t) => t.clause === n.clause && t.negator && t.at < n.at);
  const given = strong.filter(has);
  if (given.length && hedged(given)) return { idea, state: 'contradicted', reason: 'value' };
  if (given.length && given.every(denied)) return { idea, state: 'contradicted', reason: 'negated' };
  if (given.length) return { idea, state: 'present' };
  // No number with the value: another number, not claimed by another idea, is a wrong value.
  const others = strong.filter((n) => ![...n.readings].some((r) => options.otherValues?.has(r)));
  if (others.length && !hits.length)
    return halfPrice(others)
      ? { idea, state: 'missing', half: true }
      : { idea, state: 'contradicted', reason: 'value' };
  return { idea, state: 'missing' };
}

/** Every idea of a list against one text (the values of the others are known to each). */
export function matchIdeas(
  input: string | Analysed,
  ideas: Idea[],
  options: { ignore?: Set<string>; vectors?: number; question?: Set<string> } = {},
): IdeaMatch[] {
  const text = typeof input === 'string' ? analyse(input) : input;
  const negativeWords = new Set<string>();
  for (const idea of ideas)
    for (const phrase of idea.say) {
      const p = phraseWords(phrase);
      if (p.negative) for (const w of p.words) negativeWords.add(w.lemma);
    }
  return ideas.map((idea) => {
    const otherValues = new Set<string>();
    const rangeValues = new Set<string>();
    for (const other of ideas)
      if (other !== idea && other.value !== undefined)
        for (const r of valueReadings(other.value)) {
          otherValues.add(r);
          if (other.say.join('|') === idea.say.join('|')) rangeValues.add(r);
        }
    return matchIdea(text, idea, { ...options, otherValues, rangeValues, negativeWords });
  });
}

/**
 * Things an answer names in place of the ones the ideas name ("cheese, ham and tuna" for "cheese,
 * chicken and egg"): nouns that no idea holds, that no reference answer or question mentions, and
 * that are of a kind with a word of an idea (a close vector, or one contrast set).
 */
export function intruders(input: string | Analysed, ideas: Idea[], known: Set<string>): string[] {
  const text = typeof input === 'string' ? analyse(input) : input;
  const ideaWords = ideas.flatMap((idea) => idea.say.flatMap((p) => phraseWords(p).words));
  const out: string[] = [];
  for (const t of text.tokens) {
    if (t.pos !== 'noun' || t.negated || LIGHT.has(t.lemma) || known.has(t.lemma) || t.lemma.length < 3)
      continue;
    if (ideaWords.some((k) => sameWord(k, t))) continue;
    const kin = ideaWords.some((k) => {
      if (k.lemma === t.lemma) return false;
      if (inContrast(k.lemma, t.lemma)) return true;
      const sim = similarity(k.lemma, t.lemma);
      return sim !== null && sim >= INTRUDER_THRESHOLD;
    });
    if (kin && !out.includes(t.lemma)) out.push(t.lemma);
  }
  return out;
}
/** How close a noun must be to an idea's word to be a rival of it (ham/chicken .8, cake/coffee .6). */
export const INTRUDER_THRESHOLD = 0.65;

/** A phrase that is only a number ("three fifteen", "£10"): a value, not a concept. */
export function isNumberPhrase(phrase: string): boolean {
  const p = phraseWords(phrase);
  return (
    p.numbers.length > 0 &&
    p.words.every(
      (w) =>
        LIGHT.has(w.lemma) || SCALES[w.lemma] !== undefined || /^(pound|euro|dollar|pence|p)$/.test(w.lemma),
    )
  );
}

/** The lemmas of a text (for `ignore`: the question's own words). */
export function lemmasOf(text: string): Set<string> {
  return new Set(analyse(text).tokens.map((t) => t.lemma));
}

// ── intents: ideas as ordered phrases (the dialogue partner) ─────────────────────────────────

/**
 * How a phrase is found. The grader's way (default): every content word of the phrase somewhere
 * in one clause, in any order, by lemma, spelling, synonym or slip. `ordered` (a learner's line
 * to the dialogue partner): every word of the phrase, light words and negations too ("can not
 * afford", "where is"), in the phrase's order with at most one word between two of them ("pay by
 * card" in "pay by credit card"); a phrase ending in `*` takes any word beginning with it
 * ("refund*"). `synonyms`: in ordered mode, let WordNet synonyms and slips join words as well.
 */
export interface PhraseOptions {
  ordered?: boolean;
  synonyms?: boolean;
  /**
   * A phrase without a negation holds only in an affirmative place, one with a negation only in a
   * negated place (default). Off: a phrase holds wherever its words are, its own negations
   * included ("not arrived" still needs "not"): the partner's intents are topics ("Why hasn't
   * it arrived?" asks about the arrival), measured by the partner tests.
   */
  polarity?: boolean;
}

interface OrderedPhrase {
  words: Token[];
  prefix: boolean;
  negative: boolean;
  numbers: NumberMention[];
}
const orderedCache = new Map<string, OrderedPhrase>();
function orderedPhrase(phrase: string): OrderedPhrase {
  let p = orderedCache.get(phrase);
  if (!p) {
    const prefix = phrase.trim().endsWith('*');
    const a = analyse(prefix ? phrase.trim().slice(0, -1) : phrase);
    const words = a.sequence.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
    p = { words, prefix, negative: words.some((t) => t.negator), numbers: a.numbers };
    if (orderedCache.size < 20_000) orderedCache.set(phrase, p);
  }
  return p;
}

/** Contracted forms as the tokens hold them ("where's", "I'm", "can't", "won't"). */
const CLITICS = new Set(['s', 'm', 're', 've', 'll', 'd', 'ca', 'wo', 'sha']);
const irregular = (x: Token) => x.text !== x.lemma && !x.text.startsWith(x.lemma.replace(/[ey]$/, ''));
const SUFFIX = /^(e|ed|es|ing|ion|ions|ation|ations|ment|ments|er|ers|or|ors|al|ive|ity|ness|ly|able|ible)$/;
/** A derived form with a suffix of derivation ("reservation"/"reserve"), not a compound ("checkout"). */
function derivedForm(a: string, b: string): boolean {
  if (!derived(a, b)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return SUFFIX.test(long.slice(short.replace(/e$/, '').length));
}

/** Where an ordered phrase holds in the text (see PhraseOptions), with its polarity. */
export function findOrdered(text: Analysed, phrase: string, options: PhraseOptions = {}): PhraseHit[] {
  const p = orderedPhrase(phrase);
  if (!p.words.length && !p.numbers.length) return [];
  // Numbers written in digits ("£9.50") are read as numbers; number words are words ("twenty").
  if (p.numbers.length && /\d/.test(phrase)) {
    const found = p.numbers.every((pn) =>
      text.numbers.some((n) => [...pn.readings].some((r) => n.readings.has(r))),
    );
    if (!found) return [];
    if (!p.words.length) return [{ clause: 0, at: 0, negated: false, weak: false }];
  }
  const last = p.words.length - 1;
  const same = (j: number, t: Token) => {
    const k = p.words[j]!;
    if (p.prefix && j === last) return t.text.startsWith(k.text) || t.lemma.startsWith(k.text);
    if (k.text === t.text) return true;
    if (k.negator || t.negator) return strictWord(k, t);
    // An irregular form is its own word here ("better" is no "good", "I did" no "I do", "left
    // out" no "leave out"); a contracted one is not ("where's" is "where is").
    if ((irregular(k) || irregular(t)) && k.text !== t.text && !CLITICS.has(k.text) && !CLITICS.has(t.text))
      return false;
    // A derived form is the same word ("reservation" for "reserve", "motivated" for "motivation").
    return (
      strictWord(k, t) ||
      (k.lemma.slice(0, 4) === t.lemma.slice(0, 4) && derivedForm(k.lemma, t.lemma)) ||
      (options.synonyms === true && sameWord(k, t))
    );
  };
  const tokens = text.sequence;
  const hits: PhraseHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!same(0, tokens[i]!)) continue;
    const found = [tokens[i]!];
    let prev = i;
    for (let j = 1; j <= last; j++) {
      let next = -1;
      for (let k = prev + 1; k < tokens.length && tokens[k]!.at - tokens[prev]!.at <= 2; k++)
        if (same(j, tokens[k]!)) {
          next = k;
          break;
        }
      if (next < 0) break;
      found.push(tokens[next]!);
      prev = next;
    }
    if (found.length !== p.words.length) continue;
    hits.push({
      clause: tokens[i]!.clause,
      at: tokens[i]!.at,
      negated: found.some((t) => !t.negator && t.negated),
      weak: false,
    });
  }
  return hits;
}

/** Ideas written as lists of alternative phrases (scene files): one Idea each, kept per list. */
const alternativesCache = new WeakMap<readonly string[], Idea>();
export function ideaOf(alternatives: readonly string[]): Idea {
  let idea = alternativesCache.get(alternatives);
  if (!idea) {
    idea = { label: alternatives[0] ?? '', say: [...alternatives] };
    alternativesCache.set(alternatives, idea);
  }
  return idea;
}

/**
 * How well a text says all the ideas: 0 when one is missing (or said with the other polarity
 * only), else the number of words of the phrases found with the right polarity (a longer
 * paraphrase, or more of an idea's phrases, scores higher).
 */
export function ideasScore(
  input: string | Analysed,
  ideas: readonly Idea[],
  options: PhraseOptions = { ordered: true },
): number {
  const text = typeof input === 'string' ? analyse(input) : input;
  let score = 0;
  for (const idea of ideas) {
    let matched = 0;
    for (const phrase of idea.say) {
      const hits = options.ordered
        ? findOrdered(text, phrase, options)
        : findPhrase(text, phrase, undefined, !options.synonyms);
      const negative = options.ordered ? orderedPhrase(phrase).negative : phraseWords(phrase).negative;
      if (hits.some((h) => options.polarity === false || h.negated === negative)) {
        if (options.ordered) {
          // Number words are words of the phrase; digits ("£9.50") count as one word.
          const p = orderedPhrase(phrase);
          matched += p.words.length || p.numbers.length;
        } else {
          const p = phraseWords(phrase);
          matched += p.words.length + p.numbers.length;
        }
      }
    }
    if (!matched) return 0;
    score += matched;
  }
  return score;
}

/** The candidate whose ideas the text says best (first on a tie), or null. */
export function bestMatch<T extends { ideas: readonly Idea[] }>(
  input: string | Analysed,
  candidates: readonly T[],
  options: PhraseOptions = { ordered: true },
): { item: T; score: number } | null {
  const text = typeof input === 'string' ? analyse(input) : input;
  let best: { item: T; score: number } | null = null;
  for (const item of candidates) {
    const score = ideasScore(text, item.ideas, options);
    if (score > 0 && (!best || score > best.score)) best = { item, score };
  }
  return best;
}
