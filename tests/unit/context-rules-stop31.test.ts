// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contextEngine } from './context-support.ts';

/**
 * Issue 15, stop 31: part-of-speech rules tuned on the fourth blind set (tests/context/dev4), each tested here
 * on sentences outside every labelled set, with a case where the rule must not fire.
 */
const { read } = contextEngine();
const type = (word: string, sentence: string) => read(word, sentence).type;

describe('comparatives the tagger reads as nouns', () => {
  it('after a degree word, be or "and", or before a noun, they are graded adjectives; "a lighter" is a noun', () => {
    expect(read('lighter', 'The new bag is much lighter than the old one.').translation).toMatch(/легший/);
    expect(type('fresher', 'The room feels cleaner and fresher now.')).toBe('adjective');
    expect(read('shorter', 'We prefer shorter walks in winter.', 'pl').translation).toMatch(/krótsz/);
    expect(type('lighter', 'Have you got a lighter?')).toBe('noun');
  });
});

describe('words of place and extent', () => {
  it('are adverbs after a verb and adjectives before a noun', () => {
    expect(type('online', 'You can pay the bill online.')).toBe('adverb');
    expect(type('overnight', 'The car stayed there overnight.')).toBe('adverb');
    expect(type('online', 'She is taking an online course.')).toBe('adjective');
    expect(type('offshore', 'They are building offshore farms.')).toBe('adjective');
  });
});

describe('an adjective after a / an with no noun after it', () => {
  it('is a noun ("an automatic"); before a noun it stays an adjective', () => {
    expect(type('automatic', 'Do you want a manual or an automatic?')).toBe('noun');
    expect(type('automatic', 'It has an automatic door.')).toBe('adjective');
  });
});

describe('degree and time adverbs', () => {
  it('far before a comparative, long after take / how + auxiliary, each after an amount', () => {
    expect(read('far', 'This phone is far cheaper than mine.').type).toBe('adverb');
    expect(type('far', 'They live in a far country.')).toBe('adjective');
    expect(type('long', "It won't take long.")).toBe('adverb');
    expect(type('long', 'How long did you wait?')).toBe('adverb');
    expect(type('long', 'How long is the bridge?')).toBe('adjective');
    expect(type('each', 'The tickets are ten pounds each.')).toBe('adverb');
    expect(type('each', 'Each ticket is ten pounds.')).toBe('determiner');
  });
});

describe('still, extra, late', () => {
  it('"keep still" is the adjective, "an extra £5" the adjective, "I\'m late" the adjective', () => {
    expect(type('still', 'Please keep still while I take the photo.')).toBe('adjective');
    expect(type('still', 'She still lives with her parents.')).toBe('adverb');
    expect(type('extra', 'Breakfast is an extra £8 per person.')).toBe('adjective');
    expect(type('late', "Sorry, I'm a little late.")).toBe('adjective');
    expect(type('late', 'She works late on Fridays.')).toBe('adverb');
  });
});

describe('verbs the tagger reads as nouns', () => {
  it('before an object pronoun ("text me", "will be killing me"), and opening an imperative with no other verb', () => {
    expect(type('text', 'Just text me when you land.')).toBe('verb');
    expect(type('email', 'Please email them the report.')).toBe('verb');
    expect(type('Sign', 'Sign here, please.')).toBe('verb');
    expect(type('Plug', 'Plug the charger in.')).toBe('verb');
    expect(type('Coffee', 'Coffee here is really good.')).toBe('noun');
    expect(type('text', 'I got a text from him.')).toBe('noun');
  });
});

describe('participles and states', () => {
  it('a participle after any / every before a noun is an adjective; go + an adjective is the state', () => {
    expect(type('given', 'It can rain on any given afternoon.')).toBe('adjective');
    expect(type('vegan', 'My sister decided to go vegan last year.')).toBe('adjective');
    expect(type('home', 'Let’s go home now.')).not.toBe('adjective');
  });
});

describe('quantities', () => {
  it('more / less after a measure or opening, with a clause after than, are adverbs; "more than three" a determiner', () => {
    expect(type('more', 'It weighs two kilos more than it should.')).toBe('adverb');
    expect(type('Less', 'Less than before, I think.')).toBe('adverb');
    expect(type('more', 'Never take more than two a day.')).toBe('determiner');
  });
});

describe('expressions', () => {
  it('an object may open with a quantity and "of" ("puts a lot of people off")', () => {
    expect(read('puts', 'The noise puts a lot of people off.').expression?.text).toBe('puts … off');
    expect(read('put', 'Put some of it away.').expression?.text).toBe('Put … away');
  });
  it('"come on through / in": the urging on stands between come and its particle; "Come on!" stays', () => {
    expect(read('Come', 'Come on over after dinner.').expression?.translation).toMatch(/прийти в гості/);
    expect(read('Come', 'Come on, we are late!').expression?.text).toBe('Come on');
  });
  it('a compound whose head opens another expression yields to it ("home straight away")', () => {
    expect(read('straight', 'Go home straight away.').expression?.text).toBe('straight away');
    expect(read('straight', 'We are in the home straight now.').expression?.text).toMatch(/home straight/);
  });
});

