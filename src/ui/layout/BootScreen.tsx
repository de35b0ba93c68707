import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../Logo.tsx';

/**
 * The splash's label as the server wrote it in the page's language (index.html, server/web.ts),
 * read before React replaces the splash: the screen-reader text until i18next has its texts.
 */
const splashLabel =
  (typeof document !== 'undefined' && document.querySelector('.boot-splash')?.getAttribute('aria-label')) ||
  'Loading';

/** Shown while the session check at app start runs (SPEC §2: routes render only after it). */
export function BootScreen() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center h="100dvh" role="status" aria-label={ready ? t('loading') : splashLabel}>
      <Stack align="center" gap="md">
        <LogoMark size={56} />
        <Loader size="sm" />
      </Stack>
    </Center>
  );
}
