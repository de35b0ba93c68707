import { z } from 'zod';
import { dbId, languageCode, pageOf } from './common.ts';

/**
 * The `type` of a translation result: SPEC §3's eight, plus preposition, conjunction and
 * interjection, which carry no details (also the glossary's parts of speech, server/language/glossary.ts).
 */
export const WORD_TYPE_VALUES = [
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
export const wordType = z.enum(WORD_TYPE_VALUES);

export const MAX_WORD_LENGTH = 100;

export const translateBody = z.object({
  text: z.string().min(1).max(MAX_WORD_LENGTH),
  language: languageCode.optional(),
  phrase: z.number().int().min(0).max(100_000).optional(),
  occurrence: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe('Which occurrence of the word in that phrase was clicked (1 = the first)'),
});
export type TranslateBody = z.input<typeof translateBody>;

export const translationResult = z.object({
  id: z.number().int().nullable().describe('Dictionary entry (lemma + type) when the word has a translation'),
  text: z.string(),
  translation: z.string(),
  type: wordType,
  details: z.record(z.string(), z.union([z.string(), z.boolean()])),
  usage_example: z.string(),
  common_misunderstandings: z.string(),
  phonetic: z.string().describe('IPA between slashes, or empty when unknown'),
  lemma: z.string(),
  senses: z
    .array(z.object({ type: wordType, translation: z.string(), gloss: z.string() }))
    .describe('Every meaning: the one in `translation` first, then the other senses and parts of speech'),
  expression: z
    .object({
      text: z.string().describe('The expression as it stands in the sentence ("took off", "sorted … out")'),
      lemma: z.string().describe('Its dictionary form ("take off")'),
      translation: z.string(),
      type: z.string().describe('phrasal verb, idiom, fixed phrase, compound, or number'),
      gloss: z.string(),
    })
    .optional()
    .describe('The multi-word expression the word belongs to in this sentence, when it belongs to one'),
});
export type TranslationResult = z.infer<typeof translationResult>;

export const vocabularyWord = z.object({
  id: z.number().int(),
  entry: z.number().int(),
  text: z.string(),
  translation: z.string(),
  form: z.string().describe('The form the learner clicked ("booked" for book), or empty'),
  sense: z.string().describe('The meaning the learner saw in the popup, or empty'),
  sentence: z.string().describe('The sentence the word was clicked in, or empty'),
});
export type VocabularyWord = z.infer<typeof vocabularyWord>;
export const vocabularyPage = pageOf(vocabularyWord);

export const saveWordBody = z.object({
  entry: dbId,
  video: dbId.nullable().optional(),
  form: z.string().max(100).optional().describe('The form clicked ("booked")'),
  sense: z.string().max(500).optional().describe('The meaning the learner saw; saved as the translation'),
  sentence: z.string().max(2000).optional().describe('The sentence the word was clicked in'),
});
export type SaveWordBody = z.input<typeof saveWordBody>;
