import { lessonSetup } from './setup.ts';

/**
 * The four progress steps as this page has seen them (open → counted), a region of the lesson
 * actor so its state — and a replay of it — shows which steps were completed and when. Each
 * completion goes to the progress child, which records it: the video once (the video machine
 * reports 90% once), a test or a dialogue at each finish, and only the first saved word (every
 * saved word marks the `words` step on the server, but only the first can change the progress).
 */
export const stepStates = lessonSetup.createStateConfig({
  type: 'parallel',
  states: {
    video: {
      initial: 'open',
      states: {
        open: {
          on: {
            'video.watched': {
              target: 'counted',
              actions: { type: 'count the step', params: { step: 'video' } },
            },
          },
        },
        counted: {},
      },
    },
    words: {
      initial: 'open',
      states: {
        open: {
          on: {
            'word.added': {
              target: 'counted',
              actions: { type: 'count the step', params: { step: 'words' } },
            },
          },
        },
        counted: {},
      },
    },
    test: {
      initial: 'open',
      on: {
        'test.finished': {
          target: '.counted',
          actions: { type: 'count the step', params: { step: 'test' } },
        },
      },
      states: { open: {}, counted: {} },
    },
    dialogue: {
      initial: 'open',
      on: {
        'dialogue.completed': {
          guard: 'dialogue was completed',
          target: '.counted',
          actions: { type: 'count the step', params: { step: 'dialogue' } },
        },
      },
      states: { open: {}, counted: {} },
    },
  },
});
