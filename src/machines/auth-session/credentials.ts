import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { alert, answered, refuse, welcome, welcomeOf, type Welcome } from './answers.ts';
import { codeRefusal, loginRefusal, signupRefusal } from './notices.ts';
import type {
  CredentialsEvent,
  LoginInput,
  LoginResult,
  Notice,
  SecondFactorResult,
  SignupInput,
  SignupResult,
} from './types.ts';

export type { Welcome } from './answers.ts';

/**
 * Submitting credentials (SPEC §4 Login, Sign-up): the child the auth session invokes while no
 * learner is signed in. Login, the second factor and sign-up follow one pattern: the request runs
 * (tag `busy`); a signed-in answer ends the child (`welcomed`) with who signed in and where to go;
 * a refusal posts that request's alert (notices.ts) to the session and waits again.
 * Effects are slots filled by src/services/implementations.ts.
 */

const notProvided = () => Promise.reject(new Error('effect not provided'));

export const credentialsMachine = setup({
  types: {
    context: {} as { welcome: Welcome | null },
    events: {} as CredentialsEvent,
    output: {} as Welcome,
  },
  actors: {
    login: fromPromise<LoginResult, LoginInput>(notProvided),
    secondFactor: fromPromise<SecondFactorResult, { otp: string }>(notProvided),
    signup: fromPromise<SignupResult, SignupInput>(notProvided),
  },
  actions: {
    'post the notice': sendParent((_, notice: Notice) => ({ type: 'notice.post' as const, notice })),
    'hide the notice': sendParent({ type: 'notice.hide' as const }),
    'keep the welcome': assign((_, welcome: Welcome) => ({ welcome })),
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
    /** The request's answer has this outcome. */
    'answer is': (_, { answer, outcome }: { answer: { outcome: string }; outcome: string }) =>
      answer.outcome === outcome,
  },
}).createMachine({
  id: 'credentials',
  context: { welcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': [
          { guard: 'login fields are empty', actions: alert('fillAllFields') },
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
          { guard: answered('secondFactor'), target: 'secondFactor' },
          {
            guard: answered('signedIn'),
            target: 'welcomed',
            actions: welcome({ notice: 'signedIn', to: '/', profileLanguage: true }),
          },
          { target: 'idle', actions: refuse(loginRefusal) },
        ],
        onError: { target: 'idle', actions: alert('loginError') },
      },
    },
    // Two-factor is on: the password was right, the login waits for a code (allauth's
    // mfa_authenticate stage, kept by the server for 15 minutes).
    secondFactor: {
      on: {
        'mfa.submit': [
          { guard: 'code is empty', actions: alert('fillAllFields') },
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
            target: 'welcomed',
            actions: welcome({ notice: 'signedIn', to: '/', profileLanguage: true }),
          },
          { guard: answered('expired'), target: 'idle', actions: alert('codeExpired') },
          { target: 'secondFactor', actions: refuse(codeRefusal) },
        ],
        onError: { target: 'secondFactor', actions: alert('loginError') },
      },
    },
    signingUp: {
      tags: ['busy'],
      invoke: {
        id: 'signup',
        src: 'signup',
        input: ({ event }) => {
          assertEvent(event, 'signup.submit');
          return { email: event.email.trim(), username: event.username.trim(), password: event.password };
        },
        onDone: [
          // A new account has no profile language yet: the interface stays as it is.
          {
            guard: answered('signedIn'),
            target: 'welcomed',
            actions: welcome({ notice: 'registered', to: '/language', profileLanguage: false }),
          },
          {
            guard: answered('verificationPending'),
            target: 'welcomed',
            actions: {
              type: 'keep the welcome',
              params: { user: null, language: null, notice: 'registered', to: '/language' },
            },
          },
          { target: 'idle', actions: refuse(signupRefusal) },
        ],
        onError: { target: 'idle', actions: alert('signupFailed') },
      },
    },
    welcomed: { type: 'final' },
  },
  output: ({ context }) => welcomeOf(context.welcome),
});
