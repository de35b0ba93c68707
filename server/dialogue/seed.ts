import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { videoLessons } from '../db/schema/index.ts';
import { DEFAULT_CONTENT_DIR } from '../catalogue/seed-content.ts';
import { buildDialogueScript, isDialogueScript, type DialogueScript, type LessonScene } from './script.ts';

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The dialogue script of every lesson script in content/lessons: a hand-written
 * content/dialogues/<slug>.json when there is one, else built from the scene.
 */
export function readDialogueScripts(contentDir = DEFAULT_CONTENT_DIR): Map<string, DialogueScript> {
  const scripts = new Map<string, DialogueScript>();
  const lessonsDir = path.join(contentDir, 'lessons');
  if (!fs.existsSync(lessonsDir)) return scripts;
  for (const file of fs.readdirSync(lessonsDir).filter((f) => f.endsWith('.json'))) {
    const slug = file.replace(/\.json$/, '');
    const written = readJson(path.join(contentDir, 'dialogues', file));
    if (isDialogueScript(written)) {
      scripts.set(slug, written);
      continue;
    }
    const scene = readJson(path.join(lessonsDir, file)) as Partial<LessonScene> | undefined;
    if (!scene?.name || !Array.isArray(scene.lines) || !Array.isArray(scene.speakers)) continue;
    scripts.set(
      slug,
      buildDialogueScript({
        name: scene.name,
        speakers: scene.speakers,
        lines: scene.lines,
        targetWords: scene.targetWords ?? [],
      }),
    );
  }
  return scripts;
}

/** Stores each seeded lesson's dialogue script in video_lessons.dialogue; returns how many changed. */
export async function seedDialogues(db: Db, contentDir = DEFAULT_CONTENT_DIR) {
  const scripts = readDialogueScripts(contentDir);
  const rows = await db
    .select({ id: videoLessons.id, slug: videoLessons.slug, dialogue: videoLessons.dialogue })
    .from(videoLessons);
  let changed = 0;
  for (const row of rows) {
    const script = scripts.get(row.slug);
    if (!script || JSON.stringify(row.dialogue) === JSON.stringify(script)) continue;
    await db
      .update(videoLessons)
      .set({ dialogue: script as unknown as Record<string, unknown> })
      .where(eq(videoLessons.id, row.id));
    changed++;
  }
  return { dialogues: scripts.size, changed };
}
