import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../machines/catalogue/useCatalogue.ts';
import { useHomeLanding } from '../machines/catalogue/useHomeLanding.ts';
import { Benefits } from '../ui/catalogue/Benefits.tsx';
import { useDeferredCatalogue } from '../ui/catalogue/deferred-view.ts';
import { Hero } from '../ui/catalogue/Hero.tsx';
import { ScrollProgress } from '../ui/catalogue/ScrollProgress.tsx';
import { useAuth } from '../ui/session/auth.tsx';
import { FoldPlaceholder } from '../ui/layout/FoldPlaceholder.tsx';

/** The hero video built by `npm run content:build` (content/generated/site.json), when present. */
const site = Object.values(
  import.meta.glob<{ hero?: string; heroPoster?: string }>('../../content/generated/site.json', {
    eager: true,
    import: 'default',
  }),
)[0];

/**
 * The catalogue below the hero is a chunk of its own (filters, rows, cards and their Mantine parts),
 * fetched as soon as this page's chunk runs: the hero's first paint does not wait for it, and it is
 * drawn in the background render below (issue 18). Redrawn only when its props change.
 */
const sectionChunk = import('../ui/catalogue/CatalogueSection.tsx').then((m) => ({
  default: memo(m.CatalogueSection),
}));
const CatalogueSection = lazy(() => sectionChunk);

/** SPEC §2 Home: hero, the catalogue, the benefits; scroll progress, auto-scroll, scroll restore. */
export function Page() {
  const { t } = useTranslation('catalogue');
  const { isAuthenticated } = useAuth();
  const view = useCatalogue();
  // The catalogue's answers are drawn in a background render (deferred-view.ts, issue 18).
  const shown = useDeferredCatalogue(view);
  // Below the hero, the first drawing of the page happens in a React background render, which
  // yields to the browser every few milliseconds: the hero first (React 19 initial value), then the
  // catalogue and benefits. The first task stays short. Later catalogue changes (a filter ticked)
  // render at once: a ticked box must show ticked in the same frame.
  const belowHero = useDeferredValue(true, false);
  // Auto-scroll, the way back from onboarding and scroll restore wait for the catalogue's final
  // position: once its lessons are drawn.
  useHomeLanding(belowHero && !shown.isLoading);

  const firstLesson = view.lessons[0];
  const heroVideo = site?.hero ? `/media/${site.hero}` : (firstLesson?.video.file ?? null);
  const heroPoster = site?.heroPoster ? `/media/${site.heroPoster}` : (firstLesson?.thumbnail ?? null);

  return (
    <>
      <ScrollProgress />
      <Hero videoUrl={heroVideo} posterUrl={heroPoster} />
      {/* Already showing the placeholder when the background render waits for the catalogue's
          chunk: React keeps it up meanwhile. */}
      <Suspense fallback={<FoldPlaceholder />}>
        {belowHero ? (
          <>
            <Container size="xl" py={48} id="catalogue" component="section" aria-label={t('title')}>
              <CatalogueSection view={shown} signedIn={isAuthenticated} title={t('title')} />
            </Container>
            <Benefits />
          </>
        ) : (
          <FoldPlaceholder />
        )}
      </Suspense>
    </>
  );
}
