import type { ApiClient } from './api.ts';
import type { SaveWordBody } from '../api-contract/language.ts';
import type { LessonDetail } from '../machines/lesson/types.ts';
import type { VocabularyEntry } from '../machines/lesson-vocabulary/machine.ts';
import { catalogueService, readAll } from './catalogue.ts';

/** Lesson page calls (SPEC §7) over the API client; the lesson actor's effects (machines/lesson/effects.ts) use them. */

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
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const res = await api.request('POST', `v1/videoLesson/${lessonId}/progress/`, {
      json: { step },
      ...(signal ? { signal } : {}),
    });
    return res.status === 200;
  } catch (error) {
    console.warn('Failed to record lesson progress', error);
    return false;
  }
}

/** POST /api/v1/student-vocabulary/: the word, with the form, sense and sentence the learner saw. */
export async function saveVocabularyWord(
  api: ApiClient,
  input: { lessonId: number; entry: number; form?: string; sense?: string; sentence?: string },
  signal?: AbortSignal,
): Promise<VocabularyEntry> {
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
  if ((res.status !== 200 && res.status !== 201) || !res.body) throw new Error(`save answered ${res.status}`);
  return res.body;
}

/** DELETE /api/v1/student-vocabulary/{id}/ (already gone counts as deleted). */
export async function deleteVocabularyWord(api: ApiClient, id: number, signal?: AbortSignal): Promise<void> {
  const res = await api.request('DELETE', `v1/student-vocabulary/${id}/`, { signal });
  if (res.status !== 204 && res.status !== 404) throw new Error(`delete answered ${res.status}`);
}
