import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { AUTO_CHECK_DELAY_MS, MAX_TEST_ATTEMPTS, NEXT_QUESTION_DELAY_MS } from '../constants.ts';
import {
  KINDS,
  type AnswerResult,
  type Attempts,
  type QuestionKind,
  type StartedTest,
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

const nextUnanswered = (ctx: TestRunContext, from: number): number | null => {
  const n = ctx.questions.length;
  for (let step = 1; step <= n; step++) {
    const i = (from + step) % n;
    if (!ctx.answers[ctx.questions[i]!.id]) return i;
  }
  return null;
};
const currentQuestion = (ctx: TestRunContext) => ctx.questions[ctx.current]!;
const isAnswered = (ctx: TestRunContext, index: number) =>
  Boolean(ctx.answers[ctx.questions[index]?.id ?? -1]);

/**
 * Check Understanding (SPEC §2, §4 Test flow, §9): landing with the type checkboxes and the attempt
 * counter; starting counts an attempt and fetches 5 questions; each question is answered once and
 * then locked (yes/no checks on choice, text/voice on 'Check Answer', word order 0.3 s after the
 * last gap is filled); after a correct answer the next unanswered question comes after 1.8 s, after
 * another a Next/Finish button; results, review mode and Try Again while attempts used < 2.
 */
export const testRunMachine = setup({
  types: {
    context: {} as TestRunContext,
    events: {} as TestRunEvent,
    input: {} as TestRunInput,
    emitted: {} as { type: 'test.finished'; lessonId: number },
  },
  actors: {
    /** GET /videoLesson/{id}/attempts/. */
    loadAttempts: fromPromise<Attempts, { lessonId: number }>(notProvided),
    /** POST /videoLesson/{id}/attempts/ and GET …/questions/ (samples on fetch failure). */
    startTest: fromPromise<StartedTest, { lessonId: number; kinds: QuestionKind[] }>(notProvided),
    /** POST /questions/{id}/answers/; a rejected answer resolves as WRONG (SPEC §8). */
    submitAnswer: fromPromise<AnswerResult, { questionId: number; text: string }>(notProvided),
  },
  delays: {
    'next question': NEXT_QUESTION_DELAY_MS,
    'auto check': AUTO_CHECK_DELAY_MS,
  },
  guards: {
    'no type selected': ({ context }) => context.selected.length === 0,
    'attempts used up': ({ context }) => context.attempts.used >= context.attempts.max,
    'attempts left': ({ context }) => context.attempts.used < context.attempts.max,
    'no questions': ({ event }) =>
      (event as unknown as { output: StartedTest }).output.questions.length === 0,
    'answer is empty': ({ event }) => {
      assertEvent(event, 'answer.submit');
      return event.text.trim() === '';
    },
    'all gaps filled': ({ context }) => {
      const gaps = (currentQuestion(context).template_segments ?? []).filter((s) => s.type === 'gap');
      return gaps.length > 0 && gaps.every((g) => g.type === 'gap' && context.placements[g.gap_id]);
    },
    'target is answered': ({ context, event }) => {
      assertEvent(event, 'question.go');
      return isAnswered(context, event.index);
    },
    'target exists': ({ context, event }) => {
      assertEvent(event, 'question.go');
      return event.index >= 0 && event.index < context.questions.length && event.index !== context.current;
    },
    'answer not in English': ({ event }) =>
      (event as unknown as { output: AnswerResult }).output.answer_status === 'NOT_ENGLISH',
    'answer was right': ({ context }) =>
      context.answers[currentQuestion(context).id]?.answer_status === 'RIGHT',
    'all answered': ({ context }) => nextUnanswered(context, context.current) === null,
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
    'reset run': assign({
      answers: {},
      current: 0,
      placements: {},
      emptyAnswer: false,
      retryNotice: null,
      review: 0,
      problem: null,
    }),
    'place word': assign({
      placements: ({ context, event }) => {
        assertEvent(event, 'gap.fill');
        // A word sits in one gap at a time: picking it again moves it.
        const kept = Object.fromEntries(
          Object.entries(context.placements).filter(([, w]) => w !== event.wordId),
        );
        return { ...kept, [event.gapId]: event.wordId };
      },
    }),
    'clear gap': assign({
      placements: ({ context, event }) => {
        assertEvent(event, 'gap.clear');
        const { [event.gapId]: _removed, ...rest } = context.placements;
        return rest;
      },
    }),
    'go to question': assign({
      current: ({ event }) => {
        assertEvent(event, 'question.go');
        return event.index;
      },
      placements: {},
      emptyAnswer: false,
      retryNotice: null,
    }),
    'go to next unanswered': assign({
      current: ({ context }) => nextUnanswered(context, context.current) ?? context.current,
      placements: {},
      emptyAnswer: false,
      retryNotice: null,
    }),
    'announce finish': emit(({ context }) => ({
      type: 'test.finished' as const,
      lessonId: context.lessonId,
    })),
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
      current: 0,
      placements: {},
      emptyAnswer: false,
      retryNotice: null,
      review: 0,
      pending: '',
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAttempts',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'landing', actions: assign({ attempts: ({ event }) => event.output }) },
        onError: 'landing',
      },
    },
    landing: {
      tags: ['landing'],
      on: {
        'kind.toggle': { actions: 'toggle kind' },
        'test.start': [
          { guard: 'no type selected', actions: assign({ problem: 'selectType' }) },
          { guard: 'attempts used up', actions: assign({ problem: 'noAttempts' }) },
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
            guard: 'no questions',
            target: 'landing',
            actions: assign({ attempts: ({ event }) => event.output.attempts, problem: 'noQuestions' }),
          },
          {
            target: 'running',
            actions: assign({
              attempts: ({ event }) => event.output.attempts,
              questions: ({ event }) => event.output.questions,
              fetchFailed: ({ event }) => event.output.fetchFailed,
            }),
          },
        ],
        onError: {
          target: 'landing',
          actions: assign({
            problem: 'noAttempts',
            attempts: ({ context, event }) =>
              event.error instanceof AttemptsUsedUp ? event.error.attempts : context.attempts,
          }),
        },
      },
    },
    running: {
      tags: ['running'],
      initial: 'answering',
      on: {
        'question.go': [
          { guard: 'target is answered', target: '.locked', actions: 'go to question' },
          { guard: 'target exists', target: '.answering', actions: 'go to question' },
        ],
      },
      states: {
        answering: {
          on: {
            'answer.choose': {
              target: 'checking',
              actions: assign({ pending: ({ event }) => event.value }),
            },
            'answer.submit': [
              { guard: 'answer is empty', actions: assign({ emptyAnswer: true, retryNotice: null }) },
              { target: 'checking', actions: assign({ pending: ({ event }) => event.text.trim() }) },
            ],
            'gap.fill': { target: 'filling', actions: 'place word' },
            'gap.clear': { actions: 'clear gap' },
          },
        },
        filling: {
          always: [{ guard: 'all gaps filled', target: 'settling' }, { target: 'answering' }],
        },
        settling: {
          after: {
            'auto check': {
              target: 'checking',
              actions: assign({ pending: ({ context }) => JSON.stringify(context.placements) }),
            },
          },
          on: {
            'gap.clear': { target: 'answering', actions: 'clear gap' },
            'gap.fill': { target: 'filling', actions: 'place word' },
          },
        },
        checking: {
          tags: ['checking'],
          invoke: {
            src: 'submitAnswer',
            input: ({ context }) => ({ questionId: currentQuestion(context).id, text: context.pending }),
            onDone: [
              {
                // Not in English: not recorded by the server, so the question is answered again.
                guard: 'answer not in English',
                target: 'answering',
                actions: assign({ retryNotice: ({ event }) => event.output.ai_feedback, emptyAnswer: false }),
              },
              {
                target: 'answered',
                actions: assign({
                  answers: ({ context, event }) => ({
                    ...context.answers,
                    [currentQuestion(context).id]: { ...event.output, given: given(context) },
                  }),
                  emptyAnswer: false,
                  retryNotice: null,
                }),
              },
            ],
          },
        },
        answered: {
          tags: ['locked'],
          always: [{ guard: 'answer was right', target: 'advancing' }, { target: 'locked' }],
        },
        advancing: {
          tags: ['locked'],
          after: {
            'next question': [
              { guard: 'all answered', target: '#testRun.results' },
              { target: 'answering', actions: 'go to next unanswered' },
            ],
          },
        },
        locked: {
          tags: ['locked'],
          on: {
            'question.next': [
              { guard: 'all answered', target: '#testRun.results' },
              { target: 'answering', actions: 'go to next unanswered' },
            ],
          },
        },
      },
    },
    results: {
      tags: ['results'],
      entry: 'announce finish',
      on: {
        'review.open': { target: 'review', actions: assign({ review: 0 }) },
        'test.retry': { guard: 'attempts left', target: 'starting' },
      },
    },
    review: {
      tags: ['review'],
      on: {
        'review.next': {
          actions: assign({
            review: ({ context }) => Math.min(context.questions.length - 1, context.review + 1),
          }),
        },
        'review.previous': { actions: assign({ review: ({ context }) => Math.max(0, context.review - 1) }) },
        'review.close': 'results',
        'question.go': {
          guard: ({ context, event }) => event.index >= 0 && event.index < context.questions.length,
          actions: assign({ review: ({ event }) => event.index }),
        },
      },
    },
  },
});

/** The learner's answer as shown in review: the words in the gaps, or the text / yes / no given. */
function given(context: TestRunContext): string {
  const q = currentQuestion(context);
  if (q.question_type !== 'word_order') return context.pending;
  const words = new Map((q.draggable_words ?? []).map((w) => [w.word_id, w.content]));
  return (q.template_segments ?? [])
    .map((s) => (s.type === 'fixed' ? s.content : (words.get(context.placements[s.gap_id] ?? '') ?? '___')))
    .join(' ');
}
