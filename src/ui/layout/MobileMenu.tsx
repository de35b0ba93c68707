import { Divider, Drawer, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo.tsx';
import { AccountButtons } from './AccountButtons.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { LanguageButtons } from './LanguageButtons.tsx';
import { TitleSearch } from './TitleSearch.tsx';

/** The header's actions below the `md` breakpoint. Its own chunk: loaded when the burger is first used. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      hiddenFrom="md"
      title={<Logo size={28} />}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <Stack gap="lg">
        <TitleSearch onDone={onClose} />
        <LanguageButtons grow />
        <Divider />
        <Stack gap="sm">
          <AccountButtons vertical onDone={onClose} />
        </Stack>
        <Group justify="space-between">
          <span>{t('header.scheme')}</span>
          <ColorSchemeToggle />
        </Group>
      </Stack>
    </Drawer>
  );
}
