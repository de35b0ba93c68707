import { greet, welcomed } from './answers.ts';
import { authSessionSetup } from './setup.ts';

/**
 * The auth session of the whole app (SPEC §4 App start, Login, Sign-up, Logout; §8 texts): the
 * session is checked at start (`checking`), then a guest submits credentials through the child
 * `credentials` (credentials.ts: login, second factor, sign-up) and a signed-in learner's session
 * is the child `learnerSession` (session.ts: stats, refresh, sign-out, expiry). The app-wide alert
 * is the child `notice` (notice.ts); the children post to it through this machine. This machine
 * keeps who is signed in, applies the language and names where to go (the router goes there).
 * Effects are slots filled by src/services/implementations.ts.
 * Actions and guards are in setup.ts.
 */
export const authSessionMachine = authSessionSetup.createMachine({
  id: 'authSession',
  context: { user: null },
  invoke: { id: 'notice', src: 'notice' },
  initial: 'session',
  on: {
    'notice.dismiss': { actions: 'dismiss the notice' },
    // The children and other features post app-wide alerts (e.g. 'Failed to fetch video lesson with id {id}.').
    'notice.post': { actions: { type: 'show notice', params: ({ event }) => event.notice } },
    'notice.hide': { actions: 'hide the notice' },
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
          on: {
            'login.submit': { actions: 'pass to the credentials' },
            'signup.submit': { actions: 'pass to the credentials' },
            'mfa.submit': { actions: 'pass to the credentials' },
            'mfa.cancel': { actions: 'pass to the credentials' },
          },
          invoke: {
            id: 'credentials',
            src: 'credentials',
            onDone: [
              {
                guard: { type: 'the account waits for its email check', params: welcomed((w) => w) },
                target: 'anonymous',
                reenter: true,
                actions: greet(),
              },
              {
                guard: { type: 'the profile names a language', params: welcomed((w) => w) },
                target: 'signedIn',
                actions: [
                  { type: 'sign in', params: welcomed((w) => ({ user: w.user! })) },
                  { type: 'applyInterfaceLanguage', params: welcomed((w) => ({ language: w.language! })) },
                  ...greet(),
                ],
              },
              {
                target: 'signedIn',
                actions: [{ type: 'sign in', params: welcomed((w) => ({ user: w.user! })) }, ...greet()],
              },
            ],
          },
        },
        signedIn: {
          on: {
            'language.choose': {
              actions: [
                { type: 'chooseInterfaceLanguage', params: ({ event }) => ({ language: event.language }) },
                'pass to the session',
              ],
            },
            'logout.request': { actions: 'pass to the session' },
            'stats.refresh': { actions: 'pass to the session' },
            'session.ended': { actions: 'pass to the session' },
          },
          invoke: {
            id: 'learnerSession',
            src: 'learnerSession',
            // Signed out, or the server ended the session: the learner goes to /signin.
            onDone: {
              target: 'anonymous',
              actions: [
                'forget the learner',
                { type: 'show notice', params: ({ event }) => event.output.notice },
                { type: 'navigate', params: { to: '/signin' } },
              ],
            },
          },
        },
      },
    },
  },
});
