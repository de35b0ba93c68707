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
    expect(feedback('open_ended', grade, { answers: ['He is late.'] }, 'uk')).toContain('протилежне');
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
      'Nie do końca. Prawidłowa odpowiedź to „Tak”.',
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
  it('is graded with ≥ 90% exact verdicts and never calls a wrong answer right', () => {
    const score = scoreLabelledSet();
    expect(score.falseRight, JSON.stringify(score.misses.filter((m) => m.got === 'RIGHT'))).toBe(0);
    expect(score.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
