// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEntries } from '../../tools/glossary/entries.ts';
import { readExceptions, spellingReport, wordsOf } from '../../tools/glossary/spelling.ts';

// Hunspell verdicts are cached in node_modules/.cache/glossary-spelling; a cold run loads both
// dictionaries (~25 s on a quiet machine), a warm one takes milliseconds.
const COLD_RUN_MS = 300_000;

describe('glossary spelling (nspell with dictionary-uk and dictionary-pl)', () => {
  it('splits translations into the words Hunspell checks', () => {
    expect(wordsOf('пов’язувати (щось)')).toEqual(['пов’язувати', 'щось']);
    expect(wordsOf('w stanie')).toEqual(['w', 'stanie']);
  });

  it('every exception names a language, a word and a reason', () => {
    const bad = readExceptions().filter(
      (e) => !['uk', 'pl'].includes(e.lang) || !e.word || e.reason.length < 10,
    );
    expect(bad).toEqual([]);
  });

  it(
    'every Ukrainian and Polish translation word passes Hunspell or is a listed exception',
    async () => {
      const report = await spellingReport(readEntries().lines);
      const misspelled = report.misspelled.map(
        (m) => `${m.file}:${m.line} ${m.lang} "${m.word}" (${m.lemma})`,
      );
      expect(misspelled).toEqual([]);
      expect(report.words).toBeGreaterThan(0);
    },
    COLD_RUN_MS,
  );

  it(
    'a misspelt word is caught (the check can fail)',
    async () => {
      const entry = { lemma: 'book', pos: 'noun' as const, uk: ['кнііга'], pl: ['ksiąszka'] };
      const report = await spellingReport([{ file: 'b.jsonl', line: 1, entry }], []);
      expect(report.misspelled.map((m) => m.word).sort()).toEqual(['ksiąszka', 'кнііга']);
    },
    COLD_RUN_MS,
  );
});
