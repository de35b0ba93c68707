import { fromPromise } from 'xstate';
import { favouriteMachine } from '../machines/favourite/machine.ts';
import { catalogueService } from './catalogue.ts';

/**
 * The real effects of the favourite machine (hearts are shown to signed-in learners only, so this
 * is loaded with the heart, not with the catalogue).
 */
export function createFavouriteLogic(service = catalogueService) {
  return favouriteMachine.provide({
    actors: {
      addFavourite: fromPromise(({ input, signal }) => service.addFavourite(input.lessonId, signal)),
      removeFavourite: fromPromise(({ input, signal }) => service.removeFavourite(input.favoriteId, signal)),
      findFavourite: fromPromise(({ input, signal }) => service.findFavourite(input.lessonId, signal)),
    },
  });
}
