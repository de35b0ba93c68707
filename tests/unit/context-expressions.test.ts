// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contextEngine } from './context-support.ts';
import { createLanguageEngine, type LanguageEngine } from '../../server/language/engine.ts';

/**
 * Multi-word expressions on sentences written for this test (none is from a lesson): phrasal verbs
 * inflected and separated, idioms and fixed phrases, compounds only when both words stand as the
 * compound, and the cases where the words are there but the expression is not.
 */
let engine: LanguageEngine;
beforeAll(() => {
  engine = createLanguageEngine();
}, 60_000);

const expr = (word: string, sentence: string, language: 'uk' | 'pl' = 'uk', occurrence?: number) =>
  engine.report(word, { language, sentences: [sentence], phrase: 0, occurrence }).expression;

describe("expressions written with n't", () => {
  it("match the tagger's do + n't, and show the words as written", async () => {
    const { createExpressionIndex } = await import('../../server/language/expressions.ts');
    const { tag } = await import('../../server/language/analyse.ts');
    const index = createExpressionIndex([
      {
        text: "I don't mind",
        type: 'fixed phrase',
        pattern: 'contiguous',
        gloss: 'fine by me',
        uk: ['я не проти'],
        pl: ['nie mam nic przeciwko'],
      },
      {
        text: "can't wait",
        type: 'idiom',
        pattern: 'contiguous',
        gloss: 'be excited',
        uk: ['не могти дочекатися'],
        pl: ['nie móc się doczekać'],
      },
    ]);
    const find = (sentence: string, word: string) => {
      const tokens = tag(sentence);
      return index.find(
        tokens,
        tokens.findIndex((t) => t.value === word),
        sentence,
      );
    };
    expect(find("Honestly, I don't mind at all.", 'mind')?.text).toBe("I don't mind");
    expect(find("We can't wait to see you.", 'wait')?.text).toBe("can't wait");
    // The words without the negation are not the expression.
    expect(find('I do mind, actually.', 'mind')).toBeUndefined();
  });
});

describe('an expression cue "=text": the sentence is just that', () => {
  it('"We made it!" is make it (arrive in time); "We made it ourselves." is not', () => {
    expect(expr('made', 'We made it!')?.lemma).toBe('make it');
    expect(expr('made', 'We made it ourselves.')?.lemma).not.toBe('make it');
  });
});

describe('phrasal verbs, inflected and separated', () => {
  it('inflected forms of the verb', () => {
    expect(expr('gave', 'My brother finally gave up coffee.')).toMatchObject({ lemma: 'give up' });
    expect(expr('looking', 'Who is looking after your cat?', 'pl')?.translation).toMatch(/opiekować się/);
    expect(expr('ran', 'We ran out of milk again.')?.lemma).toBe('run out of');
    expect(expr('broke', 'Their car broke down on the motorway.', 'pl')?.lemma).toBe('break down');
    expect(expr('came', 'She came up with a brilliant plan.')?.translation).toMatch(/придумати|вигадати/);
  });

  it('an object between the verb and the particle', () => {
    expect(expr('took', 'He took his jacket off and sat down.')).toMatchObject({
      text: 'took … off',
      lemma: 'take off',
    });
    expect(expr('out', 'I sorted everything out before the trip.')).toMatchObject({
      text: 'sorted … out',
      lemma: 'sort out',
    });
    expect(expr('fill', 'Please fill this form in.', 'pl')?.translation).toMatch(/wypełnić/);
    expect(expr('turned', 'She turned the music down.', 'uk')?.lemma).toBe('turn down');
    expect(expr('picked', 'Dad picked me up from the station.')?.lemma).toBe('pick up');
  });

  it('intransitive ones only without an object after the particle', () => {
    expect(expr('woke', 'I woke up at six.')?.lemma).toBe('wake up');
    expect(expr('grew', 'Where did you grow up?')).toBeUndefined();
    expect(expr('grow', 'Where did you grow up?')?.lemma).toBe('grow up');
    expect(expr('gets', 'The train gets in at noon.', 'pl')?.lemma).toBe('get in');
  });

  it('a cue picks the sense, else the first sense', () => {
    expect(expr('worked', 'We worked out how much the taxi would cost.')?.translation).toMatch(
      /вирахувати|розрахувати/,
    );
    expect(expr('cleared', 'The sky cleared up in the afternoon.', 'pl')?.translation).toMatch(/przejaśnić/);
    expect(expr('brought', 'She brought up three children alone.')?.translation).toMatch(/виховати/);
    expect(expr('brought', 'He brought up an interesting point.')?.translation).toMatch(/порушити|згадати/);
  });

  it('a noun after an article is no verb of a phrasal verb', () => {
    expect(expr('look', 'Can you take a look at this?')?.lemma).toBe('take a look');
    expect(expr('set', 'The set up was easy.')).toBeUndefined();
  });
});

