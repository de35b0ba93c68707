import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { LessonDetail, LessonProgressFields, LessonStep } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

export type LessonProgressEvent =
  | { type: 'step.completed'; step: LessonStep }
  /** Read the progress again without recording a step. */
  | { type: 'progress.refresh' };

export type LessonProgressEmitted = { type: 'progress.updated'; fields: LessonProgressFields };

/**
 * A lesson's progress, recorded one way (issue 14): the lesson actor sends `step.completed` when
 * the learner has watched the video, saved a first word, finished a test or completed a dialogue;
 * each step is posted in turn (`recordStep`, failures only logged), then the learner's fields of the
 * lesson are read again (`loadLesson`) and emitted as `progress.updated`, and the app's stats are
 * refreshed. A visitor who is not signed in has no progress: their steps are ignored.
 */
export const lessonProgressMachine = setup({
  types: {
    context: {} as { lessonId: number; signedIn: boolean; queue: LessonStep[] },
    events: {} as LessonProgressEvent,
    input: {} as { lessonId: number; signedIn: boolean },
    emitted: {} as LessonProgressEmitted,
  },
  actors: {
    /** POST /api/v1/videoLesson/{id}/progress/: true when the server recorded the step. */
    recordStep: fromPromise<boolean, { lessonId: number; step: LessonStep }>(notProvided),
    /** GET /api/v1/videoLesson/{id}/ (only the learner's fields are used). */
    loadLesson: fromPromise<LessonDetail, { lessonId: number }>(notProvided),
  },
  actions: {
    'refresh learner stats': () => {},
    'queue the step': assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'step.completed');
        return [...context.queue, event.step];
      },
    }),
    'drop the recorded step': assign({ queue: ({ context }) => context.queue.slice(1) }),
    'announce the progress': emit((_, { lesson }: { lesson: LessonDetail }) => ({
      type: 'progress.updated' as const,
      fields: {
        progress_percentage: lesson.progress_percentage,
        is_started: lesson.is_started,
        is_completed: lesson.is_completed,
        vocabulary_count: lesson.vocabulary_count,
      },
    })),
  },
  guards: {
    'is a new step of a learner': ({ context, event }) => {
      assertEvent(event, 'step.completed');
      return context.signedIn && !context.queue.includes(event.step);
    },
    'has steps to record': ({ context }) => context.queue.length > 0,
    'was recorded': (_, { recorded }: { recorded: boolean }) => recorded,
  },
}).createMachine({
  id: 'lessonProgress',
  context: ({ input }) => ({ ...input, queue: [] }),
  on: { 'step.completed': { guard: 'is a new step of a learner', actions: 'queue the step' } },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'has steps to record', target: 'recording' },
      on: { 'progress.refresh': 'refreshing' },
    },
    recording: {
      tags: ['busy'],
      invoke: {
        id: 'recordStep',
        src: 'recordStep',
        input: ({ context }) => ({ lessonId: context.lessonId, step: context.queue[0]! }),
        onDone: [
          {
            guard: { type: 'was recorded', params: ({ event }) => ({ recorded: event.output }) },
            target: 'refreshing',
            actions: 'drop the recorded step',
          },
          { target: 'idle', actions: 'drop the recorded step' },
        ],
        onError: { target: 'idle', actions: 'drop the recorded step' },
      },
    },
    /** The rest of the lesson stays as it is, so no mode restarts. */
    refreshing: {
      tags: ['busy'],
      on: { 'progress.refresh': { target: 'refreshing', reenter: true } },
      invoke: {
        id: 'refreshLesson',
        src: 'loadLesson',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'announce the progress', params: ({ event }) => ({ lesson: event.output }) },
            'refresh learner stats',
          ],
        },
        onError: 'idle',
      },
    },
  },
});
