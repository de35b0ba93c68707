import { fromPromise } from 'xstate';
import { ImportRefused } from './machine.ts';
import type {
  CategoryOption,
  ImportAnswer,
  ImportForm,
  LessonChanges,
  SaveAnswer,
  StaffLesson,
  StaffLessonSummary,
} from './types.ts';
import type { StaffScene, StaffSceneBody } from '../../api-contract/staff.ts';
import type { SceneSaveAnswer } from './scene-machine.ts';

/** What the staff lesson machines need of the API (src/services/staff.ts has it). */
export interface StaffLessonsService {
  list(signal?: AbortSignal): Promise<StaffLessonSummary[] | null>;
  categories(signal?: AbortSignal): Promise<CategoryOption[]>;
  get(id: number, signal?: AbortSignal): Promise<StaffLesson | null>;
  save(id: number, changes: LessonChanges, signal?: AbortSignal): Promise<SaveAnswer>;
  importLesson(form: FormData, signal?: AbortSignal): Promise<ImportAnswer>;
  scene(id: number, signal?: AbortSignal): Promise<StaffScene | null>;
  saveScene(id: number, body: StaffSceneBody, signal?: AbortSignal): Promise<SceneSaveAnswer>;
}

/** The staff lesson effects as `fromPromise` logic, each passing the actor's signal on. */
export function staffLessonsEffects(service: StaffLessonsService) {
  return {
    loadLessons: fromPromise<StaffLessonSummary[]>(async ({ signal }) => (await service.list(signal)) ?? []),
    loadCategories: fromPromise<CategoryOption[]>(({ signal }) => service.categories(signal)),
    importLesson: fromPromise<number, ImportForm>(async ({ input, signal }) => {
      const form = new FormData();
      form.set('title', input.title.trim());
      form.set('level', input.level ?? '');
      form.set('category', input.category ?? '');
      form.set('video', input.video!);
      form.set('subtitles', input.subtitles!);
      const answer = await service.importLesson(form, signal);
      if (answer.ok) return answer.id;
      if (answer.message) throw new ImportRefused(answer.message);
      throw new Error('import failed');
    }),
    loadLesson: fromPromise<StaffLesson, number>(async ({ input, signal }) => {
      const lesson = await service.get(input, signal);
      if (!lesson) throw new Error(`lesson ${input} not found`);
      return lesson;
    }),
    saveLesson: fromPromise<SaveAnswer, { id: number; changes: LessonChanges }>(({ input, signal }) =>
      service.save(input.id, input.changes, signal),
    ),
    loadScene: fromPromise<StaffScene, number>(async ({ input, signal }) => {
      const scene = await service.scene(input, signal);
      if (!scene) throw new Error(`the scene of lesson ${input} could not be loaded`);
      return scene;
    }),
    saveScene: fromPromise<SceneSaveAnswer, { id: number; body: StaffSceneBody }>(({ input, signal }) =>
      service.saveScene(input.id, input.body, signal),
    ),
  };
}
