import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { authSessionMachine } from '../../src/machines/auth-session/machine.ts';
import { noticeMachine } from '../../src/machines/auth-session/notice.ts';
import { NOTICE_VISIBLE_MS } from '../../src/machines/constants.ts';
import {
  selectIsAuthenticated,
  selectIsBooting,
  selectNeedsSecondFactor,
  selectNotice,
  selectNoticeActor,
  selectProDays,
} from '../../src/machines/auth-session/selectors.ts';
import type {
  AuthSessionEvent,
  LoginResult,
  SecondFactorResult,
  SessionCheck,
} from '../../src/machines/auth-session/types.ts';
import { modelActor, playPath, stateCoverage, type Model } from './support.ts';

/**
 * Model-based tests: paths come from the machine itself (xstate/graph). Each path is replayed on
 * a real actor whose effects are deferred promises the test settles, with delays on a
 * SimulatedClock; after every step the actor must be in the state the model predicted, hold the
 * state's invariants, and have fired exactly the effects the step implies.
 */

type Snapshot = SnapshotFrom<typeof authSessionMachine>;
type ModelEvent = AuthSessionEvent | { type: string; output?: unknown; error?: unknown };

const user = { id: 7, username: 'olena', email: 'olena@example.org' };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new TypeError('Failed to fetch') });
const noticeTimeout = noticeMachine.getStateNodeById('notice.shown').after[0]!.eventType;
/** The alert the session's notice child shows now (what the NoticeBar reads). */
const shownNotice = (s: Snapshot) => {
  const ref = selectNoticeActor(s);
  return ref ? selectNotice(ref.getSnapshot()) : null;
};
/** Every alert a generated path ended on (checked against SPEC §8 after the paths ran). */
const noticesSeen = new Set<string | undefined>();

const EVENTS: ModelEvent[] = [
  { type: 'login.submit', email: '', password: '' },
  { type: 'login.submit', email: 'olena@example.org', password: 'correct horse' },
  { type: 'signup.submit', email: 'olena@example.org', username: 'olena', password: 'correct horse' },
  { type: 'logout.request' },
  { type: 'notice.dismiss' },
  { type: noticeTimeout },
  { type: 'language.choose', language: 'pl' },
  { type: 'home.open' },
  done('checkSession', { user, language: 'uk' }),
  done('checkSession', { user: null, language: null }),
  fail('checkSession'),
  done('login', { outcome: 'signedIn', user, language: 'pl' }),
  done('login', {
    outcome: 'rejected',
    message: 'The email address and/or password you specified are not correct.',
    reason: 'errors',
  }),
  done('login', { outcome: 'rejected', message: null, reason: 'unauthenticated' }),
  done('login', { outcome: 'rejected', message: null, reason: 'unknown' }),
  done('login', { outcome: 'secondFactor' }),
  fail('login'),
  { type: 'mfa.submit', otp: '' },
  { type: 'mfa.submit', otp: '123456' },
  { type: 'mfa.cancel' },
  done('secondFactor', { outcome: 'signedIn', user, language: 'uk' }),
  done('secondFactor', { outcome: 'rejected', message: 'Incorrect code.' }),
  done('secondFactor', { outcome: 'rejected', message: null }),
  done('secondFactor', { outcome: 'expired' }),
  fail('secondFactor'),
  { type: 'session.ended' },
  done('signup', { outcome: 'signedIn', user }),
  done('signup', { outcome: 'verificationPending' }),
  done('signup', {
    outcome: 'rejected',
    message: 'A user is already registered with this email address.',
    reason: 'errors',
  }),
  done('signup', { outcome: 'rejected', message: null, reason: 'csrf' }),
  fail('signup'),
  done('logout', { outcome: 'loggedOut' }),
  done('logout', { outcome: 'sessionInvalid' }),
  done('logout', { outcome: 'failed' }),
  fail('logout'),
  done('loadStats', { subscription_remaining_days: 12 }),
  done('loadStats', { subscription_remaining_days: 0 }),
];

