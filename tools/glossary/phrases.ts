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

/** One row of a list: its line number, and its value or why it could not be read. */
type Row = { line: number; value?: unknown; problem?: string };

function jsonLines(file: string): Row[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, i): Row[] => {
      if (!text.trim()) return [];
      try {
        return [{ line: i + 1, value: JSON.parse(text) as unknown }];
      } catch {
        return [{ line: i + 1, value: undefined, problem: 'not valid JSON' }];
      }
    });
}

/** What one row of a list gives: its entry line (if it has one), its problems, and its key for duplicates. */
interface CheckedRow {
  entry?: EntryLine['entry'];
  own: string[];
  key?: string;
  /** The problem of a row whose key an earlier row (line `first`) had already. */
  duplicate?: (first: number) => string;
}

/** Checks a list row by row: entry lines, each row's own problems, and rows repeating an earlier key. */
function collect(file: string, rows: Row[], check: (value: unknown) => CheckedRow) {
  const name = path.basename(file);
  const lines: EntryLine[] = [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const { line, value, problem } of rows) {
    if (problem) {
      problems.push({ file: name, line, message: problem });
      continue;
    }
    const { entry, own, key, duplicate } = check(value);
    if (entry) lines.push({ file: name, line, entry });
    if (key !== undefined && duplicate) {
      const first = seen.get(key);
      if (first !== undefined) own.push(duplicate(first));
      else seen.set(key, line);
    }
    for (const message of own) problems.push({ file: name, line, message });
  }
  return { lines, problems };
}

/** Expressions as entry lines (lemma = the text), with their own schema problems. */
export function readExpressionLines(file = expressionsFile): { lines: EntryLine[]; problems: Problem[] } {
  return collect(file, jsonLines(file), (value) => {
    const e = value as ExpressionEntry;
    const entry = { lemma: String(e.text ?? ''), pos: 'noun' as const, uk: e.uk, pl: e.pl };
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
    return {
      entry,
      own,
      key: `${String(e.text).toLowerCase()}|${e.pattern}|${(e.cues ?? []).join(',')}`,
      duplicate: (first) => `the same text, pattern and cues as line ${first}`,
    };
  });
}

/** Places as entry lines (one rendering each), with their own schema problems. */
export function readPlaceLines(file = placesFile): { lines: EntryLine[]; problems: Problem[] } {
  return collect(file, jsonLines(file), (value) => {
    const p = value as Place;
    const own: string[] = [];
    let entry: EntryLine['entry'] | undefined;
    if (typeof p.name !== 'string' || !p.name.trim()) own.push('no name');
    if (!PLACE_KINDS.has(p.kind)) own.push(`kind "${String(p.kind)}"`);
    if (typeof p.uk !== 'string' || typeof p.pl !== 'string') own.push('uk and pl are one name each');
    else {
      entry = { lemma: p.name, pos: 'noun' as const, uk: [p.uk], pl: [p.pl] };
      own.push(...entryProblems({ ...entry, lemma: 'x' }));
    }
    return { entry, own, key: p.name, duplicate: (first) => `"${p.name}" already on line ${first}` };
  });
}

export const namesFile = path.join(glossaryDir, 'names.jsonl');

/**
 * Personal names ({name, uk, pl}) with their schema and script problems. Their renderings are not
 * spell-checked (Hunspell knows few names): `lines` is empty, the problems carry the checks.
 */
export function readNameLines(file = namesFile): { lines: EntryLine[]; problems: Problem[] } {
  const { problems } = collect(file, jsonLines(file), (value) => {
    const n = value as { name?: unknown; uk?: unknown; pl?: unknown };
    const own: string[] = [];
    if (typeof n.name !== 'string' || !/^\p{Lu}[\p{L}' -]*$/u.test(n.name))
      own.push('the name is a capitalised word');
    if (typeof n.uk !== 'string' || typeof n.pl !== 'string') own.push('uk and pl are one name each');
    else {
      // Polish keeps a foreign name's letters (Jacqueline, Xavier): any Latin letters there.
      own.push(...entryProblems({ lemma: 'x', pos: 'noun', uk: [n.uk], pl: ['x'] }));
      if (!/^[\p{Script=Latin}' -]+$/u.test(n.pl)) own.push(`pl: "${n.pl}" is not in Latin script`);
    }
    const name = String(n.name);
    return { entry: undefined, own, key: name, duplicate: (first) => `"${name}" already on line ${first}` };
  });
  return { lines: [], problems };
}

export const nationalitiesFile = path.join(glossaryDir, 'nationalities.tsv');

/** Nationalities (adjective, person, people) as entry lines, with their own schema problems. */
export function readNationalityLines(file = nationalitiesFile): { lines: EntryLine[]; problems: Problem[] } {
  const rows: Row[] = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, i): Row[] => {
      if (!text.trim() || text.startsWith('#')) return [];
      const cells = text.split('\t').map((c) => c.trim());
      if (cells.length !== 9 || cells.some((c) => !c))
        return [{ line: i + 1, problem: 'nine tab-separated columns are needed' }];
      return [{ line: i + 1, value: cells }];
    });
  return collect(file, rows, (value) => {
    const [adjective, person, people, ...rest] = value as [string, string, string, ...string[]];
    // Translations of the three forms may coincide in English (Chinese), never in uk and pl.
    const entry = { lemma: adjective, pos: 'noun' as const, uk: rest.slice(0, 3), pl: rest.slice(3) };
    const own = entryProblems({ ...entry, lemma: 'x' });
    if (![adjective, person, people].every((w) => /^\p{Lu}[\p{L}-]*$/u.test(w)))
      own.push('English forms are capitalised words');
    return { entry, own, key: adjective, duplicate: (first) => `"${adjective}" already on line ${first}` };
  });
}
