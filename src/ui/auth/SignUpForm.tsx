import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SignupInput } from '../../machines/auth-session/types.ts';

/** SPEC §2 /signup: email, username, password with show/hide, link to sign-in. */
export function SignUpForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: SignupInput) => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // On success the machine navigates to /language, which unmounts (clears) the form.
    onSubmit({ email, username, password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <TextInput
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          description={t('signup.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
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
