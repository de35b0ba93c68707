import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Interface texts in en, uk and pl, one JSON file per feature namespace (same keys in all three:
 * tests/unit/i18n-keys.test.ts). Each language is its own chunk (index.{en,uk,pl}.ts) and only the
 * one in use is loaded: at start the detected language, the others when the learner switches
 * (i18next loads them through the backend below before it reports the change).
 */
export const LANGUAGES = ['en', 'uk', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const NAMESPACES = [
  'common',
  'auth',
  'onboarding',
  'catalogue',
  'lesson',
  'words',
  'quiz',
  'dialogue',
  'qa',
  'staff',
] as const;

type Bundle = Record<string, Record<string, unknown>>;
const bundles: Record<Language, () => Promise<{ default: Bundle }>> = {
  en: () => import('./index.en.ts'),
  uk: () => import('./index.uk.ts'),
  pl: () => import('./index.pl.ts'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Starts fetching a language's texts now (the import is cached, so i18next's read reuses it). */
export function preloadLanguage(lng: Language) {
  return bundles[lng]();
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    if (!isLanguage(lng)) return callback(null, {});
    bundles[lng]().then(
      (m) => callback(null, m.default[ns] ?? {}),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

export function initI18n(lng: Language) {
  void preloadLanguage(lng);
  return i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng,
      // Every language has every key (the parity test): no fallback chunk to fetch as well.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export default i18n;
