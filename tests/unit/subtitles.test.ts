import { describe, expect, it } from 'vitest';
import { cleanCueText, parseSubtitles } from '../../server/staff/subtitles.ts';

describe('subtitles', () => {
  it('reads SubRip with tags, positioning, speaker labels and sound notes removed', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,500',
      '{\\an8}<i>ANNA: Hello there!</i>',
      '',
      '2',
      '00:00:03,000 --> 00:00:04,000',
      '[door opens] - Hi, Anna.',
      '',
    ].join('\r\n');
    const { format, cues } = parseSubtitles(`\uFEFF${srt}`);
    expect(format).toBe('srt');
    expect(cues).toEqual([
      { start: 1, end: 2.5, text: 'Hello there!', speaker: 'Anna' },
      { start: 3, end: 4, text: 'Hi, Anna.' },
    ]);
  });

  it('reads WebVTT voices and skips NOTE blocks and cue settings', () => {
    const vtt =
      'WEBVTT - lesson\n\nNOTE made by hand\n\nintro\n00:01.000 --> 00:02.000 line:0 align:start\n<v.loud Tom>Good <b>morning</b> &amp; welcome.\n';
    expect(parseSubtitles(vtt).cues).toEqual([
      { start: 1, end: 2, text: 'Good morning & welcome.', speaker: 'Tom' },
    ]);
  });

  it('repairs a small overlap and refuses a cue hidden under another, with line numbers', () => {
    const overlap = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nOne.\n\n00:00:02.500 --> 00:00:04.000\nTwo.\n';
    const parsed = parseSubtitles(overlap);
    expect(parsed.cues[0]!.end).toBe(2.5);
    expect(parsed.repairs).toEqual(['Line 3: overlapped the next cue; it now ends at 2.500 s.']);
    const hidden = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nOne.\n\n00:00:01.100 --> 00:00:04.000\nTwo.\n';
    expect(() => parseSubtitles(hidden)).toThrow(/^Line 3: This cue overlaps the cue of line 6/);
  });

  it('refuses broken timings, text that is not subtitles, and files with no text', () => {
    expect(() => parseSubtitles('1\n00:00:01,000 --> 00:00:0x,000\nHi.\n')).toThrow(/^Line 2: /);
    expect(() => parseSubtitles('Dear diary, today I learned English.')).toThrow(/neither SubRip/);
    expect(() => parseSubtitles('WEBVTT\n\n00:01.000 --> 00:02.000\n[music]\n')).toThrow(/no cue with text/);
    expect(() => parseSubtitles('WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\nB without timing\n')).toThrow(
      /^Line 6: A cue without a timing line/,
    );
  });

  it('keeps times like 10:30 inside text and does not take them for speakers', () => {
    expect(cleanCueText(['We open at 10:30 tomorrow.'])).toEqual({ text: 'We open at 10:30 tomorrow.' });
  });
});
