import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { languageLevels, videoCategories, videoLessons } from '../db/schema/index.ts';
import { languageEngine } from '../language/engine.ts';
import type { MediaStorage } from '../media/storage.ts';
import { authoredQuestionSchema, toQuestionRow, type AuthoredQuestion } from '../quiz/bank.ts';
import { draftQuestions } from '../quiz/drafts.ts';
import { draftScene } from '../dialogue/drafts.ts';
import { englishShare, lessonWords } from './lesson-words.ts';
import { parseSubtitles, SubtitleError } from './subtitles.ts';

const run = promisify(execFile);

/** A refused import: `code` for programs, `message` for the staff member; nothing was kept. */
export class ImportError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type Level = (typeof LEVELS)[number];
/** Subtitles may run past the video's end by this much (players round, encoders trim). */
export const FIT_TOLERANCE_SECONDS = 1;
/** Below this share of English words the subtitles are taken to be in another language. */
export const MIN_ENGLISH_SHARE = 0.6;

export interface ImportInput {
  /** The uploaded (or given) video file on local disk. */
  videoPath: string;
  subtitles: string;
  title: string;
  level: string;
  /** Category slug or id. */
  category: string | number;
}

export interface ImportResult {
  id: number;
  slug: string;
  durationSeconds: number;
  cues: number;
  targetWords: string[];
  missingFromGlossary: string[];
  repairs: string[];
  questions: number;
}

/** Says clearly when ffprobe or ffmpeg is missing (Debian: apt-get install ffmpeg). */
export async function checkTools(): Promise<void> {
  for (const tool of ['ffprobe', 'ffmpeg']) {
    try {
      await run(tool, ['-version'], { timeout: 10_000 });
    } catch {
      throw new ImportError(
        'ffmpeg_missing',
        `${tool} is not installed on the server, so videos cannot be imported. Install it: apt-get install ffmpeg (see README).`,
        503,
      );
    }
  }
}

/** MP4/MOV (an `ftyp` box) or WebM/Matroska (EBML magic), told by the first bytes, not the name. */
export async function sniffVideo(file: string): Promise<'mp4' | 'webm' | null> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    if (bytesRead >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
    if (bytesRead >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
    return null;
  } finally {
    await handle.close();
  }
}

export interface Probe {
  duration: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

export async function probeVideo(file: string): Promise<Probe> {
  let out: string;
  try {
    ({ stdout: out } = await run(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file],
      { timeout: 60_000, maxBuffer: 1024 * 1024 },
    ));
  } catch {
    throw new ImportError('not_video', 'This file is not a video that can be read (MP4 or WebM).');
  }
  const parsed = JSON.parse(out) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
  const types = (parsed.streams ?? []).map((s) => s.codec_type);
  return {
    duration: Number(parsed.format?.duration ?? 0),
    hasVideo: types.includes('video'),
    hasAudio: types.includes('audio'),
  };
}

async function frame(video: string, at: number, width: number, out: string) {
  await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-ss',
      at.toFixed(2),
      '-i',
      video,
      '-frames:v',
      '1',
      '-vf',
      `scale=${width}:-2`,
      '-q:v',
      '4',
      out,
    ],
    { timeout: 60_000 },
  );
}

async function fileHash(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 12);
}

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'lesson';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/**
 * Checks everything first (video, audio, subtitles, language, fit, level, category), then makes the
 * poster and thumbnail, stores the media and writes the lesson (a draft) in one transaction. When
 * anything fails, the media stored so far is removed: nothing is left half-made.
 */
