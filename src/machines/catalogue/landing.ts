import { assertEvent, assign, setup } from 'xstate';
import { AUTO_SCROLL_TIMEOUT_MS } from '../constants.ts';

export interface LandingInput {
  fromOnboarding: boolean;
  /** The home page was left for another page of this tab: its scroll position is restored. */
  restoringScroll: boolean;
  /** The `userHasInteracted` session flag: this tab already interacted with the home page. */
  alreadyInteracted: boolean;
  /** Where the page was scrolled to when it was left (restored when `restoringScroll`). */
  savedScrollY?: number;
}

interface LandingContext extends LandingInput {
  /** The catalogue's lessons are drawn: its position on the page is final. */
  drawn: boolean;
}

export type LandingEvent =
  { type: 'user.interact' } | { type: 'catalogue.drawn' } | { type: 'page.leave'; scrollY: number };

/**
 * Home page landing (SPEC §2 Home page behaviour): scroll to the catalogue at once when the
 * learner arrives from onboarding, after 30 s when they have not interacted, never once they
 * have, in this visit or earlier in the session. Coming back to the page restores where it was
 * scrolled to instead. A scroll waits for the catalogue to be drawn (its final position); leaving
 * the page remembers the position for the way back.
 */
export const landingMachine = setup({
  types: {
    input: {} as LandingInput,
    context: {} as LandingContext,
    events: {} as LandingEvent,
  },
  actions: {
    scrollToCatalogue: () => {},
    /** Scrolls back to where the page was left. */
    restoreScroll: (_, _params: { scrollY: number }) => {},
    /** Clears the session flag so a reload does not scroll again. */
    forgetOnboarding: () => {},
    rememberInteraction: () => {},
    /** Stores the scroll position and that the next visit of the page restores it. */
    rememberScroll: (_, _params: { scrollY: number }) => {},
    /** This visit is not a way back: the next load of the page does not restore. */
    forgetScrollRestore: () => {},
    'mark the catalogue drawn': assign({ drawn: true }),
  },
  delays: { autoScroll: AUTO_SCROLL_TIMEOUT_MS },
  guards: {
    'came from onboarding': ({ context }) => context.fromOnboarding,
    'is restoring scroll': ({ context }) => context.restoringScroll,
    'has interacted before': ({ context }) => context.alreadyInteracted,
    'the catalogue is drawn': ({ context }) => context.drawn,
  },
}).createMachine({
  id: 'landing',
  context: ({ input }) => ({ ...input, drawn: false }),
  on: {
    'catalogue.drawn': { actions: 'mark the catalogue drawn' },
    'page.leave': {
      target: '.left',
      actions: {
        type: 'rememberScroll',
        params: ({ event }) => {
          assertEvent(event, 'page.leave');
          return { scrollY: event.scrollY };
        },
      },
    },
  },
  initial: 'start',
  states: {
    start: {
      always: [
        {
          guard: 'came from onboarding',
          target: 'scrolling',
          actions: ['forgetOnboarding', 'forgetScrollRestore'],
        },
        { guard: 'is restoring scroll', target: 'restoring' },
        { guard: 'has interacted before', target: 'done', actions: 'forgetScrollRestore' },
        { target: 'waiting', actions: 'forgetScrollRestore' },
      ],
    },
    waiting: {
      after: { autoScroll: 'scrolling' },
      on: { 'user.interact': { target: 'done', actions: 'rememberInteraction' } },
    },
    /** A scroll to the catalogue, as soon as it is drawn. */
    scrolling: {
      always: { guard: 'the catalogue is drawn', target: 'done', actions: 'scrollToCatalogue' },
      on: {
        'catalogue.drawn': { target: 'done', actions: ['mark the catalogue drawn', 'scrollToCatalogue'] },
      },
    },
    /** Back on the page: the old position, once the catalogue is drawn. */
    restoring: {
      on: {
        'catalogue.drawn': {
          target: 'done',
          actions: [
            'mark the catalogue drawn',
            'forgetScrollRestore',
            { type: 'restoreScroll', params: ({ context }) => ({ scrollY: context.savedScrollY ?? 0 }) },
          ],
        },
      },
    },
    done: {},
    left: { type: 'final' },
  },
});
