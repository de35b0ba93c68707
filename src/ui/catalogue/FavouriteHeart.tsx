import { useEffect, useMemo } from 'react';
import { ActionIcon, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../../eventlog/recorder.ts';
import { selectError, selectIsFavorited, selectIsPending } from '../../machines/favourite/selectors.ts';
import type { FavouriteEmitted } from '../../machines/favourite/types.ts';
import { createFavouriteLogic } from '../../services/implementations-favourite.ts';
import classes from './catalogue.module.css';

interface Props {
  lessonId: number;
  lessonName: string;
  isFavorited: boolean;
  favoriteId: number | null;
  onChange?: (change: FavouriteEmitted) => void;
}

/** The heart of one lesson, driven by its own favourite actor (optimistic, pending lock, rollback). */
export function FavouriteHeart({ lessonId, lessonName, isFavorited, favoriteId, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  const logic = useMemo(() => createFavouriteLogic(), []);
  const actor = useActorRef(logic, { input: { lessonId, isFavorited, favoriteId }, inspect });
  const favourited = useSelector(actor, selectIsFavorited);
  const pending = useSelector(actor, selectIsPending);
  const error = useSelector(actor, selectError);

  useEffect(() => {
    actor.send({ type: 'favourite.sync', isFavorited, favoriteId });
  }, [actor, isFavorited, favoriteId]);
  useEffect(() => {
    if (!onChange) return;
    const sub = actor.on('favourite.changed', onChange);
    return () => sub.unsubscribe();
  }, [actor, onChange]);

  const Icon = favourited ? IconHeartFilled : IconHeart;
  return (
    <>
      <ActionIcon
        className={`${classes.heart} ${pending ? classes.heartPending : ''}`}
        variant="subtle"
        color="red"
        size="lg"
        radius="xl"
        aria-pressed={favourited}
        aria-busy={pending}
        aria-label={t(favourited ? 'card.removeFavourite' : 'card.addFavourite', { name: lessonName })}
        onClick={() => actor.send({ type: 'favourite.toggle' })}
        data-testid="favourite-heart"
      >
        <Icon size={22} aria-hidden="true" />
      </ActionIcon>
      {error && (
        <Text role="alert" size="xs" c="red.8" className={classes.heart}>
          {t(error === 'notFound' ? 'card.favouriteNotFound' : 'card.favouriteFailed')}
        </Text>
      )}
    </>
  );
}
