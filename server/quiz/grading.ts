/**
 * Answer grading by rules a learner can be shown (DESIGN.md "Language engine", issue 16): yes/no
 * and word order are exact; an open answer is checked against the key ideas of its question by the
 * concept matcher (server/matching/matcher.ts: paraphrase, negation scope, numbers bound to what they
 * count). The verdict is RIGHT, PARTIAL, WRONG, or NOT_ENGLISH (not recorded), and `feedback` names
 * the missing or wrong idea in the learner's interface language.
 */
import {
  analyse,
  editDistance,
  halfSaid,
  intruders,
  rivals,
  isNumberPhrase,
  lemmasOf,
  matchIdeas,
  type Idea,
} from '../matching/matcher.ts';
import type { Language } from '../types.ts';
import { serverT } from '../i18n.ts';
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

/** An answer the grader cannot read: `key` names its text (quiz.json `serverErrors.*`). */
export class MalformedAnswer extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string> = {},
  ) {
    super(serverT('en')(`quiz:serverErrors.${key}`, params));
  }
}

export function gradeYesNo(answer: string, key: YesNoKey): Grade {
  const value = answer.trim().toLowerCase();
  const said = ['yes', 'true', 'y'].includes(value)
    ? 'yes'
    : ['no', 'false', 'n'].includes(value)
      ? 'no'
      : null;
  if (!said) throw new MalformedAnswer('yesNoFormat');
  const right = said === key.answer;
  return { status: right ? 'RIGHT' : 'WRONG', matched: [], missing: [], contradicts: false };
}

export function gradeWordOrder(answer: string, key: WordOrderKey): Grade {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    throw new MalformedAnswer('wordOrderFormat');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new MalformedAnswer('wordOrderFormat');
  }
  const given = parsed as Record<string, unknown>;
  const gaps = Object.keys(key.mapping);
  for (const [gap, word] of Object.entries(given)) {
    if (!gaps.includes(gap)) throw new MalformedAnswer('unknownGap', { gap });
    if (typeof word !== 'string' && typeof word !== 'number') throw new MalformedAnswer('gapWord', { gap });
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
 * An answer that asks the question back: put as a question (a question mark, or opening with the
 * question's own first word: "is the train late"), with no word the question does not give.
 */
export function isQuestionCopy(answer: string, question: string): boolean {
  const a = normalise(answer);
  const q = normalise(question);
  if (!a || !q) return false;
  const asks = answer.trim().endsWith('?') || a.split(' ')[0] === q.split(' ')[0];
  if (!asks) return false;
  const asked = lemmasOf(question);
  return analyse(answer).tokens.every((t) => asked.has(t.lemma) || LIGHT.has(t.lemma));
}

/**
 * RIGHT when every required idea is present with the right polarity and values, PARTIAL when some
 * are, WRONG when none are or one is contradicted (said negated, with another number, or swapped).
 */
/**
 * Loads what the grader reads (WordNet indexes, the lemmatiser's model, word vectors) by grading
 * one answer: called once at server start, so the first learner's answer does not pay for it.
 */
export function warmGrader(): void {
  gradeOpen(
    'He is not at the station at nine thirty',
    { answers: ['He is at the station at 9.30.'] },
    'Where is he?',
  );
}

export function gradeOpen(answer: string, key: OpenKey, question = ''): Grade {
  const text = normalise(answer);
  if (!text) throw new MalformedAnswer('emptyAnswer');
  if (isNotEnglish(answer)) return { status: 'NOT_ENGLISH', matched: [], missing: [], contradicts: false };
  const exact = [...key.answers, ...(key.accepted ?? [])].map(normalise);
  if (exact.includes(text)) return { status: 'RIGHT', matched: [], missing: [], contradicts: false };

  // The question given back ("Is the train late?" for "Is the train late?"): no answer at all.
  if (isQuestionCopy(answer, question))
    return {
      status: 'WRONG',
      matched: [],
      missing: ideasOf(key, question).ideas.map((i) => i.label),
      contradicts: false,
    };
  const { ideas, derived } = ideasOf(key, question);
  // In a choice question ("cold water or water at room temperature?") and a yes/no question ("Is
  // the train late?") the answer is made of the question's words: they count.
  const choice =
    /\bor\b/i.test(question) ||
    /^(is|are|was|were|do|does|did|can|could|will|would|should|has|have|had)\b/i.test(question.trim());
  const asked = lemmasOf(question);
  const results = matchIdeas(
    answer,
    ideas,
    choice ? { question: asked } : { ignore: asked, question: asked },
  );
  const required = results.filter((r) => !r.idea.optional);
  const present = results.filter((r) => r.state === 'present');
  const wrong = results.filter((r) => r.state === 'contradicted');
  const matched = present.map((r) => r.idea.label);
  const missing = required.filter((r) => r.state === 'missing').map((r) => r.idea.label);
  // A missing idea half said (a price without its pence, the idea's own words without its
  // detail: "her back" for "the lower part of her back") makes a part answer, never a whole one.
  const half = derived
    ? []
    : required.filter((r) => r.state === 'missing' && (r.half || halfSaid(answer, r.idea, asked)));
  let status: Verdict;
  if (wrong.length) status = 'WRONG';
  else if (required.every((r) => r.state === 'present')) status = 'RIGHT';
  else if (derived) status = present.length / Math.max(1, required.length) >= 0.5 ? 'PARTIAL' : 'WRONG';
  else status = present.length || half.length ? 'PARTIAL' : 'WRONG';
  // Other things named in place of the key ones ("cheese, ham and tuna" for cheese, chicken and
  // egg): a part answer with as many of them as ideas right is WRONG.
  if (status === 'PARTIAL' && !derived) {
    const known = lemmasOf([question, ...key.answers, ...(key.accepted ?? [])].join(' . '));
    if (intruders(answer, ideas, known).length >= present.length + half.length) status = 'WRONG';
  }
  // An answer that lists the options (or hedges between them: "tea or coffee", "red, blue and
  // green") names as many rivals of the key items as it names key items: WRONG. The options a
  // choice question offers are rivals too.
  if (status === 'RIGHT' && !derived) {
    const known = lemmasOf(
      [...(choice ? [] : [question]), ...key.answers, ...(key.accepted ?? [])].join(' . '),
    );
    if (rivals(answer, ideas, known).length >= present.length) status = 'WRONG';
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

export interface FeedbackMessage {
  /** Under `quiz.grader.` in the interface texts (quiz.json of each language). */
  key: string;
  params?: Record<string, string | number>;
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
      out.push({ key: 'gaps', params: { correct: grade.correctGaps ?? 0, count: grade.totalGaps ?? 0 } });
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

/**
 * The feedback messages as one text in the learner's language: quiz.json `grader.*` through the
 * server's i18next instance, so counts take each language's plural forms ("з 21 пропуску").
 */
export function renderFeedback(messages: FeedbackMessage[], lang: Language): string {
  const t = serverT(lang);
  const g = (name: string, params: Record<string, unknown> = {}) => t(`quiz:grader.${name}`, params);
  return messages
    .map((m) => {
      const params: Record<string, unknown> = { ...m.params };
      // A yes/no answer is named in the learner's language.
      if (m.key === 'yesNo') params.answer = params.answer === 'yes' ? g('yes') : g('no');
      return g(m.key, params);
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
