import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { authSessionMachine } from '../../src/machines/auth-session/machine.ts';
import { credentialsMachine, type Welcome } from '../../src/machines/auth-session/credentials.ts';
import { learnerSessionMachine } from '../../src/machines/auth-session/session.ts';
import { noticeMachine } from '../../src/machines/auth-session/notice.ts';
import { NOTICE_VISIBLE_MS } from '../../src/machines/constants.ts';
import {
  selectCredentialsActor,
  selectIsAuthenticated,
  selectIsBooting,
  selectIsBusy,
  selectLearnerSessionActor,
  selectNeedsSecondFactor,
  selectNotice,
  selectNoticeActor,
  selectProDays,
} from '../../src/machines/auth-session/selectors.ts';
import type {
  AuthSessionEvent,
  LoginResult,
  Notice,
  SecondFactorResult,
  SessionCheck,
} from '../../src/machines/auth-session/types.ts';
import { modelActor, playPath, stateCoverage, type Model } from './support.ts';

/**
 * Model-based tests: paths come from each machine itself (xstate/graph) — the auth session parent
 * (its children stand in as effects the path settles), the credentials child and the signed-in
 * session child (what they send their parent is logged). Each path is replayed on a real actor
 * whose effects are deferred promises the test settles, with delays on a SimulatedClock; after
 * every step the actor must be in the state the model predicted, hold the state's invariants, and
 * have fired exactly the effects the step implies. The scenarios then run the whole tree: the
 * parent with its real children, only the requests deferred.
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
const noticeName = (n: Notice | null | undefined) => n?.key ?? n?.text;
/** Every alert a generated path showed or posted (checked against SPEC §8 after the paths ran). */
const noticesSeen = new Set<string | undefined>();
/** Only effects that run can settle (as in the app; an unexpected result would fail the actor). */
const running = (events: ModelEvent[]) => (s: { children: Record<string, unknown>; status: string }) =>
  // A finished child takes no more events.
  (s.status === 'done' ? [] : events).filter((e) => {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
    return !settled || settled[2]! in s.children;
  }) as never;
/** What a child sends its parent, as a log line. */
const parentLog = (e: { type: string; notice?: Notice }) =>
  e.type === 'notice.post'
    ? `notice:${noticeName(e.notice)}`
    : e.type.startsWith('xstate.done')
      ? 'done'
      : e.type;

/**
 * The machine the graph walks: a pure step has no parent to send to, so the actions that post to
 * the auth session are quiet there (the replayed actor sends them for real, to a logging parent).
 */
const walked = <T extends typeof credentialsMachine | typeof learnerSessionMachine>(machine: T) =>
  machine.provide({ actions: { 'post the notice': () => {}, 'hide the notice': () => {} } } as never) as T;

const welcomes: Record<string, Welcome> = {
  login: { user, language: 'pl', notice: 'signedIn', to: '/' },
  newAccount: { user, language: null, notice: 'registered', to: '/language' },
  verificationPending: { user: null, language: null, notice: 'registered', to: '/language' },
};

