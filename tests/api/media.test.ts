import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

describe('media serving', () => {
  let t: TestApp;
  let dir: string;
  const bytes = crypto.randomBytes(10_000);
  const hashed = 'cafe-order-1a2b3c4d.mp4';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
    fs.writeFileSync(path.join(dir, hashed), bytes);
    fs.writeFileSync(path.join(dir, 'poster.jpg'), bytes.subarray(0, 100));
    fs.mkdirSync(path.join(dir, 'thumbs'));
    fs.writeFileSync(path.join(dir, 'thumbs', 'a-0123abcd.jpg'), bytes.subarray(0, 50));
    // A secret next to the media folder that traversal must never reach.
    fs.writeFileSync(path.join(path.dirname(dir), 'secret-media-test.txt'), 'secret');
    process.env.MEDIA_DIR = dir;
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    delete process.env.MEDIA_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a whole file with validators and a year-long immutable cache for hashed names', async () => {
    const res = await get(`/media/${hashed}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe('10000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['etag']).toMatch(/^"[^"]+"$/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/media/poster.jpg')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
    const nested = await get('/media/thumbs/a-0123abcd.jpg');
    expect(nested.statusCode).toBe(200);
    expect(nested.headers['content-type']).toBe('image/jpeg');
  });

  it('serves the first byte, a middle range and a suffix as 206', async () => {
    const first = await get(`/media/${hashed}`, { range: 'bytes=0-0' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-0/10000');
    expect(first.rawPayload.equals(bytes.subarray(0, 1))).toBe(true);

    const middle = await get(`/media/${hashed}`, { range: 'bytes=4000-4999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['content-range']).toBe('bytes 4000-4999/10000');
    expect(middle.rawPayload.equals(bytes.subarray(4000, 5000))).toBe(true);

    const open = await get(`/media/${hashed}`, { range: 'bytes=9990-' });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(9990))).toBe(true);

    const suffix = await get(`/media/${hashed}`, { range: 'bytes=-500' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe('bytes 9500-9999/10000');
    expect(suffix.rawPayload.equals(bytes.subarray(9500))).toBe(true);

    const clipped = await get(`/media/${hashed}`, { range: 'bytes=9000-20000' });
    expect(clipped.headers['content-range']).toBe('bytes 9000-9999/10000');
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    for (const range of ['bytes=10000-', 'bytes=20000-20010', 'bytes=-0']) {
      const res = await get(`/media/${hashed}`, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */10000');
    }
  });

  it('serves the whole file for ranges it does not handle partially, or a stale If-Range', async () => {
    expect((await get(`/media/${hashed}`, { range: 'bytes=0-1,5-6' })).statusCode).toBe(200);
    expect((await get(`/media/${hashed}`, { range: 'items=0-1' })).statusCode).toBe(200);
    const stale = await get(`/media/${hashed}`, { range: 'bytes=0-1', 'if-range': '"stale"' });
    expect(stale.statusCode).toBe(200);
    const etag = (await get(`/media/${hashed}`)).headers['etag'] as string;
    expect((await get(`/media/${hashed}`, { range: 'bytes=0-1', 'if-range': etag })).statusCode).toBe(206);
  });

  it('revalidates with 304 on a matching ETag or Last-Modified', async () => {
    const res = await get(`/media/${hashed}`);
    const etag = res.headers['etag'] as string;
    const notModified = await get(`/media/${hashed}`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const since = await get(`/media/${hashed}`, {
      'if-modified-since': res.headers['last-modified'] as string,
    });
    expect(since.statusCode).toBe(304);
    expect((await get(`/media/${hashed}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers HEAD with headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/media/${hashed}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('10000');
    expect(res.body).toBe('');
  });

  it('never leaves the media folder, however the path is encoded', async () => {
    const attempts = [
      '/media/../secret-media-test.txt',
      '/media/..%2fsecret-media-test.txt',
      '/media/..%2Fsecret-media-test.txt',
      '/media/%2e%2e%2fsecret-media-test.txt',
      '/media/%252e%252e%252fsecret-media-test.txt',
      '/media/..%252fsecret-media-test.txt',
      '/media/thumbs/..%2f..%2fsecret-media-test.txt',
      '/media/..%5csecret-media-test.txt',
      '/media/%2fetc%2fpasswd',
      '/media//etc/passwd',
      '/media/cafe-order-1a2b3c4d.mp4%00.jpg',
      '/media/.hidden',
      '/media/',
      '/media/missing-file.mp4',
    ];
    for (const url of attempts) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('secret');
    }
  });

  it('lets the page load media from its own origin (CSP media-src self)', async () => {
    const res = await get(`/media/${hashed}`);
    expect(res.headers['content-security-policy']).toMatch(/media-src 'self'/);
  });
});
