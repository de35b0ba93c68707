import fs from 'node:fs';
import path from 'node:path';
import { WORD_TYPE_VALUES } from '../../src/api-contract/language.ts';

/** Parts of speech a glossary entry may have: the translation result's types (the shared contract). */
export const GLOSSARY_POS = WORD_TYPE_VALUES;
export type GlossaryPos = (typeof GLOSSARY_POS)[number];

/** A further sense of an entry: its gloss, renderings and the context that picks it. */
export interface GlossarySense {
  /** A short English gloss of the sense ("a place where you pay in a shop"). */
  gloss: string;
  uk: string[];
  pl: string[];
  /**
   * Words or phrases (lower case, as written or as lemmas) whose presence in the sentence picks
   * this sense ("advice" for sound = слушний); a sense without cues is only offered as another meaning.
   */
  cues?: string[];
}

/** One line of data/glossary/entries/*.jsonl. */
export interface GlossaryEntry {
  lemma: string;
  pos: GlossaryPos;
  /** 1–3 translations each of the main (most frequent) sense. */
  uk: string[];
  pl: string[];
  /** A short English gloss of the main sense. */
  gloss?: string;
  /** Further senses of this part of speech, most frequent first. */
  senses?: GlossarySense[];
  /** Grammatical gender of the first noun translation: m | f | n | pl. */
  gender?: { uk?: string; pl?: string };
  /** Short usage note where the sense is easy to mistake. */
  note?: { uk?: string; pl?: string };
  /** Abbreviations: the full form. */
  full?: string;
}

/** One line of data/glossary/mistakes.jsonl: a curated common-mistake note. */
export interface MistakeNote {
  id: string;
  kind:
    'false-friend' | 'confusable' | 'article' | 'tense' | 'preposition' | 'grammar' | 'spelling' | 'usage';
  lemmas: string[];
  uk?: string;
  pl?: string;
  en?: string;
}

export interface Glossary {
  size: number;
  /** Entries for a lemma (all parts of speech). */
  lookup(lemma: string): GlossaryEntry[];
  get(lemma: string, pos: GlossaryPos): GlossaryEntry | undefined;
  mistakesFor(lemma: string): MistakeNote[];
  /** Every entry (fixtures may leave it out). */
  entries?(): Iterable<GlossaryEntry>;
  /** How the load went (set by loadGlossary; fixtures may leave it out). */
  stats?: GlossaryStats;
}

export interface GlossaryStats {
  files: number;
  entries: number;
  lemmas: number;
  mistakes: number;
  /** Wall time of loadGlossary in milliseconds. */
  loadMs: number;
}

const defaultDir = path.resolve('data/glossary');

/**
 * Parses a JSON Lines file in one JSON.parse call (several times faster than one call per line);
 * if that fails, parses line by line to report the first bad line with its number.
 */
function readJsonl<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  try {
    return JSON.parse(`[${lines.join(',')}]`) as T[];
  } catch {
    return lines.map((line, i) => {
      try {
        return JSON.parse(line) as T;
      } catch (err) {
        throw new Error(`${path.basename(file)}:${i + 1}: ${(err as Error).message}`, { cause: err });
      }
    });
  }
}

function push<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Builds the in-memory index from data/glossary (entries/*.jsonl and mistakes.jsonl): lemma
 * (lower case) → entries, lemma → mistake notes. A few thousand entries load in tens of
 * milliseconds; `npm run bench -- glossary` prints the figures.
 */
export function loadGlossary(dir = defaultDir): Glossary {
  const started = performance.now();
  const byLemma = new Map<string, GlossaryEntry[]>();
  const entriesDir = path.join(dir, 'entries');
  let size = 0;
  const files = fs.existsSync(entriesDir)
    ? fs.readdirSync(entriesDir).filter((f) => f.endsWith('.jsonl'))
    : [];
  for (const file of files.sort()) {
    for (const entry of readJsonl<GlossaryEntry>(path.join(entriesDir, file))) {
      push(byLemma, entry.lemma.toLowerCase(), entry);
      size++;
    }
  }
  const mistakes = new Map<string, MistakeNote[]>();
  const notes = readJsonl<MistakeNote>(path.join(dir, 'mistakes.jsonl'));
  for (const note of notes) {
    for (const lemma of new Set(note.lemmas.map((l) => l.toLowerCase()))) push(mistakes, lemma, note);
  }
  const stats: GlossaryStats = {
    files: files.length,
    entries: size,
    lemmas: byLemma.size,
    mistakes: notes.length,
    loadMs: performance.now() - started,
  };
  return {
    size,
    lookup: (lemma) => byLemma.get(lemma.toLowerCase()) ?? [],
    get: (lemma, pos) => byLemma.get(lemma.toLowerCase())?.find((e) => e.pos === pos),
    mistakesFor: (lemma) => mistakes.get(lemma.toLowerCase()) ?? [],
    entries: () => [...byLemma.values()].flat(),
    stats,
  };
}
