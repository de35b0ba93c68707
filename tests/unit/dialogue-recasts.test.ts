import { describe, expect, it } from 'vitest';
import { correct, findRecasts, RECAST_PATTERNS, swapPerson } from '../../server/dialogue/recasts.ts';
import { PLANTED } from './dialogue-planted.ts';

describe('recasts', () => {
  it('has at least 15 patterns, each with a planted line', () => {
    expect(RECAST_PATTERNS.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(PLANTED).sort()).toEqual([...RECAST_PATTERNS].sort());
  });

  it.each(Object.entries(PLANTED))('%s: finds and corrects the mistake', (pattern, [wrong, right]) => {
    const found = findRecasts(wrong);
    expect(found.map((r) => r.pattern)).toEqual([pattern]);
    expect(correct(wrong, found)).toBe(right);
  });

  it.each([
    'Where can I sit?',
    'How much does it cost?',
    'I agree with you.',
    'Yesterday I went to the cinema.',
    'I have a headache and some tablets.',
    'I have lived here for two years.',
    'Can you give me some advice?',
    'I am 25 years old.',
    'I have three years of experience in sales.',
    'We have two years to finish it.',
    'How do you say this in English?',
    'Does he have a car?',
    'I made a mistake, so I did my homework again.',
    'I will go there tomorrow.',
    'The water is cold.',
    'People are friendly.',
    'Is it raining?',
    'I arrived at the station on Monday at 5 pm.',
    'Did you watch the match last night?',
    "I didn't sleep well last night.",
  ])('leaves a correct line alone: %s', (line) => {
    expect(findRecasts(line)).toEqual([]);
  });

  it('finds several mistakes in one line and puts all of them right', () => {
    const line = 'Yesterday I go to the cinema and people is nice.';
    const found = findRecasts(line);
    expect(found.map((r) => r.pattern)).toEqual(['past-simple', 'people-are']);
    expect(correct(line, found)).toBe('Yesterday I went to the cinema and people are nice.');
  });

  it('more cases typical of Ukrainian and Polish speakers', () => {
    const cases: [string, string][] = [
      ['Where you went yesterday?', 'Where did you go yesterday?'],
      ['What time the film starts?', 'What time does the film start?'],
      ['I did a mistake.', 'I made a mistake.'],
      ['We met on 2019 in the night.', 'We met in 2019 at night.'],
      ['Is possible to pay by card?', 'Is it possible to pay by card?'],
      ['I have headache.', 'I have a headache.'],
      ["I'm not agree.", "I don't agree."],
      ['She has 30 years.', 'She is 30 years old.'],
      ['I go to home.', 'I go home.'],
      ['I read it in the internet.', 'I read it on the internet.'],
    ];
    for (const [wrong, right] of cases) expect(correct(wrong, findRecasts(wrong))).toBe(right);
  });

  it('says the learner’s words back from the partner’s side', () => {
    expect(swapPerson('I agree with you.')).toBe('You agree with me.');
    expect(swapPerson('Where can I sit?')).toBe('Where can you sit?');
    expect(swapPerson('I am 25 years old.')).toBe('You are 25 years old.');
    expect(swapPerson('Where do you live?')).toBe('Where do I live?');
  });
});

describe('recasts inside a longer line', () => {
  it('a question after a first sentence, a noun subject, he/she', () => {
    const cases: [string, string][] = [
      ['For here. Where I can sit?', 'For here. Where can I sit?'],
      ['OK. How much it costs?', 'OK. How much does it cost?'],
      ['My sister have 20 years.', 'My sister is 20 years old.'],
      ['She very likes cats.', 'She really likes cats.'],
    ];
    for (const [wrong, right] of cases) expect(correct(wrong, findRecasts(wrong))).toBe(right);
  });
});

it('names the words of the question alone, without the sentence before', () => {
  expect(findRecasts('For here. Where I can sit?')).toEqual([
    { pattern: 'question-order', wrong: 'Where I can sit?', right: 'Where can I sit?' },
  ]);
});

it('since/for: a length of time takes for, and the present perfect goes with it', () => {
  const line = 'We work together since three months.';
  expect(correct(line, findRecasts(line))).toBe('We have worked together for three months.');
  expect(correct('Since two years.', findRecasts('Since two years.'))).toBe('For two years.');
});
