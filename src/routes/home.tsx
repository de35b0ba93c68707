import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
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
  const view = useCatalogue({ selection: storedSelection() });
  // Below the hero, the first drawing of the page happens in a React background render, which
  // yields to the browser every few milliseconds: the hero first (React 19 initial value), then the
  // catalogue and benefits. The first task stays short. Later catalogue changes (a filter ticked)
  // render at once: a ticked box must show ticked in the same frame.
  const belowHero = useDeferredValue(true, false);

  // The catalogue's final position is known once its lessons are drawn: scroll then.
  const lessonsShown = useRef(false);
  const scrollWhenShown = useRef(false);
  const drawn = belowHero && !view.isLoading;
  useEffect(() => {
    lessonsShown.current = drawn;
    if (lessonsShown.current && scrollWhenShown.current) {
      scrollWhenShown.current = false;
      scrollToCatalogue();
    }
  }, [drawn]);

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
    if (!drawn) return;
    restoring.current = false;
    storage.setRestoreScroll(false);
    window.scrollTo({ top: storage.scrollY() });
  }, [drawn]);

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
