import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LessonChanges, LessonContext, LessonEvent, SaveAnswer, StaffLesson } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** /staff/lessons/$id: one lesson for review; saves (edits, publish, unpublish) one at a time. */
export const lessonMachine = setup({
  types: {
    context: {} as LessonContext,
    input: {} as { id: number },
    events: {} as LessonEvent,
  },
  actors: {
    loadLesson: fromPromise<StaffLesson, number>(notProvided),
    saveLesson: fromPromise<SaveAnswer, { id: number; changes: LessonChanges }>(notProvided),
  },
  actions: {
    'keep the lesson': assign((_, { lesson }: { lesson: StaffLesson }) => ({ lesson })),
    'start the save': assign({
      message: null,
      saving: ({ event }) => {
        assertEvent(event, 'lesson.save');
        return event.reason;
      },
    }),
    'show the saved lesson': assign(({ context }, answer: SaveAnswer) =>
      answer.ok
        ? {
            lesson: answer.lesson,
            version: context.version + 1,
            message: { ok: true as const, reason: context.saving! },
            saving: null,
          }
        : { message: { ok: false as const, text: answer.message }, saving: null },
    ),
    'say the save failed': assign({ message: { ok: false, text: null }, saving: null }),
  },
}).createMachine({
  id: 'staffLesson',
  context: ({ input }) => ({ id: input.id, lesson: null, version: 0, message: null, saving: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadLesson',
        input: ({ context }) => context.id,
        onDone: {
          target: 'ready',
          actions: { type: 'keep the lesson', params: ({ event }) => ({ lesson: event.output }) },
        },
        onError: 'missing',
      },
    },
    missing: {},
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'lesson.save': { target: 'saving', actions: 'start the save' } } },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveLesson',
            input: ({ context, event }) => {
              assertEvent(event, 'lesson.save');
              return { id: context.id, changes: event.changes };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'show the saved lesson', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: 'say the save failed' },
          },
        },
      },
    },
  },
});
