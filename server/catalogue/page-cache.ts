import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { deflatePiece, gzipOf, storedPiece, type Deflated } from './spliced-gzip.ts';

/** The channel the catalogue tables' triggers notify on commit (migration 0002_catalogue_notify). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Compressed once per page and kept, so a little more effort than per-request compression.
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};

interface Page {
  /** The catalogue version the page was read at. */
  version: number;
  body: Buffer;
  /** The page's lessons (a signed-in learner who has touched none of them gets the same bytes). */
  ids: number[];
  /** Each encoding compressed on the first request that accepts it (shared while it runs). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The origin the page was built for (its items' JSON holds absolute URLs). */
  origin: string;
  /** Where each item lies in `body`: `[item start, learner fields start, end)`, in the order of `ids`. */
  slots: [number, number, number][];
  /** The envelope around the items, deflated once (on the first overlay). */
  envelope?: { head: Deflated; tail: Deflated };
  /** Items are not one comma-separated list (the home page's rows): overlays are compressed whole. */
  nested: boolean;
}

/** A lesson page's JSON without the visitor's fields (and without its closing brace). */
export interface LessonDetail {
  version: number;
  json: Buffer;
  /** `json` deflated (spliced-gzip.ts), on the first request that takes gzip. */
  piece?: Deflated;
}

export interface PageCacheOptions {
  /** Bytes of uncompressed bodies kept (compressed copies add about a fifth). */
  maxBytes?: number;
  /** Other compressors (tests). */
  compressors?: Partial<Record<Encoding, (body: Buffer) => Promise<Buffer>>>;
}

/**
 * Whole anonymous catalogue pages, as sent, per URL and origin: every anonymous visitor gets the
 * same bytes for the same URL, so a page is read from the database, serialized and compressed once
 * per catalogue version instead of once per request. So does a signed-in learner with no progress,
 * favourite or dictionary word in any of the page's lessons (the route checks that per request).
 *
 * The version moves on every committed change to the lessons, categories or levels (their
 * statement triggers NOTIFY `catalogue_changed`; each server instance LISTENs), and the cache is
 * emptied. While the listening connection is down (notifications could be missed) nothing is
 * served from or stored in the cache. A page read while a change commits is stored under the
 * version it started at, so the change's notification drops it.
 */
