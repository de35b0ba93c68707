import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EmptyState as Empty } from '../../machines/catalogue/selectors.ts';
import type { Lesson } from '../../machines/catalogue/types.ts';
import type { FavouriteEmitted } from '../../machines/favourite/types.ts';
import { LessonCard } from './LessonCard.tsx';
import type { CatalogueView } from '../../machines/catalogue/useCatalogue.ts';

const GRID = { base: 1, xs: 2, lg: 3, xl: 5 } as const;

/** Lessons per top-level category, 5 a row until Show More loads the row's next page (SPEC §9). */
export function LessonRows({ view, signedIn }: { view: CatalogueView; signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="xl">
      {view.rows.map((row) => {
        const title = view.categoryName(row.id) ?? t('otherCategory');
        return (
          <section key={row.id} aria-label={title} data-testid="category-row">
            <Title order={3} size="h4" mb="sm">
              {title}
            </Title>
            <SimpleGrid cols={GRID} spacing="md">
              {row.lessons.map((lesson) => (
                <LessonCard
                  key={lesson.id}
                  lesson={lesson}
                  signedIn={signedIn}
                  categoryName={view.categoryName(lesson.video.category)}
                />
              ))}
            </SimpleGrid>
            {row.hasMore && (
              <Group justify="center" mt="sm">
                <Button
                  variant="light"
                  loading={view.loadingRow === row.id}
                  onClick={() => view.showMore(row.id)}
                >
                  {t('showMore')}
                </Button>
              </Group>
            )}
          </section>
        );
      })}
    </Stack>
  );
}

/** A flat grid of lessons (the learner's own lists). */
export function LessonGrid({
  lessons,
  view,
  onFavouriteChange,
}: {
  lessons: Lesson[];
  view: CatalogueView;
  onFavouriteChange?: (change: FavouriteEmitted) => void;
}) {
  return (
    <SimpleGrid cols={GRID} spacing="md">
      {lessons.map((lesson) => (
        <LessonCard
          key={lesson.id}
          lesson={lesson}
          signedIn
          categoryName={view.categoryName(lesson.video.category)}
          onFavouriteChange={onFavouriteChange}
        />
      ))}
    </SimpleGrid>
  );
}

/** SPEC §2 empty states, with their exact texts. */
export function EmptyState({ state, search }: { state: Empty; search: string }) {
  const { t } = useTranslation('catalogue');
  if (!state) return null;
  return (
    <Paper withBorder p="xl" radius="lg" ta="center" data-testid="empty-state">
      {state === 'videoNotFound' && (
        <Text fw={600}>{t('empty.videoNotFound', { search: search.trim() })}</Text>
      )}
      {state === 'noVideosForFilters' && <Text fw={600}>{t('empty.noVideosForFilters')}</Text>}
      {state === 'noVideos' && (
        <>
          <Text fw={600}>{t('empty.noVideos')}</Text>
          <Text c="dimmed" size="sm">
            {t('empty.noVideosHint')}
          </Text>
        </>
      )}
    </Paper>
  );
}

/** SPEC §2: anonymous visitors are asked to sign in instead of the personal catalogue. */
export function LoginPrompt() {
  const { t } = useTranslation('catalogue');
  return (
    <Paper withBorder p="xl" radius="lg" ta="center">
      <Stack align="center">
        <Text fw={600}>{t('loginPrompt')}</Text>
        <Button component={Link} to="/signin">
          {t('signin')}
        </Button>
      </Stack>
    </Paper>
  );
}
