/**
 * Answer grading by rules a learner can be shown (DESIGN.md "Language engine", issue 16): yes/no
 * and word order are exact; an open answer is checked against the key ideas of its question by the
 * concept matcher (server/quiz/matcher.ts: paraphrase, negation scope, numbers bound to what they
 * count). The verdict is RIGHT, PARTIAL, WRONG, or NOT_ENGLISH (not recorded), and `feedback` names
 * the missing or wrong idea in the learner's interface language.
 */
import {
  analyse,
  editDistance,
  intruders,
  isNumberPhrase,
  lemmasOf,
  matchIdeas,
  type Idea,
} from './matcher.ts';
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
   * of each group. Derived from the first reference answer when absent. Superseded by `ideas`.
   */
  key?: string[][];
  /** The key ideas of the answer (issue 16), written by hand per question. */
  ideas?: Idea[];
}

export interface Grade {
  status: Verdict;
  /** What the answer got right / lacks (key words, for open answers). */
  matched: string[];
  missing: string[];
  /** The answer says the opposite of an idea (negation, or a swapped fact). */
  contradicts: boolean;
  /** The ideas the answer gets wrong (contradicted), named by their labels. */
  wrong?: string[];
  /** Ideas whose number the answer gives wrong ("five pounds" for "nine pounds"). */
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

const CONTENT_POS = new Set(['noun', 'verb', 'adjective', 'adverb', 'number', 'name']);
/** Lemmas that carry no content of their own in a reference answer. */
const LIGHT = new Set(
  'be have do will would can could shall should may might must get go make let there here it this that these those they he she we you i me him her us them my your his its our their a an the to of in on at for with and or but so as by from about into than then also just very really too yes not no never'.split(
    ' ',
  ),
);

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/n't\b/g, ' not')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export { editDistance };

/**
 * Key content groups of a reference answer: its content lemmas, each its own group, leaving out the
 * words the question already gives ("What did she order?" → "a cappuccino", not "order").
 */
export function deriveKey(reference: string, question = ''): string[][] {
  const seen = new Set<string>(lemmasOf(question));
  const groups: string[][] = [];
  for (const t of analyse(reference).tokens) {
    if (!CONTENT_POS.has(t.pos) || LIGHT.has(t.lemma) || seen.has(t.lemma)) continue;
    seen.add(t.lemma);
    groups.push([t.lemma]);
  }
  for (const n of analyse(reference).numbers) if (!n.weak) groups.push([[...n.readings][0]!]);
  return groups;
}

/**
 * The key ideas of an open question: authored (`ideas`), else one per key group (legacy banks and
 * imported lessons whose key was drafted as groups), else one per content word of the reference
 * answer. `derived` ideas are words, not ideas: half of them make a PARTIAL, as before.
 */
export function ideasOf(key: OpenKey, question = ''): { ideas: Idea[]; derived: boolean } {
  if (key.ideas?.length) return { ideas: key.ideas, derived: false };
  const groups = key.key?.length ? key.key : deriveKey(key.answers[0] ?? '', question);
  return {
    // A group of numbers only ("nine", "9") is a value: another number in its place is wrong.
    ideas: groups.map((group) =>
      group.every(isNumberPhrase)
        ? { label: group[0]!, say: [], value: group }
        : { label: group[0]!, say: group },
    ),
    derived: !key.key?.length,
  };
}

/**
 * RIGHT when every required idea is present with the right polarity and values, PARTIAL when some
 * are, WRONG when none are or one is contradicted (said negated, with another number, or swapped).
 */
export function gradeOpen(answer: string, key: OpenKey, question = ''): Grade {
  const text = normalise(answer);
  if (!text) throw new MalformedAnswer('The answer is empty.');
  if (isNotEnglish(answer)) return { status: 'NOT_ENGLISH', matched: [], missing: [], contradicts: false };
  const exact = [...key.answers, ...(key.accepted ?? [])].map(normalise);
  if (exact.includes(text)) return { status: 'RIGHT', matched: [], missing: [], contradicts: false };

  const { ideas, derived } = ideasOf(key, question);
  // In a choice question ("cold water or water at room temperature?") and a yes/no question ("Is
  // the train late?") the answer is made of the question's words: they count.
  const choice =
    /\bor\b/i.test(question) ||
    /^(is|are|was|were|do|does|did|can|could|will|would|should|has|have|had)\b/i.test(question.trim());
  const results = matchIdeas(answer, ideas, choice ? {} : { ignore: lemmasOf(question) });
  const required = results.filter((r) => !r.idea.optional);
  const present = results.filter((r) => r.state === 'present');
  const wrong = results.filter((r) => r.state === 'contradicted');
  const matched = present.map((r) => r.idea.label);
  const missing = required.filter((r) => r.state === 'missing').map((r) => r.idea.label);
  let status: Verdict;
  if (wrong.length) status = 'WRONG';
  else if (required.every((r) => r.state === 'present')) status = 'RIGHT';
  else if (derived) status = present.length / Math.max(1, required.length) >= 0.5 ? 'PARTIAL' : 'WRONG';
  else status = present.length ? 'PARTIAL' : 'WRONG';
  // Other things named in place of the key ones ("cheese, ham and tuna" for cheese, chicken and
  // egg): a part answer with as many of them as ideas right is WRONG.
  if (status === 'PARTIAL' && !derived) {
    const known = lemmasOf([question, ...key.answers, ...(key.accepted ?? [])].join(' . '));
    if (intruders(answer, ideas, known).length >= present.length) status = 'WRONG';
  }
  const wrongNumbers = wrong.filter((r) => r.reason === 'value').map((r) => r.idea.label);
  return {
    status,
    matched,
    missing,
    contradicts: wrong.some((r) => r.reason !== 'value'),
    wrong: wrong.map((r) => r.idea.label),
    ...(wrongNumbers.length ? { wrongNumbers } : {}),
  };
}

/**
 * Feedback texts by key (`quiz.feedback.<key>`, i18next-style {{params}}), in every interface
 * language. The API sends the keys with their params (`feedback`) and the text they make in the
 * learner's language (`ai_feedback`). Idea labels are English: they are the lesson's content.
 */
export const FEEDBACK_TEXTS: Record<Language, Record<string, string>> = {
  en: {
    notEnglish: 'Please answer in English.',
    right: 'Correct!',
    partial: 'Partly correct.',
    wrong: 'Not quite.',
    opposite: 'Your answer says the opposite of: {{ideas}}.',
    numbers: 'Check the numbers: {{ideas}}.',
    got: 'You got: {{ideas}}.',
    missing: 'Missing: {{ideas}}.',
    expected: 'Expected answer: {{answer}}',
    watch: 'Watch the moment at {{time}} again.',
    yesNo: 'The correct answer is "{{answer}}".',
    yes: 'Yes',
    no: 'No',
    gaps: '{{correct}} of {{total}} gaps are right.',
    order: 'Correct order: {{answer}}',
  },
  uk: {
    notEnglish: 'Будь ласка, відповідайте англійською.',
    right: 'Правильно!',
    partial: 'Частково правильно.',
    wrong: 'Не зовсім.',
    opposite: 'Ваша відповідь стверджує протилежне щодо: {{ideas}}.',
    numbers: 'Перевірте числа: {{ideas}}.',
    got: 'Ви згадали: {{ideas}}.',
    missing: 'Бракує: {{ideas}}.',
    expected: 'Очікувана відповідь: {{answer}}',
    watch: 'Перегляньте ще раз момент на {{time}}.',
    yesNo: 'Правильна відповідь — «{{answer}}».',
    yes: 'Так',
    no: 'Ні',
    gaps: 'Правильно заповнено {{correct}} з {{total}} пропусків.',
    order: 'Правильний порядок: {{answer}}',
  },
  pl: {
    notEnglish: 'Proszę odpowiedzieć po angielsku.',
    right: 'Dobrze!',
    partial: 'Częściowo dobrze.',
    wrong: 'Nie do końca.',
    opposite: 'Twoja odpowiedź mówi coś przeciwnego o: {{ideas}}.',
    numbers: 'Sprawdź liczby: {{ideas}}.',
    got: 'Udało się: {{ideas}}.',
    missing: 'Brakuje: {{ideas}}.',
    expected: 'Oczekiwana odpowiedź: {{answer}}',
    watch: 'Obejrzyj jeszcze raz moment {{time}}.',
    yesNo: 'Prawidłowa odpowiedź to „{{answer}}”.',
    yes: 'Tak',
    no: 'Nie',
    gaps: 'Poprawnie uzupełniono {{correct}} z {{total}} luk.',
    order: 'Prawidłowa kolejność: {{answer}}',
  },
};

export interface FeedbackMessage {
  /** Under `quiz.feedback.` in the interface texts. */
  key: string;
  params?: Record<string, string | number>;
}

function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

export type QuestionKind = 'yes_no' | 'open_ended' | 'word_order';

/**
 * The feedback as keys and params: the verdict, the ideas got, missing or wrong (by label), the
 * expected answer, and for an answer that is not right the video moment that answers it.
 */
export function feedbackMessages(
  kind: QuestionKind,
  grade: Grade,
  key: YesNoKey | WordOrderKey | OpenKey,
  cue?: { start: number } | null,
): FeedbackMessage[] {
  if (grade.status === 'NOT_ENGLISH') return [{ key: 'notEnglish' }];
  const out: FeedbackMessage[] = [
    { key: grade.status === 'RIGHT' ? 'right' : grade.status === 'PARTIAL' ? 'partial' : 'wrong' },
  ];
  const list = (xs: string[]) => xs.join('; ');
  if (kind === 'yes_no') {
    out.push({ key: 'yesNo', params: { answer: (key as YesNoKey).answer } });
  } else if (kind === 'word_order') {
    if (grade.status !== 'RIGHT')
      out.push({ key: 'gaps', params: { correct: grade.correctGaps ?? 0, total: grade.totalGaps ?? 0 } });
    out.push({ key: 'order', params: { answer: (key as WordOrderKey).sentence } });
  } else {
    const numbers = grade.wrongNumbers ?? [];
    const opposite = (grade.wrong ?? []).filter((label) => !numbers.includes(label));
    if (opposite.length) out.push({ key: 'opposite', params: { ideas: list(opposite) } });
    else if (grade.contradicts && !numbers.length) out.push({ key: 'opposite', params: { ideas: '' } });
    if (numbers.length) out.push({ key: 'numbers', params: { ideas: list(numbers) } });
    if (grade.status === 'PARTIAL' && grade.matched.length)
      out.push({ key: 'got', params: { ideas: list(grade.matched) } });
    if (grade.status !== 'RIGHT' && grade.missing.length)
      out.push({ key: 'missing', params: { ideas: list(grade.missing) } });
    out.push({ key: 'expected', params: { answer: (key as OpenKey).answers[0] ?? '' } });
  }
  if (grade.status !== 'RIGHT' && cue) out.push({ key: 'watch', params: { time: clock(cue.start) } });
  return out;
}

/** The feedback messages as one text in the learner's language. */
export function renderFeedback(messages: FeedbackMessage[], lang: Language): string {
  const t = FEEDBACK_TEXTS[lang];
  return messages
    .map((m) => {
      const params = { ...m.params };
      // A yes/no answer is named in the learner's language.
      if (m.key === 'yesNo') params.answer = params.answer === 'yes' ? t.yes! : t.no!;
      return fill(t[m.key] ?? m.key, params);
    })
    .join(' ');
}

/** Feedback in the learner's language: the verdict, what was right or missing, the expected answer. */
export function feedback(
  kind: QuestionKind,
  grade: Grade,
  key: YesNoKey | WordOrderKey | OpenKey,
  lang: Language,
  cue?: { start: number } | null,
): string {
  return renderFeedback(feedbackMessages(kind, grade, key, cue), lang);
}
