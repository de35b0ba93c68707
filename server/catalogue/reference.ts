import { asc, eq, inArray, isNull, and } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  languageLevels,
  levelQuestionnaireOptions,
  purposeQuestionnaireOptions,
  videoCategories,
} from '../db/schema/index.ts';
import { LANGUAGES, type Language } from '../types.ts';

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
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });
const notFound = z.object({ detail: z.string() });

/** Django's interface-language cookie, which the SPA sets when a language is chosen. */
export const LANGUAGE_COOKIE = 'django_language';

/**
 * The interface language for texts: the profile's when signed in, else the `django_language`
 * cookie, else the best of Accept-Language (as Django's LocaleMiddleware), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.user) return request.user.language;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (cookie && (LANGUAGES as readonly string[]).includes(cookie)) return cookie as Language;
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tagPart, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: (tagPart ?? '').trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { lang } of ranked)
    if ((LANGUAGES as readonly string[]).includes(lang ?? '')) return lang as Language;
  return 'en';
}

/** `{count, next, previous, results}` for one page, with absolute links on this request's origin. */
function pageOf<T>(request: FastifyRequest, pageNumber: number, all: T[]) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const link = (n: number) => {
    if (n === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(n));
    return url.toString();
  };
  const start = (pageNumber - 1) * PAGE_SIZE;
  return {
    count: all.length,
    next: start + PAGE_SIZE < all.length ? link(pageNumber + 1) : null,
    previous: pageNumber > 1 ? link(pageNumber - 1) : null,
    results: all.slice(start, start + PAGE_SIZE),
  };
}

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
      const n = request.query.page;
      if (n > 1 && (n - 1) * PAGE_SIZE >= all.length)
        return reply.code(404).send({ detail: 'Invalid page.' });
      return pageOf(request, n, all);
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
      const n = request.query.page;
      if (n > 1 && (n - 1) * PAGE_SIZE >= all.length)
        return reply.code(404).send({ detail: 'Invalid page.' });
      return pageOf(request, n, all);
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
      const n = request.query.page;
      if (n > 1 && (n - 1) * PAGE_SIZE >= all.length)
        return reply.code(404).send({ detail: 'Invalid page.' });
      return pageOf(request, n, all);
    },
  );
};
export default routes;
