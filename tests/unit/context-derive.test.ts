import { describe, expect, it } from 'vitest';
import {
  adjectivesOfAdverb,
  foldDiacritics,
  polishAdverb,
  polishParticiple,
  polishVerbalNoun,
  ukrainianAdverb,
  ukrainianParticiple,
  ukrainianVerbalNoun,
  unitAfterNumber,
} from '../../server/language/derive.ts';
import {
  DIGIT_NUMBER,
  decimalFractionWords,
  numberWords,
  parseNumber,
} from '../../server/language/numbers.ts';
import { languageEngine } from '../../server/language/engine.ts';

describe('coverage on unseen text: morphology fallbacks', () => {
  it('folds diacritics', () => {
    expect(foldDiacritics('naïve')).toBe('naive');
    expect(foldDiacritics('Łódź')).toBe('Lodz');
  });
  it('finds the adjective of an -ly adverb', () => {
    expect(adjectivesOfAdverb('quickly')).toContain('quick');
    expect(adjectivesOfAdverb('happily')).toContain('happy');
    expect(adjectivesOfAdverb('gently')).toContain('gentle');
    expect(adjectivesOfAdverb('fly')).toEqual([]);
  });
  it('derives uk and pl adverbs and participles', () => {
    expect(ukrainianAdverb('повільний')).toBe('повільно');
    expect(ukrainianAdverb('синій')).toBe('синьо');
    expect(polishAdverb('ładny')).toBe('ładnie');
    expect(polishAdverb('szybki')).toBe('szybko');
    expect(polishAdverb('zdrowy')).toBe('zdrowo');
    expect(ukrainianParticiple('варити')).toBe('варений');
    // -увати verbs form -ований (фарбоване волосся, скасований рейс), not -уваний.
    expect(ukrainianParticiple('фарбувати')).toBe('фарбований');
    expect(ukrainianParticiple('скасувати')).toBe('скасований');
    expect(polishParticiple('gotować')).toBe('gotowany');
    expect(polishParticiple('smażyć')).toBe('smażony');
  });
  it('reads a unit symbol only after a number', () => {
    expect(unitAfterNumber('kg', '5')?.pl).toBe('kg (kilogram)');
    expect(unitAfterNumber('am', 'I')).toBeUndefined();
    expect(unitAfterNumber('am', '7')?.uk).toBe('до полудня');
  });
});

describe('numbers in digits', () => {
  it('reads thousands separators, decimals and ordinal digits', () => {
    for (const w of ['3,400', '2.75', '21st', '7']) expect(DIGIT_NUMBER.test(w)).toBe(true);
    expect(DIGIT_NUMBER.test('3,40')).toBe(false);
    // Two decimals are read as a number, a leading zero and longer tails digit by digit.
    expect(numberWords(parseNumber('2.75')!, 'pl')).toBe('dwa przecinek siedemdziesiąt pięć');
    expect(numberWords(parseNumber('2.05')!, 'uk')).toBe('два кома нуль п’ять');
    expect(numberWords(parseNumber('3.141')!, 'uk')).toBe('три кома один чотири один');
    // …and as a fraction, as schools and the news read decimals.
    expect(decimalFractionWords(parseNumber('9.9')!, 'uk')).toBe('дев’ять цілих дев’ять десятих');
    expect(decimalFractionWords(parseNumber('21.1')!, 'uk')).toBe('двадцять одна ціла одна десята');
    expect(decimalFractionWords(parseNumber('2.25')!, 'pl')).toBe('dwa i dwadzieścia pięć setnych');
    expect(decimalFractionWords(parseNumber('0.2')!, 'pl')).toBe('zero i dwie dziesiąte');
    expect(decimalFractionWords(parseNumber('3.141')!, 'pl')).toBeUndefined();
    expect(numberWords(parseNumber('3,400')!, 'uk')).toBe('три тисячі чотириста');
    expect(numberWords(parseNumber('21st')!, 'pl')).toBe('dwudziesty pierwszy');
  });
});

