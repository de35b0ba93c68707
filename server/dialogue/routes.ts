import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, detailError } from '../../src/api-contract/common.ts';
import {
  dialogueCompletion,
  dialogueCompletionBody,
  dialogueScene,
  dialogueTurn,
  dialogueTurnBody,
} from '../../src/api-contract/dialogue.ts';
import { replyTo } from './partner.ts';
import { publicScript, sceneOf } from './script.ts';
import { hideDrafts, lessonParam } from '../catalogue/visibility.ts';

const lessonParams = z.object({ id: dbId });
const tags = ['dialogue'];

/** Issue 8: a lesson's dialogue script, and the record of a finished dialogue; issue 17: a turn. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.dialogueRepository;
  // A draft's scene, turns and completions are, for anyone but staff, a lesson that does not exist.
  const visibleLesson = hideDrafts(app, lessonParam);

  app.get(
    '/videoLesson/:id/dialogue/',
    {
      preHandler: visibleLesson,
      schema: {
        tags,
        summary:
          "The lesson's dialogue scene as the browser needs it: who plays whom and the partner's opening",
        params: lessonParams,
        response: { 200: dialogueScene, 404: detailError },
      },
    },
    async (request, reply) => {
      const lesson = await repository.sceneSource(request.params.id);
      if (!lesson) return reply.code(404).send({ detail: 'Not found.' });
      const scene = sceneOf(lesson.dialogue, lesson.name, lesson.targetWords, request.params.id);
      return { target_words: lesson.targetWords, script: publicScript(scene, lesson.targetWords) };
    },
  );

  app.post(
    '/videoLesson/:id/dialogue/turn/',
    {
      preHandler: visibleLesson,
      schema: {
        tags,
        summary:
          "The partner's reply to the newest learner turn, worked out from the lesson's scene, the session id and every turn so far (deterministic)",
        params: lessonParams,
        body: dialogueTurnBody,
        response: { 200: dialogueTurn, 404: detailError },
      },
    },
    async (request, reply) => {
      const lesson = await repository.sceneSource(request.params.id);
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
      preHandler: [app.requireUser, visibleLesson],
      schema: {
        tags,
        summary:
          'Records a finished dialogue (the learner messages use every target word, inflected forms count): counts once per learner and lesson toward dialogues_role_played_correctly and marks the dialogue step',
        params: lessonParams,
        body: dialogueCompletionBody,
        response: { 200: dialogueCompletion, 201: dialogueCompletion, 400: detailError, 404: detailError },
      },
    },
    async (request, reply) => {
      const result = await repository.recordCompletion(request.user!.id, request.params.id, {
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
