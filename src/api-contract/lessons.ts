import { z } from 'zod';

/** One timed line of a lesson's subtitles. */
export const cue = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  speaker: z.string().optional(),
});

/**
 * A lesson as lists and the lesson page show it (SPEC §3): its own fields, the visitor's fields
 * (false/0/null for a visitor), and on the lesson page only `cues` and `target_words`.
 */
export const lesson = z.object({
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
  cues: z.array(cue).optional(),
  target_words: z.array(z.string()).optional(),
  vocabulary_count: z.number(),
  progress_percentage: z.number(),
  is_started: z.boolean(),
  is_completed: z.boolean(),
  is_favorited: z.boolean(),
  favorite_id: z.number().nullable(),
});
export type Lesson = z.infer<typeof lesson>;
