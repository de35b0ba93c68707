import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CategoryOption, LessonChanges, StaffLesson, StaffLessonSummary } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** The import form as the page sends it (issue 19: a video, its subtitles, title, level, category). */
export interface ImportForm {
  title: string;
  level: string | null;
  category: string | null;
  video: File | null;
  subtitles: File | null;
}

export type ImportAnswer = { ok: true; id: number } | { ok: false; message: string | null };

/** The server refused an import and said why (its message is shown as it is). */
export class ImportRefused extends Error {
  override name = 'ImportRefused';
}

/** Why an import did not start or failed: the form is incomplete, the server said why, or it failed. */
export type ImportProblem = { kind: 'incomplete' } | { kind: 'server'; message: string } | { kind: 'failed' };

export type LessonsEvent = { type: 'import.submit'; form: ImportForm };

/**
 * /staff/lessons: the imported lessons and the categories to import under (loaded once), and the
 * import: a complete form is uploaded; success opens the new draft, failure says why.
 */
export const lessonsMachine = setup({
  types: {
    context: {} as {
      lessons: StaffLessonSummary[] | null;
      categories: CategoryOption[];
      problem: ImportProblem | null;
    },
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
      onDone: { actions: assign({ lessons: ({ event }) => event.output }) },
      onError: { actions: assign({ lessons: [] }) },
    },
    { src: 'loadCategories', onDone: { actions: assign({ categories: ({ event }) => event.output }) } },
  ],
  initial: 'idle',
  states: {
    idle: {
      on: {
        'import.submit': [
          { guard: 'the form is complete', target: 'importing', actions: assign({ problem: null }) },
          { actions: assign({ problem: { kind: 'incomplete' } }) },
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
          actions: assign({
            problem: ({ event }) =>
              event.error instanceof ImportRefused
                ? { kind: 'server' as const, message: event.error.message }
                : { kind: 'failed' as const },
          }),
        },
      },
    },
  },
});

/** What a save was for: the message shown when it is done. */
export type SaveReason = 'saved' | 'publishedNow' | 'unpublishedNow';
export type LessonEvent = { type: 'lesson.save'; changes: LessonChanges; reason: SaveReason };
export type SaveMessage = { ok: true; reason: SaveReason } | { ok: false; text: string | null };

/** /staff/lessons/$id: one lesson for review; saves (edits, publish, unpublish) one at a time. */
export const lessonMachine = setup({
  types: {
    context: {} as {
      id: number;
      lesson: StaffLesson | null;
      /** Moves on every save: the page's edit form starts again from the saved lesson. */
      version: number;
      message: SaveMessage | null;
      saving: SaveReason | null;
    },
    input: {} as { id: number },
    events: {} as LessonEvent,
  },
  actors: {
    loadLesson: fromPromise<StaffLesson, number>(notProvided),
    saveLesson: fromPromise<
      { ok: true; lesson: StaffLesson } | { ok: false; message: string | null },
      { id: number; changes: LessonChanges }
    >(notProvided),
  },
}).createMachine({
  id: 'staffLesson',
  context: ({ input }) => ({ id: input.id, lesson: null, version: 0, message: null, saving: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadLesson',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ lesson: ({ event }) => event.output }) },
        onError: 'missing',
      },
    },
    missing: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'lesson.save': {
              target: 'saving',
              actions: assign({ message: null, saving: ({ event }) => event.reason }),
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveLesson',
            input: ({ context, event }) => {
              assertEvent(event, 'lesson.save');
              return { id: context.id, changes: event.changes };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) =>
                event.output.ok
                  ? {
                      lesson: event.output.lesson,
                      version: context.version + 1,
                      message: { ok: true as const, reason: context.saving! },
                      saving: null,
                    }
                  : { message: { ok: false as const, text: event.output.message }, saving: null },
              ),
            },
            onError: {
              target: 'idle',
              actions: assign({ message: { ok: false, text: null }, saving: null }),
            },
          },
        },
      },
    },
  },
});
