import type { Language } from '../../i18n/index.ts';
import type { LevelOption, PurposeOption } from '../../services/onboarding.ts';

export type { Language, LevelOption, PurposeOption };

/** The page the flow starts on (each onboarding route hosts the machine from its own step). */
export type OnboardingStep = 'language' | 'level' | 'purpose';

export interface OnboardingInput {
  step: OnboardingStep;
  signedIn: boolean;
}

export interface OnboardingContext {
  startStep: OnboardingStep;
  signedIn: boolean;
  language: Language | null;
  levels: LevelOption[];
  purposes: PurposeOption[];
}

export type OnboardingEvent =
  | { type: 'language.choose'; language: Language }
  | { type: 'level.choose'; optionId: number }
  | { type: 'purpose.choose'; optionId: number }
  | { type: 'questionnaire.retry' };

export type OnboardingDestination = '/select-level' | '/select-purpose' | '/';
