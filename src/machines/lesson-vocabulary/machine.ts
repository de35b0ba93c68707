import { assign, emit, fromPromise, setup } from 'xstate';

/** A student vocabulary entry (SPEC §3): id, entry (dictionary word id), text, translation. */
export interface VocabularyEntry {
  id: number;
  entry: number;
  text: string;
  translation: string;
  /** The form clicked ("booked"), the sense seen and its sentence (issue 15); '' when not known. */
  form?: string;
  sense?: string;
  sentence?: string;
}

/** What the learner saw when the word was looked up: kept with the saved word. */
export interface SeenSense {
  form?: string;
  sense?: string;
  sentence?: string;
}

type Operation = ({ op: 'add'; entry: number; text: string } & SeenSense) | { op: 'delete'; id: number };

export interface LessonVocabularyContext {
  lessonId: number;
  signedIn: boolean;
  entries: VocabularyEntry[];
  queue: Operation[];
  /** Grows by one for each word added: the page flashes '+1' and plays a sound when it changes. */
  added: number;
  failed: boolean;
}

export type LessonVocabularyEvent =
  | ({ type: 'vocabulary.add'; entry: number; text: string } & SeenSense)
  | { type: 'vocabulary.delete'; id: number };

export type LessonVocabularyEmitted =
  { type: 'signin.needed' } | { type: 'word.added'; entry: VocabularyEntry };

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * The learner's saved words of one lesson (SPEC §2 Words in Dictionary, §4 Word click): loaded
 * once, then words are added (a translated word with an id, when not there yet) and deleted one
 * operation at a time, in order. Anonymous visitors cannot save: an add asks them to sign in.
 */
export const lessonVocabularyMachine = setup({
  types: {
    context: {} as LessonVocabularyContext,
    events: {} as LessonVocabularyEvent,
    input: {} as { lessonId: number; signedIn: boolean },
    emitted: {} as LessonVocabularyEmitted,
  },
  actors: {
    loadVocabulary: fromPromise<VocabularyEntry[], { lessonId: number }>(notProvided),
    saveWord: fromPromise<VocabularyEntry, { lessonId: number; entry: number } & SeenSense>(notProvided),
    deleteWord: fromPromise<void, { id: number }>(notProvided),
  },
  guards: {
    'is signed in': ({ context }) => context.signedIn,
    'is new to the dictionary': ({ context, event }) =>
      event.type === 'vocabulary.add' &&
      !context.entries.some((e) => e.entry === event.entry) &&
      !context.queue.some((q) => q.op === 'add' && q.entry === event.entry),
    'has work queued': ({ context }) => context.queue.length > 0,
    'the queued word is already saved': ({ context }) => {
      const op = context.queue[0];
      return op?.op === 'add' && context.entries.some((e) => e.entry === op.entry);
    },
    'the next operation adds': ({ context }) => context.queue[0]?.op === 'add',
    /** A second click on a row already going (or gone) is ignored. */
    'is in the list': ({ context, event }) =>
      event.type === 'vocabulary.delete' && context.entries.some((e) => e.id === event.id),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => {
        if (event.type === 'vocabulary.add')
          return [
            ...context.queue,
            {
              op: 'add' as const,
              entry: event.entry,
              text: event.text,
              form: event.form,
              sense: event.sense,
              sentence: event.sentence,
            },
          ];
        if (event.type === 'vocabulary.delete')
          return [...context.queue, { op: 'delete' as const, id: event.id }];
        return context.queue;
      },
    }),
    'remove entry': assign({
      entries: ({ context, event }) =>
        event.type === 'vocabulary.delete'
          ? context.entries.filter((e) => e.id !== event.id)
          : context.entries,
    }),
    'play added sound': () => {},
  },
}).createMachine({
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
      on: { 'vocabulary.add': { actions: emit({ type: 'signin.needed' as const }) } },
    },
    loading: {
      tags: ['loading'],
      // A word translated before the list arrives is queued, not lost (the save is idempotent).
      on: { 'vocabulary.add': { guard: 'is new to the dictionary', actions: 'enqueue' } },
      invoke: {
        src: 'loadVocabulary',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'ready', actions: assign({ entries: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ failed: true }) },
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
                input: ({ context }) => {
                  const op = context.queue[0] as Extract<Operation, { op: 'add' }>;
                  return {
                    lessonId: context.lessonId,
                    entry: op.entry,
                    form: op.form,
                    sense: op.sense,
                    sentence: op.sentence,
                  };
                },
                onDone: {
                  target: '#lessonVocabulary.ready.next',
                  actions: [
                    assign({
                      entries: ({ context, event }) =>
                        context.entries.some((e) => e.id === event.output.id)
                          ? context.entries
                          : [...context.entries, event.output],
                      // Only a word that was not in the list yet counts (+1 and the sound).
                      added: ({ context, event }) =>
                        context.entries.some((e) => e.id === event.output.id)
                          ? context.added
                          : context.added + 1,
                    }),
                    'play added sound',
                    emit(({ event }) => ({ type: 'word.added' as const, entry: event.output })),
                  ],
                },
                onError: { target: '#lessonVocabulary.ready.next', actions: assign({ failed: true }) },
              },
            },
            deleting: {
              entry: assign({
                entries: ({ context }) => {
                  const op = context.queue[0] as Extract<Operation, { op: 'delete' }>;
                  return context.entries.filter((e) => e.id !== op.id);
                },
              }),
              invoke: {
                src: 'deleteWord',
                input: ({ context }) => ({
                  id: (context.queue[0] as Extract<Operation, { op: 'delete' }>).id,
                }),
                onDone: '#lessonVocabulary.ready.next',
                onError: { target: '#lessonVocabulary.ready.reload', actions: assign({ failed: true }) },
              },
            },
          },
        },
        next: { entry: assign({ queue: ({ context }) => context.queue.slice(1) }), always: 'idle' },
        reload: {
          entry: assign({ queue: ({ context }) => context.queue.slice(1) }),
          invoke: {
            src: 'loadVocabulary',
            input: ({ context }) => ({ lessonId: context.lessonId }),
            onDone: {
              target: 'idle',
              // Rows deleted meanwhile (still queued) stay hidden.
              actions: assign({
                entries: ({ context, event }) =>
                  event.output.filter((e) => !context.queue.some((q) => q.op === 'delete' && q.id === e.id)),
              }),
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});
