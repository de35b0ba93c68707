import type { Language } from '../../i18n/index.ts';

export { useInterfaceLanguage } from '../../machines/auth-session/useAuthSession.tsx';

/** How each language is labelled on its button (SPEC §2 Header: EN, UA, PL). */
export const LANGUAGE_BUTTONS: { language: Language; label: string; name: string }[] = [
  { language: 'en', label: 'EN', name: 'English' },
  { language: 'uk', label: 'UA', name: 'Українська' },
  { language: 'pl', label: 'PL', name: 'Polski' },
];
