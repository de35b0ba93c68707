import { Alert, Container } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthErrors } from '../auth/AuthErrors.tsx';
import { useNotice } from '../session/auth.tsx';
import classes from './layout.module.css';

/** The app-wide alert of the auth session (SPEC §8 texts, or the server's errors by code, translated). */
export function NoticeBar() {
  const { t } = useTranslation('auth');
  const { notice, dismiss } = useNotice();
  return (
    <div className={classes.noticeWrap} aria-live="polite">
      {notice && (
        <Container size="sm" pt="sm">
          <Alert
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="notice"
            color={notice.tone === 'error' ? 'red.9' : 'teal.9'}
            variant="filled"
            radius="md"
            icon={notice.tone === 'error' ? <IconAlertCircle /> : <IconCircleCheck />}
            withCloseButton
            closeButtonLabel={t('notice.close')}
            onClose={dismiss}
          >
            {notice.key ? (
              t(`notice.${notice.key}`)
            ) : notice.errors?.length ? (
              <AuthErrors errors={notice.errors} fallback={t('errors.unknown')} />
            ) : (
              notice.text
            )}
          </Alert>
        </Container>
      )}
    </div>
  );
}
