import { describe, expect, it } from 'vitest';
import { LANGUAGES, LATER_NAMESPACES, NAMESPACES } from '../../src/i18n/index.ts';

/**
 * Each language's texts come in two chunks (issue 18): index.{lng}.ts with what a first page
 * renders with, more.{lng}.ts with LATER_NAMESPACES. Together they hold every namespace once.
 */
const first = import.meta.glob<Record<string, unknown>>('../../src/i18n/index.*.ts', { import: 'default' });
const later = import.meta.glob<Record<string, unknown>>('../../src/i18n/more.*.ts', { import: 'default' });

describe('interface text chunks', () => {
  for (const lng of LANGUAGES)
    it(`${lng}: the first chunk and the later one hold every namespace exactly once`, async () => {
      const a = Object.keys(await first[`../../src/i18n/index.${lng}.ts`]!());
      const b = Object.keys(await later[`../../src/i18n/more.${lng}.ts`]!());
      expect([...b].sort()).toEqual([...LATER_NAMESPACES].sort());
      expect(a.filter((ns) => b.includes(ns))).toEqual([]);
      expect([...a, ...b].sort()).toEqual([...NAMESPACES].sort());
    });
});
