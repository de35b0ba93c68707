import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { WORD_HOVER_DELAY_MS } from '../constants.ts';
import {
  TranslationError,
  type TranslateRequest,
  type TranslationResult,
} from '../../services/translation.ts';
import type { WordLookupContext, WordLookupEmitted, WordLookupEvent, WordRequest } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

type Args = { context: WordLookupContext };

/** The word a look-up is for: the popup's (clicked) or the tooltip's (under the pointer). */
const wordOf = (context: WordLookupContext, which: 'popup' | 'hover'): WordRequest => context[which]!;

/** The `translate` request of the popup's or the tooltip's word, in the current language. */
export const translateInput =
  (which: 'popup' | 'hover') =>
  ({ context }: Args): TranslateRequest => {
    const { word, phrase, occurrence } = wordOf(context, which);
    return { lessonId: context.lessonId, word, language: context.language, phrase, occurrence };
  };

/** The translated word with its result, for 'remember the lemma' (and the popup's announcement). */
export const translated =
  (which: 'popup' | 'hover') =>
  ({ context, event }: Args & { event: { output: TranslationResult } }) => ({
    word: wordOf(context, which).word,
    result: event.output,
  });

/** The word lookup's effect, delay and actions (its states are in machine.ts). */
export const wordLookupSetup = setup({
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
    'change language': assign({
      language: ({ event }) => {
        assertEvent(event, 'language.change');
        return event.language;
      },
    }),
    'open the popup': assign(({ event }) => {
      assertEvent(event, 'word.open');
      const { word, phrase, occurrence, anchor } = event;
      return { popup: { word, phrase, occurrence, anchor }, result: null, error: null, signInNeeded: false };
    }),
    'close the popup': assign({ popup: null, result: null, error: null, signInNeeded: false }),
    'show the translation': assign((_, { result }: { word: string; result: TranslationResult }) => ({
      result,
    })),
    'remember the lemma': assign({
      lemmas: ({ context }, params: { word: string; result: TranslationResult }) =>
        params.result.lemma
          ? { ...context.lemmas, [`${context.language}:${params.word.toLowerCase()}`]: params.result.lemma }
          : context.lemmas,
    }),
    'announce the translation': emit((_, { word, result }: { word: string; result: TranslationResult }) => ({
      type: 'word.translated' as const,
      result,
      word,
    })),
    'show the error': assign({
      error: (_, { error }: { error: unknown }) =>
        error instanceof TranslationError
          ? { code: error.code, detail: error.detail }
          : { code: 'request' as const, detail: null },
    }),
    'ask to sign in': assign({ signInNeeded: true }),
    'follow the hover': assign(({ event }) => {
      assertEvent(event, 'word.hover');
      const { word, phrase, occurrence } = event;
      return { hover: { word, phrase, occurrence }, tooltip: null };
    }),
    'forget the hover': assign({ hover: null, tooltip: null }),
    'show the tooltip': assign((_, { result }: { word: string; result: TranslationResult }) => ({
      tooltip: result.translation,
    })),
  },
});
