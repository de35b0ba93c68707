import { fromPromise } from 'xstate';
import { authSessionMachine } from '../machines/auth-session/machine.ts';
import { onboardingMachine } from '../machines/onboarding/machine.ts';
import type { Language } from '../i18n/index.ts';
import { authService as defaultAuth, type AuthService } from './auth.ts';
import { onboardingService as defaultOnboarding } from './onboarding.ts';
import { applyInterfaceLanguage, chooseInterfaceLanguage } from './language.ts';
import { storage } from './storage.ts';
import { catalogueMachine } from '../machines/catalogue/machine.ts';
import { favouriteMachine } from '../machines/favourite/machine.ts';
import { catalogueService, rememberSelection } from './catalogue.ts';
import { learnerStatsMachine, type LearnerStats } from '../machines/catalogue/stats.ts';
import { api as defaultApi } from './api.ts';

/**
 * The one place where machines get their real effects (`.provide()`), as in STYLE.md: each
 * effect is a fromPromise over a service call that passes the actor's AbortSignal on.
 */

export interface ShellDeps {
  navigate: (to: string) => void;
  auth?: AuthService;
  onboarding?: typeof defaultOnboarding;
}

export function createAuthSessionLogic({ navigate, auth = defaultAuth }: ShellDeps) {
  return authSessionMachine.provide({
    actors: {
      checkSession: fromPromise(({ signal }) => auth.checkSession(signal)),
      login: fromPromise(({ input, signal }) => auth.login(input, signal)),
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

export function createOnboardingLogic({
  navigate,
  auth = defaultAuth,
  onboarding = defaultOnboarding,
}: ShellDeps) {
  return onboardingMachine.provide({
    actors: {
      saveProfileLanguage: fromPromise(
        ({ input, signal }: { input: { language: Language }; signal: AbortSignal }) =>
          auth.saveProfileLanguage(input.language, signal),
      ),
      loadLevelQuestionnaire: fromPromise(({ signal }) => onboarding.levelQuestionnaire(signal)),
      loadPurposeQuestionnaire: fromPromise(({ signal }) => onboarding.purposeQuestionnaire(signal)),
    },
    actions: {
      rememberLanguage: (_, { language }) => chooseInterfaceLanguage(language),
      rememberLevel: (_, { level }) => storage.setSelectedLevel(level),
      rememberPurpose: (_, purpose) => storage.setSelectedPurpose(purpose),
      markFromOnboarding: () => storage.setFromOnboarding(true),
      navigate: (_, { to }) => navigate(to),
    },
  });
}

/** Catalogue and favourite effects (src/services/catalogue.ts) for the catalogue feature. */
export function createCatalogueLogic(service = catalogueService) {
  return catalogueMachine.provide({
    actors: {
      loadCategories: fromPromise(({ signal }) => service.loadCategories(signal)),
      loadLessons: fromPromise(({ input, signal }) => service.loadLessons(input, signal)),
    },
    actions: {
      rememberSelection: (_, selection) => rememberSelection(selection),
      logLoadFailure: (_, { what, error }) => console.warn(`Failed to load ${what}`, error),
    },
  });
}

export function createFavouriteLogic(service = catalogueService) {
  return favouriteMachine.provide({
    actors: {
      addFavourite: fromPromise(({ input, signal }) => service.addFavourite(input.lessonId, signal)),
      removeFavourite: fromPromise(({ input, signal }) => service.removeFavourite(input.favoriteId, signal)),
      findFavourite: fromPromise(({ input, signal }) => service.findFavourite(input.lessonId, signal)),
    },
  });
}

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
