import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AllauthError } from './envelope.ts';

/**
 * allauth reads the body of every non-GET request as JSON whatever its Content-Type. Within the
 * plugin this is called in, bodies arrive as raw bytes and the handler decodes them.
 */
export function acceptAnyBody(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

export type JsonObject = Record<string, unknown>;

/**
 * The request body as a JSON object: empty → `{}`; not UTF-8, not JSON, or not an object → null
 * (allauth answers a 500 for `[1]`; we answer 400).
 */
export function jsonObjectBody(request: FastifyRequest): JsonObject | null {
  const raw = request.body;
  if (raw === undefined || raw === null) return {};
  if (!Buffer.isBuffer(raw))
    return typeof raw === 'object' && !Array.isArray(raw) ? (raw as JsonObject) : null;
  if (raw.length === 0) return {};
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return null;
  }
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as JsonObject)
      : null;
  } catch {
    return null;
  }
}

export const MALFORMED_BODY: AllauthError = {
  message: 'The request body must be a JSON object.',
  code: 'invalid',
};

/** A string field: missing (undefined, null or blank), the trimmed string, or wrong type. */
export function stringField(
  body: JsonObject,
  name: string,
  opts: { trim?: boolean } = {},
): { value: string } | { missing: true } | { wrongType: true } {
  const value = body[name];
  if (value === undefined || value === null) return { missing: true };
  if (typeof value !== 'string') return { wrongType: true };
  const text = opts.trim === false ? value : value.trim();
  return text === '' ? { missing: true } : { value: text };
}

/** Django's EmailValidator in spirit: one @, a dotted domain, no spaces or control characters. */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\x00-\x1f\x7f]/.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || /^\.|\.$|\.\./.test(local) || /["(),:;<>[\\\]]/.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return (
    labels.every((l) => /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u.test(l)) &&
    !/^\d+$/.test(labels.at(-1)!)
  );
}
