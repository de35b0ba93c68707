import { and, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  languageLevels,
  qaReports,
  questions,
  users,
  videoCategories,
  videoLessons,
} from '../db/schema/index.ts';
import type { MediaStorage } from '../media/storage.ts';
import { toQuestionRow, type AuthoredQuestion } from '../quiz/bank.ts';
import { importLesson } from './lesson-import.ts';
import { sceneSourceColumns } from '../dialogue/repository.ts';
import type { Scene } from '../dialogue/scene.ts';

/**
 * Publishes (writing the question rows from the reviewed bank, upserted by slug so learners'
 * answers to unchanged questions stay) or unpublishes a lesson. The catalogue's caches follow
 * through the video_lessons NOTIFY trigger.
 */
export async function setPublished(db: Db, lessonId: number, published: boolean) {
  return db.transaction(async (tx) => {
    const [lesson] = await tx
      .select({ id: videoLessons.id, bank: videoLessons.questionBank })
      .from(videoLessons)
      .where(eq(videoLessons.id, lessonId))
      .for('update');
    if (!lesson) return false;
    if (published && Array.isArray(lesson.bank)) {
      const rows = (lesson.bank as AuthoredQuestion[]).map((q) => ({ lessonId, ...toQuestionRow(q) }));
      const slugs = rows.map((r) => r.slug);
      await tx
        .delete(questions)
        .where(
          slugs.length
            ? and(eq(questions.lessonId, lessonId), notInArray(questions.slug, slugs))
            : eq(questions.lessonId, lessonId),
        );
      for (const row of rows) {
        const { lessonId: _l, slug: _s, ...set } = row;
        await tx.insert(questions).values(row).onConflictDoUpdate({ target: questions.slug, set });
      }
    }
    await tx.update(videoLessons).set({ published }).where(eq(videoLessons.id, lessonId));
    return true;
  });
}

