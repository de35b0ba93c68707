// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWord, findWordByRegExp } from '../../server/language/analyse.ts';

/**
 * findWord (where a clicked word stands in its sentence) answers as the one-regular-expression-per-word
 * definition it replaced for speed: exact case first, then any case, whole words only, an apostrophe
 * followed by a letter belongs to the word ("don't" holds no "don").
 */

const CASES: [string, string, { start: number; end: number } | undefined][] = [
  ['She books a table.', 'books', { start: 4, end: 9 }],
  ['Books are here; she books them.', 'books', { start: 20, end: 25 }],
  ['Books are here.', 'books', { start: 0, end: 5 }],
  ["Don't go there.", 'Don', undefined],
  ["Don't go there.", "don't", { start: 0, end: 5 }],
  ['It is the U.S. team.', 'U.S.', { start: 10, end: 14 }],
  ['A well-known chef.', 'well', { start: 2, end: 6 }],
  ['A well-known chef.', 'well-known', { start: 2, end: 12 }],
  ['bookshop and book', 'book', { start: 13, end: 17 }],
  ["the cat's toy", 'cat', undefined],
  ['the cats’ toy', 'cats', { start: 4, end: 8 }],
  ['Żółw and żółw', 'żółw', { start: 9, end: 13 }],
  ['ŻÓŁW', 'żółw', { start: 0, end: 4 }],
  ['x2 and 2', '2', { start: 7, end: 8 }],
  ['Go (now) or later', 'now', { start: 4, end: 7 }],
  ['emoji 😀book and book', 'book', { start: 8, end: 12 }],
  ['İstanbul is big', 'istanbul', findWordByRegExp('İstanbul is big', 'istanbul')],
];

describe('findWord', () => {
  it.each(CASES)('%j / %j', (sentence, word, expected) => {
    expect(findWord(sentence, word)).toEqual(expected);
    expect(findWord(sentence, word)).toEqual(findWordByRegExp(sentence, word));
  });

  it('agrees with the regular-expression definition on every word of every demo lesson', () => {
    const dir = path.resolve('content/lessons');
    const sentences = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap(
        (f) =>
          (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { lines: { text: string }[] }).lines,
      )
      .map((l) => l.text);
    expect(sentences.length).toBeGreaterThan(100);
    const words = [...new Set(sentences.join(' ').match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*\.?/gu))];
    // The reference compiles two Unicode expressions per call: a sample keeps this test in seconds.
    const sample = sentences.filter((_, i) => i % 12 === 0);
    let compared = 0;
    let found = 0;
    for (const sentence of sample)
      for (const word of [...words.filter((_, i) => i % 8 === 0), ...sentence.split(/\s+/)]) {
        for (const w of [word, word.toLowerCase(), word.toUpperCase()]) {
          const expected = findWordByRegExp(sentence, w);
          expect(findWord(sentence, w), `${w} in ${sentence}`).toEqual(expected);
          compared++;
          if (expected) found++;
        }
      }
    expect(compared).toBeGreaterThan(5_000);
    expect(found).toBeGreaterThan(200);
  }, 60_000);
});
