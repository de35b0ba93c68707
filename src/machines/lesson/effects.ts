import { fromPromise } from 'xstate';
import { api as defaultApi, type ApiClient } from '../../services/api.ts';
import {
  deleteVocabularyWord,
  loadLesson,
  loadVocabulary,
  recordLessonStep,
  saveVocabularyWord,
} from '../../services/lesson.ts';
import { playAddedSound } from '../../services/sound.ts';
import { storage } from '../../services/storage.ts';
import { translationService, type TranslationService } from '../../services/translation.ts';
import { dialogueMachine } from '../dialogue/machine.ts';
import { lessonVocabularyMachine } from '../lesson-vocabulary/machine.ts';
import { testRunMachine } from '../test-run/machine.ts';
import { wordLookupMachine } from '../word-lookup/machine.ts';
import { lessonMachine } from './machine.ts';
import { lessonProgressMachine } from './progress.ts';
import { videoMachine } from './video.ts';

export interface LessonDeps {
  /** 'Failed to fetch video lesson with id {id}.' and /404. */
  reportLoadFailure: (lessonId: number) => void;
  /** The app's stats (PRO badge, counters) are read again after a recorded step. */
  refreshStats: () => void;
  navigate: (to: string) => void;
  api?: ApiClient;
  translations?: TranslationService;
  /** The test run and the dialogue with their effects (createMachineImplementations(deps).testRun / .dialogue). */
  testRun: typeof testRunMachine;
  dialogue: typeof dialogueMachine;
}

/** The saved player speed (`videoSpeed`), the lesson actor's input. */
export const savedVideoSpeed = () => storage.videoSpeed();

/**
 * The lesson actor with every effect of the lesson page (SPEC §7), children included: each effect a
 * fromPromise over a service call that passes the actor's AbortSignal on.
 */
export function createLessonLogic(deps: LessonDeps) {
  const api = deps.api ?? defaultApi;
  const translations = deps.translations ?? translationService;
  const loadLessonEffect = fromPromise(
    ({ input, signal }: { input: { lessonId: number }; signal: AbortSignal }) =>
      loadLesson(api, input.lessonId, signal),
  );
  return lessonMachine.provide({
    actors: {
      loadLesson: loadLessonEffect,
      progress: lessonProgressMachine.provide({
        actors: {
          loadLesson: loadLessonEffect,
          recordStep: fromPromise(({ input, signal }) =>
            recordLessonStep(api, input.lessonId, input.step, signal),
          ),
        },
        actions: { 'refresh learner stats': () => deps.refreshStats() },
      }),
      video: videoMachine.provide({
        actions: { 'save speed': (_, { speed }) => storage.setVideoSpeed(speed) },
      }),
      wordLookup: wordLookupMachine.provide({
        actors: { translate: fromPromise(({ input }) => translations.translate(input)) },
      }),
      vocabulary: lessonVocabularyMachine.provide({
        actors: {
          loadVocabulary: fromPromise(({ input, signal }) => loadVocabulary(api, input.lessonId, signal)),
          saveWord: fromPromise(({ input, signal }) => saveVocabularyWord(api, input, signal)),
          deleteWord: fromPromise(({ input, signal }) => deleteVocabularyWord(api, input.id, signal)),
        },
        actions: { 'play added sound': () => playAddedSound() },
      }),
      testRun: deps.testRun,
      dialogue: deps.dialogue,
    },
    actions: { 'report load failure': (_, { lessonId }) => deps.reportLoadFailure(lessonId) },
  });
}
