import { assertEvent, assign, enqueueActions, fromPromise, raise, setup, spawnChild } from 'xstate';
import { NOTICE_VISIBLE_MS } from '../constants.ts';
import type {
  AuthDestination,
  AuthSessionContext,
  AuthSessionEvent,
  Language,
  LoginInput,
  LoginResult,
  LogoutResult,
  Notice,
  SecondFactorResult,
  SessionCheck,
  SignupInput,
  SignupResult,
  StudentStats,
} from './types.ts';

/**
 * The auth session of the whole app (SPEC §4 App start, Login, Sign-up, Logout; §8 texts).
 * Two regions: `session` (checking → anonymous | signedIn, with the login, sign-up and logout
 * requests) and `notice` (the app-wide alert; success notices fade after a named delay).
 * Effects are slots filled by src/services/implementations.ts.
 */

const notProvided = () => Promise.reject(new Error('effect not provided'));

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
  },
  actions: {
    navigate: (_, _params: { to: AuthDestination }) => {},
    applyInterfaceLanguage: (_, _params: { language: Language }) => {},
    /** The learner's own choice (header buttons): remembered locally and applied now. */
    chooseInterfaceLanguage: (_, _params: { language: Language }) => {},
    /** The logo leads home as the end of onboarding does: the catalogue scrolls into view. */
    markFromOnboarding: (_, _params: undefined) => {},
    'show notice': enqueueActions(({ enqueue }, notice: Notice) => {
      enqueue.assign({ notice });
      enqueue.raise({ type: 'notice.show' });
    }),
  },
  delays: {
    'notice timeout': NOTICE_VISIBLE_MS,
  },
  guards: {
    'login fields are empty': ({ event }) =>
      event.type === 'login.submit' && (!event.email.trim() || !event.password),
    'notice is a success': ({ context }) => context.notice?.tone === 'success',
    'code is empty': ({ event }) => event.type === 'mfa.submit' && !event.otp.trim(),
  },
}).createMachine({
  id: 'authSession',
  type: 'parallel',
  context: { user: null, stats: null, notice: null },
  // Other features post app-wide alerts too (e.g. 'Failed to fetch video lesson with id {id}.').
  on: {
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
                guard: ({ event }) => event.output.user !== null,
                target: 'signedIn',
                actions: [
                  assign({ user: ({ event }) => event.output.user }),
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
                  { target: 'signingIn', actions: raise({ type: 'notice.hide' }) },
                ],
                'signup.submit': { target: 'signingUp', actions: raise({ type: 'notice.hide' }) },
              },
            },
            signingIn: {
              tags: ['busy'],
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ event }) =>
                  event.type === 'login.submit'
                    ? { email: event.email.trim(), password: event.password }
                    : { email: '', password: '' },
                onDone: [
                  { guard: ({ event }) => event.output.outcome === 'secondFactor', target: 'secondFactor' },
                  {
                    guard: ({ event }) => event.output.outcome === 'signedIn',
                    target: '#authSession.session.signedIn',
                    actions: [
                      assign({
                        user: ({ event }) => (event.output.outcome === 'signedIn' ? event.output.user : null),
                      }),
                      {
                        type: 'applyInterfaceLanguage',
                        params: ({ event }) => ({
                          language: (event.output.outcome === 'signedIn' && event.output.language) || 'en',
                        }),
                      },
                      { type: 'show notice', params: { tone: 'success', key: 'signedIn' } },
                      { type: 'navigate', params: { to: '/' } },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'show notice',
                      params: ({ event }): Notice => {
                        const out = event.output;
                        if (out.outcome === 'rejected' && out.message)
                          return { tone: 'error', text: out.message, errors: out.errors };
                        if (out.outcome === 'rejected' && out.reason === 'unauthenticated')
                          return { tone: 'error', key: 'invalidCredentials' };
                        return { tone: 'error', key: 'somethingWentWrong' };
                      },
                    },
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
                  { target: 'verifyingCode', actions: raise({ type: 'notice.hide' }) },
                ],
                'mfa.cancel': { target: 'idle', actions: raise({ type: 'notice.hide' }) },
              },
            },
            verifyingCode: {
              tags: ['busy'],
              invoke: {
                id: 'secondFactor',
                src: 'secondFactor',
                input: ({ event }) => ({ otp: event.type === 'mfa.submit' ? event.otp.trim() : '' }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.outcome === 'signedIn',
                    target: '#authSession.session.signedIn',
                    actions: [
                      assign({
                        user: ({ event }) => (event.output.outcome === 'signedIn' ? event.output.user : null),
                      }),
                      {
                        type: 'applyInterfaceLanguage',
                        params: ({ event }) => ({
                          language: (event.output.outcome === 'signedIn' && event.output.language) || 'en',
                        }),
                      },
                      { type: 'show notice', params: { tone: 'success', key: 'signedIn' } },
                      { type: 'navigate', params: { to: '/' } },
                    ],
                  },
                  {
                    guard: ({ event }) => event.output.outcome === 'expired',
                    target: 'idle',
                    actions: { type: 'show notice', params: { tone: 'error', key: 'codeExpired' } },
                  },
                  {
                    target: 'secondFactor',
                    actions: {
                      type: 'show notice',
                      params: ({ event }): Notice =>
                        event.output.outcome === 'rejected' && event.output.message
                          ? { tone: 'error', text: event.output.message, errors: event.output.errors }
                          : { tone: 'error', key: 'codeRejected' },
                    },
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
                input: ({ event }) =>
                  event.type === 'signup.submit'
                    ? { email: event.email.trim(), username: event.username.trim(), password: event.password }
                    : { email: '', username: '', password: '' },
                onDone: [
                  {
                    guard: ({ event }) => event.output.outcome === 'signedIn',
                    target: '#authSession.session.signedIn',
                    actions: [
                      assign({
                        user: ({ event }) => (event.output.outcome === 'signedIn' ? event.output.user : null),
                      }),
                      { type: 'show notice', params: { tone: 'success', key: 'registered' } },
                      { type: 'navigate', params: { to: '/language' } },
                    ],
                  },
                  {
                    guard: ({ event }) => event.output.outcome === 'verificationPending',
                    target: 'idle',
                    actions: [
                      { type: 'show notice', params: { tone: 'success', key: 'registered' } },
                      { type: 'navigate', params: { to: '/language' } },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'show notice',
                      params: ({ event }): Notice => {
                        const out = event.output;
                        if (out.outcome === 'rejected' && out.message)
                          return { tone: 'error', text: out.message, errors: out.errors };
                        if (out.outcome === 'rejected' && out.reason === 'csrf')
                          return { tone: 'error', key: 'csrfFailed' };
                        return { tone: 'error', key: 'signupFailed' };
                      },
                    },
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
                assign({ user: null, stats: null }),
                { type: 'show notice', params: { tone: 'error', key: 'sessionInvalid' } },
                { type: 'navigate', params: { to: '/signin' } },
              ],
            },
          },
          invoke: {
            id: 'loadStats',
            src: 'loadStats',
            onDone: { actions: assign({ stats: ({ event }) => event.output }) },
            onError: { actions: assign({ stats: () => ({}) }) },
          },
          initial: 'idle',
          states: {
            idle: {
              on: {
                'logout.request': { target: 'loggingOut', actions: raise({ type: 'notice.hide' }) },
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
                    guard: ({ event }) => event.output.outcome === 'loggedOut',
                    target: '#authSession.session.anonymous',
                    actions: [
                      assign({ user: null, stats: null }),
                      { type: 'show notice', params: { tone: 'success', key: 'loggedOut' } },
                      { type: 'navigate', params: { to: '/signin' } },
                    ],
                  },
                  {
                    guard: ({ event }) => event.output.outcome === 'sessionInvalid',
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

    notice: {
      initial: 'hidden',
      states: {
        hidden: {
          entry: assign({ notice: null }),
          on: { 'notice.show': 'shown' },
        },
        shown: {
          after: { 'notice timeout': { guard: 'notice is a success', target: 'hidden' } },
          on: {
            'notice.show': { target: 'shown', reenter: true },
            'notice.hide': 'hidden',
            'notice.dismiss': 'hidden',
          },
        },
      },
    },
  },
});
