import fs from 'node:fs';
import path from 'node:path';

/** Parts of speech a glossary entry may have. */
export const GLOSSARY_POS = [
  'verb',
  'noun',
  'adjective',
  'adverb',
  'pronoun',
  'determiner',
  'number',
  'abbreviation',
  'preposition',
  'conjunction',
  'interjection',
] as const;
export type GlossaryPos = (typeof GLOSSARY_POS)[number];

/** One line of data/glossary/entries/*.jsonl. */
export interface GlossaryEntry {
  lemma: string;
  pos: GlossaryPos;
  /** 1–3 translations each, most common learner-relevant sense first. */
  uk: string[];
  pl: string[];
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
}

const defaultDir = path.resolve('data/glossary');

function readJsonl<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

/** Builds the in-memory index from data/glossary (entries/*.jsonl and mistakes.jsonl). */
export function loadGlossary(dir = defaultDir): Glossary {
  const byLemma = new Map<string, GlossaryEntry[]>();
  const entriesDir = path.join(dir, 'entries');
  let size = 0;
  const files = fs.existsSync(entriesDir)
    ? fs.readdirSync(entriesDir).filter((f) => f.endsWith('.jsonl'))
    : [];
  for (const file of files.sort()) {
    for (const entry of readJsonl<GlossaryEntry>(path.join(entriesDir, file))) {
      const key = entry.lemma.toLowerCase();
      const list = byLemma.get(key) ?? [];
      list.push(entry);
      byLemma.set(key, list);
      size++;
    }
  }
  const mistakes = new Map<string, MistakeNote[]>();
  for (const note of readJsonl<MistakeNote>(path.join(dir, 'mistakes.jsonl'))) {
    for (const lemma of note.lemmas) {
      const key = lemma.toLowerCase();
      mistakes.set(key, [...(mistakes.get(key) ?? []), note]);
    }
  }
  return {
    size,
    lookup: (lemma) => byLemma.get(lemma.toLowerCase()) ?? [],
    get: (lemma, pos) => byLemma.get(lemma.toLowerCase())?.find((e) => e.pos === pos),
    mistakesFor: (lemma) => mistakes.get(lemma.toLowerCase()) ?? [],
  };
}
