import { describe, expect, it } from 'vitest';
import { ideasToText, textToIdeas, type KeyIdea } from './ideas.ts';

const ideas: KeyIdea[] = [
  { label: 'price', say: ['costs', 'price'], value: '£9.50' },
  { label: 'seat', say: ['by the window'], optional: true },
];

describe('key ideas as staff edit them', () => {
  it('writes one idea a line with its paraphrases', () => {
    expect(ideasToText(ideas)).toBe('price: costs | price\nseat: by the window');
    expect(ideasToText(undefined)).toBe('');
  });

  it('reads the lines back, keeping what the line cannot show from the idea of the same label', () => {
    const edited = textToIdeas('price: costs | is | price\n\n  seat : near the window  \nnew idea', ideas);
    expect(edited).toEqual([
      { label: 'price', say: ['costs', 'is', 'price'], value: '£9.50' },
      { label: 'seat', say: ['near the window'], optional: true },
      { label: 'new idea', say: ['new idea'] },
    ]);
  });

  it('round-trips', () => {
    expect(textToIdeas(ideasToText(ideas), ideas)).toEqual(ideas);
  });
});
