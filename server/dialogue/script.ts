import { LRUCache } from 'lru-cache';
import { openingOf, type Coach } from './partner.ts';
import { genericScene, parseScene, type Scene } from './scene.ts';

/**
 * What the browser gets of a lesson's scene (GET /videoLesson/{id}/dialogue/): who plays whom
 * (names, and the roles translated for the interface), and the partner's opening for a session.
 * The rest of the scene stays on the server, which works out every reply (issue 17).
 */
export interface DialogueScript {
  topic: string;
  partner: string;
  learner: string;
  partner_role: Scene['partner']['role'];
  learner_role: Scene['learner']['role'];
  /** The partner's first line. */
  opening: string;
  coach: Coach | null;
}

const parsed = new LRUCache<string, { json: string; scene: Scene }>({ max: 500 });

/**
 * The lesson's scene as stored, or the generic one for a lesson without a scene. Parsed scenes
 * are kept per lesson while the stored JSON is the same (the partner keeps its work per scene).
 */
export function sceneOf(
  stored: unknown,
  topic: string,
  targetWords: readonly string[],
  lessonId?: number,
): Scene {
  const json = JSON.stringify([stored ?? null, topic, targetWords]);
  const key = String(lessonId ?? json);
  const kept = parsed.get(key);
  if (kept && kept.json === json) return kept.scene;
  const scene = parseScene(stored) ?? genericScene(topic, targetWords);
  parsed.set(key, { json, scene });
  return scene;
}

export function publicScript(scene: Scene, targetWords: readonly string[]): DialogueScript {
  const opening = openingOf(scene, targetWords);
  return {
    topic: scene.topic,
    partner: scene.partner.name,
    learner: scene.learner.name,
    partner_role: scene.partner.role,
    learner_role: scene.learner.role,
    opening: opening.text,
    coach: opening.coach,
  };
}
