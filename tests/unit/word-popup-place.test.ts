import { describe, expect, it } from 'vitest';
import { placePopup } from '../../src/ui/words/WordPopup.tsx';

/** Where the word popup goes: inside the viewport, next to the word and never over it when there is room. */

const viewport = { width: 1280, height: 900 };
const word = (top: number, left = 100) => ({ top, left, width: 40, height: 20 });
const overlaps = (a: { top: number; height: number }, place: { top: number }, height: number) =>
  place.top < a.top + a.height && place.top + height > a.top;

describe('placePopup', () => {
  it('goes below the word when it fits there', () => {
    expect(placePopup(word(100), { width: 360, height: 300 }, viewport)).toEqual({ top: 126, left: 100 });
  });

  it('goes above the word when only that side has room', () => {
    const place = placePopup(word(700), { width: 360, height: 300 }, viewport);
    expect(place).toEqual({ top: 394, left: 100 });
    expect(overlaps(word(700), place, 300)).toBe(false);
  });

  it('takes the roomier side and scrolls inside when it fits on neither', () => {
    const small = { width: 1000, height: 500 };
    const low = placePopup(word(300), { width: 360, height: 400 }, small);
    expect(low).toEqual({ top: 8, left: 100, maxHeight: 286 });
    expect(overlaps(word(300), low, low.maxHeight!)).toBe(false);
    const high = placePopup(word(120), { width: 360, height: 400 }, small);
    expect(high).toEqual({ top: 146, left: 100, maxHeight: 346 });
    expect(overlaps(word(120), high, high.maxHeight!)).toBe(false);
  });

  it('overlaps the word rather than shrink below a usable height', () => {
    const tiny = { width: 400, height: 240 };
    const place = placePopup(word(110), { width: 360, height: 400 }, tiny);
    expect(place.maxHeight).toBeUndefined();
    expect(place.top).toBe(8);
  });

  it('stays inside the viewport horizontally and is never taller than 600 px', () => {
    expect(placePopup(word(100, 1200), { width: 360, height: 300 }, viewport).left).toBe(1280 - 360 - 8);
    expect(placePopup(word(100, -20), { width: 360, height: 300 }, viewport).left).toBe(8);
    expect(placePopup(word(100, 200), { width: 304, height: 300 }, { width: 320, height: 900 }).left).toBe(8);
    // 700 px of content: capped at 600, which fits below a word at the top of a tall viewport.
    expect(placePopup(word(50), { width: 360, height: 700 }, { width: 1280, height: 1200 })).toEqual({
      top: 76,
      left: 100,
    });
  });
});
