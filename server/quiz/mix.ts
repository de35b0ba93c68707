import type { QuestionType } from '../db/schema/quiz.ts';

export const QUESTIONS_PER_TEST = 5;
export const MAX_TEST_ATTEMPTS = 2;
export const QUESTION_TYPES: readonly QuestionType[] = ['yes_no', 'open_ended', 'word_order'];

/** SPEC §9: one type gives 5; two give 3 + 2; three give 2 yes/no + 2 text/voice + 1 word order. */
export function mixFor(types: QuestionType[]): Map<QuestionType, number> {
  const ordered = QUESTION_TYPES.filter((t) => types.includes(t));
  const shares = ordered.length === 1 ? [5] : ordered.length === 2 ? [3, 2] : [2, 2, 1];
  return new Map(ordered.map((t, i) => [t, shares[i]!]));
}

function sample<T>(items: T[], n: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * Picks a test of five from a lesson's bank: each selected type its share, picked at random so two
 * attempts differ; a type with too few questions is topped up from the other selected types, then
 * from the rest of the bank. Results keep the mix order (yes/no, open, word order).
 */
export function pickQuestions<Q extends { id: number; questionType: QuestionType }>(
  bank: Q[],
  types: QuestionType[],
  random: () => number = Math.random,
): Q[] {
  const chosen: Q[] = [];
  for (const [type, share] of mixFor(types)) {
    chosen.push(
      ...sample(
        bank.filter((q) => q.questionType === type),
        share,
        random,
      ),
    );
  }
  const taken = new Set(chosen.map((q) => q.id));
  const fill = (pool: Q[]) => {
    for (const q of sample(pool, pool.length, random)) {
      if (chosen.length >= QUESTIONS_PER_TEST) return;
      if (!taken.has(q.id)) {
        chosen.push(q);
        taken.add(q.id);
      }
    }
  };
  fill(bank.filter((q) => types.includes(q.questionType)));
  fill(bank);
  const rank = (q: Q) => QUESTION_TYPES.indexOf(q.questionType);
  return chosen.sort((a, b) => rank(a) - rank(b));
}
