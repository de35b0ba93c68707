import { fromPromise } from 'xstate';
import { catalogueMachine } from '../machines/catalogue/machine.ts';
import { landingMachine, type LandingInput } from '../machines/catalogue/landing.ts';
import { CATALOGUE_SCROLL_OFFSET_PX } from '../machines/constants.ts';
import { catalogueService, rememberSelection, storedSelection } from './catalogue.ts';
import { storage } from './storage.ts';

/**
 * The real effects of the catalogue and home-landing machines (the shell's are in
 * implementations.ts; these are split off so the entry chunk does not carry the catalogue): each
 * effect is a fromPromise over a service call that passes the actor's AbortSignal on.
 */

/** Catalogue effects (src/services/catalogue.ts) for the catalogue feature. */
export function createCatalogueLogic(service = catalogueService) {
  return catalogueMachine.provide({
    actors: {
      loadCategories: fromPromise(({ signal }) => service.loadCategories(signal)),
      loadLessons: fromPromise(({ input, signal }) => service.loadLessons(input, signal)),
      loadRowPage: fromPromise(({ input, signal }) => service.loadRowPage(input, signal)),
    },
    actions: {
      rememberSelection: (_, selection) => rememberSelection(selection),
      logLoadFailure: (_, { what, error }) => console.warn(`Failed to load ${what}`, error),
    },
  });
}

/** The selection a catalogue starts from: the stored one (onboarding writes it too). */
export { storedSelection };

function scrollToCatalogue() {
  const target = document.getElementById('catalogue');
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - CATALOGUE_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
}

/** The home page's landing as this tab's session storage has it (SPEC §4 local browser storage). */
export function landingInput(): LandingInput {
  const fromOnboarding = storage.fromOnboarding();
  return {
    fromOnboarding,
    restoringScroll: storage.restoreScroll() && !fromOnboarding,
    alreadyInteracted: storage.userHasInteracted(),
    savedScrollY: storage.scrollY(),
  };
}

/** Landing effects: the window's scroll and the session flags. */
export function createLandingLogic() {
  return landingMachine.provide({
    actions: {
      scrollToCatalogue,
      restoreScroll: (_, { scrollY }) => window.scrollTo({ top: scrollY }),
      forgetOnboarding: () => storage.setFromOnboarding(false),
      rememberInteraction: () => storage.setUserHasInteracted(true),
      rememberScroll: (_, { scrollY }) => {
        storage.setScrollY(scrollY);
        storage.setRestoreScroll(true);
      },
      forgetScrollRestore: () => storage.setRestoreScroll(false),
    },
  });
}
