import { memo, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Container } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../eventlog/recorder.ts';
import { landingMachine } from '../machines/catalogue/landing.ts';
import { CATALOGUE_SCROLL_OFFSET_PX } from '../machines/constants.ts';
import { storedSelection } from '../services/catalogue.ts';
import { storage } from '../services/storage.ts';
import { Benefits } from '../ui/catalogue/Benefits.tsx';
import { CatalogueSection } from '../ui/catalogue/CatalogueSection.tsx';
import { Hero } from '../ui/catalogue/Hero.tsx';
import { ScrollProgress } from '../ui/catalogue/ScrollProgress.tsx';
import { useCatalogue } from '../ui/catalogue/useCatalogue.ts';
import { useAuth } from '../ui/session/auth.tsx';

/** The hero video built by `npm run content:build` (content/generated/site.json), when present. */
const site = Object.values(
  import.meta.glob<{ hero?: string; heroPoster?: string }>('../../content/generated/site.json', {
    eager: true,
    import: 'default',
  }),
)[0];

/** Skipped while the deferred view it draws has not changed (the urgent render passes the old one). */
const DeferredCatalogue = memo(CatalogueSection);
const DeferredBenefits = memo(Benefits);

const INTERACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function scrollToCatalogue() {
  const target = document.getElementById('catalogue');
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - CATALOGUE_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
}

/** SPEC §2 Home: hero, the catalogue, the benefits; scroll progress, auto-scroll, scroll restore. */
export function Page() {
  const { t } = useTranslation('catalogue');
  const { isAuthenticated } = useAuth();
  // Arriving from onboarding (or the logo) scrolls to the catalogue instead of restoring.
  const fromOnboarding = useRef(storage.fromOnboarding());
  const restoring = useRef(storage.restoreScroll() && !fromOnboarding.current);
  const latestView = useCatalogue({ selection: storedSelection() });
  // Below the hero, the page is drawn in React's background renders, which yield to the browser
  // every few milliseconds: first the hero alone (React 19 initial value), then the catalogue and
  // benefits; later catalogue changes (lessons arriving, filters) likewise. The hero's task stays
  // short, and no long task blocks a tap while 20 cards and the filters are built.
  const belowHero = useDeferredValue(true, false);
  const view = useDeferredValue(latestView);

  // The catalogue's final position is known once its lessons are drawn: scroll then.
  const lessonsShown = useRef(false);
  const scrollWhenShown = useRef(false);
  useEffect(() => {
    lessonsShown.current = !view.isLoading;
    if (lessonsShown.current && scrollWhenShown.current) {
      scrollWhenShown.current = false;
      scrollToCatalogue();
    }
  }, [view.isLoading]);

  const landingLogic = useMemo(
    () =>
      landingMachine.provide({
        actions: {
          scrollToCatalogue: () => {
            if (lessonsShown.current) scrollToCatalogue();
            else scrollWhenShown.current = true;
          },
          forgetOnboarding: () => storage.setFromOnboarding(false),
          rememberInteraction: () => storage.setUserHasInteracted(true),
        },
      }),
    [],
  );
  const landing = useActorRef(landingLogic, {
    input: {
      fromOnboarding: fromOnboarding.current,
      restoringScroll: restoring.current,
      alreadyInteracted: storage.userHasInteracted(),
    },
    inspect,
  });
  const waiting = useSelector(landing, (s) => s.matches('waiting'));

  useEffect(() => {
    if (!waiting) return;
    const interact = () => landing.send({ type: 'user.interact' });
    INTERACTIONS.forEach((e) => window.addEventListener(e, interact, { passive: true }));
    return () => INTERACTIONS.forEach((e) => window.removeEventListener(e, interact));
  }, [landing, waiting]);

  // Scroll restored when coming back: remember on leave, restore once the lessons are drawn.
  useEffect(
    () => () => {
      storage.setScrollY(window.scrollY);
      storage.setRestoreScroll(true);
    },
    [],
  );
  useEffect(() => {
    if (!restoring.current) {
      storage.setRestoreScroll(false);
      return;
    }
    if (view.isLoading) return;
    restoring.current = false;
    storage.setRestoreScroll(false);
    window.scrollTo({ top: storage.scrollY() });
  }, [view.isLoading]);

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
            <DeferredCatalogue view={view} signedIn={isAuthenticated} title={t('title')} />
          </Container>
          <DeferredBenefits />
        </>
      ) : (
        // Holds the footer below the fold until the catalogue is drawn (no layout shift).
        <div style={{ minHeight: '100vh' }} />
      )}
    </>
  );
}
