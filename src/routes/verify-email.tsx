import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../ui/auth/AuthFrame.tsx';
import { VerifyEmailStatus } from '../ui/auth/VerifyEmailStatus.tsx';

export function Page() {
  const { t } = useTranslation('auth');
  const key = useSearch({
    strict: false,
    select: (s: Record<string, unknown>) => (typeof s.key === 'string' ? s.key : ''),
  });
  return (
    <AuthFrame title={t('verify.title')}>
      <VerifyEmailStatus verifyKey={key} />
    </AuthFrame>
  );
}
