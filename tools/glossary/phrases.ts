/**
 * The glossary's other word lists, read as entry lines so the schema and spelling checks of the
 * entries apply to them too: `expressions.jsonl` (renderings of each sense) and `places.jsonl`
 * (one uk and one pl name each). Used by `tools/glossary/check.ts` and the unit tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  EXPRESSION_PATTERNS,
  EXPRESSION_TYPES,
  type ExpressionEntry,
} from '../../server/language/expressions.ts';
import { entryProblems, glossaryDir, type EntryLine, type Problem } from './entries.ts';

export const expressionsFile = path.join(glossaryDir, 'expressions.jsonl');
export const placesFile = path.join(glossaryDir, 'places.jsonl');

interface Place {
  name: string;
  kind: string;
  uk: string;
  pl: string;
}

const PLACE_KINDS = new Set([
  'city',
  'region',
  'country',
  'continent',
  'planet',
  'moon',
  'landmark',
  'sea',
  'river',
]);

function jsonLines(file: string): { line: number; value: unknown; problem?: string }[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      if (!text.trim()) return [];
      try {
        return [{ line: i + 1, value: JSON.parse(text) as unknown }];
      } catch {
        return [{ line: i + 1, value: undefined, problem: 'not valid JSON' }];
      }
    });
}

/** Expressions as entry lines (lemma = the text), with their own schema problems. */
export function readExpressionLines(file = expressionsFile): { lines: EntryLine[]; problems: Problem[] } {
  const name = path.basename(file);
  const lines: EntryLine[] = [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const { line, value, problem } of jsonLines(file)) {
    if (problem) {
      problems.push({ file: name, line, message: problem });
      continue;
    }
    const e = value as ExpressionEntry;
    const entry = { lemma: String(e.text ?? ''), pos: 'noun' as const, uk: e.uk, pl: e.pl };
    lines.push({ file: name, line, entry });
    const own = [
      ...(typeof e.text === 'string' && /\S\s+\S/.test(e.text)
        ? []
        : ['an expression has two words or more']),
      ...(EXPRESSION_TYPES.includes(e.type) ? [] : [`type "${String(e.type)}"`]),
      ...(EXPRESSION_PATTERNS.includes(e.pattern) ? [] : [`pattern "${String(e.pattern)}"`]),
      ...(typeof e.gloss === 'string' && e.gloss.trim() ? [] : ['no gloss']),
      ...(e.cues === undefined ||
      (Array.isArray(e.cues) && e.cues.length && e.cues.every((c) => typeof c === 'string' && c.trim()))
        ? []
        : ['cues are non-empty strings']),
      // The lemma check of entries is for single words: only the renderings are checked here.
      ...entryProblems({ ...entry, lemma: 'x' }),
    ];
    const key = `${String(e.text).toLowerCase()}|${e.pattern}|${(e.cues ?? []).join(',')}`;
    if (seen.has(key)) own.push(`the same text, pattern and cues as line ${seen.get(key)}`);
    else seen.set(key, line);
    for (const message of own) problems.push({ file: name, line, message });
  }
  return { lines, problems };
}

/** Places as entry lines (one rendering each), with their own schema problems. */
export function readPlaceLines(file = placesFile): { lines: EntryLine[]; problems: Problem[] } {
  const name = path.basename(file);
  const lines: EntryLine[] = [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const { line, value, problem } of jsonLines(file)) {
    if (problem) {
      problems.push({ file: name, line, message: problem });
      continue;
    }
    const p = value as Place;
    const own: string[] = [];
    if (typeof p.name !== 'string' || !p.name.trim()) own.push('no name');
    if (!PLACE_KINDS.has(p.kind)) own.push(`kind "${String(p.kind)}"`);
    if (typeof p.uk !== 'string' || typeof p.pl !== 'string') own.push('uk and pl are one name each');
    else {
      const entry = { lemma: p.name, pos: 'noun' as const, uk: [p.uk], pl: [p.pl] };
      lines.push({ file: name, line, entry });
      own.push(...entryProblems({ ...entry, lemma: 'x' }));
    }
    if (seen.has(p.name)) own.push(`"${p.name}" already on line ${seen.get(p.name)}`);
    else seen.set(p.name, line);
    for (const message of own) problems.push({ file: name, line, message });
  }
  return { lines, problems };
}

export const nationalitiesFile = path.join(glossaryDir, 'nationalities.tsv');

/** Nationalities (adjective, person, people) as entry lines, with their own schema problems. */
export function readNationalityLines(file = nationalitiesFile): { lines: EntryLine[]; problems: Problem[] } {
  const name = path.basename(file);
  const lines: EntryLine[] = [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const line = i + 1;
      if (!text.trim() || text.startsWith('#')) return;
      const cells = text.split('\t').map((c) => c.trim());
      if (cells.length !== 9 || cells.some((c) => !c)) {
        problems.push({ file: name, line, message: 'nine tab-separated columns are needed' });
        return;
      }
      const [adjective, person, people, ...rest] = cells as [string, string, string, ...string[]];
      // Translations of the three forms may coincide in English (Chinese), never in uk and pl.
      const entry = { lemma: adjective, pos: 'noun' as const, uk: rest.slice(0, 3), pl: rest.slice(3) };
      lines.push({ file: name, line, entry });
      const own = entryProblems({ ...entry, lemma: 'x' });
      if (![adjective, person, people].every((w) => /^\p{Lu}[\p{L}-]*$/u.test(w)))
        own.push('English forms are capitalised words');
      if (seen.has(adjective)) own.push(`"${adjective}" already on line ${seen.get(adjective)}`);
      else seen.set(adjective, line);
      for (const message of own) problems.push({ file: name, line, message });
    });
  return { lines, problems };
}
