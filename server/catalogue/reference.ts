import { asc, eq, inArray, isNull, and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  languageLevels,
  levelQuestionnaireOptions,
  purposeQuestionnaireOptions,
  videoCategories,
} from '../db/schema/index.ts';
import { requestLanguage } from '../http/language.ts';
import { pageNumberQuery, pageOfList } from '../http/paging.ts';

const PAGE_SIZE = 50;

const level = z.object({
  id: z.number(),
  name: z.string(),
  order: z.number(),
  full_name: z.string(),
  color: z.string(),
});
const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
const levelOption = z.object({ id: z.number(), option: z.string(), levels: z.array(z.number()) });
const purposeOption = z.object({ id: z.number(), purpose: z.string(), categories: z.array(z.number()) });
const pageQuery = z.object(pageNumberQuery);
const notFound = z.object({ detail: z.string() });

/**
 * Reference data (SPEC §7): language levels A1–C2 and the onboarding questionnaires, whose texts
 * follow the profile language or Accept-Language.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['reference data'];
  const allLevels = db.select().from(languageLevels).orderBy(asc(languageLevels.order)).prepare('all_levels');

  app.get(
    '/languageLevel/',
    {
      schema: {
        tags,
        summary: 'Language levels A1–C2',
        querystring: pageQuery,
        response: { 200: page(level), 404: notFound },
      },
    },
    async (request, reply) => {
      const rows = await allLevels.execute();
      const all = rows.map((r) => ({
        id: r.id,
        name: r.name,
        order: r.order,
        full_name: r.fullName,
        color: r.color,
      }));
      return pageOfList(request, reply, request.query.page, PAGE_SIZE, all);
    },
  );

  app.get(
    '/languageLevel/:id/',
    {
      schema: {
        tags,
        summary: 'One language level',
        params: z.object({ id: z.string() }),
        response: { 200: level, 404: notFound },
      },
    },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      const [row] = Number.isNaN(id)
        ? []
        : await db.select().from(languageLevels).where(eq(languageLevels.id, id)).limit(1);
      if (!row) return reply.code(404).send({ detail: 'Not found.' });
      return { id: row.id, name: row.name, order: row.order, full_name: row.fullName, color: row.color };
    },
  );

  app.get(
    '/language-level-questionnaire',
    {
      schema: {
        tags,
        summary: 'Onboarding: level options (translated)',
        querystring: pageQuery,
        response: { 200: page(levelOption), 404: notFound },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      reply.header('vary', 'Accept-Language, Cookie');
      const rows = await db
        .select()
        .from(levelQuestionnaireOptions)
        .orderBy(asc(levelQuestionnaireOptions.position));
      const all = rows.map((r) => ({
        id: r.id,
        option: r.texts[lang] ?? r.texts['en'] ?? r.slug,
        levels: r.levels,
      }));
      return pageOfList(request, reply, request.query.page, PAGE_SIZE, all);
    },
  );

  app.get(
    '/language-purpose-questionnaire',
    {
      schema: {
        tags,
        summary: 'Onboarding: learning purposes with their top-level category ids (translated)',
        querystring: pageQuery,
        response: { 200: page(purposeOption), 404: notFound },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      reply.header('vary', 'Accept-Language, Cookie');
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
      const all = rows.map((r) => ({
        id: r.id,
        purpose: r.texts[lang] ?? r.texts['en'] ?? r.slug,
        categories: r.categorySlugs.flatMap((slug) => (idOf.has(slug) ? [idOf.get(slug)!] : [])),
      }));
      return pageOfList(request, reply, request.query.page, PAGE_SIZE, all);
    },
  );
};
export default routes;
