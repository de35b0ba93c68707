import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  const catalogue = app.catalogueRepository;
  const tags = ['reference data'];

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
    async (request, reply) =>
      pageOfList(request, reply, request.query.page, PAGE_SIZE, await catalogue.levels()),
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
      const found = /^\d{1,9}$/.test(request.params.id)
        ? await catalogue.level(Number(request.params.id))
        : null;
      if (!found) return reply.code(404).send({ detail: 'Not found.' });
      return found;
    },
  );

  /** An onboarding questionnaire: its options in the profile language (or Accept-Language), paged. */
  function questionnaire<T extends z.ZodType>(
    url: string,
    summary: string,
    option: T,
    options: (language: ReturnType<typeof requestLanguage>) => Promise<z.output<T>[]>,
  ) {
    app.get(
      url,
      { schema: { tags, summary, querystring: pageQuery, response: { 200: page(option), 404: notFound } } },
      async (request, reply) => {
        reply.header('vary', 'Accept-Language, Cookie');
        const all = await options(requestLanguage(request));
        return pageOfList(request, reply, request.query.page, PAGE_SIZE, all);
      },
    );
  }

  questionnaire(
    '/language-level-questionnaire',
    'Onboarding: level options (translated)',
    levelOption,
    (language) => catalogue.levelQuestionnaire(language),
  );
  questionnaire(
    '/language-purpose-questionnaire',
    'Onboarding: learning purposes with their top-level category ids (translated)',
    purposeOption,
    (language) => catalogue.purposeQuestionnaire(language),
  );
};
export default routes;
