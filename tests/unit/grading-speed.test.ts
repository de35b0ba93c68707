import { describe, expect, it } from 'vitest';
import { sharedWordnet, Wordnet } from '../../server/language/wordnet.ts';
import { gradeOpen, warmGrader } from '../../server/quiz/grading.ts';

describe('grader speed: memoised WordNet reads keep their answers', () => {
  it('antonyms read twice are the same, and a caller changing its copy changes nothing', () => {
    const fresh = new Wordnet();
    const first = fresh.antonyms('cheap', 'adjective');
    expect(first).toContain('expensive');
    first.length = 0;
    const again = fresh.antonyms('cheap', 'adjective');
    expect(again).toContain('expensive');
    expect(again).toEqual(new Wordnet().antonyms('cheap', 'adjective'));
    fresh.close();
  });

  it('parts of speech read twice are the same, and a copy is returned', () => {
    const wn = sharedWordnet();
    const pos = wn.partsOfSpeech('book');
    expect(pos).toEqual(['noun', 'verb']);
    pos.push('adverb');
    expect(wn.partsOfSpeech('book')).toEqual(['noun', 'verb']);
    expect(wn.partsOfSpeech('qzxv')).toEqual([]);
  });

  it('one WordNet per process for the grader and the language engine', () => {
    expect(sharedWordnet()).toBe(sharedWordnet());
  });

  it('warming the grader changes no verdict', () => {
    const key = { answers: ['The tickets are cheap.'] };
    const before = gradeOpen('the tickets are expensive', key, 'What are the tickets like?');
    warmGrader();
    expect(gradeOpen('the tickets are expensive', key, 'What are the tickets like?')).toEqual(before);
    expect(before.status).toBe('WRONG');
  });
});
