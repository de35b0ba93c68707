import { describe, expect, it } from 'vitest';
import { speedText } from '../../src/ui/lesson/VideoTranscript.tsx';

describe('playback speeds in the interface language (VideoTranscript speedText)', () => {
  it('English writes a decimal point, Ukrainian and Polish a decimal comma; whole speeds as they are', () => {
    expect(speedText(1.5, 'en')).toBe('1.5');
    expect(speedText(0.75, 'uk')).toBe('0,75');
    expect(speedText(1.25, 'pl')).toBe('1,25');
    expect(speedText(2, 'uk')).toBe('2');
    // The same as Intl for every speed the menu offers.
    for (const s of [0.5, 0.75, 1, 1.25, 1.5, 2])
      for (const l of ['en', 'uk', 'pl']) expect(speedText(s, l)).toBe(new Intl.NumberFormat(l).format(s));
  });
});
