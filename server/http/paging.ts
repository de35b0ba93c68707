import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Page } from '../../src/api-contract/common.ts';

/**
 * The one paging helper of the API (DRF's PageNumberPagination): the `page`/`page_size` query,
 * the `{count, next, previous, results}` envelope with absolute links, and the 404 "Invalid page."
 * for a page past the end (page 1 is always valid, even empty).
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `page` and `page_size` as DRF's PageNumberPagination reads them (page_size is capped, not refused). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
};

/** `page` alone, for lists of a fixed page size. */
export const pageNumberQuery = { page: pageQuery.page };

export const INVALID_PAGE = 'Invalid page.';

/** True when `page` lies past the end of a list of `count` items (DRF answers 404 then). */
export const pastTheEnd = (page: number, pageSize: number, count: number) =>
  page > 1 && (page - 1) * pageSize >= count;

/** Sends DRF's 404 for a page past the end. */
export function sendInvalidPage(reply: FastifyReply) {
  return reply.code(404).send({ detail: INVALID_PAGE });
}

/**
 * One page of a list already read whole (reference data), or the 404 when past the end: the
 * envelope is returned, the 404 sent.
 */
export function pageOfList<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: number,
  pageSize: number,
  all: T[],
): Page<T> | FastifyReply {
  if (pastTheEnd(page, pageSize, all.length)) return sendInvalidPage(reply);
  const start = (page - 1) * pageSize;
  return paginated(request, page, pageSize, all.length, all.slice(start, start + pageSize));
}

/**
 * One page read from the database (`results` for `page`, `count` in all), or the 404 when the page
 * is past the end.
 */
export function pageOrInvalid<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: number,
  pageSize: number,
  found: { count: number; results: T[] },
): Page<T> | FastifyReply {
  if (!found.results.length && page > 1) return sendInvalidPage(reply);
  return paginated(request, page, pageSize, found.count, found.results);
}

/** Comma-joined positive integers (`categories=1,2,3`); empty means "no filter". */
export const idList = z
  .string()
  .max(2000)
  .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?,?\s*$/, 'Expected comma-separated whole numbers.')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map(Number),
  )
  .optional();

/** The origin the browser used, so absolute links (next, media) stay same-origin for CSP and cookies. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** `{count, next, previous, results}` with absolute `next`/`previous` that keep the other query params. */
export function paginated<T>(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  count: number,
  results: T[],
): Page<T> {
  const url = new URL(request.url, originOf(request));
  const link = (p: number) => {
    const u = new URL(url);
    if (p === 1) u.searchParams.delete('page');
    else u.searchParams.set('page', String(p));
    return u.toString();
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}

/**
 * The same envelope as `paginated`, as UTF-8 JSON around results that are JSON already, each given
 * as chunks (joined without copying them into one string first).
 */
export function paginatedJson(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  count: number,
  results: Buffer[][],
): Buffer {
  return paginatedJsonWithSlots(request, page, pageSize, count, results).body;
}

/**
 * `paginatedJson`, and where each result lies in the body: `[item start, last chunk start, end)` in
 * bytes. The catalogue lays a learner's own fields (the last chunk) over a shared page there.
 */
export function paginatedJsonWithSlots(
  request: FastifyRequest,
  page: number,
  pageSize: number,
  count: number,
  results: Buffer[][],
): { body: Buffer; slots: [number, number, number][] } {
  const envelope = JSON.stringify(paginated(request, page, pageSize, count, []));
  // `…,"results":[]}` → `…,"results":[` + items + `]}`
  const chunks: Uint8Array[] = [Buffer.from(envelope.slice(0, -2))];
  let at = chunks[0]!.length;
  const slots: [number, number, number][] = [];
  results.forEach((item, i) => {
    if (i) {
      chunks.push(COMMA);
      at += COMMA.length;
    }
    const itemStart = at;
    for (const chunk of item) {
      chunks.push(chunk);
      at += chunk.length;
    }
    slots.push([itemStart, at - (item.at(-1)?.length ?? 0), at]);
  });
  chunks.push(END);
  return { body: Buffer.concat(chunks), slots };
}
const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

export const mediaUrlFor = (request: FastifyRequest) => {
  const origin = originOf(request);
  return (key: string) => `${origin}/media/${key.split('/').map(encodeURIComponent).join('/')}`;
};
