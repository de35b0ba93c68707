import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { perTurn } from '../db/per-turn.ts';
import {
  LESSON_STEPS,
  PERCENT_PER_STEP,
  type LessonProgress,
  type LessonStep,
} from '../../src/api-contract/progress.ts';

export { LESSON_STEPS };

/**
 * One round trip, prepared once per connection: the step is inserted only if the lesson exists, and
 * the steps done come back with it (the rows there before, and the one inserted now, which the
 * statement's own snapshot does not show). No row: no such lesson. (Three statements built by the
 * query builder on every request cost ~0.4 ms of server CPU each under the load bench, issue 18.)
 */
function recordStepStatement(db: Db) {
  const user = sql`${sql.placeholder('user')}::int`;
  const lesson = sql`${sql.placeholder('lesson')}::int`;
  const found = db
    .$with('lesson', { id: sql<number>`id` })
    .as(sql`select id from video_lessons where id = ${lesson}`);
  const inserted = db.$with('inserted', { step: sql<string>`step` }).as(
    sql`insert into lesson_progress (user_id, lesson_id, step)
      select ${user}, id, ${sql.placeholder('step')}::text from lesson
      on conflict do nothing returning step`,
  );
  return db
    .with(found, inserted)
    .select({ step: sql<string>`step` })
    .from(
      sql`(select step from lesson_progress where user_id = ${user} and lesson_id = ${lesson}
        and exists (select 1 from lesson)
        union all select step from inserted) as done`,
    )
    .prepare('record_step');
}
const statements = new WeakMap<Db, ReturnType<typeof recordStepStatement>>();

/**
 * Records that the learner did one step of a lesson (repeats change nothing) and returns the
 * lesson progress; null when the lesson does not exist.
 */
export async function recordStep(
  db: Db,
  userId: number,
  lessonId: number,
  step: LessonStep,
): Promise<LessonProgress | null> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = recordStepStatement(db)));
  let done = await statement.execute({ user: userId, lesson: lessonId, step });
  // The same step posted twice at once (a double click, two tabs): the later insert waits for the
  // earlier one to commit and then inserts nothing, and its snapshot, taken before that commit, does
  // not show the row either. Asked again, the committed row is seen (no row still: no such lesson).
  if (!done.some((d) => d.step === step))
    done = await statement.execute({ user: userId, lesson: lessonId, step });
  return done.length ? progressOf(lessonId, done) : null;
}

/** The lesson progress from the steps done. */
function progressOf(lessonId: number, done: { step: string }[]): LessonProgress {
  const steps = LESSON_STEPS.filter((s) => done.some((d) => d.step === s));
  const percentage = Math.min(100, Math.round(steps.length * PERCENT_PER_STEP));
  return {
    lesson: lessonId,
    steps,
    progress_percentage: percentage,
    is_started: steps.length > 0,
    is_completed: percentage >= 100,
  };
}

/** The (user_id, lesson_id, step) columns of the statement's tables, typed. */
const stepRow = () => ({
  userId: sql<number>`user_id`,
  lessonId: sql<number>`lesson_id`,
  step: sql<string>`step`,
});

/**
 * recordStep for many (learner, lesson, step) at once: the steps of lessons that exist inserted in
 * one order (concurrent batches take their row locks alike), and each asked pair's steps back with them.
 */
function recordStepsStatement(db: Db) {
  const ints = (name: string) => sql`string_to_array(${sql.placeholder(name)}, ',')::int[]`;
  const asked = db.$with('asked', stepRow()).as(
    sql`select distinct a.user_id, a.lesson_id, a.step
        from unnest(${ints('users')}, ${ints('lessons')}, string_to_array(${sql.placeholder('steps')}, ','))
          as a(user_id, lesson_id, step)
        where exists (select 1 from video_lessons l where l.id = a.lesson_id)`,
  );
  const inserted = db.$with('inserted', stepRow()).as(
    sql`insert into lesson_progress (user_id, lesson_id, step)
        select user_id, lesson_id, step from asked order by user_id, lesson_id, step
        on conflict do nothing returning user_id, lesson_id, step`,
  );
  return db
    .with(asked, inserted)
    .select(stepRow())
    .from(
      sql`(select p.user_id, p.lesson_id, p.step from lesson_progress p
          where (p.user_id, p.lesson_id) in (select user_id, lesson_id from asked)
        union all select user_id, lesson_id, step from inserted) as done`,
    )
    .prepare('record_steps');
}
const batchStatements = new WeakMap<Db, ReturnType<typeof recordStepsStatement>>();

/**
 * recordStep, with the steps posted in one turn of the event loop recorded in one statement when
 * there are several (server/db/per-turn.ts). A step the statement does not show done (no such
 * lesson, or a concurrent insert of the same step) is asked alone, as recordStep answers it.
 */
export function stepRecorder(db: Db) {
  type Asked = { userId: number; lessonId: number; step: LessonStep };
  const record = perTurn<Asked, LessonProgress | null>(
    ({ userId, lessonId, step }) => recordStep(db, userId, lessonId, step),
    async (batch) => {
      let statement = batchStatements.get(db);
      if (!statement) batchStatements.set(db, (statement = recordStepsStatement(db)));
      const rows = await statement.execute({
        users: batch.map((a) => a.userId).join(','),
        lessons: batch.map((a) => a.lessonId).join(','),
        steps: batch.map((a) => a.step).join(','),
      });
      const byPair = new Map<string, { step: string }[]>();
      for (const row of rows) {
        const key = `${Number(row.userId)} ${Number(row.lessonId)}`;
        let done = byPair.get(key);
        if (!done) byPair.set(key, (done = []));
        done.push(row);
      }
      return batch.map(({ userId, lessonId, step }) => {
        const done = byPair.get(`${userId} ${lessonId}`);
        return done?.some((d) => d.step === step) ? progressOf(lessonId, done) : undefined;
      });
    },
  );
  return (userId: number, lessonId: number, step: LessonStep) => record({ userId, lessonId, step });
}
