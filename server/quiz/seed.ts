import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { questions, videoLessons } from '../db/schema/index.ts';
import { DEFAULT_CONTENT_DIR } from '../catalogue/seed-content.ts';
import { questionFileSchema, toQuestionRow } from './bank.ts';

/** JSON with object keys sorted: jsonb hands objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * Upserts the question bank from content/questions/*.json (by question slug). Questions whose lesson
 * is not seeded are skipped. Returns how many questions were written.
 */
export async function seedQuestions(
  db: Db,
  contentDir = DEFAULT_CONTENT_DIR,
): Promise<{ questions: number; changed: number }> {
  const dir = path.join(contentDir, 'questions');
  if (!fs.existsSync(dir)) return { questions: 0, changed: 0 };
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  const parsed = files.map((f) =>
    questionFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))),
  );
  const lessons = parsed.length
    ? await db
        .select({ id: videoLessons.id, slug: videoLessons.slug })
        .from(videoLessons)
        .where(
          inArray(
            videoLessons.slug,
            parsed.map((p) => p.lesson),
          ),
        )
    : [];
  const lessonId = new Map(lessons.map((l) => [l.slug, l.id]));
  const rows = parsed.flatMap((file) => {
    const id = lessonId.get(file.lesson);
    return id ? file.questions.map((q) => ({ lessonId: id, ...toQuestionRow(q) })) : [];
  });
  if (!rows.length) return { questions: 0, changed: 0 };
  const existing = await db.select().from(questions);
  const bySlug = new Map(existing.map((q) => [q.slug, q]));
  let changed = 0;
  for (const row of rows) {
    const old = bySlug.get(row.slug);
    const same =
      old &&
      canonical([
        old.lessonId,
        old.questionType,
        old.text,
        old.hint,
        old.explanation,
        old.templateSegments,
        old.draggableWords,
        old.answerKey,
        old.cueIndex,
      ]) ===
        canonical([
          row.lessonId,
          row.questionType,
          row.text,
          row.hint,
          row.explanation,
          row.templateSegments,
          row.draggableWords,
          row.answerKey,
          row.cueIndex,
        ]);
    if (same) continue;
    changed++;
    if (old) await db.update(questions).set(row).where(eq(questions.id, old.id));
    else await db.insert(questions).values(row);
  }
  return { questions: rows.length, changed };
}
