import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../ui/auth/AuthFrame.tsx';
import { SignUpForm } from '../ui/auth/SignUpForm.tsx';
import { useAuth } from '../ui/session/auth.tsx';

export function Page() {
  const { t } = useTranslation('auth');
  const { isAuthenticated, isBusy, signup, user } = useAuth();
  return (
    <AuthFrame title={t('signup.title')} subtitle={t('signup.subtitle')}>
      {isAuthenticated ? (
        <Stack>
          <Text>{t('signin.already', { name: user?.username ?? user?.display ?? user?.email ?? '' })}</Text>
          <Button component={Link} to="/">
            {t('signin.toHome')}
          </Button>
        </Stack>
      ) : (
        <SignUpForm busy={isBusy} onSubmit={signup} />
      )}
    </AuthFrame>
  );
}
