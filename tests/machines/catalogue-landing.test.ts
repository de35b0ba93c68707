import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { landingMachine, type LandingInput } from '../../src/machines/catalogue/landing.ts';
import { AUTO_SCROLL_TIMEOUT_MS } from '../../src/machines/constants.ts';

/** SPEC §2 Home page behaviour, §9 auto-scroll timeout 30000 ms, on a simulated clock. */
function start(partial: Partial<LandingInput>) {
  const input = { fromOnboarding: false, restoringScroll: false, alreadyInteracted: false, ...partial };
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const actor = createActor(
    landingMachine.provide({
      actions: {
        scrollToCatalogue: () => effects.push('scroll'),
        forgetOnboarding: () => effects.push('forget'),
        rememberInteraction: () => effects.push('interacted'),
      },
    }),
    { input, clock },
  ).start();
  return { actor, clock, effects };
}

describe('home landing', () => {
  it('scrolls to the catalogue after 30 s without interaction, not a moment before', () => {
    const { clock, effects } = start({ fromOnboarding: false, restoringScroll: false });
    clock.increment(AUTO_SCROLL_TIMEOUT_MS - 1);
    expect(effects).toEqual([]);
    clock.increment(1);
    expect(effects).toEqual(['scroll']);
  });

  it('never scrolls once the learner has interacted', () => {
    const { actor, clock, effects } = start({ fromOnboarding: false, restoringScroll: false });
    clock.increment(10_000);
    actor.send({ type: 'user.interact' });
    clock.increment(60_000);
    expect(effects).toEqual(['interacted']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('scrolls at once when arriving from onboarding and forgets the flag', () => {
    const { effects } = start({ fromOnboarding: true, restoringScroll: false });
    expect(effects).toEqual(['forget', 'scroll']);
  });

  it('does not scroll when the learner interacted earlier in the session', () => {
    const { clock, effects } = start({ alreadyInteracted: true });
    clock.increment(60_000);
    expect(effects).toEqual([]);
  });

  it('leaves the restored scroll position alone', () => {
    const { clock, effects } = start({ fromOnboarding: false, restoringScroll: true });
    clock.increment(60_000);
    expect(effects).toEqual([]);
  });
});
