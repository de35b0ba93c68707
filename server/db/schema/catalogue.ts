import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';

/** A1..C2 with order 1..6, full names and fixed colours (SPEC §3). */
export const languageLevels = pgTable('language_levels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  order: integer('order').notNull(),
  fullName: text('full_name').notNull(),
  color: text('color').notNull(),
});

export const videoCategories = pgTable(
  'video_categories',
  {
    id: serialId(),
    /** Stable key from content/ so seeding is idempotent. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** { uk, pl } names. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    parentId: integer('parent_id'),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('video_categories_parent_idx').on(t.parentId)],
);

export interface Cue {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

export const videoLessons = pgTable(
  'video_lessons',
  {
    id: serialId(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => videoCategories.id),
    levelId: integer('level_id').references(() => languageLevels.id),
    /** Media keys in the media store (content-hashed file names). */
    videoFile: text('video_file').notNull(),
    thumbnail: text('thumbnail'),
    durationSeconds: real('duration_seconds'),
    transcription: text('transcription').notNull().default(''),
    splitTranscription: jsonb('split_transcription').$type<string[]>().notNull().default([]),
    cues: jsonb('cues').$type<Cue[]>().notNull().default([]),
    /** Five target words for Dialogue Studio. */
    targetWords: jsonb('target_words').$type<string[]>().notNull().default([]),
    /** Scripted dialogue for Dialogue Studio (shape owned by server/learner dialogue). */
    dialogue: jsonb('dialogue').$type<Record<string, unknown>>(),
    /** false: a draft (an imported lesson before review), seen only by staff, counted nowhere. */
    published: boolean('published').notNull().default(true),
    /** Imported lessons: the large poster frame (media key). */
    poster: text('poster'),
    /** Imported lessons: the authored question bank staff review (server/quiz/bank.ts form). */
    questionBank: jsonb('question_bank').$type<unknown[]>(),
    /** Imported lessons: what the import found for review (words missing from the glossary, repairs). */
    importReview: jsonb('import_review').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('video_lessons_category_idx').on(t.categoryId),
    index('video_lessons_level_idx').on(t.levelId),
  ],
);

/**
 * How many lessons each (category, level) pair has, 0 standing for "none". Triggers on
 * video_lessons keep it exact in the same transaction (migration 0001_lesson_counts), so the
 * catalogue's filtered `count` sums at most categories × levels rows instead of counting lessons.
 */
export const lessonCounts = pgTable(
  'lesson_counts',
  {
    categoryId: integer('category_id').notNull(),
    levelId: integer('level_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.levelId] })],
);

/** Onboarding questionnaires; texts per language { en, uk, pl }. */
export const levelQuestionnaireOptions = pgTable('level_questionnaire_options', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  texts: jsonb('texts').$type<Record<string, string>>().notNull(),
  levels: jsonb('levels').$type<number[]>().notNull(),
  position: integer('position').notNull().default(0),
});

export const purposeQuestionnaireOptions = pgTable('purpose_questionnaire_options', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  texts: jsonb('texts').$type<Record<string, string>>().notNull(),
  /** Category slugs in content; resolved to ids when served. */
  categorySlugs: jsonb('category_slugs').$type<string[]>().notNull(),
  position: integer('position').notNull().default(0),
});
