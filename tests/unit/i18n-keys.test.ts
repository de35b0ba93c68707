import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('src/i18n');
const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('interface texts', () => {
  const namespaces = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));
  it.each(namespaces)('%s has the same keys in en, uk and pl, none empty', (file) => {
    const read = (lang: string) =>
      JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8')) as Record<string, unknown>;
    const [en, uk, pl] = ['en', 'uk', 'pl'].map(read) as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const keys = flatten(en).sort();
    expect(flatten(uk).sort()).toEqual(keys);
    expect(flatten(pl).sort()).toEqual(keys);
    for (const lang of [en, uk, pl]) {
      for (const key of flatten(lang)) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lang);
        expect(typeof value === 'string' && value.trim().length > 0, `${file}: ${key}`).toBe(true);
      }
    }
  });
});
