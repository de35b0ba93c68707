import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startInterfaceLanguage } from './services/language.ts';

void startInterfaceLanguage();

/**
 * The built index.html loads the app's stylesheets without blocking the first paint (the static
 * splash has its own inline styles; vite.config.ts `deferStyles`). Nothing styled by them renders
 * before they apply.
 */
function stylesApplied(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  return Promise.all(
    links.map((link) => {
      if (link.rel === 'stylesheet' && link.sheet) return null;
      const loaded = new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
      });
      link.rel = 'stylesheet';
      return loaded;
    }),
  );
}

void stylesApplied().then(() => {
  // A transition render: React may yield to the browser while it draws the first screen.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
