import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('src/i18n');
const LANGS = ['en', 'uk', 'pl'] as const;
const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys of one language with its plural forms folded into the base key: `x_one`, `x_few`, …
 * count as `x`, and each plural key must have exactly the categories the language has
 * (Intl.PluralRules: en one/other; uk and pl one/few/many/other), so i18next finds every form.
 */
function baseKeys(lang: string, keys: string[]): string[] {
  const forms = new Map<string, Set<string>>();
  const plain: string[] = [];
  const all = new Set(keys);
  for (const key of keys) {
    const m = PLURAL.exec(key);
    // A plural group always has `_other`; a key that merely ends so (`select_only_one`) is plain.
    if (m && all.has(`${key.slice(0, m.index)}_other`)) {
      const base = key.slice(0, m.index);
      if (!forms.has(base)) forms.set(base, new Set());
      forms.get(base)!.add(m[1]!);
    } else plain.push(key);
  }
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
  for (const [base, set] of forms)
    expect([...set].sort(), `${lang}: plural forms of ${base}`).toEqual(categories);
  return [...plain, ...forms.keys()].sort();
}

describe('interface texts', () => {
  const namespaces = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));
  it.each(namespaces)('%s has the same keys in en, uk and pl, none empty', (file) => {
    const read = (lang: string) =>
      JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8')) as Record<string, unknown>;
    const [en, uk, pl] = LANGS.map(read) as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const keys = baseKeys('en', flatten(en));
    expect(baseKeys('uk', flatten(uk))).toEqual(keys);
    expect(baseKeys('pl', flatten(pl))).toEqual(keys);
    for (const lang of [en, uk, pl]) {
      for (const key of flatten(lang)) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lang);
        expect(typeof value === 'string' && value.trim().length > 0, `${file}: ${key}`).toBe(true);
      }
    }
  });

  it.each(namespaces)('%s: uk and pl use the typographic apostrophe and dash', (file) => {
    for (const lang of ['uk', 'pl']) {
      const texts = flatten(JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8'))).map((k) => [
        k,
        k
          .split('.')
          .reduce<unknown>(
            (o, p) => (o as Record<string, unknown>)[p],
            JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8')),
          ) as string,
      ]);
      for (const [key, text] of texts) {
        // Ukrainian apostrophe is ʼ (U+02BC), never ' or ’ inside a Ukrainian word (English examples
        // quoted in a note, such as "it's raining", keep theirs).
        if (lang === 'uk')
          expect(
            /\p{Script=Cyrillic}['’]\p{Script=Cyrillic}/u.test(text!),
            `${lang}/${file}: ${key}: ${text}`,
          ).toBe(false);
        // Number ranges take an en dash (5–10), not a hyphen.
        expect(/\d-\d/.test(text!), `${lang}/${file}: ${key}: ${text}`).toBe(false);
      }
    }
  });
});
