import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { readSiteContent } from './catalogue/seed-content.ts';

/**
 * Serves the built SPA (vite build → dist/): hashed assets with a long cache, and index.html for
 * every other non-API path so client routes (and the 404 page) work on reload.
 */
const web: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.get('/', async (_req, reply) =>
      reply
        .type('text/html')
        .send(
          '<!doctype html><title>Lingvo</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each asset (vite.config.ts): sent as-is to browsers that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const html = fs.readFileSync(index);
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  // The home page's largest paint is the hero video's poster (Lighthouse LCP element). The browser
  // would only find it once the app has rendered; a preload header starts it with the HTML.
  const heroPoster = readSiteContent()?.heroPoster;
  const homeLink = heroPoster
    ? `</media/${heroPoster}>; rel=preload; as=image; fetchpriority=high`
    : undefined;
  app.get('/', (req, reply) => {
    if (homeLink) reply.header('Link', homeLink);
    return sendIndex(req, reply);
  });
  app.get('/*', (req, reply) => {
    const rel = decodeURIComponent((req.params as { '*': string })['*']);
    if (rel.startsWith('api/') || rel.startsWith('media/')) return reply.callNotFound();
    const file = path.join(root, rel);
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile())
      return reply.sendFile(rel);
    return sendIndex(req, reply);
  });
};
export default web;