describe('names', () => {
  it('a capitalised word after a known first name is the surname, /oʊ/ written ow or o…e is оу', () => {
    expect(read('Stone', 'This is Anna Stone, our new manager.').translation).toBe('Стоун');
    expect(read('Stone', 'The wall is made of stone.').translation).toMatch(/камінь/);
    expect(read('Snowdon', 'We climbed Snowdon last summer.').translation).toBe('Сноудон');
  });
  it('non- + an adjective is its negation', () => {
    expect(read('non-negotiable', 'The price is non-negotiable.').translation).toMatch(/^необговорюваний/);
    expect(read('non-negotiable', 'The price is non-negotiable.', 'pl').translation).toMatch(
      /nie do negocjacji/,
    );
  });
});

describe('more verb and noun repairs', () => {
  it('a present passive with its own adverb or clause is the verb; a state stays the adjective', () => {
    expect(type('baked', 'Most of the bread is baked before noon.')).toBe('verb');
    expect(type('recycled', 'Half of the plastic is recycled locally.')).toBe('verb');
    expect(type('closed', 'The museum is closed on Mondays.')).toBe('adjective');
  });
  it('worth + -ing is the verb; home after back is the adverb', () => {
    expect(type('visiting', 'The old town is worth visiting.')).toBe('verb');
    expect(type('home', 'My family is back home in Poland.')).toBe('adverb');
  });
  it('a plural after an adjective after "of" is a noun; a verb after "than" + subject is a verb', () => {
    expect(type('boots', 'Pack a pair of strong boots as well.')).toBe('noun');
    expect(type('earn', 'He spends more than most people earn in a month.')).toBe('verb');
  });
});

describe('a phrasal verb with no object whose subject is a thing', () => {
  it('is the reflexive verb first ("the plant shut down" → закриватися); with an object or a passive it is not', () => {
    expect(read('shut', 'The old factory shut down in 1998.').expression?.translation).toMatch(
      /^закриватися/,
    );
    expect(read('shut', 'The old factory shut down in 1998.', 'pl').expression?.translation).toMatch(
      /zamykać się|zamkniętym/,
    );
    expect(read('shut', 'They shut down the factory in 1998.').expression?.translation).not.toMatch(/ся/);
    expect(read('shut', 'The factory was shut down by the owners.').expression?.translation).not.toMatch(
      /^закриватися/,
    );
  });
});

describe('sayings with a comma inside', () => {
  it('match across the comma and show it', () => {
    expect(read('served', 'Seats are first come, first served.').expression?.text).toBe(
      'first come, first served',
    );
  });
});

describe('a reflexive rendering before an object', () => {
  it('gives way to the transitive verb only for verbs of feeling ("that worries me"), not "handle the budget"', () => {
    expect(read('worries', 'That really worries me.').translation).toMatch(/^хвилювати/);
    expect(read('handle', 'She will handle the budget.').translation).not.toMatch(/займати(,|$)/);
  });
});

describe('the verb closing a do-question', () => {
  it('"What time does the bakery close?" is the verb; "Is it close?" the adjective', () => {
    expect(type('close', 'What time does the bakery close?')).toBe('verb');
    expect(type('open', 'When does the museum open?')).toBe('verb');
    expect(type('close', 'Is the station close?')).not.toBe('verb');
  });
});

describe('a formula that is a whole imperative clause', () => {
  it('stays the formula ("Go for it."); inside a longer clause the phrasal verb is the sense', () => {
    expect(read('Go', 'Go for it!').expression?.text).toMatch(/^Go for it$/);
    expect(read('wrap', 'Before we wrap up, one more question.').expression?.text).toMatch(/wrap up/);
  });
});

describe('a phrasal verb and its object inside a listed formula', () => {
  it('the phrasal verb is the sense ("and fill in the form"); a saying that is its whole sentence stays', () => {
    expect(read('fill', 'Sit down and fill in the form, please.').expression?.text).toBe('fill in');
    expect(read('Keep', 'Keep up the good work.').expression?.text).toMatch(/^Keep up the good work$/);
  });
  it('no phrasal verb opens after an article and its adjectives ("a gentle walk round")', () => {
    expect(type('walk', 'We had a gentle walk round the park.')).toBe('noun');
  });
});

describe('inflected hyphenated verbs', () => {
  it('read as their verb ("double-checked" → double-check); a participle adjective stays whole', () => {
    expect(read('double-checked', 'I double-checked the address.').translation).toMatch(/перевірити ще раз/);
    expect(type('well-known', 'She is a well-known singer.')).toBe('adjective');
  });
});

describe('expressions and hyphenated words', () => {
  it('no expression takes only part of a hyphenated word ("is out" in "is out-of-date")', () => {
    expect(read('out-of-date', 'This map is out-of-date.').expression?.text ?? '').not.toMatch(/is out/);
  });
});
