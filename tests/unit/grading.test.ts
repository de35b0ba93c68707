// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  feedback,
  gradeOpen,
  gradeWordOrder,
  gradeYesNo,
  MalformedAnswer,
} from '../../server/quiz/grading.ts';
import { readLabelledSet, scoreLabelledSet } from '../grading/labelled.ts';

describe('open answers', () => {
  const order = { answers: ['She ordered a cappuccino and a croissant.'] };
  const question = 'What did Anna order at the café?';

  it('accepts the key content without the words the question gives', () => {
    expect(gradeOpen('A cappuccino and a croissant', order, question).status).toBe('RIGHT');
  });
  it('tolerates small spelling mistakes', () => {
    expect(gradeOpen('a capuccino and a croisant', order, question).status).toBe('RIGHT');
  });
  it('gives PARTIAL when part of the key content is there, and says what is missing', () => {
    const grade = gradeOpen('a cappuccino', order, question);
    expect(grade).toMatchObject({ status: 'PARTIAL', matched: ['cappuccino'], missing: ['croissant'] });
    expect(feedback('open_ended', grade, order, 'en')).toBe(
      'Partly correct. You got: cappuccino. Missing: croissant. Expected answer: She ordered a cappuccino and a croissant.',
    );
  });
  it('is WRONG when the answer negates the reference', () => {
    const grade = gradeOpen('he is not late', { answers: ['He is late.'] });
    expect(grade.status).toBe('WRONG');
    expect(grade.contradicts).toBe(true);
    expect(feedback('open_ended', grade, { answers: ['He is late.'] }, 'uk')).toContain('суперечить');
  });
  it('is WRONG when two negations deny two facts (they do not cancel out)', () => {
    const key = {
      answers: ['He is organised and meets deadlines.'],
      key: [
        ['organised', 'organized'],
        ['meet deadlines', 'meets deadlines'],
      ],
    };
    expect(gradeOpen('he is organised and meets deadlines', key).status).toBe('RIGHT');
    expect(gradeOpen('he is not organised and does not meet deadlines', key)).toMatchObject({
      status: 'WRONG',
      contradicts: true,
    });
  });
  it('lets a negated key phrase agree with a plain synonym ("does not work" ~ "is broken")', () => {
    const key = {
      answers: ['The air conditioning does not work.'],
      key: [
        ['air conditioning', 'AC'],
        ['not work', 'broken'],
      ],
    };
    expect(gradeOpen('the AC is broken', key).status).toBe('RIGHT');
    expect(gradeOpen("the air conditioning doesn't work", key).status).toBe('RIGHT');
  });
  it('accepts WordNet synonyms', () => {
    expect(gradeOpen('by bicycle', { answers: ['He goes by bike.'], key: [['bike']] }).status).toBe('RIGHT');
  });
  it('accepts listed alternative answers as they are', () => {
    expect(gradeOpen('7:30', { answers: ['At half past seven.'], accepted: ['7:30'] }).status).toBe('RIGHT');
  });
  it('calls the opposite of a negated key phrase WRONG ("works well" against "not working")', () => {
    const key = {
      answers: ['The air conditioning is not working.'],
      key: [
        ['air conditioning', 'AC'],
        ['not working', 'broken'],
      ],
    };
    expect(gradeOpen('the air conditioning works well', key)).toMatchObject({
      status: 'WRONG',
      contradicts: true,
    });
    expect(gradeOpen('the AC is broken', key).status).toBe('RIGHT');
  });
  it('reads numbers in words, digits, times and compounds alike', () => {
    const flight = {
      answers: ['I am flying to Warsaw, on the three fifteen flight.'],
      key: [['warsaw'], ['three fifteen']],
    };
    expect(gradeOpen('to Warsaw on the 3:15 flight', flight).status).toBe('RIGHT');
    const age = { answers: ['I am twenty-five years old.'], key: [['twenty-five']] };
    expect(gradeOpen('25', age).status).toBe('RIGHT');
    expect(gradeOpen('he is twenty five', age).status).toBe('RIGHT');
    const price = { answers: ['It is only ninety.'], key: [['ninety'], ['hundred and twenty']] };
    expect(gradeOpen('90, it was 120 before', price).status).toBe('RIGHT');
  });
  it('calls a wrong number WRONG however much else matches, and names it', () => {
    const key = {
      answers: ['That is nine pounds and fifty pence, please.'],
      key: [['nine'], ['pound'], ['fifty']],
    };
    expect(gradeOpen('Nine pounds fifty', key).status).toBe('RIGHT');
    const grade = gradeOpen('five pounds and fifty pence', key);
    expect(grade).toMatchObject({ status: 'WRONG', wrongNumbers: ['nine'] });
    expect(feedback('open_ended', grade, key, 'pl')).toContain('Sprawdź liczby: nine.');
    // "one" is mostly a pronoun: no number fact of its own.
    expect(gradeOpen('nine pounds fifty, the small one', key).status).toBe('RIGHT');
    // Questions with no number in the key are left alone ("two times" for "twice").
    expect(
      gradeOpen('two times a day', { answers: ['Twice a day.'], key: [['twice', 'two times']] }).status,
    ).toBe('RIGHT');
  });
  it('gives no spelling tolerance to a different real word ("shop" is not "shoe"), but does to names', () => {
    const key = { answers: ['Next to the shoes.'], key: [['shoe']] };
    expect(gradeOpen('next to the shop', key).status).toBe('WRONG');
    expect(gradeOpen('next to the schoe', key).status).toBe('RIGHT');
    expect(gradeOpen('Mr Browne', { answers: ['Mr Brown.'], key: [['brown']] }).status).toBe('RIGHT');
  });
  it('refuses an empty answer', () => {
    expect(() => gradeOpen(' ... ', order)).toThrow(MalformedAnswer);
  });
});

