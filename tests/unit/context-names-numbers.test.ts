// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { createLanguageEngine, type LanguageEngine } from '../../server/language/engine.ts';
import { contextEngine } from './context-support.ts';
import { fractionWords, readNumeric } from '../../server/language/numbers.ts';

/**
 * Places, nationalities and numbers on sentences written for this test (none is from a lesson).
 */
let engine: LanguageEngine;
beforeAll(() => {
  engine = createLanguageEngine();
}, 60_000);

const read = (word: string, sentence: string, language: 'uk' | 'pl' = 'uk') =>
  engine.report(word, { language, sentences: [sentence], phrase: 0 });

describe('places', () => {
  it('regional centres of Ukraine and Poland, capitals, world cities, regions and landmarks', () => {
    expect(read('Ternopil', 'My aunt lives in Ternopil.', 'pl').translation).toBe('Tarnopol');
    expect(read('Chernivtsi', 'The train to Chernivtsi is late.').translation).toBe('Чернівці');
    expect(read('Rzeszów', 'We changed planes in Rzeszów.').translation).toBe('Жешув');
    expect(read('Białystok', 'She studies in Białystok.').translation).toBe('Білосток');
    expect(read('Belgrade', 'The concert is in Belgrade.', 'pl').translation).toBe('Belgrad');
    expect(read('Tokyo', 'Tokyo is huge.', 'pl').translation).toBe('Tokio');
    expect(read('Town', 'We flew to Cape Town.', 'pl').translation).toBe('Kapsztad');
    expect(read('Carpathians', 'We hiked in the Carpathians.').translation).toBe('Карпати');
    expect(read('Sea', 'They sailed across the Black Sea.', 'pl').translation).toBe('Morze Czarne');
  });

  it('a named place ending in its kind: the kind translated, the name in Ukrainian letters or as written', () => {
    expect(read('Airport', 'We flew from Brookfield Airport.').translation).toBe('аеропорт Брукфілд');
    expect(read('Airport', 'We flew from Brookfield Airport.', 'pl').translation).toBe('lotnisko Brookfield');
    expect(read('School', 'Our son goes to Oakwood Primary School.').translation).toBe(
      'початкова школа Оквуд',
    );
    expect(read('Oakwood', 'Our son goes to Oakwood Primary School.', 'pl').translation).toBe(
      'szkoła podstawowa Oakwood',
    );
    // A run of common words is no name before its kind: shown as written (unless places.jsonl lists it).
    expect(read('Museum', 'We visited the Sea Glass Museum.').translation).toBe('Sea Glass Museum');
    expect(read('Museum', 'We visited the Natural History Museum.').translation).toBe(
      'Музей природознавства',
    );
  });

  it('country names read as a learner says them', () => {
    expect(read('Korea', 'He moved to South Korea.').translation).toBe('Південна Корея');
    expect(read('Vietnam', 'We toured Vietnam.').translation).toBe('В’єтнам');
  });
});

describe('nationalities: adjective, person, people', () => {
  it('an adjective before a noun or after a linking verb', () => {
    expect(read('Korean', 'I watch Korean dramas.', 'pl')).toMatchObject({
      type: 'adjective',
      translation: 'koreański',
    });
    expect(read('Canadian', 'Her husband is Canadian.')).toMatchObject({
      type: 'adjective',
      translation: 'канадський',
    });
  });

  it('the people: plural forms and "the" + adjective', () => {
    expect(read('Italians', 'Italians drink espresso.', 'pl')).toMatchObject({
      type: 'noun',
      translation: 'Włosi',
    });
    expect(read('Poles', 'Many Poles work abroad.')).toMatchObject({ type: 'noun', translation: 'поляки' });
    expect(read('French', 'The French are proud of their cheese.')).toMatchObject({
      type: 'noun',
      translation: 'французи',
    });
    expect(read('Spaniard', 'A Spaniard won the race.', 'pl')).toMatchObject({ translation: 'Hiszpan' });
  });

  it('a language stays a language', () => {
    expect(read('German', 'She speaks German.', 'pl').translation).toMatch(/język niemiecki/);
    expect(read('Polish', 'Please polish the table.', 'pl').type).toBe('verb');
  });
});

