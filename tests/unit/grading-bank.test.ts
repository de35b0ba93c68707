// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionFileSchema, toQuestionRow } from '../../server/quiz/bank.ts';
import { gradeOpen, gradeWordOrder, type OpenKey, type WordOrderKey } from '../../server/quiz/grading.ts';
import { draftQuestions, negate, shortAnswer, speakerName } from '../../tools/content/questions.ts';

const root = path.resolve(import.meta.dirname, '../..');
const lessons = fs.readdirSync(path.join(root, 'content/lessons')).map((f) => f.replace(/\.json$/, ''));
const generated = (slug: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/generated', `${slug}.json`), 'utf8')) as Parameters<
    typeof draftQuestions
  >[0];

describe('the question bank of every demo lesson', () => {
  it.each(lessons)('%s has at least 6 questions of each type, each pointing at a real cue', (slug) => {
    const file = path.join(root, 'content/questions', `${slug}.json`);
    const bank = questionFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(bank.lesson).toBe(slug);
    for (const type of ['yes_no', 'open_ended', 'word_order']) {
      expect(bank.questions.filter((q) => q.type === type).length).toBeGreaterThanOrEqual(6);
    }
    const cues = generated(slug).cues;
    for (const q of bank.questions) {
      expect(q.cue, q.slug).toBeDefined();
      expect(cues[q.cue!], q.slug).toBeDefined();
      const row = toQuestionRow(q);
      if (q.type === 'open_ended') {
        // The reference answer itself must be graded RIGHT.
        expect(gradeOpen(q.answers[0]!, row.answerKey as OpenKey, q.text).status, q.slug).toBe('RIGHT');
      }
      if (q.type === 'word_order') {
        const key = row.answerKey as WordOrderKey;
        expect(gradeWordOrder(JSON.stringify(key.mapping), key).status).toBe('RIGHT');
        // Two draggable words with the same text would make a correct-looking answer wrong.
        const texts = row.draggableWords!.map((w) => w.content.toLowerCase());
        expect(new Set(texts).size, q.slug).toBe(texts.length);
      }
    }
    expect(new Set(bank.questions.map((q) => q.slug)).size).toBe(bank.questions.length);
  });
});

describe('the drafting tool', () => {
  it('negates and un-negates the first auxiliary', () => {
    expect(negate('The canteen is on the ground floor.')).toBe('The canteen is not on the ground floor.');
    expect(negate('It is not worse in the morning.')).toBe('It is worse in the morning.');
    expect(negate('Most people don’t like it.')).toBe('Most people do like it.');
    expect(negate('I can bring the water.')).toBe('I cannot bring the water.');
    expect(negate('Go straight on.')).toBeNull();
  });
  it('names roles with an article and keeps proper names', () => {
    expect(speakerName('Check-in Agent')).toBe('the check-in agent');
    expect(speakerName('Dr Patel')).toBe('Dr Patel');
    expect(speakerName('Anna')).toBe('Anna');
  });
  it('keeps the reply short and drops greetings', () => {
    expect(shortAnswer('Good morning, doctor. My back hurts. It started about a week ago.')).toBe(
      'My back hurts. It started about a week ago.',
    );
  });
  it('drafts the same bank twice (stable output for review diffs), with 6 of each type', () => {
    const lesson = generated('ordering-at-a-cafe');
    const a = draftQuestions(lesson);
    expect(draftQuestions(lesson)).toEqual(a);
    expect(a.filter((q) => q.type === 'yes_no' && q.answer === 'no').length).toBeGreaterThan(0);
    expect(a.length).toBe(18);
  });
});
