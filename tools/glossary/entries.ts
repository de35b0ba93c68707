/**
 * Reading and checking data/glossary/entries/*.jsonl: the schema rules of data/glossary/README.md,
 * shared by the unit tests, the bench and `tools/glossary/check.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GLOSSARY_POS, type GlossaryEntry, type GlossaryPos } from '../../server/language/glossary.ts';

export const glossaryDir = path.resolve('data/glossary');
export const entriesDir = path.join(glossaryDir, 'entries');

export interface EntryLine {
  file: string;
  line: number;
  entry: GlossaryEntry;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

const KEYS = new Set(['lemma', 'pos', 'uk', 'pl', 'gloss', 'senses', 'gender', 'note', 'full']);
const SENSE_KEYS = new Set(['gloss', 'uk', 'pl', 'cues']);
const GENDERS = new Set(['m', 'f', 'n', 'pl']);
/** Ukrainian letters only; Russian-only ы э ъ ё are not among them. */
const UK_LETTERS = 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя';
const PL_LETTERS = 'aąbcćdeęfghijklłmnńoóprsśtuvwxyzźż';
const UK_TRANSLATION = new RegExp(`^[${UK_LETTERS}’'()\\- ]+$`, 'i');
const PL_TRANSLATION = new RegExp(`^[${PL_LETTERS}'()\\- ]+$`, 'i');
const RUSSIAN_ONLY = /[ыэъё]/i;

export function entryFiles(dir = entriesDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Order of entries inside a file: lemma (case-insensitive, then exact), then part of speech. */
export function compareEntries(a: GlossaryEntry, b: GlossaryEntry): number {
  const key = (e: GlossaryEntry) => [e.lemma.toLowerCase(), e.lemma, e.pos];
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return 0;
}

/** Parses every line; unparsable lines are reported as problems. */
export function readEntries(files = entryFiles()): { lines: EntryLine[]; problems: Problem[] } {
  const lines: EntryLine[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    const name = path.basename(file);
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (!text.trim()) return;
        try {
          lines.push({ file: name, line: i + 1, entry: JSON.parse(text) as GlossaryEntry });
        } catch {
          problems.push({ file: name, line: i + 1, message: 'not valid JSON' });
        }
      });
  }
  return { lines, problems };
}

function translations(value: unknown, lang: 'uk' | 'pl'): string[] {
  const problems: string[] = [];
  if (!Array.isArray(value) || value.length < 1 || value.length > 4)
    return [`${lang}: 1–4 translations needed`];
  const pattern = lang === 'uk' ? UK_TRANSLATION : PL_TRANSLATION;
  for (const t of value) {
    if (typeof t !== 'string' || !t.trim()) {
      problems.push(`${lang}: empty translation`);
      continue;
    }
    if (t !== t.trim() || /\s{2}/.test(t)) problems.push(`${lang}: stray spaces in "${t}"`);
    if (lang === 'uk' && RUSSIAN_ONLY.test(t)) problems.push(`uk: Russian-only letter in "${t}"`);
    else if (!pattern.test(t)) {
      problems.push(
        `${lang}: "${t}" is not in ${lang === 'uk' ? 'Ukrainian Cyrillic' : 'Polish Latin'} script`,
      );
    }
  }
  if (new Set(value).size !== value.length) problems.push(`${lang}: the same translation twice`);
  return problems;
}

