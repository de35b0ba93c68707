import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favorites, languageLevels, lessonProgress, videoLessons, type Cue } from '../db/schema/index.ts';

/** The four lesson steps; each distinct step done is worth 25% (issue 4). */
export const LESSON_STEPS = ['video', 'words', 'test', 'dialogue'] as const;
export type LessonStep = (typeof LESSON_STEPS)[number];
export const PERCENT_PER_STEP = 100 / LESSON_STEPS.length;

/** Which lessons a list shows: catalogue filters, or one of the learner's own lists. */
export interface LessonFilter {
  /** Category ids; their descendants are included. */
  categories?: number[];
  /** Level numbers (order 1..6). */
  levels?: number[];
  /** Learner lists: any progress, started and not completed, completed. */
  mine?: 'all' | 'started' | 'completed';
  /** Only the learner's favourites (none for anonymous visitors). */
  favorites?: boolean;
  /** Only these lesson ids (keeps their order by id). */
  ids?: number[];
}

/** A lesson row with the learner's fields, before it becomes SPEC §3 JSON. */
export interface LessonRow {
  id: number;
  name: string;
  categoryId: number | null;
  levelId: number | null;
  videoFile: string;
  thumbnail: string | null;
  durationSeconds: number | null;
  transcription: string;
  splitTranscription: string[];
  cues: Cue[];
  targetWords: string[];
  stepsDone: number;
  favoriteId: number | null;
  vocabularyCount: number;
}

export interface LessonPage {
  count: number;
  rows: LessonRow[];
}

/** Lesson JSON as SPEC §3 describes it, plus cues, duration and target words for the lesson page. */
export function lessonJson(row: LessonRow, mediaUrl: (key: string) => string) {
  const progress = Math.min(100, Math.round(row.stepsDone * PERCENT_PER_STEP));
  return {
    id: row.id,
    thumbnail: row.thumbnail ? mediaUrl(row.thumbnail) : null,
    video: {
      id: row.id,
      name: row.name,
      file: mediaUrl(row.videoFile),
      category: row.categoryId,
      languageLevel: row.levelId,
      transcription: row.transcription,
      split_transcription: row.splitTranscription,
    },
    cues: row.cues,
    duration: row.durationSeconds,
    target_words: row.targetWords,
    vocabulary_count: row.vocabularyCount,
    progress_percentage: progress,
    is_started: row.stepsDone > 0,
    is_completed: progress >= 100,
    is_favorited: row.favoriteId !== null,
    favorite_id: row.favoriteId,
  };
}
export type LessonJson = ReturnType<typeof lessonJson>;

const stepsDoneOf = (userId: number) =>
  sql<number>`(select count(*) from ${lessonProgress} where ${lessonProgress.userId} = ${userId} and ${lessonProgress.lessonId} = ${videoLessons.id})`;

function whereOf(filter: LessonFilter, userId: number | null): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.categories?.length) {
    const ids = sql.join(
      filter.categories.map((id) => sql`${id}`),
      sql`, `,
    );
    // Recursive: a category selects all of its descendants (SPEC §5).
    parts.push(
      sql`${videoLessons.categoryId} in (with recursive tree(id) as (
        select id from video_categories where id in (${ids})
        union select c.id from video_categories c join tree on c.parent_id = tree.id
      ) select id from tree)`,
    );
  }
  if (filter.levels?.length) {
    parts.push(
      inArray(
        videoLessons.levelId,
        sql`(select ${languageLevels.id} from ${languageLevels} where ${inArray(languageLevels.order, filter.levels)})`,
      ),
    );
  }
  if (filter.favorites) {
    parts.push(
      userId === null
        ? sql`false`
        : sql`exists (select 1 from ${favorites} where ${favorites.userId} = ${userId} and ${favorites.lessonId} = ${videoLessons.id})`,
    );
  }
  if (filter.ids) parts.push(filter.ids.length ? inArray(videoLessons.id, filter.ids) : sql`false`);
  if (filter.mine) {
    if (userId === null) parts.push(sql`false`);
    else {
      const steps = stepsDoneOf(userId);
      const all = LESSON_STEPS.length;
      if (filter.mine === 'all') parts.push(sql`${steps} > 0`);
      if (filter.mine === 'started') parts.push(sql`${steps} > 0 and ${steps} < ${all}`);
      if (filter.mine === 'completed') parts.push(sql`${steps} >= ${all}`);
    }
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * One page of lessons with the learner's fields in a single statement, whatever the page size:
 * the inner query picks the page, a scalar subquery counts the filter once, and the outer query
 * adds favourite, progress and vocabulary for the page's rows only.
 */
export async function findLessonPage(
  db: Db,
  opts: { filter: LessonFilter; userId: number | null; limit: number; offset: number },
): Promise<LessonPage> {
  const { userId } = opts;
  const where = whereOf(opts.filter, userId);
  const page = db
    .select({ pageId: videoLessons.id })
    .from(videoLessons)
    .where(where)
    .orderBy(asc(videoLessons.id))
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
  // Uncorrelated, so PostgreSQL runs it once (an InitPlan); far cheaper than count(*) over ().
  const total = db
    .select({ n: sql`count(*)` })
    .from(videoLessons)
    .where(where);
  const learnerFields =
    userId === null
      ? {
          stepsDone: sql<number>`0`.mapWith(Number),
          favoriteId: sql<number | null>`null::int`,
          vocabularyCount: sql<number>`0`.mapWith(Number),
        }
      : {
          stepsDone: stepsDoneOf(userId).mapWith(Number),
          favoriteId: sql<
            number | null
          >`(select ${favorites.id} from ${favorites} where ${favorites.userId} = ${userId} and ${favorites.lessonId} = ${videoLessons.id})`,
          vocabularyCount:
            sql<number>`(select count(*) from student_vocabulary v where v.user_id = ${userId} and v.lesson_id = ${videoLessons.id})`.mapWith(
              Number,
            ),
        };
  const rows = await db
    .select({
      total: sql<number>`(${total})`.mapWith(Number),
      id: videoLessons.id,
      name: videoLessons.name,
      categoryId: videoLessons.categoryId,
      levelId: videoLessons.levelId,
      videoFile: videoLessons.videoFile,
      thumbnail: videoLessons.thumbnail,
      durationSeconds: videoLessons.durationSeconds,
      transcription: videoLessons.transcription,
      splitTranscription: videoLessons.splitTranscription,
      cues: videoLessons.cues,
      targetWords: videoLessons.targetWords,
      ...learnerFields,
    })
    .from(page)
    .innerJoin(videoLessons, eq(videoLessons.id, page.pageId))
    .orderBy(asc(videoLessons.id));
  const count = rows[0]?.total ?? 0;
  return {
    count,
    rows: rows.map(({ total: _total, favoriteId, ...row }) => ({
      ...row,
      favoriteId: favoriteId === null ? null : Number(favoriteId),
    })),
  };
}

export async function findLesson(db: Db, id: number, userId: number | null): Promise<LessonRow | null> {
  const { rows } = await findLessonPage(db, { filter: { ids: [id] }, userId, limit: 1, offset: 0 });
  return rows[0] ?? null;
}
