import { loadGlossary, type Glossary, type GlossaryEntry } from './glossary.ts';
import { ABBREVIATIONS, abbreviationKey } from './abbreviations.ts';
import { readWord, findWord, sentenceHolding, type Reading } from './analyse.ts';
import { loadFreedict, type Freedict } from './freedict.ts';
import { detailsFor } from './forms.ts';
import { phoneticOf } from './ipa.ts';
import { NO_TRANSLATION, type TargetLanguage, type WordReport, type WordType } from './types.ts';
import { Wordnet, type WordnetPos } from './wordnet.ts';
import { DOTTED_ABBREVIATION, TITLES } from './word.ts';

export { MAX_WORD_LENGTH, normalizeWord } from './word.ts';

/** Glossary parts of speech tried when the exact one is missing (closest sense first). */
const NEAR_TYPES: Partial<Record<WordType, WordType[]>> = {
  preposition: ['adverb', 'conjunction'],
  adverb: ['preposition'],
  conjunction: ['preposition', 'adverb'],
  determiner: ['pronoun'],
  pronoun: ['determiner'],
  abbreviation: ['noun'],
  number: ['determiner', 'noun'],
  interjection: ['adverb'],
  // wink-nlp calls quantifiers adjectives ("many", "more"); the glossary files them as determiners.
  adjective: ['determiner'],
};

/** Where an English definition of each type is looked up in WordNet ("hello" is a noun there). */
const DEFINITION_POS: Partial<Record<WordType, WordnetPos[]>> = {
  noun: ['noun'],
  verb: ['verb'],
  adjective: ['adjective'],
  adverb: ['adverb'],
  number: ['adjective', 'noun'],
  interjection: ['noun'],
};

/**
 * WordNet files modal verbs under their other senses ("can": preserve in a tin), so the
 * English learner's definition of a modal is ours.
 */
const MODAL_DEFINITIONS: Record<string, string> = {
  can: 'be able to do something; be allowed to do something',
  could: 'past of "can"; used to say something is possible or to ask politely',
  may: 'used to say something is possible or to ask for or give permission',
  might: 'used to say something is possible but not very likely',
  must: 'used to say something is necessary or very likely',
  shall: 'used to talk about the future or to offer or suggest something',
  should: 'used to say what is right or a good idea to do',
  will: 'used to talk about the future or to say someone is willing to do something',
  would: 'past of "will"; used to talk about imagined situations or to ask politely',
  ought: 'used with "to" to say what is right or a good idea to do',
};

export interface ReportOptions {
  language: TargetLanguage;
  /** The lesson's sentences (split transcription phrases); the one holding the word gives context. */
  sentences?: readonly string[];
  /** Index of the phrase the word was clicked in, when the client knows it. */
  phrase?: number;
}

export interface LanguageEngine {
  glossary: Glossary;
  report(word: string, options: ReportOptions): WordReport;
  /** Translation of a dictionary word (lemma and type) with no sentence: saved vocabulary. */
  translate(lemma: string, type: WordType, language: TargetLanguage): { text: string; translated: boolean };
}

/**
 * The offline language engine (DESIGN.md "Language engine"): glossary first, FreeDict for Polish,
 * WordNet definitions for English, forms from en-inflectors, IPA from the CMU dictionary.
 */
