import { assign, emit, fromPromise, setup } from 'xstate';
import { WORD_HOVER_DELAY_MS } from '../constants.ts';
import {
  TranslationError,
  type TranslateRequest,
  type TranslationResult,
} from '../../services/translation.ts';
import type { WordLookupContext, WordLookupEmitted, WordLookupEvent } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * A click on a word of the transcript (SPEC §4 Word click): loading → shown | error, in a popup near
 * the word; a pointer resting on a word for 500 ms shows a small tooltip with the translation
 * (parallel region). The `translate` effect caches per lesson, phrase, occurrence, word and language and joins concurrent
 * calls (src/services/translation.ts). A shown translation is emitted (`word.translated`) so the
 * lesson's vocabulary can add it to the learner's dictionary.
 */
export const wordLookupMachine = setup({
  types: {
    context: {} as WordLookupContext,
    events: {} as WordLookupEvent,
    input: {} as { lessonId: number; language: string; lemmas?: Record<string, string> },
    emitted: {} as WordLookupEmitted,
  },
  actors: {
    translate: fromPromise<TranslationResult, TranslateRequest>(notProvided),
  },
  delays: { 'hover delay': WORD_HOVER_DELAY_MS },
  actions: {
    'remember the lemma': assign({
      lemmas: ({ context }, params: { word: string; result: TranslationResult }) =>
        params.result.lemma
          ? { ...context.lemmas, [`${context.language}:${params.word.toLowerCase()}`]: params.result.lemma }
          : context.lemmas,
    }),
    'ask to sign in': assign({ signInNeeded: true }),
  },
}).createMachine({
  id: 'wordLookup',
  type: 'parallel',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    language: input.language,
    lemmas: input.lemmas ?? {},
    popup: null,
    result: null,
    error: null,
    hover: null,
    tooltip: null,
    signInNeeded: false,
  }),
  on: { 'language.change': { actions: assign({ language: ({ event }) => event.language }) } },
  states: {
    popup: {
      initial: 'closed',
      on: {
        'word.open': {
          target: '.loading',
          actions: assign({
            popup: ({ event }) => ({
              word: event.word,
              phrase: event.phrase,
              occurrence: event.occurrence,
              anchor: event.anchor,
            }),
            result: null,
            error: null,
            signInNeeded: false,
          }),
        },
      },
      states: {
        closed: { entry: assign({ popup: null, result: null, error: null, signInNeeded: false }) },
        loading: {
          tags: ['popup.open', 'popup.loading'],
          on: { 'popup.close': 'closed' },
          invoke: {
            src: 'translate',
            input: ({ context }) => ({
              lessonId: context.lessonId,
              word: context.popup!.word,
              language: context.language,
              phrase: context.popup!.phrase,
              occurrence: context.popup!.occurrence,
            }),
            onDone: {
              target: 'shown',
              actions: [
                assign({ result: ({ event }) => event.output }),
                {
                  type: 'remember the lemma',
                  params: ({ context, event }) => ({ word: context.popup!.word, result: event.output }),
                },
                emit(({ context, event }) => ({
                  type: 'word.translated' as const,
                  result: event.output,
                  word: context.popup!.word,
                })),
              ],
            },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ event }) =>
                  event.error instanceof TranslationError
                    ? { code: event.error.code, detail: event.error.detail }
                    : { code: 'request' as const, detail: null },
              }),
            },
          },
        },
        shown: {
          tags: ['popup.open'],
          on: { 'popup.close': 'closed', 'signin.needed': { actions: 'ask to sign in' } },
        },
        failed: { tags: ['popup.open'], on: { 'popup.close': 'closed' } },
      },
    },
    tooltip: {
      initial: 'idle',
      on: {
        'word.hover': {
          target: '.waiting',
          actions: assign({
            hover: ({ event }) => ({ word: event.word, phrase: event.phrase, occurrence: event.occurrence }),
            tooltip: null,
          }),
        },
        'word.leave': { target: '.idle' },
      },
      states: {
        idle: { entry: assign({ hover: null, tooltip: null }) },
        waiting: { after: { 'hover delay': 'fetching' } },
        fetching: {
          invoke: {
            src: 'translate',
            input: ({ context }) => ({
              lessonId: context.lessonId,
              word: context.hover!.word,
              language: context.language,
              phrase: context.hover!.phrase,
              occurrence: context.hover!.occurrence,
            }),
            onDone: {
              target: 'showing',
              actions: [
                assign({ tooltip: ({ event }) => event.output.translation }),
                {
                  type: 'remember the lemma',
                  params: ({ context, event }) => ({ word: context.hover!.word, result: event.output }),
                },
              ],
            },
            onError: 'idle',
          },
        },
        showing: { tags: ['tooltip.shown'] },
      },
    },
  },
});
