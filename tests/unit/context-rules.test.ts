// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contextEngine } from './context-support.ts';
import { tag } from '../../server/language/analyse.ts';
import {
  aspectInContext,
  hasDirectObject,
  inAspect,
  loadAspectPairs,
  transitiveOf,
  withPluralImperatives,
} from '../../server/language/aspect.ts';

/**
 * Issue 15, second round of context rules: one test per rule, on sentences that are NOT in the
 * labelled set (tests/context/labelled.jsonl), each with a case where the rule must not fire.
 */
const { read, engine } = contextEngine();

describe('frequent comparatives and superlatives have their own entries', () => {
  it('nicest, brighter, quickest read in the degree used', () => {
    expect(read('nicest', 'This is the nicest café in town.').translation).toMatch(/найприємніший/);
    expect(read('brighter', 'Her room is brighter than mine.', 'pl').translation).toBe('jaśniejszy');
    expect(read('quickest', 'What is the quickest route?', 'pl').translation).toBe('najszybszy');
  });
});

describe('abbreviations', () => {
  it('ID, GP and ATM read as their meaning, also after a capitalised word', () => {
    expect(read('ID', 'Bring your ID to the bank.').translation).toMatch(/посвідчення особи/);
    expect(read('GP', 'Her GP sent her to hospital.', 'pl').translation).toMatch(/lekarz rodzinny/);
    expect(read('ATM', 'Is there an ATM near here?', 'pl').translation).toBe('bankomat');
  });
});

describe('person names', () => {
  it("a possessive 's is no part of the name; a greeting opening the sentence is none of it", () => {
    expect(read("Taras's", "Taras's sister lives in Lviv.").translation).toBe('Тарас');
    expect(read('Taras', 'Hey Taras, how are you?').translation).toBe('Тарас');
    expect(read('Hey', 'Hey Taras, how are you?').translation).not.toMatch(/Taras/);
    // Ukrainian romanisation: standard Ukrainian letters, and the Polish spelling in Polish.
    expect(read('Tkachenko', 'Ask Mr Tkachenko.').translation).toBe('Ткаченко');
    expect(read('Tkachenko', 'Ask Mr Tkachenko.', 'pl').translation).toBe('Tkaczenko');
    expect(read('Kravchuk', 'I spoke to Ivan Kravchuk.', 'pl').translation).toBe('Krawczuk');
    expect(read('Zabolotnyi', 'I spoke to Ivan Zabolotnyi.').translation).toBe('Заболотний');
    expect(read('Zabolotnyi', 'I spoke to Ivan Zabolotnyi.', 'pl').translation).toBe('Zabołotny');
    expect(read('Smith', 'I spoke to John Smith.', 'pl').translation).toBe('Smith');
    // A capitalised run that is a name of its own stays whole.
    expect(read('Cup', 'We met at Green Cup Café.').translation).toBe('Green Cup Café');
  });
});

describe('a word inside an expression takes its part of speech there', () => {
  it('roles: "how long", "how many", "a lot", "would rather"', () => {
    expect(read('long', 'How long will the trip last?').type).toBe('adverb');
    expect(read('many', 'How many apples do you want?').type).toBe('determiner');
    expect(read('lot', 'We walked a lot.').type).toBe('adverb');
    expect(read('long', 'It is a long road.').type).toBe('adjective');
  });

  it('compounds in the plural after a preposition or a number are noun phrases, not a clause verb', () => {
    expect(read('cards', 'What about credit cards?').expression?.lemma).toBe('credit card');
    expect(read('stops', 'We passed three bus stops.').expression?.lemma).toBe('bus stop');
    // With no preposition or number before it, a clause's only -s form is still its verb.
    expect(read('stops', 'The bus stops here.').expression).toBeUndefined();
  });

  it("frequent idioms match inflected and with a possessive: keep track of, on one's feet, out of reach", () => {
    expect(read('track', 'Keeping track of the budget takes time.').expression?.lemma).toBe('keep track of');
    expect(read('feet', 'The whole hall was on its feet.').expression?.lemma).toBe("on one's feet");
    expect(read('reach', 'Put the knives out of reach.').type).toBe('noun');
    expect(read('track', 'The train left the track.').expression).toBeUndefined();
  });

  it('compounds: the head and a modifier with only a noun entry are nouns; adjectives stay', () => {
    expect(read('pass', 'Show me your boarding pass, please.').type).toBe('noun');
    expect(read('launch', 'The launch date moved to May.').type).toBe('noun');
    expect(read('dark', 'I want the dark blue one.').type).toBe('adjective');
  });

  it('a quantifier tagged an adjective is the determiner', () => {
    expect(read('more', 'I need more than five.', 'pl')).toMatchObject({ type: 'determiner' });
  });

  it('a time adverbial after a particle is no object: "left off last time"', () => {
    expect(read('left', "Let's continue where we left off last time.").expression?.lemma).toBe('leave off');
    expect(read('left', 'She left off the lid.').expression).toBeUndefined();
  });

  it('would rather and had better, also without "had"', () => {
    expect(read('rather', "I'd rather stay at home.", 'pl').expression?.lemma).toBe('would rather');
    expect(read('better', 'You had better hurry.', 'uk').expression?.translation).toMatch(/краще б/);
    expect(read('Better', 'Better call the doctor.', 'pl')).toMatchObject({
      type: 'adverb',
      translation: 'lepiej',
    });
    expect(read('better', 'This is a better plan.').type).toBe('adjective');
  });
});

