import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favorites, videoLessons } from '../db/schema/index.ts';

export interface FavoriteJson {
  id: number;
  lesson: number;
}

/** The learner's own favourites, optionally for one lesson, with the total for pagination. */
export async function listFavorites(
  db: Db,
  userId: number,
  opts: { lessonId?: number; limit: number; offset: number },
): Promise<{ count: number; results: FavoriteJson[] }> {
  const where = and(
    eq(favorites.userId, userId),
    opts.lessonId === undefined ? undefined : eq(favorites.lessonId, opts.lessonId),
  );
  const rows = await db
    .select({
      id: favorites.id,
      lesson: favorites.lessonId,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(favorites)
    .where(where)
    .orderBy(asc(favorites.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { count: rows[0]?.total ?? 0, results: rows.map(({ id, lesson }) => ({ id, lesson })) };
}

/**
 * Adds a favourite; a second call for the same lesson returns the existing record (`created`
 * false). Null when the lesson does not exist.
 */
export async function addFavorite(
  db: Db,
  userId: number,
  lessonId: number,
): Promise<{ favorite: FavoriteJson; created: boolean } | null> {
  const [lesson] = await db
    .select({ id: videoLessons.id })
    .from(videoLessons)
    .where(eq(videoLessons.id, lessonId));
  if (!lesson) return null;
  const [inserted] = await db
    .insert(favorites)
    .values({ userId, lessonId })
    .onConflictDoNothing()
    .returning({ id: favorites.id, lesson: favorites.lessonId });
  if (inserted) return { favorite: inserted, created: true };
  const [existing] = await db
    .select({ id: favorites.id, lesson: favorites.lessonId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.lessonId, lessonId)));
  return existing ? { favorite: existing, created: false } : null;
}

/** Deletes one of the learner's favourites; false when it is not theirs or does not exist. */
export async function removeFavorite(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return deleted.length > 0;
}