/** Effects the step must have fired, from the event alone (SPEC §4, §8). */
function expectedEffects(event: ModelEvent, state?: Snapshot): string[] {
  const out = (event as { output?: { outcome?: string; user?: unknown; language?: string } }).output;
  switch (event.type) {
    case 'xstate.done.actor.checkSession':
      return out?.user ? [`language:${out.language}`] : [];
    case 'xstate.done.actor.login':
    case 'xstate.done.actor.secondFactor':
      return out?.outcome === 'signedIn' ? [`language:${out.language}`, 'navigate:/'] : [];
    case 'xstate.done.actor.signup':
      return out?.outcome === 'signedIn' || out?.outcome === 'verificationPending'
        ? ['navigate:/language']
        : [];
    case 'xstate.done.actor.logout':
      return out?.outcome === 'loggedOut' ? ['navigate:/signin'] : [];
    case 'session.ended':
      return state?.matches({ session: 'signedIn' }) ? ['navigate:/signin'] : [];
    case 'language.choose':
      return [`choose:${(event as { language: string }).language}`];
    case 'home.open':
      return ['fromOnboarding', 'navigate:/'];
    default:
      return [];
  }
}

function assertInvariants(s: Snapshot) {
  const session = (s.value as { session: unknown }).session;
  // Routes render only after the check (SPEC §2): booting exactly while checking.
  expect(selectIsBooting(s)).toBe(session === 'checking');
  // Signed in exactly when a user is known; stats only for a signed-in learner.
  expect(selectIsAuthenticated(s)).toBe(s.context.user !== null);
  if (!selectIsAuthenticated(s)) expect(s.context.stats).toBeNull();
  // The notice child is always there; a visible notice always has a text, a hidden one none.
  const child = selectNoticeActor(s)!.getSnapshot();
  const notice = selectNotice(child);
  expect(notice !== null).toBe(child.matches('shown'));
  if (notice) expect(Boolean(notice.key) !== Boolean(notice.text)).toBe(true);
  if (child.matches('hidden')) expect(child.context.notice).toBeNull();
  // A request in flight is the only "busy" time.
  const busy =
    s.matches({ session: { anonymous: 'signingIn' } }) ||
    s.matches({ session: { anonymous: 'signingUp' } }) ||
    s.matches({ session: { anonymous: 'verifyingCode' } }) ||
    s.matches({ session: { signedIn: 'loggingOut' } });
  expect(s.hasTag('busy')).toBe(busy);
  // The PRO badge shows only for a positive number of days.
  const days = selectProDays(s);
  if (days !== null) expect(days).toBeGreaterThan(0);
}

const model: Model<typeof authSessionMachine> = {
  effects: ['checkSession', 'login', 'secondFactor', 'signup', 'logout', 'loadStats', 'saveProfileLanguage'],
  actions: (log) => ({
    navigate: (_: unknown, { to }: { to: string }) => log.push(`navigate:${to}`),
    applyInterfaceLanguage: (_: unknown, { language }: { language: string }) =>
      log.push(`language:${language}`),
    chooseInterfaceLanguage: (_: unknown, { language }: { language: string }) =>
      log.push(`choose:${language}`),
    markFromOnboarding: () => log.push('fromOnboarding'),
  }),
  delays: { [noticeTimeout]: NOTICE_VISIBLE_MS },
};

function createHarness() {
  const { actor, play, log, calls } = modelActor(authSessionMachine, model);
  return { actor, play, effects: log, calls };
}

const describeStep = (e: ModelEvent) =>
  e.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:') +
  ('output' in e && e.output && typeof e.output === 'object' && 'outcome' in e.output
    ? `(${String(e.output.outcome)})`
    : '');

// A state is its value and context and the step that reached it: the alert a step posts lives in
// the notice child, which the graph does not see, so each (state, step) pair is a path of its own.
const shortest = getShortestPaths(authSessionMachine, {
  // An effect settles only while it runs (as in the app; an unexpected result would fail the actor).
  events: (s) =>
    EVENTS.filter((e) => {
      const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
      return !settled || settled[2]! in s.children;
    }) as never,
  serializeState: (s, event) => JSON.stringify([s.value, s.context, event ?? null]),
});

