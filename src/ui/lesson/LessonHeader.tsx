import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BAR_MIN_PERCENT } from '../../machines/constants.ts';
import type { LessonDetail } from '../../machines/lesson/types.ts';
import { FavouriteHeart } from '../catalogue/FavouriteHeart.tsx';
import { levelView } from '../catalogue/levels.ts';

/**
 * SPEC §2 Lesson page header: name, favourite heart, level (full name + code in its colour),
 * category; for a learner also the lesson's progress (four steps, refreshed as each is recorded).
 */
export function LessonHeader({ lesson, signedIn }: { lesson: LessonDetail; signedIn: boolean }) {
  const { t, i18n } = useTranslation(['lesson', 'catalogue']);
  const level = levelView(lesson.video.languageLevel);
  const lang = i18n.language as 'en' | 'uk' | 'pl';
  const category = lesson.category_names?.[lang] ?? lesson.category_names?.en ?? t('lesson:unknownCategory');
  return (
    <Stack gap={6} mb="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {lesson.video.name}
        </Title>
        {signedIn && (
          <FavouriteHeart
            lessonId={lesson.id}
            lessonName={lesson.video.name}
            isFavorited={lesson.is_favorited}
            favoriteId={lesson.favorite_id}
          />
        )}
      </Group>
      <Group gap="xs">
        <Badge color={level.color} variant="dot" size="lg" data-testid="lesson-level">
          {t(`catalogue:${level.nameKey}`)} · {level.code}
        </Badge>
        <Text size="sm" c="dimmed" data-testid="lesson-category">
          {category}
        </Text>
      </Group>
      {signedIn && (
        <Group gap="xs" data-testid="lesson-progress" aria-live="polite">
          {lesson.is_completed ? (
            <Text size="sm" c="teal.9" fw={600}>
              {t('catalogue:card.completed')}
            </Text>
          ) : (
            <>
              <Progress
                value={Math.max(PROGRESS_BAR_MIN_PERCENT, lesson.progress_percentage)}
                size="sm"
                radius="xl"
                w={140}
                aria-hidden="true"
              />
              <Text size="sm" c="dimmed">
                {t('catalogue:card.progress', { percent: lesson.progress_percentage })}
              </Text>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
