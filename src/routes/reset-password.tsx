import { Anchor } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../ui/auth/AuthFrame.tsx';
import { ForgotPasswordForm } from '../ui/auth/ForgotPasswordForm.tsx';
import { ResetPasswordForm } from '../ui/auth/ResetPasswordForm.tsx';

const route = getRouteApi('/reset-password');

export function Page() {
  const { t } = useTranslation('auth');
  const key = route.useSearch({ select: (s) => s.key ?? '' });
  const toSignin = (
    <Anchor component={Link} to="/signin" size="sm" ta="center">
      {t('reset.toSignin')}
    </Anchor>
  );
  // Without a key (a bare or truncated link) the page asks for a new link instead of a dead end.
  if (!key)
    return (
      <AuthFrame title={t('forgot.title')} subtitle={t('forgot.lead')}>
        <ForgotPasswordForm afterSent={null} />
        {toSignin}
      </AuthFrame>
    );
  return (
    <AuthFrame title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm resetKey={key} />
    </AuthFrame>
  );
}
