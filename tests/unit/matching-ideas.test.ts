import { describe, expect, it } from 'vitest';
import {
  analyse,
  bestMatch,
  findOrdered,
  ideaOf,
  ideasScore,
  matchIdeas,
  type PhraseOptions,
} from '../../server/matching/matcher.ts';

/**
 * The matcher the answer grader and the dialogue partner share (server/matching/matcher.ts), in
 * the partner's way: ideas as lists of alternative phrases, found in order (issue 17).
 */
const PARTNER: PhraseOptions = { ordered: true, synonyms: false, polarity: false };
const has = (text: string, alternatives: string[], options = PARTNER) =>
  ideasScore(analyse(text), [ideaOf(alternatives)], options) > 0;

describe('key ideas and paraphrases, shared by grader and partner (server/matching)', () => {
  it('matches words by lemma and opens contractions', () => {
    const t = "Where's the nearest seat? I can't see any.";
    expect(has(t, ['seat'])).toBe(true);
    expect(has(t, ['seats'])).toBe(true);
    expect(has(t, ['where is'])).toBe(true);
    expect(has(t, ['can not'])).toBe(true);
    expect(has(t, ['table'])).toBe(false);
    expect(has('I booked a room', ['book'])).toBe(true);
  });

  it('a phrase keeps its order and allows one word between its words; a * is a prefix', () => {
    const t = 'Can I pay by credit card, please?';
    expect(has(t, ['pay by card'])).toBe(true);
    expect(has(t, ['card by pay'])).toBe(false);
    expect(has('Can I pay later with a card?', ['pay by card'])).toBe(false);
    expect(has('I want a refund.', ['refund*'])).toBe(true);
    expect(has('Prices and £9.50 today', ['£9.50'])).toBe(true);
    expect(has('Prices and £8.50 today', ['£9.50'])).toBe(false);
    expect(has("I'm twenty-five.", ['twenty'])).toBe(true);
    // Words that cut clauses for the grader are words of a line here.
    expect(has('Sorry. When can I move in?', ['when'])).toBe(true);
    expect(has('salt and pepper', ['salt and pepper'])).toBe(true);
    // Irregular forms are their own words: "better" is no "good", "left" no "leave".
    expect(has('It is better now', ['good'])).toBe(false);
    expect(has('I left out the tests', ['leave out'])).toBe(false);
    expect(has('Could you check my reservation?', ['reserve'])).toBe(true);
    expect(has('Could you check my reservation?', ['checkout'])).toBe(false);
  });

  it('a negation is a word of its phrase; polarity is a parameter', () => {
    expect(has("The money hasn't arrived", ['not arrived'])).toBe(true);
    expect(has('The money has arrived', ['not arrived'])).toBe(false);
    expect(has('Nobody called me', ['not'])).toBe(false); // one negation is not another
    // With polarity (the grader's way), a phrase needs a place of its own polarity.
    expect(has("Why hasn't it arrived?", ['arrive'])).toBe(true);
    expect(has("Why hasn't it arrived?", ['arrive'], { ordered: true, polarity: true })).toBe(false);
  });

  it('every idea must be there; more and longer paraphrases score higher; the best candidate wins', () => {
    const t = analyse('Does the rent include the bills?');
    expect(ideasScore(t, [ideaOf(['rent']), ideaOf(['deposit'])], PARTNER)).toBe(0);
    expect(ideasScore(t, [ideaOf(['bill', 'include'])], PARTNER)).toBe(2);
    const best = bestMatch(
      t,
      [
        { id: 'rent', ideas: [ideaOf(['rent', 'a month'])] },
        { id: 'bills', ideas: [ideaOf(['bill', 'include', 'electricity'])] },
      ],
      PARTNER,
    );
    expect(best?.item.id).toBe('bills');
    expect(
      bestMatch(analyse('Penguins cannot fly.'), [{ id: 'x', ideas: [ideaOf(['rent'])] }], PARTNER),
    ).toBeNull();
  });

  it("the same ideas, read the grader's way, keep its rules (clause, polarity, synonyms)", () => {
    const ideas = [ideaOf(['doctor'])];
    expect(matchIdeas('He should go to a doctor', ideas)[0]!.state).toBe('present');
    expect(matchIdeas('He should not go to a doctor', ideas)[0]!.state).toBe('contradicted');
    expect(
      findOrdered(analyse('He should go to a physician'), 'doctor', { ordered: true, synonyms: true }),
    ).toHaveLength(1);
    expect(findOrdered(analyse('He should go to a physician'), 'doctor', { ordered: true })).toHaveLength(0);
  });
});
