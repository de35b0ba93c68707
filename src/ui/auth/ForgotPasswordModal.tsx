import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** "Forgot password?" on the sign-in page: the reset request in a modal. */
export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal opened={opened} onClose={onClose} title={t('forgot.title')} centered radius="lg">
      <ForgotPasswordForm lead afterSent={<Button onClick={onClose}>{t('forgot.close')}</Button>} />
    </Modal>
  );
}
