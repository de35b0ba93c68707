/**
 * SubRip (.srt) and WebVTT subtitles → clean timed cues for a lesson. The format is told by the
 * content (a `WEBVTT` header, else SRT), not by the file name. Text is cleaned: HTML-like tags
 * (`<i>`, `<b>`, `<c.x>`, `<00:01.000>`), `{\an8}` positioning, VTT cue settings, speaker labels
 * (`<v Anna>`, `ANNA:`, `- ` dialogue dashes) and sound notes (`[music]`, `(laughs)`) are removed,
 * keeping the speaker when one is named. Overlapping cues are repaired (the earlier one ends where
 * the next begins) when that leaves it at least MIN_CUE_SECONDS; otherwise, like a broken
 * timestamp, the file is refused with the line number.
 */

export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

export interface ParsedSubtitles {
  format: 'srt' | 'vtt';
  cues: SubtitleCue[];
  /** What was repaired, for the staff review ("line 12: overlap with the next cue trimmed"). */
  repairs: string[];
}

export class SubtitleError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line ? `Line ${line}: ${message}` : message);
    this.name = 'SubtitleError';
  }
}

export const MIN_CUE_SECONDS = 0.2;
const TIME = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/;
const ARROW = /^(\S+)\s+-->\s+(\S+)(?:\s+(.*))?$/;

function seconds(stamp: string, line: number): number {
  const m = TIME.exec(stamp.trim());
  if (!m) throw new SubtitleError(`"${stamp.slice(0, 40)}" is not a timestamp (hh:mm:ss,mmm).`, line);
  const [, h, min, s, ms] = m;
  if (Number(min) > 59 || Number(s) > 59) throw new SubtitleError(`"${stamp}" is not a valid time.`, line);
  return Number(h ?? 0) * 3600 + Number(min) * 60 + Number(s) + Number(ms!.padEnd(3, '0')) / 1000;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** One cue's lines → clean text and the speaker named in it, if any. */
export function cleanCueText(lines: string[]): { text: string; speaker?: string } {
  let speaker: string | undefined;
  const parts: string[] = [];
  for (const raw of lines) {
    let line = raw.replace(/\{\\[^}]*\}/g, ''); // {\an8} and other ASS overrides
    const voice = /<v(?:\.[^\s>]*)?\s+([^>]+)>/i.exec(line);
    if (voice) speaker ??= voice[1]!.trim();
    line = line.replace(/<[^>]*>/g, ''); // tags, including <v …>, <c.x>, timestamps
    line = decodeEntities(line);
    line = line.replace(/\[[^\]]*\]|\([^)]*\)/g, ''); // [music], (laughs)
    line = line.replace(/^\s*[-–—]\s*/, ''); // dialogue dash
    const label = /^\s*([A-Z][A-Za-z .'-]{0,30}|[A-Z0-9 .'-]{2,30}):\s+(.*)$/.exec(line);
    if (label && !/^\d/.test(label[1]!)) {
      speaker ??= label[1]!.trim();
      line = label[2]!;
    }
    line = line.replace(/\s+/g, ' ').trim();
    if (line) parts.push(line);
  }
  const text = parts.join(' ').trim();
  return speaker ? { text, speaker: titleCase(speaker) } : { text };
}

const titleCase = (name: string) =>
  name === name.toUpperCase() ? name.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : name;

/** Parses SRT or WebVTT text; throws SubtitleError with a line number on a broken cue. */
export function parseSubtitles(input: string): ParsedSubtitles {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.includes('\u0000')) throw new SubtitleError('This is not a text file of subtitles.');
  const lines = text.split('\n');
  const format: 'srt' | 'vtt' = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '') ? 'vtt' : 'srt';
  const raw: (SubtitleCue & { line: number })[] = [];
  let i = format === 'vtt' ? 1 : 0;
  while (i < lines.length) {
    // Skip blank lines between blocks.
    while (i < lines.length && !lines[i]!.trim()) i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim()) block.push(lines[i++]!);
    if (format === 'vtt' && /^(NOTE|STYLE|REGION)\b/.test(block[0]!)) continue;
    const arrowAt = block.findIndex((l) => l.includes('-->'));
    if (arrowAt < 0) {
      throw new SubtitleError(
        format === 'srt' && raw.length === 0
          ? 'This is neither SubRip (.srt) nor WebVTT subtitles: no cue timing ("00:00:01,000 --> 00:00:02,000").'
          : 'A cue without a timing line ("start --> end").',
        blockStart + 1,
      );
    }
    if (arrowAt > 1) throw new SubtitleError('A cue has text before its timing line.', blockStart + 1);
    if (format === 'srt' && arrowAt === 1 && !/^\d+$/.test(block[0]!.trim()))
      throw new SubtitleError(`"${block[0]!.slice(0, 40)}" is not a cue number.`, blockStart + 1);
    const lineNo = blockStart + arrowAt + 1;
    const m = ARROW.exec(block[arrowAt]!.trim());
    if (!m) throw new SubtitleError('The timing line is not "start --> end".', lineNo);
    const start = seconds(m[1]!, lineNo);
    const end = seconds(m[2]!, lineNo);
    if (end <= start) throw new SubtitleError('The cue ends before it starts.', lineNo);
    const cleaned = cleanCueText(block.slice(arrowAt + 1));
    if (!cleaned.text) continue; // only a sound note or a tag: nothing to read
    raw.push({ start, end, ...cleaned, line: lineNo });
  }
  if (!raw.length) throw new SubtitleError('The subtitles hold no cue with text.');
  raw.sort((a, b) => a.start - b.start || a.line - b.line);
  const repairs: string[] = [];
  for (let k = 0; k < raw.length - 1; k++) {
    const cue = raw[k]!;
    const next = raw[k + 1]!;
    if (next.start >= cue.end) continue;
    if (next.start - cue.start < MIN_CUE_SECONDS)
      throw new SubtitleError(
        `This cue overlaps the cue of line ${next.line} so much that they cannot be told apart.`,
        cue.line,
      );
    repairs.push(`Line ${cue.line}: overlapped the next cue; it now ends at ${next.start.toFixed(3)} s.`);
    cue.end = next.start;
  }
  const cues = raw.map(({ line: _line, ...cue }) => ({
    ...cue,
    start: Math.round(cue.start * 1000) / 1000,
    end: Math.round(cue.end * 1000) / 1000,
  }));
  return { format, cues, repairs };
}
