import { assign, fromPromise, setup } from 'xstate';
import { isExpired, isSavedDialogue } from './session.ts';
import type { DialogueScript, LoadedDialogue, SavedDialogue } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

export interface LoaderContext {
  lessonId: number;
  now: number;
  script: DialogueScript | null;
  /** Whatever was stored for the lesson, until checked. */
  found: unknown;
  saved: SavedDialogue | null;
  discard: boolean;
}

/** What the studio opens with: the scene's script, and the saved session to offer (if any). */
export interface LoaderOutput {
  script: DialogueScript | null;
  /** An unfinished session of this lesson at most 7 days old: the Resume screen offers it. */
  saved: SavedDialogue | null;
  /** Something unusable was stored (corrupt, another lesson's, expired or finished): remove it. */
  discard: boolean;
}

/**
 * Loads Dialogue Studio (SPEC §4 Dialogue, §9): the lesson's script and the saved session, and
 * decides whether the saved session is offered. Child of the dialogue machine.
 */
export const dialogueLoaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    input: {} as { lessonId: number; now: number },
    output: {} as LoaderOutput,
  },
  actors: {
    /** The lesson's script and whatever is stored for the lesson. */
    loadDialogue: fromPromise<LoadedDialogue, { lessonId: number }>(notProvided),
  },
  guards: {
    'nothing saved': ({ context }) => context.found === null || context.found === undefined,
    'saved session is usable': ({ context }) =>
      isSavedDialogue(context.found, context.lessonId) &&
      !isExpired(context.found, context.now) &&
      !context.found.isCompleted,
  },
  actions: {
    'keep what was loaded': assign((_, loaded: LoadedDialogue) => ({
      script: loaded.script,
      found: loaded.saved,
    })),
    'offer the saved session': assign({
      saved: ({ context }) => (isSavedDialogue(context.found, context.lessonId) ? context.found : null),
    }),
    'discard what was found': assign({ discard: true }),
  },
}).createMachine({
  id: 'dialogueLoader',
  context: ({ input }) => ({ ...input, script: null, found: null, saved: null, discard: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDialogue',
        src: 'loadDialogue',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'checking',
          actions: { type: 'keep what was loaded', params: ({ event }) => event.output },
        },
        onError: 'fresh',
      },
    },
    checking: {
      always: [
        { guard: 'nothing saved', target: 'fresh' },
        { guard: 'saved session is usable', target: 'done', actions: 'offer the saved session' },
        { target: 'done', actions: 'discard what was found' },
      ],
    },
    fresh: { always: 'done' },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ script: context.script, saved: context.saved, discard: context.discard }),
});
