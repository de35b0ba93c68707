import type { Db } from '../../server/db/client.ts';
import { videoCategories, videoLessons } from '../../server/db/schema/index.ts';

/**
 * A small catalogue for API tests: Travel > Airport > Check-in (three generations), Work >
 * Interviews, and Health; lessons spread over the levels so every filter has something to find.
 */
export async function seedCatalogue(db: Db) {
  const cat = async (slug: string, name: string, parentId: number | null = null) => {
    const [row] = await db
      .insert(videoCategories)
      .values({ slug, name, names: { uk: `${name} (uk)`, pl: `${name} (pl)` }, parentId })
      .returning();
    return row!.id;
  };
  const travel = await cat('travel', 'Travel');
  const airport = await cat('airport', 'Airport', travel);
  const checkIn = await cat('check-in', 'Check-in', airport);
  const work = await cat('work', 'Work');
  const interviews = await cat('interviews', 'Interviews', work);
  const health = await cat('health', 'Health');
  const categories = { travel, airport, checkIn, work, interviews, health };

  const specs: [string, number, number][] = [
    ['Travel basics', travel, 1],
    ['At the airport', airport, 2],
    ['Checking in', checkIn, 3],
    ['Lost luggage', checkIn, 5],
    ['Office small talk', work, 2],
    ['Job interview', interviews, 4],
    ['Salary talk', interviews, 6],
    ['At the doctor', health, 1],
    ['Pharmacy', health, 3],
  ];
  const lessons = await db
    .insert(videoLessons)
    .values(
      specs.map(([name, categoryId, levelId], i) => ({
        slug: `lesson-${i}`,
        name,
        categoryId,
        levelId,
        videoFile: `lesson-${i}-0123abcd.mp4`,
        thumbnail: `lesson-${i}-0123abcd.jpg`,
        durationSeconds: 75,
        transcription: `${name}. Hello there. How are you?`,
        splitTranscription: [name, 'Hello there.', 'How are you?'],
        cues: [{ start: 0, end: 1.5, text: name }],
        targetWords: ['hello', 'there', 'how', 'are', 'you'],
      })),
    )
    .returning();
  return { categories, lessons };
}

/** Many lessons in one category, levels cycling 1..6 (pagination tests and the bench). */
export async function seedManyLessons(db: Db, count: number, categoryId: number | null) {
  const batch = 1000;
  for (let from = 0; from < count; from += batch) {
    const n = Math.min(batch, count - from);
    await db.insert(videoLessons).values(
      Array.from({ length: n }, (_, i) => ({
        slug: `bulk-${categoryId}-${from + i}-${Math.random().toString(36).slice(2, 8)}`,
        name: `Bulk lesson ${from + i}`,
        categoryId,
        levelId: ((from + i) % 6) + 1,
        videoFile: `bulk-${from + i}-0123abcd.mp4`,
        thumbnail: null,
        transcription: 'Hello there.',
        splitTranscription: ['Hello there.'],
      })),
    );
  }
}
