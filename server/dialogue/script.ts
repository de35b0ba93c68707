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

/** The lesson's scene as stored, or the generic one for a lesson without a scene. */
export function sceneOf(stored: unknown, topic: string, targetWords: readonly string[]): Scene {
  return parseScene(stored) ?? genericScene(topic, targetWords);
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
