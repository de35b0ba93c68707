import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL, CataloguePageCache } from '../../server/catalogue/page-cache.ts';
import type { ListenHandlers } from '../../server/db/client.ts';

/** A database whose listening connection the test drives: notify, lose, restore. */
function fakeDatabase() {
  const state: { channel?: string; on?: ListenHandlers; stopped: boolean } = { stopped: false };
  return {
    state,
    async listen(channel: string, on: ListenHandlers) {
      state.channel = channel;
      state.on = on;
      on.live(true);
      return async () => {
        state.stopped = true;
      };
    },
  };
}

const body = (text: string) => Buffer.from(JSON.stringify({ count: 1, results: [{ text }] }));

describe('CataloguePageCache', () => {
  it('keeps a page until the catalogue changes', async () => {
    const db = fakeDatabase();
    const cache = new CataloguePageCache();
    await cache.start(db);
    expect(db.state.channel).toBe(CATALOGUE_CHANNEL);
    cache.store('/a', cache.version, body('a'));
    expect(cache.get('/a')?.body.toString()).toContain('"a"');
    db.state.on!.notify('video_lessons');
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.lastNotice).toBe('video_lessons');
    await cache.stop();
    expect(db.state.stopped).toBe(true);
  });

  it('does not keep a page read before a change that arrived while it was read', async () => {
    const db = fakeDatabase();
    const cache = new CataloguePageCache();
    await cache.start(db);
    const version = cache.version;
    db.state.on!.notify('video_lessons'); // committed while the page was being read
    cache.store('/a', version, body('stale'));
    expect(cache.get('/a')).toBeUndefined();
  });

  it('serves and keeps nothing while the listening connection is down, and starts afresh after', async () => {
    const db = fakeDatabase();
    const cache = new CataloguePageCache();
    await cache.start(db);
    cache.store('/a', cache.version, body('a'));
    db.state.on!.live(false);
    expect(cache.enabled).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    cache.store('/b', cache.version, body('b'));
    db.state.on!.live(true);
    expect(cache.enabled).toBe(true);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeUndefined();
    cache.store('/c', cache.version, body('c'));
    expect(cache.get('/c')).toBeDefined();
  });

  it('is not used before it listens', () => {
    const cache = new CataloguePageCache();
    cache.store('/a', cache.version, body('a'));
    expect(cache.get('/a')).toBeUndefined();
  });

  it('holds at most its byte budget, dropping the least recently used page', async () => {
    const cache = new CataloguePageCache({ maxBytes: 3000 });
    await cache.start(fakeDatabase());
    const big = Buffer.alloc(1000, 'x');
    cache.store('/1', cache.version, big);
    cache.store('/2', cache.version, big);
    cache.get('/1');
    cache.store('/3', cache.version, big);
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/3')).toBeDefined();
  });

  it('picks brotli, then gzip, by the client’s preference; none for identity or nothing', () => {
    const cache = new CataloguePageCache();
    expect(cache.encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(cache.encodingFor('gzip')).toBe('gzip');
    expect(cache.encodingFor('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(cache.encodingFor('identity')).toBeNull();
    expect(cache.encodingFor('deflate')).toBeNull();
    expect(cache.encodingFor(undefined)).toBeNull();
  });

  it('compresses a page once per encoding, and the bytes inflate to the page', async () => {
    const cache = new CataloguePageCache();
    await cache.start(fakeDatabase());
    const page = cache.store('/a', cache.version, body('a'.repeat(5000)));
    const first = cache.encoded(page, 'br');
    expect(cache.encoded(page, 'br')).toBe(first);
    expect(zlib.brotliDecompressSync(await first).equals(page.body)).toBe(true);
    expect(zlib.gunzipSync(await cache.encoded(page, 'gzip')).equals(page.body)).toBe(true);
  });

  it('does not keep a failed compression: the next request tries again', async () => {
    let calls = 0;
    const cache = new CataloguePageCache({
      compressors: {
        br: async (b) => {
          calls++;
          if (calls === 1) throw new Error('out of memory');
          return zlib.brotliCompressSync(b);
        },
      },
    });
    await cache.start(fakeDatabase());
    const page = cache.store('/a', cache.version, body('a'));
    await expect(cache.encoded(page, 'br')).rejects.toThrow('out of memory');
    expect(zlib.brotliDecompressSync(await cache.encoded(page, 'br')).equals(page.body)).toBe(true);
    expect(calls).toBe(2);
  });
});
