/**
 * Answer grading by rules a learner can be shown (DESIGN.md "Language engine"): yes/no and word
 * order are exact; open answers are compared by lemmas of the key content words, WordNet synonyms,
 * accepted alternative answers, spelling tolerance and negation. The verdict is RIGHT, PARTIAL or
 * WRONG, and `feedback` explains it in the learner's interface language.
 */
import { lemmatise } from '../../server/language/lemmas.ts';
import { Wordnet, type WordnetPos } from '../language/wordnet.ts';
import type { Language } from '../types.ts';
import { isNotEnglish } from './english.ts';

export type Verdict = 'RIGHT' | 'PARTIAL' | 'WRONG' | 'NOT_ENGLISH';

export interface YesNoKey {
  answer: 'yes' | 'no';
}
export interface WordOrderKey {
  /** gap id → word id */
  mapping: Record<string, string>;
  /** The complete sentence, shown in feedback. */
  sentence: string;
}
export interface OpenKey {
  /** Reference answers; the first is shown as the expected answer. */
  answers: string[];
  /** Other answers accepted as they are (compared after normalisation). */
  accepted?: string[];
  /**
   * Key content: each group lists interchangeable words or short phrases; the answer must hold one
   * of each group. Derived from the first reference answer when absent.
   */
  key?: string[][];
}

export interface Grade {
  status: Verdict;
  /** What the answer got right / lacks (key words, for open answers). */
  matched: string[];
  missing: string[];
  /** The answer says the opposite of the reference (negation). */
  contradicts: boolean;
  /** Numbers in the answer that the reference does not have ("five pounds" for "nine pounds"). */
  wrongNumbers?: string[];
  /** Correct gaps of a word-order answer. */
  correctGaps?: number;
  totalGaps?: number;
}

export class MalformedAnswer extends Error {}

export function gradeYesNo(answer: string, key: YesNoKey): Grade {
  const value = answer.trim().toLowerCase();
  const said = ['yes', 'true', 'y'].includes(value)
    ? 'yes'
    : ['no', 'false', 'n'].includes(value)
      ? 'no'
      : null;
  if (!said) throw new MalformedAnswer('A yes/no answer must be "yes" or "no".');
  const right = said === key.answer;
  return { status: right ? 'RIGHT' : 'WRONG', matched: [], missing: [], contradicts: false };
}

export function gradeWordOrder(answer: string, key: WordOrderKey): Grade {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    throw new MalformedAnswer('A word-order answer must be a JSON object of gap id → word id.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new MalformedAnswer('A word-order answer must be a JSON object of gap id → word id.');
  }
  const given = parsed as Record<string, unknown>;
  const gaps = Object.keys(key.mapping);
  for (const [gap, word] of Object.entries(given)) {
    if (!gaps.includes(gap)) throw new MalformedAnswer(`Unknown gap id "${gap}".`);
    if (typeof word !== 'string' && typeof word !== 'number')
      throw new MalformedAnswer(`Gap "${gap}" must name a word id.`);
  }
  const correct = gaps.filter((gap) => String(given[gap] ?? '') === String(key.mapping[gap])).length;
  return {
    status: correct === gaps.length ? 'RIGHT' : 'WRONG',
    matched: [],
    missing: [],
    contradicts: false,
    correctGaps: correct,
    totalGaps: gaps.length,
  };
}

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nobody',
  'nothing',
  'none',
  'neither',
  'nor',
  'nowhere',
  'cannot',
]);
/** Lemmas that carry no content of their own in a short answer. */
const LIGHT = new Set(
  'be have do will would can could shall should may might must get go make let there here it this that these those they he she we you i me him her us them my your his its our their a an the to of in on at for with and or but so as by from about into than then also just very really too yes'.split(
    ' ',
  ),
);
const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  seventy: '70',
  eighty: '80',
  ninety: '90',
  hundred: '100',
  thousand: '1000',
};
const CONTENT_POS = new Set(['noun', 'verb', 'adjective', 'adverb', 'number', 'name']);

interface Word {
  text: string;
  lemma: string;
  pos: string;
}

function lemmaWords(text: string): Word[] {
  return lemmatise(text).map((t) => ({
    text: t.text.toLowerCase(),
    lemma: NUMBER_WORDS[t.lemma] ?? t.lemma,
    pos: t.pos,
  }));
}

/**
 * The words of a text with lemmas. wink skips digits, so they are put back where they stand, a
 * time or price split into its parts ("3:15" → 3 15, "9.50" → 9 50) so "three fifteen" matches.
 */
