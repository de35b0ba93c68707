import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import { createLandingLogic, landingInput } from '../../services/implementations-catalogue.ts';

const INTERACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The home page's landing (landing.ts) bound to the window: the learner's first interaction, the
 * catalogue drawn (`drawn`), and leaving the page are sent to the actor; the scrolls and the
 * session flags are its effects (implementations-catalogue.ts).
 */
export function useHomeLanding(drawn: boolean) {
  const logic = useMemo(() => createLandingLogic(), []);
  const [input] = useState(landingInput);
  const landing = useActorRef(logic, { input, inspect });
  const waiting = useSelector(landing, (s) => s.matches('waiting'));

  useEffect(() => {
    if (drawn) landing.send({ type: 'catalogue.drawn' });
  }, [landing, drawn]);

  useEffect(() => {
    if (!waiting) return;
    const interact = () => landing.send({ type: 'user.interact' });
    INTERACTIONS.forEach((e) => window.addEventListener(e, interact, { passive: true }));
    return () => INTERACTIONS.forEach((e) => window.removeEventListener(e, interact));
  }, [landing, waiting]);

  // A layout effect: its clean-up runs on leaving before the actor is stopped (a passive effect's
  // would come after useActorRef's) and before the page's nodes are removed.
  useLayoutEffect(() => () => landing.send({ type: 'page.leave', scrollY: window.scrollY }), [landing]);
}
