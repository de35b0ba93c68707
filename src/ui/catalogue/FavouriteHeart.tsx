import { ActionIcon, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FavouriteEmitted } from '../../machines/favourite/types.ts';
import { useFavourite } from '../../machines/favourite/useFavourite.ts';
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
  const { favourited, pending, error, toggle } = useFavourite(
    { lessonId, isFavorited, favoriteId },
    onChange,
  );

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
        onClick={toggle}
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
