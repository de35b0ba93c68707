import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { SecurityActionHandle } from '../../machines/security-action/useSecurityAction.ts';
import { ActionError } from './ActionError.tsx';
import { PasswordField } from '../auth/AuthFields.tsx';

/**
 * The server answered "reauthentication required": the password, or (two-factor on) an
 * authenticator or recovery code; the action then runs again by itself.
 */
export function ReauthModal({ handle }: { handle: SecurityActionHandle }) {
  const { t } = useTranslation('auth');
  const byCode = handle.flows.includes('mfa_reauthenticate');
  const byPassword = handle.flows.includes('reauthenticate') || !byCode;
  const form = useForm({
    initialValues: { method: 'password' as 'password' | 'mfa', password: '', otp: '' },
  });
  const { method } = form.values;
  const chosen = byPassword && byCode ? method : byPassword ? 'password' : 'mfa';
  const submit = form.onSubmit(({ password, otp }) => {
    if (chosen === 'password') handle.reauthenticate({ method: 'password', password });
    else handle.reauthenticate({ method: 'mfa', otp });
    form.setValues({ password: '', otp: '' });
  });
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
              {...form.getInputProps('method')}
              data={[
                { value: 'password', label: t('security.reauth.byPassword') },
                { value: 'mfa', label: t('security.reauth.byCode') },
              ]}
            />
          )}
          {chosen === 'password' ? (
            <PasswordField
              label={t('fields.password')}
              name="reauth-password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
              data-autofocus
            />
          ) : (
            <TextInput
              label={t('security.codeLabel')}
              name="reauth-code"
              autoComplete="one-time-code"
              {...form.getInputProps('otp')}
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
