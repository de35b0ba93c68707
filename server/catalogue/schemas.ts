import { z } from 'zod';
import { pageOf } from '../../src/api-contract/common.ts';
import { lesson } from '../../src/api-contract/lessons.ts';

/** SPEC §9: a home-page row shows 5 lessons until Show More. */
export const CATEGORY_ROW_LESSONS = 5;
export const MAX_PER_ROW = 20;

/** The title search (SPEC §5): any text up to 200 characters; blank is no search. */
export const searchQuery = z.string().max(200).optional();

export const detailSchema = z.object({ detail: z.string() });

/** A lesson as lists give it (SPEC §3): the shared contract's lesson without cues or target words. */
export const lessonItemSchema = lesson.omit({ cues: true, target_words: true });

/** The lesson page's lesson: a list item with its timed cues and five target words. */
export const lessonDetailSchema = lesson;

export const lessonPageSchema = pageOf(lessonItemSchema);

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
