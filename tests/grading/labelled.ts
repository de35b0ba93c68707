import fs from 'node:fs';
import path from 'node:path';
import { gradeOpen, type OpenKey, type Verdict } from '../../server/quiz/grading.ts';

/** The labelled set: learner-style answers to open questions with the verdict a teacher would give. */
export interface LabelledAnswer {
  id: string;
  question: string;
  key: OpenKey;
  answer: string;
  expected: Verdict;
}

export function readLabelledSet(): LabelledAnswer[] {
  return fs
    .readFileSync(path.resolve('tests/grading/labelled.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LabelledAnswer);
}

export function scoreLabelledSet(items = readLabelledSet()) {
  const misses: { item: LabelledAnswer; got: Verdict }[] = [];
  for (const item of items) {
    const got = gradeOpen(item.answer, item.key, item.question).status;
    if (got !== item.expected) misses.push({ item, got });
  }
  return {
    total: items.length,
    exact: items.length - misses.length,
    accuracy: (items.length - misses.length) / items.length,
    /** The one error a learner must never see: a wrong answer called right. */
    falseRight: misses.filter((m) => m.got === 'RIGHT' && m.item.expected === 'WRONG').length,
    misses,
  };
}
