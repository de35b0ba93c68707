import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { AUTO_CHECK_DELAY_MS, NEXT_QUESTION_DELAY_MS } from '../constants.ts';
import { voiceRecordingMachine } from '../voice-recording/machine.ts';
import type { AnswerResult, QuestionRunnerContext, QuestionRunnerEvent, RunnerOutput } from './types.ts';
import { currentQuestion, givenAnswer, isAnswered, nextUnanswered } from './questions.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** The question runner's effects, microphone, delays, actions and guards (its states are in question-runner.ts). */
export const questionRunnerSetup = setup({
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
});
