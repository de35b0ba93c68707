import type { Language } from '../types.ts';
import type { Details } from './forms.ts';
import { GLOSSARY_POS } from './glossary.ts';

/**
 * The `type` of a translation result. SPEC §3 lists eight; prepositions, conjunctions and
 * interjections have no sensible home among them ("for" is no adverb), so they keep their own
 * name and carry no details (documented in the OpenAPI description of the translate call).
 */
export const WORD_TYPES = GLOSSARY_POS;
export type WordType = (typeof WORD_TYPES)[number];

/** One meaning of a word: its part of speech, the rendering in the target language and an English gloss. */
export interface Sense {
  type: WordType;
  translation: string;
  gloss: string;
}

/** The multi-word expression the clicked word belongs to ("took off" → злетіти). */
export interface ExpressionReport {
  /** As it stands in the sentence ("took off", "sorted … out"). */
  text: string;
  /** Its dictionary form ("take off"). */
  lemma: string;
  translation: string;
  /** phrasal verb, idiom, fixed phrase, compound, name or number. */
  type: string;
  gloss: string;
}

/** What the engine says about a word (the translate answer without the dictionary entry id). */
export interface WordReport {
  text: string;
  lemma: string;
  type: WordType;
  translation: string;
  /** False when `translation` is the "no translation" message: then no dictionary entry is made. */
  translated: boolean;
  details: Details;
  usage_example: string;
  common_misunderstandings: string;
  phonetic: string;
  /** Every meaning: the one given in `translation` first, then the other senses and parts of speech. */
  senses: Sense[];
  /** The expression the word belongs to here, when it belongs to one. */
  expression?: ExpressionReport;
  /** Where the meaning came from: a proper name (place, person, letter), a number, or the dictionary. */
  source: 'glossary' | 'freedict' | 'wordnet' | 'name' | 'number' | 'none';
}

export type TargetLanguage = Language;

/** SPEC §8 'Переклад відсутній' and its equivalents: said instead of inventing a translation. */
export const NO_TRANSLATION: Record<Language, string> = {
  uk: 'Переклад відсутній',
  pl: 'Brak tłumaczenia',
  en: 'No translation available',
};
