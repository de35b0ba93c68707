import { loadGlossary, type Glossary, type GlossaryEntry } from './glossary.ts';
import { CALENDAR_WORDS, MONTHS } from './calendar.ts';
import { ABBREVIATIONS, abbreviationKey } from './abbreviations.ts';
import {
  readWord,
  findOccurrence,
  findWord,
  sentenceOfOccurrence,
  tag,
  type Reading,
  type Token,
} from './analyse.ts';
import {
  createExpressionIndex,
  lemmasOfCue,
  verbBases,
  opensReply,
  readExpressions,
  type ExpressionIndex,
  type ExpressionMatch,
} from './expressions.ts';
import { loadNames, transliterate, type NameReading, type Names, type NationalityForm } from './names.ts';
import {
  clockTime,
  cardinalWords,
  clockWords,
  fractionAt,
  minutesClock,
  DIGIT_NUMBER,
  isNumberWord,
  numberWords,
  parseNumber,
  readNumeric,
  scaledDigits,
  ageDecade,
  numberCompound,
  readWrittenNumber,
  moneyWords,
  writtenNumberAt,
  isYear,
  ordinalWords,
  spokenNumber,
  withLocalDigits,
  andAHalfWords,
  quantityWords,
  unitOfWord,
  dateWords,
  ROAD_NUMBER,
} from './numbers.ts';
import { isWhatLike, repairReading, type Repaired } from './rules.ts';
import {
  analyticGrade,
  gradeOf,
  loadComparatives,
  loadPredicatives,
  type Comparatives,
  type Predicatives,
} from './grades.ts';
import { contentWords, nearestSense, possessiveGot, senseWords } from './senses.ts';
import { similarity } from '../matching/embeddings.ts';
import {
  aspectInContext,
  inAspect,
  intransitiveOfThing,
  phrasalOfThing,
  loadAspectPairs,
  reflexiveOf,
  hasDirectObject,
  usedWithoutObject,
  withPluralImperatives,
  opensCommand,
  transitiveOf,
  type AspectPairs,
} from './aspect.ts';
import { phoneticInContext } from './pronounce.ts';
import { loadFreedict, type Freedict } from './freedict.ts';
import {
  adjectivesOfAdverb,
  foldDiacritics,
  polishAdverb,
  ukrainianAdverb,
  unitAfterNumber,
} from './derive.ts';
import { detailsFor, ungrade } from './forms.ts';
import {
  NO_TRANSLATION,
  type ExpressionReport,
  type Sense,
  type TargetLanguage,
  type WordReport,
  type WordType,
} from './types.ts';
import { sharedWordnet, Wordnet, type WordnetPos } from './wordnet.ts';
import { loadVerbForms } from './verbforms.ts';
import { Inflectors } from 'en-inflectors';
import { createWordnetExpressions } from './wordnet-expressions.ts';
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

/**
 * Words every lesson uses whatever its topic (times of day, units of time, people, money, home, work):
 * as cues they pick a sense in their sentence, but they say nothing of a lesson's topic.
 */
const EVERYDAY_CUES = new Set(['day', 'days', 'week', 'weeks', 'weekend', 'weekends', 'month', 'months', 'year', 'years', 'hour', 'hours', 'minute', 'minutes', 'time', 'times', 'night', 'nights', 'morning', 'mornings', 'evening', 'evenings', 'afternoon', 'today', 'tomorrow', 'yesterday', 'life', 'people', 'person', 'money', 'home', 'work', 'job', 'family', 'friend', 'friends', 'house', 'school', 'place', 'thing', 'things', 'summer', 'winter', 'spring', 'autumn', 'christmas', 'holiday', 'holidays']); // prettier-ignore

/** The generic word of an English street name, as Ukrainian writes it after a hyphen (Бейкер-стріт). */
const STREET_WORDS: Record<string, string> = {
  street: 'стріт', road: 'роуд', avenue: 'авеню', lane: 'лейн', square: 'сквер', way: 'вей', drive: 'драйв',
  close: 'клоуз', crescent: 'крісент', gardens: 'гарденс', place: 'плейс', terrace: 'терас', hill: 'гілл',
}; // prettier-ignore

/** The last word of a named place that says what it is ("Gatwick Airport", "Leeds University"). */
const INSTITUTION_WORDS = new Set([
  'airport', 'university', 'college', 'school', 'academy', 'hospital', 'clinic', 'surgery', 'museum', 'gallery',
  'station', 'centre', 'center', 'park', 'stadium', 'arena', 'theatre', 'theater', 'library', 'hotel', 'church',
  'cathedral', 'castle', 'palace', 'bridge', 'market', 'hall', 'tower', 'zoo', 'institute', 'bank', 'cinema',
  'restaurant', 'café', 'cafe', 'bakery', 'pharmacy', 'supermarket', 'mall', 'beach', 'forest', 'valley', 'island',
]); // prettier-ignore

/** Tagged parts of speech that give way to the near one the glossary has (see NEAR_TYPES). */
const NEAR_ADOPTED = new Set<WordType>(['preposition', 'adverb', 'determiner', 'pronoun']);

/** Titles before a personal name: "Professor Lang", "Ms Brown" are persons, not a name run. */
const GREETING_WORDS = /^(hi|hello|hey|dear|thanks|welcome|morning|evening|bye|goodbye)$/i;
const TITLE_WORDS = /^(mr|mrs|ms|miss|dr|professor|prof|sir|madam|captain|doctor|lord|lady|president)\.?$/i;

/** Particles that end a hyphenated noun made from a phrasal verb ("check-in", "take-off", "follow-up"). */
const PARTICLES = /^(in|up|off|out|on|down|over|back|away|by|through|about|around)$/i;

/** A Ukrainian adjective in the dictionary (masculine) form agreed with a gender: центральний → центральна. */
function agreeUk(adjective: string, gender: string | undefined): string | undefined {
  const m = /^(.+)(ий|ій)$/u.exec(adjective);
  if (!m) return undefined;
  const soft = m[2] === 'ій';
  if (gender === 'm') return adjective;
  if (gender === 'f') return `${m[1]}${soft ? 'я' : 'а'}`;
  if (gender === 'n') return `${m[1]}${soft ? 'є' : 'е'}`;
  if (gender === 'pl') return `${m[1]}і`;
  return undefined;
}

/** A Polish adjective agreed with a gender: centralny → centralna, narodowy → narodowe, polski → polska. */
function agreePl(adjective: string, gender: string | undefined): string | undefined {
  const m = /^(.+?)(y|i)$/u.exec(adjective);
  if (!m) return undefined;
  const [, stem, end] = m;
  const velar = /[kg]$/.test(stem!);
  if (gender === 'm') return adjective;
  if (gender === 'f') return end === 'y' || velar ? `${stem}a` : `${stem}ia`;
  if (gender === 'n') return end === 'y' ? `${stem}e` : `${stem}ie`;
  return undefined;
}

/**
 * Verbs of feeling whose object is the person affected ("that worries me"): their reflexive renderings
 * (хвилюватися, martwić się) give way to the transitive verb (хвилювати, martwić) before an object. Other
 * reflexives are verbs of their own (займатися бюджетом, zmierzyć się z), never cut to a transitive.
 */
const PSYCH_VERBS = new Set(['worry', 'concern', 'bother', 'interest', 'surprise', 'amaze', 'astonish', 'scare', 'frighten', 'excite', 'annoy', 'irritate', 'upset', 'disappoint', 'confuse', 'embarrass', 'please', 'impress', 'tire', 'bore', 'shock', 'delight', 'satisfy', 'relax', 'calm', 'anger', 'puzzle', 'trouble', 'depress', 'encourage', 'inspire', 'amuse', 'entertain', 'offend', 'hurt', 'tempt', 'fascinate', 'exhaust', 'stress']); // prettier-ignore
/** Adjectives whose un- / in- / dis- is no negation of the rest. */
const NOT_NEGATIVE = new Set(['invaluable', 'inflammable', 'infamous', 'indifferent', 'invertebrate', 'impassioned', 'inbound', 'inborn', 'inland', 'indoor', 'income', 'innate', 'inner', 'insider', 'dissolute', 'distinct', 'disposable']); // prettier-ignore

/** Expressions completed by an hour: "half past five". */
const CLOCK_EXPRESSIONS = new Set(['half past', 'quarter past', 'quarter to']);
/** Words before a number that make it a code read digit by digit ("account number 4471"). */
const CODE_WORDS = new Set(['number', 'code', 'pin', 'account', 'phone', 'reference', 'ref', 'card', 'no', 'extension', 'flight', 'order', 'postcode', 'id']); // prettier-ignore

const QUANTIFIER_TYPES = new Set<WordType>(['determiner', 'pronoun']);
/** Linking verbs after which a nationality word is its adjective ("he is Canadian"). */
const LINKING = new Set([
  'is',
  'are',
  'was',
  'were',
  "'s",
  "'m",
  "'re",
  'am',
  'be',
  'been',
  'being',
  'seem',
  'seems',
  'look',
  'looks',
  'sounds',
  'become',
  'became',
  'feel',
  'feels',
]);

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
  /** Which occurrence of the word in that phrase was clicked (1 = the first). */
  occurrence?: number;
}

export interface LanguageEngine {
  glossary: Glossary;
  expressions: ExpressionIndex;
  names: Names;
  report(word: string, options: ReportOptions): WordReport;
  /** Translation of a dictionary word (lemma and type) with no sentence: saved vocabulary. */
  translate(lemma: string, type: WordType, language: TargetLanguage): { text: string; translated: boolean };
}

/**
 * The offline language engine (DESIGN.md "Language engine"): glossary first, FreeDict for Polish,
 * WordNet definitions for English, forms from en-inflectors, IPA from the CMU dictionary.
 */