describe('verb aspect by tense (aspect.ts)', () => {
  const at = (sentence: string, word: string) => {
    const tokens = tag(sentence);
    const index = tokens.findIndex((t) => t.value === word);
    return aspectInContext(tokens, index, tokens[index]!.lemma);
  };

  it('past events, the future and going to want the perfective', () => {
    expect(at('I took a taxi to the station.', 'took')).toBe('perfective');
    expect(at('She will buy a new phone.', 'buy')).toBe('perfective');
    expect(at('We are going to paint the kitchen.', 'paint')).toBe('perfective');
    expect(at('Call me when you finish the report.', 'finish')).toBe('perfective');
  });

  it('habits, processes, modals, present passives and states keep the imperfective', () => {
    expect(at('I take the bus every day.', 'take')).not.toBe('perfective');
    expect(at('They are taking photos.', 'taking')).toBe('imperfective');
    expect(at('I can see the sea.', 'see')).toBeUndefined();
    expect(at('These cars are made in Poland.', 'made')).toBeUndefined();
    expect(at('I thought it was closed.', 'thought')).toBeUndefined();
    expect(at('What happens when we sleep?', 'sleep')).toBeUndefined();
  });

  it('a present tense after its subject is imperfective, unless it speaks of what is to come', () => {
    expect(at('The bank charges a small fee.', 'charges')).toBe('imperfective');
    expect(at('They open the doors at nine.', 'open')).toBe('imperfective');
    expect(at('I hope you find it soon.', 'find')).toBeUndefined();
    expect(at('The game starts tomorrow.', 'starts')).toBeUndefined();
    // A phrasal verb's base verb is no stative verb ("look into" is an act, "it looks nice" a state).
    const tokens = tag('They are looking into it.');
    expect(aspectInContext(tokens, 2, 'look', true)).toBe('imperfective');
    expect(aspectInContext(tokens, 2, 'look')).toBeUndefined();
  });

  it('a modal or a purpose "to" before a verb with its object is one act: the perfective', () => {
    expect(at('Could you send me the invoice?', 'send')).toBe('perfective');
    expect(at("I'd call the manager first.", 'call')).toBe('perfective');
    expect(at('We went there to buy a present.', 'buy')).toBe('perfective');
    // Ability, perception and no object: the sentence does not say.
    expect(at('She can drive a truck.', 'drive')).toBeUndefined();
    expect(at('You should rest.', 'rest')).toBeUndefined();
    expect(at('I used to take the bus.', 'take')).toBe('imperfective');
  });

  it('a progressive -ing is a process; a gerund and "bring" / "sing" are no progressive', () => {
    expect(at('They are running out of time.', 'running')).toBe('imperfective');
    expect(at('Thanks for coming in today.', 'coming')).toBeUndefined();
    expect(at('Can I bring it back tomorrow?', 'bring')).toBe('perfective');
    // The reverse partner: a perfective rendering read in a process.
    expect(inAspect(loadAspectPairs(), 'uk', ['взяти'], 'imperfective')).toEqual(['брати', 'взяти']);
  });

  it('renders the perfective partner first, reflexives and multi-word renderings included, then the main pair', () => {
    const pairs = loadAspectPairs();
    expect(inAspect(pairs, 'uk', ['брати', 'займати'], 'perfective')).toEqual(['взяти', 'зайняти', 'брати']);
    expect(inAspect(pairs, 'pl', ['przeprowadzać się'], 'perfective')).toEqual([
      'przeprowadzić się',
      'przeprowadzać się',
    ]);
    expect(inAspect(pairs, 'uk', ['повертатися'], 'perfective')).toEqual(['повернутися', 'повертатися']);
    expect(inAspect(pairs, 'uk', ['закінчувати навчання'], 'perfective')).toEqual([
      'закінчити навчання',
      'закінчувати навчання',
    ]);
    expect(inAspect(pairs, 'uk', ['брати'], 'imperfective')).toEqual(['брати', 'взяти']);
    // No aspect read from the sentence: the glossary's renderings as they are, then the main one's
    // perfective partner (a dictionary gives a verb as its pair).
    expect(inAspect(pairs, 'uk', ['брати', 'займати'], undefined)).toEqual(['брати', 'займати', 'взяти']);
  });

  it('in the popup: "I took the keys" → взяти / wziąć; "I take an umbrella every day" → брати', () => {
    expect(read('took', 'I took the keys from the table.').translation).toMatch(/^взяти/);
    expect(read('took', 'I took the keys from the table.', 'pl').translation).toMatch(/^wziąć/);
    expect(read('take', 'I take an umbrella every day.').translation).toMatch(/^брати/);
    // The transport sense of take, in the same aspect: "I took a taxi" → поїхати.
    expect(read('took', 'I took a taxi to the station.').translation).toMatch(/^поїхати/);
    expect(read('land', 'The plane is going to land soon.', 'pl')).toMatchObject({
      type: 'verb',
      translation: expect.stringMatching(/wylądować/),
    });
  });
});

