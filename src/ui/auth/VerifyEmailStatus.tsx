import { useEffect } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecovery } from '../../machines/auth-session/useRecovery.ts';
import { AuthErrors } from './AuthErrors.tsx';
import { RequestOutcome } from './AuthFields.tsx';

/** /verify-email?key=…: confirms the address as soon as the page opens (allauth POST auth/email/verify). */
export function VerifyEmailStatus({ verifyKey }: { verifyKey: string }) {
  const { t } = useTranslation('auth');
  const request = useRecovery('emailVerification');
  const { submit } = request;
  useEffect(() => {
    if (verifyKey) submit({ key: verifyKey });
    // Once per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verifyKey]);
  if (!verifyKey || request.failed) {
    // The server's refusal is said by its code in the interface language: a bad or old link
    // ('Invalid or expired key.') reads as such, any other code (an address another account took)
    // by its own text. No answer at all (error null) is a network failure, not a bad link.
    const other = request.errors.filter((e) => e.code !== 'invalid_or_expired_key');
    const failure = !verifyKey ? (
      t('verify.missingKey')
    ) : other.length ? (
      <AuthErrors errors={other} fallback={t('verify.failed')} />
    ) : request.error !== null || request.errors.length ? (
      t('verify.failed')
    ) : (
      t('notice.somethingWentWrong')
    );
    return (
      <RequestOutcome failed notice={failure}>
        <Button component={Link} to="/" variant="default">
          {t('verify.toHome')}
        </Button>
      </RequestOutcome>
    );
  }
  if (request.isDone) {
    return (
      <RequestOutcome notice={t('verify.done')}>
        <Button component={Link} to="/">
          {t('verify.toHome')}
        </Button>
      </RequestOutcome>
    );
  }
  return (
    <Stack align="center" py="lg" role="status">
      <Loader />
      <Text c="dimmed">{t('verify.checking')}</Text>
    </Stack>
  );
}
