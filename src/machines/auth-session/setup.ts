import { assign, forwardTo, fromPromise, sendTo, setup } from 'xstate';
import type { Welcome } from './answers.ts';
import { credentialsMachine } from './credentials.ts';
import { noticeMachine } from './notice.ts';
import { learnerSessionMachine } from './session.ts';
import type {
  AuthDestination,
  AuthSessionContext,
  AuthSessionEvent,
  Language,
  Notice,
  SessionCheck,
  SessionUser,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** The auth session's effects, children, actions and guards (its states are in machine.ts). */
export const authSessionSetup = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    children: {} as { notice: 'notice'; credentials: 'credentials'; learnerSession: 'learnerSession' },
  },
  actors: {
    checkSession: fromPromise<SessionCheck>(notProvided),
    notice: noticeMachine,
    credentials: credentialsMachine,
    learnerSession: learnerSessionMachine,
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
    'pass to the credentials': forwardTo('credentials'),
    'pass to the session': forwardTo('learnerSession'),
    'sign in': assign((_, { user }: { user: SessionUser }) => ({ user })),
    'forget the learner': assign({ user: null }),
  },
  guards: {
    'a learner is signed in': (_, check: SessionCheck) => check.user !== null,
    'the account waits for its email check': (_, welcome: Welcome) => welcome.user === null,
    'the profile names a language': (_, welcome: Welcome) => welcome.language !== null,
  },
});
