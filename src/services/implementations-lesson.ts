import { createDialogueLogic } from '../machines/dialogue/effects.ts';
import { createTestRunLogic } from '../machines/test-run/effects.ts';
import type { ShellDeps } from './implementations.ts';

/**
 * The lesson page's flows with their real effects: the test run and the dialogue. A chunk of its
 * own (loaded with the lesson page, reached through createMachineImplementations), so the entry
 * chunk every page needs stays without them.
 */
export function createLessonImplementations(deps: Pick<ShellDeps, 'navigate'>) {
  return {
    testRun: createTestRunLogic(),
    dialogue: createDialogueLogic({ navigate: deps.navigate }),
  };
}

export type LessonImplementations = ReturnType<typeof createLessonImplementations>;
