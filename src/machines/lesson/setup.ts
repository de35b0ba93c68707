import { assertEvent, assign, fromPromise, sendTo, setup, stopChild } from 'xstate';
import { dialogueMachine } from '../dialogue/machine.ts';
import { lessonVocabularyMachine } from '../lesson-vocabulary/machine.ts';
import { testRunMachine } from '../test-run/machine.ts';
import { wordLookupMachine } from '../word-lookup/machine.ts';
import { forwardEmitted } from './link.ts';
import { lessonProgressMachine } from './progress.ts';
import {
  isLessonMode,
  type LessonContext,
  type LessonDetail,
  type LessonEvent,
  type LessonMode,
  type LessonInput,
  type LessonStep,
} from './types.ts';
import { videoMachine } from './video.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** The lesson actor's effects, children, actions and guards (its states are in machine.ts and modes.ts). */
export const lessonSetup = setup({
  types: {
    context: {} as LessonContext,
    events: {} as LessonEvent,
    input: {} as LessonInput,
  },
  actors: {
    /** GET /api/v1/videoLesson/{id}/ */
    loadLesson: fromPromise<LessonDetail, { lessonId: number }>(notProvided),
    progress: lessonProgressMachine,
    video: videoMachine,
    wordLookup: wordLookupMachine,
    vocabulary: lessonVocabularyMachine,
    testRun: testRunMachine,
    dialogue: dialogueMachine,
    forwardEmitted,
  },
  actions: {
    'report load failure': (_, _params: { lessonId: number }) => {},
    'select mode': assign({
      mode: ({ event }) => {
        assertEvent(event, 'mode.select');
        return event.mode;
      },
    }),
    'keep the lesson': assign((_, { lesson }: { lesson: LessonDetail }) => ({ lesson })),
    'start the progress': assign({
      progress: ({ context, spawn }) =>
        spawn('progress', {
          id: 'progress',
          input: { lessonId: context.lessonId, signedIn: context.signedIn },
        }),
    }),
    'take the progress': assign({
      lesson: ({ context, event }) => {
        assertEvent(event, 'progress.updated');
        return context.lesson && { ...context.lesson, ...event.fields };
      },
    }),
    'read the progress again': sendTo(({ context }) => context.progress!, { type: 'progress.refresh' }),
    'count the step': sendTo(
      ({ context }) => context.progress!,
      (_, { step }: { step: LessonStep }) => ({ type: 'step.completed' as const, step }),
    ),
    'save the word': sendTo(
      ({ context }) => context.vocabulary!,
      ({ event }) => {
        assertEvent(event, 'word.translated');
        const { result } = event;
        return {
          type: 'vocabulary.add' as const,
          entry: result.id!,
          text: result.lemma ?? result.text,
          form: result.text,
          sense: result.translation,
          sentence: result.usage_example,
        };
      },
    ),
    'open the video': assign({
      video: ({ context, spawn }) =>
        spawn('video', {
          id: 'video',
          input: { speed: context.videoSpeed, cues: context.lesson?.cues ?? [] },
        }),
    }),
    // The speed chosen in this visit is the one the next visit of Watch Video starts with.
    'keep the speed': assign({
      videoSpeed: ({ context }) => context.video?.getSnapshot().context?.speed ?? context.videoSpeed,
    }),
    'stop the video': stopChild(({ context }) => context.video!),
    'forget the video': assign({ video: null }),
    'open the words': assign({
      wordLookup: ({ context, spawn }) =>
        spawn('wordLookup', {
          id: 'wordLookup',
          input: { lessonId: context.lessonId, language: context.language, lemmas: context.lemmas },
        }),
      vocabulary: ({ context, spawn }) =>
        spawn('vocabulary', {
          id: 'vocabulary',
          input: { lessonId: context.lessonId, signedIn: context.signedIn },
        }),
    }),
    // The lemmas learned from look-ups still mark saved words the next time Study Words opens.
    'keep the lemmas': assign({
      lemmas: ({ context }) => context.wordLookup?.getSnapshot().context?.lemmas ?? context.lemmas,
    }),
    'stop the word lookup': stopChild(({ context }) => context.wordLookup!),
    'stop the vocabulary': stopChild(({ context }) => context.vocabulary!),
    'forget the words': assign({ wordLookup: null, vocabulary: null }),
    'open the test': assign({
      testRun: ({ context, spawn }) =>
        spawn('testRun', { id: 'testRun', input: { lessonId: context.lessonId } }),
    }),
    'stop the test': stopChild(({ context }) => context.testRun!),
    'forget the test': assign({ testRun: null }),
    'open the dialogue': assign({
      dialogue: ({ context, spawn }) =>
        spawn('dialogue', {
          id: 'dialogue',
          input: {
            lessonId: context.lessonId,
            lessonName: context.lesson?.video.name ?? '',
            targetWords: context.lesson?.target_words ?? [],
            now: Date.now(),
          },
        }),
    }),
    // Leaving Practice Dialogues saves the session on the way out, as leaving the page does.
    'save the dialogue': sendTo(({ context }) => context.dialogue!, { type: 'page.exit' as const }),
    'stop the dialogue': stopChild(({ context }) => context.dialogue!),
    'forget the dialogue': assign({ dialogue: null }),
    'ask to sign in': sendTo(({ context }) => context.wordLookup!, { type: 'signin.needed' as const }),
    'change language': assign({
      language: ({ event }) => {
        assertEvent(event, 'language.change');
        return event.language;
      },
    }),
    'tell the word lookup': sendTo(
      ({ context }) => context.wordLookup!,
      ({ event }) => {
        assertEvent(event, 'language.change');
        return event;
      },
    ),
  },
  guards: {
    'is a lesson mode': ({ event }) => {
      assertEvent(event, 'mode.select');
      return isLessonMode(event.mode);
    },
    'is another lesson mode': ({ context, event }) => {
      assertEvent(event, 'mode.select');
      return isLessonMode(event.mode) && event.mode !== context.mode;
    },
    'mode is': ({ context }, { mode }: { mode: LessonMode }) => context.mode === mode,
    'is signed in': ({ context }) => context.signedIn,
    'is a dictionary word': ({ context, event }) => {
      assertEvent(event, 'word.translated');
      return event.result.id !== null && context.vocabulary !== null;
    },
    'words are open': ({ context }) => context.wordLookup !== null,
    'dialogue was completed': ({ event }) => {
      assertEvent(event, 'dialogue.completed');
      return event.output?.completed !== false;
    },
  },
});
