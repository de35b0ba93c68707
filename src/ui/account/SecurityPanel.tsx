import { useEffect, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  useSecurityAction,
  useSecurityList,
  useTotpSetup,
  type SecurityActionHandle,
} from '../../machines/security-action/useSecurityAction.ts';
import { EmailField, PasswordField } from '../auth/AuthFields.tsx';
import { ActionError } from './ActionError.tsx';
import { ReauthModal } from './ReauthModal.tsx';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz={20} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The outcome line of a section: the refusal, or the success text of the action that ran. */
function Outcome({ handle, done }: { handle: SecurityActionHandle; done: string | null }) {
  if (handle.needsReauth) return null;
  if (handle.error) return <ActionError error={handle.error} />;
  if (handle.succeeded && done)
    return (
      <Alert color="teal" variant="light" role="status">
        {done}
      </Alert>
    );
  return null;
}

/** The account's Security tab: email addresses, password, two-factor, sessions. */
export function SecurityPanel() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xl" data-testid="security-panel">
      <Title order={1} fz={{ base: 26, md: 30 }}>
        {t('security.title')}
      </Title>
      <EmailSection />
      <PasswordSection />
      <TwoFactorSection />
      <SessionsSection />
    </Stack>
  );
}

function EmailSection() {
  const { t } = useTranslation('auth');
  const handle = useSecurityAction();
  const emails = useSecurityList('emails', handle);
  const form = useForm({ initialValues: { email: '' } });
  const add = form.onSubmit(({ email }) => handle.run({ kind: 'email.add', email: email.trim() }));
  const { succeeded, kind } = handle;
  const { reset } = form;
  useEffect(() => {
    if (succeeded && kind === 'email.add') reset();
  }, [succeeded, kind, reset]);
  const done = handle.kind ? t(`security.email.done.${handle.kind.split('.')[1]}`) : null;
  return (
    <Section title={t('security.email.title')} id="security-email">
      {emails === 'failed' ? (
        <Text c="red">{t('security.loadFailed')}</Text>
      ) : emails === null ? (
        <Text c="dimmed">{t('security.loading')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {emails.map((a) => (
            <Paper component="li" key={a.email} withBorder p="sm" radius="md" data-testid="email-row">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600} style={{ wordBreak: 'break-all' }}>
                    {a.email}
                  </Text>
                  {a.primary && <Badge color="brand">{t('security.email.primary')}</Badge>}
                  <Badge color={a.verified ? 'teal' : 'orange'} variant="light" c="dark.8">
                    {a.verified ? t('security.email.verified') : t('security.email.unverified')}
                  </Badge>
                </Group>
                <Group gap="xs">
                  {!a.verified && (
                    <Button
                      size="xs"
                      variant="default"
                      disabled={handle.busy}
                      onClick={() => handle.run({ kind: 'email.resend', email: a.email })}
                      aria-label={t('security.email.resendFor', { email: a.email })}
                    >
                      {t('security.email.resend')}
                    </Button>
                  )}
                  {a.verified && !a.primary && (
                    <Button
                      size="xs"
                      variant="default"
                      disabled={handle.busy}
                      onClick={() => handle.run({ kind: 'email.primary', email: a.email })}
                      aria-label={t('security.email.makePrimaryFor', { email: a.email })}
                    >
                      {t('security.email.makePrimary')}
                    </Button>
                  )}
                  {!a.primary && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={handle.busy}
                      onClick={() => handle.run({ kind: 'email.remove', email: a.email })}
                      aria-label={t('security.email.removeFor', { email: a.email })}
                    >
                      {t('security.email.remove')}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={add} noValidate>
        <Group align="flex-end" gap="sm">
          <EmailField
            style={{ flex: '1 1 220px' }}
            label={t('security.email.addLabel')}
            name="new-email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={handle.busy && handle.kind === 'email.add'}>
            {t('security.email.add')}
          </Button>
        </Group>
      </form>
      <Outcome handle={handle} done={done} />
      <ReauthModal handle={handle} />
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation('auth');
  const handle = useSecurityAction();
  const form = useForm({ initialValues: { current: '', next: '' } });
  const submit = form.onSubmit(({ current, next }) =>
    handle.run({ kind: 'password.change', currentPassword: current, newPassword: next }),
  );
  const { succeeded } = handle;
  const { reset } = form;
  useEffect(() => {
    if (succeeded) reset();
  }, [succeeded, reset]);
  return (
    <Section title={t('security.password.title')} id="security-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordField
            label={t('security.password.current')}
            name="current-password"
            autoComplete="current-password"
            {...form.getInputProps('current')}
          />
          <PasswordField
            label={t('security.password.new')}
            description={t('signup.passwordHint')}
            name="new-password"
            autoComplete="new-password"
            {...form.getInputProps('next')}
          />
          <Group>
            <Button type="submit" loading={handle.busy}>
              {t('security.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Outcome handle={handle} done={t('security.password.done')} />
      <ReauthModal handle={handle} />
    </Section>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('auth');
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="xs">
        <Title order={3} fz={16}>
          {t('security.twoFactor.codesTitle')}
        </Title>
        <Text size="sm">{t('security.twoFactor.codesLead')}</Text>
        <SimpleGrid
          cols={{ base: 2, sm: 5 }}
          spacing="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {codes.map((code) => (
            <li key={code}>
              <Code data-testid="recovery-code" fz="sm">
                {code}
              </Code>
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function TwoFactorSection() {
  const { t } = useTranslation('auth');
  const handle = useSecurityAction();
  const status = useSecurityList('twoFactor', handle);
  const totp = useTotpSetup();
  const setup = totp.setup;
  const form = useForm({ initialValues: { otp: '' } });
  const { run, succeeded, kind } = handle;
  const { cancel } = totp;
  const { reset } = form;
  // Turned on: show the recovery codes made with it (their first and only look).
  useEffect(() => {
    if (succeeded && kind === 'totp.activate') {
      cancel();
      reset();
      run({ kind: 'recoveryCodes.view' });
    }
    if (succeeded && kind === 'totp.deactivate') cancel();
  }, [succeeded, kind, run, cancel, reset]);
  const activate = form.onSubmit(({ otp }) => handle.run({ kind: 'totp.activate', otp }));
  const enabled = status !== null && status !== 'failed' && status.enabled;
  const done =
    kind === 'totp.deactivate'
      ? t('security.twoFactor.turnedOff')
      : kind === 'recoveryCodes.view' || kind === 'totp.activate'
        ? t('security.twoFactor.turnedOn')
        : kind === 'recoveryCodes.regenerate'
          ? t('security.twoFactor.regenerated')
          : null;
  return (
    <Section title={t('security.twoFactor.title')} id="security-2fa">
      {status === 'failed' ? (
        <Text c="red">{t('security.loadFailed')}</Text>
      ) : status === null ? (
        <Text c="dimmed">{t('security.loading')}</Text>
      ) : enabled ? (
        <Stack gap="sm">
          <Text data-testid="2fa-status">
            {t('security.twoFactor.on', { unused: status.unusedCodes, total: status.totalCodes })}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              loading={handle.busy && kind === 'recoveryCodes.regenerate'}
              onClick={() => run({ kind: 'recoveryCodes.regenerate' })}
            >
              {t('security.twoFactor.regenerate')}
            </Button>
            <Button
              color="red"
              variant="light"
              loading={handle.busy && kind === 'totp.deactivate'}
              onClick={() => run({ kind: 'totp.deactivate' })}
            >
              {t('security.twoFactor.turnOff')}
            </Button>
          </Group>
        </Stack>
      ) : setup ? (
        <form onSubmit={activate} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('security.twoFactor.scan')}</Text>
            <Image
              src={setup.qrCode}
              alt={t('security.twoFactor.qrAlt')}
              w={200}
              h={200}
              fit="contain"
              bg="white"
            />
            <Text size="sm">
              {t('security.twoFactor.orKey')} <Code data-testid="totp-secret">{setup.secret}</Code>
            </Text>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('security.twoFactor.firstCode')}
                name="totp-code"
                autoComplete="one-time-code"
                inputMode="numeric"
                {...form.getInputProps('otp')}
              />
              <Button type="submit" loading={handle.busy}>
                {t('security.twoFactor.activate')}
              </Button>
              <Button variant="default" onClick={totp.cancel}>
                {t('security.reauth.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text data-testid="2fa-status">{t('security.twoFactor.off')}</Text>
          {totp.error && (
            <Alert color="red" variant="light" role="alert">
              {totp.error.message ?? t('security.errors.failed')}
            </Alert>
          )}
          <Group>
            <Button onClick={totp.start}>{t('security.twoFactor.setUp')}</Button>
          </Group>
        </Stack>
      )}
      {handle.recoveryCodes && <RecoveryCodes codes={handle.recoveryCodes} />}
      <Outcome handle={handle} done={done} />
      <ReauthModal handle={handle} />
    </Section>
  );
}

function SessionsSection() {
  const { t, i18n } = useTranslation('auth');
  const handle = useSecurityAction();
  const sessions = useSecurityList('sessions', handle);
  const when = (seconds: number | undefined) =>
    seconds === undefined
      ? ''
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(seconds * 1000),
        );
  const others = sessions && sessions !== 'failed' ? sessions.filter((s) => !s.is_current) : [];
  return (
    <Section title={t('security.sessions.title')} id="security-sessions">
      {sessions === 'failed' ? (
        <Text c="red">{t('security.loadFailed')}</Text>
      ) : sessions === null ? (
        <Text c="dimmed">{t('security.loading')}</Text>
      ) : (
        <List listStyleType="none" spacing="xs" p={0}>
          {sessions.map((s) => (
            <List.Item key={s.id} data-testid="session-row">
              <Paper withBorder p="sm" radius="md">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Group gap="xs">
                      <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                        {s.user_agent || t('security.sessions.unknownAgent')}
                      </Text>
                      {s.is_current && <Badge color="teal.9">{t('security.sessions.current')}</Badge>}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('security.sessions.details', {
                        ip: s.ip || '—',
                        created: when(s.created_at),
                        seen: when(s.last_seen_at),
                      })}
                    </Text>
                  </Stack>
                  {!s.is_current && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={handle.busy}
                      onClick={() => handle.run({ kind: 'sessions.end', ids: [s.id] })}
                      aria-label={t('security.sessions.endOne', { agent: s.user_agent || s.ip })}
                    >
                      {t('security.sessions.end')}
                    </Button>
                  )}
                </Group>
              </Paper>
            </List.Item>
          ))}
        </List>
      )}
      {others.length > 0 && (
        <Group>
          <Button
            variant="default"
            loading={handle.busy}
            onClick={() => handle.run({ kind: 'sessions.end', ids: others.map((s) => s.id) })}
          >
            {t('security.sessions.endOthers')}
          </Button>
        </Group>
      )}
      <Outcome handle={handle} done={t('security.sessions.done')} />
      <ReauthModal handle={handle} />
    </Section>
  );
}
