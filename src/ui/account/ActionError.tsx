import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authErrorKey, authErrorText } from '../../i18n/errors.ts';
import type { SecurityActionContext } from '../../machines/security-action/types.ts';

/**
 * A refusal in the interface language: the server's error by its code (src/i18n/errors.ts), else
 * one of ours. The server's English message is shown as it is only in the English interface.
 */
export function ActionError({ error }: { error: NonNullable<SecurityActionContext['error']> }) {
  const { t, i18n } = useTranslation('auth');
  const apiError = { code: error.code, message: error.text };
  const text =
    error.code && authErrorKey(apiError).key !== 'errors.unknown'
      ? authErrorText(t, apiError)
      : error.key
        ? t(`security.errors.${error.key}`)
        : error.text && i18n.language.startsWith('en')
          ? error.text
          : t('security.errors.failed');
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  );
}
