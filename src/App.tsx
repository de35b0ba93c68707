import './ui/mantine-styles.ts';
import './ui/global.css';
import { Suspense, use, useDeferredValue } from 'react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { inspect } from './eventlog/recorder.ts';
import { QaLauncher } from './eventlog/QaLauncher.tsx';
import { loadCurrentRoute, router } from './router.tsx';
import { MachineImplementationsProvider } from './machines/implementations.tsx';
import { createMachineImplementations } from './services/implementations.ts';
import { theme } from './ui/theme.ts';
import { BootScreen } from './ui/layout/BootScreen.tsx';
import { AuthSession, useIsBooting } from './ui/session/auth.tsx';

/** The machines' real effects, made once for the whole app (src/services/implementations.ts). */
const implementations = createMachineImplementations({
  navigate: (to) => void router.navigate({ to }),
});
router.update({ ...router.options, context: { implementations } });

/** The first route, resolved while the session check runs (src/router.tsx). */
let routeLoaded = false;
const firstRoute = loadCurrentRoute().then(() => {
  routeLoaded = true;
});

/**
 * SPEC §2: no route renders until the session check at app start has ended. The switch from the
 * boot screen to the page is a deferred (transition) render: React draws the page in slices and
 * lets the browser in between, rather than in one long task, and keeps the boot screen up until
 * the first route has loaded (its chunks and loader), so RouterProvider mounts with it resolved.
 */
function Routes() {
  const booting = useDeferredValue(useIsBooting());
  if (booting) return <BootScreen />;
  if (!routeLoaded) use(firstRoute);
  return <RouterProvider router={router} context={{ implementations }} />;
}

/** The page's CSP nonce (server/web.ts): Mantine's <style> elements need it. */
const styleNonce = () => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" getStyleNonce={styleNonce}>
      <MachineImplementationsProvider implementations={implementations}>
        <AuthSession.Provider logic={implementations.authSession} options={{ inspect }}>
          <Suspense fallback={<BootScreen />}>
            <Routes />
          </Suspense>
        </AuthSession.Provider>
      </MachineImplementationsProvider>
      <QaLauncher />
    </MantineProvider>
  );
}
