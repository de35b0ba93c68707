import { assign, fromPromise, raise, setup } from 'xstate';
import {
  isLessonMode,
  type LessonDetail,
  type LessonModesContext,
  type LessonModesEvent,
  type LessonMode,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * The lesson page (SPEC §2 Lesson page, §4 Lesson modes): loads the lesson, then shows exactly one
 * of the four modes. The mode also lives in the URL, so the page sends `mode.select` when the URL
 * changes (reload and Back work). A lesson that cannot be loaded ends in `failed`, whose entry
 * action reports 'Failed to fetch video lesson with id {id}.' and leaves for /404.
 */
export const lessonModesMachine = setup({
  types: {
    context: {} as LessonModesContext,
    events: {} as LessonModesEvent,
    input: {} as { lessonId: number; mode?: LessonMode | undefined },
  },
  actors: {
    /** GET /api/v1/videoLesson/{id}/ */
    loadLesson: fromPromise<LessonDetail, { lessonId: number }>(notProvided),
  },
  actions: {
    'report load failure': (_, _params: { lessonId: number }) => {},
    'select mode': assign({ mode: ({ event }) => (event.type === 'mode.select' ? event.mode : 'video') }),
  },
  guards: {
    /** The mode comes from the URL: anything but the four modes is ignored. */
    'is a lesson mode': ({ event }) => event.type === 'mode.select' && isLessonMode(event.mode),
  },
}).createMachine({
  id: 'lessonModes',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    lesson: null,
    mode: isLessonMode(input.mode) ? input.mode : 'video',
    wordStepCounted: false,
  }),
  initial: 'loading',
  on: { 'mode.select': { guard: 'is a lesson mode', actions: 'select mode' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadLesson',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'ready', actions: assign({ lesson: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    ready: {
      on: {
        'lesson.patch': {
          actions: assign({
            lesson: ({ context, event }) => (context.lesson ? { ...context.lesson, ...event.patch } : null),
          }),
        },
        // Every saved word marks the 'words' step on the server, but only the first can change the
        // progress: one progress read a page, not one a click (each read queued the next lookup).
        'word.saved': {
          guard: ({ context }) => !context.wordStepCounted,
          actions: [assign({ wordStepCounted: true }), raise({ type: 'progress.refresh' })],
        },
      },
      initial: 'idle',
      states: {
        idle: { on: { 'progress.refresh': 'refreshing' } },
        /**
         * A step was recorded (video watched, word saved, test or dialogue finished): the learner's
         * fields are read again; the rest of the lesson stays as it is, so no mode restarts.
         */
        refreshing: {
          on: { 'progress.refresh': { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refreshLesson',
            src: 'loadLesson',
            input: ({ context }) => ({ lessonId: context.lessonId }),
            onDone: {
              target: 'idle',
              actions: assign({
                lesson: ({ context, event }) =>
                  context.lesson && {
                    ...context.lesson,
                    progress_percentage: event.output.progress_percentage,
                    is_started: event.output.is_started,
                    is_completed: event.output.is_completed,
                    vocabulary_count: event.output.vocabulary_count,
                  },
              }),
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
    failed: {
      type: 'final',
      entry: { type: 'report load failure', params: ({ context }) => ({ lessonId: context.lessonId }) },
    },
  },
});
