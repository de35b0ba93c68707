/**
 * A lesson's Dialogue Studio scene (issue 17) as stored in video_lessons.dialogue: the shape the
 * partner reads (server/dialogue/scene.ts adds the rules across fields) and the staff console edits
 * (GET/PUT /api/v1/staff/lessons/{id}/scene/). The partner plays one role of the lesson with a
 * goal; the scene's facts answer the learner's questions; the moves of the conversation list what
 * the learner may say at each point (intents, matched by key ideas and paraphrases) and where each
 * leads; `steer` holds sentences the learner's role could say with each target word.
 */
import { z } from 'zod';

const text = z.string().trim().min(1).max(400);
const variants = z.array(text).min(1).max(12);
/** An idea: alternatives (words or phrases) of which one must occur. */
const idea = z.array(z.string().trim().min(1).max(60)).min(1).max(40);
const localized = z.object({ en: text, uk: text, pl: text });

export const MOVE_KINDS = [
  'greeting',
  'request',
  'question',
  'answer',
  'complaint',
  'negotiation',
  'closing',
] as const;

export const intentSchema = z.object({
  id: z.string().min(1).max(60),
  /** Every idea must be expressed. */
  ideas: z.array(idea).min(1).max(6),
  /** The partner's answer (one variant is used, never one already said in the session). */
  reply: variants,
  /** The move this leads to; absent: stay. */
  next: z.string().min(1).max(60).optional(),
  /** A line of the learner's role that expresses this intent (hints, tests, samples). */
  example: text,
});

export const moveSchema = z.object({
  id: z.string().min(1).max(60),
  kind: z.enum(MOVE_KINDS),
  /** What the partner says to open this move. */
  say: variants,
  intents: z.array(intentSchema).max(12),
});

export const factSchema = z.object({
  id: z.string().min(1).max(60),
  /** Ideas a question about this fact expresses ("where" + "sit/seat/table"). */
  about: z.array(idea).min(1).max(4),
  answer: variants,
  /** The fact itself (a price, a time, a place): every answer contains it. */
  value: text,
  /** Questions a learner may ask about it (tests and samples). */
  ask: z.array(text).min(1).max(6),
});

export const sceneShape = z.object({
  slug: z.string().min(1).max(120),
  topic: text,
  partner: z.object({ name: text, role: localized, goal: text }),
  learner: z.object({ name: text, role: localized }),
  /** The partner's first line (variants). */
  opening: variants,
  facts: z.array(factSchema).max(30),
  moves: z.array(moveSchema).min(1).max(20),
  /** Target word → lines the learner's role could say with it. */
  steer: z.record(z.string(), variants),
  /** What the partner says when the learner says goodbye. */
  closing: variants,
});

export type SceneShape = z.infer<typeof sceneShape>;
