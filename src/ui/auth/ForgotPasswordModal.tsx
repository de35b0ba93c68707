import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authService } from '../../services/auth.ts';
import { useRecovery } from '../session/recovery.ts';

/** "Forgot password?": asks the server to email a reset link (same answer whether the address exists). */
export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const request = useRecovery((values, signal) =>
    authService.requestPasswordReset(values.email ?? '', signal),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) request.submit({ email: email.trim() });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('forgot.title')} centered radius="lg">
      {request.isDone ? (
        <Stack>
          <Alert color="teal" role="status">
            {t('forgot.sent')}
          </Alert>
          <Button onClick={onClose}>{t('forgot.close')}</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('forgot.lead')}
            </Text>
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
                {request.error ?? t('notice.somethingWentWrong')}
              </Alert>
            )}
            <Button type="submit" loading={request.isBusy} disabled={!email.trim()}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
