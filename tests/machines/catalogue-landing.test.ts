import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { landingMachine, type LandingInput } from '../../src/machines/catalogue/landing.ts';
import { AUTO_SCROLL_TIMEOUT_MS } from '../../src/machines/constants.ts';

/**
 * SPEC §2 Home page behaviour, §9 auto-scroll timeout 30000 ms, on a simulated clock; scroll
 * restore and the way back from onboarding (issue 14: moved from the home page's refs and effects).
 */
function start(partial: Partial<LandingInput>, drawn = true) {
  const input = { fromOnboarding: false, restoringScroll: false, alreadyInteracted: false, ...partial };
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const actor = createActor(
    landingMachine.provide({
      actions: {
        scrollToCatalogue: () => effects.push('scroll'),
        restoreScroll: (_, { scrollY }) => effects.push(`restore ${scrollY}`),
        forgetOnboarding: () => effects.push('forget'),
        rememberInteraction: () => effects.push('interacted'),
        rememberScroll: (_, { scrollY }) => effects.push(`remember ${scrollY}`),
        forgetScrollRestore: () => effects.push('no restore'),
      },
    }),
    { input, clock },
  ).start();
  if (drawn) actor.send({ type: 'catalogue.drawn' });
  return { actor, clock, effects };
}

describe('home landing', () => {
  it('scrolls to the catalogue after 30 s without interaction, not a moment before', () => {
    const { clock, effects } = start({ fromOnboarding: false, restoringScroll: false });
    clock.increment(AUTO_SCROLL_TIMEOUT_MS - 1);
    expect(effects).toEqual(['no restore']);
    clock.increment(1);
    expect(effects).toEqual(['no restore', 'scroll']);
  });

  it('never scrolls once the learner has interacted', () => {
    const { actor, clock, effects } = start({ fromOnboarding: false, restoringScroll: false });
    clock.increment(10_000);
    actor.send({ type: 'user.interact' });
    clock.increment(60_000);
    expect(effects).toEqual(['no restore', 'interacted']);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('scrolls when arriving from onboarding, once the catalogue is drawn, and forgets the flag', () => {
    const { actor, effects } = start({ fromOnboarding: true, restoringScroll: false }, false);
    expect(effects).toEqual(['forget', 'no restore']);
    actor.send({ type: 'catalogue.drawn' });
    expect(effects).toEqual(['forget', 'no restore', 'scroll']);
  });

  it('waits for the catalogue before the 30 s scroll too', () => {
    const { actor, clock, effects } = start({}, false);
    clock.increment(AUTO_SCROLL_TIMEOUT_MS);
    expect(effects).toEqual(['no restore']);
    actor.send({ type: 'catalogue.drawn' });
    expect(effects).toEqual(['no restore', 'scroll']);
  });

  it('does not scroll when the learner interacted earlier in the session', () => {
    const { clock, effects } = start({ alreadyInteracted: true });
    clock.increment(60_000);
    expect(effects).toEqual(['no restore']);
  });

  it('restores the position it was left at once the catalogue is drawn, and never auto-scrolls', () => {
    const { actor, clock, effects } = start({ restoringScroll: true, savedScrollY: 1234 }, false);
    expect(effects).toEqual([]);
    actor.send({ type: 'catalogue.drawn' });
    clock.increment(60_000);
    expect(effects).toEqual(['no restore', 'restore 1234']);
    actor.send({ type: 'page.leave', scrollY: 800 });
    expect(effects.at(-1)).toBe('remember 800');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('remembers the position on leaving, whatever it was doing', () => {
    const { actor, clock, effects } = start({});
    actor.send({ type: 'page.leave', scrollY: 42 });
    clock.increment(60_000);
    expect(effects).toEqual(['no restore', 'remember 42']);
  });
});