describe('straight / right between a phrasal verb and its particle', () => {
  it('"come straight back" is come back; "turn right on" is the direction, not turn on', () => {
    expect(expr('come', "I'll come straight back.")?.lemma).toBe('come back');
    expect(expr('went', 'She went right out.', 'pl')?.lemma).toBe('go out');
    expect(expr('on', 'Turn right on Main Street.')?.lemma).not.toBe('turn on');
  });
});

describe('a WordNet compound rendered through its head noun', () => {
  it("takes the head sense that fits the compound, not the head's first one", () => {
    expect(expr('party', 'Your data is never shared with a third party.')?.translation).toMatch(/сторона/);
    expect(expr('party', 'Your data is never shared with a third party.')?.translation).not.toMatch(
      /вечірка/,
    );
  });
});

describe("a lesson's topic picks an expression's sense", () => {
  it('"kick off" in a match report starts the match; alone it keeps its default sense', () => {
    const lesson = [
      'Welcome to the stadium for tonight’s match.',
      'The referee checks his whistle and the players line up.',
      'Both teams want the three points in this game.',
      'The fans are singing behind the goal.',
      'The captain shakes hands with the referee.',
      'And they kick off!',
    ];
    const report = engine.report('kick', { language: 'uk', sentences: lesson, phrase: 5 });
    expect(report.expression?.lemma).toBe('kick off');
    expect(report.expression?.gloss).toMatch(/match/);
    const alone = engine.report('kick', { language: 'uk', sentences: ['And they kick off!'], phrase: 0 });
    expect(alone.expression?.gloss).not.toMatch(/match/);
  });
});

describe('have / get + an article before a compound: the compound is the expression', () => {
  it('"has a sore throat" names the sore throat', () => {
    expect(expr('throat', 'My son has a sore throat today.')?.lemma).toBe('sore throat');
  });
});

describe('idioms and fixed phrases', () => {
  it('an idiom lets intensifiers and quantities in between its words', () => {
    expect(expr('sense', 'That makes a lot of sense.')?.lemma).toBe('make sense');
    expect(expr('nail', 'You hit the nail right on the head.')?.lemma).toBe('hit the nail on the head');
    expect(expr('sense', 'It makes no sense to wait.', 'pl')?.lemma).toBe('make sense');
    // Not any word: "make" and "sense" with a noun between are no idiom.
    expect(expr('sense', 'They make cars with sense.')?.lemma).not.toBe('make sense');
  });

  it('found whole, by any of their words', () => {
    expect(expr('way', 'By the way, your phone is ringing.')?.lemma).toBe('by the way');
    expect(expr('hand', 'On the other hand, it is cheap.', 'pl')?.translation).toMatch(/z drugiej strony/);
    expect(expr('cake', 'The exam was a piece of cake.', 'pl')?.translation).toMatch(/bułka z masłem/);
    expect(expr('charge', 'Who is in charge of the kitchen?')?.translation).toMatch(/відповіда/);
    expect(expr('sure', 'Make sure you lock the door.', 'pl')?.lemma).toBe('make sure');
    expect(expr('advance', 'Book your seats in advance.')?.translation).toMatch(/заздалегідь/);
  });

  it("verbs in idioms inflect; a possessive stands for one's", () => {
    expect(expr('made', 'I made a mistake in the email.', 'pl')?.translation).toMatch(/błąd/);
    expect(expr('best', 'I did my best.')?.lemma).toBe("do one's best");
    expect(expr('lost', 'He lost his temper with the driver.')?.lemma).toBe("lose one's temper");
  });

  it('a gap may be empty: "do homework" and "do my homework"', () => {
    expect(expr('homework', 'Did you do your homework?')?.lemma).toBe('do homework');
    expect(expr('homework', 'Children do homework after dinner.')?.lemma).toBe('do homework');
    expect(expr('give', 'Could you give me a hand with these boxes?', 'pl')?.translation).toMatch(/pomóc/);
  });
});

