import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  CategoryOption,
  ImportForm,
  LessonsContext,
  LessonsEvent,
  StaffLessonSummary,
} from './types.ts';

export { lessonMachine } from './lesson-machine.ts';
export type {
  ImportAnswer,
  ImportForm,
  ImportProblem,
  LessonEvent,
  LessonsEvent,
  SaveMessage,
  SaveReason,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** The server refused an import and said why (its message is shown as it is). */
export class ImportRefused extends Error {
  override name = 'ImportRefused';
}

/**
 * /staff/lessons: the imported lessons and the categories to import under (loaded once), and the
 * import: a complete form is uploaded; success opens the new draft, failure says why. One lesson's
 * page is the machine in lesson-machine.ts.
 */
export const lessonsMachine = setup({
  types: {
    context: {} as LessonsContext,
    events: {} as LessonsEvent,
  },
  actors: {
    loadLessons: fromPromise<StaffLessonSummary[]>(notProvided),
    loadCategories: fromPromise<CategoryOption[]>(notProvided),
    importLesson: fromPromise<number, ImportForm>(notProvided),
  },
  actions: {
    /** Opens the imported draft's page. */
    openLesson: (_, _params: { id: number }) => {},
    'keep the lessons': assign((_, { lessons }: { lessons: StaffLessonSummary[] }) => ({ lessons })),
    'show no lessons': assign({ lessons: [] }),
    'keep the categories': assign((_, { categories }: { categories: CategoryOption[] }) => ({ categories })),
    'forget the problem': assign({ problem: null }),
    'say the form is incomplete': assign({ problem: { kind: 'incomplete' } }),
    'say why the import failed': assign({
      problem: (_, { error }: { error: unknown }) =>
        error instanceof ImportRefused
          ? { kind: 'server' as const, message: error.message }
          : { kind: 'failed' as const },
    }),
  },
  guards: {
    'the form is complete': ({ event }) => {
      assertEvent(event, 'import.submit');
      const f = event.form;
      return Boolean(f.video && f.subtitles && f.title.trim() && f.level && f.category);
    },
  },
}).createMachine({
  id: 'staffLessons',
  context: { lessons: null, categories: [], problem: null },
  invoke: [
    {
      src: 'loadLessons',
      onDone: { actions: { type: 'keep the lessons', params: ({ event }) => ({ lessons: event.output }) } },
      onError: { actions: 'show no lessons' },
    },
    {
      src: 'loadCategories',
      onDone: {
        actions: { type: 'keep the categories', params: ({ event }) => ({ categories: event.output }) },
      },
    },
  ],
  initial: 'idle',
  states: {
    idle: {
      on: {
        'import.submit': [
          { guard: 'the form is complete', target: 'importing', actions: 'forget the problem' },
          { actions: 'say the form is incomplete' },
        ],
      },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        src: 'importLesson',
        input: ({ event }) => {
          assertEvent(event, 'import.submit');
          return event.form;
        },
        onDone: {
          target: 'idle',
          actions: { type: 'openLesson', params: ({ event }) => ({ id: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'say why the import failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
