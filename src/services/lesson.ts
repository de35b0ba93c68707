import { fromPromise } from 'xstate';
import { api as defaultApi, type ApiClient } from './api.ts';
import type { SaveWordBody } from '../api-contract/language.ts';
import { storage } from './storage.ts';
import { lessonModesMachine } from '../machines/lesson-modes/machine.ts';
import type { LessonDetail } from '../machines/lesson-modes/types.ts';
import { lessonVocabularyMachine, type VocabularyEntry } from '../machines/lesson-vocabulary/machine.ts';
import { videoSettingsMachine } from '../machines/video-settings/machine.ts';
import { wordLookupMachine } from '../machines/word-lookup/machine.ts';
import { translationService as defaultTranslations, type TranslationService } from './translation.ts';
import { playAddedSound } from './sound.ts';
import { catalogueService, readAll } from './catalogue.ts';

/** Lesson page effects (SPEC §7) over the API client, injected into the lesson machines in one place. */

/** The lesson, with its category's names for the header (categories are a small list). */
export async function loadLesson(
  api: ApiClient,
  lessonId: number,
  signal?: AbortSignal,
): Promise<LessonDetail> {
  const [res, categories] = await Promise.all([
    api.get<LessonDetail>(`v1/videoLesson/${lessonId}/`, signal),
    catalogueService.loadCategories(signal).catch(() => []),
  ]);
  if (res.status !== 200 || !res.body) throw new Error(`Failed to fetch video lesson with id ${lessonId}.`);
  const category = categories.find((c) => c.id === res.body!.video.category);
  return { ...res.body, category_names: category ? { en: category.name, ...category.names } : null };
}

export function loadVocabulary(
  api: ApiClient,
  lessonId: number,
  signal?: AbortSignal,
): Promise<VocabularyEntry[]> {
  return readAll<VocabularyEntry>(api, `v1/student-vocabulary/?video=${lessonId}`, signal);
}

/**
 * Records a lesson step (video, words, test, dialogue); failures are logged, never shown.
 * Resolves true when the server recorded it.
 */
export async function recordLessonStep(
  api: ApiClient,
  lessonId: number,
  step: 'video' | 'words' | 'test' | 'dialogue',
): Promise<boolean> {
  try {
    const res = await api.request('POST', `v1/videoLesson/${lessonId}/progress/`, { json: { step } });
    return res.status === 200;
  } catch (error) {
    console.warn('Failed to record lesson progress', error);
    return false;
  }
}

export function createLessonModesLogic(deps: { onLoadFailure: (lessonId: number) => void; api?: ApiClient }) {
  const api = deps.api ?? defaultApi;
  return lessonModesMachine.provide({
    actors: { loadLesson: fromPromise(({ input, signal }) => loadLesson(api, input.lessonId, signal)) },
    actions: { 'report load failure': (_, { lessonId }) => deps.onLoadFailure(lessonId) },
  });
}

export function createVideoSettingsLogic() {
  return videoSettingsMachine.provide({
    actions: { 'save speed': (_, { speed }) => storage.setVideoSpeed(speed) },
  });
}

export function createWordLookupLogic(translations: TranslationService = defaultTranslations) {
  return wordLookupMachine.provide({
    actors: { translate: fromPromise(({ input }) => translations.translate(input)) },
  });
}

export function createLessonVocabularyLogic(api: ApiClient = defaultApi) {
  return lessonVocabularyMachine.provide({
    actors: {
      loadVocabulary: fromPromise(({ input, signal }) => loadVocabulary(api, input.lessonId, signal)),
      saveWord: fromPromise(async ({ input, signal }) => {
        const res = await api.request<VocabularyEntry>('POST', 'v1/student-vocabulary/', {
          json: {
            entry: input.entry,
            video: input.lessonId,
            ...(input.form ? { form: input.form.slice(0, 100) } : {}),
            ...(input.sense ? { sense: input.sense.slice(0, 500) } : {}),
            ...(input.sentence ? { sentence: input.sentence.slice(0, 2000) } : {}),
          } satisfies SaveWordBody,
          signal,
        });
        if ((res.status !== 200 && res.status !== 201) || !res.body)
          throw new Error(`save answered ${res.status}`);
        return res.body;
      }),
      deleteWord: fromPromise(async ({ input, signal }) => {
        const res = await api.request('DELETE', `v1/student-vocabulary/${input.id}/`, { signal });
        if (res.status !== 204 && res.status !== 404) throw new Error(`delete answered ${res.status}`);
      }),
    },
    actions: { 'play added sound': () => playAddedSound() },
  });
}
