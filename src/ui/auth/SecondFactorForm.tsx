import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export interface SecondFactorFormProps {
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** Sign-in with two-factor on: the code of the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ busy, onSubmit, onCancel }: SecondFactorFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({ initialValues: { code: '' } });
  const submit = form.onSubmit(({ code }) => onSubmit(code));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('signin.codeLead')}</Text>
        <TextInput
          label={t('security.codeLabel')}
          name="code"
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
          data-autofocus
          autoFocus
        />
        <Button type="submit" size="md" loading={busy} fullWidth>
          {t('signin.codeSubmit')}
        </Button>
        <Group justify="center">
          <Button variant="subtle" onClick={onCancel} disabled={busy}>
            {t('signin.codeCancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
