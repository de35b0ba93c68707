import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { onboardingMachine } from '../../src/machines/onboarding/machine.ts';
import { selectHasFailed, selectIsLoading } from '../../src/machines/onboarding/selectors.ts';
import type { OnboardingEvent, OnboardingInput } from '../../src/machines/onboarding/types.ts';
import { modelActor, playPath, stateCoverage, type Model } from './support.ts';

/**
 * Model-based tests of the first-run flow (SPEC §2 /language, /select-level, /select-purpose).
 * Paths come from xstate/graph for every start page and sign-in state; each is replayed on a real
 * actor (SimulatedClock, deferred effects) checking state, invariants and the effects fired.
 */

type Snapshot = SnapshotFrom<typeof onboardingMachine>;
type ModelEvent = OnboardingEvent | { type: string; output?: unknown; error?: unknown };

const LEVELS = [
  { id: 1, option: "I'm just starting", levels: [1] },
  { id: 2, option: 'I know the basics', levels: [1, 2] },
  { id: 4, option: 'I speak confidently on most topics', levels: [4, 5] },
];
const PURPOSES = [
  { id: 10, purpose: 'Travel', categories: [3, 4] },
  { id: 11, purpose: 'Work and career', categories: [5] },
];

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') });

const EVENTS: ModelEvent[] = [
  { type: 'language.choose', language: 'uk' },
  done('saveProfileLanguage', true),
  fail('saveProfileLanguage'),
  done('loadLevelQuestionnaire', LEVELS),
  fail('loadLevelQuestionnaire'),
  done('loadPurposeQuestionnaire', PURPOSES),
  fail('loadPurposeQuestionnaire'),
  { type: 'questionnaire.retry' },
  { type: 'level.choose', optionId: 4 },
  { type: 'level.choose', optionId: 99 },
  { type: 'purpose.choose', optionId: 11 },
  { type: 'purpose.choose', optionId: 99 },
];

const INPUTS: OnboardingInput[] = [
  { step: 'language', signedIn: false },
  { step: 'language', signedIn: true },
  { step: 'level', signedIn: false },
  { step: 'purpose', signedIn: true },
];

/** Effects a step must fire (SPEC §4 Language choice; §2 select-level / select-purpose). */
function expectedEffects(before: Snapshot, event: ModelEvent): string[] {
  switch (event.type) {
    case 'language.choose':
      return before.matches('language')
        ? ['language:uk', ...(before.context.signedIn ? [] : ['navigate:/select-level'])]
        : [];
    case 'xstate.done.actor.saveProfileLanguage':
    case 'xstate.error.actor.saveProfileLanguage':
      return ['navigate:/select-level'];
    case 'level.choose':
      // The stored level is the LAST id of the option's levels: [4, 5] → "5".
      return before.matches({ level: 'ready' }) && (event as { optionId: number }).optionId === 4
        ? ['level:5', 'navigate:/select-purpose']
        : [];
    case 'purpose.choose':
      return before.matches({ purpose: 'ready' }) && (event as { optionId: number }).optionId === 11
        ? ['purpose:{"id":11,"purpose":"Work and career","categories":[5]}', 'fromOnboarding', 'navigate:/']
        : [];
    default:
      return [];
  }
}

function assertInvariants(s: Snapshot) {
  expect(selectIsLoading(s)).toBe(s.matches({ level: 'loading' }) || s.matches({ purpose: 'loading' }));
  expect(selectHasFailed(s)).toBe(s.matches({ level: 'failed' }) || s.matches({ purpose: 'failed' }));
  // Options are offered only once loaded; a ready step always has some.
  if (s.matches({ level: 'ready' })) expect(s.context.levels.length).toBeGreaterThan(0);
  if (s.matches({ purpose: 'ready' })) expect(s.context.purposes.length).toBeGreaterThan(0);
  // The profile is patched only for a signed-in learner.
  if (s.matches('savingLanguage')) expect(s.context.signedIn).toBe(true);
  expect(s.status).toBe(s.matches('done') ? 'done' : 'active');
}

const model = (input: OnboardingInput): Model<typeof onboardingMachine> => ({
  input,
  effects: ['saveProfileLanguage', 'loadLevelQuestionnaire', 'loadPurposeQuestionnaire'],
  actions: (log) => ({
    rememberLanguage: (_: unknown, { language }: { language: string }) => log.push(`language:${language}`),
    rememberLevel: (_: unknown, { level }: { level: string }) => log.push(`level:${level}`),
    rememberPurpose: (_: unknown, purpose: unknown) => log.push(`purpose:${JSON.stringify(purpose)}`),
    markFromOnboarding: () => log.push('fromOnboarding'),
    navigate: (_: unknown, { to }: { to: string }) => log.push(`navigate:${to}`),
  }),
});

function createHarness(input: OnboardingInput) {
  const { actor, play, log } = modelActor(onboardingMachine, model(input));
  return { actor, play, effects: log };
}

const name = (e: ModelEvent) =>
  e.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:') +
  ('optionId' in e ? `(${e.optionId})` : '');

async function replay(
  input: OnboardingInput,
  path: Parameters<typeof playPath<typeof onboardingMachine>>[2],
) {
  const { actor } = await playPath(onboardingMachine, model(input), path, {
    invariants: assertInvariants,
    effects: (before, event) => expectedEffects(before, event as never),
  });
  return actor;
}

it('the generated paths from every input together visit every state of the onboarding machine', () => {
  const paths = INPUTS.flatMap((input) =>
    getShortestPaths(onboardingMachine, { input, events: EVENTS as never }),
  );
  expect(stateCoverage(onboardingMachine, paths).missing).toEqual([]);
});

describe.each(INPUTS)('onboarding from $step (signed in: $signedIn)', (input) => {
  const paths = getShortestPaths(onboardingMachine, { input, events: EVENTS as never });

  it('can always reach the end of the flow', () => {
    expect(paths.some((p) => p.state.status === 'done')).toBe(true);
  });

  it.each(paths.map((p) => [p.steps.map((s) => name(s.event as ModelEvent)).join(' → '), p] as const))(
    '%s',
    async (_name, path) => {
      const actor = await replay(input, path);
      actor.stop();
    },
  );
});

describe('onboarding simple paths', () => {
  it('every simple path from /language to the end stores level and purpose once and lands on /', async () => {
    const input: OnboardingInput = { step: 'language', signedIn: true };
    const paths = getSimplePaths(onboardingMachine, {
      input,
      events: EVENTS as never,
      toState: (s) => s.status === 'done',
    });
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      const actor = await replay(input, path);
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('an unknown option id is ignored', async () => {
    const { actor, play, effects } = createHarness({ step: 'level', signedIn: false });
    await play(done('loadLevelQuestionnaire', LEVELS));
    actor.send({ type: 'level.choose', optionId: 99 });
    expect(actor.getSnapshot().matches({ level: 'ready' })).toBe(true);
    expect(effects).toEqual([]);
  });
});
