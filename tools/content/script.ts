import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** content/ at the repository root, wherever the tool is started from. */
export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
export const LESSONS_DIR = path.join(CONTENT_DIR, 'lessons');
export const GENERATED_DIR = path.join(CONTENT_DIR, 'generated');
export const MEDIA_DIR = path.join(CONTENT_DIR, 'media');

export const LEVEL_NAMES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

/** The voices the build knows how to render (tools/content/synth.ts). */
export const VOICES = ['slt', 'rms', 'awb', 'kal'] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

export const categorySchema = z.object({
  slug,
  name: z.string().min(1),
  names: z.object({ uk: z.string().min(1), pl: z.string().min(1) }),
  parent: slug.nullable(),
  icon: z.string().regex(/^Icon[A-Z][A-Za-z0-9]*$/, 'a @tabler/icons-react component name'),
});
export type Category = z.infer<typeof categorySchema>;

export const lessonScriptSchema = z
  .object({
    slug,
    name: z.string().min(1),
    category: slug,
    level: z.enum(LEVEL_NAMES),
    speakers: z
      .array(z.object({ id: slug, name: z.string().min(1), voice: z.enum(VOICES) }))
      .min(1)
      .max(3),
    lines: z.array(z.object({ speaker: slug, text: z.string().min(1) })).min(4),
    targetWords: z.array(z.string().regex(/^[a-z'-]+$/, 'one lower-case word')).length(5),
  })
  .superRefine((script, ctx) => {
    const ids = new Set(script.speakers.map((s) => s.id));
    script.lines.forEach((line, i) => {
      if (!ids.has(line.speaker))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'speaker'],
          message: `unknown speaker ${line.speaker}`,
        });
    });
  });
export type LessonScript = z.infer<typeof lessonScriptSchema>;

export function loadCategories(): Category[] {
  const raw: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'categories.json'), 'utf8'));
  return z.array(categorySchema).parse(raw);
}

/** Every script in content/lessons, sorted by slug; a malformed one stops the caller with its file name. */
export function loadScripts(): LessonScript[] {
  return fs
    .readdirSync(LESSONS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = lessonScriptSchema.safeParse(
        JSON.parse(fs.readFileSync(path.join(LESSONS_DIR, f), 'utf8')),
      );
      if (!parsed.success) throw new Error(`${f}: ${z.prettifyError(parsed.error)}`);
      if (`${parsed.data.slug}.json` !== f)
        throw new Error(`${f}: slug ${parsed.data.slug} does not match the file name`);
      return parsed.data;
    });
}

/** The lesson's transcription: every line in order, one space apart. */
export function transcriptOf(script: Pick<LessonScript, 'lines'>): string {
  return script.lines.map((l) => l.text).join(' ');
}

/** Whole word, case-insensitive: the rule Dialogue Studio uses to spot target words (SPEC §5). */
export function containsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${escaped}\\b`, 'i').test(text);
}

/** The top-level category a (sub)category belongs to. */
export function topCategoryOf(slug: string, categories: Category[]): Category {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  let current = bySlug.get(slug);
  if (!current) throw new Error(`unknown category ${slug}`);
  for (let hops = 0; current.parent; hops++) {
    const parent = bySlug.get(current.parent);
    if (!parent || hops > categories.length) throw new Error(`broken parent chain at ${current.slug}`);
    current = parent;
  }
  return current;
}
