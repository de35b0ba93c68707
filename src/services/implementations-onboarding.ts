import { fromPromise } from 'xstate';
import type { Language } from '../i18n/index.ts';
import { onboardingMachine } from '../machines/onboarding/machine.ts';
import { authService as defaultAuth } from './auth.ts';
import type { MachineDeps } from './implementations.ts';
import { chooseInterfaceLanguage } from './language.ts';
import { onboardingService as defaultOnboarding } from './onboarding.ts';
import { storage } from './storage.ts';

/**
 * The real effects of the onboarding machine (the shell's are in implementations.ts; these are
 * split off so the entry chunk does not carry the onboarding pages' machine; reached through
 * createMachineImplementations(deps).onboarding).
 */

export function createOnboardingLogic({
  navigate,
  auth = defaultAuth,
  onboarding = defaultOnboarding,
}: MachineDeps) {
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
