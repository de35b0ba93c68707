import { useTranslation } from 'react-i18next';
import { authService } from '../../services/auth.ts';
import { chooseInterfaceLanguage, isLanguage, type Language } from '../../services/language.ts';
import { useAuth } from './auth.tsx';

/** Header language buttons: remember the choice, switch now, and save it to the profile when signed in. */
export function useInterfaceLanguage() {
  const { i18n } = useTranslation();
  const { isAuthenticated } = useAuth();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    language,
    change(next: Language) {
      if (next === language) return;
      chooseInterfaceLanguage(next);
      if (isAuthenticated) void authService.saveProfileLanguage(next).catch(() => undefined);
    },
  };
}

/** How each language is labelled on its button (SPEC §2 Header: EN, UA, PL). */
export const LANGUAGE_BUTTONS: { language: Language; label: string; name: string }[] = [
  { language: 'en', label: 'EN', name: 'English' },
  { language: 'uk', label: 'UA', name: 'Українська' },
  { language: 'pl', label: 'PL', name: 'Polski' },
];
