import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GeneratedSite } from '../../server/catalogue/seed-content.ts';
import { ffmpeg, publish, renderPoster, sha } from './media.ts';
import { iconSvg, topicColour } from './scene.ts';
import { MEDIA_DIR, type Category } from './script.ts';

/** Bump when the hero's drawing changes. */
const HERO_VERSION = 1;
const WIDTH = 854;
const HEIGHT = 480;
const FPS = 24;
/** Every motion has this period, so the last frame runs into the first without a jump. */
const LOOP_S = 12;
const ICON_PX = 96;
/** An icon leaves on the right this far past the edge and comes back on the left. */
const PAD = 160;
const BANDS = 3;

function backgroundSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c3d7a"/><stop offset="0.55" stop-color="#162447"/><stop offset="1" stop-color="#101828"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="700" cy="80" r="220" fill="#4dabf7" fill-opacity="0.08"/>
<circle cx="120" cy="430" r="180" fill="#f783ac" fill-opacity="0.06"/>
</svg>
`;
}

function iconFileSvg(icon: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_PX}" height="${ICON_PX}" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-opacity="0.55" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${iconSvg(icon)}</svg>\n`;
}

/**
 * The home page's hero: a short, muted, seamlessly looping video of the seven topic icons drifting
 * across a dark gradient (the page lays its heading over it), and its poster.
 */
export async function buildHero(
  previous: GeneratedSite | undefined,
  categories: Category[],
  force: boolean,
): Promise<GeneratedSite> {
  const topics = categories.filter((c) => c.parent === null);
  const sourceHash = sha(JSON.stringify({ HERO_VERSION, topics: topics.map((t) => [t.slug, t.icon]) }), 16);
  if (
    !force &&
    previous?.heroSourceHash === sourceHash &&
    [previous.hero, previous.heroPoster].every((k) => fs.existsSync(path.join(MEDIA_DIR, k)))
  )
    return previous;

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-'));
  try {
    fs.writeFileSync(path.join(workDir, 'bg.svg'), backgroundSvg());
    const inputs = ['-loop', '1', '-framerate', String(FPS), '-i', path.join(workDir, 'bg.svg')];
    const span = WIDTH + PAD;
    const overlays: string[] = [];
    topics.forEach((topic, i) => {
      const file = path.join(workDir, `icon-${i}.svg`);
      fs.writeFileSync(file, iconFileSvg(topic.icon, i % 2 ? '#ffffff' : lighten(topicColour(topic))));
      inputs.push('-loop', '1', '-framerate', String(FPS), '-i', file);
      // Three bands; icons in a band share a speed and spacing, so they never run into each other.
      const band = i % BANDS;
      const inBand = Math.ceil((topics.length - band) / BANDS);
      const laps = band === 1 ? 2 : 1;
      const x0 = Math.round((Math.floor(i / BANDS) * span) / inBand + band * 120);
      const row = 48 + band * ((HEIGHT - ICON_PX - 96) / (BANDS - 1));
      const x = `mod(${x0}+${laps * span}*t/${LOOP_S}\\,${span})-${PAD / 2}`;
      const y = `${Math.round(row)}+18*sin(2*PI*t/${LOOP_S}+${i})`;
      const from = i === 0 ? '[0:v]' : `[v${i}]`;
      overlays.push(`${from}[${i + 1}:v]overlay=x='${x}':y='${y}':shortest=1[v${i + 1}]`);
    });
    overlays.push(`[v${topics.length}]format=yuv420p[out]`);
    const video = path.join(workDir, 'hero.mp4');
    ffmpeg([
      ...inputs,
      ...['-filter_complex', overlays.join(';'), '-map', '[out]', '-t', String(LOOP_S), '-r', String(FPS)],
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '26', '-g', String(FPS * 2), '-threads', '2', '-an'],
      ...[
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        video,
      ],
    ]);
    const still = path.join(workDir, 'first.png');
    ffmpeg(['-i', video, '-frames:v', '1', still]);
    const poster = path.join(workDir, 'hero.jpg');
    renderPoster(still, poster, WIDTH, HEIGHT);
    return { hero: publish(video, 'hero'), heroPoster: publish(poster, 'hero'), heroSourceHash: sourceHash };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** A topic colour pushed towards white, so it reads on the dark background. */
function lighten(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * 0.45);
  const [r, g, b] = [mix((n >> 16) & 255), mix((n >> 8) & 255), mix(n & 255)];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}
