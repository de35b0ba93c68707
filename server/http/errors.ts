import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * Bad input answers 400 with a clear message, never 500: schema failures list the fields,
 * malformed JSON and non-object bodies say so. Unexpected errors are logged and answer a bare 500.
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ detail: 'Not found.' });
    return reply.code(404).type('text/plain').send('Not found');
  });
}
