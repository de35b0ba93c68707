import { useDeferredValue } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../machines/catalogue/useCatalogue.ts';
import { useHomeLanding } from '../machines/catalogue/useHomeLanding.ts';
import { Benefits } from '../ui/catalogue/Benefits.tsx';
import { CatalogueSection } from '../ui/catalogue/CatalogueSection.tsx';
import { Hero } from '../ui/catalogue/Hero.tsx';
import { ScrollProgress } from '../ui/catalogue/ScrollProgress.tsx';
import { useAuth } from '../ui/session/auth.tsx';

/** The hero video built by `npm run content:build` (content/generated/site.json), when present. */
const site = Object.values(
  import.meta.glob<{ hero?: string; heroPoster?: string }>('../../content/generated/site.json', {
    eager: true,
    import: 'default',
  }),
)[0];

/** SPEC §2 Home: hero, the catalogue, the benefits; scroll progress, auto-scroll, scroll restore. */
export function Page() {
  const { t } = useTranslation('catalogue');
  const { isAuthenticated } = useAuth();
  const view = useCatalogue();
  // Below the hero, the first drawing of the page happens in a React background render, which
  // yields to the browser every few milliseconds: the hero first (React 19 initial value), then the
  // catalogue and benefits. The first task stays short. Later catalogue changes (a filter ticked)
  // render at once: a ticked box must show ticked in the same frame.
  const belowHero = useDeferredValue(true, false);
  // Auto-scroll, the way back from onboarding and scroll restore wait for the catalogue's final
  // position: once its lessons are drawn.
  useHomeLanding(belowHero && !view.isLoading);

  const firstLesson = view.lessons[0];
  const heroVideo = site?.hero ? `/media/${site.hero}` : (firstLesson?.video.file ?? null);
  const heroPoster = site?.heroPoster ? `/media/${site.heroPoster}` : (firstLesson?.thumbnail ?? null);

  return (
    <>
      <ScrollProgress />
      <Hero videoUrl={heroVideo} posterUrl={heroPoster} />
      {belowHero ? (
        <>
          <Container size="xl" py={48} id="catalogue" component="section" aria-label={t('title')}>
            <CatalogueSection view={view} signedIn={isAuthenticated} title={t('title')} />
          </Container>
          <Benefits />
        </>
      ) : (
        // Holds the footer below the fold until the catalogue is drawn (no layout shift).
        <div style={{ minHeight: '100vh' }} />
      )}
    </>
  );
}
