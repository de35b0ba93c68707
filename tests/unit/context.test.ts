// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contextEngine } from './context-support.ts';
import { createExpressionIndex, readExpressions } from '../../server/language/expressions.ts';
import { tag } from '../../server/language/analyse.ts';
import { cardinalWords, ordinalWords, parseNumber } from '../../server/language/numbers.ts';
import { transliterate } from '../../server/language/names.ts';
import { contextItems, contextSetFiles, locate, normalise, scoreItem } from '../../tools/context/score.ts';
import { EXPRESSION_PATTERNS, EXPRESSION_TYPES } from '../../server/language/expressions.ts';
import { entryProblems } from '../../tools/glossary/entries.ts';

/**
 * Issue 15, meaning in context: one test per rule of server/language/rules.ts, the expression
 * patterns, names, numbers and pronunciation by sense, each with a sentence where it must fire and,
 * where it matters, one where it must not.
 */
const { engine, read } = contextEngine();

describe('part of speech in context (rules.ts)', () => {
  it('time words: "Tonight\'s question" is a noun, "I will call tonight" an adverb', () => {
    expect(read('Tonight', "Tonight's question is hard.")).toMatchObject({ type: 'noun', lemma: 'tonight' });
    expect(read('tonight', 'I will call you tonight.')).toMatchObject({
      type: 'adverb',
      translation: expect.stringMatching(/сьогодні ввечері/),
    });
  });

  it('directions after turn / then, sides after on the', () => {
    expect(read('left', 'Then turn left at the bank.', 'pl')).toMatchObject({
      type: 'adverb',
      translation: expect.stringMatching(/w lewo/),
    });
    expect(read('right', 'The park is on your right.', 'uk')).toMatchObject({
      type: 'noun',
      translation: expect.stringMatching(/праворуч/),
    });
    expect(read('left', 'She left the room.', 'uk')).toMatchObject({ type: 'verb', lemma: 'leave' });
  });

  it('a noun after an article or adjective: "a new flat", "at the till"', () => {
    const flat = read('flat', 'So, that is the whole flat.', 'uk');
    expect(flat.type).toBe('noun');
    expect(flat.translation.split(', ')[0]).toBe('квартира');
    const till = read('till', 'You can pay at the till over there.', 'pl');
    expect(till.type).toBe('noun');
    expect(till.translation.split(', ')[0]).toBe('kasa');
    expect(read('flat', 'The road is flat.', 'uk').type).toBe('adjective');
  });

  it('comparatives of good / well: adverb after a verb, adjective before a noun', () => {
    expect(read('better', 'This one fits much better.', 'pl')).toMatchObject({
      type: 'adverb',
      translation: 'lepiej',
    });
    expect(read('better', 'I need a better plan.', 'pl')).toMatchObject({
      type: 'adjective',
      translation: 'lepszy',
    });
  });

  it('participles: "looked completely lost" is an adjective, "are marketed as" stays a verb', () => {
    expect(read('lost', 'Our defence looked completely lost.', 'uk')).toMatchObject({
      type: 'adjective',
      translation: expect.stringMatching(/розгублений/),
    });
    expect(read('marketed', 'These systems are marketed as objective.').type).toBe('verb');
  });

  it('a verb after a plural subject: "Applications close at the end", read /kloʊz/', () => {
    const close = read('close', 'Applications for transfers close at the end of this month.', 'uk');
    expect(close).toMatchObject({ type: 'verb', phonetic: '/kloʊz/' });
    expect(read('close', 'That was close!', 'uk')).toMatchObject({
      type: 'adjective',
      phonetic: '/kloʊs/',
      translation: expect.stringMatching(/на волосині/),
    });
  });

  it('flat adverbs after an object: "follow the landing live"', () => {
    expect(read('live', 'We will follow the landing live next Tuesday.', 'pl')).toMatchObject({
      type: 'adverb',
      phonetic: '/laɪv/',
      translation: expect.stringMatching(/na żywo/),
    });
    expect(read('live', 'I live in Kyiv.', 'pl')).toMatchObject({ type: 'verb', phonetic: '/lɪv/' });
  });

  it('an adjective in a verbless sentence picks its sense by cue: "Sound advice."', () => {
    expect(read('Sound', 'Sound advice.', 'uk')).toMatchObject({
      type: 'adjective',
      translation: expect.stringMatching(/слушний/),
    });
  });

  it('third-person verbs after their subject: "Consistency trumps everything"', () => {
    expect(read('trumps', 'Consistency trumps everything.', 'uk')).toMatchObject({
      type: 'verb',
      lemma: 'trump',
    });
  });

  it('interjections opening a sentence, prepositions without an object, conjunctions before a noun phrase', () => {
    expect(read('Well', "Well, I'm in the first year.", 'pl')).toMatchObject({ type: 'interjection' });
    expect(read('before', 'Have you done any programming before?', 'uk')).toMatchObject({ type: 'adverb' });
    expect(read('Since', 'Since yesterday evening.', 'uk')).toMatchObject({ type: 'preposition' });
  });

  it('where the tagged part of speech has no entry, another part of speech answers', () => {
    const report = read('putting', 'Would you object to my putting up some shelves?', 'uk');
    expect(report.translation).not.toBe('Переклад відсутній');
  });
});

