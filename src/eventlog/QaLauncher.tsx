import { Suspense, lazy, useEffect, useState } from 'react';

const QaPanel = lazy(() => import('./QaPanel.tsx').then((m) => ({ default: m.QaPanel })));

const isToggle = (e: KeyboardEvent) =>
  e.ctrlKey && e.shiftKey && (e.code === 'KeyQ' || e.key.toLowerCase() === 'q');

/**
 * Opens the QA panel with `?qa=1` or Ctrl+Shift+Q. Only this listener is in the main bundle; the
 * panel (replayer and registry included) loads on first open.
 */
export function QaLauncher() {
  const [open, setOpen] = useState(
    () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('qa') === '1',
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isToggle(e)) return;
      e.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QaPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