export function createLanguageEngine(
  deps: {
    glossary?: Glossary;
    freedict?: Freedict;
    wordnet?: Wordnet;
    expressions?: ExpressionIndex;
    names?: Names;
    aspects?: AspectPairs;
    comparatives?: Comparatives;
    predicatives?: Predicatives;
  } = {},
): LanguageEngine {
  const glossary = deps.glossary ?? loadGlossary();
  const freedict = deps.freedict ?? loadFreedict();
  const wordnet = deps.wordnet ?? new Wordnet();
  const verbForms = loadVerbForms();
  const expressions = deps.expressions ?? createExpressionIndex(readExpressions());
  const names = deps.names ?? loadNames();
  const aspects = deps.aspects ?? loadAspectPairs();
  const comparatives = deps.comparatives ?? loadComparatives();
  const predicatives = deps.predicatives ?? loadPredicatives(glossary);
  const wordnetExpressions = createWordnetExpressions(wordnet, {
    render(lemma, type) {
      const entry = glossary.get(lemma, type);
      return entry?.uk.length && entry.pl.length ? { uk: entry.uk, pl: entry.pl } : undefined;
    },
    renderHead(head, compound, definition) {
      const entry = glossary.get(head, 'noun');
      if (!entry?.uk.length || !entry.pl.length) return undefined;
      const senses = entry.senses ?? [];
      if (!senses.length) return { uk: entry.uk, pl: entry.pl };
      const byCue = senses.find((s) => cued(s.cues, compound, { lemma: head, type: 'noun' }));
      if (byCue) return { uk: byCue.uk, pl: byCue.pl };
      const words = senseWords(definition, undefined);
      const k = entry.gloss
        ? nearestSense(
            [senseWords(entry.gloss, undefined), ...senses.map((s) => senseWords(s.gloss, s.cues))],
            words,
            similarity,
            { margin: 0.1, floor: 0.7 },
          )
        : 0;
      const chosen = k === 0 ? entry : senses[k - 1]!;
      return { uk: chosen.uk, pl: chosen.pl };
    },
  });

  /**
   * A WordNet expression only where the hand list does not hold the same text: the list's own pattern
   * has already decided ("leave off" is intransitive, so "She left off the lid" is no phrasal verb).
   */
  function uncurated(match: ExpressionMatch | undefined): ExpressionMatch | undefined {
    return match && expressions.byText(match.entry.text).length ? undefined : match;
  }

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
    // "4G", "5G": a digit and capitals, known ones only.
    if (/^\d\p{Lu}+$/u.test(word) && ABBREVIATIONS[key]) return { fullForm: ABBREVIATIONS[key] };
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

  /** Set while a click on "more" / "most" reads the word after it (report). */
  let gradingProbe = false;

  /** The sentence the word was clicked in and which occurrence of the word in it. */
  function sentenceWith(word: string, options: ReportOptions): { sentence?: string; occurrence: number } {
    const sentences = options.sentences ?? [];
    const clicked = options.phrase === undefined ? undefined : sentences[options.phrase];
    const holds = (s: string) => Boolean(findOccurrence(s, word, 1));
    const phrase = clicked && holds(clicked) ? clicked : sentences.find(holds);
    if (phrase === undefined) return { occurrence: 1 };
    const n = phrase === clicked ? (options.occurrence ?? 1) : 1;
    return sentenceOfOccurrence(phrase, word, n);
  }

  const has = (lemma: string, type: WordType) => Boolean(glossary.get(lemma, type));

  /** The senses of one glossary entry: main first, then the entry's own further senses. */
  function entrySenses(entry: GlossaryEntry, language: TargetLanguage): (Sense & { cues?: string[] })[] {
    const gloss = (g: string | undefined) => g ?? '';
    // The English fallback is computed only for English (WordNet glosses are read from disk on demand).
    const render = (uk: string[], pl: string[], fallback: () => string) =>
      language === 'uk' ? uk.join(', ') : language === 'pl' ? pl.join(', ') : fallback();
    const english = (g: string | undefined) =>
      g ||
      (DEFINITION_POS[entry.pos] ?? [])
        .map((p) => wordnet.senses(entry.lemma, p)[0]?.definition)
        .find(Boolean) ||
      '';
    return [
      {
        type: entry.pos,
        translation: render(entry.uk, entry.pl, () => english(entry.gloss)),
        gloss: gloss(entry.gloss),
      },
      ...(entry.senses ?? []).map((sense) => ({
        type: entry.pos,
        translation: render(sense.uk, sense.pl, () => sense.gloss),
        gloss: sense.gloss,
        cues: sense.cues,
      })),
    ];
  }

  /**
   * A cue found in the sentence: a phrase as written or as lemmas ("advice", "that was close"),
   * "+ing" when the next word is an -ing form ("keep wondering"), "=text" when the sentence is just that ("Deal!"),
   * ",$" when the word closes the sentence after a comma ("Clear proposals, then."), "^," when it opens the
   * sentence as a reply before a comma ("True, and it's cheaper").
   */
  /** Cues on the verb's structure rather than on words: tried after every sense's word cues. */
  const STRUCTURAL_CUES = new Set(['+obj', '-obj', '+pl']);
  const wordCues = (cues: string[] | undefined) => cues?.filter((c) => !STRUCTURAL_CUES.has(c));

  function cued(cues: string[] | undefined, sentence: string | undefined, reading: Reading): boolean {
    if (!cues?.length || !sentence) return false;
    const { tokens, index, length } = reading;
    const words = sentence
      .toLowerCase()
      .replace(/’/g, "'")
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const spaced = ` ${words} `;
    const lemmas = tokens ? ` ${tokens.map((t) => t.lemma.toLowerCase()).join(' ')} ` : '';
    const nextWord =
      tokens && index !== undefined ? tokens[index + (length ?? 1)]?.value.toLowerCase() : undefined;
    const closesAfterComma =
      tokens !== undefined &&
      index !== undefined &&
      tokens[index - 1]?.value === ',' &&
      (!tokens[index + (length ?? 1)] || /^[.!?]$/.test(tokens[index + (length ?? 1)]!.value));
    return cues.some((cue) => {
      if (cue === '+ing') return Boolean(nextWord && /..ing$/.test(nextWord));
      // A verb with a direct object ("move it", "moved the boxes"): the transitive sense.
      // The same verb with no object ("we're going to lose", "Why did you leave?"): the intransitive sense.
      if (cue === '+obj' || cue === '-obj')
        return (
          reading.type === 'verb' &&
          tokens !== undefined &&
          index !== undefined &&
          (cue === '+obj' ? hasDirectObject : usedWithoutObject)(tokens, index + (length ?? 1) - 1)
        );
      // Emphatic do: a subject, do / does / did, then a bare verb, in a statement ("he does struggle", "I do like
      // it") — not a question, not a negation.
      if (cue === '+verb')
        return Boolean(
          tokens &&
          index !== undefined &&
          ['PRON', 'NOUN', 'PROPN'].includes(tokens[index - 1]?.tag ?? '') &&
          // Not a question's inverted do: "What do you think?" (a wh-word before it), "Do you…?" (nothing before).
          !/^(what|who|which|whom|whose)$/i.test(tokens[index - 1]?.value ?? '') &&
          !(
            tokens.some((t) => t.value === '?') &&
            !/^(i|you|we|they|he|she|it)$/i.test(tokens[index - 1]?.value ?? '')
          ) &&
          tokens[index + 1] &&
          !/^(not|n't)$/i.test(tokens[index + 1]!.value) &&
          (tokens[index + 1]!.tag === 'VERB' ||
            (tokens[index + 1]!.value.toLowerCase() === 'like' && tokens[index + 2]?.tag === 'PRON')),
        );
      // The noun is plural: a sense the plural has ("talks" → переговори, "weights" in a gym → гантелі).
      if (cue === '+pl')
        return Boolean(
          reading.type === 'noun' &&
          tokens &&
          index !== undefined &&
          (length ?? 1) === 1 &&
          tokens[index] &&
          /s$/i.test(tokens[index]!.value) &&
          tokens[index]!.value.toLowerCase() !== tokens[index]!.lemma.toLowerCase(),
        );
      // A number follows ("over forty years" → понад, "under 18" → до).
      if (cue === '+num')
        return Boolean(
          nextWord && (/^\d/.test(nextWord) || (isNumberWord(nextWord) && !/^(one|a)$/.test(nextWord))),
        );
      if (cue === ',$') return closesAfterComma;
      if (cue === '^,')
        return (
          tokens !== undefined && index !== undefined && opensReply(tokens, index, index + (length ?? 1) - 1)
        );
      if (cue.startsWith('=')) return words === cue.slice(1);
      return (
        spaced.includes(` ${cue} `) ||
        lemmas.includes(` ${cue} `) ||
        (cue.includes(' ') && lemmas.includes(` ${lemmasOfCue(cue)} `))
      );
    });
  }

  const LESSON_CUES = 4;
  /** The words and lemmas of a lesson, lower case (cached per lesson text, the most recent 64 lessons). */
  const lessonVocabularies = new Map<string, Set<string>>();
  function lessonVocabulary(sentences: readonly string[]): Set<string> {
    const key = sentences.join('\n');
    let words = lessonVocabularies.get(key);
    if (!words) {
      words = new Set();
      for (const token of tag(key.replace(/\n/g, ' ')))
        if (/^\p{L}{3,}$/u.test(token.value)) {
          words.add(token.value.toLowerCase());
          words.add(token.lemma.toLowerCase());
        }
      if (lessonVocabularies.size >= 64) lessonVocabularies.delete(lessonVocabularies.keys().next().value!);
      lessonVocabularies.set(key, words);
    }
    return words;
  }

  /**
   * A sense whose one-word cues the rest of the lesson uses, LESSON_CUES or more of them: the lesson's
   * topic picks the domain sense when the sentence itself has no cue ("Just wide of the right post" in
   * a match commentary full of goal, shot, keeper, save → штанга; "the keeper was nowhere" → воротар).
   * The clicked word itself does not count. Four, because everyday lessons use two or three cue words
   * of some rarer sense by chance (a bank call's "money" and "bank" made "note" a banknote): on the
   * development sets, 2 cost 0.6 points, 4 loses nothing.
   */
  function lessonCued(cues: string[] | undefined, sentences: readonly string[] | undefined, lemma: string) {
    if (!cues?.length || !sentences || sentences.length < 4) return false;
    const vocabulary = lessonVocabulary(sentences);
    let found = 0;
    for (const cue of cues)
      if (
        /^\p{L}{3,}$/u.test(cue) &&
        cue !== lemma &&
        !EVERYDAY_CUES.has(cue) &&
        vocabulary.has(cue) &&
        ++found >= LESSON_CUES
      )
        return true;
    return false;
  }

  /** Every sense of the lemma, all parts of speech, the entry of `type` first. */
  function allSenses(lemma: string, type: WordType, language: TargetLanguage, entry?: GlossaryEntry) {
    const entries = glossary.lookup(lemma);
    const first = entry ?? glossaryEntry(lemma, type);
    const ordered = first ? [first, ...entries.filter((e) => e !== first)] : entries;
    return ordered.flatMap((e) => entrySenses(e, language));
  }

  /**
   * A nationality word read in its sentence: a plural people form ("Italians", "Poles") or a person
   * noun ("a Pole", "a Spaniard") is a noun; an adjective form before a noun ("Korean pop music") or
   * after a linking verb ("he is Canadian") is the adjective, after "the" with no noun ("the Spanish")
   * the people. Other uses ("she speaks Spanish") are left to the glossary and the language names.
   */
  function nationalityOf(word: string, tokens: Token[], index: number): NationalityForm | undefined {
    if (!/^\p{Lu}/u.test(word)) return undefined;
    const forms = names.nationality(word);
    if (!forms.length) return undefined;
    const adjective = forms.find((f) => f.form === 'adjective');
    const next = tokens[index + 1];
    const previous = tokens[index - 1]?.value.toLowerCase().replace(/’/g, "'") ?? '';
    // "Polish and Ukrainian food": coordinated with another nationality before the noun.
    const partner = tokens[index + 2];
    const coordinated =
      !!next &&
      next.tag === 'CCONJ' &&
      !!partner &&
      names.nationality(partner.value).some((f) => f.form === 'adjective') &&
      ['NOUN', 'ADJ'].includes(tokens[index + 3]?.tag ?? '');
    const nounFollows =
      coordinated || (!!next && ['NOUN', 'ADJ', 'NUM'].includes(next.tag) && !/^\p{Lu}/u.test(next.value));
    // "we still speak Ukrainian most of the time", "learning Polish": the language, left to the language names.
    if (
      /^(speak|speaks|spoke|spoken|speaking|learn|learns|learnt|learned|learning|study|studies|studied|studying|teach|teaches|taught|teaching|in)$/.test(
        previous,
      )
    )
      return undefined;
    if (adjective) {
      const { nationality } = adjective;
      // "Is he Polish?": the linking verb before its subject in a question.
      const before = tokens[index - 2]?.value.toLowerCase().replace(/’/g, "'") ?? '';
      if (
        /^(he|she|it|they|you|we|i|that|this)$/.test(previous) &&
        /^(is|are|was|were|am|isn't|aren't|wasn't)$/.test(before) &&
        (!next || next.tag === 'PUNCT')
      )
        return adjective;
      // "the Spanish", "the Dutch" are the people; "the American" is one person.
      if (previous === 'the' && !nounFollows)
        return { nationality, form: /(sh|ch|ese|ss)$/i.test(word) ? 'people' : 'person' };
      if (nounFollows) return adjective;
      if (LINKING.has(previous)) return adjective;
      if ((previous === 'a' || previous === 'an') && nationality.person.toLowerCase() === word.toLowerCase())
        return { nationality, form: 'person' };
    }
    // "Italians", "Poles", "a Spaniard": forms that are only nouns.
    const noun = forms.find(
      (f) => f.form !== 'adjective' && f.nationality.adjective.toLowerCase() !== word.toLowerCase(),
    );
    return noun
      ? {
          nationality: noun.nationality,
          form: /s$/i.test(word) && noun.form === 'people' ? 'people' : noun.form,
        }
      : undefined;
  }

  /** A proper name here: a place, a language, a person, a spelt letter. */
  function nameOf(
    clicked: string,
    reading: Reading,
    sentence: string | undefined,
    occurrence: number,
  ): NameReading | undefined {
    const { tokens, index } = reading;
    // The word as written in the sentence decides ("children" clicked as "Children" is no name).
    const at = sentence ? findOccurrence(sentence, clicked, occurrence) : undefined;
    const written = sentence && at ? sentence.slice(at.start, at.end) : clicked;
    // A possessive or "'s" clitic is no part of the name ("Dmytro's family", "Dmytro's here").
    const word = clicked.replace(/(\p{L})['’]s$/u, '$1');
    if (!/^\p{Lu}/u.test(word) || !/^\p{Lu}/u.test(written)) return undefined;
    // "on Sundays", "Mondays and Fridays": plural day names are the days, no names.
    if (/s$/.test(word) && CALENDAR_WORDS.has(word.slice(0, -1).toLowerCase())) return undefined;
    const position = tokens && index !== undefined ? index : 0;
    const startsSentence = !tokens || index === undefined || isSentenceStartAt(tokens, index);
    if (/^\p{Lu}$/u.test(word)) {
      if (word === 'I') return undefined;
      const next = tokens?.[position + 1];
      const previous = tokens?.[position - 1];
      const standsAlone =
        !next ||
        next.tag === 'PUNCT' ||
        next.tag === 'NUM' ||
        previous?.tag === 'NUM' ||
        previous?.tag === 'NOUN';
      if (word === 'A' && !standsAlone) return undefined;
      if (standsAlone || word !== 'A') return names.letter(word);
    }
    // Places, also of two words ("New York"): the clicked word with its neighbour.
    const around = tokens ?? [];
    const candidates: string[][] = [[word]];
    if (around[position + 1]) candidates.unshift([word, around[position + 1]!.value]);
    if (around[position - 1]) candidates.unshift([around[position - 1]!.value, word]);
    // "Central and Eastern Europe", "Isles of Scilly", "Stratford-upon-Avon" spelt apart: three or four words
    // with lower-case joiners inside, tried first.
    for (const size of [3, 4])
      for (let from = position - size + 1; from <= position; from++) {
        const window = around.slice(Math.max(0, from), from + size);
        if (from >= 0 && window.length === size) candidates.unshift(window.map((t) => t.value));
      }
    const JOINER = /^(and|of|the|upon|on|in|de|la|le)$/;
    for (const words of candidates) {
      if (words.some((w, k) => !/^\p{Lu}/u.test(w) && !(k > 0 && k < words.length - 1 && JOINER.test(w))))
        continue;
      const place = names.place(words);
      // A one-word place that is also a common word ("Reading", "Bath", "Barking") is the place only where a
      // capital marks it: not as the sentence's first word ("Reading is my hobby").
      const commonWord = words.length === 1 && glossary.lookup(word).some((e) => !/^\p{Lu}/u.test(e.lemma));
      if (place && commonWord && startsSentence) continue;
      if (place && !(words.length === 1 && glossary.get(word, 'adjective'))) {
        return { kind: 'place', uk: place.uk, pl: place.pl, gloss: place.kind };
      }
    }
    const properEntry = glossary.lookup(word).some((e) => /^\p{Lu}/u.test(e.lemma));
    if (properEntry) return undefined; // Monday, English, Polish: the glossary's own
    const person = names.person(word);
    const commonEntry = glossary.lookup(word).length > 0;
    const previousWord = tokens?.[position - 1]?.value.replace(/\.$/, '').toLowerCase() ?? '';
    const previousToken = tokens?.[position - 1];
    // "Rachel Stone", "Taras Bulba": a capitalised word right after a known first name is the surname.
    const afterFirstName =
      !startsSentence &&
      previousToken !== undefined &&
      /^\p{Lu}\p{Ll}/u.test(previousToken.value) &&
      /^\p{Lu}\p{Ll}/u.test(word) &&
      names.person(previousToken.value)?.surname !== true &&
      names.person(previousToken.value) !== undefined &&
      !glossary.lookup(word).some((e) => /^\p{Lu}/u.test(e.lemma));
    const afterTitle =
      afterFirstName ||
      /^(mr|mrs|ms|miss|dr|professor|prof|sir|madam|captain|doctor|called|named)$/.test(previousWord);
    // A greeting opening the sentence is no part of the name ("Hi Marta", "Hello Tom").
    const greeting = (t: Token) => t.tag === 'INTJ' || GREETING_WORDS.test(t.value);
    if (startsSentence && around[position] && greeting(around[position]!)) return undefined;
    // A run of capitalised words mid-sentence is a name as written ("Green Cup Café", "Tech Today").
    if (!startsSentence || (around[position + 1] && /^\p{Lu}/u.test(around[position + 1]!.value))) {
      let from = position;
      let to = position;
      const capital = (t: Token | undefined) =>
        Boolean(t && /^\p{Lu}\p{Ll}/u.test(t.value) && t.tag !== 'PUNCT');
      while (
        capital(around[from - 1]) &&
        !isSentenceStartAt(around, from) &&
        !(isSentenceStartAt(around, from - 1) && greeting(around[from - 1]!))
      )
        from--;
      while (capital(around[to + 1])) to++;
      // "The Department of Health said…": the sentence's article is no part of the name.
      if (from < position && /^(the|a|an|this|that|my|our|your|his|her|their)$/i.test(around[from]!.value))
        from++;
      // "Bank of England", "Department for Education": of / for joining capitalised words continue a listed place.
      let joined = to;
      while (
        capital(around[joined + 1]) ||
        (/^(of|for)$/.test(around[joined + 1]?.value ?? '') && capital(around[joined + 2]))
      )
        joined += capital(around[joined + 1]) ? 1 : 2;
      if (joined > to) {
        const listed = names.place(around.slice(from, joined + 1).map((t) => t.value));
        if (listed) return { kind: 'place', uk: listed.uk, pl: listed.pl, gloss: listed.kind };
      }
      // "Next Saturday I'll…", "Last March": a sentence-opening word before day or month names, which are
      // always capitalised, is no name ("Black Friday" mid-sentence stays one).
      if (
        to > from &&
        isSentenceStartAt(around, from) &&
        around.slice(from + 1, to + 1).every((t) => CALENDAR_WORDS.has(t.value.toLowerCase()))
      )
        return undefined;
      const run = around.slice(from, to + 1);
      // Some word of it is a common word ("Green Cup Café"), and not all are personal names ("Anna Kowalska").
      const commonWords =
        run.some((t) => glossary.lookup(t.value).length > 0) &&
        !run.some((t) => names.person(t.value) || TITLE_WORDS.test(t.value));
      if (to > from && commonWords && !properEntryOf(run)) {
        const words = around.slice(from, to + 1).map((t) => t.value);
        const run = words.join(' ');
        // A street ("Station Road", "Baker Street") is written in Ukrainian letters with its generic word
        // after a hyphen, as Ukrainian writes London's streets (Бейкер-стріт); Polish keeps it as written.
        const street = STREET_WORDS[words.at(-1)!.toLowerCase()];
        if (street && words.length > 1)
          return {
            kind: 'place',
            uk: `${words
              .slice(0, -1)
              .map((w) => transliterate(w))
              .join(' ')}-${street}`,
            pl: run,
            gloss: 'street',
          };
        const institution = institutionName(words) ?? describedPlace(words);
        if (institution) return { kind: 'place', ...institution, gloss: 'name' };
        return { kind: 'place', uk: run, pl: run, gloss: 'name' };
      }
    }
    if (person && (!startsSentence || !commonEntry || afterTitle)) return names.personReading(word);
    if (afterTitle) return names.personReading(word);
    const head = tokens?.[position];
    const language = names.language(word);
    if (language && !commonEntry)
      return { kind: 'language', uk: language.uk, pl: language.pl, gloss: 'language' };
    const knownWord =
      commonEntry ||
      wordnet.partsOfSpeech(word.toLowerCase()).length > 0 ||
      (head !== undefined && head.tag !== 'PROPN' && glossary.lookup(head.lemma).length > 0);
    if (!knownWord && (!startsSentence || head?.tag === 'PROPN' || !sentence))
      return names.personReading(word);
    if (!startsSentence && head?.tag === 'PROPN' && !commonEntry) return names.personReading(word);
    return undefined;
  }

  /**
   * A named place ending in its kind ("Gatwick Airport", "Oakwood Primary School", "Leeds University"): the
   * kind translated (a listed compound or a noun of the glossary) and the name before it, in Ukrainian letters
   * (аеропорт Гатвік, початкова школа Оквуд) or as written in Polish (lotnisko Gatwick, szkoła podstawowa
   * Oakwood). Undefined when the run does not end in such a word or has no name before it.
   */
  function institutionName(words: string[]): { uk: string; pl: string } | undefined {
    if (!INSTITUTION_WORDS.has(words.at(-1)!.toLowerCase())) return undefined;
    // The kind: the longest tail of the run that is a listed compound, else the last word alone.
    for (let from = 1; from < words.length; from++) {
      const tail = words.slice(from).join(' ').toLowerCase();
      const compound =
        from < words.length - 1 ? expressions.byText(tail).find((e) => e.type === 'compound') : undefined;
      const noun = from === words.length - 1 ? glossary.get(tail, 'noun') : undefined;
      const kind = compound
        ? { uk: compound.uk[0]!, pl: compound.pl[0]! }
        : noun
          ? { uk: noun.uk[0]!, pl: noun.pl[0]! }
          : undefined;
      if (!kind) continue;
      const name = words.slice(0, from);
      // The name must be a name: no common word of the glossary in lower case ("Natural History Museum").
      if (name.some((w) => glossary.lookup(w).some((e) => e.lemma === w.toLowerCase()) && !names.person(w)))
        return undefined;
      return {
        uk: `${kind.uk} ${name.map((w) => names.person(w)?.uk ?? transliterate(w)).join(' ')}`,
        pl: `${kind.pl} ${name.join(' ')}`,
      };
    }
    return undefined;
  }

  /**
   * A named place of common adjectives before its kind ("Central Station", "National Museum"): the adjectives
   * agreed with the kind's gender, before it in Ukrainian (Центральний вокзал, Національний музей) and after it
   * in Polish, every word capitalised (Dworzec Centralny, Muzeum Narodowe). Undefined for any other run.
   */
  function describedPlace(words: string[]): { uk: string; pl: string } | undefined {
    const kind = glossary.get(words.at(-1)!.toLowerCase(), 'noun');
    if (!INSTITUTION_WORDS.has(words.at(-1)!.toLowerCase()) || !kind?.gender || words.length < 2)
      return undefined;
    const entries = words.slice(0, -1).map((w) => glossary.get(w.toLowerCase(), 'adjective'));
    const adjectives = entries.map((e) => e?.uk[0]);
    const adjectivesPl = entries.map((e) => e?.pl[0]);
    const single = (w: string | undefined): w is string => Boolean(w && /^\p{L}+$/u.test(w));
    if (!adjectives.every(single) || !adjectivesPl.every(single)) return undefined;
    const uk = adjectives.map((a) => agreeUk(a, kind.gender!.uk));
    const pl = adjectivesPl.map((a) => agreePl(a, kind.gender!.pl));
    if (uk.some((a) => !a) || pl.some((a) => !a)) return undefined;
    const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
    return {
      uk: capital([...uk, kind.uk[0]!].join(' ')),
      pl: [kind.pl[0]!, ...(pl as string[])].map(capital).join(' '),
    };
  }

  /**
   * The entry a hyphenated word with none of its own is read by (its token is only the first part, "well" of
   * "well-known"): its head, the last part ("ice-cold" → cold), else its spelling without the hyphen
   * ("hard-working" → hardworking). A word ending in a particle ("check-up") is read by its verb, the token.
   */
  function hyphenHead(word: string): GlossaryEntry | undefined {
    const parts = word.toLowerCase().split('-');
    // "non-negotiable", "non-refundable": the adjective negated (необговорюваний, nie do negocjacji).
    const negated =
      parts.length === 2 && parts[0] === 'non' ? glossary.get(parts[1]!, 'adjective') : undefined;
    if (negated) {
      const not = (list: string[], particle: string) =>
        list.map((r) => (/^[\p{L}’']+$/u.test(r) ? `${particle}${r}` : `${particle} ${r}`));
      return {
        lemma: word.toLowerCase(),
        pos: 'adjective',
        uk: not(negated.uk, 'не'),
        pl: not(negated.pl, 'nie'),
        gloss: `not ${negated.gloss ?? parts[1]}`,
      };
    }
    return (
      glossary.lookup(parts.at(-1)!)[0] ??
      glossary.get(parts.join(''), 'adjective') ??
      glossary.get(parts.join(' '), 'adjective')
    );
  }

  /** Does every word of a capitalised run have a proper glossary entry ("Monday", "English")? */
  function properEntryOf(run: Token[]): boolean {
    return run.every(
      (t) =>
        glossary.lookup(t.value).some((e) => /^\p{Lu}/u.test(e.lemma)) || /^(I|Mr|Mrs|Ms|Dr)$/.test(t.value),
    );
  }

  /** The run of number words around the clicked one ("one hundred and twenty"), when it makes one number. */
  /**
   * A number whose neighbour is its sign ("£ 30", "30 %", "thirty percent"): the whole, read as one
   * ("тридцять відсотків"), for the popup's expression.
   */
  function numericAround(word: string, tokens: Token[], index: number) {
    // "2 million" clicked on "million": the digits before it and the scale word.
    const before = tokens[index - 1]?.value;
    const scaledBefore = before && DIGIT_NUMBER.test(before) ? scaledDigits(before, word) : undefined;
    if (scaledBefore) return { ...scaledBefore, text: `${before} ${word}` };
    const parsed = DIGIT_NUMBER.test(word) || isNumberWord(word) ? parseNumber(word) : undefined;
    if (!parsed || parsed.ordinal) return undefined;
    const digits = `${parsed.value}${parsed.fraction ? `.${parsed.fraction}` : ''}`;
    const previous = tokens[index - 1]?.value;
    const next = tokens[index + 1]?.value.toLowerCase();
    if (previous && /^[£$€]$/.test(previous)) {
      const read = readNumeric(`${previous}${digits}`);
      return read && { ...read, text: `${previous}${word}` };
    }
    // "2 million", "1.5 billion": the digits and their scale word.
    const scaled = DIGIT_NUMBER.test(word) && next ? scaledDigits(word, next) : undefined;
    if (scaled) return { ...scaled, text: `${word} ${tokens[index + 1]!.value}` };
    const perCent = next === 'per' && tokens[index + 2]?.value.toLowerCase() === 'cent';
    if (next === '%' || next === 'percent' || perCent) {
      const read = readNumeric(`${digits}%`);
      const sign = perCent ? ' per cent' : next === '%' ? '%' : ' percent';
      return read && { ...read, text: `${word}${sign}` };
    }
    return undefined;
  }

  const isNumberToken = (t: Token | undefined) =>
    Boolean(t && (isNumberWord(t.value) || /^\d+$/.test(t.value)) && !/^(first|second)$/i.test(t.value));

  /** The run of number words around a token ("a hundred and five", "twenty-five thousand"), as token indices. */
  function numberSpan(tokens: Token[], index: number): { from: number; to: number } {
    let from = index;
    let to = index;
    // "and" joins number words ("a hundred and five"), a hyphen their parts ("twenty-five thousand").
    const joiner = (t: Token | undefined) => t?.value.toLowerCase() === 'and' || t?.value === '-';
    while (
      isNumberToken(tokens[from - 1]) ||
      (joiner(tokens[from - 1]) && isNumberToken(tokens[from - 2]) && from - 1 > 0)
    )
      from--;
    while (isNumberToken(tokens[to + 1]) || (joiner(tokens[to + 1]) && isNumberToken(tokens[to + 2]))) to++;
    if (joiner(tokens[from])) from++;
    return { from, to };
  }

  const spanText = (tokens: Token[], from: number, to: number) =>
    tokens
      .slice(from, to + 1)
      .map((t) => t.value)
      .join(' ')
      .replace(/ - /g, '-');

  function numberPhrase(tokens: Token[], index: number) {
    const { from, to } = numberSpan(tokens, index);
    if (to === from) return undefined;
    const text = spanText(tokens, from, to);
    const parsed = parseNumber(text);
    return parsed ? { text, parsed } : undefined;
  }

  const MONEY_CUES =
    /£|\b(pounds?|quid|pence|euros?|dollars?|price[sd]?|costs?|costing|pay|paid|paying|rate|fee|charge[sd]?|offer|discount|sale|bill|total|cheaper|expensive|each|deal|reduced)\b/i;

  /**
   * "thirty-four ninety-nine", "twenty-two fifty": a price said as two numbers, pounds then pence (34,99).
   * A first number up to twenty could be a clock time or a year ("eleven forty-five", "nineteen ninety"):
   * only with money words in the sentence.
   */
  function spokenPrice(tokens: Token[], index: number) {
    const { from, to } = numberSpan(tokens, index);
    if (to === from || parseNumber(spanText(tokens, from, to))) return undefined;
    for (let split = from + 1; split <= to; split++) {
      if (tokens[split]!.value === '-' || tokens[split - 1]!.value === '-' || /^and$/i.test(tokens[split]!.value))
        continue;
      const pounds = parseNumber(spanText(tokens, from, split - 1));
      const pence = parseNumber(spanText(tokens, split, to));
      if (!pounds || !pence || pounds.ordinal || pence.ordinal || pounds.fraction || pence.fraction) continue;
      if (pence.value < 10 || pence.value > 99 || pounds.value < 1 || pounds.value > 999) continue;
      if (pounds.value <= 20 && !MONEY_CUES.test(tokens.map((t) => t.value).join(' '))) {
        // "nineteen sixty-six", "in twenty twenty-four": no money, an hour cannot be 13–20: a year said in two parts.
        const before = tokens[from - 1]?.value.toLowerCase() ?? '';
        if (pounds.value >= 13 || (pounds.value >= 10 && /^(in|since|from|of|by|until|till|year)$/.test(before))) {
          const year = pounds.value * 100 + pence.value;
          const read = (l: 'uk' | 'pl') => `${ordinalWords(year, l)} ${l === 'uk' ? 'рік' : 'rok'}, ${year}`;
          return { text: spanText(tokens, from, to), uk: read('uk'), pl: read('pl'), gloss: `the year ${year}` };
        }
        return undefined;
      }
      const digits = `${pounds.value},${pence.value}`;
      const read = (l: 'uk' | 'pl') => `${numberWords(pounds, l)} ${numberWords(pence, l)}, ${digits}`;
      return { text: spanText(tokens, from, to), uk: read('uk'), pl: read('pl'), gloss: `${pounds.value}.${pence.value}` };
    }
    return undefined;
  } // prettier-ignore

  /**
   * "the first of January", "March the third", "21st May", "the first of next month": a date from any of its
   * words, the day an ordinal of one token.
   */
  function datePhrase(tokens: Token[], index: number) {
    const v = (i: number) => tokens[i]?.value.toLowerCase() ?? '';
    const month = (i: number) => (MONTHS as readonly string[]).indexOf(v(i));
    const day = (i: number) => {
      const parsed = parseNumber(v(i));
      return parsed?.ordinal && parsed.value >= 1 && parsed.value <= 31 ? parsed.value : undefined;
    };
    for (let start = Math.max(0, index - 4); start <= index; start++) {
      let at = start;
      const the = v(at) === 'the' ? at++ : -1;
      let found: { day: number; month: number | 'next' | 'this' | 'last'; to: number } | undefined;
      const d = day(at);
      if (d !== undefined) {
        const of = v(at + 1) === 'of' ? 1 : 0;
        const m = month(at + 1 + of);
        if (m >= 0) found = { day: d, month: m, to: at + 1 + of };
        else if (of && /^(next|this|last)$/.test(v(at + 2)) && v(at + 3) === 'month')
          found = { day: d, month: v(at + 2) as 'next' | 'this' | 'last', to: at + 3 };
      } else if (the < 0 && month(at) >= 0) {
        const skip = v(at + 1) === 'the' ? 1 : 0;
        const dd = day(at + 1 + skip);
        if (dd !== undefined) found = { day: dd, month: month(at), to: at + 1 + skip };
      }
      if (!found || index > found.to || (the >= 0 && index < the)) continue;
      const from = the >= 0 && found.to > the ? the : start;
      return {
        text: spanText(tokens, from, found.to),
        uk: dateWords(found.day, found.month, 'uk'),
        pl: dateWords(found.day, found.month, 'pl'),
      };
    }
    return undefined;
  }

  /**
   * Reflexive verbs the glossary or the aspect pairs use ("заповнюватися", "zapełniać się"): a phrasal verb of a thing
   * takes its first rendering's reflexive only when it is one of them (no вибухнутися, wybuchnąć się).
   */
  let reflexives: Record<'uk' | 'pl', Set<string>> | undefined;
  function knownReflexive(language: 'uk' | 'pl', rendering: string): boolean {
    if (!reflexives) {
      reflexives = { uk: new Set(), pl: new Set() };
      const lines: { uk: string[]; pl: string[] }[] = [...(expressions.entries?.() ?? [])];
      for (const entry of glossary.entries?.() ?? []) lines.push(entry, ...(entry.senses ?? []));
      for (const sense of lines)
        for (const l of ['uk', 'pl'] as const)
          for (const r of sense[l]) {
            const words = r.split(' ');
            if (l === 'uk' && /(ся|сь)$/.test(words[0]!)) reflexives.uk.add(words[0]!);
            if (l === 'pl' && words[1] === 'się') reflexives.pl.add(`${words[0]} się`);
          }
    }
    const words = rendering.split(' ');
    const key = language === 'uk' ? words[0]! : `${words[0]} ${words[1]}`;
    return (
      reflexives[language].has(key) ||
      Boolean(aspects.perfective(language, key) ?? aspects.imperfective(language, key))
    );
  }

  /** Classifying adjectives (of a kind, not a quality) that make terms with their nouns: by ending, and a few others. */
  const CLASSIFYING =
    /(al|ary|um|monthly|weekly|daily|yearly|hourly|quarterly|electric|academic|economic|domestic|specific|public)$/;
  const CLASSIFYING_WORDS = new Set(['mock', 'standard', 'fixed', 'direct', 'main', 'joint', 'single', 'double', 'basic', 'extra', 'private', 'current', 'senior', 'junior', 'former', 'free', 'full', 'late', 'early', 'short', 'long', 'spare', 'total', 'net', 'gross', 'key', 'top', 'front', 'back', 'inner', 'outer', 'upper', 'lower', 'foreign', 'urban', 'rural', 'modern', 'ancient']); // prettier-ignore

  /** Shades before a colour: the Ukrainian prefix (before a hyphen) and the Polish one (written together). */
  const SHADES: Record<string, [string, string]> = {
    dark: ['темно', 'ciemno'], light: ['світло', 'jasno'], pale: ['блідо', 'blado'], bright: ['яскраво', 'jaskrawo'],
    deep: ['темно', 'ciemno'],
  }; // prettier-ignore
  const COLOURS = new Set(['red', 'green', 'blue', 'yellow', 'brown', 'grey', 'gray', 'pink', 'purple', 'orange', 'violet', 'turquoise']); // prettier-ignore

  /** Plural numbers as nouns: the marks and groups they name (uk, pl). */
  const PLURAL_NUMBERS: Record<string, [string, string]> = {
    ones: ['одиниці', 'jedynki'], twos: ['двійки', 'dwójki'], threes: ['трійки', 'trójki'], fours: ['четвірки', 'czwórki'],
    fives: ['п’ятірки', 'piątki'], sixes: ['шістки', 'szóstki'], sevens: ['сімки', 'siódemki'], eights: ['вісімки', 'ósemki'],
    nines: ['дев’ятки', 'dziewiątki'], tens: ['десятки', 'dziesiątki'], hundreds: ['сотні', 'setki'], thousands: ['тисячі', 'tysiące'],
    millions: ['мільйони', 'miliony'],
  }; // prettier-ignore

  const DIGIT_WORDS: Record<string, number> = { zero: 0, oh: 0, o: 0, nought: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 }; // prettier-ignore

  /** "seven four two nine", "oh one two three": three or more digits said one by one are a code (7429). */
  function digitCode(tokens: Token[], index: number) {
    const digit = (i: number) => DIGIT_WORDS[tokens[i]?.value.toLowerCase() ?? ''];
    if (digit(index) === undefined) return undefined;
    let from = index;
    let to = index;
    while (digit(from - 1) !== undefined) from--;
    while (digit(to + 1) !== undefined) to++;
    // "one two three" may count; a code has three digits or more, and "oh"/"zero" or four or more.
    const digits = tokens.slice(from, to + 1).map((t) => DIGIT_WORDS[t.value.toLowerCase()]);
    if (digits.length < 4 && !tokens.slice(from, to + 1).some((t) => /^(oh|zero|nought)$/i.test(t.value))) return undefined;
    const code = digits.join('');
    const said = (l: 'uk' | 'pl') => digits.map((d) => (d === 0 ? (l === 'uk' ? 'нуль' : 'zero') : cardinalWords(d!, l))).join(' ');
    return { text: spanText(tokens, from, to), uk: `${code}, ${said('uk')}`, pl: `${code}, ${said('pl')}`, gloss: code };
  } // prettier-ignore

  /** Genitive of a number in Ukrainian after з / із ("сім із десяти"), for the scores people give out of 5–100. */
  const UK_GENITIVE: Record<number, string> = { 3: 'трьох', 4: 'чотирьох', 5: 'п’яти', 6: 'шести', 7: 'семи', 8: 'восьми', 9: 'дев’яти', 10: 'десяти', 12: 'дванадцяти', 15: 'п’ятнадцяти', 20: 'двадцяти', 25: 'двадцяти п’яти', 30: 'тридцяти', 40: 'сорока', 50: 'п’ятдесяти', 100: 'ста' }; // prettier-ignore

  /** "seven out of ten", "three out of five": a score (сім із десяти / siedem na dziesięć, 7/10). */
  function outOf(tokens: Token[], index: number) {
    const value = (i: number) => {
      const p = isNumberToken(tokens[i]) ? parseNumber(tokens[i]!.value) : undefined;
      return p && !p.ordinal && !p.fraction ? p.value : undefined;
    };
    for (const start of [index, index - 1, index - 2, index - 3]) {
      const n = value(start);
      const m = value(start + 3);
      if (n === undefined || m === undefined || !UK_GENITIVE[m]) continue;
      if (tokens[start + 1]?.value.toLowerCase() !== 'out' || tokens[start + 2]?.value.toLowerCase() !== 'of') continue;
      if (index > start + 3) continue;
      return {
        text: spanText(tokens, start, start + 3),
        uk: `${cardinalWords(n, 'uk')} із ${UK_GENITIVE[m]}, ${n}/${m}`,
        pl: `${cardinalWords(n, 'pl')} na ${cardinalWords(m, 'pl')}, ${n}/${m}`,
        gloss: `${n} out of ${m}`,
      };
    }
    return undefined;
  } // prettier-ignore

  /** "nine pounds twenty": an amount with its pence after the unit, from any of its words. */
  function moneyPhrase(tokens: Token[], index: number) {
    const isUnit = (t: Token | undefined) => Boolean(t && /^(pounds?|quid|dollars?|euros?)$/i.test(t.value));
    const span = isNumberToken(tokens[index]) ? numberSpan(tokens, index) : undefined;
    const unitAt = isUnit(tokens[index])
      ? index
      : span && [span.to + 1, span.from - 1].find((i) => isUnit(tokens[i]));
    if (unitAt === undefined || !isNumberToken(tokens[unitAt - 1]) || !isNumberToken(tokens[unitAt + 1])) return undefined;
    const before = numberSpan(tokens, unitAt - 1);
    const after = numberSpan(tokens, unitAt + 1);
    // Not "two pounds twenty times", "five pounds ten years ago": the pence close the amount.
    const closing = tokens[after.to + 1];
    if (closing && ['NOUN', 'PROPN'].includes(closing.tag)) return undefined;
    const pounds = parseNumber(spanText(tokens, before.from, before.to));
    const pence = parseNumber(spanText(tokens, after.from, after.to));
    const read = pounds && pence ? moneyWords(pounds, tokens[unitAt]!.value.toLowerCase(), pence) : undefined;
    return read ? { text: spanText(tokens, before.from, after.to), ...read } : undefined;
  } // prettier-ignore

  /**
   * "five pounds", "twelve metres", "ninety-six per cent", "two and a half hours": a number and the unit it
   * counts, from any of their words, read with the noun agreeing (п’ять фунтів, дві з половиною години).
   */
  function quantityPhrase(tokens: Token[], index: number) {
    const unitAt = (at: number): { unit: string; to: number } | undefined => {
      const value = tokens[at]?.value.toLowerCase();
      if (value === 'per' && tokens[at + 1]?.value.toLowerCase() === 'cent') return { unit: '%', to: at + 1 };
      const unit = value ? unitOfWord(value) : undefined;
      return unit ? { unit, to: at } : undefined;
    };
    // The number's last token: the clicked number, or the one before the clicked unit ("per cent", "and a half").
    const decimal = (at: number) => !isNumberToken(tokens[at]) && DIGIT_NUMBER.test(tokens[at]?.value ?? '');
    let numberEnd: number | undefined;
    for (let at = index; at >= Math.max(0, index - 5) && numberEnd === undefined; at--)
      if (isNumberToken(tokens[at])) numberEnd = numberSpan(tokens, at).to;
      else if (decimal(at)) numberEnd = at;
    if (numberEnd === undefined) return undefined;
    const from = decimal(numberEnd) ? numberEnd : numberSpan(tokens, numberEnd).from;
    // "a couple of hundred pounds", "a few thousand": a bare scale word after a vague quantity is no count of one.
    if (
      from === numberEnd &&
      /^(hundred|thousand|million|billion)$/i.test(tokens[from]!.value) &&
      /^(few|several|couple|many|some|of)$/i.test(tokens[from - 1]?.value ?? '')
    )
      return undefined;
    // A number of several words clicked ("five thousand pounds", "three hundred and six") is its own phrase.
    if (isNumberToken(tokens[index]) && /\s/.test(spanText(tokens, from, numberEnd))) return undefined;
    const half =
      tokens
        .slice(numberEnd + 1, numberEnd + 4)
        .map((t) => t.value.toLowerCase())
        .join(' ') === 'and a half';
    let found = unitAt(numberEnd + (half ? 4 : 1));
    // "thirty miles an hour", "fifty kilometres per hour": a speed.
    const perHour = (at: number) =>
      /^(an|a|per)$/i.test(tokens[at + 1]?.value ?? '') && /^hour$/i.test(tokens[at + 2]?.value ?? '');
    if (found && ['mile', 'km'].includes(found.unit) && perHour(found.to))
      found = { unit: found.unit === 'mile' ? 'mph' : 'kmh', to: found.to + 2 };
    if (!found || index > found.to) return undefined;
    // "three and a half years" clicked before the unit: the number with its half is the phrase.
    if (half && index <= numberEnd + 3) return undefined;
    // "two pounds twenty" is money with pence; "the 7 days" fine, but not "1st day" (an ordinal).
    if (isNumberToken(tokens[found.to + 1])) return undefined;
    let parsed = parseNumber(spanText(tokens, from, numberEnd));
    if (!parsed || parsed.ordinal || !Number.isFinite(parsed.value)) return undefined;
    // "1.5 hours", "2.5 kilos": said as a whole and a half (півтори години, dwa i pół kilograma).
    const andHalf = half || parsed.fraction === '5';
    if (parsed.fraction === '5') parsed = { value: parsed.value, ordinal: false };
    return {
      text: spanText(tokens, from, found.to),
      uk: quantityWords(parsed, found.unit, 'uk', andHalf),
      pl: quantityWords(parsed, found.unit, 'pl', andHalf),
    };
  }

  function englishOrTarget(language: TargetLanguage, uk: string, pl: string, en: string) {
    return language === 'uk' ? uk : language === 'pl' ? pl : en;
  }

  /** A number phrase as the expression of its words: read in the language, its gloss the English reading. */
  function numberExpression(language: TargetLanguage, said: string, uk: string, pl: string, gloss: string): ExpressionReport {
    return { text: said, lemma: said.toLowerCase(), translation: englishOrTarget(language, uk, pl, gloss), type: 'number', gloss };
  } // prettier-ignore

  /** Parts of speech a borrowed word or a name can be read as (never a pronoun or determiner). */
  const OPEN_CLASS = new Set<WordType>(['noun', 'verb', 'adjective', 'adverb']);

  /** Is the word known to any of the dictionaries? */
  function knownAnywhere(word: string): boolean {
    if (word.length > 3 && /s$/i.test(word)) {
      const singulars = [new Inflectors(word.toLowerCase()).toSingular(), word.slice(0, -1)];
      if (
        singulars.some(
          (s) =>
            s !== word &&
            (glossary.lookup(s).length > 0 || wordnet.partsOfSpeech(s.toLowerCase()).length > 0),
        )
      )
        return true;
    }
    return (
      glossary.lookup(word).length > 0 ||
      wordnet.partsOfSpeech(word.toLowerCase()).length > 0 ||
      (['noun', 'verb', 'adjective', 'adverb'] as const).some((t) => freedict.polish(word, t).length > 0)
    );
  }

  /**
   * A rendering derived by regular morphology when the glossary has no entry for the word itself:
   * an -ly adverb from its adjective ("closely" → близько / blisko), an -ed adjective from its verb's
   * participle ("roasted" → смажений / smażony), an -ed / -ing form's verb.
   */
  /**
   * The past participle of a one-word verb rendering, as an adjective: from its perfective partner, a done
   * thing (підписати → підписаний, podpisać → podpisany), else from the verb itself (перекласти has no
   * regular one: перекладаний). Undefined for a multi-word rendering.
   */
  function participleOfVerb(verb: string, language: 'uk' | 'pl'): string | undefined {
    if (verb.includes(' ')) return undefined;
    const of = (v: string) => verbForms.form(language, 'participle', v);
    const perfective = aspects.perfective(language, verb);
    return (perfective && of(perfective)) || of(verb);
  }

  function derived(word: string, lemma: string, type: WordType, language: 'uk' | 'pl', tokenLemma?: string) {
    const lower = word.toLowerCase();
    // A WordNet synonym in the same most frequent sense that the glossary knows ("drouth" → drought).
    const wnPos = (['noun', 'verb', 'adjective', 'adverb'] as const).find((p) => p === type);
    if (wnPos) {
      for (const candidate of new Set([lemma.toLowerCase(), lower])) {
        const synset = wordnet.offsets(candidate, wnPos)[0];
        if (synset === undefined) continue;
        for (const synonym of wordnet.synonyms(candidate, wnPos, 1)) {
          if (/[\s-]/.test(synonym) || wordnet.offsets(synonym, wnPos)[0] !== synset) continue;
          const entry = glossary.get(synonym, type);
          const rendering = entry?.[language] ?? [];
          if (rendering.length) return { text: rendering.join(', '), type, lemma: candidate };
        }
      }
    }
    // co- and ex- before a noun the glossary knows: co-author → співавтор / współautor, ex-boss → колишній бос.
    const prefixed = /^(co|ex)-(\p{L}+)$/u.exec(lower);
    if (prefixed) {
      const [, prefix, rest] = prefixed;
      const singular = new Inflectors(rest!).toSingular();
      const noun = glossary.get(rest!, 'noun') ?? glossary.get(singular, 'noun');
      const base = noun?.[language][0];
      if (base && !/\s/.test(base)) {
        const text =
          prefix === 'co'
            ? `${language === 'uk' ? 'спів' : 'współ'}${base}`
            : `${language === 'uk' ? 'колишній' : 'były'} ${base}`;
        return { text, type: 'noun' as WordType, lemma: lower };
      }
    }
    const firstOf = (entry: GlossaryEntry | undefined) =>
      entry ? (entrySenses(entry, language)[0]?.translation.split(', ')[0] ?? '') : '';
    // A plural the tagger left unlemmatised ("cafés" → café).
    if (/s$/.test(lower) && lower.length > 3) {
      const noun = glossary.get(lower.slice(0, -1), 'noun');
      if (noun)
        return {
          text: entrySenses(noun, language)[0]!.translation,
          type: 'noun' as WordType,
          lemma: noun.lemma,
        };
    }
    // A negative prefix before an adjective the glossary knows: unhealthy → нездоровий / niezdrowy,
    // inconvenient → незручний / niewygodny (not where the prefix is no negation: invaluable, infamous).
    const negative = /^(un|in|im|il|ir|dis)(\p{L}{4,})$/u.exec(lower);
    if (negative && type === 'adjective' && !NOT_NEGATIVE.has(lower)) {
      const base = firstOf(glossary.get(negative[2]!, 'adjective'));
      if (base && /^[\p{L}’']+$/u.test(base))
        return {
          text: `${language === 'uk' ? 'не' : 'nie'}${base}`,
          type: 'adjective' as WordType,
          lemma: lower,
        };
    }
    if (type === 'adverb' || (lower.endsWith('ly') && !glossary.lookup(lemma).length)) {
      for (const adjective of adjectivesOfAdverb(lower)) {
        const base =
          firstOf(glossary.get(adjective, 'adjective')) ||
          (language === 'pl' ? (freedict.polish(adjective, 'adjective')[0] ?? '') : '');
        const adverb = base && (language === 'uk' ? ukrainianAdverb(base) : polishAdverb(base));
        if (adverb) return { text: adverb, type: 'adverb' as WordType, lemma: lower };
      }
    }
    if (/(ed|en)$/.test(lower) || /ing$/.test(lower)) {
      const verbs = [tokenLemma, new Inflectors(lower).toPresent(), lemma].filter(
        (v): v is string => Boolean(v) && v !== lower,
      );
      for (const verb of verbs) {
        const entry = glossary.get(verb, 'verb');
        const base = firstOf(entry) || (language === 'pl' ? (freedict.polish(verb, 'verb')[0] ?? '') : '');
        if (!base) continue;
        if (type === 'adjective' && /(ed|en)$/.test(lower)) {
          const participle = participleOfVerb(base, language);
          if (participle) return { text: participle, type, lemma: lower };
        }
        return {
          text: entry ? entrySenses(entry, language)[0]!.translation : base,
          type: 'verb' as WordType,
          lemma: verb,
        };
      }
    }
    return undefined;
  }

  const engine: LanguageEngine = {
    glossary,
    expressions,
    names,
    translate: (lemma, type, language) => {
      const fullForm = type === 'abbreviation' ? (abbreviationOf(lemma)?.fullForm ?? '') : '';
      const translated = translate(lemma, type, language, fullForm);
      if (translated.translated || language === 'en') return translated;
      const place = names.place([lemma]);
      if (place) return { text: englishOrTarget(language, place.uk, place.pl, lemma), translated: true };
      const person =
        /^\p{Lu}/u.test(lemma) && !glossary.lookup(lemma).length ? names.personReading(lemma) : undefined;
      if (person) return { text: englishOrTarget(language, person.uk, person.pl, lemma), translated: true };
      const other = glossary.lookup(lemma)[0];
      if (other) return translate(other.lemma, other.pos, language);
      return translated;
    },
    report(word, options) {
      // "More often", "the most important": "more" / "most" clicked before a graded word shows the expression the
      // graded word makes with it (частіше, найважливіший), as a click on that word does.
      if (!gradingProbe && /^(more|most)$/i.test(word) && options.phrase !== undefined) {
        gradingProbe = true;
        try {
          const own = engine.report(word, options);
          const phrase = options.sentences?.[options.phrase];
          const at = phrase ? findOccurrence(phrase, word, options.occurrence ?? 1) : undefined;
          const next = phrase && at ? /^\s+(\p{L}+)/u.exec(phrase.slice(at.end))?.[1] : undefined;
          if (own.expression || !phrase || !at || !next) return own;
          let n = 1;
          while (findOccurrence(phrase, next, n) && findOccurrence(phrase, next, n)!.start <= at.end) n++;
          const graded = engine.report(next, { ...options, occurrence: n }).expression;
          return graded && graded.text.toLowerCase() === `${word} ${next}`.toLowerCase()
            ? { ...own, expression: graded }
            : own;
        } finally {
          gradingProbe = false;
        }
      }
      // "cafés", "złoty": a word written with diacritics the dictionaries know without them.
      const folded = foldDiacritics(word);
      if (folded !== word && !knownAnywhere(word) && knownAnywhere(folded)) {
        const fold = (s: string) =>
          s.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), folded);
        const report = engine.report(folded, { ...options, sentences: options.sentences?.map(fold) });
        return { ...report, text: word };
      }
      const { language } = options;
      const { sentence, occurrence } = sentenceWith(word, options);
      const abbreviation = abbreviationOf(word, sentence);
      let reading: Reading = abbreviation
        ? { lemma: word, type: 'abbreviation' }
        : readWord(word, sentence, wordnet, occurrence);
      // Hyphenated compounds ("well-known") are read whole; the rules look at single words.
      // The part-of-speech rule that changed the reading, if one did (rules.ts).
      let rule: string | undefined;
      let attributive: Reading | undefined;
      if (!abbreviation && !/[\p{L}\p{N}]-[\p{L}\p{N}]/u.test(word)) {
        const repaired = repairReading(reading, { has });
        rule = repaired.rule;
        if (repaired.rule === 'attributive-adjective') attributive = reading;
        reading = repaired;
      }
      if (abbreviation && sentence) {
        const context = readWord(word, sentence, wordnet, occurrence);
        reading = { ...reading, tokens: context.tokens, index: context.index, length: context.length };
      }
      const { tokens, index } = reading;
      let { lemma, type } = reading;
      let source: WordReport['source'] = 'glossary';
      let text: string | undefined;
      let translated = false;
      let senses: Sense[] = [];
      let expression: ExpressionReport | undefined;

      // Multi-word expressions come first in the popup; the word's own meaning follows.
      let role: WordType | undefined;
      // An abbreviation opens or closes expressions too ("ID card", "TV show"): it keeps its own type.
      if (tokens && index !== undefined) {
        const found =
          expressions.find(tokens, index, sentence ?? word, (senses, match) => {
            // The lesson's topic: a sense whose cues fill the rest of the lesson ("kick off" in a match report).
            const topical = senses.findIndex((e) =>
              lessonCued(e.cues, options.sentences, e.text.split(' ')[0]!.toLowerCase()),
            );
            if (topical >= 0) return topical;
            return nearestSense(
              senses.map((e, k) =>
                k === 0 ? senseWords(e.gloss, undefined) : senseWords(undefined, e.cues),
              ),
              contentWords(tokens, match[0]!, 0).filter(
                (w) =>
                  !match.some((i) => [tokens[i]!.lemma, tokens[i]!.value].some((x) => x.toLowerCase() === w)),
              ),
              similarity,
              { margin: 0.25, floor: 0.85 },
            );
          }) ?? uncurated(wordnetExpressions.find(tokens, index));
        // "play live on Friday": a flat adverb after its verb heads no phrasal verb ("live on").
        const match =
          found &&
          rule === 'adverb-after-verb' &&
          found.entry.type === 'phrasal verb' &&
          found.tokens[0] === index
            ? undefined
            : found;
        if (match) {
          const e = match.entry;
          // In a compound the modifier keeps the tagger's reading ("light switch"): the expression is the sense.
          // An adverb or verb reading is no modifier of a noun ("my back teeth": back is the adjective, задній).
          if (attributive && e.type === 'compound' && ['noun', 'adjective'].includes(attributive.type))
            ({ lemma, type } = attributive);
          role = abbreviation ? undefined : roleInExpression(match, index, tokens, has);
          // A hyphenated modifier with an entry of its own is read whole ("walk-in centre", "part-time job").
          if (word.includes('-') && glossary.lookup(word).length) {
            role = undefined;
            if (attributive && e.type === 'compound') ({ lemma, type } = reading);
          }
          // "half past five": the clock time with its hour.
          const hourAt = match.tokens.at(-1)! + 1;
          const time = CLOCK_EXPRESSIONS.has(e.text)
            ? clockTime(
                tokens.map((t) => t.value),
                hourAt,
              )
            : undefined;
          if (time) {
            expression = {
              text: `${match.text} ${tokens[hourAt]!.value}`,
              lemma: e.text,
              translation: englishOrTarget(language, clockWords(time, 'uk'), clockWords(time, 'pl'), e.gloss),
              type: e.type,
              gloss: e.gloss,
            };
          }
          // Phrasal verbs, and idioms that open with their verb ("fell asleep" → заснути).
          const opensWithVerb =
            e.type === 'idiom' &&
            ['VERB', 'AUX'].includes(tokens[match.tokens[0]!]!.tag) &&
            has(tokens[match.tokens[0]!]!.lemma.toLowerCase(), 'verb');
          const verbAt = e.type === 'phrasal verb' || opensWithVerb ? match.tokens[0]! : -1;
          const aspect =
            verbAt >= 0
              ? aspectInContext(tokens, verbAt, e.text.split(' ')[0]!, e.type === 'phrasal verb')
              : undefined;
          // "Take care, everyone": a formula opening its clause with its verb is said to someone.
          const imperative =
            (e.type === 'idiom' || e.type === 'fixed phrase') &&
            has(e.text.split(' ')[0]!.toLowerCase(), 'verb') &&
            opensCommand(tokens, match.tokens[0]!);
          // "The power station shut down in 2024": a thing's own change, the reflexive verb first (закритися).
          const ofThing =
            e.type === 'phrasal verb' &&
            e.pattern === 'separable' &&
            match.tokens.length === 2 &&
            match.tokens[1] === match.tokens[0]! + 1 &&
            phrasalOfThing(tokens, match.tokens[0]!, match.tokens[1]!);
          // "just hop on.", "I'll drop in later": a phrasal verb with no object after its particle drops the
          // preposition its renderings keep for one (заскочити в → заскочити, wsiąść do → wsiąść).
          const particleAt = match.tokens.at(-1)!;
          const after = tokens[particleAt + 1];
          // Not a preposition left at the end by its object before it: "which transactions are we talking about?",
          // "a shop I've never heard of", "three hundred to choose from".
          const stranded = () =>
            tokens
              .slice(0, match.tokens[0]!)
              .some(
                (t, k) =>
                  /^(what|which|who|whom|whose|where|when|how|why|that)$/i.test(t.value) ||
                  (['NOUN', 'NUM', 'PROPN', 'PRON'].includes(t.tag) &&
                    /^(i|we|you|they|he|she|to)$/i.test(tokens[k + 1]?.value ?? '')),
              );
          const noObject =
            e.type === 'phrasal verb' &&
            particleAt > match.tokens[0]! &&
            (!after || ['PUNCT', 'CCONJ', 'ADV', 'SCONJ'].includes(after.tag)) &&
            !stranded();
          const bare = (list: string[], l: 'uk' | 'pl') =>
            noObject
              ? [
                  ...new Set(
                    list.map((r) =>
                      r.replace(
                        l === 'uk'
                          ? / (в|у|на|до|з|із|за|від|про|через|по|над|під)$/
                          : / (do|na|w|we|z|ze|za|od|o|przez|po|pod|nad|przy)$/,
                        '',
                      ),
                    ),
                  ),
                ]
              : list;
          const render = (raw: string[], l: 'uk' | 'pl') => {
            const list = bare(raw, l);
            const reflexive = ofThing ? reflexiveOf(l, list[0]!) : undefined;
            const own =
              reflexive && (reflexive === list[0] || knownReflexive(l, reflexive))
                ? [...new Set([reflexive, ...list])]
                : list;
            const rendered = [
              ...new Set([
                ...inAspect(aspects, l, own, aspect),
                ...(ofThing ? inAspect(aspects, l, list.slice(0, 1), undefined) : []),
              ]),
            ];
            return (imperative ? withPluralImperatives(rendered, l) : rendered).join(', ');
          };
          expression ??= {
            text: match.text,
            lemma: e.text,
            translation: englishOrTarget(language, render(e.uk, 'uk'), render(e.pl, 'pl'), e.gloss),
            type: e.type,
            gloss: e.gloss,
          };
        }
      }

      // "10 ml", "8 pm": a unit symbol or time abbreviation after a number.
      const unit =
        tokens && index !== undefined && !expression
          ? unitAfterNumber(word, tokens[index - 1]?.value)
          : undefined;
      if (unit) {
        lemma = word.toLowerCase();
        type = 'abbreviation';
        text = englishOrTarget(language, unit.uk, unit.pl, unit.full);
        translated = true;
        source = 'name';
        senses = [{ type, translation: text, gloss: unit.full }];
      }
      // A word of a WordNet phrasal verb nothing renders still takes its part of speech there.
      if (!role && !expression && !abbreviation && tokens && index !== undefined) {
        role = wordnetExpressions.roleOf(tokens, index);
        if (role === 'verb' && !has(lemma, 'verb') && !has(tokens[index]!.lemma.toLowerCase(), 'verb'))
          role = undefined;
        if (role === 'verb' && reading.type === 'noun' && has(tokens[index]!.lemma.toLowerCase(), 'verb'))
          lemma = tokens[index]!.lemma.toLowerCase();
      }
      // Nationalities: "Spanish food" (adjective), "the Spanish", "Italians" (the people), "a Pole".
      const nationality =
        abbreviation || unit || !tokens || index === undefined
          ? undefined
          : nationalityOf(word, tokens, index);
      if (nationality) {
        const { nationality: n, form } = nationality;
        lemma = form === 'adjective' ? n.adjective : form === 'person' ? n.person : n.people;
        type = form === 'adjective' ? 'adjective' : 'noun';
        source = 'name';
        text = englishOrTarget(language, n.uk[form], n.pl[form], `${word} (nationality)`);
        translated = true;
        senses = [
          { type, translation: text, gloss: form === 'adjective' ? 'nationality' : `${form} of a nation` },
          ...allSenses(word, type, language),
        ];
      }
      const name =
        abbreviation || unit || nationality || ROAD_NUMBER.test(word)
          ? undefined
          : nameOf(word, reading, sentence, occurrence);
      if (name) {
        lemma = word;
        type = 'noun';
        source = 'name';
        text = englishOrTarget(language, name.uk, name.pl, `${word} (${name.gloss})`);
        translated = true;
        senses = [{ type, translation: text, gloss: name.gloss }, ...allSenses(word, 'noun', language)];
      }

      // "at four in the afternoon", "from one to two", "half past five": the hour of a clock time.
      const clock =
        !name && tokens && index !== undefined && (/^\d+$/.test(word) || isNumberWord(word))
          ? clockTime(
              tokens.map((t) => t.value),
              index,
            )
          : undefined;
      // "£30", "30%", "5km", "7:30", "10am", "the 1990s", "two-thirds": read whole with their noun.
      // "a five-minute walk" (п’ятихвилинний), "one-nil" (1:0): a number compound read whole.
      const age =
        !name && tokens && index !== undefined
          ? ageDecade(word, [tokens[index - 1]?.value ?? '', tokens[index - 2]?.value ?? ''])
          : undefined;
      let compound =
        !name && !unit && !nationality
          ? age
            ? { ...age, type: 'noun' as const }
            : numberCompound(word)
          : undefined;
      // "a typical thirteen-year-old": an age with no noun after it is the person (trzynastolatek).
      const after =
        tokens && index !== undefined
          ? tokens
              .slice(index)
              .find((t) => !/^[\p{L}\p{N}-]+$/u.test(t.value) || t.start > tokens[index]!.start + word.length)
          : undefined;
      const person =
        compound?.type === 'adjective' &&
        /-year-old$/i.test(word) &&
        tokens !== undefined &&
        !['NOUN', 'PROPN', 'ADJ'].includes(after?.tag ?? '');
      if (compound && person)
        compound = { ...compound, type: 'noun' as const, pl: compound.pl.replace(/letni\b/g, 'latek') };
      if (compound) {
        type = compound.type;
        lemma = word.toLowerCase();
        source = 'number';
        text = englishOrTarget(language, compound.uk, compound.pl, compound.gloss);
        translated = true;
        senses = [{ type, translation: text, gloss: compound.gloss }];
      }
      // "room four o four", "oh two oh seven": o / oh beside digits said one by one is zero.
      const digitAt = (k: number) =>
        Boolean(
          tokens?.[k] && /^(zero|one|two|three|four|five|six|seven|eight|nine|\d)$/i.test(tokens[k]!.value),
        );
      if (
        !compound &&
        /^(o|oh)$/i.test(word) &&
        index !== undefined &&
        (digitAt(index - 1) || digitAt(index + 1)) &&
        [index - 2, index - 1, index + 1, index + 2].filter(
          (k) => digitAt(k) || /^(o|oh)$/i.test(tokens?.[k]?.value ?? ''),
        ).length >= 2
      ) {
        type = 'number';
        lemma = 'zero';
        source = 'number';
        text = englishOrTarget(language, 'нуль', 'zero', 'zero (said as "o")');
        translated = true;
        senses = [{ type, translation: text, gloss: 'zero (said as "o")' }];
      }
      // A number the page's words split ("56,000", "30°C", "£2bn", "24/7", "2-1"): the clicked part reads as the whole.
      const at =
        !name && !unit && !nationality && sentence && /^[£$€]?\d/.test(word)
          ? findOccurrence(sentence, word, occurrence)
          : undefined;
      const written = at && sentence ? writtenNumberAt(sentence, at.start, at.end) : undefined;
      const whole = written ? readWrittenNumber(written.text, written.next) : undefined;
      if (whole && written) {
        type = whole.type;
        lemma = written.text.toLowerCase();
        source = 'number';
        text = englishOrTarget(language, whole.uk, whole.pl, whole.gloss);
        translated = true;
        senses = [{ type, translation: text, gloss: whole.gloss }];
        expression = { text: written.text, lemma, translation: text, type: 'number', gloss: whole.gloss };
        // "£1,200" clicked on its digits: the word is the number (тисяча двісті, 1200), the price the expression.
        const amount = /^[£$€]/.test(written.text) ? parseNumber(word) : undefined;
        if (amount && !amount.ordinal && written.text.slice(1) === word && language !== 'en') {
          text = withLocalDigits(spokenNumber(amount, language), word);
          senses = [{ type, translation: text, gloss: whole.gloss }];
        }
      }
      // "at 4.15", "from 9.30 until 11.00": British clock times written with a full stop.
      const before = tokens && index !== undefined ? tokens[index - 1]?.value.toLowerCase() : undefined;
      const dottedClock =
        /^\d{1,2}\.[0-5]\d$/.test(word) &&
        Number(word.split('.')[0]) <= 24 &&
        [
          'at',
          'by',
          'from',
          'until',
          'till',
          'to',
          'after',
          'before',
          'around',
          'about',
          'between',
          'and',
          'since',
        ].includes(before ?? '') && // prettier-ignore
        // not an amount ("up by 4.15 per cent", "from 2.50 pounds")
        !/^(per|percent|%|pounds?|quid|dollars?|euros?|points?|metres?|meters?|kilos?|kg|km|miles?|litres?|times|degrees?)$/i.test(
          tokens?.[(index ?? 0) + 1]?.value ?? '',
        )
          ? word.replace('.', ':')
          : undefined;
      const numeric =
        !whole && !name && !unit && !nationality && !compound ? readNumeric(dottedClock ?? word) : undefined;
      if (numeric) {
        type = 'number';
        lemma = word.toLowerCase();
        source = 'number';
        text = englishOrTarget(language, numeric.uk, numeric.pl, numeric.gloss);
        translated = true;
        senses = [{ type, translation: text, gloss: numeric.gloss }];
      }
      // Numbers: digits and compounds in words are spelt out in the target language.
      const parsedNumber =
        !whole &&
        !numeric &&
        !compound &&
        !name &&
        !unit &&
        (clock ||
          DIGIT_NUMBER.test(word) ||
          (isNumberWord(word) && !glossary.get(word, 'number') && !/^(first|second)$/i.test(word)))
          ? parseNumber(word)
          : undefined;
      // "in 2019": a year, read as the ordinal it is in Ukrainian and Polish.
      const year =
        parsedNumber &&
        !clock &&
        tokens &&
        index !== undefined &&
        isYear(word, tokens[index - 1]?.value, tokens[index + 1]?.value);
      // "account number 4471 0926", "PIN 1234": a code is read digit by digit (then as the number).
      const code =
        parsedNumber &&
        !year &&
        tokens &&
        index !== undefined &&
        /^\d{4,}$/.test(word) &&
        ([tokens[index - 1], tokens[index + 1]].some((t) => t && /^\d{2,}$/.test(t.value)) ||
          tokens.slice(Math.max(0, index - 3), index).some((t) => CODE_WORDS.has(t.value.toLowerCase())));
      if (parsedNumber) {
        // "I'd say an eight": a mark, a noun (rules.ts).
        type = rule === 'number-as-mark' ? 'noun' : 'number';
        lemma = word.toLowerCase();
        source = 'number';
        // "half past nine": the hour reads as its number, the clock time is the expression it belongs to.
        if (clock?.relation && tokens && index !== undefined && !expression) {
          expression = {
            text: tokens
              .slice(index - 2, index + 1)
              .map((t) => t.value)
              .join(' '),
            lemma: clock.relation,
            translation: englishOrTarget(
              language,
              clockWords(clock, 'uk'),
              clockWords(clock, 'pl'),
              `${clock.relation} ${clock.hour} (time)`,
            ),
            type: 'fixed phrase',
            gloss: `${clock.relation} ${clock.hour} (time)`,
          };
        }
        const digits = (l: 'uk' | 'pl') =>
          [...word]
            .map((d) => (d === '0' ? (l === 'uk' ? 'нуль' : 'zero') : cardinalWords(Number(d), l)))
            .join(' ');
        text = code
          ? englishOrTarget(
              language,
              `${digits('uk')}, ${spokenNumber(parsedNumber, 'uk')}`,
              `${digits('pl')}, ${spokenNumber(parsedNumber, 'pl')}`,
              `the code ${word}, said digit by digit`,
            )
          : clock
            ? clock.relation
              ? englishOrTarget(
                  language,
                  spokenNumber(parsedNumber, 'uk'),
                  spokenNumber(parsedNumber, 'pl'),
                  `number ${word}`,
                )
              : englishOrTarget(
                  language,
                  `${clockWords(clock, 'uk')} година, ${clockWords(clock, 'uk')}`,
                  `${clockWords(clock, 'pl')} godzina, ${clockWords(clock, 'pl')}`,
                  `${clock.hour} (time)`,
                )
            : year
              ? englishOrTarget(
                  language,
                  `${ordinalWords(parsedNumber.value, 'uk')} (рік), ${numberWords(parsedNumber, 'uk')}`,
                  `${ordinalWords(parsedNumber.value, 'pl')} (rok), ${numberWords(parsedNumber, 'pl')}`,
                  `the year ${word}`,
                )
              : englishOrTarget(
                  language,
                  withLocalDigits(spokenNumber(parsedNumber, 'uk'), word),
                  withLocalDigits(spokenNumber(parsedNumber, 'pl'), word),
                  `${parsedNumber.ordinal ? 'ordinal' : 'number'} ${word}`,
                );
        translated = true;
        senses = [
          {
            type,
            translation: text,
            gloss: year ? 'year' : parsedNumber.ordinal ? 'ordinal number' : 'number',
          },
        ];
      }
      // "a third of the fare", "two thirds", "a quarter": an ordinal after a / one / two… with no noun after it
      // is a fraction, a noun (третина, jedna trzecia).
      const fraction = !name && tokens && index !== undefined ? fractionAt(tokens, index) : undefined;
      if (fraction) {
        type = 'noun';
        lemma = word.toLowerCase();
        source = 'number';
        text = englishOrTarget(language, fraction.uk, fraction.pl, fraction.gloss);
        translated = true;
        senses = [{ type, translation: text, gloss: fraction.gloss }, ...senses];
      }
      // "£ 30", "30 %", "thirty percent": the number keeps its own reading, the whole is the expression.
      if (!expression && tokens && index !== undefined && !name && !numeric) {
        const around = numericAround(word, tokens, index);
        if (around) {
          expression = numberExpression(language, around.text, around.uk, around.pl, around.gloss);
          // "£12.40": a price's decimals are pence, never "twelve point four": the word reads as the price.
          // It is said as two numbers ("eighteen fifty" → вісімнадцять п’ятдесят), then read in full.
          if (
            parsedNumber?.fraction?.length === 2 &&
            /^[£$€]$/.test(tokens[index - 1]?.value ?? '') &&
            language !== 'en'
          ) {
            const pence = Number(parsedNumber.fraction);
            const spoken =
              pence >= 10
                ? `${cardinalWords(parsedNumber.value, language)} ${cardinalWords(pence, language)}, `
                : '';
            text = withLocalDigits(`${spoken}${expression.translation}`, word);
            senses = [{ type, translation: text, gloss: around.gloss }];
          } else if (language !== 'en' && /[.,]/.test(word)) {
            // "£1,200": the word is the number (тисяча двісті), the price its expression.
            text = withLocalDigits(spokenNumber(parseNumber(word)!, language), word);
            senses = [{ type, translation: text, gloss: around.gloss }];
          }
        }
      }
      // "minimum term", "external candidate", "annual leave": a classifying adjective and its noun the lists lack, said
      // as one term with the adjective agreed (мінімальний термін; okres minimalny, minimalny okres).
      if (!expression && tokens && index !== undefined && !name && language !== 'en') {
        const adjAt =
          tokens[index]!.tag === 'ADJ' ? index : tokens[index - 1]?.tag === 'ADJ' ? index - 1 : -1;
        const adjWord = adjAt >= 0 ? tokens[adjAt]!.value.toLowerCase() : '';
        const nounToken = adjAt >= 0 ? tokens[adjAt + 1] : undefined;
        if (
          nounToken &&
          nounToken.tag === 'NOUN' &&
          (adjAt === index || adjAt + 1 === index) &&
          tokens[adjAt - 1]?.tag !== 'ADJ' &&
          !/^(most|more|less|least|very|so|too|quite|really|rather|pretty|extremely)$/i.test(
            tokens[adjAt - 1]?.value ?? '',
          ) &&
          tokens[adjAt + 2]?.tag !== 'NOUN' &&
          (CLASSIFYING.test(adjWord) || CLASSIFYING_WORDS.has(adjWord))
        ) {
          const adjective = glossary.get(adjWord, 'adjective');
          const noun = glossary.get(nounToken.lemma.toLowerCase(), 'noun');
          const one = (r: string | undefined) => (r && /^[\p{L}’-]+$/u.test(r) ? r : undefined);
          const [au, ap, nu, np] = [
            one(adjective?.uk[0]),
            one(adjective?.pl[0]),
            one(noun?.uk[0]),
            one(noun?.pl[0]),
          ];
          const uk = au && nu ? agreeUk(au, noun?.gender?.uk) : undefined;
          const pl = ap && np ? agreePl(ap, noun?.gender?.pl) : undefined;
          if (uk && pl) {
            expression = {
              text: spanText(tokens, adjAt, adjAt + 1),
              lemma: `${adjWord} ${nounToken.lemma.toLowerCase()}`,
              translation: language === 'uk' ? `${uk} ${nu}` : `${np} ${pl}, ${pl} ${np}`,
              type: 'compound',
              gloss: `${adjWord} ${nounToken.lemma.toLowerCase()}`,
            };
          }
        }
      }
      // "dark green", "light blue", "pale pink": a shade of a colour is one compound adjective (темно-зелений,
      // ciemnozielony), from either word.
      if (!expression && tokens && index !== undefined && !name && language !== 'en') {
        const shadeAt = SHADES[word.toLowerCase()]
          ? index
          : SHADES[tokens[index - 1]?.value.toLowerCase() ?? '']
            ? index - 1
            : -1;
        const colour = shadeAt >= 0 ? tokens[shadeAt + 1]?.value.toLowerCase() : undefined;
        const entry =
          colour && COLOURS.has(colour)
            ? (glossary.get(colour, 'adjective') ?? glossary.get(colour.replace('grey', 'gray'), 'adjective'))
            : undefined;
        if (entry) {
          const shade = SHADES[tokens[shadeAt]!.value.toLowerCase()]!;
          const uk = `${shade[0]}-${entry.uk[0]}`;
          const pl = `${shade[1]}${entry.pl[0]}`;
          expression = {
            text: spanText(tokens, shadeAt, shadeAt + 1),
            lemma: `${tokens[shadeAt]!.value.toLowerCase()} ${colour}`,
            translation: language === 'uk' ? uk : pl,
            type: 'compound',
            gloss: `a shade of ${colour}`,
          };
        }
      }
      // "ten o'clock", "their ten o'clock": the hour and o'clock, from either word.
      if (!expression && tokens && index !== undefined && !name) {
        const at = /^o['’]clock$/i.test(word)
          ? index - 1
          : /^o['’]clock$/i.test(tokens[index + 1]?.value ?? '')
            ? index
            : -1;
        const hour = at >= 0 ? parseNumber(tokens[at]!.value) : undefined;
        if (hour && !hour.ordinal && hour.value >= 1 && hour.value <= 12) {
          const read = (l: 'uk' | 'pl') =>
            `${clockWords({ hour: hour.value }, l)} ${l === 'uk' ? 'година' : 'godzina'}, ${hour.value}:00`;
          expression = numberExpression(
            language,
            spanText(tokens, at, at + 1),
            read('uk'),
            read('pl'),
            `${hour.value}:00`,
          );
        }
      }
      // "the first of January", "the first of next month": a date.
      if (!expression && tokens && index !== undefined && !name) {
        const date = datePhrase(tokens, index);
        if (date) expression = numberExpression(language, date.text, date.uk, date.pl, date.text);
      }
      // "nine pounds twenty": money with its pence, before the bare amount.
      if (!expression && tokens && index !== undefined && !name) {
        const money = moneyPhrase(tokens, index);
        if (money) {
          expression = numberExpression(language, money.text, money.uk, money.pl, money.text);
        }
      }
      // "five pounds", "two and a half hours": the number and its unit.
      if (!expression && tokens && index !== undefined && !name) {
        const quantity = quantityPhrase(tokens, index);
        if (quantity)
          expression = numberExpression(language, quantity.text, quantity.uk, quantity.pl, quantity.text);
      }
      // "one and a half hours", "two and a half": the whole and the half together.
      if (!expression && tokens && index !== undefined && !name) {
        for (let k = Math.max(0, index - 3); k <= index && !expression; k++) {
          const words = tokens.slice(k, k + 4).map((t) => t.value.toLowerCase());
          const whole = words.length === 4 ? parseNumber(words[0]!) : undefined;
          if (!whole || whole.ordinal || whole.fraction || words.slice(1).join(' ') !== 'and a half')
            continue;
          const text = tokens
            .slice(k, k + 4)
            .map((t) => t.value)
            .join(' ');
          expression = numberExpression(
            language,
            text,
            andAHalfWords(whole.value, 'uk'),
            andAHalfWords(whole.value, 'pl'),
            String(whole.value + 0.5),
          );
        }
      }
      // "Minus two": a temperature below zero (мінус два), from either word.
      if (!expression && tokens && index !== undefined && !name) {
        const minusAt = /^minus$/i.test(word)
          ? index
          : isNumberToken(tokens[index])
            ? numberSpan(tokens, index).from - 1
            : -1;
        if (/^minus$/i.test(tokens[minusAt]?.value ?? '') && isNumberToken(tokens[minusAt + 1])) {
          const { to } = numberSpan(tokens, minusAt + 1);
          const parsed = parseNumber(spanText(tokens, minusAt + 1, to));
          if (parsed) {
            const read = (l: 'uk' | 'pl') =>
              `${l === 'uk' ? 'мінус' : 'minus'} ${numberWords(parsed, l)}, -${parsed.value}`;
            const said = spanText(tokens, minusAt, to);
            expression = numberExpression(language, said, read('uk'), read('pl'), `-${parsed.value}`);
            if (index === minusAt) {
              type = 'number';
              text = expression.translation;
              translated = true;
              senses = [{ type, translation: text, gloss: expression.gloss }];
            }
          }
        }
      }
      if (!expression && tokens && index !== undefined && !name && isNumberToken(tokens[index])) {
        const price = spokenPrice(tokens, index) ?? digitCode(tokens, index);
        if (price) expression = numberExpression(language, price.text, price.uk, price.pl, price.gloss);
      }
      // "seven out of ten": a score, from any of its words.
      if (!expression && tokens && index !== undefined && !name) {
        const score = outOf(tokens, index);
        if (score) expression = numberExpression(language, score.text, score.uk, score.pl, score.gloss);
      }
      if (!expression && tokens && index !== undefined && !name) {
        const phrase = numberPhrase(tokens, index);
        if (phrase) {
          expression = numberExpression(
            language,
            phrase.text,
            numberWords(phrase.parsed, 'uk'),
            numberWords(phrase.parsed, 'pl'),
            String(phrase.parsed.value),
          );
        }
      }

      if (!translated) {
        // A form with its own entry ("better", "cheaper") is read before its lemma.
        // Not a verb's past form that is another verb's base ("I found it" is find, not found; "saw" is see).
        const formEntry =
          rule === 'graded-state'
            ? glossary.get(word, 'adverb')
            : word.toLowerCase() !== lemma.toLowerCase()
              ? ((type === 'verb' ? undefined : glossary.get(word, type)) ??
                (type === 'number' ? glossary.get(word, 'noun') : undefined) ??
                // "fewer people": a quantifier's form tagged an adjective is its determiner entry.
                (type === 'adjective' ? glossary.get(word, 'determiner') : undefined))
              : undefined;
        // A respelt lemma ("judgment") often has WordNet's better-ranked senses: English tries it first.
        const spellings = reading.variant
          ? language === 'en'
            ? [reading.variant, lemma]
            : [lemma, reading.variant]
          : [lemma];
        // The word's part of speech inside its expression ("how long": adverb) decides when it has an entry.
        const roleEntry = role
          ? [
              word.toLowerCase(),
              ...spellings,
              tokens?.[index ?? 0]?.lemma ?? lemma,
              ...(role === 'verb' ? verbBases(word.toLowerCase()) : []),
            ]
              .map((l) => glossary.get(l, role!))
              .find(Boolean)
          : undefined;
        if (role) type = role;
        if (roleEntry) lemma = roleEntry.lemma;
        let entry = roleEntry ?? formEntry ?? spellings.map((l) => glossaryEntry(l, type)).find(Boolean);
        // A quantifier tagged an adjective ("more than three", "many") is the glossary's determiner or pronoun.
        if (entry && type === 'adjective' && QUANTIFIER_TYPES.has(entry.pos) && !role) type = entry.pos;
        // A near part of speech stood in for the tagger's ("whether" tagged a preposition is the glossary's
        // conjunction): the word is what its entry says — unless a rule chose the type on purpose.
        else if (entry && entry.pos !== type && !role && !rule && NEAR_ADOPTED.has(type)) type = entry.pos;
        // A gerund read as a noun with no noun entry ("the booking", "boarding starts"): the verb's verbal noun.
        if (
          !entry &&
          language !== 'en' &&
          !abbreviation &&
          type === 'noun' &&
          /ing$/i.test(word) &&
          !glossary.lookup(word).length
        ) {
          const verb = [tokens?.[index ?? 0]?.lemma, new Inflectors(word.toLowerCase()).toPresent()]
            .map((v) => (v ? glossary.get(v.toLowerCase(), 'verb') : undefined))
            .find(Boolean);
          const first = verb?.[language][0];
          const noun = first && verbForms.form(language, 'noun', first);
          if (noun) {
            text = noun;
            translated = true;
            lemma = word.toLowerCase();
            senses = [
              { type, translation: noun, gloss: `the act of ${verb!.lemma}ing` },
              ...allSenses(verb!.lemma, 'verb', language),
            ];
          }
        }
        // "What's the weather like?", "What was the hotel like?": like asks how something is — який / jaki.
        if (language !== 'en' && tokens && index !== undefined && isWhatLike(tokens, index)) {
          text = language === 'uk' ? 'який, яка, яке' : 'jaki, jaka, jakie';
          translated = true;
          type = 'preposition';
          lemma = 'like';
          senses = [
            { type, translation: text, gloss: 'what … like: asking how someone or something is' },
            ...allSenses('like', 'preposition', language),
          ];
        }
        // A flat adverb with no entry of its own ("press high", "sit deep"): the adjective's adverb (високо, wysoko).
        if (
          !translated &&
          !entry &&
          language !== 'en' &&
          type === 'adverb' &&
          (rule === 'adverb-after-verb' || rule === 'adverb-after-imperative')
        ) {
          const adjective = glossary.get(word.toLowerCase(), 'adjective');
          const base = adjective?.[language][0];
          const adverb = base && (language === 'uk' ? ukrainianAdverb(base) : polishAdverb(base));
          if (adverb) {
            text = adverb;
            translated = true;
            lemma = word.toLowerCase();
            senses = [
              { type, translation: adverb, gloss: `in a ${lemma} way` },
              ...allSenses(lemma, type, language),
            ];
          }
        }
        // A participle read as an adjective with no entry of its own ("recorded lectures"): the verb's participle.
        if (!translated && !entry && language !== 'en' && rule === 'participle-derived') {
          const verb = [tokens?.[index ?? 0]?.lemma, new Inflectors(word.toLowerCase()).toPresent()]
            .map((v) => (v ? glossary.get(v.toLowerCase(), 'verb') : undefined))
            .find(Boolean);
          // The verb's sense its word cues pick in the sentence ("missed appointments": not attend → пропущений, not
          // сумувати), else its renderings in order: the first with a participle (a done thing needs a transitive verb).
          const own = verb ? entrySenses(verb, language) : [];
          const picked = own
            .slice(1)
            .find((sense) => reading && cued(wordCues(sense.cues), sentence, reading));
          const participle = [...(picked ? [picked] : []), ...own.slice(0, 1)]
            .flatMap((sense) => sense.translation.split(', '))
            .map((r) => participleOfVerb(r, language))
            .find(Boolean);
          if (participle && verb) {
            text = participle;
            lemma = verb.lemma;
            translated = true;
            senses = [
              { type, translation: text, gloss: `${word} (participle)` },
              ...allSenses(lemma, 'verb', language),
            ];
          }
        }
        if (!translated && !entry && language !== 'en' && !abbreviation) {
          // The tagged part of speech has no entry: the lemma's other parts of speech, else the form's.
          entry =
            glossary.lookup(lemma)[0] ??
            glossary.lookup(word)[0] ??
            (tokens && index !== undefined && !/^(co|ex)-/i.test(word)
              ? word.includes('-') && !PARTICLES.test(word.split('-').at(-1)!)
                ? hyphenHead(word)
                : glossary.lookup(tokens[index]!.lemma)[0]
              : undefined);
          if (entry) {
            // "I'd say an eight": the number's entry, said as a mark (a noun).
            type = role ?? (rule === 'number-as-mark' ? 'noun' : entry.pos);
            lemma = entry.lemma;
          }
        }
        if (translated) {
          // The verbal noun above.
        } else if (entry && language !== 'en') {
          const own = entrySenses(entry, language);
          let chosen =
            // Word cues first, in the senses' order; then the verb's structure (+obj, -obj), so "the train left"
            // finds the departure sense before the bare "left" finds going away.
            own.slice(1).find((sense) => cued(wordCues(sense.cues), sentence, reading)) ??
            // A rule that knows the sense ("there's not long left": remaining) names it by its gloss.
            ((reading as Repaired).sense
              ? own.find((sense) => sense.gloss === (reading as Repaired).sense)
              : undefined) ??
            own.slice(1).find((sense) =>
              cued(
                sense.cues?.filter((c) => STRUCTURAL_CUES.has(c)),
                sentence,
                reading,
              ),
            ) ??
            // A lesson's topic names things: it picks a noun's sense (post → штанга in a match), not a verb's,
            // whose sense its object decides ("Let me check" in an airport lesson is no checking in of bags).
            (type === 'noun'
              ? own.slice(1).find((sense) => lessonCued(sense.cues, options.sentences, lemma.toLowerCase()))
              : undefined);
          // No cue in the sentence: the sense nearest its content words in word-vector space, else the first.
          // The first sense must have a gloss to compete with ("only when it beats the default by a margin").
          // Margin 0.3 and floor 0.85: with glosses on most frequent entries, looser settings let a cue word
          // loosely related to any sentence word win (dev sets: 0.1/0.7 cost a point; 0.3/0.85 is best).
          if (!chosen && own.length > 1 && own[0]!.gloss && tokens && index !== undefined) {
            const context = contentWords(tokens, index, reading.length);
            const k = nearestSense(
              // The first sense is described by its gloss; a further sense by its cues only (its glosses are
              // definitions, too general to match on).
              own.map((sense, k) =>
                k === 0 ? senseWords(sense.gloss, undefined) : senseWords(undefined, sense.cues),
              ),
              context,
              similarity,
              { margin: 0.3, floor: 0.85 },
            );
            chosen = own[k];
          }
          chosen ??= own[0]!;
          // "I've got a cat", "Have you got a minute?": have got is have (possession), not get.
          const possession =
            type === 'verb' &&
            lemma === 'get' &&
            tokens &&
            index !== undefined &&
            possessiveGot(tokens, index)
              ? glossary.get('have', 'verb')
              : undefined;
          if (possession) {
            const have = entrySenses(possession, language)[0]!;
            chosen = { ...have, translation: have.translation.split(', ')[0]!, gloss: 'possess (have got)' };
          }
          // "The weather can change quickly", "the shop closes at six": the thing's own change is the
          // reflexive verb (змінюватися, zmieniać się), first.
          if (
            type === 'verb' &&
            tokens &&
            index !== undefined &&
            !possession &&
            intransitiveOfThing(tokens, index, lemma)
          ) {
            const [main, ...rest] = chosen.translation.split(', ');
            const reflexive = reflexiveOf(language, main!);
            chosen = { ...chosen, translation: [...new Set([reflexive, main!, ...rest])].join(', ') };
          } else if (
            type === 'verb' &&
            tokens &&
            index !== undefined &&
            PSYCH_VERBS.has(lemma.toLowerCase()) &&
            hasDirectObject(tokens, index)
          ) {
            // "That worries me", "I met him": with a direct object the reflexive verb (хвилюватися,
            // martwić się) gives way to its transitive one (хвилювати, martwić) where that verb exists.
            const [main, ...rest] = chosen.translation.split(', ');
            const transitive = transitiveOf(aspects, language, main!);
            if (transitive)
              chosen = { ...chosen, translation: [...new Set([transitive, main!, ...rest])].join(', ') };
          }
          // A verb for one finished or planned event is given in the perfective ("took" → взяти, wziąć).
          const aspect =
            type === 'verb' && tokens && index !== undefined && !possession
              ? aspectInContext(tokens, index, lemma)
              : undefined;
          if (type === 'verb') {
            const renderings = inAspect(aspects, language, chosen.translation.split(', '), aspect);
            chosen = { ...chosen, translation: renderings.join(', ') };
          }
          // "healthier" → здоровіший, "the widest" → найширший. After "more" / "most" the word keeps its own
          // meaning and the two words are the expression ("the most important" → найважливіший).
          if ((type === 'adjective' || type === 'adverb') && !formEntry) {
            const previous = tokens && index !== undefined ? tokens[index - 1] : undefined;
            const renderings = chosen.translation.split(', ');
            const grade = gradeOf(word, lemma, type);
            const graded = grade ? comparatives.grade(language, type, renderings, grade) : [];
            if (graded.length) chosen = { ...chosen, translation: graded.join(', ') };
            const analytic = previous && !expression ? analyticGrade(word, lemma, previous.value) : undefined;
            const phrase = analytic ? comparatives.grade(language, type, renderings, analytic) : [];
            if (phrase.length && previous) {
              expression = {
                text: `${previous.value} ${word}`,
                lemma: `${previous.value.toLowerCase()} ${lemma}`,
                translation: phrase.join(', '),
                type: 'fixed phrase',
                gloss: `${analytic} of ${lemma}`,
              };
            }
          }
          // "It's cold", "that's expensive", "it's hard to say": said of it / that / this, the predicative adverb
          // comes first (холодно, дорого, важко / drogo, trudno), the adjective's renderings after it.
          if (
            type === 'adjective' &&
            !expression &&
            tokens &&
            index !== undefined &&
            impersonalPredicate(tokens, index)
          ) {
            const renderings = chosen.translation.split(', ');
            const adverbs = predicatives.of(language, renderings);
            if (adverbs.length)
              chosen = {
                ...chosen,
                translation: [...new Set([...adverbs.slice(0, 3), ...renderings.slice(0, 2)])].join(', '),
              };
          }
          // "The sooner he starts, the easier it will be": чим раніше …, тим легше / im wcześniej …, tym łatwiej.
          const paired =
            (type === 'adjective' || type === 'adverb') && tokens && index !== undefined && !expression
              ? correlativeComparative(tokens, index)
              : undefined;
          if (paired && tokens && index !== undefined) {
            const words = paired === 'first' ? { uk: 'чим', pl: 'im' } : { uk: 'тим', pl: 'tym' };
            const lead = words[language as 'uk' | 'pl'];
            expression = {
              text: `${tokens[index - 1]!.value} ${word}`,
              lemma: `the ${word.toLowerCase()}`,
              translation: chosen.translation
                .split(', ')
                .map((g) => `${lead} ${g}`)
                .join(', '),
              type: 'fixed phrase',
              gloss: 'the more …, the more …',
            };
          }
          text = chosen.translation;
          translated = true;
          senses = [
            chosen,
            ...allSenses(lemma, type, language, entry).filter((x) => x.translation !== chosen.translation),
          ];
          if (formEntry) senses.push(...allSenses(lemma, type, language));
        } else {
          const fallback =
            spellings
              .map((spelling) => translate(spelling, type, language, abbreviation?.fullForm))
              .find((t) => t.translated) ?? translate(lemma, type, language, abbreviation?.fullForm);
          text = fallback.text;
          translated = fallback.translated;
          source = translated ? (language === 'en' ? 'wordnet' : 'freedict') : 'none';
          if (!translated && language !== 'en') {
            const token = tokens && index !== undefined ? tokens[index] : undefined;
            const morphology = abbreviation ? undefined : derived(word, lemma, type, language, token?.lemma);
            if (morphology) {
              ({ text, type, lemma } = morphology);
              translated = true;
              source = 'glossary';
            } else if (abbreviation) {
              // An abbreviation with no rendering is used as written, with its full form when known ("CEO").
              text = abbreviation.fullForm ? `${word} (${abbreviation.fullForm})` : word;
              translated = true;
              source = 'name';
            } else if (
              sentence &&
              OPEN_CLASS.has(type) &&
              !knownAnywhere(lemma) &&
              !knownAnywhere(word) &&
              /^\p{L}[\p{L}'’-]*$/u.test(word)
            ) {
              // A word of a lesson sentence no dictionary knows (a borrowed dish, a brand, a name in lower
              // case) is a name: transliterated in Ukrainian, as written in Polish. Out of context (no
              // sentence) nothing is made up.
              const reading = names.personReading(word);
              text = language === 'uk' ? reading.uk : reading.pl;
              type = 'noun';
              lemma = word;
              translated = true;
              source = 'name';
            }
          }
          senses = translated ? [{ type, translation: text, gloss: '' }] : [];
          if (language === 'en')
            senses.push(...allSenses(lemma, type, language).filter((x) => x.type !== type));
          else senses.push(...allSenses(lemma, type, language));
        }
      }
      // "mustn't", "can't", "won't" clicked whole: the word is the negated modal (не можна), not the modal.
      if (expression && language !== 'en' && /n['’]t$/i.test(word) && /\bnot\b/.test(expression.lemma)) {
        text = expression.translation;
        translated = true;
        senses = [{ type, translation: text, gloss: expression.gloss }, ...senses];
      }
      // "second thoughts", "first things first": an ordinal before a noun of an idiom
      // counts nothing; it describes the noun, an adjective.
      if (
        type === 'number' &&
        expression &&
        expression.type === 'idiom' &&
        tokens &&
        index !== undefined &&
        parseNumber(word)?.ordinal &&
        tokens[index + 1]?.tag === 'NOUN' &&
        expression.lemma
          .toLowerCase()
          .split(' ')
          .some((w) =>
            [tokens[index + 1]!.lemma, tokens[index + 1]!.value].some((x) => x.toLowerCase() === w),
          )
      )
        type = 'adjective';
      // "twenty past ten", "five to six": minutes past or to an hour are one clock time.
      if (tokens && index !== undefined && sentence) {
        // Hyphenated minutes ("twenty-five") are one word here; `at` maps each word back to its tokens.
        const words: string[] = [];
        const at: [number, number][] = [];
        tokens.forEach((t, k) => {
          const joined = t.value === '-' && words.length && tokens[k + 1] && t.start === tokens[k - 1]!.end;
          if (joined) {
            words[words.length - 1] += `-${tokens[k + 1]!.value}`;
            at[at.length - 1]![1] = k + 1;
          } else if (!(tokens[k - 1]?.value === '-' && at.at(-1)?.[1] === k)) {
            words.push(t.value);
            at.push([k, k]);
          }
        });
        const clicked = at.findIndex(([from, to]) => index >= from && index <= to);
        const clock = clicked >= 0 ? minutesClock(words, clicked) : undefined;
        if (clock) {
          const text = sentence.slice(tokens[at[clock.start]![0]]!.start, tokens[at[clock.end]![1]]!.end);
          expression = {
            text,
            lemma: text.toLowerCase(),
            translation: englishOrTarget(language, clock.uk, clock.pl, 'a clock time'),
            type: 'fixed phrase',
            gloss: 'a clock time',
          };
        }
      }
      // "mostly sixes and sevens", "tens of thousands": a plural number is a noun, the mark or the group
      // (шістки, десятки / szóstki, dziesiątki).
      const plural = PLURAL_NUMBERS[word.toLowerCase()];
      if (plural && language !== 'en' && !expression) {
        type = 'noun';
        text = `${plural[language === 'uk' ? 0 : 1]}${text ? `, ${text}` : ''}`;
        translated = true;
        senses = [{ type, translation: text, gloss: `${word} (marks or groups)` }, ...senses];
      }
      senses = dedupeSenses(
        senses.map(({ type: t, translation, gloss }) => ({ type: t, translation, gloss })),
      );

      return {
        text: word,
        lemma,
        type,
        translation: text ?? NO_TRANSLATION[language],
        translated,
        details: detailsFor(type, lemma, word, {
          fullForm: abbreviation?.fullForm,
          previousTag: reading.previousTag,
          nextTag: reading.nextTag,
        }),
        usage_example: exampleFor(word, lemma, type, sentence),
        common_misunderstandings: misunderstandings(lemma, type, language),
        phonetic: phoneticInContext({
          word,
          lemma,
          type,
          tokens,
          index,
          fullForm: abbreviation?.fullForm,
          initialism:
            abbreviation !== undefined && glossary.lookup(word).some((e) => e.pos !== 'abbreviation'),
        }),
        senses,
        ...(expression ? { expression } : {}),
        source,
      };
    },
  };
  return engine;
}

/**
 * The part of speech of the clicked word inside a matched expression: the entry's `roles`, else in a
 * compound the head (last word) is a noun and a modifier with a noun entry is a noun ("key card",
 * "front desk", "launch date"); -ing modifiers keep their reading ("working day").
 */
export function roleInExpression(
  match: ExpressionMatch,
  index: number,
  tokens: Token[],
  has: (lemma: string, type: WordType) => boolean,
): WordType | undefined {
  const token = tokens[index]!;
  const value = token.value.toLowerCase().replace(/’/g, "'");
  const roles = match.entry.roles;
  if (roles) {
    const role = roles[value] ?? roles[token.lemma.toLowerCase()];
    // "How long is the contract?", "How far is it?": how + word + be asks about a quality, an adjective
    // ("How long have you lived here?" keeps the adverb).
    const after = tokens[match.tokens.at(-1)! + 1]?.value.toLowerCase().replace(/’/g, "'");
    const asksQuality =
      /^how /i.test(match.entry.text) && ['is', 'was', "'s", 'are', 'were'].includes(after ?? '');
    return role === 'adverb' && asksQuality && has(value, 'adjective') ? 'adjective' : role;
  }
  // A phrasal verb's first word is its verb ("Sign in", tagged a noun), a particle with no object an adverb.
  if (match.entry.type === 'phrasal verb') {
    if (index === match.tokens[0])
      return [token.lemma.toLowerCase(), value, ...verbBases(value)].some((v) => has(v, 'verb'))
        ? 'verb'
        : undefined;
    const particle =
      ['separable', 'intransitive'].includes(match.entry.pattern) && index === match.tokens.at(-1);
    return particle ? 'adverb' : undefined;
  }
  if (match.entry.type !== 'compound') return undefined;
  if (index === match.tokens.at(-1)) return 'noun';
  // A modifier is a noun when it is nothing else ("launch date"); "dark blue", "joint degree" keep their adjective.
  if (/ing$/.test(value) || token.tag === 'NUM' || has(value, 'adjective') || has(value, 'number'))
    return undefined;
  // "missed appointments", "recorded lectures": a past participle modifier is the adjective.
  if (/[^e]ed$/.test(value) && token.tag === 'VERB' && has(token.lemma.toLowerCase(), 'verb'))
    return 'adjective';
  // "shorter walks", "a bigger room": a graded adjective keeps its reading.
  if (token.tag === 'ADJ' && ungrade(value, 'adjective', (b) => has(b, 'adjective'))) return undefined;
  return has(value, 'noun') || has(token.lemma.toLowerCase(), 'noun') ? 'noun' : undefined;
}

/**
 * "It's cold", "that was expensive", "it's getting dark", "it's hard to say": an adjective after it / that / this and
 * a form of be or get (degree words may stand between), with no noun after it.
 */
export function impersonalPredicate(tokens: Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (
    next &&
    ['NOUN', 'PROPN', 'ADJ'].includes(next.tag) &&
    !['today', 'tonight', 'tomorrow', 'yesterday', 'outside', 'inside', 'here', 'there'].includes(
      next.value.toLowerCase(),
    )
  )
    return false;
  const degree = ['very', 'so', 'too', 'quite', 'really', 'pretty', 'rather', 'much', 'getting', 'not', "n't", 'always', 'still', 'already']; // prettier-ignore
  let k = index - 1;
  for (;;) {
    const w = tokens[k]?.value.toLowerCase() ?? '';
    if (degree.includes(w)) k--;
    else if (['bit', 'little'].includes(w) && tokens[k - 1]?.value.toLowerCase() === 'a') k -= 2;
    else break;
  }
  const verb = tokens[k];
  if (!verb || !['be', 'get'].includes(verb.lemma.toLowerCase())) return false;
  const subject = tokens[k - 1]?.value.toLowerCase().replace(/[’']s$/, '');
  // "it's" may be one token ("it's", lemma be) or two.
  const joined = /^(it|that|this)['’]s$/i.test(verb.value);
  return joined || ['it', 'that', 'this'].includes(subject ?? '');
}

/**
 * "The sooner we start, the easier it is": a comparative after "the" paired with another "the" + comparative in
 * the same sentence; 'first' for the clause that sets the condition, 'second' for the one that follows.
 */
export function correlativeComparative(tokens: Token[], index: number): 'first' | 'second' | undefined {
  const isPair = (k: number) =>
    k !== index &&
    (tokens[k - 1]?.value ?? '').toLowerCase() === 'the' &&
    /^(\p{L}+er|more|less|better|worse|further)$/u.test(tokens[k]!.value.toLowerCase());
  if ((tokens[index - 1]?.value ?? '').toLowerCase() !== 'the') return undefined;
  const other = tokens.findIndex((_, k) => isPair(k));
  if (other < 0) return undefined;
  // The first opens the sentence and describes no noun ("The bigger house is cheaper, the …" is no pair); the
  // second follows a comma.
  const [first, second] = index < other ? [index, other] : [other, index];
  const opens = first < 2 || /^[.!?;:]$/.test(tokens[first - 2]!.value);
  if (
    !opens ||
    ['NOUN', 'ADJ', 'PROPN'].includes(tokens[first + 1]?.tag ?? '') ||
    tokens[second - 2]?.value !== ','
  )
    return undefined;
  return index === first ? 'first' : 'second';
}

function dedupeSenses(senses: Sense[]): Sense[] {
  const seen = new Set<string>();
  return senses.filter((s) => {
    const key = `${s.type}|${s.translation}`;
    if (seen.has(key) || !s.translation) return false;
    seen.add(key);
    return true;
  });
}

function isSentenceStartAt(tokens: Token[], index: number): boolean {
  const before = tokens.slice(0, index).filter((t) => t.tag !== 'PUNCT' || /[.!?]/.test(t.value));
  return before.length === 0 || before.at(-1)!.tag === 'PUNCT';
}

let shared: LanguageEngine | undefined;

/** The engine the server uses: built once on first use (dictionaries are read then). */
export function languageEngine(): LanguageEngine {
  if (!shared) {
    // The grader's WordNet too (server/matching): its indexes are held once per process.
    const wordnet = sharedWordnet();
    wordnet.warm();
    shared = createLanguageEngine({ wordnet });
  }
  return shared;
}
