import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { SignupInput } from '../../machines/auth-session/types.ts';
import { AuthSwitchLink, EmailField, PasswordField } from './AuthFields.tsx';

/** SPEC §2 /signup: email, username, password with show/hide, link to sign-in. */
export function SignUpForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: SignupInput) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm({ initialValues: { email: '', username: '', password: '' } });
  // On success the machine navigates to /language, which unmounts (clears) the form.
  const submit = form.onSubmit((values) => onSubmit(values));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField name="email" {...form.getInputProps('email')} />
        <TextInput
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          {...form.getInputProps('username')}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          description={t('signup.passwordHint')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" loading={busy} fullWidth>
          {t('signup.submit')}
        </Button>
        <AuthSwitchLink question={t('signup.haveAccount')} to="/signin">
          {t('signup.toSignin')}
        </AuthSwitchLink>
      </Stack>
    </form>
  );
}
