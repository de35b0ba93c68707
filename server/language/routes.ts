import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId as id, detailError as detail } from '../../src/api-contract/common.ts';
import {
  saveWordBody,
  translateBody,
  translationResult,
  vocabularyPage,
  vocabularyWord,
} from '../../src/api-contract/language.ts';
import { pageNumberQuery, pageOrInvalid } from '../http/paging.ts';
import { createTranslator, LESSON_NOT_FOUND, loadEngine } from './translate.ts';
import { hideDrafts, lessonParam } from '../catalogue/visibility.ts';

/** SPEC §7 lists are paginated by 20 with absolute `next` / `previous` links. */
export const VOCABULARY_PAGE_SIZE = 20;

const invalidVideo = (lessonId: number | null) => ({
  detail: `Invalid video "${lessonId}" - object does not exist.`,
});

/** The word lookup and the learner's vocabulary (SPEC §7). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.languageRepository;
  const translator = createTranslator(app.db);
  // A listening server builds the engine (dictionaries, tagger) right away, not on the first click.
  app.addHook('onListen', async () => {
    setImmediate(
      () => void loadEngine().catch((err) => app.log.error({ err }, 'language engine failed to load')),
    );
  });

  app.post(
    '/videoLesson/:id/translate/',
    {
      // A draft's words are not translated for anyone but staff (a lesson that does not exist).
      preHandler: hideDrafts(app, lessonParam, (_request, reply) =>
        reply.code(404).send({ detail: LESSON_NOT_FOUND }),
      ),
      schema: {
        tags: ['language'],
        summary: 'Translate a word of a lesson',
        description:
          'The word is read in its lesson sentence (the phrase at index `phrase` of split_transcription when ' +
          'given, else the first that holds it) for lemma and part of speech. Target language: `language`, ' +
          'else the profile language, else en (a short English definition). `type` is one of SPEC’s eight ' +
          'types, or preposition / conjunction / interjection, which carry empty `details`. A word without ' +
          'a translation says so in `translation` and has `id` null. Anonymous calls are allowed.',
        params: z.object({ id }),
        body: translateBody,
        response: { 200: translationResult, 400: detail, 404: detail },
      },
    },
    async (request, reply) => {
      const outcome = await translator.translate({
        lessonId: request.params.id,
        text: request.body.text,
        language: request.body.language ?? request.user?.language ?? 'en',
        phrase: request.body.phrase,
        occurrence: request.body.occurrence,
      });
      if (!outcome.ok) return reply.code(outcome.status).send({ detail: outcome.detail });
      return outcome.result;
    },
  );

  app.get(
    '/student-vocabulary/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['language'],
        summary: 'The signed-in learner’s saved words',
        querystring: z.object({ video: id.optional(), ...pageNumberQuery }),
        response: { 200: vocabularyPage, 404: detail },
      },
    },
    async (request, reply) => {
      const page = request.query.page;
      const found = await repository.vocabularyPage(request.user!.id, {
        lessonId: request.query.video,
        offset: (page - 1) * VOCABULARY_PAGE_SIZE,
        limit: VOCABULARY_PAGE_SIZE,
      });
      return pageOrInvalid(request, reply, page, VOCABULARY_PAGE_SIZE, found);
    },
  );

  app.post(
    '/student-vocabulary/',
    {
      preHandler: [
        app.requireUser,
        // Saving a word under a draft is refused as under a lesson that does not exist.
        hideDrafts(
          app,
          (request) => (request.body as { video?: number | null }).video,
          (request, reply) => reply.code(400).send(invalidVideo((request.body as { video: number }).video)),
        ),
      ],
      schema: {
        tags: ['language'],
        summary: 'Save a dictionary word (idempotent)',
        description:
          'Saves the entry once per learner: 201 when added, 200 with the saved word when it was there. ' +
          '`video` files it under that lesson and marks the lesson’s words step done. `form`, `sense` and ' +
          '`sentence` keep what the learner clicked and saw (the sense becomes the translation); without ' +
          '`sense` the translation is the entry’s main sense in the profile language.',
        body: saveWordBody,
        response: { 200: vocabularyWord, 201: vocabularyWord, 400: detail },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const entry = await repository.dictionaryEntry(request.body.entry);
      if (!entry)
        return reply
          .code(400)
          .send({ detail: `Invalid entry "${request.body.entry}" - object does not exist.` });
      const lessonId = request.body.video ?? null;
      // The lesson is checked in the save's own statement (null: no such lesson).
      const saved = await repository.saveWord({
        userId: user.id,
        entryId: entry.id,
        lessonId,
        text: entry.lemma,
        translation:
          request.body.sense?.trim() ||
          (await translator.translateEntry(entry.lemma, entry.pos, user.language)),
        language: user.language,
        form: request.body.form?.trim() ?? '',
        sense: request.body.sense?.trim() ?? '',
        sentence: request.body.sentence?.trim() ?? '',
      });
      if (!saved) return reply.code(400).send(invalidVideo(lessonId));
      return reply.code(saved.created ? 201 : 200).send(saved.word);
    },
  );

  app.delete(
    '/student-vocabulary/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['language'],
        summary: 'Remove a saved word',
        params: z.object({ id }),
        response: { 204: z.null(), 404: detail },
      },
    },
    async (request, reply) => {
      if (!(await repository.deleteWord(request.user!.id, request.params.id))) {
        return reply.code(404).send({ detail: 'Not found.' });
      }
      return reply.code(204).send(null);
    },
  );
};
export default routes;