describe('part-of-speech repairs (rules.ts, second round)', () => {
  it('either / though closing a clause are adverbs', () => {
    expect(read('either', "I don't like it either.").type).toBe('adverb');
    expect(read('though', 'It was expensive, though.').type).toBe('adverb');
    expect(read('either', 'You can take either bus.').type).not.toBe('adverb');
  });

  it('well after a linking verb at the end of the clause is the adjective (healthy)', () => {
    expect(read('well', 'She does not look well.').type).toBe('adjective');
    expect(read('well', 'She sings well.').type).toBe('adverb');
  });

  it('a comparative after a linking verb is an adjective; after stay it is an adverb', () => {
    expect(read('harder', "It's undeniably harder to learn online.").type).toBe('adjective');
    expect(read('longer', 'I would love to stay longer.').type).toBe('adverb');
  });

  it('an -ing form after be / been is a verb', () => {
    expect(read('juggling', 'She must be juggling two jobs.').type).toBe('verb');
  });

  it('an -ed word between a noun and a determiner is a past verb', () => {
    expect(read('shaped', 'Old habits shaped those choices.').type).toBe('verb');
  });

  it('a word closing "verb + as" is an adjective', () => {
    expect(read('objective', 'The tests are presented as objective, but they are not.').type).toBe(
      'adjective',
    );
  });

  it('an -ing word between an adjective and a noun is a noun modifier', () => {
    expect(read('hiring', 'They changed their old hiring rules.').type).toBe('noun');
  });

  it('the subject after a determiner before a verb in -s is a noun', () => {
    expect(read('human', 'A human checks every form.').type).toBe('noun');
    expect(read('human', 'It is a human error.').type).toBe('adjective');
  });

  it('after a form of be, a word with an adjective entry is one', () => {
    expect(read('waterproof', 'The jacket is waterproof.').type).toBe('adjective');
  });

  it('"find it hard" is an adjective; "work it hard" stays the flat adverb', () => {
    expect(read('hard', 'I find it hard to sleep.').type).toBe('adjective');
  });

  it('be going to + verb is the future, no motion to a place', () => {
    expect(read('land', 'The plane is going to land soon.').type).toBe('verb');
    expect(read('work', 'I am going to work by bus.').type).toBe('noun');
  });
});

describe('names', () => {
  it('a capitalised run with a common word is a name as written; a title and a name is a person', () => {
    expect(read('Blue', 'We had lunch at Blue Lemon Bistro.', 'pl')).toMatchObject({
      source: 'name',
      translation: 'Blue Lemon Bistro',
    });
    expect(read('Novak', 'Thank you, Mr Novak.').translation).not.toMatch(/Mr/);
  });
});