export async function importLesson(
  db: Db,
  media: MediaStorage,
  input: ImportInput,
  workDir: string,
): Promise<ImportResult> {
  const title = input.title.trim();
  if (!title || title.length > 200)
    throw new ImportError('bad_title', 'Give the lesson a title (at most 200 characters).');
  const level = input.level.trim().toUpperCase();
  if (!(LEVELS as readonly string[]).includes(level))
    throw new ImportError('bad_level', `The level must be one of ${LEVELS.join(', ')}.`);
  const categoryKey = String(input.category).trim();
  const [category] = await db
    .select({ id: videoCategories.id })
    .from(videoCategories)
    .where(
      /^\d+$/.test(categoryKey)
        ? eq(videoCategories.id, Number(categoryKey))
        : eq(videoCategories.slug, categoryKey),
    );
  if (!category) throw new ImportError('bad_category', `There is no category "${categoryKey.slice(0, 60)}".`);
  const [levelRow] = await db
    .select({ id: languageLevels.id })
    .from(languageLevels)
    .where(eq(languageLevels.name, level));
  if (!levelRow) throw new ImportError('bad_level', `The level ${level} is not in the database.`);
  if (!media.put) throw new ImportError('read_only_media', 'The media storage cannot store files.', 500);

  await checkTools();
  const kind = await sniffVideo(input.videoPath);
  if (!kind)
    throw new ImportError('not_video', 'This file is not an MP4 or WebM video (checked by its content).');
  const probe = await probeVideo(input.videoPath);
  if (!probe.hasVideo) throw new ImportError('not_video', 'This file has no video stream.');
  if (!probe.hasAudio)
    throw new ImportError('no_audio', 'This video has no sound: a lesson needs speech to listen to.');
  if (!(probe.duration > 0)) throw new ImportError('not_video', 'The length of this video cannot be read.');

  let parsed;
  try {
    parsed = parseSubtitles(input.subtitles);
  } catch (error) {
    if (error instanceof SubtitleError) throw new ImportError('bad_subtitles', error.message);
    throw error;
  }
  const { cues, repairs } = parsed;
  const texts = cues.map((c) => c.text);
  const share = englishShare(texts.join(' '));
  if (share < MIN_ENGLISH_SHARE)
    throw new ImportError(
      'not_english',
      `These subtitles do not look English (${Math.round(share * 100)}% of their words are English words): lessons teach English.`,
    );
  const lastEnd = cues.at(-1)!.end;
  if (lastEnd > probe.duration + FIT_TOLERANCE_SECONDS)
    throw new ImportError(
      'subtitles_do_not_fit',
      `The subtitles run to ${clock(lastEnd)} but the video is ${clock(probe.duration)} long: are they for another video?`,
    );

  const base = slugify(title);
  const slug = `${base}-${crypto.randomBytes(3).toString('hex')}`;
  const hash = await fileHash(input.videoPath);
  const posterFile = path.join(workDir, 'poster.jpg');
  const thumbFile = path.join(workDir, 'thumbnail.jpg');
  const at = Math.min(1, probe.duration / 3);
  try {
    await frame(input.videoPath, at, 1280, posterFile);
    await frame(input.videoPath, at, 480, thumbFile);
  } catch {
    throw new ImportError('not_video', 'No picture could be taken from this video.');
  }
  const keys = {
    video: `lessons/${base}-${hash}.${kind}`,
    poster: `lessons/${base}-poster-${hash}.jpg`,
    thumbnail: `lessons/${base}-thumb-${hash}.jpg`,
  };

  const { targetWords, missingFromGlossary } = lessonWords(texts, level, languageEngine().glossary);
  const speakers = [...new Set(cues.map((c) => c.speaker ?? 'Speaker'))];
  let questions: AuthoredQuestion[] = [];
  const review: Record<string, unknown> = {
    missingFromGlossary,
    repairs,
    englishShare: Math.round(share * 100) / 100,
  };
  try {
    questions = draftQuestions({
      slug,
      level,
      speakers: speakers.map((s) => ({ id: s, name: s })),
      cues: cues.map((c) => ({ text: c.text, speaker: c.speaker ?? 'Speaker', start: c.start })),
      transcription: texts.join(' '),
    });
  } catch (error) {
    review.questionDraftError = (error as Error).message;
  }
  // The Dialogue Studio scene, drafted as `npm run content:scene` drafts one, for staff to review:
  // marked as a draft in the review until the lesson is published.
  let dialogue: Record<string, unknown> | null = null;
  try {
    dialogue = draftScene({
      slug,
      name: title,
      speakers: speakers.map((s) => ({ id: s, name: s })),
      lines: cues.map((c) => ({ speaker: c.speaker ?? 'Speaker', text: c.text })),
      targetWords,
    }) as unknown as Record<string, unknown>;
    review.sceneDraft = true;
  } catch (error) {
    review.sceneDraftError = (error as Error).message;
  }

  const stored: string[] = [];
  try {
    for (const [key, file] of [
      [keys.video, input.videoPath],
      [keys.poster, posterFile],
      [keys.thumbnail, thumbFile],
    ] as const) {
      await media.put(key, file);
      stored.push(key);
    }
    const [row] = await db
      .insert(videoLessons)
      .values({
        slug,
        name: title,
        categoryId: category.id,
        levelId: levelRow.id,
        videoFile: keys.video,
        thumbnail: keys.thumbnail,
        poster: keys.poster,
        durationSeconds: Math.round(probe.duration * 100) / 100,
        transcription: texts.join(' '),
        splitTranscription: texts,
        cues: cues.map((c) => ({
          start: c.start,
          end: c.end,
          text: c.text,
          ...(c.speaker ? { speaker: c.speaker } : {}),
        })),
        targetWords,
        published: false,
        questionBank: questions,
        dialogue,
        importReview: review,
      })
      .returning({ id: videoLessons.id });
    return {
      id: row!.id,
      slug,
      durationSeconds: probe.duration,
      cues: cues.length,
      targetWords,
      missingFromGlossary,
      repairs,
      questions: questions.length,
    };
  } catch (error) {
    await Promise.all(stored.map((key) => media.remove?.(key).catch(() => undefined)));
    throw error;
  }
}

/** Validates one edited question as the bank's schema and the seed would (throws ImportError). */
export function checkQuestion(question: unknown): AuthoredQuestion {
  const parsed = authoredQuestionSchema.safeParse(question);
  if (!parsed.success)
    throw new ImportError(
      'bad_question',
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  try {
    toQuestionRow(parsed.data);
  } catch (error) {
    throw new ImportError('bad_question', (error as Error).message);
  }
  return parsed.data;
}

export const lessonCount = (db: Db) => db.select({ n: sql<number>`count(*)::int` }).from(videoLessons);
