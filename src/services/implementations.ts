import { fromPromise } from 'xstate';
import { authSessionMachine } from '../machines/auth-session/machine.ts';
import { onboardingMachine } from '../machines/onboarding/machine.ts';
import type { Language } from '../i18n/index.ts';
import { authService as defaultAuth, type AuthService } from './auth.ts';
import { onboardingService as defaultOnboarding } from './onboarding.ts';
import { applyInterfaceLanguage, chooseInterfaceLanguage } from './language.ts';
import { storage } from './storage.ts';

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
