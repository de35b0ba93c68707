import { lessonSetup } from './setup.ts';

/**
 * The four modes of the lesson page (SPEC §4): each opens its child actors on entry, links their
 * emitted news back to the lesson actor, and stops them on exit — as the mode's panel did when it
 * mounted and unmounted, so a mode opened again starts afresh (the dialogue saves on the way out).
 */
export const modeStates = {
  choosing: {
    always: [
      { guard: { type: 'mode is', params: { mode: 'words' } }, target: 'words' },
      { guard: { type: 'mode is', params: { mode: 'test' } }, target: 'test' },
      { guard: { type: 'mode is', params: { mode: 'dialogue' } }, target: 'dialogue' },
      { target: 'video' },
    ],
  },
  video: lessonSetup.createStateConfig({
    entry: 'open the video',
    exit: ['keep the speed', 'stop the video', 'forget the video'],
    invoke: {
      src: 'forwardEmitted',
      input: ({ context }) => ({ links: [{ from: context.video, forward: ['video.watched'] }] }),
    },
  }),
  words: lessonSetup.createStateConfig({
    entry: 'open the words',
    exit: ['keep the lemmas', 'stop the word lookup', 'stop the vocabulary', 'forget the words'],
    invoke: {
      src: 'forwardEmitted',
      input: ({ context }) => ({
        links: [
          { from: context.wordLookup, forward: ['word.translated'] },
          { from: context.vocabulary, forward: ['word.added', 'signin.needed'] },
        ],
      }),
    },
  }),
  /** Only a learner has attempts: a visitor is asked to sign in and no test run starts. */
  test: lessonSetup.createStateConfig({
    initial: 'choosing',
    states: {
      choosing: { always: [{ guard: 'is signed in', target: 'running' }, { target: 'signInNeeded' }] },
      signInNeeded: {},
      running: {
        entry: 'open the test',
        exit: ['stop the test', 'forget the test'],
        invoke: {
          src: 'forwardEmitted',
          input: ({ context }) => ({
            links: [{ from: context.testRun, forward: ['test.finished'], done: 'test.finished' }],
          }),
        },
      },
    },
  }),
  dialogue: lessonSetup.createStateConfig({
    entry: 'open the dialogue',
    exit: ['save the dialogue', 'stop the dialogue', 'forget the dialogue'],
    invoke: {
      src: 'forwardEmitted',
      input: ({ context }) => ({
        links: [{ from: context.dialogue, forward: ['dialogue.completed'], done: 'dialogue.completed' }],
      }),
    },
  }),
} as const;
