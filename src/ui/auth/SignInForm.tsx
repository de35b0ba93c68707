import { ActionIcon, Badge, Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandApple, IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthSwitchLink, EmailField, PasswordField } from './AuthFields.tsx';

export interface SignInFormProps {
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
  onForgotPassword: () => void;
}

/** SPEC §2 /signin: email, password, sign-up link, three social icons (not available yet), forgot password. */
export function SignInForm({ busy, onSubmit, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({ initialValues: { email: '', password: '' } });
  const submit = form.onSubmit(({ email, password }) => onSubmit(email, password));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField name="email" {...form.getInputProps('email')} />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('signin.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={busy} fullWidth>
          {t('signin.submit')}
        </Button>
        <Divider
          labelPosition="center"
          label={
            <Group gap={6} wrap="nowrap">
              {t('signin.orContinueWith')}
              <Badge size="xs" variant="default" radius="sm">
                {t('signin.socialSoon')}
              </Badge>
            </Group>
          }
        />
        <Group grow gap="sm">
          {[
            { name: 'Google', Icon: IconBrandGoogle },
            { name: 'Facebook', Icon: IconBrandFacebook },
            { name: 'Apple', Icon: IconBrandApple },
          ].map(({ name, Icon }) => (
            <ActionIcon
              key={name}
              variant="default"
              size={44}
              radius="md"
              aria-disabled="true"
              aria-label={t('signin.socialLabel', { provider: name })}
              title={t('signin.socialSoon')}
              onClick={(e) => e.preventDefault()}
              style={{ opacity: 0.6, cursor: 'not-allowed' }}
            >
              <Icon size={20} aria-hidden="true" />
            </ActionIcon>
          ))}
        </Group>
        <AuthSwitchLink question={t('signin.noAccount')} to="/signup">
          {t('signin.toSignup')}
        </AuthSwitchLink>
      </Stack>
    </form>
  );
}
