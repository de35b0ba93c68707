import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Interface texts in en, uk and pl, one JSON file per feature namespace (same keys in all three:
 * tests/unit/i18n-keys.test.ts). Bundled statically: they are small and needed at first paint.
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });

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
] as const;

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(modules)) {
  const [, lang, ns] = /\.\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (lang && ns) (resources[lang] ??= {})[ns] = mod.default;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function initI18n(lng: Language) {
  return i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export default i18n;
