import { and, asc, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { perTurn } from '../db/per-turn.ts';
import {
  favorites,
  languageLevels,
  lessonCounts,
  lessonProgress,
  videoLessons,
  type Cue,
} from '../db/schema/index.ts';

import { LESSON_STEPS, PERCENT_PER_STEP } from '../../src/api-contract/progress.ts';

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
  /** SPEC §5 title search: a case-insensitive substring of the video name (blank: no search). */
  search?: string;
  /** One catalogue row: the lessons under this top-level category (0: the lessons without one). */
  row?: number;
  /** Drafts too (staff previewing one lesson); every other read leaves them out. */
  drafts?: boolean;
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
  /** Only when the lesson page asks (`detail`): list items leave the cues and target words out. */
  cues?: Cue[];
  targetWords?: string[];
  stepsDone: number;
  favoriteId: number | null;
  vocabularyCount: number;
}

export interface LessonPage {
  count: number;
  rows: LessonRow[];
}

type MediaUrl = (key: string) => string;
type PublicLessonRow = Pick<
  LessonRow,
  | 'id'
  | 'name'
  | 'categoryId'
  | 'levelId'
  | 'videoFile'
  | 'thumbnail'
  | 'durationSeconds'
  | 'transcription'
  | 'splitTranscription'
>;
type LearnerLessonRow = Pick<LessonRow, 'stepsDone' | 'favoriteId' | 'vocabularyCount'>;

/** The lesson's own fields (the same for every visitor): id, thumbnail, `video`, duration. */
function publicLessonJson(row: PublicLessonRow, mediaUrl: MediaUrl) {
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
    duration: row.durationSeconds,
  };
}

/** The visitor's fields (false/0/null for anonymous visitors). */
function learnerLessonJson(row: LearnerLessonRow) {
  const progress = Math.min(100, Math.round(row.stepsDone * PERCENT_PER_STEP));
  return {
    vocabulary_count: row.vocabularyCount,
    progress_percentage: progress,
    is_started: row.stepsDone > 0,
    is_completed: progress >= 100,
    is_favorited: row.favoriteId !== null,
    favorite_id: row.favoriteId,
  };
}

/**
 * Lesson JSON as SPEC §3 describes it (`video` with transcription and split_transcription, the
 * learner's fields), plus duration. The lesson page (`GET /videoLesson/{id}/`) also gets `cues` and
 * `target_words`; list items do not (the catalogue cards never use them, and they were half of a
 * page's bytes).
 */
export function lessonJson(row: LessonRow, mediaUrl: MediaUrl) {
  return {
    ...publicLessonJson(row, mediaUrl),
    ...(row.cues ? { cues: row.cues } : {}),
    ...(row.targetWords ? { target_words: row.targetWords } : {}),
    ...learnerLessonJson(row),
  };
}
export type LessonJson = ReturnType<typeof lessonJson>;

/**
 * `lessonJson` as two UTF-8 pieces whose concatenation is its JSON: the lesson's own fields
 * (the same for every visitor on an origin; without the closing brace) and the visitor's fields
 * (with it), so the lesson page can keep the first and splice in the second (issue 18).
 */
export function lessonJsonParts(row: LessonRow, mediaUrl: MediaUrl): { lesson: Buffer; learner: Buffer } {
  const own = {
    ...publicLessonJson(row, mediaUrl),
    ...(row.cues ? { cues: row.cues } : {}),
    ...(row.targetWords ? { target_words: row.targetWords } : {}),
  };
  return { lesson: Buffer.from(JSON.stringify(own).slice(0, -1)), learner: learnerChunk(row) };
}

/** Comma-joined ids as one text parameter: the statement's shape does not depend on the list length. */
const idsParam = (name: string) => sql`string_to_array(${sql.placeholder(name)}, ',')::int[]`;
const USER = sql.placeholder('user');
/** The outer lesson, qualified: drizzle leaves columns unqualified in a single-table select. */
const LESSON_ID = sql.raw('"video_lessons"."id"');

/** The title search (SPEC §5): case-insensitive, the text taken literally (no LIKE wildcards). */
export const titleContains = (name: SQL) =>
  sql`strpos(lower(${name}), lower(${sql.placeholder('search')})) > 0`;

