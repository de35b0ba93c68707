import { useTranslation } from 'react-i18next';
import { LevelChoice } from '../ui/onboarding/LevelChoice.tsx';
import { OnboardingFrame, QuestionnaireState } from '../ui/onboarding/OnboardingFrame.tsx';
import { useOnboarding } from '../machines/onboarding/useOnboarding.ts';

export function Page() {
  const { t } = useTranslation('onboarding');
  const flow = useOnboarding('level');
  return (
    <OnboardingFrame step={2} title={t('level.title')} lead={t('level.lead')}>
      <QuestionnaireState loading={flow.isLoading} failed={flow.hasFailed} onRetry={flow.retry} />
      <LevelChoice options={flow.levels} onChoose={flow.chooseLevel} />
    </OnboardingFrame>
  );
}