export function createLanguageEngine(
  deps: { glossary?: Glossary; freedict?: Freedict; wordnet?: Wordnet } = {},
): LanguageEngine {
  const glossary = deps.glossary ?? loadGlossary();
  const freedict = deps.freedict ?? loadFreedict();
  const wordnet = deps.wordnet ?? new Wordnet();

  function glossaryEntry(lemma: string, type: WordType): GlossaryEntry | undefined {
    for (const candidate of [type, ...(NEAR_TYPES[type] ?? [])]) {
      const entry = glossary.get(lemma, candidate);
      if (entry) return entry;
    }
    return undefined;
  }

  /**
   * Is the word an abbreviation here? Dotted forms and titles always; a word in capitals when it is
   * a known abbreviation or no English word ("NATO") — unless the whole sentence is in capitals.
   * A lower-case spelling counts only when the glossary knows the word as nothing else ("it" ≠ IT).
   */
  function abbreviationOf(word: string, sentence?: string): { fullForm: string } | undefined {
    const key = abbreviationKey(word);
    const lowerCase = word === word.toLowerCase();
    const entry = glossary.get(word, 'abbreviation') ?? glossary.get(key, 'abbreviation');
    const otherSenses = glossary.lookup(word).some((e) => e.pos !== 'abbreviation');
    if (entry && !(lowerCase && otherSenses)) return { fullForm: entry.full ?? ABBREVIATIONS[key] ?? '' };
    if (DOTTED_ABBREVIATION.test(word) || TITLES.test(word)) return { fullForm: ABBREVIATIONS[key] ?? '' };
    const letters = (sentence ?? '').replace(/[^\p{L}]/gu, '');
    const shouting = letters.length > word.length && letters === letters.toUpperCase();
    if (!/^\p{Lu}{2,6}$/u.test(word) || shouting) return undefined;
    if (ABBREVIATIONS[key]) return { fullForm: ABBREVIATIONS[key] };
    if (!wordnet.partsOfSpeech(word).length && !glossary.lookup(word).length) return { fullForm: '' };
    return undefined;
  }

  function translate(lemma: string, type: WordType, language: TargetLanguage, fullForm = '') {
    const missing = { text: NO_TRANSLATION[language], translated: false };
    if (language === 'en') {
      if (type === 'abbreviation') return fullForm ? { text: fullForm, translated: true } : missing;
      const modal = type === 'verb' ? MODAL_DEFINITIONS[lemma.toLowerCase()] : undefined;
      if (modal) return { text: modal, translated: true };
      const definition = (DEFINITION_POS[type] ?? [])
        .map((pos) => wordnet.senses(lemma, pos)[0]?.definition)
        .find(Boolean);
      return definition ? { text: definition, translated: true } : missing;
    }
    const fromGlossary = glossaryEntry(lemma, type)?.[language] ?? [];
    if (fromGlossary.length) return { text: fromGlossary.join(', '), translated: true };
    if (language === 'pl') {
      // FreeDict files words without case: an abbreviation never borrows a noun's sense ("IT" ≠ "it").
      const candidates = type === 'abbreviation' ? [type] : [type, ...(NEAR_TYPES[type] ?? [])];
      for (const candidate of candidates) {
        const polish = freedict.polish(lemma, candidate);
        if (polish.length) return { text: polish.slice(0, 3).join(', '), translated: true };
      }
    }
    return missing;
  }

  function misunderstandings(lemma: string, type: WordType, language: TargetLanguage): string {
    const notes = glossary.mistakesFor(lemma).map((note) => note[language]);
    if (language !== 'en') notes.unshift(glossaryEntry(lemma, type)?.note?.[language]);
    return [...new Set(notes.filter((n): n is string => Boolean(n?.trim())))].join(' ');
  }

  function exampleFor(word: string, lemma: string, type: WordType, sentence: string | undefined): string {
    if (sentence) return sentence.trim();
    if (type !== 'noun' && type !== 'verb' && type !== 'adjective' && type !== 'adverb') return '';
    const examples = wordnet.senses(lemma, type).flatMap((s) => s.examples);
    return (
      examples.find((e) => findWord(e, word)) ?? examples.find((e) => findWord(e, lemma)) ?? examples[0] ?? ''
    );
  }

  function sentenceWith(word: string, options: ReportOptions): string | undefined {
    const sentences = options.sentences ?? [];
    const clicked = options.phrase === undefined ? undefined : sentences[options.phrase];
    const phrase = clicked && findWord(clicked, word) ? clicked : sentences.find((s) => findWord(s, word));
    return phrase === undefined ? undefined : sentenceHolding(phrase, word);
  }

  return {
    glossary,
    translate: (lemma, type, language) => {
      const fullForm = type === 'abbreviation' ? (abbreviationOf(lemma)?.fullForm ?? '') : '';
      return translate(lemma, type, language, fullForm);
    },
    report(word, options) {
      const sentence = sentenceWith(word, options);
      const abbreviation = abbreviationOf(word, sentence);
      const reading: Reading = abbreviation
        ? { lemma: word, type: 'abbreviation' }
        : readWord(word, sentence, wordnet);
      const { lemma, type } = reading;
      // A respelt lemma ("judgment") often has WordNet's better-ranked senses: English tries it first.
      const spellings = reading.variant
        ? options.language === 'en'
          ? [reading.variant, lemma]
          : [lemma, reading.variant]
        : [lemma];
      const translation =
        spellings
          .map((spelling) => translate(spelling, type, options.language, abbreviation?.fullForm))
          .find((t) => t.translated) ?? translate(lemma, type, options.language, abbreviation?.fullForm);
      return {
        text: word,
        lemma,
        type,
        translation: translation.text,
        translated: translation.translated,
        details: detailsFor(type, lemma, word, {
          fullForm: abbreviation?.fullForm,
          previousTag: reading.previousTag,
          nextTag: reading.nextTag,
        }),
        usage_example: exampleFor(word, lemma, type, sentence),
        common_misunderstandings: misunderstandings(lemma, type, options.language),
        phonetic: phoneticOf(word) || phoneticOf(lemma),
      };
    },
  };
}

let shared: LanguageEngine | undefined;

/** The engine the server uses: built once on first use (dictionaries are read then). */
export function languageEngine(): LanguageEngine {
  if (!shared) {
    const wordnet = new Wordnet();
    wordnet.warm();
    shared = createLanguageEngine({ wordnet });
  }
  return shared;
}
