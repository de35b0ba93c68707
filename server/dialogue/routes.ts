import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { videoLessons } from '../db/schema/index.ts';
import { replyTo } from './partner.ts';
import { publicScript, sceneOf } from './script.ts';
import { recordCompletion } from './completions.ts';

const lessonParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const completionBody = z.object({
  session_id: z.string().trim().min(8).max(100),
  /** The learner's messages of the dialogue; the server finds the target words in them. */
  messages: z.array(z.string().max(1000)).min(1).max(500),
  /** Sent by older clients; ignored (the server reads the messages). */
  words_used: z.array(z.string().max(60)).max(20).optional(),
  exchanges: z.number().int().min(1).max(10_000),
  seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400),
});

const turnBody = z.object({
  session_id: z.string().trim().min(8).max(100),
  /** Every learner message of the session so far, oldest first; the last one is answered. */
  turns: z.array(z.string().trim().min(1).max(500)).min(1).max(200),
});

/** Issue 8: a lesson's dialogue script, and the record of a finished dialogue; issue 17: a turn. */
const routes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/videoLesson/:id/dialogue/',
    {
      schema: {
        tags: ['dialogue'],
        summary:
          "The lesson's dialogue scene as the browser needs it: who plays whom and the partner's opening",
        params: lessonParams,
      },
    },
    async (request, reply) => {
      const [lesson] = await app.db
        .select({
          name: videoLessons.name,
          targetWords: videoLessons.targetWords,
          dialogue: videoLessons.dialogue,
        })
        .from(videoLessons)
        // A draft (an imported lesson before review) is not found.
        .where(and(eq(videoLessons.id, request.params.id), eq(videoLessons.published, true)));
      if (!lesson) return reply.code(404).send({ detail: 'Not found.' });
      const script = publicScript(
        sceneOf(lesson.dialogue, lesson.name, lesson.targetWords),
        lesson.targetWords,
      );
      return { target_words: lesson.targetWords, script };
    },
  );

  app.post(
    '/videoLesson/:id/dialogue/turn/',
    {
      schema: {
        tags: ['dialogue'],
        summary:
          "The partner's reply to the newest learner turn, worked out from the lesson's scene, the session id and every turn so far (deterministic)",
        params: lessonParams,
        body: turnBody,
      },
    },
    async (request, reply) => {
      const [lesson] = await app.db
        .select({
          name: videoLessons.name,
          targetWords: videoLessons.targetWords,
          dialogue: videoLessons.dialogue,
        })
        .from(videoLessons)
        .where(eq(videoLessons.id, request.params.id));
      if (!lesson) return reply.code(404).send({ detail: 'Not found.' });
      const scene = sceneOf(lesson.dialogue, lesson.name, lesson.targetWords, request.params.id);
      const r = replyTo(scene, lesson.targetWords, request.body.session_id, request.body.turns);
      return {
        reply: r.text,
        recasts: r.recasts,
        coach: r.coach,
        understood: r.understood,
        move: r.move,
        used_words: r.usedWords,
        newly_used: r.newlyUsed,
      };
    },
  );

  app.post(
    '/videoLesson/:id/dialogue/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dialogue'],
        summary:
          'Records a finished dialogue (the learner messages use every target word, inflected forms count): counts once per learner and lesson toward dialogues_role_played_correctly and marks the dialogue step',
        params: lessonParams,
        body: completionBody,
      },
    },
    async (request, reply) => {
      const result = await recordCompletion(app.db, request.user!.id, request.params.id, {
        sessionId: request.body.session_id,
        messages: request.body.messages,
        exchanges: request.body.exchanges,
        seconds: request.body.seconds,
      });
      if (result.kind === 'notFound') return reply.code(404).send({ detail: 'Not found.' });
      if (result.kind === 'unfinished') {
        return reply.code(400).send({
          code: 'dialogue_unfinished',
          detail: 'The dialogue is not finished: your messages must use every target word.',
          errors: { messages: [`Missing: ${result.missing.join(', ')}.`] },
        });
      }
      return reply
        .code(result.counted ? 201 : 200)
        .send({ counted: result.counted, progress: result.progress });
    },
  );
};
export default routes;
