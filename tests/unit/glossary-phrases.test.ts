// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spellingReport } from '../../tools/glossary/spelling.ts';
import {
  readExpressionLines,
  readNameLines,
  readNationalityLines,
  readPlaceLines,
} from '../../tools/glossary/phrases.ts';

/**
 * expressions.jsonl, places.jsonl and nationalities.tsv under the same checks as the entries: schema,
 * script (Ukrainian Cyrillic without Russian-only letters, Polish Latin) and Hunspell spelling.
 */
const COLD_RUN_MS = 300_000;
const lists = () => [readExpressionLines(), readPlaceLines(), readNationalityLines()];

function scratch(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-phrases-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe('expressions, places and nationalities (tools/glossary/phrases.ts)', () => {
  it('every line is well-formed', () => {
    const [expressions, places, nationalities] = lists();
    expect(expressions!.lines.length).toBeGreaterThan(1200);
    expect(places!.lines.length).toBeGreaterThan(350);
    expect(nationalities!.lines.length).toBeGreaterThan(60);
    expect(lists().flatMap((l) => l.problems.map((p) => `${p.file}:${p.line} ${p.message}`))).toEqual([]);
  });

  it('names.jsonl: every name is well-formed, uk in Ukrainian Cyrillic, pl in Latin script; a broken one is reported', () => {
    expect(readNameLines().problems.map((p) => `${p.line} ${p.message}`)).toEqual([]);
    const names = scratch(
      'names.jsonl',
      [
        '{"name":"Olga","uk":"Ольга","pl":"Olga"}',
        '{"name":"olga","uk":"Ольга","pl":"Ольга"}',
        '{"name":"Olga","uk":"Ольга","pl":"Olga"}',
      ].join('\n'),
    );
    expect(readNameLines(names).problems.map((p) => `${p.line} ${p.message}`)).toEqual([
      '2 the name is a capitalised word',
      '2 pl: "Ольга" is not in Latin script',
      '3 "Olga" already on line 1',
    ]);
  });

  it('a broken line is reported (the check can fail)', () => {
    const expressions = scratch(
      'expressions.jsonl',
      [
        '{"text":"take","type":"phrasal verb","pattern":"separable","gloss":"x","uk":["брати"],"pl":["brać"]}',
        '{"text":"give up","type":"verb","pattern":"loose","gloss":"","uk":["сдаёт"],"pl":["poddać się"]}',
        '{"text":"give up","type":"phrasal verb","pattern":"separable","gloss":"quit","uk":["кинути"],"pl":["rzucić"]}',
        '{"text":"give up","type":"phrasal verb","pattern":"separable","gloss":"quit","uk":["кинути"],"pl":["rzucić"]}',
      ].join('\n'),
    );
    const messages = readExpressionLines(expressions).problems.map((p) => `${p.line} ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        '1 an expression has two words or more',
        '2 type "verb"',
        '2 pattern "loose"',
        '2 no gloss',
        '2 uk: Russian-only letter in "сдаёт"',
        '4 the same text, pattern and cues as line 3',
      ]),
    );
    const places = scratch('places.jsonl', '{"name":"Lviv","kind":"town","uk":"Львов","pl":["Lwów"]}\n');
    expect(readPlaceLines(places).problems.map((p) => p.message)).toEqual([
      'kind "town"',
      'uk and pl are one name each',
    ]);
    const nationalities = scratch('nationalities.tsv', 'polish\tPole\tPoles\tпольський\tполяк\n');
    expect(readNationalityLines(nationalities).problems.map((p) => p.message)).toEqual([
      'nine tab-separated columns are needed',
    ]);
  });

  it(
    'every Ukrainian and Polish rendering passes Hunspell or is a listed exception',
    async () => {
      const report = await spellingReport(lists().flatMap((l) => l.lines));
      expect(report.misspelled.map((m) => `${m.file}:${m.line} ${m.lang} "${m.word}"`)).toEqual([]);
      expect(report.words).toBeGreaterThan(5000);
    },
    COLD_RUN_MS,
  );
});
