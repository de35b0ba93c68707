import { questionRunnerSetup } from './question-runner-setup.ts';
import { currentQuestion } from './questions.ts';

/**
 * One run of the questions (SPEC §4 Test flow, §9): each question is answered once and then locked
 * (yes/no checks on choice, text/voice on 'Check Answer', word order 0.3 s after the last gap is
 * filled); after a correct answer the next unanswered question comes after 1.8 s, after another a
 * Next/Finish button. Done, with every answer, when the last open question is answered and left.
 * The microphone of text/voice answers is the child `voice` (one voice-recording actor per run,
 * reset whenever the question changes or an answer is sent). Actions, guards and delays
 * are in question-runner-setup.ts.
 */
export const questionRunnerMachine = questionRunnerSetup.createMachine({
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
