// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { createLanguageEngine, normalizeWord, type LanguageEngine } from '../../server/language/engine.ts';
import {
  loadGlossary,
  type Glossary,
  type GlossaryEntry,
  type MistakeNote,
} from '../../server/language/glossary.ts';
import { arpabetToIpa, phoneticOf } from '../../server/language/ipa.ts';
import { Wordnet } from '../../server/language/wordnet.ts';
import { NO_TRANSLATION } from '../../server/language/types.ts';

/** A small fixed glossary, so these tests do not move while data/glossary grows. */
function fixtureGlossary(): Glossary {
  const entries: GlossaryEntry[] = [
    { lemma: 'book', pos: 'noun', uk: ['книга', 'книжка'], pl: ['książka'] },
    { lemma: 'book', pos: 'verb', uk: ['бронювати', 'замовляти'], pl: ['rezerwować'] },
    { lemma: 'go', pos: 'verb', uk: ['йти', 'їхати'], pl: ['iść', 'jechać'] },
    { lemma: 'child', pos: 'noun', uk: ['дитина'], pl: ['dziecko'] },
    { lemma: 'good', pos: 'adjective', uk: ['добрий', 'хороший'], pl: ['dobry'] },
    { lemma: 'magazine', pos: 'noun', uk: ['журнал'], pl: ['czasopismo'], note: { uk: 'Не магазин!' } },
    { lemma: 'she', pos: 'pronoun', uk: ['вона'], pl: ['ona'] },
    { lemma: 'this', pos: 'determiner', uk: ['цей', 'ця', 'це'], pl: ['ten', 'ta', 'to'] },
    { lemma: 'two', pos: 'number', uk: ['два'], pl: ['dwa'] },
    { lemma: 'for', pos: 'preposition', uk: ['для'], pl: ['dla'] },
    {
      lemma: 'asap',
      pos: 'abbreviation',
      uk: ['якнайшвидше'],
      pl: ['jak najszybciej'],
      full: 'as soon as possible',
    },
  ];
  const mistakes: MistakeNote[] = [
    {
      id: 'magazine-false-friend',
      kind: 'false-friend',
      lemmas: ['magazine'],
      uk: '«Magazine» — це журнал, а магазин — «shop».',
      pl: '„Magazine” to czasopismo, a magazyn to „warehouse”.',
      en: 'A magazine is a periodical, not a shop.',
    },
  ];
  return {
    size: entries.length,
    lookup: (lemma) => entries.filter((e) => e.lemma === lemma.toLowerCase()),
    get: (lemma, pos) => entries.find((e) => e.lemma === lemma.toLowerCase() && e.pos === pos),
    mistakesFor: (lemma) => mistakes.filter((m) => m.lemmas.includes(lemma.toLowerCase())),
  };
}

let engine: LanguageEngine;
beforeAll(() => {
  engine = createLanguageEngine({ glossary: fixtureGlossary() });
});

const read = (word: string, sentence?: string, language: 'en' | 'uk' | 'pl' = 'uk') =>
  engine.report(word, { language, sentences: sentence ? [sentence] : [] });

