import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { videoLessons } from '../db/schema/index.ts';
import { DEFAULT_CONTENT_DIR } from '../catalogue/seed-content.ts';
import { sceneSchema, type Scene } from './scene.ts';

/**
 * The Dialogue Studio scene of every lesson that has one: content/scenes/<slug>.json (issue 17).
 * A scene that does not pass the schema stops the seed with the file's name and the problem.
 */
export function readScenes(contentDir = DEFAULT_CONTENT_DIR): Map<string, Scene> {
  const scenes = new Map<string, Scene>();
  const dir = path.join(contentDir, 'scenes');
  if (!fs.existsSync(dir)) return scenes;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const parsed = sceneSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`content/scenes/${file}: ${parsed.error.message}`);
    scenes.set(file.replace(/\.json$/, ''), parsed.data);
  }
  return scenes;
}

/** Stores each seeded lesson's scene in video_lessons.dialogue; returns how many changed. */
export async function seedDialogues(db: Db, contentDir = DEFAULT_CONTENT_DIR) {
  const scenes = readScenes(contentDir);
  const rows = await db
    .select({ id: videoLessons.id, slug: videoLessons.slug, dialogue: videoLessons.dialogue })
    .from(videoLessons);
  let changed = 0;
  for (const row of rows) {
    const scene = scenes.get(row.slug);
    if (!scene || JSON.stringify(row.dialogue) === JSON.stringify(scene)) continue;
    await db
      .update(videoLessons)
      .set({ dialogue: scene as unknown as Record<string, unknown> })
      .where(eq(videoLessons.id, row.id));
    changed++;
  }
  return { dialogues: scenes.size, changed };
}
