import { translated, translateInput, wordLookupSetup } from './setup.ts';

/**
 * A click on a word of the transcript (SPEC §4 Word click): loading → shown | error, in a popup near
 * the word; a pointer resting on a word for 500 ms shows a small tooltip with the translation
 * (parallel region). The `translate` effect caches per lesson, phrase, occurrence, word and language and joins concurrent
 * calls (src/services/translation.ts). A shown translation is emitted (`word.translated`) so the
 * lesson's vocabulary can add it to the learner's dictionary. Actions are in setup.ts.
 */
export const wordLookupMachine = wordLookupSetup.createMachine({
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
  on: { 'language.change': { actions: 'change language' } },
  states: {
    popup: {
      initial: 'closed',
      on: { 'word.open': { target: '.loading', actions: 'open the popup' } },
      states: {
        closed: { entry: 'close the popup' },
        loading: {
          tags: ['popup.open', 'popup.loading'],
          on: { 'popup.close': 'closed' },
          invoke: {
            src: 'translate',
            input: translateInput('popup'),
            onDone: {
              target: 'shown',
              actions: [
                { type: 'show the translation', params: translated('popup') },
                { type: 'remember the lemma', params: translated('popup') },
                { type: 'announce the translation', params: translated('popup') },
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'show the error', params: ({ event }) => ({ error: event.error }) },
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
        'word.hover': { target: '.waiting', actions: 'follow the hover' },
        'word.leave': { target: '.idle' },
      },
      states: {
        idle: { entry: 'forget the hover' },
        waiting: { after: { 'hover delay': 'fetching' } },
        fetching: {
          invoke: {
            src: 'translate',
            input: translateInput('hover'),
            onDone: {
              target: 'showing',
              actions: [
                { type: 'show the tooltip', params: translated('hover') },
                { type: 'remember the lemma', params: translated('hover') },
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