describe('part of speech in context', () => {
  it('reads "books" in "she books a table" as a verb and translates the verb', () => {
    const r = read('books', 'She books a table for two.');
    expect(r).toMatchObject({
      lemma: 'book',
      type: 'verb',
      translation: 'бронювати, замовляти, забронювати',
    });
    expect(r.details).toEqual({
      base_verb: 'book',
      past_tense: 'booked',
      past_participle: 'booked',
      third_person_singular: 'books',
    });
  });

  it('reads "books" in "I read two books" as a plural noun', () => {
    const r = read('books', 'I read two books.');
    expect(r).toMatchObject({ lemma: 'book', type: 'noun', translation: 'книга, книжка' });
    expect(r.details).toEqual({ singular_form: 'book', plural_form: 'books' });
  });

  it('reads "book" after "the" as a noun and after "to" as a verb', () => {
    expect(read('book', 'The book is on my table.').type).toBe('noun');
    expect(read('book', 'We want to book a room.').type).toBe('verb');
  });

  it('reads the subject between an auxiliary and its verb as a noun', () => {
    expect(read('people', 'What time do people usually start work?')).toMatchObject({
      lemma: 'person',
      type: 'noun',
    });
  });

  it('reads "IT" in capitals as the abbreviation, "it" as the pronoun', () => {
    expect(read('IT', 'The IT team will call you.', 'en')).toMatchObject({
      type: 'abbreviation',
      details: { full_form: 'information technology' },
    });
    expect(read('team', 'The IT team will call you.').type).toBe('noun');
    // No rendering in the glossary: the abbreviation is used as written, with its full form.
    expect(read('IT', 'The IT team will call you.', 'pl').translation).toBe('IT (information technology)');
    expect(read('it', 'Please change it today.').type).toBe('pronoun');
    expect(read('IT', 'PLEASE CHANGE IT TODAY.').type).toBe('pronoun');
  });

  it('reads a first word followed by its object as an imperative verb', () => {
    expect(read('Use', 'Use it in the morning.')).toMatchObject({ lemma: 'use', type: 'verb' });
    expect(read('Thanks', 'Thanks a lot.').type).not.toBe('verb');
  });

  it('reads a noun-looking word after a modal or "let me" as a verb', () => {
    expect(read('check', 'Let me check.')).toMatchObject({ lemma: 'check', type: 'verb' });
    expect(read('book', 'Can I book a table?')).toMatchObject({ lemma: 'book', type: 'verb' });
  });

  it('keeps closed-class words and the learner’s spelling as they are', () => {
    expect(read('through', 'We go through security.')).toMatchObject({
      lemma: 'through',
      type: 'preposition',
    });
    expect(read('twenty-two', 'It weighs twenty-two kilos.')).toMatchObject({
      lemma: 'twenty-two',
      type: 'number',
      details: { plural_form: 'twenty-twos' },
    });
    const judgement = read('judgement', 'Trust your judgement.', 'en');
    expect(judgement.lemma).toBe('judgement');
    expect(judgement.translation).toMatch(/opinion/);
  });

  it('prefers the lesson sentence as the usage example', () => {
    expect(read('books', 'She books a table for two.').usage_example).toBe('She books a table for two.');
  });

  it('narrows a phrase of several sentences to the one holding the word', () => {
    const r = engine.report('critics', {
      language: 'en',
      sentences: ["Tonight's question is hard. Professor Lang, you are one of the critics. Why?"],
    });
    expect(r.usage_example).toBe('Professor Lang, you are one of the critics.');
  });

  it('takes the phrase the word was clicked in when the client names it', () => {
    const r = engine.report('book', {
      language: 'uk',
      sentences: ['The book is on my table.', 'We want to book a room.'],
      phrase: 1,
    });
    expect(r.type).toBe('verb');
    expect(r.usage_example).toBe('We want to book a room.');
  });
});

describe('irregular forms', () => {
  it('go / went / gone', () => {
    const r = read('went', 'The children went home.');
    // One finished event: the perfective first, then the main partner (aspect.ts); a habit: йти, їхати first.
    expect(r).toMatchObject({ lemma: 'go', type: 'verb', translation: 'піти, поїхати, йти' });
    expect(read('go', 'They go home every day.').translation).toBe('йти, їхати, піти');
    expect(r.details).toMatchObject({ base_verb: 'go', past_tense: 'went', past_participle: 'gone' });
    expect(read('gone', 'He has gone.').lemma).toBe('go');
  });

  it('child / children, also as the capitalised first word', () => {
    const r = read('Children', 'Children went home.');
    expect(r).toMatchObject({ lemma: 'child', type: 'noun', translation: 'дитина' });
    expect(r.details).toEqual({ singular_form: 'child', plural_form: 'children' });
  });

  it('good / better / best', () => {
    for (const [word, sentence] of [
      ['good', 'It is a good day.'],
      ['better', 'This one is better than that one.'],
      ['best', 'He was the best student.'],
    ] as const) {
      const r = read(word, sentence);
      expect(r, word).toMatchObject({ lemma: 'good', type: 'adjective', translation: 'добрий, хороший' });
      expect(r.details).toEqual({ comparative: 'better', superlative: 'best' });
    }
  });

  it('be: was / were, been, is', () => {
    expect(read('is', 'It is red.', 'en').details).toEqual({
      base_verb: 'be',
      past_tense: 'was / were',
      past_participle: 'been',
      third_person_singular: 'is',
    });
  });
});

