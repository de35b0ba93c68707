import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from '@tanstack/react-router';
import { inspect } from '../../eventlog/recorder.ts';
import type { Language, OnboardingStep } from '../../machines/onboarding/types.ts';
import {
  selectHasFailed,
  selectIsBusy,
  selectIsLoading,
  selectLevelOptions,
  selectPurposeOptions,
} from '../../machines/onboarding/selectors.ts';
import { createOnboardingLogic } from '../../services/implementations-onboarding.ts';
import { useAuth } from './auth.tsx';

/** Runs the onboarding machine from this page's step; returns view state and intents. */
export function useOnboarding(step: OnboardingStep) {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  // One actor per page visit; the router's navigate is stable.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const logic = useMemo(() => createOnboardingLogic({ navigate: (to) => void navigate({ to }) }), []);
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
