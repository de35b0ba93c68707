import { Grid, SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonSource } from '../../machines/catalogue/types.ts';
import { CatalogueFilters, LoadingText } from './CatalogueFilters.tsx';
import { EmptyState, LessonGrid, LessonRows, LoginPrompt } from './LessonLists.tsx';
import type { CatalogueView } from '../../machines/catalogue/useCatalogue.ts';

const MINE: LessonSource[] = ['mine.all', 'mine.completed', 'mine.started'];

/**
 * The catalogue of SPEC §2: the all-videos tab (filters + per-category rows) and the
 * 'my learning' tab (the learner's all/completed/started lessons, or a sign-in prompt).
 */
export function CatalogueSection({
  view,
  signedIn,
  withTabs = true,
  title,
}: {
  view: CatalogueView;
  signedIn: boolean;
  withTabs?: boolean;
  title: string;
}) {
  const { t } = useTranslation('catalogue');
  const mine = view.source !== 'catalogue';
  const all = (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <CatalogueFilters view={view} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Results view={view} signedIn={signedIn} rows />
      </Grid.Col>
    </Grid>
  );
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      {withTabs ? (
        <Tabs
          value={mine ? 'mine' : 'all'}
          onChange={(value) => view.selectSource(value === 'mine' ? 'mine.all' : 'catalogue')}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('tabs.label')} mb="lg">
            <Tabs.Tab value="mine">{t('tabs.myLearning')}</Tabs.Tab>
            <Tabs.Tab value="all">{t('tabs.allVideos')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine">
            {signedIn ? (
              <Stack>
                <SegmentedControl
                  value={view.source}
                  onChange={(value) => view.selectSource(value as LessonSource)}
                  data={MINE.map((source) => ({ value: source, label: t(`mine.${source.slice(5)}`) }))}
                  w="fit-content"
                />
                <Results view={view} signedIn />
              </Stack>
            ) : (
              <LoginPrompt />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="all">{all}</Tabs.Panel>
        </Tabs>
      ) : (
        all
      )}
    </Stack>
  );
}

export function Results({
  view,
  signedIn,
  rows = false,
}: {
  view: CatalogueView;
  signedIn: boolean;
  rows?: boolean;
}) {
  if (view.isLoading && !view.lessons.length) return <LoadingText />;
  return (
    <Stack aria-busy={view.isLoading} data-testid="catalogue-results">
      <EmptyState state={view.emptyState} search={view.search} />
      {rows ? (
        <LessonRows view={view} signedIn={signedIn} />
      ) : (
        <LessonGrid lessons={view.lessons} view={view} />
      )}
    </Stack>
  );
}
