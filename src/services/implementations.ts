import { fromPromise } from 'xstate';
import { authSessionMachine } from '../machines/auth-session/machine.ts';
import { credentialsMachine } from '../machines/auth-session/credentials.ts';
import { learnerSessionMachine } from '../machines/auth-session/session.ts';
import { recoveryMachine, type RecoveryResult } from '../machines/auth-session/recovery.ts';
import { learnerStatsMachine, type LearnerStats } from '../machines/catalogue/stats.ts';
import { api as defaultApi, type ApiClient } from './api.ts';
import { authService as defaultAuth, type AuthService } from './auth.ts';
import { applyInterfaceLanguage, chooseInterfaceLanguage } from './language.ts';
import type { onboardingService } from './onboarding.ts';
import { storedSelection } from './catalogue.ts';
import { storage } from './storage.ts';

/**
 * The one place where machines get their real effects (`.provide()`), as in STYLE.md: each effect
 * is a fromPromise over a service call that passes the actor's AbortSignal on.
 *
 * `createMachineImplementations(deps)` is called once, by App.tsx, and handed to the components
 * through src/machines/implementations.tsx; intent hooks (src/machines/<flow>/use<Flow>.ts) take
 * their logic from it. The shell's logic is here; a feature that only some pages need is a lazy
 * entry (`lazy(() => import('./implementations-<flow>.ts')…)`) so the entry chunk does not carry
 * it: its page preloads it in the route's loader (src/router.tsx), and the hook reads it with
 * React's `use()` without suspending. A flow adds itself with one import and one line.
 */

type OnboardingService = typeof onboardingService;

export interface MachineDeps {
  /** The router's navigation (machines name where to go; the router goes there). */
  navigate: (to: string) => void;
  api?: ApiClient;
  auth?: AuthService;
  onboarding?: OnboardingService;
}

/** A promise React's `use()` reads synchronously once it has settled (its status is on it). */
export type Loaded<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/** An implementation in its own chunk: loaded on first ask, the same promise afterwards. */
export function lazy<T>(load: () => Promise<T>): () => Loaded<T> {
  let promise: Loaded<T> | null = null;
  return () => {
    if (promise) return promise;
    const loading: Loaded<T> = load();
    loading.status = 'pending';
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => {
        loading.status = 'rejected';
        promise = null; // a failed chunk load is tried again next time
      },
    );
    promise = loading;
    return loading;
  };
}

export function createMachineImplementations(deps: MachineDeps) {
  const { navigate, api = defaultApi, auth = defaultAuth } = deps;
  const recovery = (
    submit: (values: Record<string, string>, signal: AbortSignal) => Promise<RecoveryResult>,
  ) =>
    recoveryMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => submit(input, signal)) },
    });
  return {
    authSession: authSessionMachine.provide({
      actors: {
        checkSession: fromPromise(({ signal }) => auth.checkSession(signal)),
        credentials: credentialsMachine.provide({
          actors: {
            login: fromPromise(({ input, signal }) => auth.login(input, signal)),
            secondFactor: fromPromise(({ input, signal }) => auth.secondFactor(input, signal)),
            signup: fromPromise(({ input, signal }) => auth.signup(input, signal)),
          },
        }),
        learnerSession: learnerSessionMachine.provide({
          actors: {
            logout: fromPromise(({ signal }) => auth.logout(signal)),
            loadStats: fromPromise(({ signal }) => auth.stats(signal)),
            saveProfileLanguage: fromPromise(({ input, signal }) =>
              auth.saveProfileLanguage(input.language, signal),
            ),
          },
        }),
      },
      actions: {
        navigate: (_, { to }) => navigate(to),
        applyInterfaceLanguage: (_, { language }) => applyInterfaceLanguage(language),
        chooseInterfaceLanguage: (_, { language }) => chooseInterfaceLanguage(language),
        markFromOnboarding: () => storage.setFromOnboarding(true),
      },
    }),
    /** The account-recovery requests (forgot password, new password from a key, email verification). */
    passwordResetRequest: recovery((values, signal) => auth.requestPasswordReset(values.email ?? '', signal)),
    passwordReset: recovery((values, signal) =>
      auth.resetPassword({ key: values.key ?? '', password: values.password ?? '' }, signal),
    ),
    emailVerification: recovery((values, signal) => auth.verifyEmail(values.key ?? '', signal)),
    learnerStats: learnerStatsMachine.provide({
      actors: {
        loadStats: fromPromise(async ({ signal }) => {
          const res = await api.get<LearnerStats>('v1/student/stats/', signal);
          if (res.status !== 200 || !res.body) throw new Error(`stats answered ${res.status}`);
          return res.body;
        }),
      },
    }),
    /** The catalogue filters the learner chose last (the catalogue machine's input). */
    storedSelection,
    // Lazy entries: only the pages that run these machines load them.
    onboarding: lazy(() =>
      import('./implementations-onboarding.ts').then((m) => m.createOnboardingLogic(deps)),
    ),
    security: lazy(() => import('./implementations-account.ts').then((m) => m.createSecurityLogic())),
    catalogue: lazy(() => import('./implementations-catalogue.ts').then((m) => m.createCatalogueLogic())),
    favourite: lazy(() => import('./implementations-favourite.ts').then((m) => m.createFavouriteLogic())),
    /** The lesson page: its actor with the test run and the dialogue (one chunk with the lesson's flows). */
    lesson: lazy(() =>
      import('./implementations-lesson.ts').then((m) => m.createLessonImplementations(deps)),
    ),
  };
}

export type MachineImplementations = ReturnType<typeof createMachineImplementations>;
