/**
 * The staff console's answers (/api/v1/staff/..., and the report a visitor sends to /qa/reports/):
 * the route schemas on the server (serialisation, /api/schema/). Texts and JSON the staff edit
 * freely (cues, the question bank, the import's review notes, an event log) are `unknown` here:
 * their own shapes are checked where they are written (server/quiz/bank.ts, the log schema).
 */
import { z } from 'zod';
import { pageOf } from './common.ts';
import { sceneShape } from './scene.ts';

const nullableText = z.string().nullable();

/** An imported lesson in the staff list. */
export const staffLessonSummary = z.object({
  id: z.number(),
  name: z.string(),
  published: z.boolean(),
  level: nullableText,
  category: nullableText,
  created_at: z.string(),
});
export const staffLessonList = z.array(staffLessonSummary);

/** One lesson as staff review it. */
export const staffLesson = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  published: z.boolean(),
  level: nullableText,
  category: nullableText,
  video: z.string(),
  poster: nullableText,
  thumbnail: nullableText,
  duration: z.number().nullable(),
  cues: z.unknown(),
  /** The phrases a word is translated in (split_transcription): the preview's clickable transcript. */
  transcript: z.array(z.string()),
  target_words: z.unknown(),
  questions: z.unknown(),
  review: z.unknown(),
});

/** What an import made: a draft lesson. */
export const importedLesson = z.object({
  id: z.number(),
  slug: z.string(),
  duration: z.number().nullable(),
  cues: z.unknown(),
  target_words: z.unknown(),
  missing_from_glossary: z.unknown(),
  repairs: z.unknown(),
  questions: z.unknown(),
});

/** A stored problem report. */
export const staffMe = z.object({ id: z.number(), username: z.string(), is_staff: z.literal(true) });

/** A stored problem report. */
export const reportCreated = z.object({ id: z.number() });

/** A report as the inbox lists it (no log). */
export const reportSummary = z.object({
  id: z.number(),
  created_at: z.string(),
  description: z.string(),
  page: z.string(),
  app_version: z.string(),
  machines: z.array(z.string()),
  record_count: z.number(),
  log_bytes: z.number(),
  state: z.string(),
  reporter: nullableText,
});
export const reportPage = pageOf(reportSummary);
export const reportDetail = reportSummary.extend({
  user_agent: z.string(),
  resolved_at: nullableText,
  log: z.unknown(),
});
export const reportMachines = z.array(z.string());
export const reportLogFile = z.unknown().describe('The event log as JSON, sent as a download');
export const reportState = z.object({ id: z.number(), state: z.string(), resolved_at: nullableText });

/** A lesson's five target words, each one lower-case English word. */
export const targetWords = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z'-]+$/, 'one lower-case English word'),
  )
  .length(5);

/**
 * A lesson's dialogue scene as staff edit it (GET/PUT /api/v1/staff/lessons/{id}/scene/): the scene
 * the dialogue partner plays (src/api-contract/scene.ts) and the lesson's five target words it
 * steers toward (`scene.steer` has lines for each).
 */
export const staffSceneBody = z.object({
  target_words: targetWords,
  scene: sceneShape,
});
export type StaffSceneBody = z.input<typeof staffSceneBody>;

export const staffScene = z.object({
  lesson: z.number(),
  target_words: z.array(z.string()),
  scene: sceneShape,
  /** The import drafted this scene and no one has saved it since. */
  drafted: z.boolean(),
  /** The lesson had no scene: this is the generic one the partner uses then. */
  generic: z.boolean(),
});
export type StaffScene = z.infer<typeof staffScene>;
