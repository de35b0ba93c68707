import { Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LearnerStats } from '../../machines/catalogue/stats.ts';
import type { LessonSource } from '../../machines/catalogue/types.ts';
import type { FavouriteEmitted } from '../../machines/favourite/types.ts';
import { LoadingText } from './CatalogueFilters.tsx';
import { EmptyState, LessonGrid } from './LessonLists.tsx';
import type { CatalogueView } from '../../machines/catalogue/useCatalogue.ts';

const TABS: { source: LessonSource; key: string }[] = [
  { source: 'mine.all', key: 'all' },
  { source: 'mine.started', key: 'started' },
  { source: 'mine.completed', key: 'completed' },
  { source: 'favorites', key: 'favorites' },
];

/** SPEC §2 Learner account: welcome banner, stat cards, tabs of the learner's own videos. */
export function AccountDashboard({
  username,
  stats,
  view,
  onFavouriteChange,
}: {
  username: string;
  stats: LearnerStats | null;
  view: CatalogueView;
  onFavouriteChange: (change: FavouriteEmitted) => void;
}) {
  const { t } = useTranslation('catalogue');
  const s = stats;
  const cards = [
    ['wordsLearned', s?.vocabulary_count],
    ['videosCompleted', s?.videos_completed],
    ['correctAnswers', s?.correct_answers],
    ['dialogues', s?.dialogues_role_played_correctly],
    ['totalWords', s?.total_words],
    ['wordsInDictionary', s?.vocabulary_count],
    ['daysRemaining', s?.subscription_remaining_days],
  ] as const;
  return (
    <Stack gap="xl">
      <Paper p="xl" radius="lg" bg="brand.9" c="white">
        <Title order={1} fz={{ base: 26, md: 34 }}>
          {t('account.welcome', { name: username })}
        </Title>
        <Text mt={4}>{t('account.welcomeLead')}</Text>
      </Paper>
      <section aria-label={t('account.statsLabel')}>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
          {cards.map(([key, value]) => (
            <Paper key={key} withBorder p="md" data-testid={`stat-${key}`}>
              <Text fz={28} fw={800} lh={1.1}>
                {value ?? 0}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`account.stats.${key}`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
      <Tabs
        // Pills: on a phone the four tabs wrap onto two rows and still read as one set of choices.
        variant="pills"
        value={view.source}
        onChange={(value) => value && view.selectSource(value as LessonSource)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('account.tabs.label')} mb="lg">
          {TABS.map(({ source, key }) => (
            <Tabs.Tab key={source} value={source}>
              {t(`account.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ source }) => (
          <Tabs.Panel key={source} value={source}>
            {view.isLoading && !view.lessons.length ? (
              <LoadingText />
            ) : (
              <Stack aria-busy={view.isLoading} data-testid="account-results">
                <EmptyState state={view.emptyState} search={view.search} />
                <LessonGrid lessons={view.lessons} view={view} onFavouriteChange={onFavouriteChange} />
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