describe('the engine on words the glossary lacks', () => {
  const engine = languageEngine();
  const read = (word: string, sentence: string, language: 'uk' | 'pl') =>
    engine.report(word, { language, sentences: [sentence], phrase: 0 });
  it('negates an adjective the glossary knows after un- / in- / dis-, not where the prefix is no negation', () => {
    expect(read('unmusical', 'He is quite unmusical.', 'uk').translation).toBe('немузичний');
    expect(read('unsporting', 'That was unsporting behaviour.', 'pl').translation).toBe('niesportowy');
    expect(read('invaluable', 'Your help was invaluable.', 'uk').translation).not.toMatch(/^нецін/);
  });
  it('gives an ordinal in digits as a number', () => {
    expect(read('21st', 'We live in the 21st century.', 'uk')).toMatchObject({
      type: 'number',
      translated: true,
    });
  });
  it('reads a unit after a number as an abbreviation', () => {
    expect(read('kg', 'The bag weighs 20 kg.', 'uk')).toMatchObject({
      type: 'abbreviation',
      translation: 'кг (кілограм)',
    });
  });
  it('gives a word no dictionary knows in a sentence as a name', () => {
    const r = read('zhurek', 'We ate zhurek for lunch.', 'uk');
    expect(r.translated).toBe(true);
    expect(r.type).toBe('noun');
    expect(r.translation).toMatch(/^[А-ЯЄІЇҐа-яєіїґ’]+$/);
  });
  it('renders a word the glossary lacks through a WordNet synonym of the same main sense', () => {
    expect(read('founded', 'The school was founded by monks.', 'uk').translation).toMatch(/засн/);
    expect(read('competitor', 'Their biggest competitor lowered prices.', 'uk').translation).toMatch(
      /конкурент/,
    );
  });
  it('reads currency words, written with their diacritics or in the plural', () => {
    expect(read('złoty', 'The bread costs four złoty.', 'uk').translation).toBe('злотий');
    expect(read('forints', 'We paid 3000 forints.', 'pl').translation).toBe('forint');
  });
  it('reads co- and ex- before a known noun', () => {
    expect(read('co-owner', 'The co-owner left the firm.', 'pl').translation).toBe('współwłaściciel');
    expect(read('ex-boss', 'I met my ex-boss today.', 'uk').translation).toBe('колишній начальник');
  });
  it('derives an -ly adverb from its adjective entry', () => {
    const r = read('slowly', 'Walk slowly, please.', 'uk');
    expect(r.translated).toBe(true);
  });
});

describe('part-of-speech rules on common patterns', () => {
  const engine = languageEngine();
  const read = (word: string, sentence: string) =>
    engine.report(word, { language: 'uk', sentences: [sentence], phrase: 0 });
  it('reads "right" before a time or place word as the adverb', () => {
    expect(read('right', 'Come here right now.').type).toBe('adverb');
    const behind = read('right', 'The car park is right behind the hotel.');
    expect(behind.type).toBe('adverb');
    expect(behind.translation).toMatch(/^прямо, одразу/);
    expect(read('right', 'That is the right answer.').type).toBe('adjective');
    expect(read('right', 'Turn right at the lights.').translation).not.toMatch(/^прямо/);
  });
  it('reads "first" closing a clause after a verb as the adverb', () => {
    expect(read('first', 'Read the letter first.').type).toBe('adverb');
    expect(read('first', 'We should eat first and then go.').type).toBe('adverb');
    expect(read('first', 'First, switch it off.').type).toBe('adverb');
    expect(read('first', 'It was her first job.').type).not.toBe('adverb');
  });
  it('reads a noun-tagged word after do/does/did + subject as the verb', () => {
    expect(read('cost', 'How much did the new roof cost?').type).toBe('verb');
    expect(read('cost', 'The cost was too high.').type).toBe('noun');
  });
});