describe('auth session machine (model-based)', () => {
  it('the generated paths visit every state of the machine', () => {
    const coverage = stateCoverage(authSessionMachine, shortest);
    expect(coverage.missing).toEqual([]);
    expect(coverage.visited).toBe(coverage.total);
  });

  it('reaches every session and notice state', () => {
    const reached = new Set(shortest.map((p) => JSON.stringify(p.state.value)));
    for (const session of [
      '"checking"',
      '{"anonymous":"idle"}',
      '{"anonymous":"signingIn"}',
      '{"anonymous":"signingUp"}',
      '{"anonymous":"secondFactor"}',
      '{"anonymous":"verifyingCode"}',
      '{"signedIn":"idle"}',
      '{"signedIn":"loggingOut"}',
    ]) {
      expect(
        [...reached].some((v) => v.includes(`"session":${session}`)),
        session,
      ).toBe(true);
    }
  });

  it.each(
    shortest.map(
      (p) => [p.steps.map((s) => describeStep(s.event as ModelEvent)).join(' → ') || '(start)', p] as const,
    ),
  )('%s', async (_name, path) => {
    const { actor } = await playPath(authSessionMachine, model, path, {
      invariants: assertInvariants,
      effects: (before, event) => expectedEffects(event, before),
    });
    const notice = shownNotice(actor.getSnapshot());
    noticesSeen.add(notice?.key ?? notice?.text);
    actor.stop();
  });

  it('the generated paths end on every SPEC §8 alert of the session (shown by its notice child)', () => {
    // Every SPEC §8 alert of this machine is reachable.
    for (const key of [
      'fillAllFields',
      'signedIn',
      'invalidCredentials',
      'somethingWentWrong',
      'loginError',
      'registered',
      'signupFailed',
      'csrfFailed',
      'loggedOut',
      'sessionInvalid',
      'logoutFailed',
      'logoutError',
      'codeRejected',
      'codeExpired',
      'Incorrect code.',
      'The email address and/or password you specified are not correct.',
      'A user is already registered with this email address.',
    ]) {
      expect(noticesSeen.has(key), key).toBe(true);
    }
  });

  it('every simple path from a guest to a signed-in learner and back passes the same checks', async () => {
    const paths = getSimplePaths(authSessionMachine, {
      events: (s) =>
        (EVENTS as never[]).filter(
          (e: ModelEvent) =>
            !['notice.dismiss', noticeTimeout].includes(e.type) &&
            !e.type.startsWith('xstate.done.actor.loadStats') &&
            !(s.matches({ session: 'checking' }) && e.type !== 'xstate.done.actor.checkSession'),
        ),
      serializeState: (s) => JSON.stringify(s.value),
      toState: (s) => s.matches({ session: { anonymous: 'idle' } }),
    });
    // Those that end by a logout (the alert is the notice child's, so the graph cannot see it).
    const loggedOut = paths.filter((p) => {
      const last = p.steps.at(-1)?.event as ModelEvent | undefined;
      return (
        last?.type === 'xstate.done.actor.logout' &&
        (last.output as { outcome?: string })?.outcome === 'loggedOut'
      );
    });
    expect(loggedOut.length).toBeGreaterThan(0);
    for (const path of loggedOut) {
      const { actor } = await playPath(authSessionMachine, model, path, {
        context: false,
        invariants: assertInvariants,
        effects: (before, event) => expectedEffects(event, before),
      });
      expect(shownNotice(actor.getSnapshot())?.key).toBe('loggedOut');
      actor.stop();
    }
  });
});

