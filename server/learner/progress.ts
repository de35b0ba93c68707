import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
  if (!done.length) return null;
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
