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

/**
 * Namespaces no first page renders with (the lesson's words, test and dialogue modes, the QA
 * panel): each language's are a second chunk (more.{en,uk,pl}.ts), fetched alongside the first but
 * not parsed before the page can render (issue 18).
 */
export const LATER_NAMESPACES: readonly Namespace[] = ['words', 'quiz', 'dialogue', 'qa'];
type Namespace = (typeof NAMESPACES)[number];

type Bundle = Record<string, Record<string, unknown>>;
type Load = () => Promise<{ default: Bundle }>;
const bundles: Record<Language, { first: Load; later: Load }> = {
  en: { first: () => import('./index.en.ts'), later: () => import('./more.en.ts') },
  uk: { first: () => import('./index.uk.ts'), later: () => import('./more.uk.ts') },
  pl: { first: () => import('./index.pl.ts'), later: () => import('./more.pl.ts') },
};
const bundleOf = (lng: Language, ns: string) =>
  (LATER_NAMESPACES as readonly string[]).includes(ns) ? bundles[lng].later() : bundles[lng].first();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Starts fetching a language's texts now (the import is cached, so i18next's read reuses it). */
export function preloadLanguage(lng: Language) {
  return Promise.all([bundles[lng].first(), bundles[lng].later()]);
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    if (!isLanguage(lng)) return callback(null, {});
    bundleOf(lng, ns).then(
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
