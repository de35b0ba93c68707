import { z } from 'zod';

/** SPEC §9: a home-page row shows 5 lessons until Show More. */
export const CATEGORY_ROW_LESSONS = 5;
export const MAX_PER_ROW = 20;

/** The title search (SPEC §5): any text up to 200 characters; blank is no search. */
export const searchQuery = z.string().max(200).optional();

export const detailSchema = z.object({ detail: z.string() });

/** A lesson as lists give it (SPEC §3): no cues or target words. */
export const lessonItemSchema = z.object({
  id: z.number(),
  thumbnail: z.string().nullable(),
  video: z.object({
    id: z.number(),
    name: z.string(),
    file: z.string(),
    category: z.number().nullable(),
    languageLevel: z.number().nullable(),
    transcription: z.string(),
    split_transcription: z.array(z.string()),
  }),
  duration: z.number().nullable(),
  vocabulary_count: z.number(),
  progress_percentage: z.number(),
  is_started: z.boolean(),
  is_completed: z.boolean(),
  is_favorited: z.boolean(),
  favorite_id: z.number().nullable(),
});

/** The lesson page's lesson: a list item with its timed cues and five target words. */
export const lessonDetailSchema = lessonItemSchema.extend({
  cues: z
    .array(z.object({ start: z.number(), end: z.number(), text: z.string(), speaker: z.string().optional() }))
    .optional(),
  target_words: z.array(z.string()).optional(),
});

export const lessonPageSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(lessonItemSchema),
});

export const lessonRowsSchema = z.object({
  rows: z.array(
    z.object({
      /** A top-level category, or 0 for the lessons without a category. */
      category: z.number(),
      count: z.number(),
      results: z.array(lessonItemSchema),
    }),
  ),
});

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  names: z.object({ en: z.string(), uk: z.string(), pl: z.string() }),
  slug: z.string(),
  parent: z.number().nullable(),
  icon: z.string().nullable(),
});

export const categoryPageSchema = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(categorySchema),
});

/** A shared list body as built once (the page cache keeps it for anonymous visitors). */
export interface SharedBody {
  body: Buffer;
  ids: number[];
  slots: [number, number, number][];
  /** No item carries a learner's own fields: the body is every visitor's. */
  learnerFree: boolean;
  nested: boolean;
}
