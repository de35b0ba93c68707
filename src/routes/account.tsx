import { lazy, memo, Suspense, useCallback, useEffect } from 'react';
import { Container, Tabs, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLearnerStats } from '../machines/catalogue/useLearnerStats.ts';
import { useDeferredCatalogue } from '../ui/catalogue/deferred-view.ts';
import { useAuth } from '../ui/session/auth.tsx';
import { useCatalogue } from '../machines/catalogue/useCatalogue.ts';
import { FoldPlaceholder } from '../ui/layout/FoldPlaceholder.tsx';

const route = getRouteApi('/account');

/**
 * All videos: the catalogue section (filters, rows, cards and their Mantine parts) is a chunk of its
 * own, fetched as soon as this page's chunk runs, as on home: the page's first render does not wait
 * for it (initial JS budget, issue 18). Redrawn only when its props change (with
 * useDeferredCatalogue, deferred-view.ts).
 */
const sectionChunk = import('../ui/catalogue/CatalogueSection.tsx').then((m) => ({
  default: memo(m.CatalogueSection),
}));
const MemoCatalogueSection = lazy(() => sectionChunk);

// The learner's dashboard (lists, cards, stats) and the sign-in prompt are chunks of their own too.
const AccountDashboard = lazy(() =>
  import('../ui/catalogue/AccountDashboard.tsx').then((m) => ({ default: m.AccountDashboard })),
);
const LoginPrompt = lazy(() =>
  import('../ui/catalogue/LessonLists.tsx').then((m) => ({ default: m.LoginPrompt })),
);

// The Security tab (and its API calls) loads only when it is opened.
const SecurityPanel = lazy(() =>
  import('../ui/account/SecurityPanel.tsx').then((m) => ({ default: m.SecurityPanel })),
);

/** SPEC §2 /account: ?account=true is the learner account; otherwise all videos (?search= pre-fills). */
export function Page() {
  const { account, search } = route.useSearch();
  return account ? <LearnerAccount /> : <AllVideos search={search ?? ''} />;
}

function AllVideos({ search }: { search: string }) {
  const { t } = useTranslation('catalogue');
  const { isAuthenticated } = useAuth();
  const view = useCatalogue({ search });
  const { changeSearch } = view;
  // The catalogue's answers are drawn in a background render (deferred-view.ts, issue 18).
  const shown = useDeferredCatalogue(view);
  // The header search can change ?search= while this page is open.
  useEffect(() => changeSearch(search), [changeSearch, search]);
  return (
    <Container size="xl" py={40}>
      <Suspense fallback={<FoldPlaceholder />}>
        <MemoCatalogueSection
          view={shown}
          signedIn={isAuthenticated}
          withTabs={false}
          title={t('account.allVideosTitle')}
        />
      </Suspense>
    </Container>
  );
}

function LearnerAccount() {
  const { isAuthenticated, user } = useAuth();
  const { tab } = route.useSearch();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return (
    <Container size="xl" py={40}>
      {isAuthenticated ? (
        <Tabs
          value={tab ?? 'learning'}
          onChange={(value) =>
            void navigate({
              to: '/account',
              search: { account: true, ...(value === 'security' ? { tab: 'security' as const } : {}) },
            })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('security.accountTabs')} mb="xl">
            <Tabs.Tab value="learning">{t('security.learningTab')}</Tabs.Tab>
            <Tabs.Tab value="security">{t('security.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="learning">
            <Suspense fallback={<FoldPlaceholder />}>
              <Dashboard username={user?.username ?? user?.display ?? user?.email ?? ''} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="security">
            <Suspense fallback={<Text c="dimmed">{t('security.loading')}</Text>}>
              <SecurityPanel />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Suspense fallback={null}>
          <LoginPrompt />
        </Suspense>
      )}
    </Container>
  );
}

function Dashboard({ username }: { username: string }) {
  const view = useCatalogue({ selection: { categories: [], levels: [] }, source: 'mine.all' });
  const stats = useLearnerStats();
  const { reload, source } = view;
  const onFavouriteChange = useCallback(() => {
    // An unfavourited lesson leaves the Favorites tab.
    if (source === 'favorites') reload();
  }, [reload, source]);
  return (
    <AccountDashboard username={username} stats={stats} view={view} onFavouriteChange={onFavouriteChange} />
  );
}
