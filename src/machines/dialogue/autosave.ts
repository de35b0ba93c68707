import { sendParent, setup } from 'xstate';
import { DIALOGUE_AUTOSAVE_DELAY_MS } from '../constants.ts';

/**
 * Autosave of Dialogue Studio (SPEC §9): 1 s after the last change of the session (`session.changed`
 * from the dialogue machine), it tells the dialogue machine to save (`autosave.due`); the dialogue
 * machine saves only an open session. Child of the dialogue machine.
 */
export const dialogueAutosaveMachine = setup({
  types: { events: {} as { type: 'session.changed' } },
  delays: { 'autosave delay': DIALOGUE_AUTOSAVE_DELAY_MS },
  actions: { 'ask for a save': sendParent({ type: 'autosave.due' }) },
}).createMachine({
  id: 'dialogueAutosave',
  initial: 'clean',
  states: {
    clean: { on: { 'session.changed': 'dirty' } },
    dirty: {
      on: { 'session.changed': { target: 'dirty', reenter: true } },
      after: { 'autosave delay': { target: 'clean', actions: 'ask for a save' } },
    },
  },
});
