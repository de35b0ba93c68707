import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from './types.ts';

/**
 * The server's own texts (grader feedback, API `detail` messages, emails) come from the same
 * resources as the web app's interface (src/i18n/{en,uk,pl}/*.json) through one i18next
 * instance, so plurals follow each language's rules (_one/_few/_many/_other) and a text is
 * translated once for both sides.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n');

function readResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const lang of LANGUAGES) {
    resources[lang] = {};
    for (const file of fs.readdirSync(path.join(root, lang))) {
      if (!file.endsWith('.json')) continue;
      resources[lang][file.slice(0, -5)] = JSON.parse(
        fs.readFileSync(path.join(root, lang, file), 'utf8'),
      ) as Record<string, unknown>;
    }
  }
  return resources;
}

const resources = readResources();
const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'en',
  // Every language has every key (tests/unit/i18n-keys.test.ts); en only guards a typo'd key.
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources['en']!),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** A translator fixed to one language: `serverT('uk')('quiz:grader.gaps', { correct: 1, count: 3 })`. */
export function serverT(lang: Language): TFunction {
  return instance.getFixedT(lang);
}