describe('numbers in unseen forms', () => {
  it('money, percentages and units with their noun in the right form', () => {
    expect(read('£30', 'The ticket costs £30.').translation).toBe('тридцять фунтів');
    expect(read('$2', 'Coffee is $2 here.', 'pl').translation).toBe('dwa dolary');
    expect(read('£4.50', 'A sandwich is £4.50.', 'pl').translation).toBe('cztery funty pięćdziesiąt pensów');
    expect(read('21%', 'Tax is 21%.').translation).toBe('двадцять один відсоток');
    // A number beside its sign keeps its own reading; the whole is the popup's expression.
    expect(read('forty', 'Sales fell by forty percent.', 'pl')).toMatchObject({
      translation: 'czterdzieści',
      expression: { text: 'forty percent', translation: 'czterdzieści procent' },
    });
    expect(read('3km', 'The lake is 3km away.').translation).toBe('три кілометри');
    expect(read('€1,200', 'The flat costs €1,200 a month.', 'pl').translation).toBe('tysiąc dwieście euro');
    expect(read('25', 'Only 25 per cent agreed.').expression?.translation).toBe('двадцять п’ять відсотків');
  });

  it('clock times, decades and fractions', () => {
    expect(read('8:15', 'My bus leaves at 8:15.').translation).toBe(
      'восьма п’ятнадцять, вісім п’ятнадцять, 8:15',
    );
    expect(read('9:05', 'Class starts at 9:05.', 'pl').translation).toBe('dziewiąta zero pięć, 9:05');
    expect(read('6pm', 'Dinner is at 6pm.').translation).toBe('шоста вечора');
    expect(read('1980s', 'Music from the 1980s is back.', 'pl').translation).toBe('lata osiemdziesiąte');
    expect(read('sixties', 'My parents met in the sixties.').translation).toBe('шістдесяті роки');
    expect(read('three-quarters', 'Three-quarters of students agree.', 'pl').translation).toBe(
      'trzy czwarte',
    );
    expect(fractionWords(2, 5, 'uk')).toBe('дві п’ятих');
    expect(fractionWords(1, 3, 'uk')).toBe('одна третина');
    expect(fractionWords(5, 8, 'pl')).toBe('pięć ósmych');
    expect(readNumeric('hello')).toBeUndefined();
    expect(readNumeric('25:99')).toBeUndefined();
  });

  it('compounds in words, "and a half", ordinals in words and digits', () => {
    expect(read('ninety-nine', 'It costs ninety-nine pence.', 'pl').translation).toBe(
      'dziewięćdziesiąt dziewięć',
    );
    expect(read('hundred', 'We need a hundred and fifty chairs.').expression?.translation).toBe(
      'сто п’ятдесят',
    );
    expect(read('half', 'The film lasts two and a half hours.', 'pl').expression?.translation).toBe(
      'dwa i pół',
    );
    expect(read('one', 'Wait one and a half minutes.').expression?.translation).toMatch(/півтори/);
    expect(read('thirty-first', 'My birthday is on the thirty-first.', 'pl').translation).toBe(
      'trzydziesty pierwszy',
    );
    expect(read('42nd', 'They live on 42nd Street.').translation).toBe('сорок другий');
  });
});

