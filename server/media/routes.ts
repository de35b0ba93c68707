import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { layeredMediaStorage, localMediaStorage, type MediaStorage } from './storage.ts';
import { parseRange } from './range.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** `cafe-order-1a2b3c4d.mp4`: the name carries a content hash, so it never changes under that name. */
const HASHED_NAME = /-[0-9a-f]{8,}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Imported media in DATA_DIR/media (written by the lesson import), over the demo media folder:
 * `MEDIA_DIR`, else content/media of the working directory.
 */
export function defaultMediaStorage(dataDir?: string): MediaStorage {
  const demo = localMediaStorage(path.resolve(process.env.MEDIA_DIR ?? 'content/media'));
  return dataDir
    ? layeredMediaStorage(localMediaStorage(path.join(path.resolve(dataDir), 'media')), demo)
    : demo;
}

/**
 * GET/HEAD /media/<key>: lesson videos and thumbnails from the media storage, with single byte
 * ranges (206/416) for seeking, ETag/Last-Modified revalidation (304) and a year-long immutable
 * cache for content-hashed names. Unsafe keys answer 404 like missing ones.
 */
const routes: FastifyPluginAsyncZod<{ storage?: MediaStorage }> = async (app, opts) => {
  const storage = opts.storage ?? app.media;

  // GET and HEAD in one route: Fastify's automatic HEAD route would reset Content-Length to 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // Bytes, not JSON: no response schema; the key is the rest of the path.
    schema: { hide: true, params: z.object({ '*': z.string() }) },
    handler: async (request, reply) => {
      const key = request.params['*'];
      // A draft's video, poster and thumbnail are, for anyone but staff, files that do not exist.
      const draft = app.hasDecorator('catalogueRepository')
        ? await app.catalogueRepository.visibility.isDraftMedia(key)
        : false;
      if (draft && !request.user?.isStaff) return reply.code(404).type('text/plain').send('Not found');
      const file = await storage.stat(key);
      if (!file) return reply.code(404).type('text/plain').send('Not found');

      const lastModified = new Date(Math.floor(file.modified.getTime() / 1000) * 1000);
      reply
        .header('Accept-Ranges', 'bytes')
        .header('ETag', file.etag)
        .header('Last-Modified', lastModified.toUTCString())
        // A draft's file is for the staff member who asked: kept by no shared cache.
        .header('Cache-Control', draft ? 'private, no-store' : HASHED_NAME.test(key) ? IMMUTABLE : REVALIDATE)
        .type(CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream');

      const inm = request.headers['if-none-match'];
      const ims = request.headers['if-modified-since'];
      const notModified = inm
        ? inm.split(',').some((t) => t.trim().replace(/^W\//, '') === file.etag || t.trim() === '*')
        : ims !== undefined && !Number.isNaN(Date.parse(ims)) && lastModified.getTime() <= Date.parse(ims);
      if (notModified) return reply.code(304).send();

      // If-Range: serve the range only when the client's copy is still the current one.
      const ifRange = request.headers['if-range'] as string | undefined;
      const rangeValid =
        ifRange === undefined ||
        ifRange === file.etag ||
        (!ifRange.startsWith('"') &&
          !ifRange.startsWith('W/') &&
          Date.parse(ifRange) >= lastModified.getTime());
      const range = rangeValid ? parseRange(request.headers.range, file.size) : null;

      if (range === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${file.size}`).type('text/plain').send();
      }
      const head = request.method === 'HEAD';
      if (range) {
        reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('Content-Length', String(range.end - range.start + 1));
        return head ? reply.send() : reply.send(storage.read(key, range));
      }
      reply.header('Content-Length', String(file.size));
      return head ? reply.send() : reply.send(storage.read(key));
    },
  });
};
export default routes;
