/**
 * Shapes every part of the API shares. This folder is the one typed contract between the server
 * (route schemas: request validation, response serialisation, /api/schema/) and the web app (its
 * services import the inferred types with `import type`, so zod stays out of the client bundle).
 */
import { z } from 'zod';

/** A database id in a path or body (PostgreSQL integer). */
export const dbId = z.coerce.number().int().min(1).max(2_147_483_647);

/** DRF's error answer: `{detail}`, with `errors` per field for bad input and `code` where a client translates. */
export const detailError = z.object({
  detail: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type DetailError = z.infer<typeof detailError>;

/** DRF's PageNumberPagination envelope. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const languageCode = z.enum(['en', 'uk', 'pl']);
export type LanguageCode = z.infer<typeof languageCode>;

/** An answer with no body (204). */
export const noContent = z.null().describe('No content');
