import '@mantine/core/styles.css';
import './ui/global.css';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { inspect } from './eventlog/recorder.ts';
import { QaLauncher } from './eventlog/QaLauncher.tsx';
import { preloadCurrentRoute, router } from './router.tsx';
import { createAuthSessionLogic } from './services/implementations.ts';
import { theme } from './ui/theme.ts';
import { BootScreen } from './ui/layout/BootScreen.tsx';
import { AuthSession, useIsBooting } from './ui/session/auth.tsx';

preloadCurrentRoute();

const authSessionLogic = createAuthSessionLogic({
  navigate: (to) => void router.navigate({ to }),
});

/** SPEC §2: no route renders until the session check at app start has ended. */
function Routes() {
  const booting = useIsBooting();
  return booting ? <BootScreen /> : <RouterProvider router={router} />;
}

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <AuthSession.Provider logic={authSessionLogic} options={{ inspect }}>
        <Suspense fallback={<BootScreen />}>
          <Routes />
        </Suspense>
      </AuthSession.Provider>
      <QaLauncher />
    </MantineProvider>
  );
}
