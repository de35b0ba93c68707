import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type {
  AddOperation,
  DeleteOperation,
  LessonVocabularyContext,
  LessonVocabularyEmitted,
  LessonVocabularyEvent,
  LessonVocabularyInput,
  SeenSense,
  VocabularyEntry,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** The add at the head of the queue (the state working on it knows it is one). */
function queuedAdd(context: LessonVocabularyContext): AddOperation {
  const head = context.queue[0];
  if (head?.op !== 'add') throw new Error('the queue does not start with an add');
  return head;
}

/** The delete at the head of the queue. */
function queuedDelete(context: LessonVocabularyContext): DeleteOperation {
  const head = context.queue[0];
  if (head?.op !== 'delete') throw new Error('the queue does not start with a delete');
  return head;
}

/** What the save of the queued add sends. */
export function saveInput(context: LessonVocabularyContext) {
  const { entry, form, sense, sentence } = queuedAdd(context);
  return { lessonId: context.lessonId, entry, form, sense, sentence };
}

export const deleteInput = (context: LessonVocabularyContext) => ({ id: queuedDelete(context).id });

/** The lesson vocabulary's effects, actions and guards (its states are in machine.ts). */
export const lessonVocabularySetup = setup({
  types: {
    context: {} as LessonVocabularyContext,
    events: {} as LessonVocabularyEvent,
    input: {} as LessonVocabularyInput,
    emitted: {} as LessonVocabularyEmitted,
  },
  actors: {
    loadVocabulary: fromPromise<VocabularyEntry[], { lessonId: number }>(notProvided),
    saveWord: fromPromise<VocabularyEntry, { lessonId: number; entry: number } & SeenSense>(notProvided),
    deleteWord: fromPromise<void, { id: number }>(notProvided),
  },
  guards: {
    'is signed in': ({ context }) => context.signedIn,
    'is new to the dictionary': ({ context, event }) => {
      assertEvent(event, 'vocabulary.add');
      return (
        !context.entries.some((e) => e.entry === event.entry) &&
        !context.queue.some((q) => q.op === 'add' && q.entry === event.entry)
      );
    },
    'has work queued': ({ context }) => context.queue.length > 0,
    'the queued word is already saved': ({ context }) => {
      const op = context.queue[0];
      return op?.op === 'add' && context.entries.some((e) => e.entry === op.entry);
    },
    'the next operation adds': ({ context }) => context.queue[0]?.op === 'add',
    /** A second click on a row already going (or gone) is ignored. */
    'is in the list': ({ context, event }) => {
      assertEvent(event, 'vocabulary.delete');
      return context.entries.some((e) => e.id === event.id);
    },
  },
  actions: {
    'ask to sign in': emit({ type: 'signin.needed' as const }),
    'keep the list': assign((_, { entries }: { entries: VocabularyEntry[] }) => ({ entries })),
    'note the failure': assign({ failed: true }),
    enqueue: assign({
      queue: ({ context, event }) => {
        assertEvent(event, ['vocabulary.add', 'vocabulary.delete']);
        if (event.type === 'vocabulary.delete')
          return [...context.queue, { op: 'delete' as const, id: event.id }];
        const { entry, text, form, sense, sentence } = event;
        return [...context.queue, { op: 'add' as const, entry, text, form, sense, sentence }];
      },
    }),
    'remove entry': assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'vocabulary.delete');
        return context.entries.filter((e) => e.id !== event.id);
      },
    }),
    // Only a word that was not in the list yet counts (+1 and the sound).
    'keep the saved word': assign(({ context }, { entry }: { entry: VocabularyEntry }) =>
      context.entries.some((e) => e.id === entry.id)
        ? {}
        : { entries: [...context.entries, entry], added: context.added + 1 },
    ),
    'play added sound': () => {},
    'announce the added word': emit((_, { entry }: { entry: VocabularyEntry }) => ({
      type: 'word.added' as const,
      entry,
    })),
    'hide the deleted word': assign({
      entries: ({ context }) => context.entries.filter((e) => e.id !== queuedDelete(context).id),
    }),
    'drop the done operation': assign({ queue: ({ context }) => context.queue.slice(1) }),
    // Rows deleted meanwhile (still queued) stay hidden.
    'keep the reloaded list': assign({
      entries: ({ context }, { entries }: { entries: VocabularyEntry[] }) =>
        entries.filter((e) => !context.queue.some((q) => q.op === 'delete' && q.id === e.id)),
    }),
  },
});