/** Problems of one entry on its own. */
export function entryProblems(entry: GlossaryEntry): string[] {
  const problems: string[] = [];
  const raw = entry as unknown as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (!KEYS.has(key)) problems.push(`unknown field "${key}"`);
  if (typeof entry.lemma !== 'string' || !/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'’ -]*$/.test(entry.lemma)) {
    problems.push(`bad lemma ${JSON.stringify(entry.lemma)}`);
  }
  if (!GLOSSARY_POS.includes(entry.pos)) problems.push(`part of speech "${String(entry.pos)}" not allowed`);
  problems.push(...translations(entry.uk, 'uk'), ...translations(entry.pl, 'pl'));
  if (entry.gloss !== undefined && (typeof entry.gloss !== 'string' || !entry.gloss.trim()))
    problems.push('empty gloss');
  if (entry.senses !== undefined) {
    if (!Array.isArray(entry.senses) || !entry.senses.length)
      problems.push('"senses" must be a non-empty list');
    else
      entry.senses.forEach((sense, i) => {
        const at = `sense ${i + 1}`;
        for (const key of Object.keys(sense))
          if (!SENSE_KEYS.has(key)) problems.push(`${at}: unknown field "${key}"`);
        if (typeof sense.gloss !== 'string' || !sense.gloss.trim()) problems.push(`${at}: a gloss is needed`);
        problems.push(...translations(sense.uk, 'uk').map((p) => `${at}: ${p}`));
        problems.push(...translations(sense.pl, 'pl').map((p) => `${at}: ${p}`));
        if (
          sense.cues !== undefined &&
          (!Array.isArray(sense.cues) ||
            sense.cues.some((c) => typeof c !== 'string' || c !== c.toLowerCase() || !c.trim()))
        )
          problems.push(`${at}: cues are non-empty lower-case strings`);
      });
  }
  if (entry.gender !== undefined) {
    if (entry.pos !== 'noun') problems.push('gender on a word that is not a noun');
    for (const [lang, g] of Object.entries(entry.gender)) {
      if (!['uk', 'pl'].includes(lang) || !GENDERS.has(g as string)) problems.push(`bad gender ${lang}:${g}`);
    }
  }
  if (entry.note !== undefined) {
    const langs = Object.entries(entry.note);
    if (!langs.length) problems.push('empty note');
    for (const [lang, text] of langs) {
      if (!['uk', 'pl'].includes(lang) || typeof text !== 'string' || !text.trim()) {
        problems.push(`bad note ${lang}`);
      }
    }
  }
  if (entry.pos === 'abbreviation' && (typeof entry.full !== 'string' || !entry.full.trim())) {
    problems.push('abbreviation without its full form');
  }
  if (entry.full !== undefined && entry.pos !== 'abbreviation')
    problems.push('"full" on a word that is not an abbreviation');
  return problems;
}

/** Schema problems of the whole glossary: per entry, file placement, order, duplicates. */
export function schemaProblems(lines: EntryLine[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, EntryLine>();
  let previous: EntryLine | undefined;
  for (const item of lines) {
    const { entry, file, line } = item;
    for (const message of entryProblems(entry)) problems.push({ file, line, message });
    if (typeof entry.lemma !== 'string') continue;
    const letter = entry.lemma[0]!.toLowerCase();
    if (file !== `${letter}.jsonl`)
      problems.push({ file, line, message: `"${entry.lemma}" belongs in ${letter}.jsonl` });
    const key = `${entry.lemma.toLowerCase()}|${entry.pos}`;
    const first = seen.get(key);
    if (first)
      problems.push({
        file,
        line,
        message: `duplicate of ${first.file}:${first.line} (${entry.lemma}, ${entry.pos})`,
      });
    else seen.set(key, item);
    if (previous?.file === file && compareEntries(previous.entry, entry) > 0) {
      problems.push({ file, line, message: `not sorted: "${entry.lemma}" after "${previous.entry.lemma}"` });
    }
    previous = item;
  }
  return problems;
}

/** Lemma → parts of speech with an entry that has both translations. */
export function entryIndex(lines: EntryLine[]): Map<string, Set<GlossaryPos>> {
  const index = new Map<string, Set<GlossaryPos>>();
  for (const { entry } of lines) {
    if (!entry.uk?.length || !entry.pl?.length) continue;
    const key = entry.lemma.toLowerCase();
    index.set(key, (index.get(key) ?? new Set()).add(entry.pos));
  }
  return index;
}

export function formatEntry(entry: GlossaryEntry): string {
  const { lemma, pos, uk, pl, gloss, senses, gender, note, full } = entry;
  return JSON.stringify({ lemma, pos, uk, pl, gloss, senses, gender, note, full });
}
