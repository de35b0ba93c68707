import { lazy, Suspense, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AlreadySignedIn } from '../ui/auth/AuthFields.tsx';
import { AuthFrame } from '../ui/auth/AuthFrame.tsx';
import { SecondFactorForm } from '../ui/auth/SecondFactorForm.tsx';
import { SignInForm } from '../ui/auth/SignInForm.tsx';
import { useAuth } from '../ui/session/auth.tsx';

// The modal (and Mantine's overlay code) loads only when "Forgot password?" is used.
const ForgotPasswordModal = lazy(() =>
  import('../ui/auth/ForgotPasswordModal.tsx').then((m) => ({ default: m.ForgotPasswordModal })),
);

export function Page() {
  const { t } = useTranslation('auth');
  const { isAuthenticated, isBusy, login, user, needsSecondFactor, submitSecondFactor, cancelSecondFactor } =
    useAuth();
  const [forgotOpened, forgot] = useDisclosure(false);
  const [forgotWanted, setForgotWanted] = useState(false);
  return (
    <AuthFrame title={t('signin.title')} subtitle={t('signin.subtitle')}>
      {isAuthenticated ? (
        <AlreadySignedIn user={user} />
      ) : needsSecondFactor ? (
        <SecondFactorForm busy={isBusy} onSubmit={submitSecondFactor} onCancel={cancelSecondFactor} />
      ) : (
        <SignInForm
          busy={isBusy}
          onSubmit={login}
          onForgotPassword={() => {
            setForgotWanted(true);
            forgot.open();
          }}
        />
      )}
      {forgotWanted && (
        <Suspense fallback={null}>
          <ForgotPasswordModal opened={forgotOpened} onClose={forgot.close} />
        </Suspense>
      )}
    </AuthFrame>
  );
}
