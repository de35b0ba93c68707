import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonObjectBody } from './json-body.ts';

/** The first segments whose checks (CSRF, session, ownership) depend on the path. */
const GUARDED_SEGMENTS = ['api', 'media'];

/** The raw path without its query. */
function rawPathOf(url: string): string {
  const q = url.search(/[?#]/);
  return q < 0 ? url : url.slice(0, q);
}

/** Decodes percent-escapes that decode; leaves malformed ones as they are. */
function looseDecode(segment: string): string {
  return segment.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * The first path segment as the router or a lenient proxy could read it: percent-decoded,
 * lower-cased, with empty segments skipped (`//api/`, `/%61pi/`, `/API/` all give `api`).
 */
function firstSegment(path: string): string {
  const segment = path.split('/').find((s) => s !== '') ?? '';
  return looseDecode(segment).toLowerCase();
}

/**
 * Is this an API request, whatever the spelling of its path? Uses the route the router matched
 * (it decodes the path), and for unmatched requests the decoded first segment. Every check that
 * depends on the path must ask this, never `request.url.startsWith('/api/')`.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const routed = request.routeOptions.url;
  if (routed !== undefined && routed.startsWith('/api/')) return true;
  return request.url.startsWith('/api/') || firstSegment(rawPathOf(request.url)) === 'api';
}

/** A request for a media file (`/media/<key>`, media/routes.ts). */
export function isMediaRequest(request: FastifyRequest): boolean {
  return request.routeOptions.url === '/media/*';
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Strings PostgreSQL cannot store (NUL) or that are not text (unpaired UTF-16 surrogates). */
function badText(value: string): string | null {
  if (value.includes('\u0000')) return 'This field may not contain NUL (\\u0000) characters.';
  if (LONE_SURROGATE.test(value)) return 'This field may not contain unpaired surrogates.';
  return null;
}

/**
 * Finds the first bad string in a JSON value (keys included), without recursion: a body of
 * 64 KiB can nest 32,000 deep. Returns the field path (`words_used.1`) and the message.
 */
export function findBadText(value: unknown, root = ''): { field: string; message: string } | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const message = badText(v);
      if (message) return { field: path || 'non_field_errors', message };
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const field = path ? `${path}.${key}` : key;
        const keyMessage = badText(key);
        if (keyMessage) return { field: field.replace(/[^\x20-\x7e]/g, '?'), message: keyMessage };
        stack.push([child, field]);
      }
    }
  }
  return null;
}

/** The Permissions-Policy: the app uses the microphone (voice answers), nothing else. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'usb=()',
].join(', ');

/** Responses that depend on the session are never stored by a browser or a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Guards every request must pass whatever route it reaches (issue 13, findings 1, 4, 7):
 * - a non-canonical spelling of an /api/ or /media/ path (`/%61pi/`, `/API/`, `//api/`) is refused
 *   with 400 before any other hook, so no check can be skipped by spelling the path another way;
 * - a NUL or an unpaired surrogate in any string of the JSON body, the query or the path
 *   parameters answers 400 naming the field (allauth routes in allauth's error envelope);
 * - /api/ responses that depend on the session say `Cache-Control: private, no-store`.
 * Call before any plugin that adds hooks (hooks run in the order they were added).
 */
export function installRequestGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = rawPathOf(request.url);
    const segment = firstSegment(path);
    if (!GUARDED_SEGMENTS.includes(segment)) return;
    if (path.startsWith(`/${segment}/`) || path === `/${segment}`) return;
    return reply.code(400).send({ detail: 'Malformed path: spell /api/ and /media/ paths plainly.' });
  });

  app.addHook('preValidation', async (request, reply) => {
    const allauth = request.routeOptions.url?.startsWith('/api/_allauth/') ?? false;
    const body = Buffer.isBuffer(request.body) ? jsonObjectBody(request) : request.body;
    const bad = findBadText(request.params, '') ?? findBadText(request.query, '') ?? findBadText(body, '');
    if (!bad) return;
    if (allauth) return sendAllauthError(reply, bad.field, bad.message);
    return reply.code(400).send({
      detail: `Text may not contain NUL (\\u0000) characters or unpaired surrogates: ${bad.field}.`,
      errors: { [bad.field]: [bad.message] },
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control') || !isApiRequest(request)) return payload;
    const personal =
      request.cookies?.['sessionid'] !== undefined ||
      request.user !== null ||
      reply.statusCode === 401 ||
      reply.statusCode === 403 ||
      !['GET', 'HEAD'].includes(request.method);
    if (personal) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/\bcookie\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
    }
    return payload;
  });
}

function sendAllauthError(reply: FastifyReply, param: string, message: string) {
  return reply
    .code(400)
    .header('content-type', 'application/json')
    .send(JSON.stringify({ status: 400, errors: [{ message, code: 'invalid', param }] }));
}

/**
 * Requests Node cannot parse (headers too large, malformed, too slow) answer 400, 431 or 408 with
 * no body, as Node itself does: Fastify's default wrote a JSON body even to a HEAD request, which
 * a client then read as garbage at the start of the next response (found by the fuzzer).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  socket.destroy(err);
}
