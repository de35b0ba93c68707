// @vitest-environment node
/**
 * Issue 16, second pass: general rules found by classifying the old set's disagreements (half
 * said ideas, negated predicates) and the safety rules that keep a wrong answer from ever being
 * graded RIGHT (negation in other clauses, swapped pairs, WordNet antonyms, stop words and the
 * question's own words, answers that list every option). Every sentence here is written for the
 * test, none is taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { gradeOpen, type OpenKey } from '../../server/quiz/grading.ts';
import { antonymous, matchIdeas, type Idea } from '../../server/matching/matcher.ts';
import { readLabelledSet, readOldSetReview, scoreLabelledSet } from '../grading/labelled.ts';

const I = (label: string, say: string[], extra: Partial<Idea> = {}): Idea => ({ label, say, ...extra });
const grade = (answer: string, key: OpenKey, question = '') => gradeOpen(answer, key, question).status;

describe('half an idea is PARTIAL', () => {
  it('a price without its pence is half the price, another price is wrong', () => {
    const flowers: OpenKey = {
      answers: ['Twelve pounds forty.'],
      ideas: [I('twelve pounds forty', ['cost', 'price'], { value: ['12.40'] })],
    };
    const q = 'How much are the flowers?';
    expect(grade('twelve pounds', flowers, q)).toBe('PARTIAL');
    expect(grade('£12', flowers, q)).toBe('PARTIAL');
    expect(grade('fourteen pounds', flowers, q)).toBe('WRONG');
    expect(grade('forty pounds', flowers, q)).toBe('WRONG');
    expect(grade('twelve pounds forty', flowers, q)).toBe('RIGHT');
    // A clock time is no price: "three" for 3:15 is not half of it.
    const bus: OpenKey = {
      answers: ['At 3:15.'],
      ideas: [I('at quarter past three', ['leave'], { value: ['3:15'] })],
    };
    expect(grade('at three', bus, 'When does the bus leave?')).toBe('WRONG');
  });

  it("naming the idea's own words (not the question's) without the detail is half of it", () => {
    const knee: OpenKey = {
      answers: ['In the front of his left knee.'],
      ideas: [I('in the front of his left knee', ['front', 'kneecap'], { against: ['back of'] })],
    };
    expect(grade('his knee', knee, 'Where exactly is the pain?')).toBe('PARTIAL');
    expect(grade('his elbow', knee, 'Where exactly is the pain?')).toBe('WRONG');
    expect(grade('there is pain', knee, 'Where exactly is the pain?')).toBe('WRONG');
    const lead: OpenKey = {
      answers: ['Three goals ahead.'],
      ideas: [I('three goals ahead', ['goal'], { value: '3', against: ['point'] })],
    };
    expect(grade('some goals ahead', lead, 'How far ahead is the team?')).toBe('PARTIAL');
    expect(grade('they are ahead', lead, 'How far ahead is the team?')).toBe('WRONG');
    expect(grade('five goals ahead', lead, 'How far ahead is the team?')).toBe('WRONG');
    const bonus: OpenKey = {
      answers: ['A bonus of thirty pounds and a free lunch.'],
      ideas: [
        I('a bonus of thirty pounds', ['bonus', 'extra money'], { value: '30' }),
        I('a free lunch', ['lunch', 'meal']),
      ],
    };
    expect(grade('a bonus', bonus, 'What do the workers get for the extra hours?')).toBe('PARTIAL');
    expect(grade('they get something', bonus, 'What do the workers get for the extra hours?')).toBe('WRONG');
  });

  it('a negated phrase named without a verb is a mention, not its opposite', () => {
    const bus: OpenKey = {
      answers: ['The last bus had already left.'],
      ideas: [I('the last bus had already left', ['bus left', 'missed the bus', 'no bus', 'not bus'])],
    };
    const q = 'Why did Tom walk home?';
    expect(gradeOpen('because of the bus', bus, q)).toMatchObject({ contradicts: false, wrong: [] });
    expect(grade('there was a bus', bus, q)).toBe('WRONG');
    expect(grade('there was no bus', bus, q)).toBe('RIGHT');
  });
});

describe('a negated predicate denies its subject', () => {
  const rooms: OpenKey = {
    answers: ['The kitchen and the bathroom.'],
    ideas: [I('the kitchen', ['kitchen']), I('the bathroom', ['bathroom'])],
  };
  const q = 'Which rooms were cleaned?';
  it("when the negation only denies the question's own verb", () => {
    expect(grade('the kitchen was not cleaned', rooms, q)).toBe('WRONG');
    expect(grade('The bathroom would not be cleaned.', rooms, q)).toBe('WRONG');
    expect(grade('the kitchen and the bathroom', rooms, q)).toBe('RIGHT');
    expect(grade('The kitchen and the bathroom, not the garage.', rooms, q)).toBe('RIGHT');
    // A negation that says something new about the subject leaves the subject as it is.
    expect(grade('the kitchen, which is not big, and the bathroom', rooms, q)).toBe('RIGHT');
  });
  it('when the negation denies another word of the same idea', () => {
    const judge: OpenKey = {
      answers: ['They cannot judge it, so feeling tired seems normal to them.'],
      ideas: [
        I('they cannot judge their own state', ['judge', 'can not tell']),
        I('feeling tired seems normal', ['normal', 'tired'], { optional: true }),
      ],
    };
    const why = 'Why do they not see the problem?';
    expect(grade('they judge that being tired is not normal', judge, why)).toBe('WRONG');
    expect(grade('feeling tired is not normal', judge, why)).toBe('WRONG');
  });
});

describe('safety: a wrong answer is never RIGHT', () => {
  const advice: OpenKey = {
    answers: ['Rest and drink water.'],
    ideas: [I('rest', ['rest', 'relax']), I('drink water', ['water', 'fluids'])],
  };
  const doctor = 'What does the doctor advise?';
  it('a key idea negated in another clause contradicts it', () => {
    expect(grade('drink water, but do not rest', advice, doctor)).toBe('WRONG');
    expect(grade('he says rest, and he does not say drink water', advice, doctor)).toBe('WRONG');
    expect(grade('Relax. Water is not needed.', advice, doctor)).toBe('WRONG');
    expect(grade('rest and drink water, not coffee', advice, doctor)).toBe('RIGHT');
  });

  it('a swapped number/noun pair is WRONG', () => {
    const costs: OpenKey = {
      answers: ['The tablets cost six pounds and the spray four.'],
      ideas: [
        I('tablets six pounds', ['tablet'], { value: '6' }),
        I('spray four pounds', ['spray'], { value: '4' }),
      ],
    };
    const q = 'How much do the tablets and the spray cost?';
    expect(grade('tablets 4 pounds and spray 6 pounds', costs, q)).toBe('WRONG');
    expect(grade('the spray is six pounds and the tablets four', costs, q)).toBe('WRONG');
    expect(grade('four pounds for the tablets, six for the spray', costs, q)).toBe('WRONG');
    expect(grade('six pounds for the tablets and four for the spray', costs, q)).toBe('RIGHT');
  });

  it('WordNet antonyms never join, even with word vectors on', () => {
    for (const [a, b] of [
      ['cheap', 'expensive'],
      ['early', 'late'],
      ['open', 'closed'],
      ['happy', 'unhappy'],
      ['wet', 'dry'],
      ['strong', 'weak'],
      ['remember', 'forget'],
      ['arrive', 'leave'],
      ['full', 'empty'],
      ['easy', 'difficult'],
      ['safe', 'dangerous'],
      ['costly', 'cheap'], // a satellite of "expensive" is opposite to "cheap" too
    ] as const) {
      expect(antonymous(a, b), `${a}/${b}`).toBe(true);
      const [r] = matchIdeas(`it is ${b}`, [I(a, [a])], { vectors: 0 });
      expect(r!.state, `${a}/${b}`).not.toBe('present');
    }
    expect(antonymous('cheap', 'inexpensive')).toBe(false);
    expect(antonymous('big', 'large')).toBe(false);
  });

  it('an antonym said in place of a key word contradicts the idea', () => {
    const hotel: OpenKey = {
      answers: ['It is cheap and near the station.'],
      ideas: [I('it is cheap', ['cheap', 'low price']), I('near the station', ['station'])],
    };
    const q = 'Why does Ola choose this hotel?';
    expect(grade('it is expensive but near the station', hotel, q)).toBe('WRONG');
    expect(grade('Near the station, and it is pricey.', hotel, q)).toBe('WRONG');
    expect(grade('cheap and near the station', hotel, q)).toBe('RIGHT');
    // An antonym about something else in a right answer changes nothing.
    expect(grade('It is cheap, near the station, and the expensive one was full.', hotel, q)).toBe('RIGHT');
  });

  it("a key idea held only by stop words or by the question's words holds nothing", () => {
    const market: OpenKey = {
      answers: ['She is going to the market.'],
      ideas: [I('to the market', ['to the market', 'market'])],
    };
    expect(grade('she is going to the', market, 'Where is she going?')).toBe('WRONG');
    const there: OpenKey = {
      answers: ['There is a lift.'],
      ideas: [I('there is a lift', ['there is', 'lift', 'elevator'])],
    };
    expect(grade('there is', there, 'How can she get upstairs?')).toBe('WRONG');
    expect(grade('there is a lift', there, 'How can she get upstairs?')).toBe('RIGHT');
    expect(grade('Where is she going?', market, 'Where is she going?')).toBe('WRONG');
    const leave: OpenKey = {
      answers: ['He wants a bigger company.'],
      ideas: [I('a bigger company', ['bigger company', 'larger firm'])],
    };
    const q = 'Why does he want to leave his company?';
    expect(grade('he wants to leave his company', leave, q)).toBe('WRONG');
    expect(grade('because he wants to leave his company', leave, q)).toBe('WRONG');
  });

  it('an answer that lists every option (or hedges between them) is not RIGHT', () => {
    const scarf: OpenKey = { answers: ['The blue one.'], ideas: [I('the blue one', ['blue'])] };
    const which = 'Which scarf does she buy, the red one, the blue one or the green one?';
    expect(grade('the red one, the blue one or the green one', scarf, which)).toBe('WRONG');
    expect(grade('red, blue and green', scarf, which)).toBe('WRONG');
    expect(grade('red or blue', scarf, which)).toBe('WRONG');
    expect(grade('the blue one', scarf, which)).toBe('RIGHT');
    expect(grade('the blue one, not the red one', scarf, which)).toBe('RIGHT');
    const drink: OpenKey = { answers: ['Tea.'], ideas: [I('tea', ['tea'])] };
    expect(grade('tea, coffee, juice, water, milk', drink, 'What does he drink?')).toBe('WRONG');
    expect(grade('tea or coffee', drink, 'What does he drink?')).toBe('WRONG');
    expect(grade('tea and coffee', drink, 'Does he drink tea or coffee?')).not.toBe('RIGHT');
    expect(grade('tea', drink, 'Does he drink tea or coffee?')).toBe('RIGHT');
    expect(grade('tea, not coffee', drink, 'Does he drink tea or coffee?')).toBe('RIGHT');
  });
  it('negations in other words: without, instead of, rather than, hardly, far from, failed to', () => {
    const order: OpenKey = {
      answers: ['A tea with sugar.'],
      ideas: [I('tea', ['tea']), I('with sugar', ['sugar'])],
    };
    expect(grade('a tea without sugar', order, 'What does Tom order?')).toBe('WRONG');
    expect(grade('tea, with sugar, without milk', order, 'What does Tom order?')).toBe('RIGHT');
    const commute: OpenKey = { answers: ['He takes the train.'], ideas: [I('the train', ['train'])] };
    const how = 'How does he get to work?';
    expect(grade('he takes the bus instead of the train', commute, how)).toBe('WRONG');
    expect(grade('by bus rather than by train', commute, how)).toBe('WRONG');
    expect(grade('he takes the train instead of the bus', commute, how)).toBe('RIGHT');
    // A number after "instead of" is what it was before, not a denied fact.
    const sale: OpenKey = {
      answers: ['Sixty pounds, it was eighty.'],
      ideas: [
        I('sixty pounds', [], { value: '60' }),
        I('it was eighty', ['was', 'before'], { value: '80', optional: true }),
      ],
    };
    expect(grade('60 pounds instead of 80', sale, 'How much is the coat now?')).toBe('RIGHT');
    const course: OpenKey = { answers: ['It was useful.'], ideas: [I('useful', ['useful', 'helpful'])] };
    const think = 'What did she think of the course?';
    expect(grade('it was hardly useful', course, think)).toBe('WRONG');
    expect(grade('it was far from useful', course, think)).toBe('WRONG');
    expect(grade('it was useless', course, think)).toBe('WRONG');
    const exam: OpenKey = { answers: ['She passed the exam.'], ideas: [I('passed', ['pass', 'succeed'])] };
    expect(grade('she failed to pass', exam, 'What happened with the exam?')).toBe('WRONG');
    expect(grade('she passed', exam, 'What happened with the exam?')).toBe('RIGHT');
    const power: OpenKey = { answers: ['He feels powerful.'], ideas: [I('powerful', ['power', 'strong'])] };
    expect(grade('powerless', power, 'How does he feel?')).toBe('WRONG');
  });

  it('a yes/no or choice question asked back is no answer', () => {
    const late: OpenKey = { answers: ['Yes, it is late.'], ideas: [I('late', ['late', 'delayed'])] };
    expect(grade('Is the train late?', late, 'Is the train late?')).toBe('WRONG');
    expect(grade('is the train late', late, 'Is the train late?')).toBe('WRONG');
    expect(grade('the train is late', late, 'Is the train late?')).toBe('RIGHT');
    const shop: OpenKey = { answers: ['Open.'], ideas: [I('open', ['open'])] };
    expect(grade('Is the shop open or closed?', shop, 'Is the shop open or closed?')).toBe('WRONG');
    expect(grade('open or closed', shop, 'Is the shop open or closed?')).toBe('WRONG');
    expect(grade('it is open', shop, 'Is the shop open or closed?')).toBe('RIGHT');
  });

  it('a number or an item offered with another one ("five or six pounds", "left or right") is a guess', () => {
    const ticket: OpenKey = {
      answers: ['Six pounds.'],
      ideas: [I('six pounds', ['cost', 'price'], { value: '6' })],
    };
    const q = 'How much is the ticket?';
    expect(grade('five or six pounds', ticket, q)).toBe('WRONG');
    expect(grade('5, 6 or 7 pounds', ticket, q)).toBe('WRONG');
    expect(grade('six pounds, not five', ticket, q)).toBe('RIGHT');
    expect(grade('about six pounds', ticket, q)).toBe('RIGHT');
    const film: OpenKey = {
      answers: ['At half past seven.'],
      ideas: [I('half past seven', ['start', 'begin'], { value: ['7:30', '19:30'] })],
    };
    expect(grade('at seven thirty or eight', film, 'When does the film start?')).toBe('WRONG');
    expect(grade('at 7:30', film, 'When does the film start?')).toBe('RIGHT');
    const turn: OpenKey = { answers: ['Turn left.'], ideas: [I('turn left', ['left'])] };
    expect(grade('left or right', turn, 'Which way does she turn?')).toBe('WRONG');
    expect(grade('she turns right, the bank is on the left', turn, 'Which way does she turn?')).toBe('WRONG');
    expect(grade('left', turn, 'Which way does she turn?')).toBe('RIGHT');
  });
});

describe('the old set review (tests/grading/README.md)', () => {
  it('names real items, and every disagreement of the old set is reviewed', { timeout: 120_000 }, () => {
    const items = readLabelledSet();
    const review = readOldSetReview();
    const ids = new Set(items.map((i) => i.id));
    for (const r of review) expect(ids.has(r.id), r.id).toBe(true);
    const reviewed = new Set(review.map((r) => r.id));
    const unreviewed = scoreLabelledSet(items).misses.filter((m) => !reviewed.has(m.item.id));
    expect(unreviewed.map((m) => m.item.id)).toEqual([]);
  });
});
