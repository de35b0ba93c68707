import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, detailError } from '../../src/api-contract/common.ts';
import type { SceneShape } from '../../src/api-contract/scene.ts';
import { staffScene, staffSceneBody } from '../../src/api-contract/staff.ts';
import { genericScene, parseScene, type Scene } from '../dialogue/scene.ts';
import { requestLanguage } from '../http/language.ts';
import { serverT } from '../i18n.ts';

/** One thing wrong with an edited scene: where (a body path) and which text says it (staff.json `scene.errors.*`). */
export interface SceneProblem {
  path: string;
  key: 'duplicateWord' | 'steerMissing' | 'noSuchMove' | 'duplicateMove' | 'answerWithoutValue';
  params: Record<string, string>;
}

/**
 * The rules across a scene's fields that its shape cannot say (the partner relies on them): five
 * different target words, each with steering lines; step ids unique and every "then go to" a step
 * of the scene; every answer of a fact containing the fact.
 */
export function sceneProblems(scene: SceneShape, targetWords: string[]): SceneProblem[] {
  const problems: SceneProblem[] = [];
  const seen = new Set<string>();
  targetWords.forEach((word, i) => {
    if (seen.has(word)) problems.push({ path: `target_words.${i}`, key: 'duplicateWord', params: { word } });
    seen.add(word);
    if (!scene.steer[word]?.length)
      problems.push({ path: `scene.steer.${word}`, key: 'steerMissing', params: { word } });
  });
  const ids = new Set<string>();
  scene.moves.forEach((move, m) => {
    if (ids.has(move.id))
      problems.push({ path: `scene.moves.${m}.id`, key: 'duplicateMove', params: { id: move.id } });
    ids.add(move.id);
  });
  scene.moves.forEach((move, m) =>
    move.intents.forEach((intent, i) => {
      if (intent.next && !ids.has(intent.next))
        problems.push({
          path: `scene.moves.${m}.intents.${i}.next`,
          key: 'noSuchMove',
          params: { move: move.id, next: intent.next },
        });
    }),
  );
  scene.facts.forEach((fact, f) =>
    fact.answer.forEach((answer, a) => {
      if (!answer.toLowerCase().includes(fact.value.toLowerCase()))
        problems.push({
          path: `scene.facts.${f}.answer.${a}`,
          key: 'answerWithoutValue',
          params: { value: fact.value },
        });
    }),
  );
  return problems;
}

/**
 * Staff edit the dialogue scene of a lesson (issue 19): the one the import drafted, or the generic
 * one a lesson without a scene gets. Staff only (the staff plugin's preHandler: 401 for a visitor,
 * 403 for a learner). Saving stores it in video_lessons.dialogue, which the partner reads.
 */
const routes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const staff = app.staffRepository;
  const params = z.object({ id: dbId });

  const answer = async (id: number) => {
    const row = await staff.scene(id);
    if (!row) return null;
    const stored = parseScene(row.dialogue);
    const scene: Scene = stored ?? genericScene(row.name, row.targetWords);
    return {
      lesson: id,
      target_words: row.targetWords,
      scene,
      drafted: Boolean(stored && row.review?.['sceneDraft'] === true),
      generic: !stored,
    };
  };

  app.get(
    '/staff/lessons/:id/scene/',
    {
      schema: {
        tags: ['staff'],
        summary: 'The dialogue scene of a lesson as staff edit it (the generic one when it has none)',
        params,
        response: { 200: staffScene, 404: detailError },
      },
    },
    async (request, reply) => {
      const found = await answer(request.params.id);
      if (!found) return reply.code(404).send({ detail: 'Not found.' });
      return found;
    },
  );

  app.put(
    '/staff/lessons/:id/scene/',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Save the dialogue scene of a lesson and its five target words (the partner uses them at once)',
        description:
          'The body is checked against the scene’s shape (400 with `errors` per field), then across its ' +
          'fields (400 `bad_scene`, `errors` per field, messages in the interface language): different ' +
          'target words, each with steering lines; unique step ids; every “then go to” a step of the ' +
          'scene; every answer of a fact containing the fact. Steering lines of other words are dropped.',
        params,
        body: staffSceneBody,
        response: { 200: staffScene, 400: detailError, 404: detailError },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const targetWords = request.body.target_words;
      const scene = request.body.scene;
      const problems = sceneProblems(scene, targetWords);
      if (problems.length) {
        const t = serverT(requestLanguage(request));
        const errors: Record<string, string[]> = {};
        for (const p of problems) (errors[p.path] ??= []).push(t(`staff:scene.errors.${p.key}`, p.params));
        return reply.code(400).send({ detail: Object.values(errors)[0]![0]!, code: 'bad_scene', errors });
      }
      const steer = Object.fromEntries(targetWords.map((w) => [w, scene.steer[w]!]));
      if (!(await staff.saveScene(id, { ...scene, steer }, targetWords)))
        return reply.code(404).send({ detail: 'Not found.' });
      return (await answer(id))!;
    },
  );
};
export default routes;
