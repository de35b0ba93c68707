import { createDialogueLogic } from '../machines/dialogue/effects.ts';
import { createLessonLogic, type LessonDeps } from '../machines/lesson/effects.ts';
import { createTestRunLogic } from '../machines/test-run/effects.ts';
import type { MachineDeps } from './implementations.ts';

/** What a lesson page gives its actor: how to report a failed load, refresh stats and navigate. */
export type LessonPageDeps = Pick<LessonDeps, 'reportLoadFailure' | 'refreshStats' | 'navigate'>;

/**
 * The lesson page's flows with their real effects: the lesson actor and the test run and dialogue it
 * spawns. A chunk of its own (loaded by the lesson route, reached through createMachineImplementations),
 * so the entry chunk every page needs stays without them.
 */
export function createLessonImplementations(deps: Pick<MachineDeps, 'navigate'>) {
  const testRun = createTestRunLogic();
  const dialogue = createDialogueLogic({ navigate: deps.navigate });
  return {
    testRun,
    dialogue,
    /** The lesson-page actor's logic for one page. */
    lessonPage: (page: LessonPageDeps) => createLessonLogic({ ...page, testRun, dialogue }),
  };
}

export type LessonImplementations = ReturnType<typeof createLessonImplementations>;
