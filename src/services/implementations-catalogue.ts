import { fromPromise } from 'xstate';
import { catalogueMachine } from '../machines/catalogue/machine.ts';
import { catalogueService, rememberSelection } from './catalogue.ts';

/**
 * The real effects of the catalogue machine (the shell's are in implementations.ts; these are
 * split off so the entry chunk does not carry the catalogue): each effect is a fromPromise over
 * a service call that passes the actor's AbortSignal on.
 */

/** Catalogue effects (src/services/catalogue.ts) for the catalogue feature. */
export function createCatalogueLogic(service = catalogueService) {
  return catalogueMachine.provide({
    actors: {
      loadCategories: fromPromise(({ signal }) => service.loadCategories(signal)),
      loadLessons: fromPromise(({ input, signal }) => service.loadLessons(input, signal)),
    },
    actions: {
      rememberSelection: (_, selection) => rememberSelection(selection),
      logLoadFailure: (_, { what, error }) => console.warn(`Failed to load ${what}`, error),
    },
  });
}
