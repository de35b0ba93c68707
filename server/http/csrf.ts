import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './guards.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const CSRF_MAX_AGE_S = 31449600; // 52 weeks, Django's default
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the CSRF check refused this request (its 403 page carries no cookie). */
    csrfRejected: boolean;
    /** A CSRF secret issued during this request (login rotates it); sent instead of the old one. */
    csrfRotated: string | null;
  }
}

export function newCsrfSecret(): string {
  const bytes = crypto.randomBytes(32);
  let out = '';
  for (const b of bytes) out += ALNUM[b % ALNUM.length];
  return out;
}

/** Django accepts the 32-char secret or its 64-char masked form (mask + cipher). */
function unmask(token: string): string | null {
  if (!/^[A-Za-z0-9]+$/.test(token)) return null;
  if (token.length === 32) return token;
  if (token.length !== 64) return null;
  const mask = token.slice(0, 32);
  const cipher = token.slice(32);
  let out = '';
  for (let i = 0; i < 32; i++) {
    const x = ALNUM.indexOf(cipher[i]!) - ALNUM.indexOf(mask[i]!);
    out += ALNUM[(x + ALNUM.length) % ALNUM.length];
  }
  return out;
}

export function setCsrfCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: CSRF_MAX_AGE_S,
    httpOnly: false,
  });
}

/**
 * Re-sends the CSRF cookie, as Django's get_token() does on every allauth response: the secret
 * rotated during this request, else the cookie's when valid, else a fresh one.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[CSRF_COOKIE];
  const token =
    request.csrfRotated ?? (existing && /^[A-Za-z0-9]{32}$/.test(existing) ? existing : newCsrfSecret());
  setCsrfCookie(reply, token, secure);
  return token;
}

/** Issues a new CSRF secret (at login), so a token seen before login is worthless after it. */
export function rotateCsrf(request: FastifyRequest) {
  request.csrfRotated = newCsrfSecret();
}

function sameOrigin(request: FastifyRequest, publicUrl: string, origin: string): boolean {
  if (origin === publicUrl) return true;
  const host = request.headers.host;
  if (!host) return false;
  return origin === `${request.protocol}://${host}`;
}

/**
 * Django's CsrfViewMiddleware for everything under /api/: a foreign Origin is refused; unsafe
 * methods need the `csrftoken` cookie and a matching `X-CSRFToken` header. Failures answer 403
 * before any handler runs, so nothing changes.
 */
export const csrfPlugin = fp<{ publicUrl: string }>(async (app, opts) => {
  app.decorateRequest('csrfRejected', false);
  app.decorateRequest('csrfRotated', null);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const reject = (reason: string) => {
      request.csrfRejected = true;
      return reply
        .code(403)
        .type('text/html; charset=utf-8')
        .send(`<h1>Forbidden (403)</h1><p>CSRF verification failed. Request aborted.</p><p>${reason}</p>`);
    };
    const origin = request.headers.origin;
    if (origin !== undefined && !sameOrigin(request, opts.publicUrl, origin)) {
      return reject(
        `Origin checking failed - ${origin.replace(/[<>&"]/g, '')} does not match any trusted origins.`,
      );
    }
    if (origin === undefined && (request.protocol === 'https' || opts.publicUrl.startsWith('https:'))) {
      // Django: without Origin, an HTTPS request needs a same-origin Referer.
      const referer = request.headers.referer;
      if (!referer) return reject('Referer checking failed - no Referer.');
      const refererOrigin = URL.canParse(referer) ? new URL(referer).origin : null;
      if (!refererOrigin) return reject('Referer checking failed - Referer is malformed.');
      if (!sameOrigin(request, opts.publicUrl, refererOrigin))
        return reject('Referer checking failed - Referer does not match any trusted origins.');
    }
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) return reject('CSRF cookie not set.');
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !header) return reject('CSRF token missing.');
    const secret = unmask(header);
    const expected = Buffer.from(cookie);
    if (
      !secret ||
      secret.length !== expected.length ||
      !crypto.timingSafeEqual(Buffer.from(secret), expected)
    ) {
      return reject('CSRF token incorrect.');
    }
  });
});
