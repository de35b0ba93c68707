import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authService } from '../../services/auth.ts';
import { useRecovery } from '../session/recovery.ts';
import { AuthErrors } from './AuthErrors.tsx';

/**
 * "Forgot password?": asks the server to email a reset link (same answer whether the address
 * exists). Used in the sign-in modal and on /reset-password opened without a key.
 */
export function ForgotPasswordForm({
  lead,
  afterSent,
}: {
  /** Shown above the field (the page shows the lead as its subtitle instead). */
  lead?: boolean;
  /** What follows the "sent" notice: a close button in the modal, a link to sign in on the page. */
  afterSent: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const request = useRecovery((values, signal) =>
    authService.requestPasswordReset(values.email ?? '', signal),
  );
  if (request.isDone)
    return (
      <Stack>
        <Alert color="teal" role="status">
          {t('forgot.sent')}
        </Alert>
        {afterSent}
      </Stack>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) request.submit({ email: email.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {lead && (
          <Text size="sm" c="dimmed">
            {t('forgot.lead')}
          </Text>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus
        />
        {request.failed && (
          <Alert color="red" role="alert">
            <AuthErrors errors={request.errors} fallback={t('notice.somethingWentWrong')} />
          </Alert>
        )}
        <Button type="submit" loading={request.isBusy} disabled={!email.trim()}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
