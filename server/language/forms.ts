import { Inflectors } from 'en-inflectors';
import { createRequire } from 'node:module';
import type { WordType } from './types.ts';

const require = createRequire(import.meta.url);
/** infinitive → [[past, participle], …] variants. */
const IRREGULAR_VERBS = require('english-verbs-irregular/dist/verbs.json') as Record<string, string[][]>;

/** The `details` of a translation result: exactly SPEC §3's fields for the word's type. */
export type Details =
  | { base_verb: string; past_tense: string; past_participle: string; third_person_singular: string }
  | { singular_form: string; plural_form: string }
  | { comparative: string; superlative: string }
  | { is_reflexive_form: boolean; is_object_form: boolean; is_possessive_form: boolean }
  | { singular: string; plural: string }
  | { plural_form: string }
  | { full_form: string }
  | Record<string, never>;

/** Verbs whose forms the inflection libraries get wrong or lack (be, have, the modals). */
const SPECIAL_VERBS: Record<string, [past: string, participle: string, third: string]> = {
  be: ['was / were', 'been', 'is'],
  have: ['had', 'had', 'has'],
  do: ['did', 'done', 'does'],
  can: ['could', '', 'can'],
  could: ['', '', 'could'],
  will: ['would', '', 'will'],
  would: ['', '', 'would'],
  shall: ['should', '', 'shall'],
  should: ['', '', 'should'],
  may: ['might', '', 'may'],
  might: ['', '', 'might'],
  must: ['', '', 'must'],
  ought: ['', '', 'ought'],
};

const unique = (forms: string[]) => [...new Set(forms.filter(Boolean))].join(' / ');

export function verbForms(lemma: string) {
  const base = lemma.toLowerCase();
  const special = SPECIAL_VERBS[base];
  if (special) {
    const [past_tense, past_participle, third_person_singular] = special;
    return { base_verb: base, past_tense, past_participle, third_person_singular };
  }
  const inflector = new Inflectors(base);
  const irregular = IRREGULAR_VERBS[base];
  const past = irregular ? irregular.map((v) => v[0]!) : [];
  const participle = irregular ? irregular.map((v) => v[1]!) : [];
  return {
    base_verb: base,
    past_tense: unique([inflector.toPast(), ...past]),
    past_participle: unique([inflector.toPastParticiple(), ...participle]),
    third_person_singular: inflector.toPresentS(),
  };
}

export function nounForms(lemma: string) {
  // A name ("Warsaw", "Novak") has no plural a learner needs.
  if (/^\p{Lu}/u.test(lemma)) return { singular_form: lemma, plural_form: '' };
  const inflector = new Inflectors(lemma);
  return { singular_form: inflector.toSingular(), plural_form: inflector.toPlural() };
}

const IRREGULAR_GRADES: Record<string, [string, string]> = {
  good: ['better', 'best'],
  well: ['better', 'best'],
  bad: ['worse', 'worst'],
  badly: ['worse', 'worst'],
  ill: ['worse', 'worst'],
  far: ['farther / further', 'farthest / furthest'],
  little: ['less', 'least'],
  much: ['more', 'most'],
  many: ['more', 'most'],
  old: ['older / elder', 'oldest / eldest'],
};

/** Irregular comparative and superlative forms → the word they grade, per type. */
export const GRADED_BASE: Record<string, { adjective: string; adverb: string }> = {
  better: { adjective: 'good', adverb: 'well' },
  best: { adjective: 'good', adverb: 'well' },
  worse: { adjective: 'bad', adverb: 'badly' },
  worst: { adjective: 'bad', adverb: 'badly' },
  further: { adjective: 'far', adverb: 'far' },
  furthest: { adjective: 'far', adverb: 'far' },
  farther: { adjective: 'far', adverb: 'far' },
  farthest: { adjective: 'far', adverb: 'far' },
  elder: { adjective: 'old', adverb: 'old' },
  eldest: { adjective: 'old', adverb: 'old' },
};

/** Adverbs graded with -er/-est like adjectives ("faster"); other adverbs not ending in -ly have no grades. */
const FLAT_ADVERBS = new Set([
  'fast', 'hard', 'late', 'early', 'soon', 'long', 'high', 'low', 'near', 'close', 'deep', 'straight',
  'loud', 'quick', 'slow', 'often',
]); // prettier-ignore

export function gradeForms(lemma: string, type: 'adjective' | 'adverb') {
  const base = lemma.toLowerCase();
  const irregular = IRREGULAR_GRADES[base];
  if (irregular) return { comparative: irregular[0], superlative: irregular[1] };
  // Compounds: "well-known" → better-known / best-known; "old-fashioned" → more / most old-fashioned.
  const compound = /^(well|badly)-(.+)$/.exec(base);
  if (compound) {
    const [comparative, superlative] = IRREGULAR_GRADES[compound[1]!]!;
    return { comparative: `${comparative}-${compound[2]}`, superlative: `${superlative}-${compound[2]}` };
  }
  if (base.includes('-')) return { comparative: `more ${base}`, superlative: `most ${base}` };
  if (type === 'adverb') {
    if (base === 'often') return { comparative: 'more often', superlative: 'most often' };
    if (base.endsWith('ly') && base !== 'early')
      return { comparative: `more ${base}`, superlative: `most ${base}` };
    if (!FLAT_ADVERBS.has(base)) return { comparative: '', superlative: '' };
  }
  const inflector = new Inflectors(base);
  return { comparative: inflector.comparative(), superlative: inflector.superlative() };
}

