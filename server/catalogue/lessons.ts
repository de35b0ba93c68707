import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../types.ts';
import { requestLanguage } from '../http/language.ts';
import { ANONYMOUS_FIELDS, lessonJsonParts, searchText, type LessonFilter } from './lesson-queries.ts';
import {
  idList,
  mediaUrlFor,
  originOf,
  pageQuery,
  paginatedJsonWithSlots,
  sendInvalidPage,
} from '../http/paging.ts';
import { rowsJson } from './lesson-rows.ts';
import {
  CATEGORY_ROW_LESSONS,
  MAX_PER_ROW,
  categoryPageSchema,
  lessonDetailSchema,
  detailSchema,
  lessonPageSchema,
  lessonRowsSchema,
  searchQuery,
  type SharedBody,
} from './schemas.ts';
import { lessonProgress, lessonStep } from '../../src/api-contract/progress.ts';
import { hideDrafts, lessonParam } from './visibility.ts';

const lessonId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** SPEC §3 and §7: categories, the paginated lesson list with filters, one lesson, progress steps. */
const routes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Anonymous list pages are the same bytes for every visitor: kept whole until the catalogue changes.
  const pages = app.cataloguePages;
  const catalogue = app.catalogueRepository;
  // A draft lesson is, for anyone but staff, a lesson that does not exist (visibility.ts).
  const visibleLesson = hideDrafts(app, lessonParam);

  app.get(
    '/videoCategory/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All categories (a tree through parent), names in the asked or preferred language',
        querystring: z.object({ language: z.enum(LANGUAGES as [Language, ...Language[]]).optional() }),
        response: { 200: categoryPageSchema },
      },
    },
    async (request) => {
      const results = await catalogue.categories(requestLanguage(request, request.query.language));
      return { count: results.length, next: null, previous: null, results };
    },
  );

  /**
   * Sends a list that is the same for every visitor but for the learner fields: anonymous bodies are
   * kept whole per URL and origin until the catalogue changes (page-cache.ts), and a signed-in
   * learner gets the shared body with their own fields laid over it. Searches are not kept (`shared`
   * false): their texts are endless and rarely asked twice, so they would only push the catalogue's
   * pages out of the cache and pay its slower, once-per-page compression; @fastify/compress
   * compresses them per request.
   */
  async function sendShared(
    request: FastifyRequest,
    reply: FastifyReply,
    shared: boolean,
    build: () => Promise<SharedBody | null>,
  ) {
    const userId = request.user?.id ?? null;
    const key = `${originOf(request)}${request.url}`;
    const version = pages.version;
    let cached = shared ? pages.get(key) : undefined;
    reply.type('application/json; charset=utf-8');
    if (cached && userId !== null) {
      // The shared page with the learner's own fields laid over it (one indexed read): only those
      // fields are serialized and compressed per request (spliced into the page's gzip).
      const own = await catalogue.learnerFieldsOn(userId, cached.ids);
      if (own.size) {
        reply.header('vary', 'Accept-Encoding');
        if (pages.acceptsGzip(request.headers['accept-encoding']))
          return reply.header('content-encoding', 'gzip').send(pages.overlaidGzip(cached, own));
        return reply.send(pages.overlaid(cached, own));
      }
    }
    if (!cached) {
      const built = await build();
      // DRF answers a page past the end with 404 "Invalid page." (page 1 is always valid).
      if (!built) return sendInvalidPage(reply);
      // Items are JSON already (cached per lesson): joined as they are, not serialized again.
      if (!shared || !built.learnerFree) return reply.send(built.body);
      cached = pages.store(key, version, built.body, built.ids, built.slots, originOf(request), built.nested);
    }
    reply.header('vary', 'Accept-Encoding');
    const encoding = pages.encodingFor(request.headers['accept-encoding']);
    const compressed = encoding && (await pages.encoded(cached, encoding).catch(() => null));
    if (!encoding || !compressed) return reply.send(cached.body);
    return reply.header('content-encoding', encoding).send(compressed);
  }

  /** One page of a filtered list (the list route and a row's Show More), or null past the end. */
  async function listPage(request: FastifyRequest, filter: LessonFilter, page: number, pageSize: number) {
    const found = await catalogue.listPage({
      filter,
      userId: request.user?.id ?? null,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      origin: originOf(request),
      mediaUrl: mediaUrlFor(request),
    });
    if (!found.items.length && page > 1) return null;
    const { body, slots } = paginatedJsonWithSlots(request, page, pageSize, found.count, found.items);
    return { body, slots, ids: found.ids, learnerFree: found.learnerFree, nested: false };
  }

  app.get(
    '/videoLesson/',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Lessons, filtered by categories (with descendants), level numbers and a title search, 20 a page; favorites=true keeps the learner’s favourites',
        description:
          'Each item has the SPEC §3 lesson fields (`video` with transcription and split_transcription, the learner’s progress, favourite and vocabulary count) and `duration`. The timed `cues` and the dialogue `target_words` are left out of list items (no list screen uses them and they were half of a page’s bytes): `GET /api/v1/videoLesson/{id}/` has them.',
        querystring: z.object({
          categories: idList,
          levels: idList,
          search: searchQuery,
          favorites: z.enum(['true', 'false']).optional(),
          ...pageQuery,
        }),
        response: { 200: lessonPageSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const { categories, levels, favorites, search, page, page_size: pageSize } = request.query;
      // favorites=true is the learner's own list; every other page is the same for every visitor
      // but for the learner fields, which are false/0/null wherever the learner has done nothing.
      const filter = { categories, levels, favorites: favorites === 'true', search: searchText(search) };
      return sendShared(request, reply, !filter.favorites && !filter.search, () =>
        listPage(request, filter, page, pageSize),
      );
    },
  );

  app.get(
    '/videoLesson/rows/',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'The home page in one request: per top-level category, its first lessons (per_row, 5 by default) and how many there are',
        description:
          'Rows follow the categories’ order; lessons without a category come last as category 0. The filters and the title search are the list’s; a row with no lesson selected is left out. Show More reads `GET /api/v1/videoLesson/rows/{category}/`.',
        querystring: z.object({
          categories: idList,
          levels: idList,
          search: searchQuery,
          per_row: z.coerce.number().int().min(1).max(MAX_PER_ROW).default(CATEGORY_ROW_LESSONS),
        }),
        response: { 200: lessonRowsSchema },
      },
    },
    async (request, reply) => {
      const { categories, levels, search, per_row: perRow } = request.query;
      return sendShared(request, reply, !searchText(search), async () => {
        const found = await catalogue.rows({
          filter: { categories, levels, search: searchText(search) },
          perRow,
          userId: request.user?.id ?? null,
          origin: originOf(request),
          mediaUrl: mediaUrlFor(request),
        });
        return { ...rowsJson(found), learnerFree: found.learnerFree, nested: true };
      });
    },
  );

  app.get(
    '/videoLesson/rows/:category/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One home-page row, page by page (Show More): the lessons under a top-level category',
        description:
          '`category` is a top-level category (its descendants included), or 0 for the lessons without a category. Filters and search as on the list.',
        params: z.object({ category: z.coerce.number().int().min(0).max(2_147_483_647) }),
        querystring: z.object({ categories: idList, levels: idList, search: searchQuery, ...pageQuery }),
        response: { 200: lessonPageSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const { categories, levels, search, page, page_size: pageSize } = request.query;
      const filter = { categories, levels, search: searchText(search), row: request.params.category };
      return sendShared(request, reply, !filter.search, () => listPage(request, filter, page, pageSize));
    },
  );

  app.get(
    '/videoLesson/:id/',
    {
      preHandler: visibleLesson,
      schema: {
        tags: ['catalogue'],
        summary: 'One lesson with the learner fields, its timed cues and its five target words',
        params: lessonId,
        response: { 200: lessonDetailSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      // The lesson's own JSON is kept until the catalogue changes (like the shared list pages); the
      // visitor's fields come from one indexed read and are spliced in, also into the gzip.
      const { id } = request.params;
      const userId = request.user?.id ?? null;
      // Staff previewing a draft: read as it is, never kept with the catalogue's shared pages.
      if (request.user?.isStaff && (await catalogue.visibility.isDraft(id))) {
        const row = await catalogue.lesson(id, userId, { drafts: true });
        if (!row) return reply.code(404).send({ detail: 'Not found.' });
        const parts = lessonJsonParts(row, mediaUrlFor(request));
        const raw = reply as unknown as FastifyReply;
        return raw
          .type('application/json; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send(Buffer.concat([parts.lesson, parts.learner]));
      }
      const key = `${originOf(request)} ${id}`;
      const version = pages.version;
      let detail = pages.lessonDetail(key);
      let learner: Buffer;
      if (detail) {
        learner =
          userId === null
            ? ANONYMOUS_FIELDS
            : ((await catalogue.learnerFieldsOn(userId, [id])).get(0) ?? ANONYMOUS_FIELDS);
      } else {
        const row = await catalogue.lesson(id, userId);
        if (!row) return reply.code(404).send({ detail: 'Not found.' });
        const parts = lessonJsonParts(row, mediaUrlFor(request));
        detail = pages.storeLessonDetail(key, version, parts.lesson);
        learner = parts.learner;
      }
      // Bytes already JSON (the schema documents them; Fastify does not serialize a Buffer again).
      const raw = reply as unknown as FastifyReply;
      raw.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
      if (pages.acceptsGzip(request.headers['accept-encoding']))
        return raw.header('content-encoding', 'gzip').send(pages.lessonDetailGzip(detail, learner));
      return raw.send(Buffer.concat([detail.json, learner]));
    },
  );

  app.post(
    '/videoLesson/:id/progress/',
    {
      preHandler: [app.requireUser, visibleLesson],
      schema: {
        tags: ['learner'],
        summary: 'Marks a lesson step done; each distinct step is 25% of the lesson',
        params: lessonId,
        body: z.object({ step: lessonStep }),
        response: { 200: lessonProgress, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const progress = await app.learnerRepository.recordStep(
        request.user!.id,
        request.params.id,
        request.body.step,
      );
      if (!progress) return reply.code(404).send({ detail: 'Not found.' });
      return progress;
    },
  );
};
export default routes;
