import { modeStates } from './modes.ts';
import { stepStates } from './steps.ts';
import { lessonSetup } from './setup.ts';
import { isLessonMode } from './types.ts';

/**
 * The lesson page (SPEC §2 Lesson page, §4 Lesson modes, issue 14): loads the lesson, then shows
 * exactly one of the four modes, each a child actor spawned when its mode opens and stopped when it
 * closes (modes.ts). The children's news comes back through links (link.ts) and is acted on here:
 * a translated word goes into the dictionary (or asks an anonymous visitor to sign in), and a
 * completed step — video watched, first word saved, test finished, dialogue completed — goes to the
 * progress child (progress.ts), which records it and reads the progress again. The mode also lives
 * in the URL, so the page sends `mode.select` when the URL changes. A lesson that cannot be loaded
 * ends in `failed`, whose entry reports 'Failed to fetch video lesson with id {id}.' (→ /404).
 */
export const lessonMachine = lessonSetup.createMachine({
  id: 'lesson',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    signedIn: input.signedIn,
    language: input.language,
    videoSpeed: input.videoSpeed,
    lesson: null,
    mode: isLessonMode(input.mode) ? input.mode : 'video',
    lemmas: {},
    progress: null,
    video: null,
    wordLookup: null,
    vocabulary: null,
    testRun: null,
    dialogue: null,
  }),
  initial: 'loading',
  on: {
    'mode.select': { guard: 'is a lesson mode', actions: 'select mode' },
    'language.change': [
      { guard: 'words are open', actions: ['change language', 'tell the word lookup'] },
      { actions: 'change language' },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadLesson',
        src: 'loadLesson',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'ready',
          actions: { type: 'keep the lesson', params: ({ event }) => ({ lesson: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    ready: {
      entry: 'start the progress',
      invoke: {
        src: 'forwardEmitted',
        input: ({ context }) => ({ links: [{ from: context.progress, forward: ['progress.updated'] }] }),
      },
      on: {
        'progress.updated': { actions: 'take the progress' },
        'progress.refresh': { actions: 'read the progress again' },
        'word.translated': { guard: 'is a dictionary word', actions: 'save the word' },
        'signin.needed': { guard: 'words are open', actions: 'ask to sign in' },
      },
      type: 'parallel',
      states: {
        mode: {
          on: {
            'mode.select': { guard: 'is another lesson mode', target: '.choosing', actions: 'select mode' },
          },
          initial: 'choosing',
          states: modeStates,
        },
        steps: stepStates,
      },
    },
    failed: {
      type: 'final',
      entry: { type: 'report load failure', params: ({ context }) => ({ lessonId: context.lessonId }) },
    },
  },
});