describe('multi-word expressions from WordNet lemmas', () => {
  const engine = languageEngine();
  const read = (word: string, sentence: string, language: 'uk' | 'pl' = 'uk') =>
    engine.report(word, { language, sentences: [sentence], phrase: 0 });
  it('renders a phrasal verb through a one-word synonym whose main sense is that synset', () => {
    const r = read('called', 'Because of the rain the club called the match off.', 'pl');
    expect(r.expression).toMatchObject({ lemma: 'call off', type: 'phrasal verb' });
    expect(r.expression!.translation).toMatch(/odwoła|anul/);
    expect(read('off', 'Because of the rain the club called the match off.').type).toBe('adverb');
    // "carry out" shares a synset with "execute", whose main sense (put to death) is another one.
    expect(read('carried', 'The nurses carried out the tests.').expression?.translation ?? '').not.toMatch(
      /страч/,
    );
  });
  it('finds a separated phrasal verb and leaves a preposition with its object alone', () => {
    expect(read('away', 'Please throw those old boxes away.').expression?.lemma).toBe('throw away');
    expect(read('on', 'He sat on the old chair.').expression).toBeUndefined();
  });
  it('gives the words of an unrendered WordNet phrasal verb their part of speech there', () => {
    expect(read('Sign', 'Sign in with your email.').type).toBe('verb');
    expect(read('up', 'The club signed up three new players.').type).toBe('adverb');
    expect(read('in', 'She lives in Gdansk.').type).toBe('preposition');
  });
  it('finds a fixed adverbial phrase WordNet lists as one lemma (now in the hand list too)', () => {
    const r = read('once', 'The manager wants to see you at once.', 'pl');
    expect(r.expression).toMatchObject({ lemma: 'at once' });
    expect(r.expression!.translation).toMatch(/natychmiast/);
    expect(read('station', 'We met at the station.').expression).toBeUndefined();
  });
  it('reads a WordNet compound noun with the head noun when no synonym has a rendering', () => {
    const r = read('cottage', 'Mix the eggs with cottage cheese.');
    expect(r.expression).toMatchObject({ lemma: 'cottage cheese', type: 'compound' });
    expect(r.type).toBe('noun');
  });
});

describe('gerunds read as nouns without a noun entry', () => {
  it('derives the verbal noun', () => {
    expect(ukrainianVerbalNoun('читати')).toBe('читання');
    expect(ukrainianVerbalNoun('фарбувати')).toBe('фарбування');
    expect(ukrainianVerbalNoun('варити')).toBe('варіння');
    expect(polishVerbalNoun('czytać')).toBe('czytanie');
    expect(polishVerbalNoun('robić')).toBe('robienie');
    expect(polishVerbalNoun('pakować się')).toBe('pakowanie');
  });
  it('gives a gerund after a determiner its verbal noun, not the verb', () => {
    const engine = languageEngine();
    const r = engine.report('painting', {
      language: 'pl',
      sentences: ['The painting of the fence took a day.'],
      phrase: 0,
    });
    expect(r.type).toBe('noun');
  });
});

describe('names written the Polish way are transliterated by Polish letter values', () => {
  it('reads c, ch, ł, ó, ń, ie, -ska, -wicz as Polish', async () => {
    const { transliterate } = await import('../../server/language/names.ts');
    expect(transliterate('Wrocław')).toBe('Вроцлав');
    expect(transliterate('Kamińska')).toBe('Камінська');
    expect(transliterate('Mickiewicz')).toBe('Міцкевич');
    expect(transliterate('Chojnacki')).toBe('Хойнацький');
    expect(transliterate('Dąbrowski')).toBe('Домбровський');
    // io after a labial is йо (one syllable): Piotr → Пйотр, not Піотр; Marion stays English.
    expect(transliterate('Piotr')).toBe('Пйотр');
    expect(transliterate('Marion')).not.toMatch(/йо/);
  });

  it('English names: -tion / -sion end in -шн / -жн, an initial unstressed e is е', async () => {
    const { transliterate } = await import('../../server/language/names.ts');
    expect(transliterate('Station')).toBe('Стейшн');
    expect(transliterate('Vision')).toBe('Віжн');
    expect(transliterate('Explorer')).toBe('Експлорер');
    expect(transliterate('Elizabeth')).toBe('Елізабет');
    // Only a final -tion: Johnson keeps its vowel, an initial stressed e is read as it is.
    expect(transliterate('Johnson')).toBe('Джонсон');
    expect(transliterate('Edward')).toBe('Едвард');
  });
});

describe('hyphenated words', () => {
  const engine = languageEngine();
  const read = (word: string, sentence: string, language: 'uk' | 'pl') =>
    engine.report(word, { language, sentences: [sentence], phrase: 0 });
  it('a hyphenated modifier with an entry is read whole; one without is read by its head, not its first part', () => {
    expect(read('walk-in', 'Try the walk-in centre on Main Road.', 'pl').translation).toMatch(/bez zapisów/);
    expect(read('ice-cold', 'An ice-cold drink, please.', 'uk').translation).toBe('холодний');
    expect(read('well-known', 'She is a well-known actor.', 'uk').translation).not.toMatch(/здоровий/);
  });
});
