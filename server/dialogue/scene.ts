import { z } from 'zod';

/**
 * A lesson's scene for Dialogue Studio (issue 17), authored in content/scenes/<slug>.json
 * (drafted by `npm run content:scene -- SLUG`, then edited by hand) and stored in
 * video_lessons.dialogue. The partner plays one role of the lesson with a goal; the scene's facts
 * answer the learner's questions; the moves of the conversation list what the learner may say at
 * each point (intents, matched by key ideas and paraphrases, see server/matching) and where each
 * leads; `steer` holds sentences the learner's role could say with each target word.
 */
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

export const sceneSchema = z
  .object({
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
  })
  .superRefine((scene, ctx) => {
    const ids = new Set(scene.moves.map((m) => m.id));
    for (const move of scene.moves)
      for (const intent of move.intents)
        if (intent.next && !ids.has(intent.next))
          ctx.addIssue({ code: 'custom', message: `${move.id}/${intent.id}: no move "${intent.next}"` });
    for (const fact of scene.facts)
      for (const answer of fact.answer)
        if (!answer.toLowerCase().includes(fact.value.toLowerCase()))
          ctx.addIssue({
            code: 'custom',
            message: `fact ${fact.id}: "${answer}" does not say "${fact.value}"`,
          });
  });

export type Scene = z.infer<typeof sceneSchema>;
export type SceneMove = Scene['moves'][number];
export type SceneIntent = SceneMove['intents'][number];
export type SceneFact = Scene['facts'][number];

export function parseScene(value: unknown): Scene | null {
  const parsed = sceneSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The scene of a lesson without an authored one: the partner is a friendly conversation partner
 * who talks about the lesson's topic; steering sentences are built from the target words.
 */
export function genericScene(topic: string, targetWords: readonly string[]): Scene {
  return {
    slug: 'generic',
    topic,
    partner: {
      name: 'Alex',
      role: { en: 'Conversation partner', uk: 'Співрозмовник', pl: 'Rozmówca' },
      goal: `Talk with the learner about "${topic}".`,
    },
    learner: { name: 'You', role: { en: 'Learner', uk: 'Учень', pl: 'Uczeń' } },
    opening: [`Hi! Let's talk about "${topic}". What do you think about it?`],
    facts: [],
    moves: [
      {
        id: 'talk',
        kind: 'question',
        say: [
          'What else can you tell me?',
          'Tell me more, please.',
          'And what do you think about that?',
          'Interesting. Why?',
          'Go on, please.',
          'How about an example?',
        ],
        intents: [
          {
            id: 'opinion',
            ideas: [['i think', 'in my opinion', 'i like', 'i believe', 'i feel', 'i love', 'i prefer']],
            reply: ['That makes sense.', 'I see what you mean.', 'Good point.', 'Fair enough.'],
            example: 'I think it is interesting.',
          },
        ],
      },
    ],
    steer: Object.fromEntries(
      targetWords.map((w) => [w, [`I want to say something about the ${w}.`, `Let me use the word "${w}".`]]),
    ),
    closing: ['It was nice talking to you. Goodbye!'],
  };
}
