import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findLessonPage, lessonJson } from '../catalogue/lesson-queries.ts';
import { mediaUrlFor, pageQuery, paginated } from './pagination.ts';
import { learnerStats } from './stats.ts';
import { addFavorite, listFavorites, removeFavorite } from './favorites.ts';

const dbId = z.coerce.number().int().min(1).max(2_147_483_647);
const MY_LISTS = { all: 'all', completed: 'completed', started: 'started' } as const;

/** SPEC §7: the learner's stats, own lesson lists and favourites. Signed in only (401 otherwise). */
const routes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/student/stats/',
    { preHandler: app.requireUser, schema: { tags: ['learner'], summary: 'The learner statistics' } },
    async (request) => learnerStats(app.db, request.user!.id, request.user!.subscriptionEndsAt),
  );

  app.get(
    '/student/video-lessons/:list/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['learner'],
        summary: 'Lessons the learner began (all), is doing (started, not completed) or finished',
        params: z.object({ list: z.enum(['all', 'completed', 'started']) }),
        querystring: z.object(pageQuery),
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize } = request.query;
      const found = await findLessonPage(app.db, {
        filter: { mine: MY_LISTS[request.params.list] },
        userId: request.user!.id,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      if (!found.rows.length && page > 1) return reply.code(404).send({ detail: 'Invalid page.' });
      const mediaUrl = mediaUrlFor(request);
      return paginated(
        request,
        page,
        pageSize,
        found.count,
        found.rows.map((row) => lessonJson(row, mediaUrl)),
      );
    },
  );

  app.get(
    '/favorites/video-lessons/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: "The learner's favourite records; `lesson` finds the record of one lesson",
        querystring: z.object({ lesson: dbId.optional(), ...pageQuery }),
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize, lesson } = request.query;
      const found = await listFavorites(app.db, request.user!.id, {
        lessonId: lesson,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      if (!found.results.length && page > 1) return reply.code(404).send({ detail: 'Invalid page.' });
      return paginated(request, page, pageSize, found.count, found.results);
    },
  );

  app.post(
    '/favorites/video-lessons/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: 'Adds a favourite; posting the same lesson again returns the existing record',
        body: z.object({ lesson: dbId }),
      },
    },
    async (request, reply) => {
      const lesson = request.body.lesson;
      const result = await addFavorite(app.db, request.user!.id, lesson);
      if (!result) {
        return reply.code(400).send({
          detail: 'Invalid input.',
          errors: { lesson: [`Invalid pk "${lesson}" - object does not exist.`] },
        });
      }
      return reply.code(result.created ? 201 : 200).send(result.favorite);
    },
  );

  app.delete(
    '/favorites/video-lessons/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['favourites'],
        summary: 'Removes one of the learner’s favourites (another learner’s id answers 404)',
        params: z.object({ id: dbId }),
      },
    },
    async (request, reply) => {
      const removed = await removeFavorite(app.db, request.user!.id, request.params.id);
      if (!removed) return reply.code(404).send({ detail: 'Not found.' });
      return reply.code(204).send();
    },
  );
};
export default routes;
