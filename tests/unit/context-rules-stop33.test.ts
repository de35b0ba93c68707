// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contextEngine } from './context-support.ts';
import { loadVerbForms } from '../../server/language/verbforms.ts';
import { plParticiples, ukParticiples, ukVerbalNouns } from '../../tools/glossary/verbforms.ts';

/**
 * Issue 15, stop 33: rules tuned on the sixth blind set (tests/context/dev6), each tested here on sentences
 * outside every labelled set, with a case where the rule must not fire.
 */
const { read } = contextEngine();
const type = (word: string, sentence: string) => read(word, sentence).type;

describe('one-word replies and warnings', () => {
  it('an adjective opening the sentence alone is the interjection where the glossary has one', () => {
    expect(type('Perfect', "Perfect, I'll see you then.")).toBe('interjection');
    expect(read('Careful', 'Careful, the floor is wet.').translation).toMatch(/обережно/);
    expect(read('Quick', 'Quick, the bus is leaving!', 'pl').translation).toMatch(/szybko/);
    expect(type('Perfect', 'Perfect weather for a walk.')).toBe('adjective');
    expect(type('Cold', 'Cold, please, with ice.')).toBe('adjective');
  });
});

describe('an adjective after an imperative or a verb with no adjective complement', () => {
  it('is the adverb of manner', () => {
    expect(read('safe', 'Drive safe, everyone!').translation).toMatch(/безпечно/);
    expect(read('warm', 'Dress up warm tonight.', 'pl').translation).toMatch(/ciepło/);
    expect(read('right', "I'll do it right this time.").type).toBe('adverb');
    expect(type('safe', 'Keep it safe.')).toBe('adjective');
    expect(type('warm', 'The soup is warm.')).toBe('adjective');
  });
});

describe('sides and corners', () => {
  it('left and right paired with each other or after top / bottom name the side', () => {
    expect(read('left', 'Which hand, left or right?').translation).toMatch(/лівий/);
    expect(read('Top', 'Top right, next to the clock.').translation).toMatch(/верхній/);
    expect(type('left', 'Turn left or right at the church?')).toBe('adverb');
    expect(type('left', 'She left early.')).toBe('verb');
  });

  it("a compound's modifier read as an adverb is its adjective", () => {
    expect(read('back', 'My back teeth hurt when I eat.').translation).toMatch(/задній/);
  });
});

describe('questions, participles and -ing forms', () => {
  it('the word after an inverted modal and its subject is the verb', () => {
    expect(type('suit', 'Would that suit your mum?')).toBe('verb');
    expect(type('suit', 'That suit looks expensive.')).toBe('noun');
  });

  it('the -ing of a linking verb before its adjective is the verb', () => {
    expect(read('feeling', 'She came home feeling really tired.').translation).toMatch(/почува/);
    expect(type('feeling', 'I have a feeling about this.')).toBe('noun');
  });

  it('who before a particle opens a relative clause with its verb', () => {
    expect(type('ride', 'We need people who ride to school.')).toBe('verb');
  });

  it('a graded participle after be is a state, also with no entry of its own', () => {
    expect(read('insured', 'The car is fully insured.').translation).toMatch(/застрахован/);
    expect(type('insured', 'We insured the house last year.')).toBe('verb');
  });

  it('a participle modifier takes the verb sense its cues pick', () => {
    expect(read('missed', 'There is a charge for missed appointments.').translation).toMatch(/пропущен/);
  });

  it("a gerund subject before 's is the noun", () => {
    expect(type('Cooking', "Cooking's my favourite hobby.")).toBe('noun');
  });

  it('"in." before a capital ends the sentence', () => {
    expect(type('Bite', 'Put the filling in. Bite down now.')).toBe('verb');
  });
});

describe('numbers', () => {
  it('clock times written with a full stop after at / from / until', () => {
    expect(read('4.15', 'The train leaves at 4.15 today.').translation).toMatch(/четверта п’ятнадцять/);
    expect(read('4.15', 'The price went up by 4.15 per cent.').translation).not.toMatch(/четверта/);
  });

  it('amounts with pence after the unit, from any of their words', () => {
    const said = read('pounds', "That's four pounds fifty, please.");
    expect(said.expression?.translation).toMatch(/чотири фунти п’ятдесят пенсів, 4,50/);
    expect(read('five', 'It was five pounds ten years ago.').expression?.translation ?? '').not.toMatch(
      /пенс/,
    );
  });

  it('currency compounds and minus before a number', () => {
    expect(read('ten-pound', 'A ten-pound note, please.').translation).toMatch(
      /десятифунтовий, десять фунтів/,
    );
    expect(read('Minus', 'Minus five tonight, so wrap up.', 'pl').translation).toMatch(/minus pięć, -5/);
  });
});

describe('participles and verbal nouns (data/glossary/verbforms.tsv)', () => {
  it('candidates follow the alternations; the table keeps only forms Hunspell knows', () => {
    expect(ukParticiples('купити')).toContain('куплений');
    expect(ukParticiples('розбити')).toContain('розбитий');
    expect(plParticiples('zamknąć')).toEqual(['zamknięty']);
    expect(ukVerbalNouns('бронювати')).toContain('бронювання');
    const forms = loadVerbForms();
    expect(forms.form('uk', 'participle', 'купити')).toBe('куплений');
    expect(forms.form('pl', 'participle', 'rozbić')).toBe('rozbity');
    // Not listed: the regular rule stands in.
    expect(forms.form('uk', 'participle', 'перефарбувати')).toBe('перефарбований');
  });
});
