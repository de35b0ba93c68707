import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../types.ts';
import { deleteWord, dictionaryEntry, saveWord, vocabularyPage } from './repository.ts';
import { createTranslator, loadEngine } from './translate.ts';
import { WORD_TYPES } from './types.ts';
import { MAX_WORD_LENGTH } from './word.ts';

/** SPEC §7 lists are paginated by 20 with absolute `next` / `previous` links. */
export const VOCABULARY_PAGE_SIZE = 20;
const MAX_ID = 2_147_483_647;

const id = z.coerce.number().int().min(1).max(MAX_ID);
const detail = z.looseObject({ detail: z.string() });

const translationResult = z.object({
  id: z.number().int().nullable().describe('Dictionary entry (lemma + type) when the word has a translation'),
  text: z.string(),
  translation: z.string(),
  type: z.enum(WORD_TYPES),
  details: z.record(z.string(), z.union([z.string(), z.boolean()])),
  usage_example: z.string(),
  common_misunderstandings: z.string(),
  phonetic: z.string().describe('IPA between slashes, or empty when unknown'),
  lemma: z.string(),
  senses: z
    .array(z.object({ type: z.enum(WORD_TYPES), translation: z.string(), gloss: z.string() }))
    .describe('Every meaning: the one in `translation` first, then the other senses and parts of speech'),
  expression: z
    .object({
      text: z.string().describe('The expression as it stands in the sentence ("took off", "sorted … out")'),
      lemma: z.string().describe('Its dictionary form ("take off")'),
      translation: z.string(),
      type: z.string().describe('phrasal verb, idiom, fixed phrase, compound, or number'),
      gloss: z.string(),
    })
    .optional()
    .describe('The multi-word expression the word belongs to in this sentence, when it belongs to one'),
});

const vocabularyWord = z.object({
  id: z.number().int(),
  entry: z.number().int(),
  text: z.string(),
  translation: z.string(),
  form: z.string().describe('The form the learner clicked ("booked" for book), or empty'),
  sense: z.string().describe('The meaning the learner saw in the popup, or empty'),
  sentence: z.string().describe('The sentence the word was clicked in, or empty'),
});

/** The absolute URL of this list with another page, as the browser reached it. */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** The word lookup and the learner's vocabulary (SPEC §7). */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
        body: z.object({
          text: z.string().min(1).max(MAX_WORD_LENGTH),
          language: z.enum(LANGUAGES as [Language, ...Language[]]).optional(),
          phrase: z.number().int().min(0).max(100_000).optional(),
          occurrence: z
            .number()
            .int()
            .min(1)
            .max(1000)
            .optional()
            .describe('Which occurrence of the word in that phrase was clicked (1 = the first)'),
        }),
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
        querystring: z.object({ video: id.optional(), page: id.optional() }),
        response: {
          200: z.object({
            count: z.number().int(),
            next: z.string().nullable(),
            previous: z.string().nullable(),
            results: z.array(vocabularyWord),
          }),
          404: detail,
        },
      },
    },
    async (request, reply) => {
      const page = request.query.page ?? 1;
      const { count, results } = await vocabularyPage(app.db, request.user!.id, {
        lessonId: request.query.video,
        offset: (page - 1) * VOCABULARY_PAGE_SIZE,
        limit: VOCABULARY_PAGE_SIZE,
      });
      if (page > 1 && results.length === 0) return reply.code(404).send({ detail: 'Invalid page.' });
      return {
        count,
        next: page * VOCABULARY_PAGE_SIZE < count ? pageUrl(request, page + 1) : null,
        previous: page > 1 ? pageUrl(request, page - 1) : null,
        results,
      };
    },
  );

  app.post(
    '/student-vocabulary/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['language'],
        summary: 'Save a dictionary word (idempotent)',
        description:
          'Saves the entry once per learner: 201 when added, 200 with the saved word when it was there. ' +
          '`video` files it under that lesson and marks the lesson’s words step done. `form`, `sense` and ' +
          '`sentence` keep what the learner clicked and saw (the sense becomes the translation); without ' +
          '`sense` the translation is the entry’s main sense in the profile language.',
        body: z.object({
          entry: id,
          video: id.nullable().optional(),
          form: z.string().max(100).optional().describe('The form clicked ("booked")'),
          sense: z
            .string()
            .max(500)
            .optional()
            .describe('The meaning the learner saw; saved as the translation'),
          sentence: z.string().max(2000).optional().describe('The sentence the word was clicked in'),
        }),
        response: { 200: vocabularyWord, 201: vocabularyWord, 400: detail },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const entry = await dictionaryEntry(app.db, request.body.entry);
      if (!entry)
        return reply
          .code(400)
          .send({ detail: `Invalid entry "${request.body.entry}" - object does not exist.` });
      const lessonId = request.body.video ?? null;
      // The lesson is checked in the save's own statement (null: no such lesson).
      const saved = await saveWord(app.db, {
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
      if (!saved)
        return reply.code(400).send({ detail: `Invalid video "${lessonId}" - object does not exist.` });
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
      if (!(await deleteWord(app.db, request.user!.id, request.params.id))) {
        return reply.code(404).send({ detail: 'Not found.' });
      }
      return reply.code(204).send(null);
    },
  );
};
export default routes;
