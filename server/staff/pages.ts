import type { FastifyRequest } from 'fastify';

/**
 * Is this a request for a staff page (`/staff…`), however its path is spelled (`/STAFF/`,
 * `//staff`, `/%73taff`)? The session is read for these, and server/web.ts sends their HTML to
 * staff only: 401 for a visitor, 403 for a learner.
 */
export function isStaffPage(request: FastifyRequest): boolean {
  const path = request.url.split(/[?#]/, 1)[0]!;
  const first = path.split('/').find((s) => s !== '') ?? '';
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    // A malformed escape is not "staff".
  }
  return decoded.toLowerCase() === 'staff';
}
