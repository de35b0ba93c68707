import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { LESSON_STEPS } from '../../src/api-contract/progress.ts';

const DAY_MS = 86_400_000;

/** Whole days left of a subscription, rounded up; 0 when none or ended. */
export function remainingDays(endsAt: Date | null, now = new Date()): number {
  if (!endsAt) return 0;
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The learner's statistics in one statement. `correct_answers` counts distinct questions the
 * learner has answered RIGHT in any attempt (a question answered right twice counts once);
 * `dialogues_role_played_correctly` counts lessons whose dialogue the learner finished. `videos_started` counts lessons begun but not
 * finished (the In Progress tab); `total_words` sums the phrases of the transcripts of every
 * lesson the learner has begun (the Study Words "Total Words" count, summed).
 */
export async function learnerStats(db: Db, userId: number, subscriptionEndsAt: Date | null) {
  const steps = LESSON_STEPS.length;
  const result = await db.execute<{
    vocabulary_count: string | number;
    correct_answers: string | number;
    dialogues: string | number;
    completed: string | number;
    started: string | number;
    total_words: string | number | null;
  }>(sql`
    with progress as (
      select lesson_id, count(*) as steps from lesson_progress where user_id = ${userId} group by lesson_id
    )
    select
      (select count(*) from student_vocabulary where user_id = ${userId}) as vocabulary_count,
      (select count(distinct question_id) from question_answers where user_id = ${userId} and status = 'RIGHT') as correct_answers,
      (select count(distinct lesson_id) from dialogue_completions where user_id = ${userId}) as dialogues,
      (select count(*) from progress where steps >= ${steps}) as completed,
      (select count(*) from progress where steps < ${steps}) as started,
      (select coalesce(sum(jsonb_array_length(l.split_transcription)), 0)
         from progress p join video_lessons l on l.id = p.lesson_id) as total_words
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const n = (v: unknown) => Number(v ?? 0);
  return {
    vocabulary_count: n(row['vocabulary_count']),
    correct_answers: n(row['correct_answers']),
    dialogues_role_played_correctly: n(row['dialogues']),
    subscription_remaining_days: remainingDays(subscriptionEndsAt),
    videos_completed: n(row['completed']),
    videos_started: n(row['started']),
    total_words: n(row['total_words']),
  };
}