describe('clock times (numbers.ts clockTime / clockWords)', () => {
  it('an hour after "at", before "o\'clock", in "from … to …" is the feminine ordinal', () => {
    expect(read('six', 'The shop closes at six.').translation).toMatch(/^шоста/);
    expect(read('seven', "Breakfast starts at seven o'clock.", 'pl').translation).toMatch(/^siódma/);
    expect(read('two', 'The office is closed from two to three.', 'pl').translation).toMatch(/^druga/);
    expect(read('six', 'I bought six apples.').translation).toBe('шість');
  });

  it('"half past" and "quarter to" give the time with its hour', () => {
    expect(read('half', 'The film starts at half past seven.', 'uk').expression?.translation).toMatch(
      /пів на восьму/,
    );
    expect(read('past', 'The film starts at half past seven.', 'pl').expression).toMatchObject({
      text: 'half past seven',
      translation: expect.stringMatching(/wpół do ósmej/),
    });
    expect(read('quarter', 'Meet me at quarter to six.', 'pl').expression?.translation).toMatch(
      /za kwadrans szósta/,
    );
  });

  it('the hour of "half past seven" reads as its number, the clock time as its expression', () => {
    const seven = read('seven', 'The film starts at half past seven.', 'uk');
    expect(seven.translation).toBe('сім');
    expect(seven.expression).toMatchObject({
      text: 'half past seven',
      translation: expect.stringMatching(/пів на восьму/),
    });
    expect(read('six', 'Meet me at quarter to six.', 'pl').expression?.translation).toMatch(
      /za kwadrans szósta/,
    );
  });
});

describe('an article before a clause-final word makes it a noun', () => {
  it('"Here is a large." is the size; "That is very kind." stays an adjective', () => {
    expect(read('large', 'Here is a large.', 'pl')).toMatchObject({
      type: 'noun',
      translation: expect.stringMatching(/rozmiar/),
    });
    expect(read('kind', 'That is very kind.').type).toBe('adjective');
  });
});

describe('sense cues', () => {
  it('",$": then closing a sentence after a comma means "so"', () => {
    expect(read('then', 'Fine, then.', 'pl').translation).toMatch(/^więc/);
    expect(read('then', 'We ate and then we left.', 'pl').translation).toMatch(/^potem/);
  });
});

describe('an ergative verb with a thing as subject and no object is the reflexive verb (aspect.ts)', () => {
  it('the weather changes, the shop closes, prices increase: змінюватися, zamykać się, first', () => {
    expect(read('change', 'The weather can change very quickly in the mountains.').translation).toMatch(
      /^змінюватися/,
    );
    expect(read('closes', 'The pharmacy closes at six on Saturdays.', 'pl').translation).toMatch(
      /^zamykać się/,
    );
    expect(read('increased', 'This year, prices have increased a lot.').translation).toMatch(/^збільшитися/);
  });

  it('not with an object, nor with a person as subject, nor in the passive', () => {
    expect(read('change', 'We need to change the plan.').translation).not.toMatch(/^змінюватися/);
    expect(read('started', 'We started at nine.').translation).toMatch(/^почати(,|$)/);
    expect(read('closed', 'The road was closed for repairs.').translation).not.toMatch(/^закриватися/);
  });
});

describe('a verb with a direct object is the transitive verb, not the reflexive one (aspect.ts)', () => {
  it('"that worries me" → хвилювати / martwić; "I worry a lot" keeps хвилюватися / martwić się', () => {
    expect(read('worries', "Yes, and that's what worries me.").translation).toMatch(/^хвилювати/);
    expect(read('worries', "Yes, and that's what worries me.", 'pl').translation).toMatch(/^martwić(,|$)/);
    expect(read('worry', 'I worry a lot about exams.').translation).toMatch(/^хвилюватися/);
    expect(read('worry', 'I worry a lot about exams.', 'pl').translation).toMatch(/^martwić się/);
  });

  it('finds the object: a pronoun, a noun, a determiner before a noun; not a reflexive pronoun', () => {
    const at = (sentence: string, word: string) => {
      const tokens = tag(sentence);
      return hasDirectObject(
        tokens,
        tokens.findIndex((t) => t.value === word),
      );
    };
    expect(at('That worries me.', 'worries')).toBe(true);
    expect(at('The news worried the whole team.', 'worried')).toBe(true);
    expect(at('Enjoy yourself.', 'Enjoy')).toBe(false);
    expect(at('I worry about it.', 'worry')).toBe(false);
    expect(at('I worry a lot.', 'worry')).toBe(false);
    const pairs = loadAspectPairs();
    expect(transitiveOf(pairs, 'uk', 'хвилюватися')).toBe('хвилювати');
    expect(transitiveOf(pairs, 'pl', 'martwić się')).toBe('martwić');
    // No transitive verb in the pairs: nothing made up.
    expect(transitiveOf(pairs, 'uk', 'усміхатися')).toBeUndefined();
    expect(transitiveOf(pairs, 'uk', 'хвилювати')).toBeUndefined();
  });
});