describe('auth session scenarios', () => {
  it('two-factor on: the password is right, then a code signs in; a wrong code stays; an expired stage starts over', async () => {
    const { actor, play, effects } = createHarness();
    await play(done('checkSession', { user: null, language: null }));
    actor.send({ type: 'login.submit', email: 'olena@example.org', password: 'correct horse' });
    await play(done('login', { outcome: 'secondFactor' }));
    expect(selectNeedsSecondFactor(actor.getSnapshot())).toBe(true);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'mfa.submit', otp: '   ' });
    expect(shownNotice(actor.getSnapshot())?.key).toBe('fillAllFields');
    actor.send({ type: 'mfa.submit', otp: ' 111111 ' });
    await play(done('secondFactor', { outcome: 'rejected', message: 'Incorrect code.' }));
    expect(selectNeedsSecondFactor(actor.getSnapshot())).toBe(true);
    expect(shownNotice(actor.getSnapshot())?.text).toBe('Incorrect code.');
    actor.send({ type: 'mfa.submit', otp: '222222' });
    await play(done('secondFactor', { outcome: 'expired' }));
    expect(actor.getSnapshot().matches({ session: { anonymous: 'idle' } })).toBe(true);
    expect(shownNotice(actor.getSnapshot())?.key).toBe('codeExpired');
    actor.send({ type: 'login.submit', email: 'olena@example.org', password: 'correct horse' });
    await play(done('login', { outcome: 'secondFactor' }));
    effects.length = 0;
    actor.send({ type: 'mfa.submit', otp: 'abcde-fghij' });
    await play(done('secondFactor', { outcome: 'signedIn', user, language: 'pl' }));
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    expect(effects).toEqual(['language:pl', 'navigate:/']);
  });

  it('the code goes to the effect trimmed, and a cancelled stage returns to the login form', async () => {
    const inputs: unknown[] = [];
    const actor = createActor(
      authSessionMachine.provide({
        actors: {
          checkSession: fromPromise(async (): Promise<SessionCheck> => ({ user: null, language: null })),
          login: fromPromise(async (): Promise<LoginResult> => ({ outcome: 'secondFactor' })),
          secondFactor: fromPromise(async ({ input }) => {
            inputs.push(input);
            const result: SecondFactorResult = { outcome: 'rejected', message: null };
            return result;
          }),
        },
      }),
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'login.submit', email: 'a@b.c', password: 'x' });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'mfa.submit', otp: ' 123456 ' });
    await new Promise((r) => setTimeout(r, 0));
    expect(inputs).toEqual([{ otp: '123456' }]);
    expect(shownNotice(actor.getSnapshot())?.key).toBe('codeRejected');
    actor.send({ type: 'mfa.cancel' });
    expect(actor.getSnapshot().matches({ session: { anonymous: 'idle' } })).toBe(true);
    actor.stop();
  });

  it('session.ended (the server ended this session) signs the learner out to /signin', async () => {
    const { actor, play, effects } = createHarness();
    await play(done('checkSession', { user, language: 'en' }));
    effects.length = 0;
    actor.send({ type: 'session.ended' });
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
    expect(shownNotice(actor.getSnapshot())?.key).toBe('sessionInvalid');
    expect(effects).toEqual(['navigate:/signin']);
  });

  it('empty login fields show "Please fill in all the fields!" without calling the server', async () => {
    const { actor, play } = createHarness();
    await play(done('checkSession', { user: null, language: null }));
    actor.send({ type: 'login.submit', email: '  ', password: 'x' });
    expect(actor.getSnapshot().matches({ session: { anonymous: 'idle' } })).toBe(true);
    expect(shownNotice(actor.getSnapshot())).toEqual({ tone: 'error', key: 'fillAllFields' });
  });

  it('a success notice fades after the named delay; an error stays until dismissed', async () => {
    const { actor, play } = createHarness();
    await play(done('checkSession', { user, language: 'en' }));
    actor.send({ type: 'logout.request' });
    await play(done('logout', { outcome: 'loggedOut' }));
    expect(shownNotice(actor.getSnapshot())?.key).toBe('loggedOut');
    await play({ type: noticeTimeout });
    expect(shownNotice(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'login.submit', email: 'a@b.c', password: 'wrong' });
    await play(done('login', { outcome: 'rejected', message: null, reason: 'unauthenticated' }));
    await play({ type: noticeTimeout });
    expect(shownNotice(actor.getSnapshot())?.key).toBe('invalidCredentials');
    actor.send({ type: 'notice.dismiss' });
    expect(shownNotice(actor.getSnapshot())).toBeNull();
  });

  it('a 403 on logout keeps the learner signed in with "Session has already ended or is invalid."', async () => {
    const { actor, play, effects } = createHarness();
    await play(done('checkSession', { user, language: 'en' }));
    effects.length = 0;
    actor.send({ type: 'logout.request' });
    await play(done('logout', { outcome: 'sessionInvalid' }));
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    expect(shownNotice(actor.getSnapshot())?.key).toBe('sessionInvalid');
    expect(effects).toEqual([]);
  });

  it('the PRO badge shows the remaining days only when above 0', async () => {
    const { actor, play } = createHarness();
    await play(done('checkSession', { user, language: 'en' }));
    expect(selectProDays(actor.getSnapshot())).toBeNull();
    await play(done('loadStats', { subscription_remaining_days: 12 }));
    expect(selectProDays(actor.getSnapshot())).toBe(12);
    const other = createHarness();
    await other.play(done('checkSession', { user, language: 'en' }));
    await other.play(done('loadStats', { subscription_remaining_days: 0 }));
    expect(selectProDays(other.actor.getSnapshot())).toBeNull();
  });

  it('stats.refresh loads the stats again while signed in, keeping the old ones meanwhile; ignored otherwise', async () => {
    const { actor, play } = createHarness();
    actor.send({ type: 'stats.refresh' });
    await play(done('checkSession', { user, language: 'en' }));
    await play(done('loadStats', { subscription_remaining_days: 0 }));
    expect(selectProDays(actor.getSnapshot())).toBeNull();
    // A learner event (e.g. a finished dialogue, or a grant in the meantime): read again.
    actor.send({ type: 'stats.refresh' });
    expect(actor.getSnapshot().matches({ session: { signedIn: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.stats).toEqual({ subscription_remaining_days: 0 });
    await play(done('loadStats', { subscription_remaining_days: 30 }));
    expect(selectProDays(actor.getSnapshot())).toBe(30);
    // While logging out a refresh is not started.
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'stats.refresh' });
    await play(done('logout', { outcome: 'loggedOut' }));
    expect(actor.getSnapshot().context.stats).toBeNull();
    actor.send({ type: 'stats.refresh' });
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
  });
});

