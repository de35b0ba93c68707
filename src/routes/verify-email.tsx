import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../ui/auth/AuthFrame.tsx';
import { VerifyEmailStatus } from '../ui/auth/VerifyEmailStatus.tsx';

const route = getRouteApi('/verify-email');

export function Page() {
  const { t } = useTranslation('auth');
  const key = route.useSearch({ select: (s) => s.key ?? '' });
  return (
    <AuthFrame title={t('verify.title')}>
      <VerifyEmailStatus verifyKey={key} />
    </AuthFrame>
  );
}