describe('irregular comparatives and superlatives', () => {
  it('further / farther with no noun after them are the adverb; before a noun the adjective', () => {
    expect(read('further', 'We need to discuss this further.')).toMatchObject({
      type: 'adverb',
      translation: expect.stringMatching(/^далі/),
    });
    expect(read('farther', 'How much farther is it?', 'pl')).toMatchObject({
      type: 'adverb',
      translation: 'dalej',
    });
    expect(read('further', 'For further information, call us.')).toMatchObject({ type: 'adjective' });
    expect(read('further', 'Any further questions?', 'pl')).toMatchObject({ type: 'adjective' });
  });

  it('latest, elder and fewer read as their own forms, not as late, old and few', () => {
    expect(read('latest', 'Have you seen the latest news?').translation).toMatch(/^найновіший/);
    expect(read('elder', 'My elder sister lives in Kraków.', 'pl').translation).toBe('starszy');
    expect(read('Fewer', 'Fewer people came this year.')).toMatchObject({
      type: 'determiner',
      translation: 'менше',
    });
  });
});

describe('nouns whose plural has a meaning of its own', () => {
  it('savings, manners, means and looks read as their plural entries; the verb forms stay verbs', () => {
    expect(read('savings', 'I keep my savings in the bank.', 'pl').translation).toBe('oszczędności');
    expect(read('manners', 'Mind your manners.').translation).toMatch(/^манери/);
    expect(read('means', 'It is a means of transport.')).toMatchObject({
      type: 'noun',
      translation: 'засіб, спосіб',
    });
    expect(read('looks', 'She got her looks from her mother.', 'pl').translation).toMatch(/^wygląd/);
    expect(read('looks', 'She looks tired.')).toMatchObject({ type: 'verb', lemma: 'look' });
    expect(read('means', 'It means a lot to me.')).toMatchObject({ type: 'verb', lemma: 'mean' });
  });
});

describe('formulas said to someone: the familiar and the polite imperative', () => {
  it('adds the plural or polite form after the given renderings', () => {
    expect(withPluralImperatives(['бережи себе', 'бувай', 'бути обережним'], 'uk')).toEqual([
      'бережи себе',
      'бувай',
      'бути обережним',
      'бережіть себе',
      'бувайте',
    ]);
    expect(withPluralImperatives(['не хвилюйся', 'заспокойся'], 'uk')).toEqual([
      'не хвилюйся',
      'заспокойся',
      'не хвилюйтеся',
      'заспокойтеся',
    ]);
    expect(withPluralImperatives(['trzymaj się', 'weź to'], 'pl')).toEqual([
      'trzymaj się',
      'weź to',
      'trzymajcie się',
      'weźcie to',
    ]);
    // Infinitives, third persons and adjectives are no imperatives.
    expect(withPluralImperatives(['зберігати спокій', 'новий день', 'zachować spokój'], 'uk')).toEqual([
      'зберігати спокій',
      'новий день',
      'zachować spokój',
    ]);
  });

  it('only for a formula opening its clause with its verb', () => {
    const tr = (word: string, sentence: string, language: 'uk' | 'pl' = 'uk') =>
      read(word, sentence, language).expression?.translation.split(', ') ?? [];
    expect(tr('care', 'It was a pleasure, take care, everyone.')).toContain('бережіть себе');
    expect(tr('care', 'Take care, and get plenty of rest.', 'pl')).toContain('trzymajcie się');
    expect(tr('care', 'She said take care to me.')).not.toContain('бережіть себе');
    // A question opening with a modal is no command.
    // The glossary's own renderings, with no polite imperative added.
    const glossed = engine().expressions.byText('would you like')[0]!.uk;
    expect(tr('like', 'Would you like a coffee?')).toEqual(glossed);
  });
});

