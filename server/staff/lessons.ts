import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, Writable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailError, type DetailError } from '../../src/api-contract/common.ts';
import { importedLesson, staffLesson, staffLessonList, targetWords } from '../../src/api-contract/staff.ts';
import type { AuthoredQuestion } from '../quiz/bank.ts';
import { checkQuestion, ImportError } from './lesson-import.ts';

/** Largest video accepted (`IMPORT_MAX_VIDEO_MB`, default 500 MB) and subtitle file (2 MB). */
export const maxVideoBytes = () => Number(process.env.IMPORT_MAX_VIDEO_MB ?? 500) * 1024 * 1024;
export const MAX_SUBTITLE_BYTES = 2 * 1024 * 1024;

const dbId = z.coerce.number().int().min(1).max(2_147_483_647);
const sendImportError = (reply: FastifyReply, error: ImportError) =>
  reply.code(error.status).send({ detail: error.message, code: error.code });

/** Passes a part's bytes on, failing with 413 past `limit` bytes. */
function limitTo(limit: number, what: string) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit)
        done(
          new ImportError('too_large', `${what} is larger than ${Math.round(limit / 1024 / 1024)} MB.`, 413),
        );
      else done(null, chunk);
    },
  });
}

const routes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const staff = app.staffRepository;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxVideoBytes(), files: 2, fields: 10, fieldSize: 4096, parts: 12 },
  });
  const workRoot = path.join(
    app.config.dataDir ? path.resolve(app.config.dataDir) : os.tmpdir(),
    'import-tmp',
  );

  app.post(
    '/staff/lessons/import/',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Import a lesson (multipart: video MP4/WebM, subtitles SRT/WebVTT, title, level, category): a draft',
        consumes: ['multipart/form-data'],
        response: { 201: importedLesson, '4xx': detailError },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        return reply
          .code(400)
          .send({ detail: 'Send the lesson as multipart/form-data.', code: 'not_multipart' });
      const workDir = path.join(workRoot, crypto.randomBytes(8).toString('hex'));
      await fs.promises.mkdir(workDir, { recursive: true });
      // The upload folder is removed before the answer goes out, whatever happened.
      const answer = await receiveAndImport(request, workDir).finally(() =>
        fs.promises.rm(workDir, { recursive: true, force: true }),
      );
      return reply.code(answer.status).send(answer.body);
    },
  );

  async function receiveAndImport(
    request: FastifyRequest,
    workDir: string,
  ): Promise<{ status: 201; body: z.infer<typeof importedLesson> } | { status: number; body: DetailError }> {
    try {
      const fields: Record<string, string> = {};
      let videoPath: string | null = null;
      let subtitles: string | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname === 'video' && !videoPath) {
          const file = path.join(workDir, 'video.upload');
          await pipeline(part.file, fs.createWriteStream(file));
          if (part.file.truncated)
            throw new ImportError(
              'too_large',
              `The video is larger than ${maxVideoBytes() / 1024 / 1024} MB.`,
              413,
            );
          videoPath = file;
        } else if (part.fieldname === 'subtitles' && subtitles === null) {
          const chunks: Buffer[] = [];
          // Collected in memory: at most MAX_SUBTITLE_BYTES, refused (413) past that.
          await pipeline(
            part.file,
            limitTo(MAX_SUBTITLE_BYTES, 'The subtitle file'),
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
            }),
          );
          subtitles = Buffer.concat(chunks).toString('utf8');
        } else {
          part.file.resume();
          throw new ImportError('bad_field', `Unexpected file field "${part.fieldname.slice(0, 40)}".`);
        }
      }
      if (!videoPath) throw new ImportError('missing_video', 'Choose a video file (MP4 or WebM).');
      if (subtitles === null)
        throw new ImportError('missing_subtitles', 'Choose a subtitle file (SRT or WebVTT).');
      const result = await staff.importLesson(
        {
          videoPath,
          subtitles,
          title: fields.title ?? '',
          level: fields.level ?? '',
          category: fields.category ?? '',
        },
        workDir,
      );
      app.catalogueRepository.visibility.forget();
      return {
        status: 201,
        body: {
          id: result.id,
          slug: result.slug,
          duration: result.durationSeconds,
          cues: result.cues,
          target_words: result.targetWords,
          missing_from_glossary: result.missingFromGlossary,
          repairs: result.repairs,
          questions: result.questions,
        },
      };
    } catch (error) {
      if (error instanceof ImportError)
        return { status: error.status, body: { detail: error.message, code: error.code } };
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return {
          status: 413,
          body: {
            detail: `The video is larger than ${maxVideoBytes() / 1024 / 1024} MB.`,
            code: 'too_large',
          },
        };
      if (code?.startsWith('FST_'))
        return { status: 400, body: { detail: (error as Error).message, code: 'bad_upload' } };
      throw error;
    }
  }

  app.get(
    '/staff/lessons/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Imported lessons (drafts and published), newest first',
        querystring: z.object({ published: z.enum(['true', 'false']).optional() }),
        response: { 200: staffLessonList },
      },
    },
    async (request) => {
      const { published } = request.query;
      return staff.lessons(published === undefined ? undefined : published === 'true');
    },
  );

  app.get(
    '/staff/lessons/:id/',
    {
      schema: {
        tags: ['staff'],
        summary: 'One lesson as staff review it',
        params: z.object({ id: dbId }),
        response: { 200: staffLesson, 404: detailError },
      },
    },
    async (request, reply) => {
      const lesson = await staff.lesson(request.params.id);
      if (!lesson) return reply.code(404).send({ detail: 'Not found.' });
      return lesson;
    },
  );

  app.patch(
    '/staff/lessons/:id/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Edit the title, target words or question bank; publish or unpublish',
        params: z.object({ id: dbId }),
        body: z.object({
          name: z.string().trim().min(1).max(200).optional(),
          target_words: targetWords.optional(),
          questions: z.array(z.unknown()).max(60).optional(),
          published: z.boolean().optional(),
        }),
        response: { 200: staffLesson, 400: detailError, 404: detailError },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { name, target_words: targetWords, published } = request.body;
      let bank: AuthoredQuestion[] | undefined;
      try {
        bank = request.body.questions?.map((q) => checkQuestion(q));
      } catch (error) {
        if (error instanceof ImportError) return sendImportError(reply, error);
        throw error;
      }
      if (bank && new Set(bank.map((q) => q.slug)).size !== bank.length)
        return reply.code(400).send({ detail: 'Two questions have the same slug.', code: 'bad_question' });
      const taken =
        bank &&
        (await staff.slugTakenElsewhere(
          id,
          bank.map((q) => q.slug),
        ));
      if (taken)
        return reply
          .code(400)
          .send({ detail: `The slug ${taken} is used by another lesson.`, code: 'bad_question' });
      const set = {
        ...(name !== undefined ? { name } : {}),
        ...(targetWords !== undefined ? { targetWords } : {}),
        ...(bank !== undefined ? { questionBank: bank } : {}),
      };
      if (Object.keys(set).length && !(await staff.update(id, set)))
        return reply.code(404).send({ detail: 'Not found.' });
      // Publishing again after an edit rewrites the question rows from the bank.
      if (published !== undefined || (bank !== undefined && (await staff.lesson(id))?.published)) {
        const target = published ?? true;
        if (!(await staff.setPublished(id, target))) return reply.code(404).send({ detail: 'Not found.' });
        // Drafts are hidden from this instance's next request on (the NOTIFY tells the others).
        app.catalogueRepository.visibility.forget();
      }
      const lesson = await staff.lesson(id);
      if (!lesson) return reply.code(404).send({ detail: 'Not found.' });
      return lesson;
    },
  );
};

export default routes;
