import { useTranslation } from 'react-i18next';
import { OnboardingFrame, QuestionnaireState } from '../ui/onboarding/OnboardingFrame.tsx';
import { PurposeChoice } from '../ui/onboarding/PurposeChoice.tsx';
import { useOnboarding } from '../machines/onboarding/useOnboarding.ts';

export function Page() {
  const { t } = useTranslation('onboarding');
  const flow = useOnboarding('purpose');
  return (
    <OnboardingFrame step={3} title={t('purpose.title')} lead={t('purpose.lead')}>
      <QuestionnaireState loading={flow.isLoading} failed={flow.hasFailed} onRetry={flow.retry} />
      <PurposeChoice options={flow.purposes} onChoose={flow.choosePurpose} />
    </OnboardingFrame>
  );
}
