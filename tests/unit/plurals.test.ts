// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverT } from '../../server/i18n.ts';
import { feedback } from '../../server/quiz/grading.ts';

/**
 * Where a count meets a noun the texts are i18next plurals with each language's categories
 * (en one/other; uk and pl one/few/many/other). Counts 1, 2, 5, 21, 22, 25 tell them apart:
 * uk 1 and 21 are "one", 2 and 22 "few", 5 and 25 "many"; pl only 1 is "one", 21 and 25 "many".
 */
const COUNTS = [1, 2, 5, 21, 22, 25];
const LANGS = ['en', 'uk', 'pl'] as const;
const root = path.resolve('src/i18n');

const flatten = (o: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );

/** `ns:base` of every plural text (a key with `_other`). */
function pluralKeys(): string[] {
  const keys: string[] = [];
  for (const file of fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'))) {
    const ns = file.slice(0, -5);
    const flat = flatten(JSON.parse(fs.readFileSync(path.join(root, 'en', file), 'utf8')));
    for (const [key] of flat)
      if (key.endsWith('_other')) keys.push(`${ns}:${key.slice(0, -'_other'.length)}`);
  }
  return keys;
}

function raw(lang: string, nsKey: string, form: string): string {
  const [ns, key] = nsKey.split(':') as [string, string];
  const json = JSON.parse(fs.readFileSync(path.join(root, lang, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  return key
    .concat(`_${form}`)
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], json) as string;
}

describe('plural texts', () => {
  const keys = pluralKeys();

  it('exist where counts meet nouns (grader, account errors, dialogue, header)', () => {
    for (const key of [
      'quiz:grader.gaps',
      'auth:errors.password_too_short',
      'dialogue:treasury.progress',
      'common:header.proBadge',
      'mail:reset.valid',
    ])
      expect(keys, key).toContain(key);
  });

  it.each(keys.flatMap((key) => LANGS.map((lang) => [key, lang] as const)))(
    '%s in %s takes the form of its plural category for 1, 2, 5, 21, 22, 25',
    (key, lang) => {
      const t = serverT(lang);
      const rules = new Intl.PluralRules(lang);
      for (const count of COUNTS) {
        const text = t(key, { count, correct: 1, used: 1, diverged: 1, lessonName: 'x', link: 'y' });
        const form = raw(lang, key, rules.select(count));
        expect(text, `${key} ${lang} ${count}`).toBe(
          form.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
            name === 'count' ? String(count) : name === 'link' ? 'y' : name === 'lessonName' ? 'x' : '1',
          ),
        );
        expect(text).not.toContain('{{');
      }
    },
  );

  it('the grader counts gaps in each language', () => {
    const gaps = (lang: (typeof LANGS)[number], total: number) =>
      feedback(
        'word_order',
        { status: 'WRONG', matched: [], missing: [], contradicts: false, correctGaps: 1, totalGaps: total },
        { mapping: {}, sentence: 'Hi.' },
        lang,
      );
    expect(COUNTS.map((n) => /\d+ of \d+ gaps? (is|are)/.exec(gaps('en', n))?.[0])).toEqual([
      '1 of 1 gap is',
      '1 of 2 gaps are',
      '1 of 5 gaps are',
      '1 of 21 gaps are',
      '1 of 22 gaps are',
      '1 of 25 gaps are',
    ]);
    expect(COUNTS.map((n) => /з \d+ \S+?\./.exec(gaps('uk', n))?.[0])).toEqual([
      'з 1 пропуску.',
      'з 2 пропусків.',
      'з 5 пропусків.',
      'з 21 пропуску.',
      'з 22 пропусків.',
      'з 25 пропусків.',
    ]);
    expect(COUNTS.map((n) => /z \d+ \S+?\./.exec(gaps('pl', n))?.[0])).toEqual([
      'z 1 luki.',
      'z 2 luk.',
      'z 5 luk.',
      'z 21 luk.',
      'z 22 luk.',
      'z 25 luk.',
    ]);
  });

  it('the PRO badge and the word treasury read naturally', () => {
    const uk = serverT('uk');
    const pl = serverT('pl');
    expect(COUNTS.map((count) => uk('common:header.proBadge', { count }))).toEqual([
      'Підписка PRO: залишився 1 день',
      'Підписка PRO: залишилося 2 дні',
      'Підписка PRO: залишилося 5 днів',
      'Підписка PRO: залишився 21 день',
      'Підписка PRO: залишилося 22 дні',
      'Підписка PRO: залишилося 25 днів',
    ]);
    expect(COUNTS.map((count) => pl('common:header.proBadge', { count }))).toEqual([
      'Subskrypcja PRO: został 1 dzień',
      'Subskrypcja PRO: zostały 2 dni',
      'Subskrypcja PRO: zostało 5 dni',
      'Subskrypcja PRO: zostało 21 dni',
      'Subskrypcja PRO: zostały 22 dni',
      'Subskrypcja PRO: zostało 25 dni',
    ]);
    expect(serverT('en')('dialogue:treasury.progress', { used: 1, count: 1 })).toBe('1 of 1 word used');
    expect(uk('dialogue:treasury.progress', { used: 2, count: 5 })).toBe('Використано 2 з 5 слів');
  });

  it('the web app’s i18next picks the same forms (one library, same rules)', async () => {
    const web = i18next.createInstance();
    await web.init({
      lng: 'uk',
      resources: { uk: { common: JSON.parse(fs.readFileSync(path.join(root, 'uk/common.json'), 'utf8')) } },
      defaultNS: 'common',
    });
    expect(COUNTS.map((count) => web.t('header.proBadge', { count }))).toEqual(
      COUNTS.map((count) => serverT('uk')('common:header.proBadge', { count })),
    );
  });
});
