import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import { createFavouriteLogic } from '../../services/implementations-favourite.ts';
import { selectError, selectIsFavorited, selectIsPending } from './selectors.ts';
import type { FavouriteEmitted } from './types.ts';

/**
 * One lesson's favourite actor for its heart: the state shown, the toggle intent, and the lesson's
 * list fields kept in sync (a reloaded list may say otherwise); `onChange` hears each change made.
 */
export function useFavourite(
  input: { lessonId: number; isFavorited: boolean; favoriteId: number | null },
  onChange?: (change: FavouriteEmitted) => void,
) {
  const logic = useMemo(() => createFavouriteLogic(), []);
  const actor = useActorRef(logic, { input, inspect });
  const { isFavorited, favoriteId } = input;
  useEffect(() => {
    actor.send({ type: 'favourite.sync', isFavorited, favoriteId });
  }, [actor, isFavorited, favoriteId]);
  useEffect(() => {
    if (!onChange) return;
    const sub = actor.on('favourite.changed', onChange);
    return () => sub.unsubscribe();
  }, [actor, onChange]);
  return {
    favourited: useSelector(actor, selectIsFavorited),
    pending: useSelector(actor, selectIsPending),
    error: useSelector(actor, selectError),
    toggle: useMemo(() => () => actor.send({ type: 'favourite.toggle' }), [actor]),
  };
}
