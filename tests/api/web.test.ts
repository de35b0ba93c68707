import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteContent } from '../../server/catalogue/seed-content.ts';
import web from '../../server/web.ts';

describe('web app serving', () => {
  let app: FastifyInstance;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-web-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Lingvo</title>');
    app = Fastify();
    await app.register(web, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('/ preloads the hero poster (the home page LCP element) with high priority; other pages do not', async () => {
    const poster = readSiteContent()?.heroPoster;
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    if (poster) {
      expect(home.headers.link).toBe(`</media/${poster}>; rel=preload; as=image; fetchpriority=high`);
    } else {
      expect(home.headers.link).toBeUndefined();
    }
    const signin = await app.inject({ url: '/signin' });
    expect(signin.statusCode).toBe(200);
    expect(signin.headers.link).toBeUndefined();
  });
});
