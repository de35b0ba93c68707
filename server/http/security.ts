import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { isApiRequest, PERMISSIONS_POLICY } from './guards.ts';

/**
 * Security headers: strict CSP (self only, no framing), nosniff, referrer policy, HSTS under https.
 * The helmet middleware is built once: @fastify/helmet built it again on every request (parsing and
 * validating the CSP directives each time, ~6% of the server's CPU under the catalogue bench).
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce for <style> elements (the page's and Mantine's). */
    cspNonce: string;
  }
}

/**
 * 16 random bytes a response, drawn from a pool refilled 256 nonces at a time: one call into the
 * CSPRNG per response was ~6% of the server's CPU under the signed-in load bench (issue 18). Every
 * nonce is still fresh CSPRNG output, used once.
 */
const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let poolAt = 0;
function nextNonce(): string {
  if (poolAt + NONCE_BYTES > pool.length) {
    pool = crypto.randomBytes(NONCE_BYTES * POOL_NONCES);
    poolAt = 0;
  }
  const nonce = pool.toString('base64', poolAt, poolAt + NONCE_BYTES);
  poolAt += NONCE_BYTES;
  return nonce;
}

/** The CSP source naming this response's nonce (set in the onRequest hook below). */
const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as ServerResponse & { cspNonce?: string }).cspNonce}'`;

export const securityPlugin = fp<{ https: boolean }>(async (app, { https }) => {
  app.decorateRequest('cspNonce', '');
  /** The helmet middleware with these CSP script and style sources (the rest is the same for every response). */
  const withSources = (
    scriptSrc: (string | typeof nonceSource)[],
    styleSrc: (string | typeof nonceSource)[],
  ) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          styleSrc,
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });
  // Pages: the page's one inline script (the boot loader, server/web.ts) carries the response's nonce.
  // No 'unsafe-inline' for styles: <style> elements need the response's nonce (web.ts puts it in the
  // page, Mantine reads it through getStyleNonce). Style attributes set from script (React, Mantine)
  // go through the CSSOM, which CSP does not govern. The API browser (Swagger UI at /api/docs/)
  // injects a <style> of its own, unnonced: that page alone keeps 'unsafe-inline' (which a nonce
  // beside it would switch off).
  const pageHeaders = withSources(
    ["'self'", nonceSource],
    [
      "'self'",
      (req: IncomingMessage, res: ServerResponse) =>
        req.url?.startsWith('/api/docs') ? "'unsafe-inline'" : nonceSource(req, res),
    ],
  );
  // JSON answers of the API run no inline script or style: a fixed policy without a nonce, which helmet
  // builds once (a policy with a nonce source is rebuilt and validated on every response: ~4% of the
  // server's CPU under GET auth/session, issue 18).
  const apiHeaders = withSources(["'self'"], ["'self'"]);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (isApiRequest(request) && !request.raw.url?.startsWith('/api/docs')) {
      apiHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
      return;
    }
    const nonce = nextNonce();
    request.cspNonce = nonce;
    (reply.raw as ServerResponse & { cspNonce?: string }).cspNonce = nonce;
    pageHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
