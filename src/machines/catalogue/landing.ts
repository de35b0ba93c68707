import { setup } from 'xstate';
import { AUTO_SCROLL_TIMEOUT_MS } from '../constants.ts';

export interface LandingInput {
  fromOnboarding: boolean;
  restoringScroll: boolean;
  /** The `userHasInteracted` session flag: this tab already interacted with the home page. */
  alreadyInteracted: boolean;
}

/**
 * Home page landing (SPEC §2 Home page behaviour): scroll to the catalogue at once when the
 * learner arrives from onboarding, after 30 s when they have not interacted, never once they
 * have, in this visit or earlier in the session (or while their scroll position is restored).
 */
export const landingMachine = setup({
  types: {
    input: {} as LandingInput,
    context: {} as LandingInput,
    events: {} as { type: 'user.interact' },
  },
  actions: {
    scrollToCatalogue: () => {},
    /** Clears the session flag so a reload does not scroll again. */
    forgetOnboarding: () => {},
    rememberInteraction: () => {},
  },
  delays: { autoScroll: AUTO_SCROLL_TIMEOUT_MS },
  guards: {
    'came from onboarding': ({ context }) => context.fromOnboarding,
    'is restoring scroll': ({ context }) => context.restoringScroll,
    'has interacted before': ({ context }) => context.alreadyInteracted,
  },
}).createMachine({
  id: 'landing',
  context: ({ input }) => input,
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'came from onboarding', target: 'done', actions: ['forgetOnboarding', 'scrollToCatalogue'] },
        { guard: 'is restoring scroll', target: 'done' },
        { guard: 'has interacted before', target: 'done' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      after: { autoScroll: { target: 'done', actions: 'scrollToCatalogue' } },
      on: { 'user.interact': { target: 'done', actions: 'rememberInteraction' } },
    },
    done: { type: 'final' },
  },
});