describe('what … like', () => {
  it('like closing a what-be question asks how something is (який / jaki)', () => {
    expect(read('like', "What's the weather usually like in June?")).toMatchObject({
      type: 'preposition',
      translation: 'який, яка, яке',
    });
    expect(read('like', 'What was the hotel like?', 'pl').translation).toBe('jaki, jaka, jakie');
    expect(read('like', 'What do you like?').translation).not.toContain('який');
    expect(read('like', 'It looks like rain.').translation).not.toContain('який');
  });
});

describe('a reply opening the sentence before a comma (the "^," cue)', () => {
  it('gives the reply sense: True, … → правда; Great, … → чудово; I see, … → зрозуміло', () => {
    expect(read('True', 'True, but the bus is cheaper.').translation).toMatch(/^правда/);
    expect(read('Great', 'Great, thanks for letting me know.', 'pl').translation).toMatch(/^świetnie/);
    expect(read('see', 'Oh, I see, so the shop opens at ten.').expression?.translation).toMatch(/зрозуміло/);
    expect(read('Perfect', 'Perfect, we can sign the contract tomorrow.').translation).toMatch(/^чудово/);
  });
  it('not inside the sentence, nor before a noun', () => {
    expect(read('true', 'Is it true, in your view?').translation).not.toMatch(/^правда/);
    expect(read('great', 'It was a great, long summer.').translation).toMatch(/^чудовий/);
    expect(read('see', 'I see the bus, it is coming.').expression).toBeUndefined();
    expect(read('Great', 'Great Britain, the island, is rainy.').translation).not.toMatch(/^чудово/);
  });
});

describe('a cue of several words matches with its verbs in any form', () => {
  it('"it works" finds "it worked"; "the sign says" finds "the sign said"', () => {
    expect(read('worked', 'I restarted the router and it worked.').translation).toMatch(/^спрацювати/);
    expect(read('said', 'The sign said no parking.', 'pl').translation).toMatch(/być napisane/);
  });
  it('not a cue with "be" ("is called" is no "I\'m calling"), nor one whose noun changes', () => {
    expect(read('calling', "I'm calling, for the second time, about my parcel.").translation).toMatch(
      /^дзвонити/,
    );
    expect(read('look', 'Let me have a good look at it.').translation).not.toMatch(/зовнішність/);
  });
});

describe('a verb used without an object (the "-obj" cue), tried after every word cue', () => {
  it('lose, leave, meet and feel with no object take their intransitive sense', () => {
    expect(read('lose', 'I was afraid we would lose.').translation).toMatch(/^програ/);
    expect(read('leave', 'When did she leave?', 'pl').translation.split(', ')).toContain('wyjść');
    expect(read('meet', "Let's meet outside the cinema.").translation).toMatch(/^зустріч/);
    expect(read('feel', 'I feel much calmer now.', 'pl').translation).toMatch(/^czuć się/);
  });
  it('not with an object, a fronted object, a quantity, a passive or a complement', () => {
    expect(read('lose', 'Did you lose your keys?').translation).not.toMatch(/^програ/);
    expect(read('lose', 'What did you lose?').translation).not.toMatch(/^програ/);
    expect(read('lost', 'The shop lost a lot of money.').translation).not.toMatch(/^програ/);
    expect(read('feel', 'I feel that it is too late.').translation).not.toMatch(/^почуват/);
  });
  it('a word cue of a later sense wins over the bare structure ("the train left" departs)', () => {
    expect(read('left', 'The train left at noon.').translation).not.toMatch(/^піти/);
  });
});

describe('verb forms the tagger left whole', () => {
  it('a prefixed irregular form is its verb: overdid → overdo, overslept → oversleep', () => {
    expect(read('overdid', 'He overdid it at the gym yesterday.')).toMatchObject({
      type: 'verb',
      lemma: 'overdo',
    });
    expect(read('overslept', 'Sorry, I overslept.', 'pl').translation).toMatch(/zaspać/);
  });
  it('not a word with a prefix-like start of its own (understand, offer)', () => {
    expect(read('outcome', 'Nobody knows the outcome yet.')).toMatchObject({
      type: 'noun',
      lemma: 'outcome',
    });
  });
  it('an -ing form read as a noun before its particle opens the phrasal verb: logging in, jotting down', () => {
    expect(read('logging', 'Are you having problems logging in?')).toMatchObject({ type: 'verb' });
    expect(read('logging', 'Are you having problems logging in?').expression?.translation).toMatch(/увійти/);
    expect(read('jotting', 'Try jotting down a few notes first.', 'pl').expression?.translation).toMatch(
      /zanotować/,
    );
  });
  it('not an -ing noun whose verb makes no listed phrasal verb with the next word', () => {
    expect(read('shopping', 'I love shopping in town.').expression).toBeUndefined();
  });
});

