import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Short test videos made with ffmpeg (a test pattern and a tone), and subtitles for them. */

export const fixtureDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-media-'));

export function makeVideo(dir: string, name: string, opts: { seconds?: number; audio?: boolean } = {}) {
  const seconds = opts.seconds ?? 6;
  const file = path.join(dir, name);
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=10:duration=${seconds}`];
  if (opts.audio !== false) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`);
  args.push('-c:v', 'mpeg4', '-q:v', '8');
  if (opts.audio !== false) args.push('-c:a', 'aac', '-b:a', '48k');
  else args.push('-an');
  args.push('-shortest', file);
  execFileSync('ffmpeg', args);
  return file;
}

export const GOOD_VTT = `WEBVTT

00:00:00.500 --> 00:00:02.000
<v Anna>Good morning! Could I have a large coffee, please?

00:00:02.000 --> 00:00:03.500 align:start position:10%
<v Tom><i>Of course.</i> Would you like some milk with it?

00:00:03.400 --> 00:00:05.000
<v Anna>Yes, please. I usually drink it with warm milk and a little sugar.

00:00:05.000 --> 00:00:05.900
{\\an8}TOM: That will be three pounds. Have a lovely day!
`;
