import { deleteInput, lessonVocabularySetup, saveInput } from './setup.ts';

export type {
  LessonVocabularyContext,
  LessonVocabularyEmitted,
  LessonVocabularyEvent,
  SeenSense,
  VocabularyEntry,
} from './types.ts';

/**
 * The learner's saved words of one lesson (SPEC §2 Words in Dictionary, §4 Word click): loaded
 * once, then words are added (a translated word with an id, when not there yet) and deleted one
 * operation at a time, in order. Anonymous visitors cannot save: an add asks them to sign in.
 * Effects, actions and guards are in setup.ts.
 */
export const lessonVocabularyMachine = lessonVocabularySetup.createMachine({
  id: 'lessonVocabulary',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    signedIn: input.signedIn,
    entries: [],
    queue: [],
    added: 0,
    failed: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'is signed in', target: 'loading' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: { 'vocabulary.add': { actions: 'ask to sign in' } },
    },
    loading: {
      tags: ['loading'],
      // A word translated before the list arrives is queued, not lost (the save is idempotent).
      on: { 'vocabulary.add': { guard: 'is new to the dictionary', actions: 'enqueue' } },
      invoke: {
        src: 'loadVocabulary',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'ready',
          actions: { type: 'keep the list', params: ({ event }) => ({ entries: event.output }) },
        },
        onError: { target: 'ready', actions: 'note the failure' },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'vocabulary.add': { guard: 'is new to the dictionary', actions: 'enqueue' },
        // Optimistic: the word leaves the list at once, even behind queued work; a failed delete reloads.
        'vocabulary.delete': { guard: 'is in the list', actions: ['enqueue', 'remove entry'] },
      },
      states: {
        idle: { always: { guard: 'has work queued', target: 'working' } },
        working: {
          tags: ['saving'],
          initial: 'choose',
          states: {
            choose: {
              always: [
                // An add queued while the list loaded, for a word the list turned out to hold: nothing to do.
                { guard: 'the queued word is already saved', target: '#lessonVocabulary.ready.next' },
                { guard: 'the next operation adds', target: 'adding' },
                { target: 'deleting' },
              ],
            },
            adding: {
              invoke: {
                src: 'saveWord',
                input: ({ context }) => saveInput(context),
                onDone: {
                  target: '#lessonVocabulary.ready.next',
                  actions: [
                    { type: 'keep the saved word', params: ({ event }) => ({ entry: event.output }) },
                    'play added sound',
                    { type: 'announce the added word', params: ({ event }) => ({ entry: event.output }) },
                  ],
                },
                onError: { target: '#lessonVocabulary.ready.next', actions: 'note the failure' },
              },
            },
            deleting: {
              entry: 'hide the deleted word',
              invoke: {
                src: 'deleteWord',
                input: ({ context }) => deleteInput(context),
                onDone: '#lessonVocabulary.ready.next',
                onError: { target: '#lessonVocabulary.ready.reload', actions: 'note the failure' },
              },
            },
          },
        },
        next: { entry: 'drop the done operation', always: 'idle' },
        reload: {
          entry: 'drop the done operation',
          invoke: {
            src: 'loadVocabulary',
            input: ({ context }) => ({ lessonId: context.lessonId }),
            onDone: {
              target: 'idle',
              actions: { type: 'keep the reloaded list', params: ({ event }) => ({ entries: event.output }) },
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});
