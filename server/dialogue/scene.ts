import type { z } from 'zod';
import {
  factSchema,
  intentSchema,
  MOVE_KINDS,
  moveSchema,
  sceneShape,
} from '../../src/api-contract/scene.ts';

/*
 * A lesson's scene for Dialogue Studio (issue 17), authored in content/scenes/<slug>.json
 * (drafted by `npm run content:scene -- SLUG`, then edited by hand) and stored in
 * video_lessons.dialogue. The partner plays one role of the lesson with a goal; the scene's facts
 * answer the learner's questions; the moves of the conversation list what the learner may say at
 * each point (intents, matched by key ideas and paraphrases, see server/matching) and where each
 * leads; `steer` holds sentences the learner's role could say with each target word.
 */
export { MOVE_KINDS, intentSchema, moveSchema, factSchema };

/** The scene's shape (src/api-contract/scene.ts) with the rules across its fields. */
export const sceneSchema = sceneShape.superRefine((scene, ctx) => {
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