describe('yes/no and word order are exact', () => {
  it('grades yes/no', () => {
    expect(gradeYesNo('Yes', { answer: 'yes' }).status).toBe('RIGHT');
    expect(gradeYesNo('no', { answer: 'yes' }).status).toBe('WRONG');
    expect(() => gradeYesNo('maybe', { answer: 'yes' })).toThrow(MalformedAnswer);
    expect(feedback('yes_no', gradeYesNo('no', { answer: 'yes' }), { answer: 'yes' }, 'pl')).toBe(
      'Nie do końca. Poprawna odpowiedź to „Tak”.',
    );
  });
  it('grades word order by every gap', () => {
    const key = { mapping: { g1: 'w2', g2: 'w1' }, sentence: 'I would like a coffee.' };
    expect(gradeWordOrder('{"g1":"w2","g2":"w1"}', key).status).toBe('RIGHT');
    const half = gradeWordOrder('{"g1":"w2","g2":"w3"}', key);
    expect(half).toMatchObject({ status: 'WRONG', correctGaps: 1, totalGaps: 2 });
    expect(feedback('word_order', half, key, 'en')).toBe(
      'Not quite. 1 of 2 gaps are right. Correct order: I would like a coffee.',
    );
  });
  it('refuses malformed word-order answers', () => {
    const key = { mapping: { g1: 'w1' }, sentence: 'Hi.' };
    for (const bad of ['not json', '[1]', '"x"', '{"g9":"w1"}', '{"g1":{}}'])
      expect(() => gradeWordOrder(bad, key)).toThrow(MalformedAnswer);
  });
});

describe('the labelled set of learner answers', () => {
  it('has at least 150 answers with every verdict', () => {
    const items = readLabelledSet();
    expect(items.length).toBeGreaterThanOrEqual(150);
    for (const verdict of ['RIGHT', 'PARTIAL', 'WRONG'])
      expect(items.some((i) => i.expected === verdict)).toBe(true);
  });
  it("grades items on demo-bank questions with the bank's current key", () => {
    const items = readLabelledSet().filter((i) => i.slug);
    expect(items.length).toBeGreaterThanOrEqual(70);
    for (const item of items) expect(item.key.key?.length, item.id).toBeGreaterThan(0);
  });
  it(
    'is graded with ≥ 90% exact verdicts; RIGHT for WRONG only where issue 16 overrules the label',
    { timeout: 60_000 },
    () => {
      // This set was written by the key authors; issue 16 (from a teacher's labels) calls "make
      // another appointment" RIGHT, which this set labels WRONG. Where the sets disagree the
      // independent set decides (tests/unit/grading-rules.test.ts).
      const OVERRULED = new Set(['visiting-the-doctor-open-6-2']);
      const score = scoreLabelledSet();
      const falseRight = score.misses.filter((m) => m.got === 'RIGHT' && m.item.expected === 'WRONG');
      expect(falseRight.filter((m) => !OVERRULED.has(m.item.id)).map((m) => m.item.id)).toEqual([]);
      expect(score.accuracy).toBeGreaterThanOrEqual(0.9);
    },
  );
});