/** A search as the list filter takes it: trimmed, blank is none. */
export const searchText = (raw: string | undefined) => raw?.trim() || undefined;

/** Which placeholders a statement has: one prepared statement per shape. */
function shapeOf(filter: LessonFilter, signedIn: boolean, detail: boolean | 'narrow'): string {
  return [
    filter.categories?.length ? 'c' : '',
    filter.levels?.length ? 'l' : '',
    filter.favorites ? 'f' : '',
    filter.ids ? 'i' : '',
    filter.mine ? `m${filter.mine}` : '',
    filter.search ? 's' : '',
    filter.row === undefined ? '' : filter.row === 0 ? 'r0' : 'r',
    filter.drafts ? 'D' : '',
    signedIn ? 'u' : 'a',
    detail === 'narrow' ? 'n' : detail ? 'd' : '',
  ].join('');
}

/** The catalogue filters (categories with descendants, level numbers) on a category and a level column. */
function catalogueFilters(filter: LessonFilter, category: Column, level: Column): SQL[] {
  const parts: SQL[] = [];
  if (filter.categories?.length) {
    // Recursive: a category selects all of its descendants (SPEC §5).
    parts.push(
      sql`${category} in (with recursive tree(id) as (
        select id from video_categories where id = any(${idsParam('categories')})
        union select c.id from video_categories c join tree on c.parent_id = tree.id
      ) select id from tree)`,
    );
  }
  if (filter.row !== undefined) {
    parts.push(
      filter.row === 0
        ? sql`${category} is null`
        : sql`${category} in (with recursive tree(id) as (
        select id from video_categories where id = ${sql.placeholder('row')}
        union select c.id from video_categories c join tree on c.parent_id = tree.id
      ) select id from tree)`,
    );
  }
  if (filter.levels?.length) {
    parts.push(
      inArray(
        level,
        sql`(select ${languageLevels.id} from ${languageLevels} where ${languageLevels.order} = any(${idsParam('levels')}))`,
      ),
    );
  }
  return parts;
}

/**
 * The number of lessons a filter selects. Catalogue filters alone sum lesson_counts (at most
 * categories × levels rows, kept exact by triggers) instead of counting 10,000 lessons per request;
 * the learner's own lists (small) and id lookups count their lessons.
 */
function totalOf(db: Db, filter: LessonFilter, where: SQL | undefined) {
  if (filter.favorites || filter.ids || filter.mine || filter.search || filter.row === 0)
    return db
      .select({ n: sql`count(*)` })
      .from(videoLessons)
      .where(where);
  return db
    .select({ n: sql`coalesce(sum(${lessonCounts.n}), 0)` })
    .from(lessonCounts)
    .where(and(...catalogueFilters(filter, lessonCounts.categoryId, lessonCounts.levelId)));
}

