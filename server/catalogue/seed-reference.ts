import { sql } from 'drizzle-orm';
import {
  languageLevels,
  levelQuestionnaireOptions,
  purposeQuestionnaireOptions,
} from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';

/** SPEC §3: A1..C2 with order 1..6, full names and fixed colours. */
export const LEVELS = [
  { id: 1, name: 'A1', order: 1, fullName: 'Beginner', color: '#2f9e44' },
  { id: 2, name: 'A2', order: 2, fullName: 'Elementary', color: '#66a80f' },
  { id: 3, name: 'B1', order: 3, fullName: 'Intermediate', color: '#1c7ed6' },
  { id: 4, name: 'B2', order: 4, fullName: 'Upper-Intermediate', color: '#4263eb' },
  { id: 5, name: 'C1', order: 5, fullName: 'Advanced', color: '#ae3ec9' },
  { id: 6, name: 'C2', order: 6, fullName: 'Proficiency', color: '#e03131' },
] as const;

/**
 * Onboarding "what is your level?" options, weakest first (the SPA draws 5 bars, filled up to the
 * option's position, and keeps the last level id of the picked option).
 */
export const LEVEL_OPTIONS = [
  {
    slug: 'just-starting',
    levels: [1],
    texts: { en: "I'm just starting", uk: 'Я тільки починаю', pl: 'Dopiero zaczynam' },
  },
  {
    slug: 'basics',
    levels: [1, 2],
    texts: { en: 'I know the basics', uk: 'Я знаю основи', pl: 'Znam podstawy' },
  },
  {
    slug: 'simple-conversations',
    levels: [3],
    texts: {
      en: 'I can hold a simple conversation',
      uk: 'Я можу підтримати просту розмову',
      pl: 'Potrafię prowadzić prostą rozmowę',
    },
  },
  {
    slug: 'confident',
    levels: [4, 5],
    texts: {
      en: 'I speak confidently on most topics',
      uk: 'Я впевнено розмовляю на більшість тем',
      pl: 'Swobodnie rozmawiam na większość tematów',
    },
  },
  {
    slug: 'fluent',
    levels: [6],
    texts: { en: "I'm fluent", uk: 'Я вільно володію мовою', pl: 'Mówię płynnie' },
  },
] as const;

/**
 * Onboarding "why are you learning?" options. Categories are slugs of top-level video categories
 * (seeded with the demo content); the API resolves them to ids and skips any not present.
 */
export const PURPOSE_OPTIONS = [
  { slug: 'travel', categories: ['travel'], texts: { en: 'Travel', uk: 'Подорожі', pl: 'Podróże' } },
  {
    slug: 'work',
    categories: ['work'],
    texts: { en: 'Work and career', uk: 'Робота і карʼєра', pl: 'Praca i kariera' },
  },
  { slug: 'study', categories: ['education'], texts: { en: 'Study', uk: 'Навчання', pl: 'Szkoła i studia' } },
  {
    slug: 'everyday-life',
    categories: ['daily-life'],
    texts: { en: 'Everyday life', uk: 'Повсякденне життя', pl: 'Życie codzienne' },
  },
  {
    slug: 'leisure',
    categories: ['leisure'],
    texts: { en: 'Hobbies and leisure', uk: 'Хобі та дозвілля', pl: 'Hobby i czas wolny' },
  },
  {
    slug: 'news-technology',
    categories: ['news-technology'],
    texts: { en: 'News and technology', uk: 'Новини та технології', pl: 'Wiadomości i technologia' },
  },
  { slug: 'health', categories: ['health'], texts: { en: 'Health', uk: 'Здоровʼя', pl: 'Zdrowie' } },
] as const;

/** Idempotent: levels keep their ids; options are matched by slug and updated in place. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(languageLevels)
    .values([...LEVELS])
    .onConflictDoNothing();
  await db
    .insert(levelQuestionnaireOptions)
    .values(
      LEVEL_OPTIONS.map((o, position) => ({ slug: o.slug, texts: o.texts, levels: [...o.levels], position })),
    )
    .onConflictDoUpdate({
      target: levelQuestionnaireOptions.slug,
      set: {
        texts: sql`excluded.texts`,
        levels: sql`excluded.levels`,
        position: sql`excluded.position`,
      },
    });
  await db
    .insert(purposeQuestionnaireOptions)
    .values(
      PURPOSE_OPTIONS.map((o, position) => ({
        slug: o.slug,
        texts: o.texts,
        categorySlugs: [...o.categories],
        position,
      })),
    )
    .onConflictDoUpdate({
      target: purposeQuestionnaireOptions.slug,
      set: {
        texts: sql`excluded.texts`,
        categorySlugs: sql`excluded.category_slugs`,
        position: sql`excluded.position`,
      },
    });
}
