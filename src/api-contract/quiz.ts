import { z } from 'zod';
import { pageOf } from './common.ts';

export const QUESTION_TYPE_VALUES = ['yes_no', 'open_ended', 'word_order'] as const;
export const questionType = z.enum(QUESTION_TYPE_VALUES);

export const templateSegment = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), content: z.string() }),
  z.object({ type: z.literal('gap'), gap_id: z.string() }),
]);
export const draggableWord = z.object({ word_id: z.string(), content: z.string() });

/** The part of the video a question is about. */
export const cueRef = z.object({ index: z.number(), start: z.number(), end: z.number() });

/** A question as the learner sees it before answering: never the expected answer or the explanation. */
export const question = z.object({
  id: z.number(),
  question_type: questionType,
  question_type_display: z.string(),
  text: z.string(),
  hint: z.string(),
  template_segments: z.array(templateSegment),
  draggable_words: z.array(draggableWord),
  cue: cueRef.nullable(),
});
export type Question = z.infer<typeof question>;
export const questionsPage = pageOf(question);

export const MAX_ANSWER_LENGTH = 2000;
export const answerBody = z.object({
  text_answer: z
    .string({ error: 'text_answer is required.' })
    .max(MAX_ANSWER_LENGTH, `An answer has at most ${MAX_ANSWER_LENGTH} characters.`),
});
export type AnswerBody = z.input<typeof answerBody>;

export const answerStatus = z.enum(['RIGHT', 'PARTIAL', 'WRONG', 'NOT_ENGLISH']);
/** One piece of feedback as an interface-text key (quiz.grader.*) with its params. */
export const feedbackMessage = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A graded answer. NOT_ENGLISH is not recorded (`counted` false, no expected answer, no attempt). */
export const answerResult = z.object({
  answer_status: answerStatus,
  ai_feedback: z.string(),
  feedback: z.array(feedbackMessage),
  expected_answer: z.string(),
  explanation: z.string(),
  cue: cueRef.nullable(),
  counted: z.boolean(),
  attempt: z.object({ number: z.number(), answered: z.number(), questions: z.number() }).optional(),
});
export type AnswerResult = z.infer<typeof answerResult>;

/** The learner's test attempts on a lesson. */
export const attempts = z.object({
  used: z.number(),
  max: z.number(),
  remaining: z.number(),
  /** The latest attempt still takes answers. */
  open: z.boolean(),
  answered: z.number(),
});
export type Attempts = z.infer<typeof attempts>;

/** A refusal the learner may read: `detail` in the interface language, `code` for clients that translate. */
export const quizProblem = z.object({ detail: z.string(), code: z.string() });
/** A third attempt refused: the problem and the attempts. */
export const attemptsUsedUp = quizProblem.extend(attempts.shape);
