import { lazy, Suspense, useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ReportProblemDialog = lazy(() => import('../staff/ReportProblemDialog.tsx'));

/** The "Report a problem" menu item (footer and mobile menu); the dialog loads on first use. */
export function ReportProblem({
  variant = 'link',
  onOpen,
}: {
  variant?: 'link' | 'button';
  onOpen?: () => void;
}) {
  const { t } = useTranslation('staff');
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = () => {
    onOpen?.();
    setWanted(true);
    setOpened(true);
  };
  return (
    <>
      {variant === 'link' ? (
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={open}>
          {t('report.menu')}
        </Anchor>
      ) : (
        <Button variant="subtle" onClick={open}>
          {t('report.menu')}
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <ReportProblemDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