export class CataloguePageCache {
  private current = 0;
  /** The payload of the last notification (the table that changed, or a test's marker). */
  lastNotice = '';
  private live = false;
  private readonly pages: LRUCache<string, Page>;
  /** Each lesson's list-item JSON deflated once per origin, for every page it is on (spliced gzip). */
  private readonly items = new LRUCache<string, Deflated>({ max: 50_000 });
  /** Lesson pages' own JSON (`lessonDetail`), per origin and lesson. */
  private readonly details = new LRUCache<string, LessonDetail>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (detail) => detail.json.length * 2 + 64,
  });
  private readonly negotiator = new Negotiator<Encoding>({
    supportedValues: ENCODINGS,
    cache: new LRUCache<string, string>({ max: 100 }),
  });
  private readonly gzipOnly = new Negotiator<'gzip'>({
    supportedValues: ['gzip'],
    cache: new LRUCache<string, string>({ max: 100 }),
  });
  private stopListening: (() => Promise<void>) | undefined;
  private readonly compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>>;

  constructor(opts: PageCacheOptions = {}) {
    this.compressors = { ...compressors, ...opts.compressors };
    this.pages = new LRUCache<string, Page>({
      maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (page) => Math.ceil(page.body.length * 1.25) + 64,
    });
  }

  /** Starts following the catalogue's changes on this database. */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopListening = await database.listen(CATALOGUE_CHANNEL, {
      notify: (payload) => {
        this.lastNotice = payload;
        this.changed();
      },
      live: (up) => {
        this.changed();
        this.live = up;
      },
    });
  }

  async stop(): Promise<void> {
    this.live = false;
    await this.stopListening?.();
  }

  /**
   * Moves on every change seen. Take it before reading a page: `store` keeps the page only if it is
   * still current. Tests wait for it to move (NOTIFY reaches PostgreSQL listeners asynchronously).
   */
  get version(): number {
    return this.current;
  }

  /** Whether pages are served from the cache now (false while the listener is down). */
  get enabled(): boolean {
    return this.live;
  }

  /** The catalogue changed (or may have): every cached page is dropped. */
  changed(): void {
    this.current++;
    this.pages.clear();
    this.items.clear();
    this.details.clear();
  }

  /** The encoding to send for an Accept-Encoding header, or null for the body as it is. */
  encodingFor(acceptEncoding: string | undefined): Encoding | null {
    return acceptEncoding ? this.negotiator.negotiate(acceptEncoding) : null;
  }

  get(key: string): Page | undefined {
    if (!this.live) return undefined;
    const page = this.pages.get(key);
    return page && page.version === this.current ? page : undefined;
  }

  store(
    key: string,
    version: number,
    body: Buffer,
    ids: number[] = [],
    slots: [number, number, number][] = [],
    origin = '',
    nested = false,
  ): Page {
    const page: Page = { version, body, ids, encoded: {}, slots, origin, nested };
    if (this.live && version === this.current) this.pages.set(key, page);
    return page;
  }

  /** The page's body in an encoding, compressed once per page (a failure is not kept). */
  encoded(page: Page, encoding: Encoding): Promise<Buffer> {
    let body = page.encoded[encoding];
    if (!body) {
      body = page.encoded[encoding] = this.compressors[encoding](page.body);
      body.catch(() => {
        if (page.encoded[encoding] === body) delete page.encoded[encoding];
      });
    }
    return body;
  }

  /** Whether a client takes gzip (a page with a learner's fields laid over it goes out as gzip). */
  acceptsGzip(acceptEncoding: string | undefined): boolean {
    return Boolean(acceptEncoding && this.gzipOnly.negotiate(acceptEncoding));
  }

  /**
   * The page with some items' learner fields replaced (`fields`: by the item's index in the page),
   * every other byte as stored.
   */
  overlaid(page: Page, fields: Map<number, Buffer>): Buffer {
    const chunks: Buffer[] = [];
    let at = 0;
    for (const [index, replacement] of [...fields].sort((x, y) => x[0] - y[0])) {
      const [, start, end] = page.slots[index]!;
      chunks.push(page.body.subarray(at, start), replacement);
      at = end;
    }
    chunks.push(page.body.subarray(at));
    return Buffer.concat(chunks);
  }

  /**
   * `overlaid` as gzip, without compressing the page again: the envelope and each lesson's JSON were
   * deflated once (per page, and per lesson for every page it is on: spliced-gzip.ts), and only the
   * replaced fields are deflated now.
   */
  overlaidGzip(page: Page, fields: Map<number, Buffer>): Buffer {
    const { body, slots } = page;
    if (page.nested) return zlib.gzipSync(this.overlaid(page, fields), { level: 1 });
    if (!page.envelope) {
      page.envelope = {
        head: deflatePiece(body.subarray(0, slots[0]?.[0] ?? body.length - END.length)),
        tail: deflatePiece(body.subarray(slots.at(-1)?.[2] ?? body.length - END.length)),
      };
    }
    const pieces: Deflated[] = [page.envelope.head];
    slots.forEach(([itemStart, start, end], index) => {
      if (index) pieces.push(COMMA);
      const key = `${page.origin} ${page.ids[index]}`;
      let item = this.items.get(key);
      if (!item) this.items.set(key, (item = deflatePiece(body.subarray(itemStart, start))));
      pieces.push(item);
      const replacement = fields.get(index);
      if (replacement) pieces.push(storedPiece(replacement));
      else {
        const fieldsBytes = body.subarray(start, end);
        if (!this.anonymous || !this.anonymous.bytes.equals(fieldsBytes))
          this.anonymous = { bytes: Buffer.from(fieldsBytes), piece: deflatePiece(fieldsBytes) };
        pieces.push(this.anonymous.piece);
      }
    });
    pieces.push(page.envelope.tail);
    return gzipOf(pieces);
  }
  /**
   * A lesson page's own JSON (`lessonJsonParts`: without the learner's fields) per origin and
   * lesson, deflated once, until the catalogue changes; as `get`, nothing while the listener is down.
   */
  lessonDetail(key: string): LessonDetail | undefined {
    if (!this.live) return undefined;
    const detail = this.details.get(key);
    return detail && detail.version === this.current ? detail : undefined;
  }

  storeLessonDetail(key: string, version: number, json: Buffer): LessonDetail {
    const detail: LessonDetail = { version, json };
    if (this.live && version === this.current) this.details.set(key, detail);
    return detail;
  }

  /** The lesson's JSON with a visitor's fields as gzip: only those fields are deflated now. */
  lessonDetailGzip(detail: LessonDetail, learner: Buffer): Buffer {
    detail.piece ??= deflatePiece(detail.json);
    return gzipOf([detail.piece, storedPiece(learner)]);
  }

  /** The anonymous learner fields (the same on every item of a shared page), deflated once. */
  private anonymous: { bytes: Buffer; piece: Deflated } | undefined;
}

const END = Buffer.from(']}');
const COMMA = deflatePiece(Buffer.from(','));
