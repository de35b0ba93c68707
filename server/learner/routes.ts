import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, detailError } from '../../src/api-contract/common.ts';
import {
  addFavoriteBody,
  favorite,
  favoritesPage,
  myLessonList,
  myLessonsPage,
  studentStats,
} from '../../src/api-contract/learner.ts';
import { mediaUrlFor, pageOrInvalid, pageQuery } from '../http/paging.ts';
import { hideDrafts } from '../catalogue/visibility.ts';

/** SPEC §7: the learner's stats, own lesson lists and favourites. Signed in only (401 otherwise). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const learner = app.learnerRepository;

  app.get(
    '/student/stats/',
    {
      preHandler: app.requireUser,
      schema: { tags: ['learner'], summary: 'The learner statistics', response: { 200: studentStats } },
    },
    async (request) => learner.stats(request.user!.id, request.user!.subscriptionEndsAt),
  );

  app.get(
    '/student/video-lessons/:list/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['learner'],
        summary: 'Lessons the learner began (all), is doing (started, not completed) or finished',
        params: z.object({ list: myLessonList }),
        querystring: z.object(pageQuery),
        response: { 200: myLessonsPage, 404: detailError },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize } = request.query;
      const found = await learner.lessonPage(
        request.params.list,
        request.user!.id,
        { limit: pageSize, offset: (page - 1) * pageSize },
        mediaUrlFor(request),
      );
      return pageOrInvalid(request, reply, page, pageSize, found);
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
        response: { 200: favoritesPage, 404: detailError },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize, lesson } = request.query;
      const found = await learner.favorites.list(request.user!.id, {
        lessonId: lesson,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return pageOrInvalid(request, reply, page, pageSize, found);
    },
  );

  const noSuchLesson = (lesson: number) => ({
    detail: 'Invalid input.',
    errors: { lesson: [`Invalid pk "${lesson}" - object does not exist.`] },
  });

  app.post(
    '/favorites/video-lessons/',
    {
      preHandler: [
        app.requireUser,
        // A draft cannot be a learner's favourite: refused as a lesson that does not exist.
        hideDrafts(
          app,
          (request) => (request.body as { lesson?: number }).lesson,
          (request, reply) => reply.code(400).send(noSuchLesson((request.body as { lesson: number }).lesson)),
        ),
      ],
      schema: {
        tags: ['favourites'],
        summary: 'Adds a favourite; posting the same lesson again returns the existing record',
        body: addFavoriteBody,
        response: { 200: favorite, 201: favorite, 400: detailError },
      },
    },
    async (request, reply) => {
      const lesson = request.body.lesson;
      const result = await learner.favorites.add(request.user!.id, lesson);
      if (!result) return reply.code(400).send(noSuchLesson(lesson));
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
        response: { 204: z.null(), 404: detailError },
      },
    },
    async (request, reply) => {
      const removed = await learner.favorites.remove(request.user!.id, request.params.id);
      if (!removed) return reply.code(404).send({ detail: 'Not found.' });
      return reply.code(204).send(null);
    },
  );
};
export default routes;
