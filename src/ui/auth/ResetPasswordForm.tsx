import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecovery } from '../../machines/auth-session/useRecovery.ts';
import { PasswordField, RequestFailedAlert, RequestOutcome } from './AuthFields.tsx';

/** /reset-password?key=…: sets a new password with the key from the email (allauth POST auth/password/reset). */
export function ResetPasswordForm({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation('auth');
  const form = useForm({ initialValues: { password: '' } });
  const { password } = form.values;
  const request = useRecovery('passwordReset');
  if (request.isDone) {
    return (
      <RequestOutcome notice={t('reset.done')}>
        <Button component={Link} to="/signin">
          {t('reset.toSignin')}
        </Button>
      </RequestOutcome>
    );
  }
  const submit = form.onSubmit(() => {
    if (password) request.submit({ key: resetKey, password });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          description={t('signup.passwordHint')}
          {...form.getInputProps('password')}
        />
        {request.failed && <RequestFailedAlert errors={request.errors} />}
        <Button type="submit" loading={request.isBusy} disabled={!password}>
          {t('reset.submit')}
        </Button>
        <Anchor component={Link} to="/signin" size="sm" ta="center">
          {t('reset.toSignin')}
        </Anchor>
      </Stack>
    </form>
  );
}
