import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { AUTO_CHECK_DELAY_MS, NEXT_QUESTION_DELAY_MS } from '../constants.ts';
import { voiceRecordingMachine } from '../voice-recording/machine.ts';
import type { AnswerResult, QuestionRunnerContext, QuestionRunnerEvent, RunnerOutput } from './types.ts';
import { currentQuestion, givenAnswer, isAnswered, nextUnanswered } from './questions.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * One run of the questions (SPEC §4 Test flow, §9): each question is answered once and then locked
 * (yes/no checks on choice, text/voice on 'Check Answer', word order 0.3 s after the last gap is
 * filled); after a correct answer the next unanswered question comes after 1.8 s, after another a
 * Next/Finish button. Done, with every answer, when the last open question is answered and left.
 * The microphone of text/voice answers is the child `voice` (one voice-recording actor per run,
 * reset whenever the question changes or an answer is sent).
 */
export const questionRunnerMachine = setup({
  types: {
    context: {} as QuestionRunnerContext,
    events: {} as QuestionRunnerEvent,
    input: {} as { questions: QuestionRunnerContext['questions'] },
    output: {} as RunnerOutput,
    children: {} as { voice: 'voiceRecording' },
  },
  actors: {
    /** POST /questions/{id}/answers/; a rejected answer resolves as WRONG (SPEC §8). */
    submitAnswer: fromPromise<AnswerResult, { questionId: number; text: string }>(notProvided),
    /** The microphone of text/voice answers (provided with the real listener in effects.ts). */
    voiceRecording: voiceRecordingMachine,
  },
  delays: {
    'next question': NEXT_QUESTION_DELAY_MS,
    'auto check': AUTO_CHECK_DELAY_MS,
  },
  guards: {
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
    'target is another question': ({ context, event }) => {
      assertEvent(event, 'question.go');
      return event.index >= 0 && event.index < context.questions.length && event.index !== context.current;
    },
    'answer not in English': (_, result: AnswerResult) => result.answer_status === 'NOT_ENGLISH',
    'answer was right': ({ context }) =>
      context.answers[currentQuestion(context).id]?.answer_status === 'RIGHT',
    'all answered': ({ context }) => nextUnanswered(context, context.current) === null,
  },
  actions: {
    'keep the choice': assign({
      pending: ({ event }) => {
        assertEvent(event, 'answer.choose');
        return event.value;
      },
    }),
    'keep the text': assign({
      pending: ({ event }) => {
        assertEvent(event, 'answer.submit');
        return event.text.trim();
      },
    }),
    'keep the placements': assign({ pending: ({ context }) => JSON.stringify(context.placements) }),
    'ask for an answer': assign({ emptyAnswer: true, retryNotice: null }),
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
    'show the English notice': assign((_, result: AnswerResult) => ({
      retryNotice: result.ai_feedback,
      emptyAnswer: false,
    })),
    'record the answer': assign(({ context }, result: AnswerResult) => ({
      answers: {
        ...context.answers,
        [currentQuestion(context).id]: { ...result, given: givenAnswer(context) },
      },
      emptyAnswer: false,
      retryNotice: null,
    })),
    'reset the microphone': sendTo('voice', { type: 'voice.reset' }),
  },
}).createMachine({
  id: 'questionRunner',
  context: ({ input }) => ({
    questions: input.questions,
    answers: {},
    current: 0,
    placements: {},
    emptyAnswer: false,
    retryNotice: null,
    pending: '',
  }),
  invoke: { id: 'voice', src: 'voiceRecording' },
  initial: 'answering',
  on: {
    'question.go': [
      { guard: 'target is answered', target: '.locked', actions: ['go to question', 'reset the microphone'] },
      {
        guard: 'target is another question',
        target: '.answering',
        actions: ['go to question', 'reset the microphone'],
      },
    ],
  },
  states: {
    answering: {
      on: {
        'answer.choose': { target: 'checking', actions: 'keep the choice' },
        'answer.submit': [
          { guard: 'answer is empty', actions: 'ask for an answer' },
          { target: 'checking', actions: ['keep the text', 'reset the microphone'] },
        ],
        'gap.fill': { target: 'filling', actions: 'place word' },
        'gap.clear': { actions: 'clear gap' },
      },
    },
    filling: {
      always: [{ guard: 'all gaps filled', target: 'settling' }, { target: 'answering' }],
    },
    settling: {
      after: { 'auto check': { target: 'checking', actions: 'keep the placements' } },
      on: {
        'gap.clear': { target: 'answering', actions: 'clear gap' },
        'gap.fill': { target: 'filling', actions: 'place word' },
      },
    },
    checking: {
      tags: ['checking'],
      invoke: {
        id: 'submitAnswer',
        src: 'submitAnswer',
        input: ({ context }) => ({ questionId: currentQuestion(context).id, text: context.pending }),
        onDone: [
          // Not in English: not recorded by the server, so the question is answered again.
          {
            guard: { type: 'answer not in English', params: ({ event }) => event.output },
            target: 'answering',
            actions: { type: 'show the English notice', params: ({ event }) => event.output },
          },
          { target: 'answered', actions: { type: 'record the answer', params: ({ event }) => event.output } },
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
          { guard: 'all answered', target: 'finished' },
          { target: 'answering', actions: ['go to next unanswered', 'reset the microphone'] },
        ],
      },
    },
    locked: {
      tags: ['locked'],
      on: {
        'question.next': [
          { guard: 'all answered', target: 'finished' },
          { target: 'answering', actions: ['go to next unanswered', 'reset the microphone'] },
        ],
      },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => ({ answers: context.answers }),
});
