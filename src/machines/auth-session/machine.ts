import { assertEvent, assign, fromPromise, sendTo, setup, spawnChild } from 'xstate';
import { noticeMachine } from './notice.ts';
import { codeRefusal, loginRefusal, signupRefusal, type Refusal } from './notices.ts';
import type {
  AuthDestination,
  AuthSessionContext,
  AuthSessionEvent,
  Language,
  LoginInput,
  LoginResult,
  LogoutResult,
  Notice,
  NoticeKey,
  SecondFactorResult,
  SessionCheck,
  SessionUser,
  SignupInput,
  SignupResult,
  StudentStats,
} from './types.ts';

/**
 * The auth session of the whole app (SPEC §4 App start, Login, Sign-up, Logout; §8 texts).
 * `session` (checking → anonymous | signedIn, with the login, sign-up and logout requests); the
 * app-wide alert is the invoked child `notice` (notice.ts), which the session posts to (sendTo).
 * Login, the second factor and sign-up follow one submit-credentials pattern: the request runs,
 * a signed-in answer ends through `welcome` (user, language, notice, navigation), a refusal
 * through `refuse` with that request's rule (notices.ts).
 * Effects are slots filled by src/services/implementations.ts.
 */

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** A signed-in answer: who, in which profile language (null: keep the interface's). */
type SignedIn = { user: SessionUser; language?: Language | null };
type CredentialsAnswer = LoginResult | SecondFactorResult | SignupResult;
type Welcome = {
  notice: NoticeKey;
  to: AuthDestination;
  profileLanguage: boolean;
};
type RefusalRule = (answer: Refusal) => Notice;

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
  },
  actors: {
    checkSession: fromPromise<SessionCheck>(notProvided),
    login: fromPromise<LoginResult, LoginInput>(notProvided),
    secondFactor: fromPromise<SecondFactorResult, { otp: string }>(notProvided),
    signup: fromPromise<SignupResult, SignupInput>(notProvided),
    logout: fromPromise<LogoutResult>(notProvided),
    loadStats: fromPromise<StudentStats>(notProvided),
    saveProfileLanguage: fromPromise<unknown, { language: Language }>(notProvided),
    notice: noticeMachine,
  },
  actions: {
    navigate: (_, _params: { to: AuthDestination }) => {},
    applyInterfaceLanguage: (_, _params: { language: Language }) => {},
    /** The learner's own choice (header buttons): remembered locally and applied now. */
    chooseInterfaceLanguage: (_, _params: { language: Language }) => {},
    /** The logo leads home as the end of onboarding does: the catalogue scrolls into view. */
    markFromOnboarding: (_, _params: undefined) => {},
    'show notice': sendTo('notice', (_, notice: Notice) => ({ type: 'notice.show' as const, notice })),
    'hide the notice': sendTo('notice', { type: 'notice.hide' }),
    'dismiss the notice': sendTo('notice', { type: 'notice.dismiss' }),
    /** Keeps the learner a signed-in answer named. */
    'sign in': assign((_, { user }: { user: SessionUser }) => ({ user })),
    'forget the learner': assign({ user: null, stats: null }),
    'keep the stats': assign((_, stats: StudentStats) => ({ stats })),
    'no stats': assign({ stats: () => ({}) }),
  },
  guards: {
    'login fields are empty': ({ event }) => {
      assertEvent(event, 'login.submit');
      return !event.email.trim() || !event.password;
    },
    'code is empty': ({ event }) => {
      assertEvent(event, 'mfa.submit');
      return !event.otp.trim();
    },
    'a learner is signed in': (_, check: SessionCheck) => check.user !== null,
    /** The request's answer has this outcome. */
    'answer is': (_, { answer, outcome }: { answer: { outcome: string }; outcome: string }) =>
      answer.outcome === outcome,
  },
}).createMachine({
  id: 'authSession',
  context: { user: null, stats: null },
  // The notice bar's messages live in their own actor (notice.ts); the session posts to it.
  invoke: { id: 'notice', src: 'notice' },
  initial: 'session',
  on: {
    'notice.dismiss': { actions: 'dismiss the notice' },
    // Other features post app-wide alerts too (e.g. 'Failed to fetch video lesson with id {id}.').
    'notice.post': { actions: { type: 'show notice', params: ({ event }) => event.notice } },
    'language.choose': {
      actions: { type: 'chooseInterfaceLanguage', params: ({ event }) => ({ language: event.language }) },
    },
    'home.open': { actions: ['markFromOnboarding', { type: 'navigate', params: { to: '/' } }] },
  },
  states: {
    session: {
      initial: 'checking',
      states: {
        checking: {
          tags: ['booting'],
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: [
              {
                guard: { type: 'a learner is signed in', params: ({ event }) => event.output },
                target: 'signedIn',
                actions: [
                  { type: 'sign in', params: ({ event }) => ({ user: event.output.user! }) },
                  {
                    type: 'applyInterfaceLanguage',
                    params: ({ event }) => ({ language: event.output.language ?? 'en' }),
                  },
                ],
              },
              { target: 'anonymous' },
            ],
            onError: { target: 'anonymous' },
          },
        },

        anonymous: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'login.submit': [
                  {
                    guard: 'login fields are empty',
                    actions: { type: 'show notice', params: { tone: 'error', key: 'fillAllFields' } },
                  },
                  { target: 'signingIn', actions: 'hide the notice' },
                ],
                'signup.submit': { target: 'signingUp', actions: 'hide the notice' },
              },
            },
            signingIn: {
              tags: ['busy'],
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ event }) => {
                  assertEvent(event, 'login.submit');
                  return { email: event.email.trim(), password: event.password };
                },
                onDone: [
                  {
                    guard: answered('secondFactor'),
                    target: 'secondFactor',
                  },
                  {
                    guard: answered('signedIn'),
                    target: '#authSession.session.signedIn',
                    actions: welcome({ notice: 'signedIn', to: '/', profileLanguage: true }),
                  },
                  {
                    target: 'idle',
                    actions: refuse(loginRefusal),
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'show notice', params: { tone: 'error', key: 'loginError' } },
                },
              },
            },
            // Two-factor is on: the password was right, the login waits for a code (allauth's
            // mfa_authenticate stage, kept by the server for 15 minutes).
            secondFactor: {
              on: {
                'mfa.submit': [
                  {
                    guard: 'code is empty',
                    actions: { type: 'show notice', params: { tone: 'error', key: 'fillAllFields' } },
                  },
                  { target: 'verifyingCode', actions: 'hide the notice' },
                ],
                'mfa.cancel': { target: 'idle', actions: 'hide the notice' },
              },
            },
            verifyingCode: {
              tags: ['busy'],
              invoke: {
                id: 'secondFactor',
                src: 'secondFactor',
                input: ({ event }) => {
                  assertEvent(event, 'mfa.submit');
                  return { otp: event.otp.trim() };
                },
                onDone: [
                  {
                    guard: answered('signedIn'),
                    target: '#authSession.session.signedIn',
                    actions: welcome({ notice: 'signedIn', to: '/', profileLanguage: true }),
                  },
                  {
                    guard: answered('expired'),
                    target: 'idle',
                    actions: { type: 'show notice', params: { tone: 'error', key: 'codeExpired' } },
                  },
                  {
                    target: 'secondFactor',
                    actions: refuse(codeRefusal),
                  },
                ],
                onError: {
                  target: 'secondFactor',
                  actions: { type: 'show notice', params: { tone: 'error', key: 'loginError' } },
                },
              },
            },
            signingUp: {
              tags: ['busy'],
              invoke: {
                id: 'signup',
                src: 'signup',
                input: ({ event }) => {
                  assertEvent(event, 'signup.submit');
                  return {
                    email: event.email.trim(),
                    username: event.username.trim(),
                    password: event.password,
                  };
                },
                onDone: [
                  {
                    guard: answered('signedIn'),
                    target: '#authSession.session.signedIn',
                    // A new account has no profile language yet: the interface stays as it is.
                    actions: welcome({ notice: 'registered', to: '/language', profileLanguage: false }),
                  },
                  {
                    guard: answered('verificationPending'),
                    target: 'idle',
                    actions: [
                      { type: 'show notice', params: { tone: 'success', key: 'registered' } },
                      { type: 'navigate', params: { to: '/language' } },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: refuse(signupRefusal),
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'show notice', params: { tone: 'error', key: 'signupFailed' } },
                },
              },
            },
          },
        },

        signedIn: {
          on: {
            // Signed in, the choice is saved to the profile too (failures are not shown).
            'language.choose': {
              actions: [
                { type: 'chooseInterfaceLanguage', params: ({ event }) => ({ language: event.language }) },
                spawnChild('saveProfileLanguage', {
                  input: ({ event }) => {
                    assertEvent(event, 'language.choose');
                    return { language: event.language };
                  },
                }),
              ],
            },
            // The server ended this session (e.g. the learner ended it from the Security tab).
            'session.ended': {
              target: '#authSession.session.anonymous',
              actions: [
                'forget the learner',
                { type: 'show notice', params: { tone: 'error', key: 'sessionInvalid' } },
                { type: 'navigate', params: { to: '/signin' } },
              ],
            },
          },
          invoke: {
            id: 'loadStats',
            src: 'loadStats',
            onDone: { actions: { type: 'keep the stats', params: ({ event }) => event.output } },
            onError: { actions: 'no stats' },
          },
          initial: 'idle',
          states: {
            idle: {
              on: {
                'logout.request': { target: 'loggingOut', actions: 'hide the notice' },
                // A learner event changed the stats (word saved, test or dialogue finished): load
                // them again; the old ones stay shown until the new ones arrive.
                'stats.refresh': { target: '#authSession.session.signedIn', reenter: true },
              },
            },
            loggingOut: {
              tags: ['busy'],
              invoke: {
                id: 'logout',
                src: 'logout',
                onDone: [
                  {
                    guard: answered('loggedOut'),
                    target: '#authSession.session.anonymous',
                    actions: [
                      'forget the learner',
                      { type: 'show notice', params: { tone: 'success', key: 'loggedOut' } },
                      { type: 'navigate', params: { to: '/signin' } },
                    ],
                  },
                  {
                    guard: answered('sessionInvalid'),
                    target: 'idle',
                    actions: { type: 'show notice', params: { tone: 'error', key: 'sessionInvalid' } },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'show notice', params: { tone: 'error', key: 'logoutFailed' } },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'show notice', params: { tone: 'error', key: 'logoutError' } },
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The guard of one outcome of a request's answer. */
function answered(outcome: string) {
  type Answer = { event: { output: { outcome: string } } };
  return { type: 'answer is', params: ({ event }: Answer) => ({ answer: event.output, outcome }) } as const;
}

/**
 * The one ending of a signed-in credentials answer (login, second factor, sign-up): keep the
 * learner, apply the profile's language (en when it has none) unless the account is new, show the
 * success notice, go on.
 */
function welcome({ notice, to, profileLanguage }: Welcome) {
  type Answer = { event: { output: CredentialsAnswer } };
  return [
    { type: 'sign in', params: ({ event }: Answer) => ({ user: signedIn(event.output).user }) },
    ...(profileLanguage
      ? [
          {
            type: 'applyInterfaceLanguage',
            params: ({ event }: Answer) => ({ language: signedIn(event.output).language ?? 'en' }),
          } as const,
        ]
      : []),
    { type: 'show notice', params: { tone: 'success', key: notice } },
    { type: 'navigate', params: { to } },
  ] as const;
}

/** The one ending of a refused credentials answer: that request's rule names the alert (notices.ts). */
function refuse(rule: RefusalRule) {
  return {
    type: 'show notice',
    params: ({ event }: { event: { output: CredentialsAnswer } }) => rule(event.output as Refusal),
  } as const;
}

/** The signed-in branch of an answer (only reached after the 'answer is' signedIn guard). */
function signedIn(answer: CredentialsAnswer): SignedIn {
  if (answer.outcome !== 'signedIn') throw new Error(`not a signed-in answer: ${answer.outcome}`);
  return { user: answer.user, language: 'language' in answer ? answer.language : undefined };
}