const wordsCache = new Map<string, Word[]>();
/** words() of the key texts (answers, accepted, alternatives) come back on every grade: cached. */
function keyWords(text: string): Word[] {
  let ws = wordsCache.get(text);
  if (!ws) {
    if (wordsCache.size > 20_000) wordsCache.clear();
    ws = words(text);
    wordsCache.set(text, ws);
  }
  return ws;
}

function words(text: string): Word[] {
  const cleaned = text.replace(/[’`]/g, "'").replace(/\bcannot\b/gi, 'can not');
  if (!/\d/.test(cleaned)) return lemmaWords(cleaned);
  const out: Word[] = [];
  for (const part of cleaned.split(/(\d+(?:[.,:]\d+)*)/)) {
    if (/^\d/.test(part)) {
      for (const digits of part.split(/[.,:]/))
        out.push({ text: digits, lemma: String(Number(digits)), pos: 'number' });
    } else if (part.trim()) out.push(...lemmaWords(part));
  }
  return out;
}

/**
 * The numbers a text states: runs of number words read as one value ("twenty-five" → 25, "one
 * hundred and twenty" → 120), each digit group as it is. A lone "one" is left out: it is far more
 * often a pronoun ("the blue one") than a quantity.
 */
function numbersIn(ws: Word[]): { value: string; parts: string[] }[] {
  const runs: { value: string; parts: string[] }[] = [];
  let run: Word[] = [];
  const close = () => {
    if (!run.length) return;
    let total = 0;
    let current = 0;
    for (const w of run) {
      const n = Number(w.lemma);
      if (n === 100) current = (current || 1) * 100;
      else if (n === 1000) {
        total += (current || 1) * 1000;
        current = 0;
      } else current += n;
    }
    const parts = run.map((w) => w.lemma);
    if (!(parts.length === 1 && parts[0] === '1')) runs.push({ value: String(total + current), parts });
    run = [];
  };
  ws.forEach((w, i) => {
    const isNumber = /^\d+$/.test(w.lemma) && (w.pos === 'number' || /^\d/.test(w.text));
    const digits = /^\d/.test(w.text);
    if (isNumber && !digits) run.push(w);
    else if (w.lemma === 'and' && run.at(-1)?.lemma === '100' && /^\d+$/.test(ws[i + 1]?.lemma ?? '')) return;
    else {
      close();
      if (isNumber) {
        run.push(w);
        close();
      }
    }
  });
  close();
  return runs;
}

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/n't\b/g, ' not')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const isNegator = (w: Word) => NEGATORS.has(w.lemma) || NEGATORS.has(w.text);

/**
 * How many negations a statement makes: 0 for an affirmative one. Counted, not taken by parity: two
 * negations in a learner's answer deny two facts ("not organised and does not meet deadlines"), they
 * do not cancel out. A leading "yes"/"no" is an answer particle,
 * not negation; negation inside a key phrase the text holds ("does not work") is part of that
 * phrase's meaning, so it is set aside (an answer saying "is broken" then agrees with it).
 */
function polarity(ws: Word[], text: string, groups: string[][]): number {
  const body = ws[0] && ['yes', 'no'].includes(ws[0].text) ? ws.slice(1) : ws;
  let count = body.filter(isNegator).length;
  for (const group of groups) {
    const negated = group.find((alt) => keyWords(alt).some(isNegator) && holds(body, text, alt));
    if (negated) count -= keyWords(negated).filter(isNegator).length;
  }
  return Math.abs(count);
}

let wordnet: Wordnet | undefined;

/** Damerau–Levenshtein distance (optimal string alignment), for spelling tolerance. */
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

/** A word WordNet knows: a real word, not a misspelling ("shop" is not a slip for "shoe"). */
function knownWord(word: string): boolean {
  wordnet ??= new Wordnet();
  return wordnet.partsOfSpeech(word).length > 0;
}

/** A slip of spelling; a short common word the answer spells right is no slip ("shop" ≠ "shoe"). */
function closeSpelling(written: Word, target: string, form = written.text): boolean {
  if (target.length < 4 || /^\d/.test(target) || form === target) return false;
  if (form.length < 7 && written.pos !== 'name' && knownWord(form)) return false;
  const allowed = target.length >= 8 ? 2 : 1;
  return Math.abs(form.length - target.length) <= allowed && editDistance(form, target) <= allowed;
}

const synonymCache = new Map<string, Set<string>>();
function synonymsOf(lemma: string): Set<string> {
  let set = synonymCache.get(lemma);
  if (set) return set;
  wordnet ??= new Wordnet();
  set = new Set<string>();
  for (const pos of ['noun', 'verb', 'adjective', 'adverb'] as WordnetPos[]) {
    for (const s of wordnet.synonyms(lemma, pos)) if (!s.includes(' ')) set.add(s);
  }
  synonymCache.set(lemma, set);
  return set;
}

/** Does the answer hold this alternative (a word or a short phrase)? */
function holds(answer: Word[], answerText: string, alternative: string): boolean {
  const alt = keyWords(alternative);
  const altText = normalise(alternative);
  if (alt.length > 1) {
    const lemmas = answer.map((w) => w.lemma).join(' ');
    if (lemmas.includes(alt.map((w) => w.lemma).join(' ')) || ` ${answerText} `.includes(` ${altText} `))
      return true;
    // A number in words ("twenty-five", "hundred and twenty") matches the same value in digits.
    const value = numbersIn(alt);
    return (
      value.length === 1 &&
      alt.every((w) => /^\d+$/.test(w.lemma) || w.lemma === 'and') &&
      numbersIn(answer).some((n) => n.value === value[0]!.value)
    );
  }
  const target = alt[0]?.lemma ?? altText;
  const synonyms = synonymsOf(target);
  return answer.some(
    (w) =>
      w.lemma === target ||
      w.text === target ||
      w.text === altText ||
      (!LIGHT.has(w.lemma) && (synonyms.has(w.lemma) || synonymsOf(w.lemma).has(target))) ||
      closeSpelling(w, altText) ||
      closeSpelling(w, target, w.lemma),
  );
}

/**
 * Key content groups of a reference answer: its content lemmas, each its own group, leaving out the
 * words the question already gives ("What did she order?" → "a cappuccino", not "order").
 */
export function deriveKey(reference: string, question = ''): string[][] {
  const seen = new Set<string>(keyWords(question).map((w) => w.lemma));
  const groups: string[][] = [];
  for (const w of keyWords(reference)) {
    if (!CONTENT_POS.has(w.pos) || LIGHT.has(w.lemma) || NEGATORS.has(w.lemma) || seen.has(w.lemma)) continue;
    seen.add(w.lemma);
    groups.push([w.lemma]);
  }
  return groups;
}

export function gradeOpen(answer: string, key: OpenKey, question = ''): Grade {
  const text = normalise(answer);
  if (!text) throw new MalformedAnswer('The answer is empty.');
  if (isNotEnglish(answer)) return { status: 'NOT_ENGLISH', matched: [], missing: [], contradicts: false };
  const exact = [...key.answers, ...(key.accepted ?? [])].map(normalise);
  if (exact.includes(text)) return { status: 'RIGHT', matched: [], missing: [], contradicts: false };

  const answerWords = words(answer);
  const reference = key.answers[0] ?? '';
  const groups = key.key?.length ? key.key : deriveKey(reference, question);
  // Negation: the answer must keep the polarity of one of the reference answers.
  const polarities = new Set(
    [...key.answers, ...(key.accepted ?? [])].map((a) => polarity(keyWords(a), normalise(a), groups)),
  );
  // A key phrase that is negated ("not working") turned positive by an answer with no negation at
  // all ("it works well") says the opposite too.
  const flipped =
    !answerWords.some(isNegator) &&
    groups.some((group) =>
      group.some((alt) => {
        const altWords = keyWords(alt);
        if (!altWords.some(isNegator) || holds(answerWords, text, alt)) return false;
        const content = altWords.filter((w) => !isNegator(w) && !LIGHT.has(w.lemma));
        return content.length > 0 && content.every((w) => holds(answerWords, text, w.lemma));
      }),
    );
  const contradicts = flipped || !polarities.has(polarity(answerWords, text, groups));

  const matched: string[] = [];
  const missing: string[] = [];
  for (const group of groups) {
    if (group.some((alt) => holds(answerWords, text, alt))) matched.push(group[0]!);
    else missing.push(group[0]!);
  }
  const coverage = groups.length ? matched.length / groups.length : 0;
  let status: Verdict = coverage === 1 ? 'RIGHT' : coverage >= 0.5 ? 'PARTIAL' : 'WRONG';
  // A question about a number (a price, a time, a count): a number the key does not know is a wrong
  // fact, however much else matches ("five pounds fifty" for "nine pounds fifty").
  const known = [...key.answers, ...(key.accepted ?? []), ...groups.flat()].flatMap((t) =>
    numbersIn(keyWords(t)),
  );
  const wrongNumbers = known.length
    ? numbersIn(answerWords)
        .filter(
          (n) =>
            !known.some((k) => k.value === n.value) &&
            !n.parts.every((p) => known.some((k) => k.parts.includes(p))),
        )
        .map((n) => n.parts.join(' '))
    : [];
  if (contradicts || wrongNumbers.length) status = 'WRONG';
  return { status, matched, missing, contradicts, ...(wrongNumbers.length ? { wrongNumbers } : {}) };
}

const TEXTS: Record<Language, Record<string, string>> = {
  en: {
    notEnglish: 'Please answer in English.',
    right: 'Correct!',
    partial: 'Partly correct.',
    wrong: 'Not quite.',
    opposite: 'Your answer says the opposite.',
    numbers: 'Check the numbers: {list}.',
    got: 'You got: {list}.',
    missing: 'Missing: {list}.',
    expected: 'Expected answer: {answer}',
    yesNo: 'The correct answer is "{answer}".',
    yes: 'Yes',
    no: 'No',
    gaps: '{correct} of {total} gaps are right.',
    order: 'Correct order: {answer}',
  },
  uk: {
    notEnglish: 'Будь ласка, відповідайте англійською.',
    right: 'Правильно!',
    partial: 'Частково правильно.',
    wrong: 'Не зовсім.',
    opposite: 'Ваша відповідь стверджує протилежне.',
    numbers: 'Перевірте числа: {list}.',
    got: 'Ви згадали: {list}.',
    missing: 'Бракує: {list}.',
    expected: 'Очікувана відповідь: {answer}',
    yesNo: 'Правильна відповідь — «{answer}».',
    yes: 'Так',
    no: 'Ні',
    gaps: 'Правильно заповнено {correct} з {total} пропусків.',
    order: 'Правильний порядок: {answer}',
  },
  pl: {
    notEnglish: 'Proszę odpowiedzieć po angielsku.',
    right: 'Dobrze!',
    partial: 'Częściowo dobrze.',
    wrong: 'Nie do końca.',
    opposite: 'Twoja odpowiedź mówi coś przeciwnego.',
    numbers: 'Sprawdź liczby: {list}.',
    got: 'Udało się: {list}.',
    missing: 'Brakuje: {list}.',
    expected: 'Oczekiwana odpowiedź: {answer}',
    yesNo: 'Prawidłowa odpowiedź to „{answer}”.',
    yes: 'Tak',
    no: 'Nie',
    gaps: 'Poprawnie uzupełniono {correct} z {total} luk.',
    order: 'Prawidłowa kolejność: {answer}',
  },
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

export type QuestionKind = 'yes_no' | 'open_ended' | 'word_order';

/** Feedback in the learner's language: the verdict, what was right or missing, the expected answer. */
export function feedback(
  kind: QuestionKind,
  grade: Grade,
  key: YesNoKey | WordOrderKey | OpenKey,
  lang: Language,
  explanation = '',
): string {
  const t = TEXTS[lang];
  if (grade.status === 'NOT_ENGLISH') return t.notEnglish!;
  const parts = [grade.status === 'RIGHT' ? t.right! : grade.status === 'PARTIAL' ? t.partial! : t.wrong!];
  if (kind === 'yes_no') {
    parts.push(fill(t.yesNo!, { answer: (key as YesNoKey).answer === 'yes' ? t.yes! : t.no! }));
  } else if (kind === 'word_order') {
    if (grade.status !== 'RIGHT')
      parts.push(fill(t.gaps!, { correct: grade.correctGaps ?? 0, total: grade.totalGaps ?? 0 }));
    parts.push(fill(t.order!, { answer: (key as WordOrderKey).sentence }));
  } else {
    if (grade.contradicts) parts.push(t.opposite!);
    if (grade.wrongNumbers?.length) parts.push(fill(t.numbers!, { list: grade.wrongNumbers.join(', ') }));
    if (grade.status === 'PARTIAL') {
      if (grade.matched.length) parts.push(fill(t.got!, { list: grade.matched.join(', ') }));
      if (grade.missing.length) parts.push(fill(t.missing!, { list: grade.missing.join(', ') }));
    }
    parts.push(fill(t.expected!, { answer: (key as OpenKey).answers[0] ?? '' }));
  }
  if (explanation) parts.push(explanation);
  return parts.join(' ');
}