describe('every type has exactly SPEC’s details', () => {
  it('adjective and adverb: comparative and superlative', () => {
    expect(read('quickly', 'She runs quickly.', 'en')).toMatchObject({
      type: 'adverb',
      details: { comparative: 'more quickly', superlative: 'most quickly' },
    });
    expect(read('faster', 'She ran faster than him.', 'en')).toMatchObject({ lemma: 'fast', type: 'adverb' });
    expect(read('big', 'A big house.', 'en').details).toEqual({
      comparative: 'bigger',
      superlative: 'biggest',
    });
  });

  it('pronoun: reflexive, object and possessive flags', () => {
    expect(read('myself', 'I did it myself.').details).toEqual({
      is_reflexive_form: true,
      is_object_form: false,
      is_possessive_form: false,
    });
    expect(read('me', 'Give it to me.').details).toMatchObject({ is_object_form: true });
    expect(read('her', 'I saw her book.').details).toMatchObject({
      is_possessive_form: true,
      is_object_form: false,
    });
    expect(read('she', 'She books a table.')).toMatchObject({ type: 'pronoun', translation: 'вона' });
  });

  it('determiner: singular and plural', () => {
    expect(read('these', 'These apples are red.')).toMatchObject({
      type: 'determiner',
      details: { singular: 'this', plural: 'these' },
    });
  });

  it('number: plural form', () => {
    expect(read('two', 'I read two books.')).toMatchObject({
      type: 'number',
      translation: 'два',
      details: { plural_form: 'twos' },
    });
  });

  it('abbreviation: full form, from the glossary or our list', () => {
    expect(read('ASAP', 'Read it ASAP, please.')).toMatchObject({
      type: 'abbreviation',
      translation: 'якнайшвидше',
      details: { full_form: 'as soon as possible' },
    });
    expect(read('U.S.', 'The U.S. is big.', 'en')).toMatchObject({
      type: 'abbreviation',
      translation: 'United States',
      details: { full_form: 'United States' },
    });
  });

  it('prepositions keep their own type, with no forms', () => {
    expect(read('for', 'It is for you.')).toMatchObject({
      type: 'preposition',
      details: {},
      translation: 'для',
    });
  });
});

describe('languages', () => {
  it('English gets a short learner’s definition from WordNet', () => {
    expect(read('book', 'The book is on my table.', 'en').translation).toMatch(/written work/);
  });

  it('Polish falls back to FreeDict when the glossary has no entry', () => {
    const r = read('table', 'The book is on my table.', 'pl');
    expect(r.translation).toMatch(/stół/);
  });

  it('Ukrainian says honestly that there is no translation instead of inventing one', () => {
    const r = read('table', 'The book is on my table.', 'uk');
    expect(r.translation).toBe(NO_TRANSLATION.uk);
    expect(r.translated).toBe(false);
  });

  it('common mistakes come from the glossary in the target language', () => {
    expect(read('magazine', 'I bought a magazine.', 'uk').common_misunderstandings).toBe(
      'Не магазин! «Magazine» — це журнал, а магазин — «shop».',
    );
    expect(read('magazine', 'I bought a magazine.', 'en').common_misunderstandings).toBe(
      'A magazine is a periodical, not a shop.',
    );
    expect(read('table', 'A table.', 'uk').common_misunderstandings).toBe('');
  });
});

