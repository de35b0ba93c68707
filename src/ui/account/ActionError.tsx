import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SecurityActionContext } from '../../machines/security-action/types.ts';

/** A refusal: the server's own message, else one of ours. */
export function ActionError({ error }: { error: NonNullable<SecurityActionContext['error']> }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="red" variant="light" role="alert">
      {error.text ?? t(`security.errors.${error.key ?? 'failed'}`)}
    </Alert>
  );
}
