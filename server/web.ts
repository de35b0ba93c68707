import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { readSiteContent } from './catalogue/seed-content.ts';
import { serverT } from './i18n.ts';
import type { Language } from './types.ts';
import { LANGUAGE_COOKIE, visitorLanguage } from './http/language.ts';
import { pageKey } from '../src/i18n/pages.ts';
import { videoCategories, videoLessons } from './db/schema/index.ts';
import { isStaffPage } from './staff/pages.ts';

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
  // The page's own <style> (the splash) and Mantine's (src/App.tsx reads the meta) carry the
  // request's CSP nonce: style-src needs no 'unsafe-inline' (server/http/security.ts).
  const html = fs
    .readFileSync(index, 'utf8')
    .replace(/<style>/g, `<style nonce="${NONCE_SLOT}">`)
    // The inline boot loader (vite.config.ts deferScripts): script-src allows it by the nonce alone.
    .replace(/<script>/g, `<script nonce="${NONCE_SLOT}">`)
    .replace('</head>', `<meta name="csp-nonce" content="${NONCE_SLOT}"></head>`);
  const preloads = routePreloads(root);
  // One page per route and language: index.html with the route's chunks and the language's texts
  // announced in <head>, so the browser fetches them with the entry instead of after it has run.
  const pages = new Map<string, string>();
  const pageFor = (url: string, cookie: string | undefined, acceptLanguage: string | undefined) => {
    // Unknown paths share the 404 page's entry: the cache holds routes × languages at most.
    const module = preloads.has(routeModule(url)) ? routeModule(url) : 'src/routes/not-found.tsx';
    const key = `${module} ${pageLanguage(cookie, acceptLanguage)} ${pageKey(url)}`;
    let page = pages.get(key);
    if (!page) {
      const [module, language, title] = key.split(' ') as [string, Language, string];
      const links = preloads.links([module, `src/i18n/index.${language}.ts`]);
      const localized = localizeHead(html, language, title);
      // With the others in the boot template (fetched once the splash is painted), else in <head>.
      const at = localized.includes('</template>') ? '</template>' : '</head>';
      page = links ? localized.replace(at, `${links}${at}`) : localized;
      pages.set(key, page);
    }
    return page;
  };
  /**
   * index.html for the route and language; `firstInHead` goes first in <head> (a preload), and
   * `poster` (an image URL) is painted in the splash, behind the logo, with the HTML: the page's
   * largest image (a lesson's poster, the home hero's) is then on screen before any script has run
   * (Lighthouse mobile LCP, issue 18), and the app's own <video poster> of the same image is no
   * larger a paint than it.
   */
  const sendIndex = (
    req: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
    firstInHead = '',
    poster?: string,
  ) => {
    const page = pageFor(req.url, req.cookies?.[LANGUAGE_COOKIE], req.headers['accept-language']);
    const head = page.indexOf('<head>') + '<head>'.length;
    let html = firstInHead ? `${page.slice(0, head)}${firstInHead}${page.slice(head)}` : page;
    const splash = poster ? html.indexOf('class="boot-splash"') : -1;
    if (poster && splash >= 0) {
      const inside = html.indexOf('>', splash) + 1;
      html = `${html.slice(0, inside)}<img class="boot-poster" src="${escapeHtml(poster)}" alt="" fetchpriority="high">${html.slice(inside)}`;
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(NONCE_SLOT, req.cspNonce));
  };
  // The home page's largest paint is the hero video's poster (Lighthouse LCP element). The browser
  // would only find it once the app has rendered; a preload header starts it with the HTML.
  const heroPoster = readSiteContent()?.heroPoster;
  const homePoster = heroPoster ? `/media/${heroPoster}` : undefined;
  app.get('/', (req, reply) => {
    if (homePoster) reply.header('Link', `<${homePoster}>; rel=preload; as=image; fetchpriority=high`);
    return sendIndex(req, reply, '', homePoster);
  });
  // The lesson page's largest paint is the lesson's poster (the <video> poster): announced with the
  // HTML (a Link header and a <link> first in <head>) at high priority, so it is on its way while the
  // app starts. Posters kept until the catalogue changes (its NOTIFY moves the version).
  const posters = new Map<string, string | null>();
  let postersVersion = -1;
  const cachedPoster = async (key: string, find: () => Promise<string | null>): Promise<string | null> => {
    const pages = app.hasDecorator('cataloguePages') ? app.cataloguePages : undefined;
    if (!pages?.enabled || pages.version !== postersVersion) {
      posters.clear();
      postersVersion = pages?.version ?? -1;
    }
    if (posters.has(key)) return posters.get(key)!;
    if (!app.hasDecorator('db')) return null;
    const poster = await find();
    if (pages?.enabled && posters.size < 10_000) posters.set(key, poster);
    return poster;
  };
  const posterOf = (id: number) =>
    cachedPoster(`lesson ${id}`, async () => {
      // A draft's poster is not announced (its media is staff only; the page then says "not found").
      if (app.hasDecorator('catalogueRepository') && (await app.catalogueRepository.visibility.isDraft(id)))
        return null;
      const [row] = await app.db
        .select({ thumbnail: videoLessons.thumbnail })
        .from(videoLessons)
        .where(eq(videoLessons.id, id))
        .limit(1);
      return row?.thumbnail ? `/media/${row.thumbnail.split('/').map(encodeURIComponent).join('/')}` : null;
    });
  // The catalogue of all videos (`/account` without ?account=true) paints its first card's
  // thumbnail last and largest: the first card's (the first category's row, published lessons only)
  // is painted in the splash and announced with the HTML, as the lesson's poster is on its page.
  const firstCardPoster = () =>
    cachedPoster('first card', async () => {
      // The page shows a row per category in the categories' order (lessons without one last), each by id.
      const [row] = await app.db
        .select({ id: videoLessons.id })
        .from(videoLessons)
        .leftJoin(videoCategories, eq(videoCategories.id, videoLessons.categoryId))
        .where(eq(videoLessons.published, true))
        .orderBy(
          sql`${videoCategories.position} asc nulls last`,
          sql`${videoCategories.id} asc nulls last`,
          asc(videoLessons.id),
        )
        .limit(1);
      return row ? posterOf(row.id) : null;
    });
  /** The page with its poster preloaded (a Link header and a <link> first in <head>) and in the splash. */
  const sendWithPoster = (
    req: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
    poster: string | null,
  ) => {
    if (!poster) return sendIndex(req, reply);
    reply.header('Link', `<${poster}>; rel=preload; as=image; fetchpriority=high`);
    return sendIndex(
      req,
      reply,
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(poster)}">`,
      poster,
    );
  };
  app.get('/account', async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    return sendWithPoster(req, reply, query.account === 'true' ? null : await firstCardPoster());
  });
  app.get('/lesson/:id', async (req, reply) => {
    const id = Number((req.params as { id: string }).id);
    return sendWithPoster(
      req,
      reply,
      Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await posterOf(id) : null,
    );
  });
  // Issue 19: the staff pages are staff only on the server too (the API guards their data): a
  // visitor gets the page with 401 (the app asks them to sign in), a learner without the staff role
  // with 403 (the app says the pages are for staff). No staff page's content is in the HTML.
  const staffPage = (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    if (!req.user) return sendIndex(req, reply.code(401));
    if (!req.user.isStaff) return sendIndex(req, reply.code(403));
    return sendIndex(req, reply);
  };
  app.get('/*', (req, reply) => {
    // The router has decoded the path once already (decoding again threw on `/%25E0`: a 500).
    const rel = (req.params as { '*': string })['*'];
    if (rel.startsWith('api/') || rel.startsWith('media/')) return reply.callNotFound();
    if (isStaffPage(req)) return staffPage(req, reply);
    const file = path.join(root, rel);
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile())
      return reply.sendFile(rel);
    return sendIndex(req, reply);
  });
};
export default web;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * index.html in the page's language: `<html lang>`, the title of the route, the meta
 * description and the splash's screen-reader label (common.json), as the web app sets them
 * once it runs (src/ui/layout/DocumentHead.tsx), so the first paint is already translated.
 */
