/**
 * The question bank as authored in content/questions/<lesson-slug>.json, and how it becomes rows of
 * the `questions` table. Word-order questions are written as a sentence plus the words to blank
 * out; the template, the draggable words (with distractors, in a stable shuffled order) and the
 * answer mapping are derived here, so authors cannot get them out of step.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import type { QuestionType } from '../db/schema/quiz.ts';
import type { OpenKey, WordOrderKey, YesNoKey } from './grading.ts';

const common = {
  slug: z.string().regex(/^[a-z0-9-]+$/),
  text: z.string().min(3),
  hint: z.string().default(''),
  explanation: z.string().default(''),
  /** Index of the transcript cue that answers the question. */
  cue: z.number().int().min(0).optional(),
};

export const ideaSchema = z.object({
  label: z.string().min(1),
  say: z.array(z.string().min(1)),
  value: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  against: z.array(z.string().min(1)).optional(),
  optional: z.boolean().optional(),
});

export const authoredQuestionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('yes_no'), answer: z.enum(['yes', 'no']), ...common }),
  z.object({
    type: z.literal('open_ended'),
    answers: z.array(z.string().min(1)).min(1),
    accepted: z.array(z.string()).optional(),
    key: z.array(z.array(z.string().min(1)).min(1)).optional(),
    /** The key ideas (issue 16): what a complete answer says, each with its paraphrases. */
    ideas: z.array(ideaSchema).min(1).optional(),
    ...common,
  }),
  z.object({
    type: z.literal('word_order'),
    sentence: z.string().min(3),
    /** Words of the sentence to blank out, in sentence order. */
    gaps: z.array(z.string().min(1)).min(2).max(8),
    distractors: z.array(z.string().min(1)).max(4).default([]),
    ...common,
  }),
]);
export type AuthoredQuestion = z.infer<typeof authoredQuestionSchema>;

export const questionFileSchema = z.object({
  lesson: z.string(),
  questions: z.array(authoredQuestionSchema),
});
export type QuestionFile = z.infer<typeof questionFileSchema>;

export type TemplateSegment = { type: 'fixed'; content: string } | { type: 'gap'; gap_id: string };
export interface DraggableWord {
  word_id: string;
  content: string;
}

export interface QuestionRow {
  slug: string;
  questionType: QuestionType;
  text: string;
  hint: string;
  explanation: string;
  templateSegments: TemplateSegment[] | null;
  draggableWords: DraggableWord[] | null;
  answerKey: YesNoKey | WordOrderKey | OpenKey;
  cueIndex: number | null;
}

const clean = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}'’-]/gu, '');

/** Deterministic shuffle seeded by the question slug (stable across seeds, not sentence order). */
function shuffled<T>(items: T[], seed: string): T[] {
  const keyed = items.map((item, i) => ({
    item,
    k: crypto.createHash('sha1').update(`${seed}:${i}`).digest('hex'),
  }));
  return keyed.sort((a, b) => (a.k < b.k ? -1 : 1)).map((x) => x.item);
}

export function buildWordOrder(slug: string, sentence: string, gaps: string[], distractors: string[]) {
  const tokens = sentence.split(/\s+/).filter(Boolean);
  const segments: TemplateSegment[] = [];
  const answers: { gapId: string; content: string }[] = [];
  let fixed: string[] = [];
  let next = 0;
  tokens.forEach((token) => {
    const wanted = gaps[next];
    const core = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (wanted !== undefined && clean(core) === clean(wanted)) {
      const [lead, trail] = [
        token.slice(0, token.indexOf(core)),
        token.slice(token.indexOf(core) + core.length),
      ];
      if (lead) fixed.push(lead);
      if (fixed.length) segments.push({ type: 'fixed', content: fixed.join(' ') });
      fixed = [];
      const gapId = `g${next + 1}`;
      segments.push({ type: 'gap', gap_id: gapId });
      answers.push({ gapId, content: core });
      if (trail) fixed.push(trail);
      next++;
    } else fixed.push(token);
  });
  if (fixed.length) segments.push({ type: 'fixed', content: fixed.join(' ') });
  if (next !== gaps.length) throw new Error(`${slug}: gap "${gaps[next]}" is not in the sentence (in order)`);
  const pool = shuffled(
    [
      ...answers.map((a) => ({ content: a.content, gapId: a.gapId })),
      ...distractors.map((d) => ({ content: d, gapId: '' })),
    ],
    slug,
  );
  const words: DraggableWord[] = pool.map((p, i) => ({ word_id: `w${i + 1}`, content: p.content }));
  const mapping: Record<string, string> = {};
  pool.forEach((p, i) => {
    if (p.gapId) mapping[p.gapId] = `w${i + 1}`;
  });
  return { segments, words, mapping };
}

export function toQuestionRow(q: AuthoredQuestion): QuestionRow {
  const base = {
    slug: q.slug,
    questionType: q.type,
    text: q.text,
    hint: q.hint,
    explanation: q.explanation,
    cueIndex: q.cue ?? null,
  };
  switch (q.type) {
    case 'yes_no':
      return { ...base, templateSegments: null, draggableWords: null, answerKey: { answer: q.answer } };
    case 'open_ended':
      return {
        ...base,
        templateSegments: null,
        draggableWords: null,
        answerKey: {
          answers: q.answers,
          ...(q.accepted ? { accepted: q.accepted } : {}),
          ...(q.key ? { key: q.key } : {}),
          ...(q.ideas ? { ideas: q.ideas } : {}),
        },
      };
    case 'word_order': {
      const built = buildWordOrder(q.slug, q.sentence, q.gaps, q.distractors);
      return {
        ...base,
        templateSegments: built.segments,
        draggableWords: built.words,
        answerKey: { mapping: built.mapping, sentence: q.sentence },
      };
    }
  }
}
