import { fromPromise } from 'xstate';
import { authSessionMachine } from '../machines/auth-session/machine.ts';
import { authService as defaultAuth, type AuthService } from './auth.ts';
import { applyInterfaceLanguage } from './language.ts';
import { learnerStatsMachine, type LearnerStats } from '../machines/catalogue/stats.ts';
import { api as defaultApi } from './api.ts';
import type { onboardingService } from './onboarding.ts';

type OnboardingService = typeof onboardingService;

/**
 * The one place where machines get their real effects (`.provide()`), as in STYLE.md: each
 * effect is a fromPromise over a service call that passes the actor's AbortSignal on.
 */

export interface ShellDeps {
  navigate: (to: string) => void;
  auth?: AuthService;
  onboarding?: OnboardingService;
}

export function createAuthSessionLogic({ navigate, auth = defaultAuth }: ShellDeps) {
  return authSessionMachine.provide({
    actors: {
      checkSession: fromPromise(({ signal }) => auth.checkSession(signal)),
      login: fromPromise(({ input, signal }) => auth.login(input, signal)),
      secondFactor: fromPromise(({ input, signal }) => auth.secondFactor(input, signal)),
      signup: fromPromise(({ input, signal }) => auth.signup(input, signal)),
      logout: fromPromise(({ signal }) => auth.logout(signal)),
      loadStats: fromPromise(({ signal }) => auth.stats(signal)),
    },
    actions: {
      navigate: (_, { to }) => navigate(to),
      applyInterfaceLanguage: (_, { language }) => applyInterfaceLanguage(language),
    },
  });
}

/*
 * The effects of the onboarding, catalogue and favourite machines are in
 * implementations-{onboarding,catalogue,favourite}.ts: only the pages that run those machines load
 * them, so they stay out of the entry chunk that every page (and the session check) needs.
 */

export function createLearnerStatsLogic(api = defaultApi) {
  return learnerStatsMachine.provide({
    actors: {
      loadStats: fromPromise(async ({ signal }) => {
        const res = await api.get<LearnerStats>('v1/student/stats/', signal);
        if (res.status !== 200 || !res.body) throw new Error(`stats answered ${res.status}`);
        return res.body;
      }),
    },
  });
}

/**
 * Every flow's logic with its real effects, provided once (issue 14). The lesson page's flows
 * (`testRun`, `dialogue`) come in their own chunk: `await createMachineImplementations(deps).lesson()`.
 */
export function createMachineImplementations(deps: ShellDeps) {
  return {
    lesson: () => import('./implementations-lesson.ts').then((m) => m.createLessonImplementations(deps)),
  };
}
