import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoLessons } from '../../server/db/schema/index.ts';
import { createQuizRepository } from '../../server/quiz/repository.ts';
import { createTranslator } from '../../server/language/translate.ts';
import { openTestDatabase } from './support.ts';
import type { Database } from '../../server/db/client.ts';

/** Issue 13, finding 5: no request can make a cache grow without bound. */
describe('caches are bounded', () => {
  let database: Database;
  let lessonId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [lesson] = await database.db
      .insert(videoLessons)
      .values({ slug: 'cache-lesson', name: 'Cache lesson', videoFile: 'x.mp4' })
      .returning();
    lessonId = lesson!.id;
  });
  afterAll(async () => database?.close());

  it('questions of unknown lessons leave nothing behind; known ones are kept within the bound', async () => {
    const repo = createQuizRepository(database.db);
    for (let id = 1_000_000; id < 1_003_000; id++) expect(await repo.lessonBank(id)).toBeNull();
    for (let id = 2_000_000; id < 2_003_000; id++) expect(await repo.question(id)).toBeNull();
    expect(await repo.lessonBank(lessonId)).not.toBeNull();
    const sizes = repo.cacheSizes();
    expect(sizes.banks).toBeLessThanOrEqual(1);
    expect(sizes.questions).toBe(0);
    expect(sizes.maxBanks).toBeLessThanOrEqual(5000);
    expect(sizes.ttlMs).toBeGreaterThan(0);
  }, 120_000);

  it('the translator’s caches of unknown lessons stay empty', async () => {
    const translator = createTranslator(database.db, async () => {
      throw new Error('the engine is not needed for unknown lessons');
    });
    for (let id = 1_000_000; id < 1_002_000; id++) {
      const outcome = await translator.translate({ lessonId: id, text: 'hello', language: 'uk' });
      expect(outcome.ok).toBe(false);
    }
    expect(translator.cacheSizes().lessons).toBe(0);
  });
});
