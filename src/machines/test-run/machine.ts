import { assertEvent, assign, emit, forwardTo, fromPromise, setup } from 'xstate';
import { MAX_TEST_ATTEMPTS, RESULT_TIERS } from '../constants.ts';
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

export type { TestRunInput } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** Thrown by `startTest` when the server refuses a third attempt (409). */
export class AttemptsUsedUp extends Error {
  constructor(readonly attempts: Attempts) {
    super('attempts used up');
  }
}

/**
 * Check Understanding (SPEC §2, §4 Test flow, §9): the landing with the type checkboxes and the
 * attempt counter (the next test's questions are fetched ahead while it shows); starting counts an
 * attempt and fetches 5 questions; the child `questionRunner` runs them; then the results (emitting
 * `test.finished` with the score, for the lesson page to record), review mode, and Try Again while
 * attempts used < 2.
 */
export const testRunMachine = setup({
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
}).createMachine({
  id: 'testRun',
  context: ({ input }) => {
    const kinds = input.kinds ?? KINDS;
    return {
      lessonId: input.lessonId,
      kinds,
      selected: [...kinds],
      attempts: { used: 0, max: MAX_TEST_ATTEMPTS },
      problem: null,
      fetchFailed: false,
      questions: [],
      answers: {},
      review: 0,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAttempts',
        id: 'loadAttempts',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'landing',
          actions: { type: 'keep the attempts', params: ({ event }) => event.output },
        },
        onError: 'landing',
      },
    },
    landing: {
      tags: ['landing'],
      // The questions of the start are fetched while the landing is read, so 'Start Testing' waits
      // only for the attempt to be counted; a new selection fetches again.
      invoke: {
        src: 'prefetchQuestions',
        input: ({ context }) => prefetchInput(context),
        onError: { description: 'Nothing fetched ahead: the start fetches the questions itself.' },
      },
      on: {
        'kind.toggle': { target: 'landing', reenter: true, actions: 'toggle kind' },
        'test.start': [
          { guard: 'no type selected', actions: 'ask for a type' },
          { guard: 'attempts used up', actions: 'say the attempts are used up' },
          { target: 'starting' },
        ],
      },
    },
    starting: {
      tags: ['busy'],
      entry: 'reset run',
      invoke: {
        id: 'startTest',
        src: 'startTest',
        input: ({ context }) => ({ lessonId: context.lessonId, kinds: context.selected }),
        onDone: [
          {
            guard: { type: 'no questions', params: ({ event }) => event.output },
            target: 'landing',
            actions: { type: 'say there are no questions', params: ({ event }) => event.output },
          },
          { target: 'running', actions: { type: 'keep the questions', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'landing',
          actions: { type: 'say no attempts are left', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    running: {
      tags: ['running'],
      invoke: {
        id: 'questionRunner',
        src: 'questionRunner',
        input: ({ context }) => ({ questions: context.questions }),
        onDone: {
          target: 'results',
          actions: [{ type: 'keep the answers', params: ({ event }) => event.output }, 'announce finish'],
        },
      },
      on: {
        'answer.*': { actions: 'pass to the question runner' },
        'gap.*': { actions: 'pass to the question runner' },
        'question.*': { actions: 'pass to the question runner' },
      },
    },
    results: {
      tags: ['results'],
      // Before Try Again, the next questions are fetched ahead too.
      invoke: {
        src: 'prefetchQuestions',
        input: ({ context }) => prefetchInput(context),
        onError: { description: 'Nothing fetched ahead: the start fetches the questions itself.' },
      },
      on: {
        'review.open': { target: 'review', actions: 'open review' },
        'test.retry': { guard: 'attempts left', target: 'starting' },
      },
    },
    review: {
      tags: ['review'],
      on: {
        'review.next': { actions: 'review next' },
        'review.previous': { actions: 'review previous' },
        'review.close': 'results',
        'question.go': { guard: 'question exists', actions: 'review question' },
      },
    },
  },
});

/** Nothing is fetched ahead when no attempt is left to start. */
const prefetchInput = (context: TestRunContext) => ({
  lessonId: context.lessonId,
  kinds: context.attempts.used < context.attempts.max ? context.selected : [],
});
