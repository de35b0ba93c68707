import '@mantine/core/styles.css';
import './ui/global.css';
import { Suspense, useDeferredValue } from 'react';
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

/**
 * SPEC §2: no route renders until the session check at app start has ended. The switch from the
 * boot screen to the page is a deferred (transition) render: React draws the page in slices and
 * lets the browser in between, rather than in one long task, and keeps the boot screen up until
 * the page's chunks are ready.
 */
function Routes() {
  const booting = useDeferredValue(useIsBooting());
  return booting ? <BootScreen /> : <RouterProvider router={router} />;
}

/** The page's CSP nonce (server/web.ts): Mantine's <style> elements need it. */
const styleNonce = () => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" getStyleNonce={styleNonce}>
      <AuthSession.Provider logic={authSessionLogic} options={{ inspect }}>
        <Suspense fallback={<BootScreen />}>
          <Routes />
        </Suspense>
      </AuthSession.Provider>
      <QaLauncher />
    </MantineProvider>
  );
}
