import { useMachine } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import type { Language, OnboardingStep } from './types.ts';
import {
  selectHasFailed,
  selectIsBusy,
  selectIsLoading,
  selectLevelOptions,
  selectPurposeOptions,
} from './selectors.ts';
import { useAuth } from '../auth-session/useAuthSession.tsx';
import { useLazyImplementation } from '../implementations.tsx';

/** Runs the onboarding machine from this page's step; returns view state and intents. */
export function useOnboarding(step: OnboardingStep) {
  const { isAuthenticated } = useAuth();
  // One actor per page visit (the route's loader has loaded the logic's chunk).
  const logic = useLazyImplementation('onboarding');
  const [snapshot, send] = useMachine(logic, { input: { step, signedIn: isAuthenticated }, inspect });
  return {
    isLoading: selectIsLoading(snapshot),
    hasFailed: selectHasFailed(snapshot),
    isBusy: selectIsBusy(snapshot),
    levels: selectLevelOptions(snapshot),
    purposes: selectPurposeOptions(snapshot),
    chooseLanguage: (language: Language) => send({ type: 'language.choose', language }),
    chooseLevel: (optionId: number) => send({ type: 'level.choose', optionId }),
    choosePurpose: (optionId: number) => send({ type: 'purpose.choose', optionId }),
    retry: () => send({ type: 'questionnaire.retry' }),
  };
}
