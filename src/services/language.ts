import i18n, { initI18n, isLanguage, LANGUAGES, type Language } from '../i18n/index.ts';
import { setRequestLanguage } from './api.ts';
import { setLanguageCookie, storage } from './storage.ts';

/**
 * Interface language (issue item 8). Detection order: the learner's stored choice, then the
 * browser's language when it is en, uk or pl, then en. `<html lang>` and the Accept-Language of
 * API calls follow every change.
 */

/** Maps a browser tag such as "uk-UA" or "pl" to one of our languages. */
export function languageFromTag(tag: string | undefined | null): Language | null {
  const base = tag?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : null;
}

export function detectLanguage(
  stored: string | null = storage.selectedLanguage(),
  browser: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const hit = languageFromTag(tag);
    if (hit) return hit;
  }
  return 'en';
}

function reflect(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  setRequestLanguage(language);
}

/** Starts i18next in the detected language; call once before the first render. */
export function startInterfaceLanguage() {
  const language = detectLanguage();
  i18n.on('languageChanged', reflect);
  reflect(language);
  return initI18n(language);
}

/** Switches the interface now (no storage): used for the profile language at sign-in. */
export function applyInterfaceLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  else reflect(language);
}

/** The learner's explicit choice: remembered locally, in the cookie, and applied. */
export function chooseInterfaceLanguage(language: Language) {
  storage.setSelectedLanguage(language);
  setLanguageCookie(language);
  applyInterfaceLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export { LANGUAGES, isLanguage, type Language };
