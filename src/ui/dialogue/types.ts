import type { ActorRefFrom } from 'xstate';
import type { dialogueMachine } from '../../machines/dialogue/machine.ts';

export type DialogueActor = ActorRefFrom<typeof dialogueMachine>;
