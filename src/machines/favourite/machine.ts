import { assign, emit, fromPromise, setup } from 'xstate';
import type { FavouriteContext, FavouriteEmitted, FavouriteEvent, FavouriteInput } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * One lesson's favourite heart (SPEC §4 Favourite toggle): the flag flips at once, then the call
 * is made; a failure rolls it back with an error. While a call is pending the heart is deaf to
 * toggles (tag `pending`, drawn dimmed). Removal uses the stored favorite_id, else looks the
 * record up by lesson, else fails with 'Could not find favorite record to remove.'.
 */
export const favouriteMachine = setup({
  types: {
    context: {} as FavouriteContext,
    events: {} as FavouriteEvent,
    input: {} as FavouriteInput,
    emitted: {} as FavouriteEmitted,
  },
  actors: {
    /** POST /favorites/video-lessons/ → the record id. */
    addFavourite: fromPromise<number, { lessonId: number }>(notProvided),
    /** DELETE /favorites/video-lessons/{id}/. */
    removeFavourite: fromPromise<void, { favoriteId: number }>(notProvided),
    /** GET /favorites/video-lessons/?lesson= → the record id, or null when there is none. */
    findFavourite: fromPromise<number | null, { lessonId: number }>(notProvided),
  },
  guards: {
    'is favourited': ({ context }) => context.isFavorited,
    'knows the record id': ({ context }) => context.favoriteId !== null,
    'a record was found': (_, { favoriteId }: { favoriteId: number | null }) => favoriteId !== null,
  },
  actions: {
    'flip at once': assign({ isFavorited: ({ context }) => !context.isFavorited, error: null }),
    'announce change': emit(({ context }) => ({
      type: 'favourite.changed' as const,
      lessonId: context.lessonId,
      isFavorited: context.isFavorited,
      favoriteId: context.favoriteId,
    })),
  },
}).createMachine({
  id: 'favourite',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'favourite.toggle': [
          { guard: 'is favourited', target: 'removing', actions: 'flip at once' },
          { target: 'adding', actions: 'flip at once' },
        ],
        'favourite.sync': {
          actions: assign({
            isFavorited: ({ event }) => event.isFavorited,
            favoriteId: ({ event }) => event.favoriteId,
          }),
        },
      },
    },
    adding: {
      tags: ['pending'],
      invoke: {
        id: 'addFavourite',
        src: 'addFavourite',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: {
          target: 'idle',
          actions: [assign({ favoriteId: ({ event }) => event.output }), 'announce change'],
        },
        onError: { target: 'idle', actions: assign({ isFavorited: false, error: 'failed' }) },
      },
    },
    removing: {
      tags: ['pending'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'knows the record id', target: 'deleting' }, { target: 'lookingUp' }],
        },
        lookingUp: {
          invoke: {
            id: 'findFavourite',
            src: 'findFavourite',
            input: ({ context }) => ({ lessonId: context.lessonId }),
            onDone: [
              {
                guard: { type: 'a record was found', params: ({ event }) => ({ favoriteId: event.output }) },
                target: 'deleting',
                actions: assign({ favoriteId: ({ event }) => event.output }),
              },
              { target: '#favourite.idle', actions: assign({ isFavorited: true, error: 'notFound' }) },
            ],
            onError: { target: '#favourite.idle', actions: assign({ isFavorited: true, error: 'failed' }) },
          },
        },
        deleting: {
          invoke: {
            id: 'removeFavourite',
            src: 'removeFavourite',
            input: ({ context }) => ({ favoriteId: context.favoriteId! }),
            onDone: {
              target: '#favourite.idle',
              actions: [assign({ favoriteId: null }), 'announce change'],
            },
            onError: { target: '#favourite.idle', actions: assign({ isFavorited: true, error: 'failed' }) },
          },
        },
      },
    },
  },
});
