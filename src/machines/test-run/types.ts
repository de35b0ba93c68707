/** The test run's data as the API gives it (SPEC §3 Question, Answer response) and the client kinds. */
import type { z } from 'zod';
import type {
  AnswerResult as ContractAnswerResult,
  answerStatus,
  Attempts as ContractAttempts,
  cueRef,
  Question as ContractQuestion,
  questionType,
  templateSegment,
} from '../../api-contract/quiz.ts';

/** The shared contract's question types. */
export type QuestionType = z.infer<typeof questionType>;
/** SPEC §3: client-side kinds. */
export type QuestionKind = 'yesNo' | 'textVoice' | 'dragDrop';
export const KIND_OF: Record<QuestionType, QuestionKind> = {
  yes_no: 'yesNo',
  open_ended: 'textVoice',
  word_order: 'dragDrop',
};
export const TYPE_OF: Record<QuestionKind, QuestionType> = {
  yesNo: 'yes_no',
  textVoice: 'open_ended',
  dragDrop: 'word_order',
};
export const KINDS: QuestionKind[] = ['yesNo', 'textVoice', 'dragDrop'];

export type TemplateSegment = z.infer<typeof templateSegment>;
export type CueRef = z.infer<typeof cueRef>;

/**
 * The contract's question; the built-in samples (SPEC §8) are made on the client, so their
 * type display is optional and a kind's unused fields may be null.
 */
export type Question = Omit<
  ContractQuestion,
  'question_type_display' | 'template_segments' | 'draggable_words'
> & {
  question_type_display?: string;
  template_segments: ContractQuestion['template_segments'] | null;
  draggable_words: ContractQuestion['draggable_words'] | null;
};

/** NOT_ENGLISH: the answer was not in English; the server did not record it and the question stays open. */
export type AnswerStatus = z.infer<typeof answerStatus>;

/** What the machine keeps of a graded answer (the contract's answer result). */
export type AnswerResult = Pick<
  ContractAnswerResult,
  'answer_status' | 'ai_feedback' | 'expected_answer' | 'explanation' | 'cue'
>;

/** What the learner gave and what the server said. */
export interface AnsweredQuestion extends AnswerResult {
  given: string;
}

/** What the landing counts of the contract's attempts: used of max. */
export type Attempts = Pick<ContractAttempts, 'used' | 'max'>;

export interface StartedTest {
  attempts: Attempts;
  questions: Question[];
  /** The questions could not be fetched: the built-in samples are used (SPEC §8). */
  fetchFailed: boolean;
}

export type LandingProblem = 'selectType' | 'noQuestions' | 'noAttempts' | null;

export interface TestRunInput {
  lessonId: number;
  /** The kinds this route offers (SPEC §9: one variant has word order off). */
  kinds?: QuestionKind[];
}

export interface TestRunContext {
  lessonId: number;
  kinds: QuestionKind[];
  selected: QuestionKind[];
  attempts: Attempts;
  problem: LandingProblem;
  fetchFailed: boolean;
  questions: Question[];
  /** The answers of the last run (kept for the results and review). */
  answers: Record<number, AnsweredQuestion>;
  review: number;
}

/** The question runner (child of the test run): one pass over the questions. */
export interface QuestionRunnerContext {
  questions: Question[];
  answers: Record<number, AnsweredQuestion>;
  current: number;
  /** Word-order placements of the current question: gap id → word id. */
  placements: Record<string, string>;
  /** 'Please provide an answer!' is showing. */
  emptyAnswer: boolean;
  /** The server's 'Please answer in English' (in the interface language): answer the question again. */
  retryNotice: string | null;
  /** The answer being checked (yes/no, text, or the JSON gap map). */
  pending: string;
}

export interface RunnerOutput {
  answers: Record<number, AnsweredQuestion>;
}

/** What the learner does while a question shows (the test run passes these to its runner). */
export type QuestionRunnerEvent =
  | { type: 'answer.choose'; value: 'yes' | 'no' }
  | { type: 'answer.submit'; text: string }
  | { type: 'gap.fill'; gapId: string; wordId: string }
  | { type: 'gap.clear'; gapId: string }
  | { type: 'question.go'; index: number }
  | { type: 'question.next' };

export type TestRunEvent =
  | QuestionRunnerEvent
  | { type: 'kind.toggle'; kind: QuestionKind }
  | { type: 'test.start' }
  | { type: 'review.open' }
  | { type: 'review.next' }
  | { type: 'review.previous' }
  | { type: 'review.close' }
  | { type: 'test.retry' };

/** The test run's output (contract of issue 14): the score of the run just finished. */
export interface TestRunOutput {
  correct: number;
  total: number;
  /** Great Job or better (60 % or more, SPEC §9 tiers); the SPEC shows no pass threshold. */
  passed: boolean;
}

/** Emitted each time a run's results show (Try Again gives a second one). */
export type TestFinished = { type: 'test.finished'; lessonId: number } & TestRunOutput;
