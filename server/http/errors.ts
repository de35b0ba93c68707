import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/connection-errors.ts';
import { ensureCsrfCookie } from './csrf.ts';
import { trackApiRoutes } from './methods.ts';

/** Django's add_never_cache_headers. */
export const NEVER_CACHE = 'max-age=0, no-cache, no-store, must-revalidate, private';

/**
 * Bad input answers 400 with a clear message, never 500: schema failures list the fields,
 * malformed JSON and non-object bodies say so. Unexpected errors are logged and answer a bare 500.
 * A known /api/ path asked with a method it does not answer gets 405 with `Allow`; OPTIONS, 200.
 * Call before any route is registered (it watches routes as they are added).
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String(issue.params?.['missingProperty'] ?? 'non_field_errors');
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.code(400).send({ detail: 'Invalid input.', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
          ? 'Malformed JSON body.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported media type.'
              : error.message;
      return reply.code(status).send({ detail });
    }
    if (isConnectionError(error)) {
      // The database connection was lost (reads were already tried again): nothing was promised,
      // the client may try again shortly.
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .code(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send({ detail: 'The database is briefly unavailable. Please try again.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });
  const routes = trackApiRoutes(app);
  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/api/')) return reply.code(404).type('text/plain').send('Not found');
    const path = request.url.split('?')[0]!;
    const allowed = routes.allowed(path);
    if (!allowed) return reply.code(404).send({ detail: 'Not found.' });
    reply.header('allow', allowed.join(', '));
    const allauth = path.startsWith('/api/_allauth/');
    if (allauth) {
      // Django's answers here are empty HTML pages, and still re-send the CSRF cookie.
      ensureCsrfCookie(request, reply, app.config.publicUrl.startsWith('https:'));
      reply.header('cache-control', NEVER_CACHE).header('vary', 'Cookie');
    }
    if (request.method === 'OPTIONS') return reply.code(200).type('text/html; charset=utf-8').send('');
    if (allauth) return reply.code(405).type('text/html; charset=utf-8').send('');
    return reply.code(405).send({ detail: `Method "${request.method}" not allowed.` });
  });
}
