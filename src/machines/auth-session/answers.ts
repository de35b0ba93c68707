import type { Refusal } from './notices.ts';
import type {
  AuthDestination,
  Language,
  LoginResult,
  LogoutResult,
  Notice,
  NoticeKey,
  SecondFactorResult,
  SessionUser,
  SignupResult,
} from './types.ts';

/**
 * The pieces the auth session's machines build their answers from: a request's outcome as a
 * guard, an alert posted to the session, and the one welcome every signed-in credentials answer
 * ends with (login, second factor, sign-up), which the session acts on.
 */

/**
 * How the session goes on after credentials: the learner (null: the account waits for its email
 * check), the profile's language to apply (null: keep the interface's), the success alert, where to go.
 */
export interface Welcome {
  user: SessionUser | null;
  language: Language | null;
  notice: NoticeKey;
  to: AuthDestination;
}

type Answer = LoginResult | SecondFactorResult | SignupResult | LogoutResult;
type Settled = { event: { output: Answer } };

/** The guard of one outcome of a request's answer. */
export function answered(outcome: Answer['outcome']) {
  return { type: 'answer is', params: ({ event }: Settled) => ({ answer: event.output, outcome }) } as const;
}

/** An error alert by its text key, posted to the session. */
export function alert(key: NoticeKey) {
  return post({ tone: 'error', key });
}

export function post(notice: Notice) {
  return { type: 'post the notice', params: notice } as const;
}

/**
 * The one ending of a signed-in credentials answer: the learner, the profile's language (en when
 * it has none) unless the account is new, the success alert and where to go.
 */
export function welcome({
  notice,
  to,
  profileLanguage,
}: Pick<Welcome, 'notice' | 'to'> & { profileLanguage: boolean }) {
  return {
    type: 'keep the welcome',
    params: ({ event }: Settled): Welcome => {
      const answer = event.output;
      if (answer.outcome !== 'signedIn') throw new Error(`not a signed-in answer: ${answer.outcome}`);
      const language = 'language' in answer ? (answer.language ?? 'en') : 'en';
      return { user: answer.user, language: profileLanguage ? language : null, notice, to };
    },
  } as const;
}

/** The one ending of a refused credentials answer: that request's rule names the alert (notices.ts). */
export function refuse(rule: (answer: Refusal) => Notice) {
  return { type: 'post the notice', params: ({ event }: Settled) => rule(event.output) } as const;
}

export function welcomeOf(welcome: Welcome | null): Welcome {
  if (!welcome) throw new Error('credentials ended without a welcome');
  return welcome;
}

/** A welcome's parameters for an action of the session. */
export const welcomed =
  <T>(pick: (w: Welcome) => T) =>
  ({ event }: { event: { output: Welcome } }) =>
    pick(event.output);

/** The session's success alert of a welcome and the way on. */
export function greet() {
  return [
    { type: 'show notice', params: welcomed((w): Notice => ({ tone: 'success', key: w.notice })) },
    { type: 'navigate', params: welcomed((w) => ({ to: w.to })) },
  ] as const;
}