describe('compounds only as compounds', () => {
  it('a compound with an abbreviation is found from either word; the abbreviation keeps its type', () => {
    expect(expr('card', 'I lost my ID card yesterday.')).toMatchObject({ text: 'ID card', lemma: 'ID card' });
    expect(
      engine.report('ID', { language: 'uk', sentences: ['I lost my ID card yesterday.'], phrase: 0 }),
    ).toMatchObject({
      type: 'abbreviation',
      expression: { text: 'ID card' },
    });
    expect(expr('appointment', 'Book a GP appointment online.', 'pl')?.lemma).toBe('GP appointment');
  });

  it('a plural compound in a list is no verb of its clause; after its subject in a clause it is', () => {
    expect(expr('bus', 'We bought food, bus passes and two coffees.')?.lemma).toBe('bus pass');
    expect(expr('bus', 'It was cold, the bus stops and we get off.')).toBeUndefined();
  });

  it('both words, next to each other, the head a noun', () => {
    expect(expr('stop', 'Meet me at the bus stop.')?.translation).toMatch(/зупинка/);
    expect(expr('card', 'Can I pay by credit card?', 'pl')?.translation).toMatch(/kart[aą] kredytow[aą]/);
    expect(expr('number', 'What is your phone number?')?.lemma).toBe('phone number');
    expect(expr('room', 'We watched TV in the living room.', 'pl')?.translation).toMatch(/salon/);
    expect(expr('stops', 'There are two bus stops on this street.')?.lemma).toBe('bus stop');
  });

  it('a hyphenated word, which the tagger splits at the hyphen', () => {
    expect(expr('ticket', 'I bought a one-way ticket.')).toMatchObject({
      lemma: 'one-way ticket',
      text: 'one-way ticket',
    });
    expect(expr('vest', 'Always wear a high-visibility vest on site.')?.lemma).toBe('high-visibility vest');
  });

  it('not when the head is a verb or the words are apart', () => {
    expect(expr('stops', 'When the bus stops, get off.')?.lemma).not.toBe('bus stop');
    expect(expr('card', 'I have a card for your birthday and some credit.')).toBeUndefined();
    expect(expr('number', 'Call the phone company and give them the number.')).toBeUndefined();
    expect(expr('park', 'Can I park the car here?')).toBeUndefined();
  });
});

describe('intransitive particles before adverbials, be + particle before here / there', () => {
  const { read } = contextEngine();
  it('a bit / a lot / an hour late / three times a week are no object', () => {
    expect(read('up', 'Could you speak up a bit, please?').expression?.text).toBe('speak up');
    expect(read('turned', 'She turned up an hour late.').expression?.lemma).toBe('turn up');
    expect(read('out', 'We work out three times a week.').expression?.lemma).toBe('work out');
  });
  it('"is over there" is a place; "over £500" a preposition before a price', () => {
    expect(read('over', 'The lifts are over there.').expression?.lemma).toBe('over there');
    expect(read('over', 'It costs over £300.').expression?.lemma).not.toBe('be over');
  });
});

