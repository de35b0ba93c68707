import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthErrors } from './AuthErrors.tsx';
import type { ApiError } from '../../i18n/errors.ts';

/** An email address field ("Email" unless `label` says otherwise). */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" {...props} />;
}

/** A password field whose show/hide toggle is named in the interface language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }} />
  );
}

/** The sign-in ↔ sign-up switch under the form: a question and the link to the other page. */
export function AuthSwitchLink({
  question,
  to,
  children,
}: {
  question: string;
  to: '/signin' | '/signup';
  children: string;
}) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {children}
      </Anchor>
    </Text>
  );
}

/** A submitted account request that failed: its errors, or "something went wrong". */
export function RequestFailedAlert({ errors }: { errors: ApiError[] | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="red" role="alert">
      <AuthErrors errors={errors} fallback={t('notice.somethingWentWrong')} />
    </Alert>
  );
}

/**
 * Where a request from an emailed link (or for one) ends: the notice, a status when it was done and
 * an alert when it failed, then the way on.
 */
export function RequestOutcome({
  failed = false,
  notice,
  children,
}: {
  failed?: boolean;
  notice: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Alert color={failed ? 'red' : 'teal'} role={failed ? 'alert' : 'status'}>
        {notice}
      </Alert>
      {children}
    </Stack>
  );
}

/** The page for signed-out visitors opened by someone signed in: who they are, and the way home. */
export function AlreadySignedIn({
  user,
}: {
  user: { username?: string; display?: string; email?: string } | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <Stack>
      <Text>{t('signin.already', { name: user?.username ?? user?.display ?? user?.email ?? '' })}</Text>
      <Button component={Link} to="/">
        {t('signin.toHome')}
      </Button>
    </Stack>
  );
}