function whereOf(filter: LessonFilter, signedIn: boolean): SQL | undefined {
  const parts = catalogueFilters(filter, videoLessons.categoryId, videoLessons.levelId);
  // Drafts (imported lessons before review) are the staff console's alone.
  if (!filter.drafts) parts.push(sql`${videoLessons.published}`);
  if (filter.favorites) {
    parts.push(
      signedIn
        ? sql`${videoLessons.id} in (select ${favorites.lessonId} from ${favorites} where ${favorites.userId} = ${USER})`
        : sql`false`,
    );
  }
  if (filter.ids) parts.push(sql`${videoLessons.id} = any(${idsParam('ids')})`);
  if (filter.search) parts.push(titleContains(sql`${videoLessons.name}`));
  if (filter.mine) {
    if (!signedIn) parts.push(sql`false`);
    else {
      // Driven from the learner's own progress rows, not a count per lesson of the catalogue.
      const all = LESSON_STEPS.length;
      const having = {
        all: sql`count(*) > 0`,
        started: sql`count(*) < ${sql.raw(String(all))}`,
        completed: sql`count(*) >= ${sql.raw(String(all))}`,
      }[filter.mine];
      parts.push(
        sql`${videoLessons.id} in (select ${lessonProgress.lessonId} from ${lessonProgress} where ${lessonProgress.userId} = ${USER} group by ${lessonProgress.lessonId} having ${having})`,
      );
    }
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * The parts every page statement shares: a subquery picks the page's ids (an index-only scan of the
 * primary key), a scalar subquery gives the total once (an InitPlan, see totalOf), and the learner's
 * favourite, progress and vocabulary are looked up for the page's rows only.
 */
function pageParts(db: Db, filter: LessonFilter, signedIn: boolean) {
  const where = whereOf(filter, signedIn);
  const pageIds = db
    .select({ id: videoLessons.id })
    .from(videoLessons)
    .where(where)
    .orderBy(asc(videoLessons.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // `id = any(array(…))` rather than a join: the generic plan of the prepared statement stays an
  // index scan of the page's ids (a join is planned for 1,000 rows and hashes the whole table).
  const inPage = sql`${videoLessons.id} = any(array(${pageIds}))`;
  const total = sql<number>`(${totalOf(db, filter, where)})`.mapWith(Number);
  const learnerFields = !signedIn
    ? {
        stepsDone: sql<number>`0`.mapWith(Number),
        favoriteId: sql<number | null>`null::int`,
        vocabularyCount: sql<number>`0`.mapWith(Number),
      }
    : {
        stepsDone:
          sql<number>`(select count(*) from ${lessonProgress} where ${lessonProgress.userId} = ${USER} and ${lessonProgress.lessonId} = ${LESSON_ID})`.mapWith(
            Number,
          ),
        favoriteId: sql<
          number | null
        >`(select ${favorites.id} from ${favorites} where ${favorites.userId} = ${USER} and ${favorites.lessonId} = ${LESSON_ID})`,
        vocabularyCount:
          sql<number>`(select count(*) from student_vocabulary v where v.user_id = ${USER} and v.lesson_id = ${LESSON_ID})`.mapWith(
            Number,
          ),
      };
  return { inPage, total, learnerFields };
}

/** The columns of a lesson's own JSON (also what the content seeder compares). */
export const lessonColumns = {
  id: videoLessons.id,
  name: videoLessons.name,
  categoryId: videoLessons.categoryId,
  levelId: videoLessons.levelId,
  videoFile: videoLessons.videoFile,
  thumbnail: videoLessons.thumbnail,
  durationSeconds: videoLessons.durationSeconds,
  transcription: videoLessons.transcription,
  splitTranscription: videoLessons.splitTranscription,
};

/**
 * The statement for one shape of query, with the lessons' texts. Parameters are placeholders, so the
 * statement is prepared once per connection and planned without being rebuilt per request.
 */
function statementFor(db: Db, filter: LessonFilter, signedIn: boolean, detail: boolean) {
  const { inPage, total, learnerFields } = pageParts(db, filter, signedIn);
  return db
    .select({
      total,
      ...lessonColumns,
      ...(detail ? { cues: videoLessons.cues, targetWords: videoLessons.targetWords } : {}),
      ...learnerFields,
    })
    .from(videoLessons)
    .where(inPage)
    .orderBy(asc(videoLessons.id))
    .prepare(`lesson_page_${shapeOf(filter, signedIn, detail)}`);
}

/**
 * The same page without the texts: ids, each row's version (`xmin`, new on every update of the
 * row) and the learner's fields. The texts come from the lesson JSON cache.
 */
function narrowStatementFor(db: Db, filter: LessonFilter, signedIn: boolean) {
  const { inPage, total, learnerFields } = pageParts(db, filter, signedIn);
  return db
    .select({
      total,
      id: videoLessons.id,
      version: sql<string>`${videoLessons}.xmin::text`,
      // Anonymous pages carry no learner columns (their values are constants): fewer fields to parse.
      ...(signedIn ? learnerFields : {}),
    })
    .from(videoLessons)
    .where(inPage)
    .orderBy(asc(videoLessons.id))
    .prepare(`lesson_page_${shapeOf(filter, signedIn, 'narrow')}`);
}
type Statement = ReturnType<typeof statementFor>;
const statements = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement of this database for a query shape, built on first use. */
function preparedFor<T>(cache: WeakMap<Db, Map<string, T>>, db: Db, shape: string, build: () => T): T {
  let byShape = cache.get(db);
  if (!byShape) cache.set(db, (byShape = new Map()));
  let statement = byShape.get(shape);
  if (!statement) byShape.set(shape, (statement = build()));
  return statement;
}

/** The parameters every page statement takes (ids as comma-joined text: one statement per shape). */
function pageParams(opts: { filter: LessonFilter; userId: number | null; limit: number; offset: number }) {
  const { filter } = opts;
  return {
    limit: opts.limit,
    offset: opts.offset,
    user: opts.userId ?? 0,
    categories: filter.categories?.join(',') ?? '',
    levels: filter.levels?.join(',') ?? '',
    ids: filter.ids?.join(',') ?? '',
    search: filter.search ?? '',
    row: filter.row ?? 0,
  };
}

/**
 * One page of lessons with the learner's fields in a single statement, whatever the page size.
 * `detail` adds the cues and target words (the lesson page); lists go without them.
 */
export async function findLessonPage(
  db: Db,
  opts: { filter: LessonFilter; userId: number | null; limit: number; offset: number; detail?: boolean },
): Promise<LessonPage> {
  const { filter, userId } = opts;
  const signedIn = userId !== null;
  const detail = opts.detail ?? false;
  if (filter.ids && !filter.ids.length) return { count: 0, rows: [] };
  const statement = preparedFor(statements, db, shapeOf(filter, signedIn, detail), () =>
    statementFor(db, filter, signedIn, detail),
  );
  const rows = await statement.execute(pageParams(opts));
  const count = rows[0]?.total ?? 0;
  return {
    count,
    rows: rows.map(({ total: _total, favoriteId, ...row }) => ({
      ...row,
      favoriteId: favoriteId === null ? null : Number(favoriteId),
    })),
  };
}

export async function findLesson(
  db: Db,
  id: number,
  userId: number | null,
  opts: { drafts?: boolean } = {},
): Promise<LessonRow | null> {
  const { rows } = await findLessonPage(db, {
    filter: { ids: [id], ...(opts.drafts ? { drafts: true } : {}) },
    userId,
    limit: 1,
    offset: 0,
    detail: true,
  });
  return rows[0] ?? null;
}

/** A lesson's public JSON (UTF-8, without its closing brace) at one row version. */
interface CachedLesson {
  version: string;
  json: Buffer;
}
/**
 * Bounded: the least recently used go first (10,000 lessons take ~30 MB on one origin), and an
 * entry unread for an hour (an origin no one asks for any more) is dropped.
 */
const MAX_CACHED_LESSONS = 20_000;
const CACHED_LESSON_TTL_MS = 60 * 60_000;
const lessonCaches = new WeakMap<Db, LRUCache<string, CachedLesson>>();

function lessonsByIdStatement(db: Db) {
  return db
    .select({ ...lessonColumns, version: sql<string>`${videoLessons}.xmin::text` })
    .from(videoLessons)
    .where(sql`${videoLessons.id} = any(${idsParam('ids')})`)
    .prepare('lessons_by_id');
}
const lessonsByIdStatements = new WeakMap<Db, ReturnType<typeof lessonsByIdStatement>>();
const narrowStatements = new WeakMap<Db, Map<string, ReturnType<typeof narrowStatementFor>>>();
/** A list item's learner fields as the chunk that follows its public JSON (which lacks its `}`). */
const learnerChunk = (row: LearnerLessonRow) =>
  Buffer.from(`,${JSON.stringify(learnerLessonJson(row)).slice(1)}`);
/** An anonymous visitor's fields (nothing done), as the chunk that ends a lesson's JSON. */
export const ANONYMOUS_FIELDS = learnerChunk({ stepsDone: 0, favoriteId: null, vocabularyCount: 0 });

/**
 * One page of list items as UTF-8 JSON, each in chunks (the same fields as `lessonJson` without
 * cues and target words) in at most two statements whatever the page size: the page itself (ids, row versions,
 * learner fields), then, only for lessons not cached at their current version, their texts.
 * Lessons are content: each one's public JSON is built once per row version and origin, and
 * spliced with the visitor's fields. A changed lesson has a new `xmin`, so no cache is stale,
 * whichever instance changed it.
 */
export async function findLessonListPage(
  db: Db,
  opts: {
    filter: LessonFilter;
    userId: number | null;
    limit: number;
    offset: number;
    /** The media URL prefix: cached JSON holds absolute URLs, so the cache is per origin. */
    origin: string;
    mediaUrl: MediaUrl;
  },
): Promise<{ count: number; ids: number[]; items: Buffer[][]; learnerFree: boolean }> {
  const { filter, userId, origin } = opts;
  const signedIn = userId !== null;
  const statement = preparedFor(narrowStatements, db, shapeOf(filter, signedIn, 'narrow'), () =>
    narrowStatementFor(db, filter, signedIn),
  );
  const rows = await statement.execute(pageParams(opts));
  let cache = lessonCaches.get(db);
  if (!cache)
    lessonCaches.set(
      db,
      (cache = new LRUCache({ max: MAX_CACHED_LESSONS, ttl: CACHED_LESSON_TTL_MS, updateAgeOnGet: true })),
    );
  const keyOf = (id: number) => `${origin} ${id}`;
  const missing = rows.filter((r) => cache.get(keyOf(r.id))?.version !== r.version).map((r) => r.id);
  const fetched = new Map<number, Buffer>();
  if (missing.length) {
    let byId = lessonsByIdStatements.get(db);
    if (!byId) lessonsByIdStatements.set(db, (byId = lessonsByIdStatement(db)));
    for (const { version, ...lesson } of await byId.execute({ ids: missing.join(',') })) {
      const json = Buffer.from(JSON.stringify(publicLessonJson(lesson, opts.mediaUrl)).slice(0, -1));
      fetched.set(lesson.id, json);
      const key = keyOf(lesson.id);
      cache.set(key, { version, json });
    }
  }
  const ids: number[] = [];
  let learnerFree = true;
  const items = rows.flatMap((row) => {
    const json = fetched.get(row.id) ?? cache.get(keyOf(row.id))?.json;
    if (json === undefined) return []; // deleted between the two statements
    ids.push(row.id);
    if (signedIn && (row.stepsDone || row.favoriteId != null || row.vocabularyCount)) learnerFree = false;
    const learner = signedIn
      ? learnerChunk({
          stepsDone: row.stepsDone ?? 0,
          favoriteId: row.favoriteId == null ? null : Number(row.favoriteId),
          vocabularyCount: row.vocabularyCount ?? 0,
        })
      : ANONYMOUS_FIELDS;
    return [[json, learner]];
  });
  return { count: rows[0]?.total ?? 0, ids, items, learnerFree };
}

function learnerFieldsStatement(db: Db) {
  const ids = idsParam('ids');
  // Three index lookups (lesson_progress_unique, favorites_user_lesson_unique,
  // student_vocabulary_lesson_idx), one row per lesson the learner has touched.
  return db
    .select({
      lessonId: sql<number>`lesson_id`,
      stepsDone: sql<number>`sum(steps)::int`,
      favoriteId: sql<number | null>`max(favorite)`,
      vocabularyCount: sql<number>`sum(words)::int`,
    })
    .from(
      sql`(
        select ${lessonProgress.lessonId} as lesson_id, count(*) as steps, null::int as favorite, 0 as words
          from ${lessonProgress} where ${lessonProgress.userId} = ${USER} and ${lessonProgress.lessonId} = any(${ids})
          group by ${lessonProgress.lessonId}
        union all
        select ${favorites.lessonId}, 0, ${favorites.id}, 0
          from ${favorites} where ${favorites.userId} = ${USER} and ${favorites.lessonId} = any(${ids})
        union all
        select v.lesson_id, 0, null, count(*)
          from student_vocabulary v where v.user_id = ${USER} and v.lesson_id = any(${ids})
          group by v.lesson_id
      ) as own`,
    )
    .groupBy(sql`lesson_id`)
    .prepare('learner_fields_on_lessons');
}
const learnerFieldsStatements = new WeakMap<Db, ReturnType<typeof learnerFieldsStatement>>();

/**
 * The learner's own fields (progress, favourite, dictionary words) on those of these lessons the
 * learner has touched, in one indexed read, as the list-item chunks that replace the anonymous ones
 * (keyed by the lesson's index in `lessonIds`). Empty: the shared page is the learner's, byte for byte.
 */
export async function learnerFieldsOn(
  db: Db,
  userId: number,
  lessonIds: number[],
): Promise<Map<number, Buffer>> {
  if (!lessonIds.length) return new Map();
  let statement = learnerFieldsStatements.get(db);
  if (!statement) learnerFieldsStatements.set(db, (statement = learnerFieldsStatement(db)));
  const rows = await statement.execute({ user: userId, ids: lessonIds.join(',') });
  return learnerChunks(rows, lessonIds);
}

type LearnerFieldsRow = {
  lessonId: number;
  stepsDone: number;
  favoriteId: number | null;
  vocabularyCount: number;
};

/** A learner's rows as the chunks of their lessons, keyed by the lesson's index in `lessonIds`. */
function learnerChunks(rows: Iterable<LearnerFieldsRow>, lessonIds: number[]): Map<number, Buffer> {
  const fields = new Map<number, Buffer>();
  for (const row of rows) {
    const index = lessonIds.indexOf(Number(row.lessonId));
    if (index < 0) continue;
    fields.set(
      index,
      learnerChunk({
        stepsDone: Number(row.stepsDone),
        favoriteId: row.favoriteId == null ? null : Number(row.favoriteId),
        vocabularyCount: Number(row.vocabularyCount),
      }),
    );
  }
  return fields;
}

/**
 * learnerFieldsOn for many learners at once: the same three index lookups, on the (learner, lesson)
 * pairs asked (two int arrays, unnested together), one row per pair the learner has touched.
 */
function learnerFieldsBatchStatement(db: Db) {
  return db
    .select({
      userId: sql<number>`user_id`,
      lessonId: sql<number>`lesson_id`,
      stepsDone: sql<number>`sum(steps)::int`,
      favoriteId: sql<number | null>`max(favorite)`,
      vocabularyCount: sql<number>`sum(words)::int`,
    })
    .from(
      sql`(
        with asked as materialized (
          select distinct user_id, lesson_id
            from unnest(${idsParam('users')}, ${idsParam('lessons')}) as a(user_id, lesson_id)
        )
        select p.user_id, p.lesson_id, count(*) as steps, null::int as favorite, 0 as words
          from asked a join ${lessonProgress} p on p.user_id = a.user_id and p.lesson_id = a.lesson_id
          group by p.user_id, p.lesson_id
        union all
        select f.user_id, f.lesson_id, 0, f.id, 0
          from asked a join ${favorites} f on f.user_id = a.user_id and f.lesson_id = a.lesson_id
        union all
        select v.user_id, v.lesson_id, 0, null, count(*)
          from asked a join student_vocabulary v on v.user_id = a.user_id and v.lesson_id = a.lesson_id
          group by v.user_id, v.lesson_id
      ) as own`,
    )
    .groupBy(sql`user_id, lesson_id`)
    .prepare('learner_fields_on_lessons_batch');
}
const learnerFieldsBatchStatements = new WeakMap<Db, ReturnType<typeof learnerFieldsBatchStatement>>();

/**
 * learnerFieldsOn, with the reads asked in one turn of the event loop made in one statement when
 * there are several (per-turn.ts): under load every list and lesson page of a turn shares one
 * statement and one pooled connection instead of queueing for one each.
 */
export function learnerFieldsReader(db: Db) {
  type Asked = { userId: number; lessonIds: number[] };
  const read = perTurn<Asked, Map<number, Buffer>>(
    ({ userId, lessonIds }) => learnerFieldsOn(db, userId, lessonIds),
    async (batch) => {
      let statement = learnerFieldsBatchStatements.get(db);
      if (!statement) learnerFieldsBatchStatements.set(db, (statement = learnerFieldsBatchStatement(db)));
      const users: number[] = [];
      const lessons: number[] = [];
      for (const asked of batch)
        for (const lesson of asked.lessonIds) {
          users.push(asked.userId);
          lessons.push(lesson);
        }
      const rows = await statement.execute({ users: users.join(','), lessons: lessons.join(',') });
      const byUser = new Map<number, LearnerFieldsRow[]>();
      for (const row of rows) {
        const userId = Number(row.userId);
        let own = byUser.get(userId);
        if (!own) byUser.set(userId, (own = []));
        own.push(row);
      }
      return batch.map((asked) => learnerChunks(byUser.get(asked.userId) ?? [], asked.lessonIds));
    },
  );
  return (userId: number, lessonIds: number[]): Promise<Map<number, Buffer>> =>
    lessonIds.length ? read({ userId, lessonIds }) : Promise.resolve(new Map());
}
