// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contextEngine } from './context-support.ts';

/**
 * Issue 15, stop 32: part-of-speech rules tuned on the fifth blind set (tests/context/dev5), each tested here
 * on sentences outside every labelled set, with a case where the rule must not fire.
 */
const { read } = contextEngine();
const type = (word: string, sentence: string) => read(word, sentence).type;

describe('way as a degree adverb', () => {
  it('before too, a preposition of extent or a comparative; the noun elsewhere', () => {
    expect(read('way', "Sorry, that's way over my budget.").translation).toMatch(/набагато/);
    expect(read('way', 'The new phone is way faster.', 'pl').translation).toMatch(/o wiele/);
    expect(type('way', 'Is this the way to the station?')).toBe('noun');
    expect(type('way', 'There is no way out.')).toBe('noun');
  });
});

describe('till and until', () => {
  it('are prepositions before a noun phrase, conjunctions before a clause; "the till" is a noun', () => {
    expect(type('till', "Let's wait till the end of the week.")).toBe('preposition');
    expect(type('until', 'Stay in bed until you feel better.')).toBe('conjunction');
    expect(type('till', 'Please pay at the till.')).toBe('noun');
  });
});

describe('labelling nouns before a number or letter', () => {
  it('"Flat 3", "band C", "gate 12" are nouns', () => {
    expect(type('Flat', 'Flat 7, 12 Oak Street.')).toBe('noun');
    expect(read('band', 'Our house is in band D, which is cheaper.').type).toBe('noun');
    expect(type('flat', 'The tyre is flat.')).toBe('adjective');
  });
});

describe('states after be or a noun', () => {
  it('shut after be, a participle after its noun closing the phrase, done after be', () => {
    expect(type('shut', 'The bakery is shut on Mondays.')).toBe('adjective');
    expect(type('shut', 'Please shut the door.')).toBe('verb');
    expect(type('included', 'It costs £50 a night, breakfast not included.')).toBe('adjective');
    expect(read('done', 'Add the herbs and you are done.').translation).toMatch(/готов/);
    expect(type('done', 'Have you done your homework?')).toBe('verb');
  });

  it('a degree adverb between was and a participle makes it a state', () => {
    expect(type('impressed', 'She was really impressed with the view.')).toBe('adjective');
    expect(type('cancelled', 'The match was cancelled at noon.')).toBe('verb');
  });
});

describe('adjectives in other slots', () => {
  it('after a linking verb closing the phrase, between a number and its noun, after make + object', () => {
    expect(type('official', 'The letter looked official and urgent.')).toBe('adjective');
    expect(type('medium', 'Chop two medium potatoes.')).toBe('adjective');
    expect(type('medium', 'Television is a powerful medium.')).toBe('noun');
    expect(read('shorter', 'Please make it shorter next time.').type).toBe('adjective');
  });

  it('better after taste / smell is the state, said with the adverb', () => {
    expect(read('better', 'This cake tastes even better with cream.').translation).toMatch(/краще/);
  });
});

describe('since, once and ordinals', () => {
  it('since closing a clause is the adverb; before a clause the conjunction stays', () => {
    expect(read('since', "I moved here in May and haven't left since.").type).toBe('adverb');
    expect(type('since', 'I have lived here since I was ten.')).toBe('conjunction');
  });

  it('once before a subject and its verb is the conjunction; "once a week" the adverb', () => {
    expect(type('once', 'Text me once you land.')).toBe('conjunction');
    expect(type('once', 'We meet once a week.')).toBe('adverb');
  });

  it('an ordinal after be or "up to" with no noun is a place in a ranking, not a fraction', () => {
    expect(read('fourth', 'They are fourth in the league.').translation).toMatch(/четвертий/);
    expect(type('second', 'The win lifts them up to second.')).toBe('number');
    expect(read('third', 'A third of the students passed.').translation).toMatch(/третин/);
  });
});

describe('greetings and names', () => {
  it('"Morning!" alone is the greeting; "every morning" the noun', () => {
    expect(read('Morning', 'Morning! Lovely day, isn’t it?').translation).toMatch(/доброго ранку/);
    expect(type('morning', 'I run every morning.')).toBe('noun');
  });

  it('a sentence-opening word before a day or month name is no name run', () => {
    expect(read('Next', 'Next Friday we fly to Rome.').translation).toMatch(/наступн/);
    expect(read('Last', 'Last April it snowed.', 'pl').translation).toMatch(/zeszł|ubiegł/);
  });

  it('plural day names are the days, not transliterated names', () => {
    expect(read('Tuesdays', 'The gym is quiet on Tuesdays.').translation).not.toMatch(
      /Тʼюздейс|Тьюздейс|Tuesdays/,
    );
    expect(read('Tuesdays', 'The gym is quiet on Tuesdays.').translation).toMatch(/вівтор/);
  });
});

