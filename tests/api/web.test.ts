import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteContent } from '../../server/catalogue/seed-content.ts';
import web from '../../server/web.ts';
import { videoCategories, videoLessons } from '../../server/db/schema/index.ts';
import { openTestDatabase } from './support.ts';
import { eq } from 'drizzle-orm';

/** A built web app in a temporary folder: its index.html and, when given, the build manifest. */
function writeBuild(index: string, manifest?: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-web-'));
  fs.writeFileSync(path.join(root, 'index.html'), index);
  if (manifest) {
    fs.mkdirSync(path.join(root, '.vite'));
    fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return root;
}

/** The web plugin alone on a Fastify app serving `root` (`setup` decorates it first). */
async function serveWeb(root: string, setup?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  setup?.(app);
  await app.register(fastifyCookie);
  await app.register(web, { root });
  await app.ready();
  return app;
}

describe('web app serving', () => {
  let app: FastifyInstance;
  let root = '';

  beforeAll(async () => {
    // A build manifest as vite writes it: an entry, two route pages sharing a chunk, the texts.
    root = writeBuild(
      '<!doctype html><head><title>Lingvo</title></head><body><div id="root"><div class="boot-splash" role="status" aria-label="Loading"><b>Lingvo</b></div></div></body>',
      {
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
        '_vendor-1.js': { file: 'assets/vendor-1.js' },
        '_form-1.js': { file: 'assets/form-1.js', imports: ['_vendor-1.js'] },
        'src/routes/signin.tsx': { file: 'assets/signin-1.js', imports: ['_vendor-1.js', '_form-1.js'] },
        'src/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_vendor-1.js'] },
        'src/routes/not-found.tsx': { file: 'assets/not-found-1.js' },
        'src/i18n/index.en.ts': { file: 'assets/index.en-1.js' },
        'src/i18n/index.uk.ts': { file: 'assets/index.uk-1.js' },
        'src/i18n/index.pl.ts': { file: 'assets/index.pl-1.js' },
      },
    );
    app = await serveWeb(root);
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
      // Painted with the HTML, in the splash (issue 18: the LCP image before any script runs).
      expect(home.body).toContain(
        `<div class="boot-splash" role="status" aria-label="Loading"><img class="boot-poster" src="/media/${poster}" alt="" fetchpriority="high"><b>`,
      );
    } else {
      expect(home.headers.link).toBeUndefined();
    }
    const signin = await app.inject({ url: '/signin' });
    expect(signin.statusCode).toBe(200);
    expect(signin.headers.link).toBeUndefined();
    expect(signin.body).not.toContain('boot-poster');
  });

  it("announces the route's chunks and the guessed language's texts in the page, not the entry's own", async () => {
    const preloaded = (body: string) =>
      [...body.matchAll(/rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)"/g)].map(
        (m) => m[1],
      );
    const signin = await app.inject({
      url: '/signin?next=%2F',
      headers: { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' },
    });
    expect(preloaded(signin.body)).toEqual([
      '/assets/signin-1.js',
      '/assets/form-1.js',
      '/assets/index.uk-1.js',
    ]);
    expect(signin.headers.vary).toContain('Accept-Language');
    const home = await app.inject({ url: '/', headers: { 'accept-language': 'de-DE,pl;q=0.5' } });
    expect(preloaded(home.body)).toEqual(['/assets/home-1.js', '/assets/index.pl-1.js']);
    // The chosen language (cookie) wins over the browser's; an unknown path gets the 404 page.
    const unknown = await app.inject({
      url: '/no-such-page',
      headers: { cookie: 'django_language=pl', 'accept-language': 'uk' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(preloaded(unknown.body)).toEqual(['/assets/not-found-1.js', '/assets/index.pl-1.js']);
    const plain = await app.inject({ url: '/xx/%2e%2e/strange' });
    expect(preloaded(plain.body)).toEqual(['/assets/not-found-1.js', '/assets/index.en-1.js']);
  });
});

describe('a page that boots after its first paint (tools/boot-html.ts)', () => {
  let app: FastifyInstance;
  let root = '';
  beforeAll(async () => {
    root = writeBuild(
      '<!doctype html><head><title>Lingvo</title><template id="boot-assets"><link rel="modulepreload" crossorigin href="/assets/index-1.js" data-entry></template></head><body><div id="root"></div><script>boot()</script></body>',
      {
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/routes/signin.tsx': { file: 'assets/signin-1.js' },
        'src/routes/not-found.tsx': { file: 'assets/not-found-1.js' },
        'src/i18n/index.en.ts': { file: 'assets/index.en-1.js' },
      },
    );
    app = await serveWeb(root);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("puts the route's chunks in the boot template, fetched with the entry once the splash is painted", async () => {
    const page = (await app.inject({ url: '/signin' })).body;
    const template = /<template id="boot-assets">(.*?)<\/template>/.exec(page)?.[1] ?? '';
    expect(template).toContain('href="/assets/signin-1.js"');
    expect(template).toContain('href="/assets/index.en-1.js"');
    // Nothing is fetched from <head> before the first paint.
    expect(page.slice(page.indexOf('</template>'))).not.toContain('modulepreload');
    // The inline loader is given the slot the security plugin fills with the response's nonce.
    expect(page).toMatch(/<script nonce="[^"]*">boot\(\)<\/script>/);
  });
});

describe('lesson page: the poster announced with the HTML', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let root = '';
  beforeAll(async () => {
    root = writeBuild(
      '<!doctype html><html><head><title>Lingvo</title></head><body><div id="root"><div class="boot-splash" role="status" aria-label="Loading"><b>Lingvo</b></div></div></body>',
    );
    database = await openTestDatabase();
    app = await serveWeb(root, (a) => a.decorate('db', database.db));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('preloads the lesson’s poster with high priority, first in <head>; a lesson without one gets the page alone', async () => {
    const [withPoster, without] = await database.db
      .insert(videoLessons)
      .values([
        { slug: 'poster-a', name: 'A', videoFile: 'a.mp4', thumbnail: 'posters/a b.jpg' },
        { slug: 'poster-b', name: 'B', videoFile: 'b.mp4' },
      ])
      .returning();
    const res = await app.inject({ url: `/lesson/${withPoster!.id}?mode=video` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe('</media/posters/a%20b.jpg>; rel=preload; as=image; fetchpriority=high');
    expect(res.body).toContain(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/media/posters/a%20b.jpg"><title>',
    );
    // …and painted with the HTML, in the splash behind the logo (issue 18: LCP before any script).
    expect(res.body).toContain(
      '<div class="boot-splash" role="status" aria-label="Loading"><img class="boot-poster" src="/media/posters/a%20b.jpg" alt="" fetchpriority="high"><b>',
    );
    for (const url of [`/lesson/${without!.id}`, '/lesson/999999', '/lesson/x', '/lesson/99999999999']) {
      const other = await app.inject({ url });
      expect(other.statusCode).toBe(200);
      expect(other.headers.link).toBeUndefined();
      expect(other.body).not.toContain('rel="preload" as="image"');
      expect(other.body).not.toContain('boot-poster');
    }
  });

  it('paints the first card’s thumbnail in the splash of all videos, not of the dashboard', async () => {
    const allVideos = await app.inject({ url: '/account' });
    expect(allVideos.statusCode).toBe(200);
    expect(allVideos.headers.link).toBe(
      '</media/posters/a%20b.jpg>; rel=preload; as=image; fetchpriority=high',
    );
    expect(allVideos.body).toContain(
      '<img class="boot-poster" src="/media/posters/a%20b.jpg" alt="" fetchpriority="high">',
    );
    const dashboard = await app.inject({ url: '/account?account=true' });
    expect(dashboard.headers.link).toBeUndefined();
    expect(dashboard.body).not.toContain('boot-poster');
    // A draft is not listed: the first published lesson (here one without a thumbnail) decides.
    await database.db.update(videoLessons).set({ published: false }).where(eq(videoLessons.slug, 'poster-a'));
    const afterDraft = await app.inject({ url: '/account?search=x' });
    expect(afterDraft.headers.link).toBeUndefined();
    expect(afterDraft.body).not.toContain('boot-poster');
    // The page shows a row per category first (lessons without one last): the first category's first lesson.
    const [later, first] = await database.db
      .insert(videoCategories)
      .values([
        { slug: 'poster-later', name: 'Later', position: 2 },
        { slug: 'poster-first', name: 'First', position: 1 },
      ])
      .returning();
    await database.db.insert(videoLessons).values([
      { slug: 'poster-c', name: 'C', videoFile: 'c.mp4', thumbnail: 'posters/c.jpg', categoryId: later!.id },
      { slug: 'poster-d', name: 'D', videoFile: 'd.mp4', thumbnail: 'posters/d.jpg', categoryId: first!.id },
    ]);
    const rows = await app.inject({ url: '/account' });
    expect(rows.body).toContain('<img class="boot-poster" src="/media/posters/d.jpg"');
  });
});
