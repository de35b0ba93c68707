import { describe, expect, it } from 'vitest';
import { bestMatch, hasIdea, ideasScore, readText } from '../../server/matching/ideas.ts';

describe('key ideas and paraphrases (server/matching)', () => {
  it('matches words by stem and opens contractions', () => {
    const t = readText("Where's the nearest seat? I can't see any.");
    expect(hasIdea(t, ['seat'])).toBe(true);
    expect(hasIdea(t, ['seats'])).toBe(true);
    expect(hasIdea(t, ['where is'])).toBe(true);
    expect(hasIdea(t, ['can not'])).toBe(true);
    expect(hasIdea(t, ['table'])).toBe(false);
    expect(t.question).toBe(false);
    expect(readText('Is it free?').question).toBe(true);
  });

  it('a phrase keeps its order and allows one word between its words; a * is a prefix', () => {
    const t = readText('Can I pay by credit card, please?');
    expect(hasIdea(t, ['pay by card'])).toBe(true);
    expect(hasIdea(t, ['card by pay'])).toBe(false);
    expect(hasIdea(readText('Can I pay later with a card?'), ['pay by card'])).toBe(false);
    expect(hasIdea(readText('I want a refund.'), ['refund*'])).toBe(true);
    expect(hasIdea(readText('Prices and £9.50 today'), ['£9.50'])).toBe(true);
  });

  it('every idea must be there; more and longer paraphrases score higher; the best candidate wins', () => {
    const t = readText('Does the rent include the bills?');
    expect(ideasScore(t, [['rent'], ['deposit']])).toBe(0);
    expect(ideasScore(t, [['bill', 'include']])).toBe(2);
    const best = bestMatch(t, [
      { id: 'rent', ideas: [['rent', 'a month']] },
      { id: 'bills', ideas: [['bill', 'include', 'electricity']] },
    ]);
    expect(best?.item.id).toBe('bills');
    expect(bestMatch(readText('Penguins cannot fly.'), [{ id: 'x', ideas: [['rent']] }])).toBeNull();
  });
});
