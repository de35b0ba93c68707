export interface FavouriteInput {
  lessonId: number;
  isFavorited: boolean;
  favoriteId: number | null;
}

export interface FavouriteContext extends FavouriteInput {
  /** SPEC §8 favourite errors, shown until the next toggle. */
  error: 'failed' | 'notFound' | null;
}

export type FavouriteEvent =
  | { type: 'favourite.toggle' }
  /** The lesson was reloaded: take the server's state (ignored while a call is pending). */
  | { type: 'favourite.sync'; isFavorited: boolean; favoriteId: number | null };

/** Emitted after the server confirmed a change, so lists (the Favorites tab) can refresh. */
export type FavouriteEmitted = {
  type: 'favourite.changed';
  lessonId: number;
  isFavorited: boolean;
  favoriteId: number | null;
};
