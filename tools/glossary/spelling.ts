/**
 * Hunspell check of the translations: nspell with dictionary-uk and dictionary-pl.
 *
 * Loading the two dictionaries takes ~25 s and ~1 GB, so verdicts are cached per dictionary version in
 * node_modules/.cache/glossary-spelling/ (not committed). Only words never checked before load nspell,
 * one language at a time, so a warm run checks thousands of words in milliseconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { glossaryDir, type EntryLine } from './entries.ts';

export type SpellLang = 'uk' | 'pl';

const cacheDir = path.resolve('node_modules/.cache/glossary-spelling');
export const exceptionsFile = path.join(glossaryDir, 'spelling-exceptions.tsv');

export interface SpellingException {
  lang: SpellLang;
  word: string;
  reason: string;
}

/** data/glossary/spelling-exceptions.tsv: lang, word, reason ("#" starts a comment line). */
export function readExceptions(file = exceptionsFile): SpellingException[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith('lang\t'))
    .map((line) => {
      const [lang, word, reason] = line.split('\t');
      return { lang: lang as SpellLang, word: word ?? '', reason: reason ?? '' };
    });
}

/** The words of a translation as Hunspell sees them ("будь-який" is tried whole, then by parts). */
export function wordsOf(translation: string): string[] {
  return translation
    .replace(/[()]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^['’-]+|['’-]+$/g, ''))
    .filter(Boolean);
}

function dictionaryVersion(lang: SpellLang): string {
  const file = path.resolve('node_modules', `dictionary-${lang}`, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

type Verdicts = Record<string, boolean>;

function cacheFile(lang: SpellLang) {
  return path.join(cacheDir, `${lang}-${dictionaryVersion(lang)}.json`);
}

function readCache(lang: SpellLang): Verdicts {
  try {
    return JSON.parse(fs.readFileSync(cacheFile(lang), 'utf8')) as Verdicts;
  } catch {
    return {};
  }
}

interface Speller {
  correct(word: string): boolean;
}

async function loadSpeller(lang: SpellLang): Promise<Speller> {
  const { default: nspell } = await import('nspell');
  const { default: dictionary } = (await import(`dictionary-${lang}`)) as {
    default: { aff: Uint8Array; dic: Uint8Array };
  };
  return nspell(dictionary);
}

function checkWord(speller: Speller, word: string): boolean {
  const apostrophes = [word, word.replace(/’/g, "'"), word.replace(/'/g, '’')];
  if (apostrophes.some((w) => speller.correct(w))) return true;
  return word.includes('-') && word.split('-').every((part) => !part || checkWord(speller, part));
}

/** Verdict for every word, from the cache or from nspell (loaded only if some word is new). */
export async function spellCheck(lang: SpellLang, words: Iterable<string>): Promise<Map<string, boolean>> {
  const cache = readCache(lang);
  const unique = [...new Set(words)];
  const missing = unique.filter((w) => !(w in cache));
  if (missing.length) {
    const speller = await loadSpeller(lang);
    for (const word of missing) cache[word] = checkWord(speller, word);
    fs.mkdirSync(cacheDir, { recursive: true });
    // Write then rename: several people may run the check at once; a reader never sees half a file.
    const tmp = `${cacheFile(lang)}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ ...readCache(lang), ...cache }));
    fs.renameSync(tmp, cacheFile(lang));
  }
  return new Map(unique.map((w) => [w, cache[w]!]));
}

export interface Misspelling {
  lang: SpellLang;
  word: string;
  file: string;
  line: number;
  lemma: string;
}

export interface SpellingReport {
  words: number;
  passed: number;
  excepted: number;
  misspelled: Misspelling[];
  /** Exceptions listed but no longer needed (the word is gone or passes). */
  unusedExceptions: SpellingException[];
}

/** Checks every translation word of the given entries against Hunspell and the exception list. */
export async function spellingReport(
  lines: EntryLine[],
  exceptions = readExceptions(),
): Promise<SpellingReport> {
  const report: SpellingReport = { words: 0, passed: 0, excepted: 0, misspelled: [], unusedExceptions: [] };
  const used = new Set<string>();
  for (const lang of ['uk', 'pl'] as const) {
    const occurrences: Omit<Misspelling, 'lang'>[] = [];
    for (const { entry, file, line } of lines) {
      const senses = Array.isArray(entry.senses) ? entry.senses : [];
      const list: unknown[] = [entry[lang], ...senses.map((s) => s[lang])].flatMap((l: unknown) =>
        Array.isArray(l) ? (l as unknown[]) : [],
      );
      for (const translation of list) {
        if (typeof translation !== 'string') continue;
        for (const word of wordsOf(translation)) occurrences.push({ word, file, line, lemma: entry.lemma });
      }
    }
    const verdicts = await spellCheck(
      lang,
      occurrences.map((o) => o.word),
    );
    const allowed = new Set(exceptions.filter((e) => e.lang === lang).map((e) => e.word));
    for (const o of occurrences) {
      report.words++;
      if (verdicts.get(o.word)) report.passed++;
      else if (allowed.has(o.word)) {
        report.excepted++;
        used.add(`${lang}|${o.word}`);
      } else report.misspelled.push({ lang, ...o });
    }
  }
  report.unusedExceptions = exceptions.filter((e) => !used.has(`${e.lang}|${e.word}`));
  return report;
}
