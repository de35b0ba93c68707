import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { videoCategories, videoLessons, type Cue } from '../db/schema/index.ts';
import { lessonColumns } from './lesson-queries.ts';

/** content/ at the repository root (scripts, generated lesson data, media). */
export const DEFAULT_CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content',
);

const LEVEL_IDS: Record<string, number> = { A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6 };

const categoryFileSchema = z.array(
  z.object({
    slug: z.string(),
    name: z.string(),
    names: z.record(z.string(), z.string()),
    parent: z.string().nullable(),
    icon: z.string(),
  }),
);

const generatedLessonSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  level: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']),
  speakers: z.array(z.object({ id: z.string(), name: z.string() })),
  targetWords: z.array(z.string()),
  transcription: z.string(),
  split_transcription: z.array(z.string()),
  cues: z.array(z.object({ start: z.number(), end: z.number(), text: z.string(), speaker: z.string() })),
  duration: z.number(),
  video: z.string(),
  thumbnail: z.string(),
  sourceHash: z.string(),
});

/** content/generated/<slug>.json, written by tools/content/build.ts. Media keys are relative to content/media. */
export type GeneratedLesson = z.infer<typeof generatedLessonSchema>;

/** content/generated/site.json: the home page's hero video and its poster. */
export interface GeneratedSite {
  hero: string;
  heroPoster: string;
  heroSourceHash: string;
}

export interface SeedContentResult {
  categoriesWritten: number;
  lessonsWritten: number;
  lessons: number;
}

export function readSiteContent(contentDir = DEFAULT_CONTENT_DIR): GeneratedSite | undefined {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(contentDir, 'generated', 'site.json'), 'utf8'),
    ) as GeneratedSite;
  } catch {
    return undefined;
  }
}

export function readGeneratedLessons(contentDir = DEFAULT_CONTENT_DIR): GeneratedLesson[] {
  const dir = path.join(contentDir, 'generated');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'site.json')
    .sort()
    .map((f) => {
      const parsed = generatedLessonSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`content/generated/${f}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

/** Same value whatever the key order (jsonb hands objects back with its own key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Categories in an order where every parent comes before its children. */
function parentsFirst<T extends { slug: string; parent: string | null }>(categories: T[]): T[] {
  const ordered: T[] = [];
  const placed = new Set<string>();
  let pending = categories;
  while (pending.length) {
    const ready = pending.filter((c) => c.parent === null || placed.has(c.parent));
    if (!ready.length)
      throw new Error(`content/categories.json: unknown parent of ${pending.map((c) => c.slug).join(', ')}`);
    for (const c of ready) {
      ordered.push(c);
      placed.add(c.slug);
    }
    pending = pending.filter((c) => !placed.has(c.slug));
  }
  return ordered;
}

/**
 * Upserts the demo categories and lessons from content/ by slug. Runs on every start: when nothing
 * changed it costs one select per table; otherwise only new or changed rows are written. Lessons
 * removed from content/ stay in the database (learners may have progress on them).
 */
export async function seedContent(db: Db, contentDir = DEFAULT_CONTENT_DIR): Promise<SeedContentResult> {
  const categoriesFile = path.join(contentDir, 'categories.json');
  if (!fs.existsSync(categoriesFile)) return { categoriesWritten: 0, lessonsWritten: 0, lessons: 0 };
  const categories = parentsFirst(
    categoryFileSchema.parse(JSON.parse(fs.readFileSync(categoriesFile, 'utf8'))),
  );
  const generated = readGeneratedLessons(contentDir);

  const existingCategories = await db.select().from(videoCategories);
  const categoryIds = new Map(existingCategories.map((c) => [c.slug, c.id]));
  const categoryRows = new Map(existingCategories.map((c) => [c.slug, c]));
  let categoriesWritten = 0;
  for (const [position, c] of categories.entries()) {
    const wanted = {
      slug: c.slug,
      name: c.name,
      names: c.names,
      parentId: c.parent === null ? null : categoryIds.get(c.parent)!,
      icon: c.icon,
      position,
    };
    const row = categoryRows.get(c.slug);
    if (row && canonical({ ...row, id: undefined }) === canonical(wanted)) continue;
    const [written] = await db
      .insert(videoCategories)
      .values(wanted)
      .onConflictDoUpdate({ target: videoCategories.slug, set: wanted })
      .returning({ id: videoCategories.id });
    categoryIds.set(c.slug, written!.id);
    categoriesWritten++;
  }

  const existingLessons = await db
    .select({
      ...lessonColumns,
      slug: videoLessons.slug,
      cues: videoLessons.cues,
      targetWords: videoLessons.targetWords,
    })
    .from(videoLessons);
  const lessonRows = new Map(existingLessons.map((l) => [l.slug, l]));
  const fresh: (typeof videoLessons.$inferInsert)[] = [];
  let lessonsWritten = 0;
  for (const lesson of generated) {
    const categoryId = categoryIds.get(lesson.category);
    if (categoryId === undefined)
      throw new Error(`content/generated/${lesson.slug}.json: unknown category ${lesson.category}`);
    const wanted = {
      slug: lesson.slug,
      name: lesson.name,
      categoryId,
      levelId: LEVEL_IDS[lesson.level]!,
      videoFile: lesson.video,
      thumbnail: lesson.thumbnail,
      durationSeconds: lesson.duration,
      transcription: lesson.transcription,
      splitTranscription: lesson.split_transcription,
      cues: lesson.cues satisfies Cue[],
      targetWords: lesson.targetWords,
    };
    const row = lessonRows.get(lesson.slug);
    if (!row) {
      fresh.push(wanted);
      continue;
    }
    // `real` keeps about 7 significant digits, so durations are compared to the hundredth.
    const same =
      Math.abs((row.durationSeconds ?? -1) - wanted.durationSeconds) < 0.006 &&
      canonical({ ...row, id: undefined, durationSeconds: undefined }) ===
        canonical({ ...wanted, durationSeconds: undefined });
    if (same) continue;
    await db.update(videoLessons).set(wanted).where(eq(videoLessons.id, row.id));
    lessonsWritten++;
  }
  if (fresh.length) {
    // Another instance may be seeding at the same moment: a slug it inserted first is left alone.
    await db.insert(videoLessons).values(fresh).onConflictDoNothing({ target: videoLessons.slug });
    lessonsWritten += fresh.length;
  }
  return { categoriesWritten, lessonsWritten, lessons: generated.length };
}
