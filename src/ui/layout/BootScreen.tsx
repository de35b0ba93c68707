import { Center, Loader, Stack } from '@mantine/core';
import { LogoMark } from '../Logo.tsx';

/** Shown while the session check at app start runs (SPEC §2: routes render only after it). */
export function BootScreen() {
  return (
    <Center h="100dvh" role="status" aria-label="Loading">
      <Stack align="center" gap="md">
        <LogoMark size={56} />
        <Loader size="sm" />
      </Stack>
    </Center>
  );
}
