import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SignupInput } from '../../machines/auth-session/types.ts';

/** SPEC §2 /signup: email, username, password with show/hide, link to sign-in. */
export function SignUpForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: SignupInput) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm({ initialValues: { email: '', username: '', password: '' } });
  // On success the machine navigates to /language, which unmounts (clears) the form.
  const submit = form.onSubmit((values) => onSubmit(values));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          description={t('signup.passwordHint')}
          {...form.getInputProps('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
        />
        <Button type="submit" size="md" loading={busy} fullWidth>
          {t('signup.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to="/signin" fw={600}>
            {t('signup.toSignin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
