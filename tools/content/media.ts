import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { format } from 'prettier';
import { MEDIA_DIR, type Category, type LessonScript } from './script.ts';

const POSTER_MAX_BYTES = 30 * 1024;

/** Bump when the rendering changes, so every lesson is rebuilt. */
export const RENDER_VERSION = 1;
export const LEAD_IN_S = 0.6;
export const PAUSE_S = 0.5;
export const TAIL_S = 1.2;
export const FPS = 10;

export function sha(data: string | Buffer, length = 10): string {
  return crypto.createHash('sha256').update(data).digest('hex').slice(0, length);
}

export function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Moves a rendered file into content/media under `<prefix>-<hash of its bytes>.<ext>`; returns the key. */
export function publish(file: string, prefix: string): string {
  const key = `${prefix}-${sha(fs.readFileSync(file))}${path.extname(file)}`;
  fs.copyFileSync(file, path.join(MEDIA_DIR, key));
  return key;
}

/** A JPEG of the still at most POSTER_MAX_BYTES: the best quality that fits. */
export function renderPoster(still: string, out: string, width: number, height: number): void {
  for (let q = 3; q <= 20; q++) {
    ffmpeg(['-i', still, '-vf', `scale=${width}:${height}`, '-q:v', String(q), '-frames:v', '1', out]);
    if (fs.statSync(out).size <= POSTER_MAX_BYTES) return;
  }
  throw new Error(`poster ${out} stays above ${POSTER_MAX_BYTES} bytes`);
}

export async function writeJson(file: string, value: unknown): Promise<void> {
  fs.writeFileSync(file, await format(JSON.stringify(value), { parser: 'json', printWidth: 110 }));
}

export function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Earlier renders of one lesson (or the hero), replaced by `keep`. */
export function removeStaleMedia(prefix: string, keep: string[]): void {
  const pattern = new RegExp(`^${prefix}-[0-9a-f]{10}\\.(mp4|jpg)$`);
  for (const file of fs.readdirSync(MEDIA_DIR)) {
    if (pattern.test(file) && !keep.includes(file)) fs.rmSync(path.join(MEDIA_DIR, file));
  }
}

/** What a lesson's render depends on; the build skips a lesson whose hash is unchanged. */
export function lessonSourceHash(script: LessonScript, category: Category, topic: Category): string {
  return sha(
    JSON.stringify({ RENDER_VERSION, LEAD_IN_S, PAUSE_S, TAIL_S, FPS, script, category, topic }),
    16,
  );
}