describe('graded words', () => {
  it('a comparative before a noun, or a superlative after "the" closing the clause, is the adjective', () => {
    expect(read('longer', 'She finds longer texts difficult.')).toMatchObject({
      type: 'adjective',
      lemma: 'long',
    });
    expect(read('hardest', 'The last hill is always the hardest.', 'pl').translation).toMatch(
      /^najtrudniejszy|^najcięższy/,
    );
  });
  it('not a comparative adverb after a verb, nor before a time word', () => {
    expect(read('harder', 'You need to try harder.').type).toBe('adverb');
    expect(read('later', "I'll call you later today.").type).toBe('adverb');
  });
  it('a click on "more" / "most" before a graded word shows the expression they make', () => {
    const report = (word: string, sentence: string, language: 'uk' | 'pl') =>
      engine().report(word, { language, sentences: [sentence], phrase: 0, occurrence: 1 });
    expect(report('More', 'More often than not, it rains.', 'uk').expression?.translation).toMatch(/частіше/);
    expect(report('most', 'This room is the most comfortable.', 'pl').expression?.translation).toMatch(
      /najwygodniejszy/,
    );
    expect(report('more', 'I need more time.', 'uk').expression).toBeUndefined();
  });
});

describe('the dynamic passive is a verb', () => {
  it('after been / being, or with a by-agent, the participle is the verb', () => {
    expect(read('flooded', 'Many homes have been flooded.')).toMatchObject({ type: 'verb', lemma: 'flood' });
    expect(read('cancelled', 'The match was cancelled by the league.', 'pl').type).toBe('verb');
  });
  it('a past was / were + participle is an event, unless it names a feeling or state', () => {
    expect(read('cancelled', 'Our flight was cancelled last night.').type).toBe('verb');
    expect(read('worried', 'We were worried about you.').type).toBe('adjective');
  });
  it('a state after be stays the adjective (the road is flooded, the lift is broken)', () => {
    expect(read('flooded', 'The road is flooded.').type).toBe('adjective');
    expect(read('broken', 'The lift is broken again.').type).toBe('adjective');
  });
});

describe('a participle between a possessive and its noun is an adjective', () => {
  it('his written work, my broken phone', () => {
    expect(read('written', 'She checked his written work.').type).toBe('adjective');
    expect(read('broken', 'I need to fix my broken phone.', 'pl').type).toBe('adjective');
  });
  it('not the perfect tense (have written a letter)', () => {
    expect(read('written', 'I have written a letter.').type).toBe('verb');
  });
});

describe('the … -er, the … -er', () => {
  it('a pair of "the" + comparative reads чим … тим / im … tym', () => {
    expect(read('sooner', 'The sooner we start, the easier it gets.').expression?.translation).toMatch(
      /^чим раніше/,
    );
    expect(read('easier', 'The sooner we start, the easier it gets.', 'pl').expression?.translation).toMatch(
      /^tym łatwiej/,
    );
  });
  it('not a comparative describing a noun, nor one without a pair', () => {
    expect(read('bigger', 'The bigger flat is cheaper, the smaller one is not.').expression).toBeUndefined();
    expect(read('sooner', 'I wish I had started sooner.').expression).toBeUndefined();
  });
});

describe('verb forms that are other words', () => {
  it("a past form that is another verb's base is its own verb: found → find, saw → see", () => {
    expect(read('found', 'I found the book really boring.')).toMatchObject({ type: 'verb', lemma: 'find' });
    expect(read('founded', 'They founded the firm in 1990.').translation).toMatch(/заснувати/);
  });
  it('born is "be born", never a phrasal verb of bear', () => {
    expect(read('born', 'He was born on a Sunday.').expression?.translation).toMatch(/народитися/);
  });
});

describe('small words before a number or a pause', () => {
  it('over / under a number: понад, менше ніж (+num)', () => {
    expect(read('over', 'She has worked here for over ten years.').translation).toMatch(/^понад/);
    expect(read('under', 'Children under 5 travel free.', 'pl').translation).toMatch(/^poniżej/);
    expect(read('over', 'The cat jumped over the fence.').translation).not.toMatch(/^понад/);
  });
  it('"for a second", "wait a second": the unit of time; "a second chance" the ordinal', () => {
    expect(read('second', 'Can you hold on for a second?')).toMatchObject({ type: 'noun' });
    expect(read('second', 'Everyone deserves a second chance.').type).not.toBe('noun');
  });
});

