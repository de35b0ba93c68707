import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { testRunMachine } from './machine.ts';
import type { questionRunnerMachine } from './question-runner.ts';
import type { voiceRecordingMachine } from '../voice-recording/machine.ts';
import { KIND_OF, type AnsweredQuestion, type Question, type QuestionKind } from './types.ts';

type Snapshot = SnapshotFrom<typeof testRunMachine>;
type RunnerSnapshot = SnapshotFrom<typeof questionRunnerMachine>;
export type QuestionRunnerActor = ActorRefFrom<typeof questionRunnerMachine>;
export type VoiceActor = ActorRefFrom<typeof voiceRecordingMachine>;

export type TestRunScreen = 'loading' | 'landing' | 'running' | 'results' | 'review';

export const selectScreen = (s: Snapshot): TestRunScreen =>
  s.matches('loading')
    ? 'loading'
    : s.hasTag('landing') || s.hasTag('busy')
      ? 'landing'
      : s.hasTag('running')
        ? 'running'
        : s.hasTag('results')
          ? 'results'
          : 'review';
export const selectIsStarting = (s: Snapshot) => s.hasTag('busy');
/** SPEC §9: two attempts per lesson; Start and Try Again only while one is left. */
export const selectCanStart = (s: Snapshot) => s.context.attempts.used < s.context.attempts.max;
export const selectRunner = (s: Snapshot): QuestionRunnerActor | undefined => s.children.questionRunner;

/** What one question card shows, in a run or in review. */
export interface QuestionView {
  index: number;
  total: number;
  question: Question;
  kind: QuestionKind;
  answer: AnsweredQuestion | undefined;
  /** Answered (or in review): no new answer is taken. */
  locked: boolean;
  checking: boolean;
}

const view = (
  questions: Question[],
  answers: Record<number, AnsweredQuestion>,
  index: number,
  locked: boolean,
  checking: boolean,
): QuestionView => {
  const question = questions[index]!;
  const answer = answers[question.id];
  return {
    index,
    total: questions.length,
    question,
    kind: KIND_OF[question.question_type],
    answer,
    locked: locked || Boolean(answer),
    checking,
  };
};

export const selectReviewQuestion = (s: Snapshot) =>
  view(s.context.questions, s.context.answers, s.context.review, true, false);

export const selectRunQuestion = (s: RunnerSnapshot) =>
  view(s.context.questions, s.context.answers, s.context.current, s.hasTag('locked'), s.hasTag('checking'));
/** Wrong or partial answer given: the Next / Finish button shows (a right one moves on by itself). */
export const selectWaitsForNext = (s: RunnerSnapshot) => s.matches('locked');
export const selectAllAnswered = (s: RunnerSnapshot) =>
  s.context.questions.every((q) => s.context.answers[q.id]);
export const selectVoice = (s: RunnerSnapshot): VoiceActor | undefined => s.children.voice;
