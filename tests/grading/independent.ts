import fs from 'node:fs';
import path from 'node:path';
import { gradeOpen, MalformedAnswer, type OpenKey, type Verdict } from '../../server/quiz/grading.ts';
import { bankOpenQuestions } from './labelled.ts';

/**
 * The independent labelled sets (issue 16): learner answers written and labelled by people who saw
 * only the questions and the transcripts, never the keys or the grader. Copied unchanged into
 * tests/grading/independent/; a label is never edited. Each item names a bank question by slug.
 */
export interface IndependentItem {
  id: string;
  lesson: string;
  question_slug: string;
  question: string;
  answer: string;
  kind: string;
  label: Verdict;
  why: string;
}

export const VERDICTS: Verdict[] = ['RIGHT', 'PARTIAL', 'WRONG', 'NOT_ENGLISH'];

export function readIndependentSet(
  names = ['grading-a', 'grading-b'],
  dir = 'tests/grading/independent',
): (IndependentItem & { set: string })[] {
  return names.flatMap((name) =>
    fs
      .readFileSync(path.resolve(`${dir}/${name}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => ({ ...(JSON.parse(line) as IndependentItem), set: name })),
  );
}

/** The grader's verdict as the API gives it: an empty answer (400 in the API) counts as WRONG. */
export function verdictOf(answer: string, key: OpenKey, question: string): Verdict {
  try {
    return gradeOpen(answer, key, question).status;
  } catch (err) {
    if (err instanceof MalformedAnswer) return 'WRONG';
    throw err;
  }
}

export interface Scored<T> {
  item: T;
  expected: Verdict;
  got: Verdict;
}

export function scoreIndependent(items = readIndependentSet()) {
  const bank = bankOpenQuestions();
  return items.map((item): Scored<typeof item> => {
    const q = bank.get(item.question_slug);
    if (!q) throw new Error(`${item.id}: no open question "${item.question_slug}" in content/questions`);
    return { item, expected: item.label, got: verdictOf(item.answer, q.key, q.question) };
  });
}

/** Exact agreement, the confusion matrix (rows: label, columns: grader) and RIGHT given to WRONG. */
export function summarise(scored: { expected: Verdict; got: Verdict }[]) {
  const matrix = Object.fromEntries(
    VERDICTS.map((e) => [e, Object.fromEntries(VERDICTS.map((g) => [g, 0]))]),
  ) as Record<Verdict, Record<Verdict, number>>;
  for (const s of scored) matrix[s.expected][s.got]++;
  const exact = scored.filter((s) => s.expected === s.got).length;
  return {
    total: scored.length,
    exact,
    accuracy: scored.length ? exact / scored.length : 1,
    falseRight: matrix.WRONG.RIGHT,
    matrix,
  };
}