describe('multi-word expressions (expressions.ts)', () => {
  it('phrasal verbs inflected, separated and intransitive', () => {
    expect(read('took', 'The rocket took off from here.', 'uk').expression).toMatchObject({
      text: 'took off',
      lemma: 'take off',
    });
    expect(read('off', 'I nearly switched it off, to be honest.', 'pl').expression).toMatchObject({
      text: 'switched … off',
      lemma: 'switch off',
    });
    expect(
      read('sorted', "You've sorted out in ten minutes what nobody else managed.", 'uk').expression
        ?.translation,
    ).toMatch(/владнати/);
    expect(
      read('drop', 'What would you advise listeners who struggle to drop off?', 'uk').expression?.translation,
    ).toMatch(/заснути/);
  });

  it('a particle with its own object is a preposition: "put your suitcase on the scale" is no "put on"', () => {
    expect(read('put', 'Please put your suitcase on the scale.', 'uk').expression).toBeUndefined();
  });

  it('idioms, fixed phrases and compounds; the longest wins', () => {
    expect(read('carried', "Let's not get carried away.", 'pl').expression?.lemma).toBe('get carried away');
    expect(read('Fair', 'Fair enough.', 'uk').expression?.translation).toMatch(/справедливо/);
    expect(read('lot', 'She drinks a lot of water.', 'pl').expression?.lemma).toBe('a lot of');
    expect(read('pass', 'Here is your boarding pass.', 'uk').expression?.translation).toMatch(
      /посадковий талон/,
    );
  });

  it('every expression line is well-formed: type, pattern, 1–4 renderings in the right script', () => {
    const entries = readExpressions();
    expect(entries.length).toBeGreaterThan(300);
    const problems = entries.flatMap((e) => {
      const asEntry = {
        lemma: e.text.replace(/[^A-Za-z' -]/g, ''),
        pos: 'noun' as const,
        uk: e.uk,
        pl: e.pl,
      };
      const own = [
        ...(EXPRESSION_TYPES.includes(e.type) ? [] : [`type ${e.type}`]),
        ...(EXPRESSION_PATTERNS.includes(e.pattern) ? [] : [`pattern ${e.pattern}`]),
        ...(e.gloss?.trim() ? [] : ['no gloss']),
      ];
      return [...own, ...entryProblems(asEntry)].map((p) => `${e.text}: ${p}`);
    });
    expect(problems).toEqual([]);
    const index = createExpressionIndex(entries);
    expect(index.byText('take off').length).toBeGreaterThanOrEqual(2);
    const tokens = tag('They took it off.');
    expect(index.find(tokens, 1, 'They took it off.')?.entry.text).toBe('take off');
  });
});

describe('names and numbers (names.ts, numbers.ts)', () => {
  it('places in uk and pl; nationality adjectives apart from the verb', () => {
    expect(read('Lviv', 'I am from Lviv.', 'pl').translation).toBe('Lwów');
    expect(read('Warsaw', 'I am flying to Warsaw.', 'uk').translation).toBe('Варшава');
    expect(read('Poland', 'I am from Poland.', 'uk').translation).toBe('Польща');
    expect(read('Polish', 'It went to a Polish account.', 'pl')).toMatchObject({
      type: 'adjective',
      translation: 'polski',
    });
    expect(read('polish', 'Please polish the shoes.', 'pl').type).toBe('verb');
  });

  it('personal names are names, never common nouns', () => {
    expect(read('Mark', 'Your manager is Mark.', 'uk').translation).toBe('Марк');
    expect(read('Fraser', 'Dr Fraser, thanks for joining us.', 'uk').translation).toBe('Фрейзер');
    expect(transliterate('Kowalski')).toBe('Ковальський');
  });

  it('numbers in words and digits, ordinals, scales with plural forms', () => {
    expect(parseNumber('one hundred and twenty')).toEqual({ value: 120, ordinal: false });
    expect(parseNumber('three fifteen')).toBeUndefined();
    expect(parseNumber('fifteenth')).toEqual({ value: 15, ordinal: true });
    expect(cardinalWords(22, 'uk')).toBe('двадцять два');
    expect(cardinalWords(22, 'pl')).toBe('dwadzieścia dwa');
    expect(cardinalWords(2000, 'uk')).toBe('дві тисячі');
    expect(cardinalWords(5_000_000, 'pl')).toBe('pięć milionów');
    expect(ordinalWords(21, 'pl')).toBe('dwudziesty pierwszy');
    expect(ordinalWords(21, 'uk')).toBe('двадцять перший');
    expect(read('twenty-two', 'It weighs twenty-two kilos.', 'pl')).toMatchObject({
      type: 'number',
      translation: 'dwadzieścia dwa',
    });
    expect(read('hundred', 'It costs one hundred and twenty pounds.', 'uk').expression).toMatchObject({
      translation: 'сто двадцять',
    });
    expect(read('22', 'Gate 22.', 'uk')).toMatchObject({ translation: 'двадцять два' });
  });
});

describe('pronunciation by sense and form (pronounce.ts)', () => {
  it('read in the present and the past, use as noun and verb, Dr in full, IT spelt', () => {
    expect(read('read', 'I read every day.').phonetic).toBe('/rid/');
    expect(read('read', 'I have read that book.').phonetic).toBe('/rɛd/');
    expect(read('use', 'What is the use of it?').phonetic).toBe('/jus/');
    expect(read('use', 'Use it in the morning.').phonetic).toBe('/juz/');
    expect(read('Dr', 'Dr Fraser is here.').phonetic).toBe('/ˈdɑktɚ/');
    expect(read('IT', 'The IT team will call you.').phonetic).toMatch(/aɪ.*ti/);
  });
});

describe('the labelled context set (tests/context/labelled.jsonl)', () => {
  it('is well-formed and the scorer normalises renderings', () => {
    const items = contextItems();
    expect(items.length).toBeGreaterThanOrEqual(400);
    const hard = items.filter((i) => i.category !== 'plain').length / items.length;
    expect(hard).toBeGreaterThanOrEqual(0.6);
    expect(normalise('Об’єктивний (про людину)')).toBe("об'єктивний");
  });

  it('finds every item of every set in its own transcript (sets may share a slug)', () => {
    const lost = contextSetFiles.flatMap((file) =>
      contextItems(file)
        .filter((item) => !locate(item).phrases.some((p) => p.includes(item.sentence)))
        .map((item) => item.id),
    );
    expect(lost).toEqual([]);
  });

  it('scores an item right only when a rendering matches (the check can fail)', () => {
    const item = { ...contextItems()[0]!, uk: ['неіснуючий переклад'], pl: ['nieistniejące'] };
    const scored = scoreItem(engine(), item);
    expect(scored.uk).toBe(false);
    expect(scored.pl).toBe(false);
  });
});
