import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendErrors, type AllauthError } from './envelope.ts';
import { errorCode } from '../../src/api-contract/allauth.ts';
import { jsonObjectBody, type JsonObject } from '../http/json-body.ts';

/**
 * allauth reads the body of every non-GET request as JSON whatever its Content-Type. Within the
 * plugin this is called in, bodies arrive as raw bytes and the handler decodes them.
 */
export function acceptAnyBody(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

// One decoder of a raw JSON body for the whole server (http/json-body.ts).
export { jsonObjectBody, type JsonObject };

export const MALFORMED_BODY: AllauthError = {
  message: 'The request body must be a JSON object.',
  code: 'invalid',
};

/** allauth's `errors` list of a failed parse, one entry per field issue, in the schema's field order. */
export function allauthErrors(error: z.ZodError): AllauthError[] {
  return error.issues.map((issue) => {
    const param = issue.path.length ? String(issue.path[0]) : undefined;
    const code = errorCode(issue.message);
    return param === undefined ? { message: issue.message, code } : { message: issue.message, code, param };
  });
}

/**
 * One field of a body schema read from the decoded body: its value, or null after adding the
 * field's allauth errors to `errors` (handlers keep allauth's order of checks, some of them async).
 */
export function readField<Shape extends Record<string, z.ZodType>, K extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  name: K,
  input: JsonObject,
  errors: AllauthError[],
): z.output<Shape[K]> | null {
  const result = schema.shape[name]!.safeParse(input[name]);
  if (result.success) return result.data as z.output<Shape[K]>;
  // One error per field, as allauth's forms give (a wrong type stops the field's other checks).
  const issue = result.error.issues[0]!;
  errors.push({ message: issue.message, code: errorCode(issue.message), param: name });
  return null;
}

/** Parses the body; on failure the 400 is already sent and null comes back. */
export function readBody(request: FastifyRequest, reply: FastifyReply): JsonObject | null {
  const parsed = jsonObjectBody(request);
  if (!parsed) void sendErrors(reply, [MALFORMED_BODY]);
  return parsed;
}

/**
 * The body's one field of a one-field request: its value, or null once the 400 (a malformed body,
 * or the field's error) is sent.
 */
export function readOnlyField<Shape extends Record<string, z.ZodType>, K extends keyof Shape & string>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodObject<Shape>,
  name: K,
): z.output<Shape[K]> | null {
  const input = readBody(request, reply);
  if (!input) return null;
  const errors: AllauthError[] = [];
  const value = readField(schema, name, input, errors);
  if (value === null) void sendErrors(reply, errors);
  return value;
}

/**
 * Validates a decoded body with a zod schema: the typed value, or allauth's errors. Errors of the
 * same field stay together (zod reports fields in the schema's order).
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  input: JsonObject,
): { ok: true; data: z.output<S> } | { ok: false; errors: AllauthError[] } {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: allauthErrors(result.error) };
}
