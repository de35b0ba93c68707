import { useEffect, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageKey } from '../../i18n/pages.ts';

/**
 * The document's title and meta description in the interface language, per route (common.json
 * `titles.*`, `meta.description`); a page about one thing (a lesson) names it through
 * `usePageSubject`. The server sends the same title in the HTML (server/web.ts).
 */
let subject: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setSubject(value: string | null) {
  subject = value;
  for (const listener of listeners) listener();
}

/** The thing the current page is about (a lesson's name), shown in the document title. */
export function usePageSubject(name: string | null | undefined) {
  useEffect(() => {
    setSubject(name || null);
    return () => setSubject(null);
  }, [name]);
}

export function DocumentHead() {
  const { t, i18n } = useTranslation('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const name = useSyncExternalStore(subscribe, () => subject);
  useEffect(() => {
    const key = pageKey(pathname);
    document.title =
      key === 'home'
        ? t('titles.home')
        : t('titles.page', { page: (key === 'lesson' && name) || t(`titles.${key}`) });
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('meta.description'));
  }, [pathname, name, t, i18n.language]);
  return null;
}