describe('auth session parent (model-based)', () => {
  const EVENTS: ModelEvent[] = [
    { type: 'login.submit', email: 'olena@example.org', password: 'correct horse' },
    { type: 'logout.request' },
    { type: 'session.ended' },
    { type: 'stats.refresh' },
    { type: 'notice.post', notice: { tone: 'error', key: 'invalidCredentials' } },
    { type: 'notice.hide' },
    { type: 'notice.dismiss' },
    { type: noticeTimeout },
    { type: 'language.choose', language: 'pl' },
    { type: 'home.open' },
    done('checkSession', { user, language: 'uk' }),
    done('checkSession', { user: null, language: null }),
    fail('checkSession'),
    ...Object.values(welcomes).map((w) => done('credentials', w)),
    done('learnerSession', { notice: { tone: 'success', key: 'loggedOut' } }),
    done('learnerSession', { notice: { tone: 'error', key: 'sessionInvalid' } }),
  ];

  /** Effects the step must have fired, from the event alone (SPEC §4, §8). */
  function expectedEffects(event: ModelEvent): string[] {
    const out = (event as { output?: Partial<Welcome> & { language?: string } }).output;
    switch (event.type) {
      case 'xstate.done.actor.checkSession':
        return out?.user ? [`language:${out.language}`] : [];
      case 'xstate.done.actor.credentials':
        return [...(out?.language ? [`language:${out.language}`] : []), `navigate:${out!.to}`];
      case 'xstate.done.actor.learnerSession':
        return ['navigate:/signin'];
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
    // Signed in exactly when a user is known; a guest has the credentials child, a learner the session child.
    expect(selectIsAuthenticated(s)).toBe(s.context.user !== null);
    expect(selectCredentialsActor(s) !== undefined).toBe(session === 'anonymous');
    expect(selectLearnerSessionActor(s) !== undefined).toBe(session === 'signedIn');
    // The notice child is always there; a visible notice always has a text, a hidden one none.
    const child = selectNoticeActor(s)!.getSnapshot();
    const notice = selectNotice(child);
    expect(notice !== null).toBe(child.matches('shown'));
    if (notice) expect(Boolean(notice.key) !== Boolean(notice.text)).toBe(true);
    if (child.matches('hidden')) expect(child.context.notice).toBeNull();
  }

  const model: Model<typeof authSessionMachine> = {
    effects: ['checkSession', 'credentials', 'learnerSession'],
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

  // A state is its value and context and the step that reached it: the alert a step posts lives in
  // the notice child, which the graph does not see, so each (state, step) pair is a path of its own.
  const shortest = getShortestPaths(authSessionMachine, {
    events: running(EVENTS),
    serializeState: (s, event) => JSON.stringify([s.value, s.context, event ?? null]),
  });

  it('the generated paths visit every state of the machine', () => {
    const coverage = stateCoverage(authSessionMachine, shortest);
    expect(coverage.missing).toEqual([]);
  });

  it.each(shortest.map((p) => [pathLabel(p.steps), p] as const))('%s', async (_name, path) => {
    const { actor } = await playPath(authSessionMachine, model, path, {
      invariants: assertInvariants,
      effects: (_before, event) => expectedEffects(event),
    });
    noticesSeen.add(noticeName(shownNotice(actor.getSnapshot())));
    actor.stop();
  });

  it('every simple path from a guest to a signed-in learner and back passes the same checks', async () => {
    const paths = getSimplePaths(authSessionMachine, {
      events: (s) =>
        (running(EVENTS)(s) as ModelEvent[]).filter(
          (e: ModelEvent) =>
            !['notice.dismiss', 'notice.post', 'notice.hide', noticeTimeout].includes(e.type) &&
            !(s.matches({ session: 'checking' }) && e.type !== 'xstate.done.actor.checkSession'),
        ) as never,
      serializeState: (s) => JSON.stringify(s.value),
      toState: (s) => s.matches({ session: 'anonymous' }),
    });
    const signedOut = paths.filter(
      (p) => (p.steps.at(-1)?.event as ModelEvent | undefined)?.type === 'xstate.done.actor.learnerSession',
    );
    expect(signedOut.length).toBeGreaterThan(0);
    for (const path of signedOut) {
      const { actor } = await playPath(authSessionMachine, model, path, {
        context: false,
        invariants: assertInvariants,
        effects: (_before, event) => expectedEffects(event),
      });
      const ended = (path.steps.at(-1)!.event as unknown as { output: { notice: Notice } }).output.notice;
      expect(shownNotice(actor.getSnapshot())).toEqual(ended);
      actor.stop();
    }
  });
});

describe('credentials child (model-based)', () => {
  const EVENTS: ModelEvent[] = [
    { type: 'login.submit', email: '', password: '' },
    { type: 'login.submit', email: 'olena@example.org', password: 'correct horse' },
    { type: 'signup.submit', email: 'olena@example.org', username: 'olena', password: 'correct horse' },
    { type: 'mfa.submit', otp: '' },
    { type: 'mfa.submit', otp: '123456' },
    { type: 'mfa.cancel' },
    done('login', { outcome: 'signedIn', user, language: 'pl' }),
    done('login', { outcome: 'signedIn', user, language: null }),
    done('login', {
      outcome: 'rejected',
      message: 'The email address and/or password you specified are not correct.',
      reason: 'errors',
    }),
    done('login', { outcome: 'rejected', message: null, reason: 'unauthenticated' }),
    done('login', { outcome: 'rejected', message: null, reason: 'unknown' }),
    done('login', { outcome: 'secondFactor' }),
    fail('login'),
    done('secondFactor', { outcome: 'signedIn', user, language: 'uk' }),
    done('secondFactor', { outcome: 'rejected', message: 'Incorrect code.' }),
    done('secondFactor', { outcome: 'rejected', message: null }),
    done('secondFactor', { outcome: 'expired' }),
    fail('secondFactor'),
    done('signup', { outcome: 'signedIn', user }),
    done('signup', { outcome: 'verificationPending' }),
    done('signup', {
      outcome: 'rejected',
      message: 'A user is already registered with this email address.',
      reason: 'errors',
    }),
    done('signup', { outcome: 'rejected', message: null, reason: 'csrf' }),
    fail('signup'),
  ];
  type Out = { outcome?: string; message?: string | null; reason?: string; language?: string | null };

  /** What the step sends the auth session: the SPEC §8 alert of each answer (notices.ts). */
  function expectedEffects(before: SnapshotFrom<typeof credentialsMachine>, event: ModelEvent): string[] {
    const out = (event as { output?: Out }).output;
    const at = (state: string) => before.matches(state as never);
    const post = (name: string) => [`parent:notice:${name}`];
    const hide = ['parent:notice.hide'];
    const refused = (byReason: Record<string, string>, otherwise: string) =>
      post(out?.message ?? byReason[out?.reason ?? ''] ?? otherwise);
    switch (event.type) {
      case 'login.submit': {
        if (!at('idle')) return [];
        const e = event as { email: string; password: string };
        return !e.email.trim() || !e.password ? post('fillAllFields') : hide;
      }
      case 'signup.submit':
        return at('idle') ? hide : [];
      case 'mfa.submit':
        return at('secondFactor')
          ? (event as { otp: string }).otp.trim()
            ? hide
            : post('fillAllFields')
          : [];
      case 'mfa.cancel':
        return at('secondFactor') ? hide : [];
      case 'xstate.done.actor.login':
        if (out?.outcome === 'secondFactor') return [];
        if (out?.outcome === 'signedIn') return ['parent:done'];
        return refused({ unauthenticated: 'invalidCredentials' }, 'somethingWentWrong');
      case 'xstate.done.actor.secondFactor':
        if (out?.outcome === 'signedIn') return ['parent:done'];
        if (out?.outcome === 'expired') return post('codeExpired');
        return refused({}, 'codeRejected');
      case 'xstate.done.actor.signup':
        if (out?.outcome === 'signedIn' || out?.outcome === 'verificationPending') return ['parent:done'];
        return refused({ csrf: 'csrfFailed' }, 'signupFailed');
      case 'xstate.error.actor.login':
      case 'xstate.error.actor.secondFactor':
        return post('loginError');
      case 'xstate.error.actor.signup':
        return post('signupFailed');
      default:
        return [];
    }
  }

  /** The welcome each signed-in answer ends with: the profile's language (en if none) unless the account is new. */
  function expectedWelcome(event: ModelEvent): Welcome {
    const out = (event as { output: Out }).output;
    if (event.type === 'xstate.done.actor.signup')
      return out.outcome === 'signedIn' ? welcomes.newAccount! : welcomes.verificationPending!;
    return { user, language: (out.language ?? 'en') as Welcome['language'], notice: 'signedIn', to: '/' };
  }

  const model: Model<typeof credentialsMachine> = {
    effects: ['login', 'secondFactor', 'signup'],
    parentLog,
  };
  const shortest = getShortestPaths(walked(credentialsMachine), {
    events: running(EVENTS),
    serializeState: (s, event) => JSON.stringify([s.value, s.context, event ?? null]),
  });

  it('the generated paths visit every state of the machine', () => {
    expect(stateCoverage(credentialsMachine, shortest).missing).toEqual([]);
  });

  it.each(shortest.map((p) => [pathLabel(p.steps), p] as const))('%s', async (_name, path) => {
    const { actor, log } = await playPath(credentialsMachine, model, path, {
      invariants: (s) => {
        // A request in flight is the only busy time; the code is asked for only after the password.
        const busy = ['signingIn', 'verifyingCode', 'signingUp'].some((x) => s.matches(x as never));
        expect(selectIsBusy(s)).toBe(busy);
        expect(selectNeedsSecondFactor(s)).toBe(s.matches('secondFactor') || s.matches('verifyingCode'));
      },
      effects: expectedEffects,
    });
    const last = path.steps.at(-1)?.event as ModelEvent | undefined;
    if (actor.getSnapshot().status === 'done')
      expect(actor.getSnapshot().output).toEqual(expectedWelcome(last!));
    for (const line of log) if (line.startsWith('parent:notice:')) noticesSeen.add(line.slice(14));
    // A child with a parent is stopped by its parent; this one is left to the garbage collector.
  });
});

describe('learner session child (model-based)', () => {
  const EVENTS: ModelEvent[] = [
    { type: 'logout.request' },
    { type: 'stats.refresh' },
    { type: 'session.ended' },
    { type: 'language.choose', language: 'pl' },
    done('loadStats', { subscription_remaining_days: 12 }),
    done('loadStats', { subscription_remaining_days: 0 }),
    fail('loadStats'),
    done('logout', { outcome: 'loggedOut' }),
    done('logout', { outcome: 'sessionInvalid' }),
    done('logout', { outcome: 'failed' }),
    fail('logout'),
  ];
  const model: Model<typeof learnerSessionMachine> = {
    effects: ['logout', 'loadStats', 'saveProfileLanguage'],
    parentLog,
  };

  function expectedEffects(before: SnapshotFrom<typeof learnerSessionMachine>, event: ModelEvent): string[] {
    const outcome = (event as { output?: { outcome?: string } }).output?.outcome;
    switch (event.type) {
      case 'logout.request':
        return before.matches({ active: 'idle' } as never) ? ['parent:notice.hide'] : [];
      case 'session.ended':
        return ['parent:done'];
      case 'xstate.done.actor.logout':
        return outcome === 'loggedOut'
          ? ['parent:done']
          : [`parent:notice:${outcome === 'sessionInvalid' ? 'sessionInvalid' : 'logoutFailed'}`];
      case 'xstate.error.actor.logout':
        return ['parent:notice:logoutError'];
      default:
        return [];
    }
  }

  const shortest = getShortestPaths(walked(learnerSessionMachine), {
    events: running(EVENTS),
    serializeState: (s, event) => JSON.stringify([s.value, s.context, event ?? null]),
  });

  it('the generated paths visit every state of the machine', () => {
    expect(stateCoverage(learnerSessionMachine, shortest).missing).toEqual([]);
  });

  it.each(shortest.map((p) => [pathLabel(p.steps), p] as const))('%s', async (_name, path) => {
    const { actor, calls, log } = await playPath(learnerSessionMachine, model, path, {
      invariants: (s) => {
        // Signing out is the only busy time; the PRO badge shows only for a positive number of days.
        expect(selectIsBusy(s)).toBe(s.matches({ active: 'loggingOut' } as never));
        const days = selectProDays(s);
        if (days !== null) expect(days).toBeGreaterThan(0);
      },
      effects: expectedEffects,
    });
    const last = path.steps.at(-1)?.event as ModelEvent | undefined;
    const s = actor.getSnapshot();
    if (s.status === 'done') {
      // Signed out: 'You have been logged out.'; ended by the server: the session is invalid.
      const key = last?.type === 'session.ended' ? 'sessionInvalid' : 'loggedOut';
      expect(s.output?.notice.key).toBe(key);
      noticesSeen.add(key);
    }
    for (const line of log) if (line.startsWith('parent:notice:')) noticesSeen.add(line.slice(14));
    // A chosen language is saved to the profile, once per choice.
    const chosen = path.steps.filter((x) => x.event.type === 'language.choose').length;
    expect(calls.filter((c) => c.startsWith('saveProfileLanguage'))).toHaveLength(chosen);
    // A child with a parent is stopped by its parent; this one is left to the garbage collector.
  });
});

describe('auth session alerts', () => {
  it('the generated paths show every SPEC §8 alert of the session (shown by its notice child)', () => {
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
});

/** A path's title: `done:login(signedIn) → mfa.submit`. */
function pathLabel(steps: readonly { event: { type: string } }[]) {
  return (
    steps
      .map(({ event: e }) => {
        const out = (e as { output?: { outcome?: string } }).output;
        return (
          e.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:') +
          (out && typeof out === 'object' && 'outcome' in out ? `(${String(out.outcome)})` : '')
        );
      })
      .join(' → ') || '(start)'
  );
}

/** The whole tree: the parent with its real children, only the requests deferred. */
const treeModel: Model<typeof authSessionMachine> = {
  effects: ['checkSession'],
  children: {
    credentials: { machine: credentialsMachine, effects: ['login', 'secondFactor', 'signup'] },
    learnerSession: {
      machine: learnerSessionMachine,
      effects: ['logout', 'loadStats', 'saveProfileLanguage'],
    },
  },
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
  const { actor, play, log, calls } = modelActor(authSessionMachine, treeModel);
  return { actor, play, effects: log, calls };
}
/** The credentials child's snapshot (a guest), or undefined. */
const credentialsOf = (s: Snapshot) => selectCredentialsActor(s)?.getSnapshot();
/** The signed-in session child's snapshot, or undefined. */
const sessionOf = (s: Snapshot) => selectLearnerSessionActor(s)?.getSnapshot();

describe('auth session scenarios', () => {
  it('two-factor on: the password is right, then a code signs in; a wrong code stays; an expired stage starts over', async () => {
    const { actor, play, effects } = createHarness();
    await play(done('checkSession', { user: null, language: null }));
    actor.send({ type: 'login.submit', email: 'olena@example.org', password: 'correct horse' });
    await play(done('login', { outcome: 'secondFactor' }));
    expect(selectNeedsSecondFactor(credentialsOf(actor.getSnapshot()))).toBe(true);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'mfa.submit', otp: '   ' });
    expect(shownNotice(actor.getSnapshot())?.key).toBe('fillAllFields');
    actor.send({ type: 'mfa.submit', otp: ' 111111 ' });
    await play(done('secondFactor', { outcome: 'rejected', message: 'Incorrect code.' }));
    expect(selectNeedsSecondFactor(credentialsOf(actor.getSnapshot()))).toBe(true);
    expect(shownNotice(actor.getSnapshot())?.text).toBe('Incorrect code.');
    actor.send({ type: 'mfa.submit', otp: '222222' });
    await play(done('secondFactor', { outcome: 'expired' }));
    expect(credentialsOf(actor.getSnapshot())?.matches('idle')).toBe(true);
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
          credentials: credentialsMachine.provide({
            actors: {
              login: fromPromise(async (): Promise<LoginResult> => ({ outcome: 'secondFactor' })),
              secondFactor: fromPromise(async ({ input }) => {
                inputs.push(input);
                const result: SecondFactorResult = { outcome: 'rejected', message: null };
                return result;
              }),
            },
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
    expect(credentialsOf(actor.getSnapshot())?.matches('idle')).toBe(true);
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
    expect(credentialsOf(actor.getSnapshot())?.matches('idle')).toBe(true);
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
    expect(selectProDays(sessionOf(actor.getSnapshot()))).toBeNull();
    await play(done('loadStats', { subscription_remaining_days: 12 }));
    expect(selectProDays(sessionOf(actor.getSnapshot()))).toBe(12);
    const other = createHarness();
    await other.play(done('checkSession', { user, language: 'en' }));
    await other.play(done('loadStats', { subscription_remaining_days: 0 }));
    expect(selectProDays(sessionOf(other.actor.getSnapshot()))).toBeNull();
  });

  it('stats.refresh loads the stats again while signed in, keeping the old ones meanwhile; ignored otherwise', async () => {
    const { actor, play } = createHarness();
    actor.send({ type: 'stats.refresh' });
    await play(done('checkSession', { user, language: 'en' }));
    await play(done('loadStats', { subscription_remaining_days: 0 }));
    expect(selectProDays(sessionOf(actor.getSnapshot()))).toBeNull();
    // A learner event (e.g. a finished dialogue, or a grant in the meantime): read again.
    actor.send({ type: 'stats.refresh' });
    expect(sessionOf(actor.getSnapshot())?.matches({ active: 'idle' } as never)).toBe(true);
    expect(sessionOf(actor.getSnapshot())?.context.stats).toEqual({ subscription_remaining_days: 0 });
    await play(done('loadStats', { subscription_remaining_days: 30 }));
    expect(selectProDays(sessionOf(actor.getSnapshot()))).toBe(30);
    // While logging out a refresh is not started.
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'stats.refresh' });
    await play(done('logout', { outcome: 'loggedOut' }));
    expect(sessionOf(actor.getSnapshot())).toBeUndefined();
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