const reportListColumns = {
  id: qaReports.id,
  createdAt: qaReports.createdAt,
  description: qaReports.description,
  page: qaReports.page,
  appVersion: qaReports.appVersion,
  machines: qaReports.machines,
  recordCount: qaReports.recordCount,
  logBytes: qaReports.logBytes,
  state: qaReports.state,
  reporter: users.username,
};
export type ReportListRow = {
  [K in keyof typeof reportListColumns]: K extends 'reporter'
    ? string | null
    : (typeof qaReports.$inferSelect)[Exclude<K, 'reporter'>];
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Problem reports (the QA inbox): stored by anyone, read and resolved by staff. Part of
 * `app.staffRepository`.
 */
function createReportRepository(db: Db) {
  return {
    async add(report: Omit<typeof qaReports.$inferInsert, 'id'>) {
      const [row] = await db.insert(qaReports).values(report).returning({ id: qaReports.id });
      return row!.id;
    },

    /** One page of reports, newest first, with the count of all that match. */
    async list(
      filter: { pageContains?: string; machine?: string; state?: 'open' | 'resolved' },
      page: { limit: number; offset: number },
    ) {
      const filters: SQL[] = [];
      if (filter.pageContains?.trim())
        filters.push(sql`${qaReports.page} ilike ${likePattern(filter.pageContains.trim())}`);
      if (filter.machine) filters.push(sql`${qaReports.machines} @> array[${filter.machine}]::text[]`);
      if (filter.state) filters.push(eq(qaReports.state, filter.state));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(reportListColumns)
          .from(qaReports)
          .leftJoin(users, eq(users.id, qaReports.userId))
          .where(where)
          .orderBy(desc(qaReports.createdAt), desc(qaReports.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(qaReports).where(where),
      ]);
      return { count: total?.n ?? 0, rows: rows as ReportListRow[] };
    },

    /** The machines that appear in any report. */
    async machines() {
      const result = await db.execute<{ machine: string }>(
        sql`select distinct unnest(${qaReports.machines}) as machine from ${qaReports} order by 1`,
      );
      return (result as unknown as { rows: { machine: string }[] }).rows.map((r) => r.machine);
    },

    async find(id: number) {
      const [row] = await db
        .select({
          ...reportListColumns,
          userAgent: qaReports.userAgent,
          resolvedAt: qaReports.resolvedAt,
          log: qaReports.log,
        })
        .from(qaReports)
        .leftJoin(users, eq(users.id, qaReports.userId))
        .where(eq(qaReports.id, id));
      return row;
    },

    async log(id: number) {
      const [row] = await db.select({ log: qaReports.log }).from(qaReports).where(eq(qaReports.id, id));
      return row?.log ?? null;
    },

    /** Marks a report resolved (by `staffId`) or open again; null when there is no such report. */
    async setState(id: number, state: 'open' | 'resolved', staffId: number) {
      const resolved = state === 'resolved';
      const [row] = await db
        .update(qaReports)
        .set({ state, resolvedAt: resolved ? new Date() : null, resolvedBy: resolved ? staffId : null })
        .where(eq(qaReports.id, id))
        .returning({ id: qaReports.id, state: qaReports.state, resolvedAt: qaReports.resolvedAt });
      return row ?? null;
    },
  };
}

/**
 * The staff console's data: lessons (imported ones, drafts and published: list, review, edit,
 * publish, import) and the QA inbox's problem reports. Decorated on the instance as `app.staffRepository` (http/repository.ts), so the staff
 * routes hold no SQL.
 */
export function createStaffRepository(db: Db, media: MediaStorage) {
  const lessonById = async (id: number) =>
    (
      await db
        .select({
          id: videoLessons.id,
          slug: videoLessons.slug,
          name: videoLessons.name,
          published: videoLessons.published,
          level: languageLevels.name,
          category: videoCategories.slug,
          video: videoLessons.videoFile,
          poster: videoLessons.poster,
          thumbnail: videoLessons.thumbnail,
          duration: videoLessons.durationSeconds,
          cues: videoLessons.cues,
          transcript: videoLessons.splitTranscription,
          targetWords: videoLessons.targetWords,
          questionBank: videoLessons.questionBank,
          review: videoLessons.importReview,
        })
        .from(videoLessons)
        .leftJoin(languageLevels, eq(languageLevels.id, videoLessons.levelId))
        .leftJoin(videoCategories, eq(videoCategories.id, videoLessons.categoryId))
        .where(eq(videoLessons.id, id))
    )[0];

  const lessonJson = (row: NonNullable<Awaited<ReturnType<typeof lessonById>>>) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    published: row.published,
    level: row.level,
    category: row.category,
    video: `/media/${row.video}`,
    poster: row.poster ? `/media/${row.poster}` : null,
    thumbnail: row.thumbnail ? `/media/${row.thumbnail}` : null,
    duration: row.duration,
    cues: row.cues,
    transcript: row.transcript,
    target_words: row.targetWords,
    questions: row.questionBank ?? [],
    review: row.review ?? {},
  });

  return {
    /** Imported lessons (a question bank of their own), newest first, at most 200. */
    async lessons(published?: boolean) {
      const filter = [sql`${videoLessons.questionBank} is not null`];
      if (published !== undefined) filter.push(eq(videoLessons.published, published));
      const rows = await db
        .select({
          id: videoLessons.id,
          name: videoLessons.name,
          published: videoLessons.published,
          level: languageLevels.name,
          category: videoCategories.name,
          createdAt: videoLessons.createdAt,
        })
        .from(videoLessons)
        .leftJoin(languageLevels, eq(languageLevels.id, videoLessons.levelId))
        .leftJoin(videoCategories, eq(videoCategories.id, videoLessons.categoryId))
        .where(and(...filter))
        .orderBy(desc(videoLessons.id))
        .limit(200);
      return rows.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() }));
    },

    /** One lesson as staff review it, or null. */
    async lesson(id: number) {
      const row = await lessonById(id);
      return row ? lessonJson(row) : null;
    },

    /** A slug of these taken by a question of another lesson (a slug belongs to one lesson), or null. */
    async slugTakenElsewhere(lessonId: number, slugs: string[]) {
      if (!slugs.length) return null;
      const [taken] = await db
        .select({ slug: questions.slug })
        .from(questions)
        .where(and(inArray(questions.slug, slugs), sql`${questions.lessonId} <> ${lessonId}`))
        .limit(1);
      return taken?.slug ?? null;
    },

    /** Saves edited fields; false when there is no such lesson. */
    async update(
      id: number,
      set: { name?: string; targetWords?: string[]; questionBank?: AuthoredQuestion[] },
    ) {
      const updated = await db
        .update(videoLessons)
        .set(set)
        .where(eq(videoLessons.id, id))
        .returning({ id: videoLessons.id });
      return updated.length > 0;
    },

    setPublished: (id: number, published: boolean) => setPublished(db, id, published),

    /** The stored scene of a lesson with what it is built from; null when there is no such lesson. */
    async scene(id: number) {
      const [row] = await db
        .select({ ...sceneSourceColumns, review: videoLessons.importReview })
        .from(videoLessons)
        .where(eq(videoLessons.id, id));
      return row ?? null;
    },

    /**
     * Saves a reviewed scene and the target words it steers toward (the partner reads them on its
     * next turn: its parsed scenes are kept per stored JSON, and the video_lessons NOTIFY moves the
     * catalogue's caches); the import's "drafted" mark is cleared. False when there is no such lesson.
     */
    async saveScene(id: number, scene: Scene, targetWords: string[]) {
      const updated = await db
        .update(videoLessons)
        .set({
          dialogue: scene as unknown as Record<string, unknown>,
          targetWords,
          importReview: sql`case when ${videoLessons.importReview} is null then null
            else ${videoLessons.importReview} || '{"sceneDraft": false}'::jsonb end`,
        })
        .where(eq(videoLessons.id, id))
        .returning({ id: videoLessons.id });
      return updated.length > 0;
    },

    /** Builds a draft lesson from an upload (lesson-import.ts); throws ImportError when refused. */
    importLesson: (input: Parameters<typeof importLesson>[2], workDir: string) =>
      importLesson(db, media, input, workDir),

    reports: createReportRepository(db),
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    staffRepository: StaffRepository;
  }
}
