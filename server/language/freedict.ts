import fs from 'node:fs';
import path from 'node:path';
import type { WordType } from './types.ts';

type FreedictIndex = Record<string, Partial<Record<WordType, string[]>>>;

function readIndex(file: string): FreedictIndex {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FreedictIndex) : {};
}

/**
 * Polish fallback translations from FreeDict (GPL/GFDL, licences in data/freedict): eng-pol
 * first, then pol-eng read backwards. Built by tools/freedict/build.ts.
 */
export function loadFreedict(dir = path.resolve('data/freedict')) {
  const engPol = readIndex(path.join(dir, 'eng-pol.json'));
  const reversed = readIndex(path.join(dir, 'pol-eng.reversed.json'));
  return {
    size: Object.keys(engPol).length + Object.keys(reversed).length,
    /** Polish words for an English lemma used as `type`, most common first ([] when unknown). */
    polish(lemma: string, type: WordType): string[] {
      const key = lemma.toLowerCase();
      return engPol[key]?.[type] ?? reversed[key]?.[type] ?? [];
    },
  };
}
export type Freedict = ReturnType<typeof loadFreedict>;