describe('numbers the page splits into several words', () => {
  it('a click on either part of "56,000" reads the whole number', () => {
    for (const part of ['56', '000'])
      expect(read(part, 'The crowd was 56,000 strong.')).toMatchObject({
        type: 'number',
        translation: 'п’ятдесят шість тисяч',
        expression: { text: '56,000', type: 'number' },
      });
  });

  it('amounts in millions and billions, temperatures, 24/7 and fractions', () => {
    expect(read('2bn', 'The project cost £2bn.').translation).toBe('два мільярди фунтів');
    expect(read('1.5m', 'They paid $1.5m for it.', 'pl').translation).toBe(
      'jeden przecinek pięć miliona dolarów',
    );
    expect(read('20k', 'She earns €20k a year.').translation).toBe('двадцять тисяч євро');
    // Without a currency, "1.5m" is a length.
    expect(read('1.5m', 'The wall is 1.5m high.').translation).toBe('один кома п’ять метра');
    expect(read('30', 'It was 30°C in the shade.').translation).toBe('тридцять градусів за Цельсієм');
    expect(read('5', 'It fell to -5°C overnight.', 'pl').translation).toBe('minus pięć stopni Celsjusza');
    expect(read('7', 'The shop is open 24/7.')).toMatchObject({ type: 'adverb', translation: 'цілодобово' });
    expect(read('3/4', 'Fill 3/4 of the glass.', 'pl').translation).toBe('trzy czwarte');
  });

  it('a score when both are small and no noun of quantity follows, else a range', () => {
    expect(read('2-1', 'They won 2-1 at home.')).toMatchObject({
      type: 'noun',
      translation: 'два-один, рахунок 2:1',
    });
    expect(read('2-3', 'It takes 2-3 days.')).toMatchObject({ type: 'number', translation: 'від 2 до 3' });
    expect(read('18-25', 'The course is for people aged 18-25.', 'pl').translation).toBe('od 18 do 25');
    expect(read('50-50', 'It is a 50-50 chance.', 'pl').translation).toBe('pół na pół');
    expect(read('98-95', 'The Lakers won 98-95.').translation).toBe('рахунок 98:95');
  });

  it('a year is read as the ordinal it is in Ukrainian and Polish, then as the number', () => {
    expect(read('2019', 'I moved here in 2019.').translation).toBe(
      'дві тисячі дев’ятнадцятий (рік), дві тисячі дев’ятнадцять',
    );
    expect(read('2000', 'She was born in 2000.', 'pl').translation).toBe('dwutysięczny (rok), dwa tysiące');
    expect(read('1066', 'The battle was in 1066.').translation).toContain('тисяча шістдесят шостий (рік)');
    // Not a year: a quantity, a price, or an early number without a word of time.
    expect(read('2000', 'We sold 2000 tickets.').translation).toBe('дві тисячі');
    expect(read('1500', 'It costs £1500.').translation).not.toContain('рік');
    expect(read('1500', 'About 1500 came.').translation).toBe('тисяча п’ятсот');
  });

  it('a plain number or a clock time keeps its own reading', () => {
    expect(read('10', 'The shop opens at 10 am.').translation).toContain('десята');
    expect(read('14', 'I live at 14 Long Street.').translation).toBe('чотирнадцять');
  });
});

describe('digits with a scale word, ages by decade, and "o" for zero', () => {
  it('"2 million" and "1.5 billion" are read whole from either word', () => {
    expect(read('2', 'About 2 million people live there.').expression).toMatchObject({
      text: '2 million',
      translation: 'два мільйони',
    });
    expect(read('million', 'It cost 1.5 million pounds.', 'pl').expression?.translation).toMatch(
      /^półtora miliona/,
    );
    expect(read('20', 'Some 20 thousand fans came.', 'pl').expression?.translation).toBe(
      'dwadzieścia tysięcy',
    );
    expect(read('million', 'The city has a million people.').expression).toBeUndefined();
  });

  it('a decade after a possessive is an age; after "the" it is the years', () => {
    expect(read('fifties', 'She is in her fifties.').translation).toMatch(/^за п’ятдесят/);
    expect(read('thirties', 'He is in his early thirties.', 'pl').translation).toMatch(/^po trzydziestce/);
    expect(read('fifties', 'Music from the fifties.').translation).toBe('п’ятдесяті роки');
  });

  it('o / oh among digits said one by one is zero, elsewhere the interjection', () => {
    expect(read('o', 'My room is four o four.').translation).toBe('нуль');
    expect(read('oh', 'Call oh two oh seven.', 'pl').translation).toBe('zero');
    expect(read('oh', 'Oh, I see.').type).toBe('interjection');
  });
});