describe('expression matching: adjectives after the article, British spellings, cued senses alone', () => {
  const { read } = contextEngine();
  it('"make a huge difference" is make a difference; "take a quick look" is take a look', () => {
    expect(read('difference', 'Your help made a huge difference.').expression?.lemma).toBe(
      'make a difference',
    );
    expect(read('difference', 'There is a big difference between them.').expression?.lemma).not.toBe(
      'make a difference',
    );
  });
  it('"square metres" finds the British entry although the lemmatiser says meter', () => {
    expect(read('metres', 'The room is twenty square metres.').expression?.translation).toBe(
      'квадратний метр',
    );
  });
  it('only the cued sense fits the structure ("knock off fifty"): it is shown rather than nothing', () => {
    expect(read('knock', 'Could you knock off fifty?').expression?.lemma).toBe('knock off');
  });
});

describe('idioms that open with their verb take the aspect of the sentence', () => {
  const { read } = contextEngine();
  it('"fell asleep" is one event (заснути); "falls asleep every night" a habit', () => {
    expect(read('fell', 'I fell asleep on the sofa.').expression?.translation).toMatch(/^заснути/);
    expect(read('falls', 'He falls asleep every night at ten.').expression?.translation).toMatch(/^засинати/);
  });
});

describe("a phrase's last word that opens a listed compound is the compound's modifier", () => {
  it('"on the ground floor" is the ground floor, not "on the ground"; "on the ground" alone stays', () => {
    expect(expr('ground', 'The canteen is on the ground floor.')).toMatchObject({ text: 'ground floor' });
    expect(expr('ground', 'The keys fell on the ground.')).toMatchObject({ text: 'on the ground' });
  });
});

describe('a fixed phrase matches as written', () => {
  it('"It\'s a deal" is not found in "It\'s a big deal for us"; idioms still take adjectives after their article', () => {
    expect(expr('deal', "It's a deal!")).toMatchObject({ text: "It's a deal" });
    expect(expr('deal', "It's a big deal for us.")?.text).not.toBe("It's a … deal");
    expect(expr('difference', 'It will make a real difference.')).toMatchObject({
      text: 'make a … difference',
    });
  });
});

describe('an irregular past the tagger took for a noun or adjective, before a particle', () => {
  it('"Prices shot up" is shoot up, "He bent over" is bend over; "a shot on goal" stays a noun', () => {
    expect(engine.report('shot', { language: 'uk', sentences: ['Prices shot up last year.'] })).toMatchObject(
      {
        type: 'verb',
        lemma: 'shoot',
        expression: { text: 'shot up' },
      },
    );
    expect(expr('bent', 'He bent over to pick it up.', 'pl')).toMatchObject({ text: 'bent over' });
    expect(engine.report('shot', { language: 'uk', sentences: ['What a shot on goal!'] }).type).toBe('noun');
    expect(expr('shot', 'That was a great shot up the wing.')).toBeUndefined();
  });
});

describe('negated modals', () => {
  it("a clicked mustn't, needn't, can't or won't is the negation, not the modal", () => {
    const tr = (word: string, sentence: string, language: 'uk' | 'pl' = 'uk') =>
      engine.report(word, { language, sentences: [sentence], phrase: 0 }).translation.split(', ');
    expect(tr("mustn't", "He mustn't drink alcohol.")).toContain('не можна');
    expect(tr("mustn't", "You mustn't be late.", 'pl')).toContain('nie wolno');
    expect(tr("needn't", "You needn't come.")).toContain('не треба');
    expect(tr("can't", "I can't swim.", 'pl')).toContain('nie móc');
    // "must" alone keeps its own meaning; "must not" is the expression beside it.
    expect(tr('must', 'You must not smoke here.')).toContain('мусити');
    expect(expr('must', 'You must not smoke here.')?.translation).toMatch(/^не можна/);
  });
});

describe('phrasal verbs with their object elsewhere', () => {
  const { read } = contextEngine();
  it('a predeterminer may open the object inside a phrasal verb (got half his money back)', () => {
    expect(read('got', 'She got half her money back.').expression?.text).toBe('got … back');
  });
  it('an object before the verb takes the transitive line (a deposit, which you get back)', () => {
    expect(read('get', 'You pay a deposit, which you get back later.').expression?.translation).toMatch(
      /назад/,
    );
    expect(read('get', 'When do you get back?').expression?.translation).toMatch(/^повернутися/);
  });
});
