import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffScene, StaffSceneBody } from '../../api-contract/staff.ts';
import { formToBody, validateSceneForm, type SceneForm } from './scene-form.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** What a save answered: the saved scene, or the server's refusal (its message and field errors). */
export type SceneSaveAnswer =
  { ok: true; scene: StaffScene } | { ok: false; message: string | null; errors: Record<string, string[]> };

export type SceneMessage =
  | { kind: 'saved' }
  | { kind: 'invalid' }
  | { kind: 'refused'; text: string | null; errors: Record<string, string[]> }
  | { kind: 'failed' };

export type SceneEditorEvent = { type: 'scene.save'; form: SceneForm } | { type: 'scene.retry' };

/**
 * The dialogue scene editor of a staff lesson page (issue 19): loads the lesson's scene, saves an
 * edited form one save at a time (a form with errors is not sent: the same checks as the server,
 * scene-form.ts), and says what happened. `version` moves on every save, so the page's form starts
 * again from the saved scene.
 */
export const sceneEditorMachine = setup({
  types: {
    context: {} as {
      id: number;
      scene: StaffScene | null;
      version: number;
      message: SceneMessage | null;
    },
    input: {} as { id: number },
    events: {} as SceneEditorEvent,
  },
  actors: {
    loadScene: fromPromise<StaffScene, number>(notProvided),
    saveScene: fromPromise<SceneSaveAnswer, { id: number; body: StaffSceneBody }>(notProvided),
  },
  guards: {
    'the form is valid': ({ event }) => {
      assertEvent(event, 'scene.save');
      return Object.keys(validateSceneForm(event.form)).length === 0;
    },
  },
}).createMachine({
  id: 'staffScene',
  context: ({ input }) => ({ id: input.id, scene: null, version: 0, message: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadScene',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ scene: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'scene.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'scene.save': [
              { guard: 'the form is valid', target: 'saving', actions: assign({ message: null }) },
              { actions: assign({ message: { kind: 'invalid' } }) },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveScene',
            input: ({ context, event }) => {
              assertEvent(event, 'scene.save');
              return { id: context.id, body: formToBody(event.form, context.scene!.scene) };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) =>
                event.output.ok
                  ? {
                      scene: event.output.scene,
                      version: context.version + 1,
                      message: { kind: 'saved' as const },
                    }
                  : {
                      message: {
                        kind: 'refused' as const,
                        text: event.output.message,
                        errors: event.output.errors,
                      },
                    },
              ),
            },
            onError: { target: 'idle', actions: assign({ message: { kind: 'failed' } }) },
          },
        },
      },
    },
  },
});