describe('auth session: the shell events', () => {
  it('a guest choosing a language applies it; signed in, it is saved to the profile as well', async () => {
    const { actor, play, effects, calls } = createHarness();
    await play(done('checkSession', { user: null, language: null }));
    effects.length = 0;
    actor.send({ type: 'language.choose', language: 'uk' });
    expect(effects).toEqual(['choose:uk']);
    expect(calls.filter((c) => c.startsWith('saveProfileLanguage'))).toEqual([]);
    actor.send({ type: 'login.submit', email: 'olena@example.org', password: 'correct horse' });
    await play(done('login', { outcome: 'signedIn', user, language: 'uk' }));
    effects.length = 0;
    actor.send({ type: 'language.choose', language: 'pl' });
    expect(effects).toEqual(['choose:pl']);
    expect(calls.filter((c) => c.startsWith('saveProfileLanguage'))).toEqual([
      'saveProfileLanguage:{"language":"pl"}',
    ]);
    actor.stop();
  });

  it('the logo marks the way home as the end of onboarding and goes to /', async () => {
    const { actor, play, effects } = createHarness();
    await play(done('checkSession', { user: null, language: null }));
    effects.length = 0;
    actor.send({ type: 'home.open' });
    expect(effects).toEqual(['fromOnboarding', 'navigate:/']);
    actor.stop();
  });
});
