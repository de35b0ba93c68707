import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ImportRefused, lessonMachine, lessonsMachine, type ImportForm } from './machine.ts';
import type { LessonChanges, StaffLesson, StaffLessonSummary } from './types.ts';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const file = (name: string) => new File(['x'], name);
const FORM: ImportForm = {
  title: ' At the café ',
  level: 'A2',
  category: 'daily-life',
  video: file('a.mp4'),
  subtitles: file('a.vtt'),
};

function lessons(importLesson: (form: ImportForm) => Promise<number>) {
  const opened: number[] = [];
  const actor = createActor(
    lessonsMachine.provide({
      actors: {
        loadLessons: fromPromise(async (): Promise<StaffLessonSummary[]> => []),
        loadCategories: fromPromise(async () => [{ value: 'daily-life', label: 'Daily life' }]),
        importLesson: fromPromise(({ input }: { input: ImportForm }) => importLesson(input)),
      },
      actions: { openLesson: (_, { id }) => opened.push(id) },
    }),
  ).start();
  return { actor, opened };
}

describe('staff lessons machine', () => {
  it('an incomplete form is not sent', async () => {
    let sent = 0;
    const { actor } = lessons(async () => ++sent);
    await flush();
    actor.send({ type: 'import.submit', form: { ...FORM, subtitles: null } });
    actor.send({ type: 'import.submit', form: { ...FORM, title: '  ' } });
    expect(sent).toBe(0);
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'incomplete' });
  });

  it('a complete form is imported and the draft opened; a refusal is shown as the server said it', async () => {
    const ok = lessons(async () => 42);
    await flush();
    ok.actor.send({ type: 'import.submit', form: FORM });
    expect(ok.actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(ok.opened).toEqual([42]);
    expect(ok.actor.getSnapshot().context.problem).toBeNull();

    const refused = lessons(async () =>
      Promise.reject(new ImportRefused('Line 3: the cue ends before it starts.')),
    );
    refused.actor.send({ type: 'import.submit', form: FORM });
    await flush();
    expect(refused.actor.getSnapshot().context.problem).toEqual({
      kind: 'server',
      message: 'Line 3: the cue ends before it starts.',
    });
    const failed = lessons(async () => Promise.reject(new TypeError('network')));
    failed.actor.send({ type: 'import.submit', form: FORM });
    await flush();
    expect(failed.actor.getSnapshot().context.problem).toEqual({ kind: 'failed' });
    expect(failed.opened).toEqual([]);
  });
});

describe('staff lesson machine', () => {
  const lesson = { id: 5, name: 'At the café', published: false } as StaffLesson;

  it('saves one change at a time and says what was done; the form version moves on a save', async () => {
    const saves: LessonChanges[] = [];
    const actor = createActor(
      lessonMachine.provide({
        actors: {
          loadLesson: fromPromise(async () => lesson),
          saveLesson: fromPromise(
            async ({
              input,
            }: {
              input: { id: number; changes: LessonChanges };
            }): Promise<{ ok: true; lesson: StaffLesson } | { ok: false; message: string | null }> => {
              saves.push(input.changes);
              if (input.changes.name === '')
                return { ok: false as const, message: 'This field may not be blank.' };
              return { ok: true as const, lesson: { ...lesson, ...input.changes } };
            },
          ),
        },
      }),
      { input: { id: 5 } },
    ).start();
    await flush();
    actor.send({ type: 'lesson.save', changes: { published: true }, reason: 'publishedNow' });
    actor.send({ type: 'lesson.save', changes: { published: false }, reason: 'unpublishedNow' });
    await flush();
    expect(saves).toEqual([{ published: true }]);
    expect(actor.getSnapshot().context).toMatchObject({
      version: 1,
      message: { ok: true, reason: 'publishedNow' },
      lesson: { published: true },
    });
    actor.send({ type: 'lesson.save', changes: { name: '' }, reason: 'saved' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      version: 1,
      message: { ok: false, text: 'This field may not be blank.' },
    });
  });
});
