import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../ui/auth/AuthFrame.tsx';
import { ForgotPasswordModal } from '../ui/auth/ForgotPasswordModal.tsx';
import { SignInForm } from '../ui/auth/SignInForm.tsx';
import { useAuth } from '../ui/session/auth.tsx';

export function Page() {
  const { t } = useTranslation('auth');
  const { isAuthenticated, isBusy, login, user } = useAuth();
  const [forgotOpened, forgot] = useDisclosure(false);
  return (
    <AuthFrame title={t('signin.title')} subtitle={t('signin.subtitle')}>
      {isAuthenticated ? (
        <Stack>
          <Text>{t('signin.already', { name: user?.username ?? user?.display ?? user?.email ?? '' })}</Text>
          <Button component={Link} to="/">
            {t('signin.toHome')}
          </Button>
        </Stack>
      ) : (
        <SignInForm busy={isBusy} onSubmit={login} onForgotPassword={forgot.open} />
      )}
      <ForgotPasswordModal opened={forgotOpened} onClose={forgot.close} />
    </AuthFrame>
  );
}
