import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, Writable } from 'node:stream';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { languageLevels, questions, videoCategories, videoLessons } from '../db/schema/index.ts';
import { toQuestionRow, type AuthoredQuestion } from '../quiz/bank.ts';
import { checkQuestion, ImportError, importLesson } from './lesson-import.ts';

/** Largest video accepted (`IMPORT_MAX_VIDEO_MB`, default 500 MB) and subtitle file (2 MB). */
export const maxVideoBytes = () => Number(process.env.IMPORT_MAX_VIDEO_MB ?? 500) * 1024 * 1024;
export const MAX_SUBTITLE_BYTES = 2 * 1024 * 1024;

const dbId = z.coerce.number().int().min(1).max(2_147_483_647);
const sendImportError = (reply: FastifyReply, error: ImportError) =>
  reply.code(error.status).send({ detail: error.message, code: error.code });

/**
 * Publishes (writing the question rows from the reviewed bank, upserted by slug so learners'
 * answers to unchanged questions stay) or unpublishes a lesson. The catalogue's caches follow
 * through the video_lessons NOTIFY trigger.
 */
export async function setPublished(db: Db, lessonId: number, published: boolean) {
  return db.transaction(async (tx) => {
    const [lesson] = await tx
      .select({ id: videoLessons.id, bank: videoLessons.questionBank })
      .from(videoLessons)
      .where(eq(videoLessons.id, lessonId))
      .for('update');
    if (!lesson) return false;
    if (published && Array.isArray(lesson.bank)) {
      const rows = (lesson.bank as AuthoredQuestion[]).map((q) => ({ lessonId, ...toQuestionRow(q) }));
      const slugs = rows.map((r) => r.slug);
      await tx
        .delete(questions)
        .where(
          slugs.length
            ? and(eq(questions.lessonId, lessonId), notInArray(questions.slug, slugs))
            : eq(questions.lessonId, lessonId),
        );
      for (const row of rows) {
        const { lessonId: _l, slug: _s, ...set } = row;
        await tx.insert(questions).values(row).onConflictDoUpdate({ target: questions.slug, set });
      }
    }
    await tx.update(videoLessons).set({ published }).where(eq(videoLessons.id, lessonId));
    return true;
  });
}

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
  ): Promise<{ status: number; body: Record<string, unknown> }> {
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
      const result = await importLesson(
        app.db,
        app.media,
        {
          videoPath,
          subtitles,
          title: fields.title ?? '',
          level: fields.level ?? '',
          category: fields.category ?? '',
        },
        workDir,
      );
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
      },
    },
    async (request) => {
      const filter = [sql`${videoLessons.questionBank} is not null`];
      if (request.query.published)
        filter.push(eq(videoLessons.published, request.query.published === 'true'));
      const rows = await app.db
        .select({
          id: videoLessons.id,
          name: videoLessons.name,
          published: videoLessons.published,
          level: languageLevels.name,
          category: videoCategories.name,
          createdAt: videoLessons.createdAt,
        })
        .from(videoLessons)
        .leftJoin(languageLevels, eq(languageLevels.id, videoLessons.levelId))
        .leftJoin(videoCategories, eq(videoCategories.id, videoLessons.categoryId))
        .where(and(...filter))
        .orderBy(desc(videoLessons.id))
        .limit(200);
      return rows.map((r) => ({ ...r, created_at: r.createdAt.toISOString(), createdAt: undefined }));
    },
  );

  const lessonById = async (id: number) =>
    (
      await app.db
        .select({
          id: videoLessons.id,
          slug: videoLessons.slug,
          name: videoLessons.name,
          published: videoLessons.published,
          level: languageLevels.name,
          category: videoCategories.slug,
          video: videoLessons.videoFile,
          poster: videoLessons.poster,
          thumbnail: videoLessons.thumbnail,
          duration: videoLessons.durationSeconds,
          cues: videoLessons.cues,
          targetWords: videoLessons.targetWords,
          questionBank: videoLessons.questionBank,
          review: videoLessons.importReview,
        })
        .from(videoLessons)
        .leftJoin(languageLevels, eq(languageLevels.id, videoLessons.levelId))
        .leftJoin(videoCategories, eq(videoCategories.id, videoLessons.categoryId))
        .where(eq(videoLessons.id, id))
    )[0];

  const lessonJson = (row: NonNullable<Awaited<ReturnType<typeof lessonById>>>) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    published: row.published,
    level: row.level,
    category: row.category,
    video: `/media/${row.video}`,
    poster: row.poster ? `/media/${row.poster}` : null,
    thumbnail: row.thumbnail ? `/media/${row.thumbnail}` : null,
    duration: row.duration,
    cues: row.cues,
    target_words: row.targetWords,
    questions: row.questionBank ?? [],
    review: row.review ?? {},
  });

  app.get(
    '/staff/lessons/:id/',
    { schema: { tags: ['staff'], summary: 'One lesson as staff review it', params: z.object({ id: dbId }) } },
    async (request, reply) => {
      const row = await lessonById(request.params.id);
      if (!row) return reply.code(404).send({ detail: 'Not found.' });
      return lessonJson(row);
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
          target_words: z
            .array(
              z
                .string()
                .trim()
                .toLowerCase()
                .regex(/^[a-z'-]+$/, 'one lower-case English word'),
            )
            .length(5)
            .optional(),
          questions: z.array(z.unknown()).max(60).optional(),
          published: z.boolean().optional(),
        }),
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
      if (bank?.length) {
        // A slug belongs to one lesson: refuse one taken by another lesson's question.
        const taken = await app.db
          .select({ slug: questions.slug })
          .from(questions)
          .where(
            and(
              inArray(
                questions.slug,
                bank.map((q) => q.slug),
              ),
              sql`${questions.lessonId} <> ${id}`,
            ),
          )
          .limit(1);
        if (taken.length)
          return reply
            .code(400)
            .send({ detail: `The slug ${taken[0]!.slug} is used by another lesson.`, code: 'bad_question' });
      }
      const set = {
        ...(name !== undefined ? { name } : {}),
        ...(targetWords !== undefined ? { targetWords } : {}),
        ...(bank !== undefined ? { questionBank: bank } : {}),
      };
      if (Object.keys(set).length) {
        const updated = await app.db
          .update(videoLessons)
          .set(set)
          .where(eq(videoLessons.id, id))
          .returning({ id: videoLessons.id });
        if (!updated.length) return reply.code(404).send({ detail: 'Not found.' });
      }
      // Publishing again after an edit rewrites the question rows from the bank.
      if (published !== undefined || (bank !== undefined && (await lessonById(id))?.published)) {
        const target = published ?? true;
        if (!(await setPublished(app.db, id, target))) return reply.code(404).send({ detail: 'Not found.' });
      }
      const row = await lessonById(id);
      if (!row) return reply.code(404).send({ detail: 'Not found.' });
      return lessonJson(row);
    },
  );
};

export default routes;
