import { z } from 'zod';
import { lessonProgress } from './progress.ts';

const localized = z.object({ en: z.string(), uk: z.string(), pl: z.string() });

/** What the partner suggests next: a word to try, a line to say, or that every word was used. */
export const coach = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('steer'), word: z.string(), example: z.string() }),
  z.object({ kind: z.literal('hint'), example: z.string() }),
  z.object({ kind: z.literal('done') }),
]);

/** A mistake of the learner's the partner put right. */
export const recast = z.object({ pattern: z.string(), wrong: z.string(), right: z.string() });

/** The scene as the browser needs it: who plays whom and the partner's opening. */
export const dialogueScript = z.object({
  topic: z.string(),
  partner: z.string(),
  learner: z.string(),
  partner_role: localized,
  learner_role: localized,
  opening: z.string(),
  coach: coach.nullable(),
});
export const dialogueScene = z.object({ target_words: z.array(z.string()), script: dialogueScript });
export type DialogueSceneAnswer = z.infer<typeof dialogueScene>;

export const dialogueTurnBody = z.object({
  session_id: z.string().trim().min(8).max(100),
  /** Every learner message of the session so far, oldest first; the last one is answered. */
  turns: z.array(z.string().trim().min(1).max(500)).min(1).max(200),
});
export type DialogueTurnBody = z.input<typeof dialogueTurnBody>;

/** The partner's reply to the newest learner turn. */
export const dialogueTurn = z.object({
  reply: z.string(),
  recasts: z.array(recast),
  coach: coach.nullable(),
  /** What the partner understood: an intent id, `fact:<id>`, `word`, `clarify` or `hint`. */
  understood: z.string(),
  move: z.string(),
  used_words: z.array(z.string()),
  newly_used: z.array(z.string()),
});
export type DialogueTurn = z.infer<typeof dialogueTurn>;

export const dialogueCompletionBody = z.object({
  session_id: z.string().trim().min(8).max(100),
  /** The learner's messages of the dialogue; the server finds the target words in them. */
  messages: z.array(z.string().max(1000)).min(1).max(500),
  /** Sent by older clients; ignored (the server reads the messages). */
  words_used: z.array(z.string().max(60)).max(20).optional(),
  exchanges: z.number().int().min(1).max(10_000),
  seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400),
});
export type DialogueCompletionBody = z.input<typeof dialogueCompletionBody>;

export const dialogueCompletion = z.object({ counted: z.boolean(), progress: lessonProgress });
export type DialogueCompletion = z.infer<typeof dialogueCompletion>;
