import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../ui/auth/AuthFrame.tsx';
import { ResetPasswordForm } from '../ui/auth/ResetPasswordForm.tsx';

export function Page() {
  const { t } = useTranslation('auth');
  const key = useSearch({
    strict: false,
    select: (s: Record<string, unknown>) => (typeof s.key === 'string' ? s.key : ''),
  });
  return (
    <AuthFrame title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm resetKey={key} />
    </AuthFrame>
  );
}
