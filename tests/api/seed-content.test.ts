import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { videoCategories, videoLessons } from '../../server/db/schema/index.ts';
import {
  readGeneratedLessons,
  seedContent,
  type GeneratedLesson,
} from '../../server/catalogue/seed-content.ts';
import { startTestApp, type TestApp } from './support.ts';

const snapshot = async (db: Db) => ({
  categories: await db.select().from(videoCategories).orderBy(asc(videoCategories.slug)),
  lessons: await db.select().from(videoLessons).orderBy(asc(videoLessons.slug)),
});

function fixtureLesson(slug: string, category: string, level: GeneratedLesson['level']): GeneratedLesson {
  return {
    slug,
    name: `Lesson ${slug}`,
    category,
    level,
    speakers: [{ id: 'a', name: 'Ann' }],
    targetWords: ['one', 'two', 'three', 'four', 'five'],
    transcription: 'One two. Three four five.',
    split_transcription: ['One two.', 'Three four five.'],
    cues: [
      { start: 0.6, end: 1.712, text: 'One two.', speaker: 'a' },
      { start: 2.212, end: 4.1, text: 'Three four five.', speaker: 'a' },
    ],
    duration: 65.37,
    video: `${slug}-0123456789.mp4`,
    thumbnail: `${slug}-0123456789.jpg`,
    sourceHash: 'x',
  };
}

/** A small content folder: a child listed before its parent, two lessons. */
function writeFixture(dir: string, lessons: GeneratedLesson[], parentOfCafes = 'leisure') {
  fs.mkdirSync(path.join(dir, 'generated'), { recursive: true });
  const categories = [
    {
      slug: 'cafes',
      name: 'Cafés',
      names: { uk: 'Кав’ярні', pl: 'Kawiarnie' },
      parent: parentOfCafes,
      icon: 'IconCoffee',
    },
    {
      slug: 'leisure',
      name: 'Leisure',
      names: { uk: 'Дозвілля', pl: 'Czas wolny' },
      parent: null,
      icon: 'IconConfetti',
    },
    {
      slug: 'travel',
      name: 'Travel',
      names: { uk: 'Подорожі', pl: 'Podróże' },
      parent: null,
      icon: 'IconPlane',
    },
  ];
  fs.writeFileSync(path.join(dir, 'categories.json'), JSON.stringify(categories));
  for (const l of lessons) fs.writeFileSync(path.join(dir, 'generated', `${l.slug}.json`), JSON.stringify(l));
}

describe('seeding the demo content', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // Each scenario starts from an empty catalogue (nothing else refers to these rows here).
    await t.database.db.delete(videoLessons);
    await t.database.db.delete(videoCategories);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds every committed lesson, and a second run changes nothing with one select per table', async () => {
    const db = t.database.db;
    const first = await seedContent(db);
    const committed = readGeneratedLessons();
    expect(first.lessons).toBe(committed.length);
    expect(first.lessonsWritten).toBe(committed.length);
    const before = await snapshot(db);
    expect(before.lessons).toHaveLength(committed.length);
    expect(
      before.categories
        .filter((c) => c.parentId === null)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Daily Life', 'Education', 'Health', 'Leisure', 'News & Technology', 'Travel', 'Work']);

    const queriesBefore = t.database.queryCount();
    const second = await seedContent(db);
    expect(t.database.queryCount() - queriesBefore).toBe(2);
    expect(second).toEqual({ categoriesWritten: 0, lessonsWritten: 0, lessons: committed.length });
    expect(await snapshot(db)).toEqual(before);
  });

  it('stores a lesson with its level id, category, media keys, phrases and cues', async () => {
    writeFixture(dir, [fixtureLesson('coffee', 'cafes', 'B2')]);
    await seedContent(t.database.db, dir);
    const { categories, lessons } = await snapshot(t.database.db);
    const bySlug = new Map(categories.map((c) => [c.slug, c]));
    expect(bySlug.get('cafes')!.parentId).toBe(bySlug.get('leisure')!.id);
    expect(bySlug.get('cafes')).toMatchObject({
      icon: 'IconCoffee',
      names: { uk: 'Кав’ярні', pl: 'Kawiarnie' },
    });
    expect(lessons[0]).toMatchObject({
      slug: 'coffee',
      categoryId: bySlug.get('cafes')!.id,
      levelId: 4,
      videoFile: 'coffee-0123456789.mp4',
      thumbnail: 'coffee-0123456789.jpg',
      transcription: 'One two. Three four five.',
      splitTranscription: ['One two.', 'Three four five.'],
      targetWords: ['one', 'two', 'three', 'four', 'five'],
    });
    expect(lessons[0]!.durationSeconds).toBeCloseTo(65.37, 2);
    expect(lessons[0]!.cues[1]).toEqual({ start: 2.212, end: 4.1, text: 'Three four five.', speaker: 'a' });
  });

  it('updates only what changed in content, keeping ids', async () => {
    const db = t.database.db;
    writeFixture(dir, [fixtureLesson('coffee', 'cafes', 'A1'), fixtureLesson('tea', 'cafes', 'A2')]);
    await seedContent(db, dir);
    const before = await snapshot(db);

    const renamed = { ...fixtureLesson('coffee', 'cafes', 'A1'), name: 'Coffee, please' };
    writeFixture(dir, [renamed, fixtureLesson('tea', 'cafes', 'A2')], 'travel');
    const result = await seedContent(db, dir);
    expect(result).toMatchObject({ categoriesWritten: 1, lessonsWritten: 1 });
    const after = await snapshot(db);
    expect(after.lessons.map((l) => l.id)).toEqual(before.lessons.map((l) => l.id));
    expect(after.lessons.find((l) => l.slug === 'coffee')!.name).toBe('Coffee, please');
    expect(after.lessons.find((l) => l.slug === 'tea')).toEqual(before.lessons.find((l) => l.slug === 'tea'));
    const travel = after.categories.find((c) => c.slug === 'travel')!;
    expect(after.categories.find((c) => c.slug === 'cafes')!.parentId).toBe(travel.id);
  });

  it('survives two instances seeding the same empty database at once', async () => {
    writeFixture(dir, [fixtureLesson('coffee', 'cafes', 'A1'), fixtureLesson('tea', 'cafes', 'A2')]);
    await Promise.all([seedContent(t.database.db, dir), seedContent(t.database.db, dir)]);
    const { categories, lessons } = await snapshot(t.database.db);
    expect(categories.map((c) => c.slug)).toEqual(['cafes', 'leisure', 'travel']);
    expect(lessons.map((l) => l.slug)).toEqual(['coffee', 'tea']);
  });

  it('rejects a generated lesson whose category is missing, naming the file', async () => {
    writeFixture(dir, [fixtureLesson('coffee', 'nowhere', 'A1')]);
    await expect(seedContent(t.database.db, dir)).rejects.toThrow(/coffee\.json: unknown category nowhere/);
  });
});
