import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What the media route needs to know about one stored file. */
export interface MediaObject {
  size: number;
  modified: Date;
  /** Strong validator, quoted as HTTP wants it. */
  etag: string;
}

/**
 * Where lesson videos and thumbnails live. The local folder implements it now; an
 * S3-compatible store (HEAD → stat, ranged GET → read) can replace it without touching the route.
 */
export interface MediaStorage {
  stat(key: string): Promise<MediaObject | null>;
  /** Bytes start..end inclusive (the whole file when no range is given). */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Stores a local file under the key (the lesson import); absent on read-only stores. */
  put?(key: string, file: string): Promise<void>;
  /** Removes a stored object; a missing one is not an error. */
  remove?(key: string): Promise<void>;
}

/**
 * Reads from the first store that has the key, writes to the first: imported media in
 * DATA_DIR/media over the demo media of content/media (docs/media-storage.md).
 */
export function layeredMediaStorage(writable: MediaStorage, ...fallbacks: MediaStorage[]): MediaStorage {
  const all = [writable, ...fallbacks];
  const owner = async (key: string) => {
    for (const store of all) {
      const found = await store.stat(key);
      if (found) return { store, found };
    }
    return null;
  };
  const lastOwner = new Map<string, MediaStorage>();
  return {
    async stat(key) {
      const hit = await owner(key);
      if (hit) lastOwner.set(key, hit.store);
      if (lastOwner.size > 1000) lastOwner.clear();
      return hit?.found ?? null;
    },
    read(key, range) {
      return (lastOwner.get(key) ?? writable).read(key, range);
    },
    put: writable.put?.bind(writable),
    remove: writable.remove?.bind(writable),
  };
}

/**
 * A media key is a relative path of plain names: letters, digits, `.`, `_`, `-`, and `/` between
 * segments. Anything else (`..`, percent signs left by double encoding, backslashes, NUL) is refused.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 500) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && !s.includes('..'));
}

export function localMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const resolve = (key: string): string | null => {
    if (!isSafeKey(key)) return null;
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : null;
  };
  return {
    async stat(key) {
      const file = resolve(key);
      if (!file) return null;
      const st = await fs.promises.stat(file).catch(() => null);
      if (!st?.isFile()) return null;
      const tag = crypto
        .createHash('sha1')
        .update(`${key}:${st.size}:${st.mtimeMs}`)
        .digest('base64url')
        .slice(0, 27);
      return { size: st.size, modified: st.mtime, etag: `"${tag}"` };
    },
    read(key, range) {
      const file = resolve(key);
      if (!file) throw new Error(`unsafe media key: ${key}`);
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },
    async put(key, from) {
      const file = resolve(key);
      if (!file) throw new Error(`unsafe media key: ${key}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Copy to a temporary name and rename: a reader never sees half a file.
      const partial = `${file}.${crypto.randomBytes(4).toString('hex')}.partial`;
      await fs.promises.copyFile(from, partial);
      await fs.promises.rename(partial, file);
    },
    async remove(key) {
      const file = resolve(key);
      if (file) await fs.promises.rm(file, { force: true });
    },
  };
}
