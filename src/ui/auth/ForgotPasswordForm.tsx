import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRecovery } from '../../machines/auth-session/useRecovery.ts';
import { EmailField, RequestFailedAlert, RequestOutcome } from './AuthFields.tsx';

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
  const form = useForm({ initialValues: { email: '' } });
  const request = useRecovery('passwordResetRequest');
  const email = form.values.email.trim();
  if (request.isDone) return <RequestOutcome notice={t('forgot.sent')}>{afterSent}</RequestOutcome>;
  const submit = form.onSubmit(() => {
    if (email) request.submit({ email });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {lead && (
          <Text size="sm" c="dimmed">
            {t('forgot.lead')}
          </Text>
        )}
        <EmailField {...form.getInputProps('email')} data-autofocus />
        {request.failed && <RequestFailedAlert errors={request.errors} />}
        <Button type="submit" loading={request.isBusy} disabled={!email}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