describe('adjectives closing a phrase, participle clauses', () => {
  it('an adjective closing a preposition phrase with a noun entry is the noun (above average)', () => {
    expect(read('average', 'Her marks are below average.').type).toBe('noun');
    expect(read('average', 'An average day starts at six.').type).toBe('adjective');
  });
  it('an -ing form after a comma before its object opens a participle clause (, offering food)', () => {
    expect(read('offering', 'The hall stayed open, offering tea and blankets.')).toMatchObject({
      type: 'verb',
      lemma: 'offer',
    });
    expect(read('offering', 'They left an offering at the temple.').type).toBe('noun');
  });
});

describe('adjectives after be', () => {
  it("the 's of is is no possessive: she's cold → холодний", () => {
    expect(read('cold', "He's cold, but he's fair.")).toMatchObject({ type: 'adjective' });
    expect(read('car', "Anna's car is red.").type).toBe('noun');
  });
  it('an adverb-tagged word after be before a clause or the end is the adjective (not sure where)', () => {
    expect(read('sure', "We're not sure what happened.").type).toBe('adjective');
    expect(read('still', 'She is still at work.').type).toBe('adverb');
  });
});

describe('better / worse after feel, look, sound', () => {
  it('is the state, said with the adverb: краще / lepiej', () => {
    expect(read('better', 'I feel much better today.').translation).toMatch(/^краще/);
    expect(read('worse', 'You look a bit worse.', 'pl').translation).toMatch(/^gorzej/);
  });
  it('not before a noun or after be', () => {
    expect(read('better', 'I need a better plan.').translation).toMatch(/^кращий/);
    expect(read('better', 'This one is better.').translation).toMatch(/^кращий/);
  });
});

describe('a plural opening a sentence without a subject', () => {
  it('is a noun before a preposition or a pause (Presents for the kids)', () => {
    expect(read('Presents', 'Presents for the kids, mostly.')).toMatchObject({
      type: 'noun',
      lemma: 'present',
    });
  });
  it('not a reply that drops its "it" (Works for me), nor a verb after its subject', () => {
    expect(read('Works', 'Works for me.').type).toBe('verb');
    expect(read('presents', 'She presents the news.').type).toBe('verb');
  });
});

describe('emphatic do (+verb)', () => {
  it('a subject, do / does / did and a bare verb in a statement: справді / naprawdę', () => {
    expect(read('does', 'She does work hard, to be fair.').translation).toMatch(/^справді/);
    expect(read('did', 'I did tell you about it.', 'pl').translation).toMatch(/^naprawdę/);
  });
  it('not in a question, a negation, or with an object', () => {
    expect(read('does', 'Does she work here?').translation).not.toMatch(/справді/);
    expect(read('do', 'I do not know.').translation).not.toMatch(/справді/);
    expect(read('does', 'He does the cooking.').translation).not.toMatch(/справді/);
  });
});

describe('an inverted question with be', () => {
  it('"or is that extra?": the word after that / this closing the question is the adjective', () => {
    expect(read('extra', 'Is breakfast included, or is that extra?').type).toBe('adjective');
  });
  it('not a noun after "that" in an ordinary phrase', () => {
    expect(read('thing', 'What is that thing?').type).toBe('noun');
  });
});

describe('questions and marks', () => {
  it('an adjective closing a be-question after its pronoun (Is it long?)', () => {
    expect(read('long', 'Is it long? I only have an hour.').type).toBe('adjective');
  });
  it('a small number after a / an with no noun after it is a mark, a noun (I’d give it an eight)', () => {
    expect(read('eight', "I'd give it an eight.")).toMatchObject({ type: 'noun', translation: 'вісім' });
    expect(read('Eight', 'Eight people came.').type).toBe('number');
  });
});

describe('an adjective said of it / that / this', () => {
  it('comes first as the predicative adverb (It’s late → пізно, that’s expensive → drogo)', () => {
    expect(read('late', "It's late, let's go home.").translation).toMatch(/^пізно/);
    expect(read('expensive', "That's expensive.", 'pl').translation).toMatch(/^drogo, drogi/);
  });
  it('not said of a person, nor before a noun', () => {
    expect(read('cold', 'She is cold.').translation).not.toMatch(/^холодно/);
    expect(read('cold', "It's a cold day.").translation).toMatch(/^холодний/);
  });
});
