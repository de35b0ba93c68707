export type { DialogueActor } from '../../machines/dialogue/useDialogue.ts';
