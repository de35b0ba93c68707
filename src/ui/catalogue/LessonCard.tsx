import { lazy, Suspense } from 'react';
import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BAR_MIN_PERCENT } from '../../machines/constants.ts';
import type { Lesson } from '../../machines/catalogue/types.ts';
import type { FavouriteEmitted } from '../../machines/favourite/types.ts';
import { levelView } from './levels.ts';
import classes from './catalogue.module.css';

// Hearts are for signed-in learners only: their code (the favourite machine and its effects) is a
// chunk of its own, so an anonymous visit to `/` does not download it. A same-sized box holds the
// place while it loads (no layout shift).
const FavouriteHeart = lazy(() =>
  import('./FavouriteHeart.tsx').then((m) => ({ default: m.FavouriteHeart })),
);

interface Props {
  lesson: Lesson;
  categoryName: string | null;
  signedIn: boolean;
  onFavouriteChange?: (change: FavouriteEmitted) => void;
}

/** SPEC §2 lesson card: thumbnail, name, level with its colour, category, progress, heart. */
export function LessonCard({ lesson, categoryName, signedIn, onFavouriteChange }: Props) {
  const { t } = useTranslation('catalogue');
  const level = levelView(lesson.video.languageLevel);
  const percent = lesson.progress_percentage;
  const showProgress = lesson.is_started && percent > 0 && percent < 100;
  return (
    <Card
      withBorder
      padding="sm"
      radius="lg"
      pos="relative"
      data-testid="lesson-card"
      data-lesson-id={lesson.id}
    >
      <Card.Section>
        {lesson.thumbnail ? (
          <img
            className={classes.thumb}
            src={lesson.thumbnail}
            alt=""
            width={480}
            height={270}
            loading="lazy"
          />
        ) : (
          <div className={classes.thumb} aria-hidden="true" />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} lineClamp={2}>
            <Link to="/lesson/$id" params={{ id: lesson.id }} className={classes.cardTitle}>
              {lesson.video.name}
            </Link>
          </Text>
          {signedIn && (
            <Suspense fallback={<span className={classes.heartPlaceholder} aria-hidden="true" />}>
              <FavouriteHeart
                lessonId={lesson.id}
                lessonName={lesson.video.name}
                isFavorited={lesson.is_favorited}
                favoriteId={lesson.favorite_id}
                onChange={onFavouriteChange}
              />
            </Suspense>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <span className={classes.levelDot} style={{ background: level.color }} aria-hidden="true" />
          <Text size="sm" fw={600}>
            {t(level.nameKey)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {categoryName ?? t('unknownCategory')}
        </Text>
        {showProgress && (
          <Progress
            value={Math.max(PROGRESS_BAR_MIN_PERCENT, percent)}
            size="sm"
            radius="xl"
            aria-label={t('card.progress', { percent })}
          />
        )}
        {lesson.is_completed && (
          <Text size="xs" c="teal.9" fw={600}>
            {t('card.completed')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