/**
 * The regular base of a graded word the tagger left as it is ("faster" → "fast", "happier" →
 * "happy", "biggest" → "big"), when grading that base gives the word back.
 */
export function ungrade(word: string, type: 'adjective' | 'adverb', known: (base: string) => boolean) {
  const w = word.toLowerCase();
  const irregular = GRADED_BASE[w];
  if (irregular) return irregular[type];
  const match = /^(.+?)(er|est)$/.exec(w);
  if (!match) return undefined;
  const stem = match[1]!;
  const candidates = [stem, `${stem}e`, stem.replace(/i$/, 'y'), stem.replace(/(.)\1$/, '$1')];
  for (const base of candidates) {
    if (base.length < 2 || !known(base)) continue;
    const { comparative, superlative } = gradeForms(base, type);
    if (comparative === w || superlative === w) return base;
  }
  return undefined;
}

const REFLEXIVE = new Set([
  'myself', 'yourself', 'himself', 'herself', 'itself', 'ourselves', 'yourselves', 'themselves', 'oneself',
]); // prettier-ignore
const OBJECT = new Set(['me', 'him', 'us', 'them', 'whom']);
const POSSESSIVE = new Set([
  'my', 'your', 'his', 'its', 'our', 'their', 'mine', 'yours', 'hers', 'ours', 'theirs', 'whose',
]); // prettier-ignore

/**
 * SPEC's pronoun details are flags of the word as used: "myself" is reflexive, "me" an object
 * form, "my"/"mine" possessive. "you", "it" and "her" are read from context: after a verb or
 * preposition they are objects; "her" before a noun or adjective is possessive.
 */
export function pronounForms(word: string, context: { previous?: string; next?: string } = {}) {
  const w = word.toLowerCase();
  const afterVerbOrPreposition = context.previous === 'VERB' || context.previous === 'ADP';
  const beforeNoun = ['NOUN', 'ADJ', 'PROPN', 'NUM'].includes(context.next ?? '');
  return {
    is_reflexive_form: REFLEXIVE.has(w),
    is_object_form:
      OBJECT.has(w) ||
      ((w === 'you' || w === 'it') && afterVerbOrPreposition) ||
      (w === 'her' && !beforeNoun),
    is_possessive_form: POSSESSIVE.has(w) || (w === 'her' && beforeNoun),
  };
}

/** Determiners with a number contrast; the rest read the same for singular and plural nouns. */
const DETERMINER_NUMBER: Record<string, [singular: string, plural: string]> = {
  this: ['this', 'these'],
  these: ['this', 'these'],
  that: ['that', 'those'],
  those: ['that', 'those'],
  a: ['a', ''],
  an: ['an', ''],
  each: ['each', ''],
  every: ['every', ''],
  another: ['another', ''],
  either: ['either', ''],
  neither: ['neither', ''],
  much: ['much', 'many'],
  many: ['much', 'many'],
  little: ['little', 'few'],
  few: ['little', 'few'],
  both: ['', 'both'],
  several: ['', 'several'],
};

export function determinerForms(lemma: string) {
  const w = lemma.toLowerCase();
  const [singular, plural] = DETERMINER_NUMBER[w] ?? [w, w];
  return { singular, plural };
}

export function numberForms(word: string) {
  const w = word.toLowerCase();
  if (/^\d/.test(w)) return { plural_form: `${w}s` };
  if (/(x|s|ch|sh)$/.test(w)) return { plural_form: `${w}es` };
  if (/[^aeiou]y$/.test(w)) return { plural_form: `${w.slice(0, -1)}ies` };
  return { plural_form: `${w}s` };
}

/** Details for a word of the given type (SPEC §3); parts of speech SPEC has no forms for get {}. */
export function detailsFor(
  type: WordType,
  lemma: string,
  word: string,
  extra: { fullForm?: string; previousTag?: string; nextTag?: string } = {},
): Details {
  switch (type) {
    case 'verb':
      return verbForms(lemma);
    case 'noun':
      return nounForms(lemma);
    case 'adjective':
    case 'adverb':
      return gradeForms(lemma, type);
    case 'pronoun':
      return pronounForms(word, { previous: extra.previousTag, next: extra.nextTag });
    case 'determiner':
      return determinerForms(lemma);
    case 'number':
      return numberForms(lemma);
    case 'abbreviation':
      return { full_form: extra.fullForm ?? '' };
    default:
      return {};
  }
}
