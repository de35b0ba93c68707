import fs from 'node:fs';
import path from 'node:path';
import { questionFileSchema } from '../../server/quiz/bank.ts';
import { gradeOpen, type OpenKey, type Verdict } from '../../server/quiz/grading.ts';

/**
 * The labelled set: learner-style answers to open questions with the verdict a teacher would give.
 * An item either carries its own question and key, or names a demo-bank question by `slug`, whose
 * current text and key (content/questions) are used, so the set follows the authored bank.
 */
export interface LabelledAnswer {
  id: string;
  question: string;
  key: OpenKey;
  answer: string;
  expected: Verdict;
  slug?: string;
}

type RawItem = Omit<LabelledAnswer, 'question' | 'key'> & Partial<Pick<LabelledAnswer, 'question' | 'key'>>;

/** Open questions of the demo banks by slug: their text and answer key as the seed stores it. */
export function bankOpenQuestions(dir = path.resolve('content/questions')) {
  const out = new Map<string, { question: string; key: OpenKey }>();
  for (const f of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const file = questionFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
    for (const q of file.questions) {
      if (q.type !== 'open_ended') continue;
      out.set(q.slug, {
        question: q.text,
        key: {
          answers: q.answers,
          ...(q.accepted ? { accepted: q.accepted } : {}),
          ...(q.key ? { key: q.key } : {}),
          ...(q.ideas ? { ideas: q.ideas } : {}),
        },
      });
    }
  }
  return out;
}

export function readLabelledSet(): LabelledAnswer[] {
  const raw = fs
    .readFileSync(path.resolve('tests/grading/labelled.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RawItem);
  const bank = raw.some((item) => item.slug) ? bankOpenQuestions() : new Map();
  return raw.map((item) => {
    if (!item.slug) return item as LabelledAnswer;
    const q = bank.get(item.slug);
    if (!q) throw new Error(`labelled item ${item.id}: no open question "${item.slug}" in content/questions`);
    return { ...item, question: q.question, key: q.key };
  });
}

export function scoreLabelledSet(items = readLabelledSet()) {
  const misses: { item: LabelledAnswer; got: Verdict }[] = [];
  const scored: { expected: Verdict; got: Verdict }[] = [];
  for (const item of items) {
    const got = gradeOpen(item.answer, item.key, item.question).status;
    scored.push({ expected: item.expected, got });
    if (got !== item.expected) misses.push({ item, got });
  }
  return {
    total: items.length,
    exact: items.length - misses.length,
    accuracy: (items.length - misses.length) / items.length,
    /** The one error a learner must never see: a wrong answer called right. */
    falseRight: misses.filter((m) => m.got === 'RIGHT' && m.item.expected === 'WRONG').length,
    misses,
    scored,
  };
}

/**
 * The review of the old set's disagreements with the grader (tests/grading/old-set-review.jsonl,
 * explained in tests/grading/README.md): each item by id, with its category — 'a' a grader bug
 * (left unfixed), 'b' a label that contradicts issue 16's rules (half an answer is PARTIAL, a
 * short correct answer is RIGHT, a contradicted idea is WRONG), 'c' other — and why. Labels are
 * never edited; the bench prints the old-set figure raw and without the 'b' items.
 */
export interface OldSetReview {
  id: string;
  category: 'a' | 'b' | 'c';
  why: string;
}

export function readOldSetReview(file = path.resolve('tests/grading/old-set-review.jsonl')): OldSetReview[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OldSetReview);
}
