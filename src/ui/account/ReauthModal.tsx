import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SecurityActionHandle } from './useSecurityAction.ts';
import { ActionError } from './ActionError.tsx';

/**
 * The server answered "reauthentication required": the password, or (two-factor on) an
 * authenticator or recovery code; the action then runs again by itself.
 */
export function ReauthModal({ handle }: { handle: SecurityActionHandle }) {
  const { t } = useTranslation('auth');
  const byCode = handle.flows.includes('mfa_reauthenticate');
  const byPassword = handle.flows.includes('reauthenticate') || !byCode;
  const [method, setMethod] = useState<'password' | 'mfa'>('password');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const chosen = byPassword && byCode ? method : byPassword ? 'password' : 'mfa';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen === 'password') handle.reauthenticate({ method: 'password', password });
    else handle.reauthenticate({ method: 'mfa', otp });
    setPassword('');
    setOtp('');
  };
  return (
    <Modal
      opened={handle.needsReauth}
      onClose={handle.cancelReauth}
      title={t('security.reauth.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('security.reauth.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('security.reauth.lead')}</Text>
          {byPassword && byCode && (
            <SegmentedControl
              value={method}
              onChange={(v) => setMethod(v as 'password' | 'mfa')}
              data={[
                { value: 'password', label: t('security.reauth.byPassword') },
                { value: 'mfa', label: t('security.reauth.byCode') },
              ]}
            />
          )}
          {chosen === 'password' ? (
            <PasswordInput
              label={t('fields.password')}
              name="reauth-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              data-autofocus
            />
          ) : (
            <TextInput
              label={t('security.codeLabel')}
              name="reauth-code"
              autoComplete="one-time-code"
              value={otp}
              onChange={(e) => setOtp(e.currentTarget.value)}
              data-autofocus
            />
          )}
          {handle.error && <ActionError error={handle.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={handle.cancelReauth}>
              {t('security.reauth.cancel')}
            </Button>
            <Button type="submit" loading={handle.busy}>
              {t('security.reauth.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