describe('a named place of common adjectives before its kind', () => {
  it('agrees the adjectives with the kind: before it in Ukrainian, after it and capitalised in Polish', () => {
    expect(read('Museum', 'We visited the National Museum.').translation).toBe('Національний музей');
    expect(read('Museum', 'We visited the National Museum.', 'pl').translation).toBe('Muzeum Narodowe');
    expect(read('Hospital', 'She works at General Hospital.', 'pl').translation).toBe('Szpital Ogólny');
    // A name before the kind is transliterated, not translated (аеропорт Гатвік).
    expect(read('Airport', 'We landed at Gatwick Airport.').translation).toMatch(/^аеропорт/);
  });
});

describe('common abbreviations', () => {
  it('EU, NATO, HR and AI read as their meaning; PM by its sentence', () => {
    expect(read('EU', 'Poland joined the EU in 2004.').translation).toMatch(/^ЄС/);
    expect(read('NATO', 'NATO leaders met in Vilnius.', 'pl').translation).toBe('NATO');
    expect(read('HR', 'Please talk to HR about it.').translation).toMatch(/відділ кадрів/);
    expect(read('PM', 'The PM spoke to parliament today.').translation).toMatch(/^прем’єр-міністр/);
    expect(read('pm', 'The shop closes at 6 pm.', 'pl').translation).toMatch(/po południu/);
  });
});

describe('minutes past or to an hour', () => {
  const { read } = contextEngine();
  it('twenty past ten, ten to six, twenty-five past eight are one clock time', () => {
    expect(read('twenty', 'The train leaves at twenty past ten.').expression?.translation).toBe(
      'десята двадцять, двадцять хвилин на одинадцяту',
    );
    expect(read('six', "Hurry, it's ten to six.", 'pl').expression?.translation).toBe(
      'za dziesięć szósta, piąta pięćdziesiąt',
    );
    expect(read('eight', 'We open at twenty-five past eight.', 'pl').expression?.text).toBe(
      'twenty-five past eight',
    );
  });
  it('not a range (from one to two, five to six people) nor minutes said alone that are no fives', () => {
    expect(read('one', 'From one to two we have lunch.').expression?.text ?? '').not.toMatch(/one to two/);
    expect(read('five', 'We need five to six people.').expression).toBeUndefined();
  });
});

describe('fractions', () => {
  const { read } = contextEngine();
  it('an ordinal after a / one / two with no noun after it is a fraction, a noun', () => {
    expect(read('third', 'The card takes a third off the price.')).toMatchObject({
      type: 'noun',
      translation: 'третина, одна третина',
    });
    expect(read('thirds', 'Two thirds of the class agreed.', 'pl').translation).toBe('dwie trzecie');
  });
  it('not before a noun (a third time)', () => {
    expect(read('third', 'She tried a third time.').type).toBe('number');
  });
});

describe('codes and hours between', () => {
  const { read } = contextEngine();
  it('a code is read digit by digit first (account number 4471 0926)', () => {
    expect(read('4471', 'My account number is 4471 0926.').translation).toMatch(/^чотири чотири сім один,/);
    expect(read('2500', 'About 2500 people came.').translation).toBe('дві тисячі п’ятсот');
  });
  it('"between eight and one" after a time word are hours', () => {
    expect(read('one', 'The engineer can come on Monday between eight and one.').translation).toMatch(
      /^перша/,
    );
    expect(read('one', 'Pick a number between one and ten.').translation).not.toMatch(/перша/);
  });
});

describe('ages as persons', () => {
  const { read } = contextEngine();
  it('an N-year-old with no noun after it is the person (trzynastolatek)', () => {
    expect(read('ten-year-old', 'He behaves like a ten-year-old.', 'pl')).toMatchObject({
      type: 'noun',
      translation: 'dziesięciolatek',
    });
    expect(read('ten-year-old', 'She has a ten-year-old daughter.', 'pl').translation).toBe(
      'dziesięcioletni',
    );
  });
});
