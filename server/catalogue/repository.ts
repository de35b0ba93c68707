import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  languageLevels,
  levelQuestionnaireOptions,
  purposeQuestionnaireOptions,
  videoCategories,
} from '../db/schema/index.ts';
import type { Language } from '../types.ts';
import {
  findLesson,
  findLessonListPage,
  findLessonPage,
  learnerFieldsReader,
  lessonJson,
  type LessonFilter,
} from './lesson-queries.ts';
import { findLessonRows } from './lesson-rows.ts';
import { createLessonVisibility, type CatalogueVersion } from './visibility.ts';

type MediaUrl = Parameters<typeof lessonJson>[1];

const levelJson = (r: typeof languageLevels.$inferSelect) => ({
  id: r.id,
  name: r.name,
  order: r.order,
  full_name: r.fullName,
  color: r.color,
});

/**
 * The catalogue's data (SPEC §3, §7): reference data (levels, questionnaires), categories and
 * lessons. Decorated on the instance as `app.catalogueRepository` (http/repository.ts): the
 * catalogue's routes hold no SQL, and other features (the learner's own lists) read lessons
 * through it rather than through catalogue internals.
 */
export function createCatalogueRepository(db: Db, catalogue: CatalogueVersion) {
  const allLevels = db.select().from(languageLevels).orderBy(asc(languageLevels.order)).prepare('all_levels');
  const learnerFields = learnerFieldsReader(db);
  return {
    /** Language levels A1–C2 in order, as the API shows them. */
    async levels() {
      return (await allLevels.execute()).map(levelJson);
    },

    async level(id: number) {
      const [row] = await db.select().from(languageLevels).where(eq(languageLevels.id, id)).limit(1);
      return row ? levelJson(row) : null;
    },

    /** Onboarding: the level options, their texts in `language`. */
    async levelQuestionnaire(language: Language) {
      const rows = await db
        .select()
        .from(levelQuestionnaireOptions)
        .orderBy(asc(levelQuestionnaireOptions.position));
      return rows.map((r) => ({
        id: r.id,
        option: r.texts[language] ?? r.texts['en'] ?? r.slug,
        levels: r.levels,
      }));
    },

    /** Onboarding: the learning purposes with their top-level category ids, texts in `language`. */
    async purposeQuestionnaire(language: Language) {
      const rows = await db
        .select()
        .from(purposeQuestionnaireOptions)
        .orderBy(asc(purposeQuestionnaireOptions.position));
      const slugs = [...new Set(rows.flatMap((r) => r.categorySlugs))];
      const categories = slugs.length
        ? await db
            .select({ id: videoCategories.id, slug: videoCategories.slug })
            .from(videoCategories)
            .where(and(inArray(videoCategories.slug, slugs), isNull(videoCategories.parentId)))
        : [];
      const idOf = new Map(categories.map((c) => [c.slug, c.id]));
      return rows.map((r) => ({
        id: r.id,
        purpose: r.texts[language] ?? r.texts['en'] ?? r.slug,
        categories: r.categorySlugs.flatMap((slug) => (idOf.has(slug) ? [idOf.get(slug)!] : [])),
      }));
    },

    /** All categories in order (a tree through `parent`), `name` in `language`. */
    async categories(language: Language) {
      const rows = await db
        .select()
        .from(videoCategories)
        .orderBy(asc(videoCategories.position), asc(videoCategories.id));
      return rows.map((c) => ({
        id: c.id,
        name: (language !== 'en' && c.names[language]) || c.name,
        names: { en: c.name, uk: c.names['uk'] ?? c.name, pl: c.names['pl'] ?? c.name },
        slug: c.slug,
        parent: c.parentId,
        icon: c.icon,
      }));
    },

    /** One page of list items as JSON chunks (lesson-queries.ts). */
    listPage: (opts: Parameters<typeof findLessonListPage>[1]) => findLessonListPage(db, opts),
    /** The home page's rows (lesson-rows.ts). */
    rows: (opts: Parameters<typeof findLessonRows>[1]) => findLessonRows(db, opts),
    /**
     * Which lessons are drafts: every lesson-scoped route asks `visibility.hidden(id, viewer)`
     * (through `hideDrafts`, visibility.ts) and answers a hidden one as a lesson that does not exist.
     */
    visibility: createLessonVisibility(db, catalogue),
    /** One lesson with the visitor's fields, or null; `drafts` (staff) finds drafts too. */
    lesson: (id: number, userId: number | null, opts: { drafts?: boolean } = {}) =>
      findLesson(db, id, userId, opts),
    /**
     * The learner's own fields on those of these lessons they touched (the reads of one event-loop
     * turn made in one statement).
     */
    learnerFieldsOn: learnerFields,

    /** One page of lessons as the API shows them (the learner's own lists). */
    async lessonPage(
      filter: LessonFilter,
      userId: number,
      page: { limit: number; offset: number },
      mediaUrl: MediaUrl,
    ) {
      const found = await findLessonPage(db, { filter, userId, ...page });
      return { count: found.count, results: found.rows.map((row) => lessonJson(row, mediaUrl)) };
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueRepository: CatalogueRepository;
  }
}
