import { useTranslation } from 'react-i18next';
import { AlreadySignedIn } from '../ui/auth/AuthFields.tsx';
import { AuthFrame } from '../ui/auth/AuthFrame.tsx';
import { SignUpForm } from '../ui/auth/SignUpForm.tsx';
import { useAuth } from '../ui/session/auth.tsx';

export function Page() {
  const { t } = useTranslation('auth');
  const { isAuthenticated, isBusy, signup, user } = useAuth();
  return (
    <AuthFrame title={t('signup.title')} subtitle={t('signup.subtitle')}>
      {isAuthenticated ? <AlreadySignedIn user={user} /> : <SignUpForm busy={isBusy} onSubmit={signup} />}
    </AuthFrame>
  );
}
