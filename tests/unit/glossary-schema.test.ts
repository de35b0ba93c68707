// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '../../server/language/glossary.ts';
import {
  entryFiles,
  entryProblems,
  readEntries,
  schemaProblems,
  type EntryLine,
} from '../../tools/glossary/entries.ts';
import { targetsFile } from '../../tools/glossary/targets.ts';

const book: GlossaryEntry = {
  lemma: 'book',
  pos: 'noun',
  uk: ['книга'],
  pl: ['książka'],
  gender: { uk: 'f', pl: 'f' },
};
const line = (
  entry: GlossaryEntry,
  n: number,
  file = `${entry.lemma[0]!.toLowerCase()}.jsonl`,
): EntryLine => ({
  file,
  line: n,
  entry,
});

describe('glossary schema rules', () => {
  it('accepts a well-formed entry', () => {
    expect(entryProblems(book)).toEqual([]);
  });

  it('rejects Russian-only letters and Latin letters in Ukrainian', () => {
    expect(entryProblems({ ...book, uk: ['объект'] }).join()).toMatch(/Russian-only/);
    expect(entryProblems({ ...book, uk: ['книгa'] }).join()).toMatch(/not in Ukrainian Cyrillic/); // Latin "a"
  });

  it('rejects Cyrillic in Polish and empty or too many translations', () => {
    expect(entryProblems({ ...book, pl: ['книга'] }).join()).toMatch(/not in Polish Latin/);
    expect(entryProblems({ ...book, pl: [] }).join()).toMatch(/1–4 translations/);
    expect(entryProblems({ ...book, uk: ['а', 'б', 'в', 'г', 'ґ'] }).join()).toMatch(/1–4 translations/);
    expect(entryProblems({ ...book, uk: [' '] }).join()).toMatch(/empty translation/);
  });

  it('rejects unknown parts of speech, stray fields, and abbreviations without a full form', () => {
    expect(entryProblems({ ...book, pos: 'article' as never }).join()).toMatch(/not allowed/);
    expect(entryProblems({ ...book, extra: 1 } as never).join()).toMatch(/unknown field/);
    const asap: GlossaryEntry = {
      lemma: 'asap',
      pos: 'abbreviation',
      uk: ['якнайшвидше'],
      pl: ['jak najszybciej'],
    };
    expect(entryProblems(asap).join()).toMatch(/full form/);
    expect(entryProblems({ ...asap, full: 'as soon as possible' })).toEqual([]);
  });

  it('finds duplicates, unsorted lines and entries in the wrong file', () => {
    const verb: GlossaryEntry = { lemma: 'book', pos: 'verb', uk: ['бронювати'], pl: ['rezerwować'] };
    const problems = schemaProblems([line(verb, 1), line(book, 2), line(book, 3), line(book, 4, 'c.jsonl')]);
    const messages = problems.map((p) => p.message).join('\n');
    expect(messages).toMatch(/not sorted/);
    expect(messages).toMatch(/duplicate of b\.jsonl:2/);
    expect(messages).toMatch(/belongs in b\.jsonl/);
  });
});

describe('data/glossary', () => {
  const { lines, problems } = readEntries();

  it('has entry files with entries', () => {
    expect(entryFiles().length).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('every line parses and passes the schema (allowed pos, 1–4 translations, scripts, sorted, no duplicates)', () => {
    const all = [...problems, ...schemaProblems(lines)].map((p) => `${p.file}:${p.line} ${p.message}`);
    expect(all).toEqual([]);
  });

  it('the target list is well-formed: rank, lemma, pos, source', () => {
    const rows = fs.readFileSync(targetsFile, 'utf8').trim().split('\n').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(3000);
    const bad = rows.filter(
      (row) => !/^\d+\t[A-Za-z][A-Za-z'’.-]*\t[a-z]+(,[a-z]+)*\t(subtlex|lesson)$/.test(row),
    );
    expect(bad).toEqual([]);
  });
});