describe('unknown words', () => {
  it('an unknown word has no translation, no phonetic and no made-up example', () => {
    for (const language of ['en', 'uk', 'pl'] as const) {
      const r = read('blorptang', undefined, language);
      expect(r.translation).toBe(NO_TRANSLATION[language]);
      expect(r.translated).toBe(false);
      expect(r.phonetic).toBe('');
      expect(r.usage_example).toBe('');
    }
  });
});

describe('punctuation and case', () => {
  it('normalises what the learner clicked', () => {
    expect(normalizeWord('"table,"')).toBe('table');
    expect(normalizeWord('table.')).toBe('table');
    expect(normalizeWord('Don’t')).toBe("Don't");
    expect(normalizeWord('U.S.')).toBe('U.S.');
    expect(normalizeWord('well-known')).toBe('well-known');
    expect(normalizeWord('ASAP!')).toBe('ASAP');
    expect(normalizeWord("students'")).toBe('students');
    expect(normalizeWord('(Mr.')).toBe('Mr.');
    expect(normalizeWord('hello world')).toBeNull();
    expect(normalizeWord('!!!')).toBeNull();
    expect(normalizeWord('<b>')).toBeNull();
  });

  it('"Don\'t" is the verb do', () => {
    expect(read("Don't", "Don't go!", 'en')).toMatchObject({
      lemma: 'do',
      type: 'verb',
      phonetic: '/doʊnt/',
    });
  });

  it('"well-known" is one adjective', () => {
    expect(read('well-known', 'A well-known singer.', 'en')).toMatchObject({
      lemma: 'well-known',
      type: 'adjective',
      translation: 'widely or fully known',
      details: { comparative: 'better-known', superlative: 'best-known' },
    });
  });

  it('a name keeps its capital and has no plural', () => {
    expect(read('Warsaw', 'I am flying to Warsaw today.')).toMatchObject({
      lemma: 'Warsaw',
      type: 'noun',
      details: { singular_form: 'Warsaw', plural_form: '' },
    });
  });

  it('capitals do not change the lemma of an ordinary word', () => {
    expect(read('BOOK', undefined).lemma).toBe('book');
  });
});

describe('IPA', () => {
  it('turns ARPAbet into IPA with stress marks before the stressed syllable', () => {
    expect(arpabetToIpa('T EY1 B AH0 L')).toBe('ˈteɪbəl');
    expect(arpabetToIpa('AH2 N D ER0 S T AE1 N D')).toBe('ˌʌndɚˈstænd');
    expect(arpabetToIpa('B UH1 K')).toBe('bʊk');
  });

  it('reads the word as written', () => {
    expect(phoneticOf('books')).toBe('/bʊks/');
    expect(phoneticOf('children')).toBe('/ˈtʃɪldrən/');
    expect(phoneticOf('U.S.')).toBe('/ˌjuˈɛs/');
    expect(read('went', 'The children went home.').phonetic).toBe('/wɛnt/');
  });
});

describe('WordNet', () => {
  it('gives senses most frequent first with their examples', () => {
    const wordnet = new Wordnet();
    const [first] = wordnet.senses('book', 'verb');
    expect(first?.definition).toBe('engage for a performance');
    expect(first?.examples[0]).toMatch(/booked her/);
    expect(wordnet.partsOfSpeech('book')).toEqual(['noun', 'verb']);
    wordnet.close();
  });
});

describe('with the real glossary', () => {
  it('loads whatever data/glossary holds and still answers every type', () => {
    const real = createLanguageEngine({ glossary: loadGlossary() });
    for (const [word, sentence] of [
      ['books', 'She books a table.'],
      ['children', 'The children went home.'],
      ['ASAP', 'Call me ASAP.'],
    ] as const) {
      const r = real.report(word, { language: 'uk', sentences: [sentence] });
      expect(r.translation.length).toBeGreaterThan(0);
      expect(r.type).toMatch(/verb|noun|abbreviation/);
    }
  });
});