export function localizeHead(html: string, language: Language, page: string): string {
  const t = serverT(language);
  const title =
    page === 'home' ? t('common:titles.home') : t('common:titles.page', { page: t(`common:titles.${page}`) });
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, start: string) => `${start}${escapeHtml(t('common:meta.description'))}"`,
    )
    .replace(
      /(class="boot-splash"[^>]*aria-label=")[^"]*"/,
      (_, start: string) => `${start}${escapeHtml(t('common:loading'))}"`,
    );
}

const NONCE_SLOT = '__LINGVO_CSP_NONCE__';

/**
 * The language the web app will start in, as far as the server can tell: the chosen one (cookie),
 * else the browser's first of en/uk/pl, else en. A wrong guess costs one small text chunk.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return visitorLanguage(cookie, acceptLanguage);
}

/** The page module of a client route: `/` home, `/x/...` src/routes/x.tsx (checked against the build). */
export function routeModule(url: string): string {
  const first = url.split(/[?#]/)[0]!.split('/')[1] ?? '';
  if (first === '') return 'src/routes/home.tsx';
  if (first === '404') return 'src/routes/not-found.tsx';
  return /^[a-z-]+$/.test(first) ? `src/routes/${first}.tsx` : 'src/routes/not-found.tsx';
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` tags for source modules and every chunk they import, from the build's
 * manifest (vite `build.manifest`); an unknown route gets the 404 page's. Without a manifest, none.
 */
export function routePreloads(root: string): {
  has(module: string): boolean;
  links(modules: string[]): string;
} {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return { has: () => false, links: () => '' };
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((c) => (c as { isEntry?: boolean }).isEntry);
  // The entry's own static imports are already in index.html.
  const inHtml = new Set(entry ? [entry.file, ...(entry.imports ?? []).map((k) => manifest[k]?.file)] : []);
  const links = (modules: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(manifest[module] ? module : 'src/routes/not-found.tsx');
    return [...files]
      .filter((f) => !inHtml.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`)
      .join('');
  };
  return { has: (module) => module in manifest, links };
}