describe('numbers', () => {
  it('a hyphenated number word joins its number phrase', () => {
    expect(read('thousand', 'About thirty-five thousand people came.').expression?.translation).toMatch(
      /тридцять п’ять тисяч/,
    );
    expect(
      read('sixty-two', 'The hall seats a hundred and sixty-two.', 'pl').expression?.translation,
    ).toMatch(/sto sześćdziesiąt dwa/);
  });

  it('pence are read as pence, with the digits', () => {
    expect(read('20p', 'The bags are 20p each.').translation).toMatch(/двадцять пенсів/);
    expect(read('20p', 'The bags are 20p each.', 'pl').translation).toMatch(/20 pensów/);
  });

  it('British "half seven" after a word of time is half past seven; "half an hour" is not', () => {
    expect(read('half', 'Shall we meet at half seven?').expression?.translation).toMatch(/пів на восьму/);
    expect(read('half', 'Shall we meet at half seven?', 'pl').expression?.translation).toMatch(
      /wpół do ósmej/,
    );
    expect(read('half', 'It took half an hour.').expression?.translation ?? '').not.toMatch(/пів на/);
  });
});

describe('expressions', () => {
  it('a formula cut short by its verb’s particle gives way to the phrasal verb', () => {
    expect(read('sort', "Leave it with me, I'll sort it out.").expression?.text).toMatch(/sort … out/);
    expect(read('sort', "Don't worry, I'll sort it.").expression?.text).toMatch(/I'll sort it/);
  });

  it('a and an are one article, and an adverb may grade the adjective before the noun', () => {
    expect(read('stir', 'Give the sauce an extra stir.').expression?.text).toMatch(/Give … an … stir/);
    expect(read('stir', 'Give it a really good stir.').expression?.translation).toMatch(
      /помішати|перемішати/,
    );
  });
});

describe('more part-of-speech repairs', () => {
  it('including before its noun phrase is the preposition', () => {
    expect(type('including', 'Ten of us went, including my brother.')).toBe('preposition');
  });

  it('a verb after a modal and before its object, not an adverb', () => {
    expect(type('forward', 'Could you forward it to Anna?')).toBe('verb');
    expect(type('forward', 'Please step forward.')).toBe('adverb');
  });

  it('grand after a number is the unit; dead before an adjective the intensifier; my own the pronoun', () => {
    expect(type('grand', 'The car cost twelve grand.')).toBe('noun');
    expect(read('dead', 'The exam was dead easy.').translation).toMatch(/дуже/);
    expect(type('dead', 'The battery is dead.')).toBe('adjective');
    expect(type('own', 'Can I use my own?')).toBe('pronoun');
    expect(type('own', 'She has her own room.')).toBe('adjective');
  });

  it('each after a price in pence is per item', () => {
    expect(read('each', 'Lemons are 30p each.').type).toBe('adverb');
  });
});

describe('formulas that wrap an idiom with a gap', () => {
  it('"give me a ring" inside a clause is the idiom "give … a ring"; a cued "on its own" keeps its sense', () => {
    expect(read('give', "If you're lost, give me a ring and I'll help.").expression?.text).toMatch(
      /give … a ring/,
    );
    expect(read('own', 'The bruise will go away on its own.').expression?.translation).toMatch(/саме собою/);
  });
});

describe('a noun entry of a verb does not turn its subject into a modifier', () => {
  it('"My back hurts": back is the noun, hurts its verb; "let it all simmer": simmer is the verb', () => {
    expect(read('back', 'My back hurts.').translation).toMatch(/спина/);
    expect(type('simmer', 'Let it all simmer for a while.')).toBe('verb');
    expect(type('simmer', 'Bring the sauce to a simmer.')).toBe('noun');
  });
});

describe('adverbials after a particle', () => {
  it('"all the time" after an intransitive phrasal verb is no object', () => {
    expect(read('drop', 'Volunteers drop out all the time.').expression?.text).toBe('drop out');
    expect(read('drop', 'Many students drop out in the first year of university.').expression?.gloss).toMatch(
      /school or a course/,
    );
  });
});
