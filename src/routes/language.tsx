import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../ui/onboarding/LanguageChoice.tsx';
import { OnboardingFrame } from '../ui/onboarding/OnboardingFrame.tsx';
import { useOnboarding } from '../machines/onboarding/useOnboarding.ts';

export function Page() {
  const { t } = useTranslation('onboarding');
  const flow = useOnboarding('language');
  return (
    <OnboardingFrame step={1} title={t('language.title')} lead={t('language.lead')}>
      <LanguageChoice busy={flow.isBusy} onChoose={flow.chooseLanguage} />
    </OnboardingFrame>
  );
}
