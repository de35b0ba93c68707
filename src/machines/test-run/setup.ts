import { assertEvent, assign, emit, forwardTo, fromPromise, setup } from 'xstate';
import { RESULT_TIERS } from '../constants.ts';
import { questionRunnerMachine } from './question-runner.ts';
import { scorePercent } from './results.ts';
import {
  KINDS,
  type Attempts,
  type QuestionKind,
  type RunnerOutput,
  type StartedTest,
  type TestFinished,
  type TestRunContext,
  type TestRunEvent,
  type TestRunInput,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** Thrown by `startTest` when the server refuses a third attempt (409). */
export class AttemptsUsedUp extends Error {
  constructor(readonly attempts: Attempts) {
    super('attempts used up');
  }
}

/** Nothing is fetched ahead when no attempt is left to start. */
export const prefetchInput = (context: TestRunContext) => ({
  lessonId: context.lessonId,
  kinds: context.attempts.used < context.attempts.max ? context.selected : [],
});

/** The test run's effects, child, actions and guards (its states are in machine.ts). */
export const testRunSetup = setup({
  types: {
    context: {} as TestRunContext,
    events: {} as TestRunEvent,
    input: {} as TestRunInput,
    emitted: {} as TestFinished,
    children: {} as { questionRunner: 'questionRunner' },
  },
  actors: {
    /** GET /videoLesson/{id}/attempts/. */
    loadAttempts: fromPromise<Attempts, { lessonId: number }>(notProvided),
    /** GET …/questions/ ahead of the start (no kinds: nothing to fetch). Settles at once. */
    prefetchQuestions: fromPromise<void, { lessonId: number; kinds: QuestionKind[] }>(notProvided),
    /** POST /videoLesson/{id}/attempts/ and GET …/questions/ (samples on fetch failure). */
    startTest: fromPromise<StartedTest, { lessonId: number; kinds: QuestionKind[] }>(notProvided),
    questionRunner: questionRunnerMachine,
  },
  guards: {
    'no type selected': ({ context }) => context.selected.length === 0,
    'attempts used up': ({ context }) => context.attempts.used >= context.attempts.max,
    'attempts left': ({ context }) => context.attempts.used < context.attempts.max,
    'no questions': (_, started: StartedTest) => started.questions.length === 0,
    'question exists': ({ context, event }) => {
      assertEvent(event, 'question.go');
      return event.index >= 0 && event.index < context.questions.length;
    },
  },
  actions: {
    'toggle kind': assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'kind.toggle');
        if (!context.kinds.includes(event.kind)) return context.selected;
        const on = context.selected.includes(event.kind)
          ? context.selected.filter((k) => k !== event.kind)
          : [...context.selected, event.kind];
        return KINDS.filter((k) => on.includes(k));
      },
      problem: null,
    }),
    'keep the attempts': assign((_, attempts: Attempts) => ({ attempts })),
    'reset run': assign({ answers: {}, review: 0, problem: null }),
    'ask for a type': assign({ problem: 'selectType' }),
    'say the attempts are used up': assign({ problem: 'noAttempts' }),
    'say there are no questions': assign((_, started: StartedTest) => ({
      attempts: started.attempts,
      problem: 'noQuestions' as const,
    })),
    'keep the questions': assign((_, { attempts, questions, fetchFailed }: StartedTest) => ({
      attempts,
      questions,
      fetchFailed,
    })),
    'say no attempts are left': assign(({ context }, { error }: { error: unknown }) => ({
      problem: 'noAttempts' as const,
      attempts: error instanceof AttemptsUsedUp ? error.attempts : context.attempts,
    })),
    'keep the answers': assign((_, { answers }: RunnerOutput) => ({ answers })),
    'pass to the question runner': forwardTo('questionRunner'),
    'open review': assign({ review: 0 }),
    'review next': assign({
      review: ({ context }) => Math.min(context.questions.length - 1, context.review + 1),
    }),
    'review previous': assign({ review: ({ context }) => Math.max(0, context.review - 1) }),
    'review question': assign({
      review: ({ event }) => {
        assertEvent(event, 'question.go');
        return event.index;
      },
    }),
    'announce finish': emit(({ context }) => {
      const total = context.questions.length;
      const correct = context.questions.filter(
        (q) => context.answers[q.id]?.answer_status === 'RIGHT',
      ).length;
      const passed = scorePercent(context.questions, context.answers) >= RESULT_TIERS.greatJob;
      return { type: 'test.finished' as const, lessonId: context.lessonId, correct, total, passed };
    }),
  },
});
