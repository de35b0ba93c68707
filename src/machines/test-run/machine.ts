import { MAX_TEST_ATTEMPTS } from '../constants.ts';
import { prefetchInput, testRunSetup } from './setup.ts';
import { KINDS } from './types.ts';

export { AttemptsUsedUp } from './setup.ts';
export type { TestRunInput } from './types.ts';

/**
 * Check Understanding (SPEC §2, §4 Test flow, §9): the landing with the type checkboxes and the
 * attempt counter (the next test's questions are fetched ahead while it shows); starting counts an
 * attempt and fetches 5 questions; the child `questionRunner` runs them; then the results (emitting
 * `test.finished` with the score, for the lesson page to record), review mode, and Try Again while
 * attempts used < 2. Effects, actions and guards are in setup.ts.
 */
export const testRunMachine = testRunSetup.createMachine({
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
