import { useCallback, useEffect, useMemo } from 'react';
import { Container } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../eventlog/recorder.ts';
import { storedSelection } from '../services/catalogue.ts';
import { createLearnerStatsLogic } from '../services/implementations.ts';
import { AccountDashboard } from '../ui/catalogue/AccountDashboard.tsx';
import { CatalogueSection } from '../ui/catalogue/CatalogueSection.tsx';
import { LoginPrompt } from '../ui/catalogue/LessonLists.tsx';
import { useCatalogue } from '../ui/catalogue/useCatalogue.ts';
import { useAuth } from '../ui/session/auth.tsx';

const route = getRouteApi('/account');

/** SPEC §2 /account: ?account=true is the learner account; otherwise all videos (?search= pre-fills). */
export function Page() {
  const { account, search } = route.useSearch();
  return account ? <LearnerAccount /> : <AllVideos search={search ?? ''} />;
}

function AllVideos({ search }: { search: string }) {
  const { t } = useTranslation('catalogue');
  const { isAuthenticated } = useAuth();
  const view = useCatalogue({ selection: storedSelection(), search });
  const { changeSearch } = view;
  // The header search can change ?search= while this page is open.
  useEffect(() => changeSearch(search), [changeSearch, search]);
  return (
    <Container size="xl" py={40}>
      <CatalogueSection
        view={view}
        signedIn={isAuthenticated}
        withTabs={false}
        title={t('account.allVideosTitle')}
      />
    </Container>
  );
}

function LearnerAccount() {
  const { isAuthenticated, user } = useAuth();
  return (
    <Container size="xl" py={40}>
      {isAuthenticated ? (
        <Dashboard username={user?.username ?? user?.display ?? user?.email ?? ''} />
      ) : (
        <LoginPrompt />
      )}
    </Container>
  );
}

function Dashboard({ username }: { username: string }) {
  const view = useCatalogue({ selection: { categories: [], levels: [] }, source: 'mine.all' });
  const statsLogic = useMemo(() => createLearnerStatsLogic(), []);
  const statsActor = useActorRef(statsLogic, { inspect });
  const stats = useSelector(statsActor, (s) => s.context.stats);
  const { reload, source } = view;
  const onFavouriteChange = useCallback(() => {
    // An unfavourited lesson leaves the Favorites tab.
    if (source === 'favorites') reload();
  }, [reload, source]);
  return (
    <AccountDashboard username={username} stats={stats} view={view} onFavouriteChange={onFavouriteChange} />
  );
}
