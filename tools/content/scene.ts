import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Category, LessonScript } from './script.ts';

/** Video frame size: small on purpose (all lesson media stays under 25 MB). */
export const WIDTH = 640;
export const HEIGHT = 360;

/** One colour per topic (top-level category); the scene and poster are drawn in it. */
export const TOPIC_COLOURS: Record<string, string> = {
  travel: '#1c7ed6',
  education: '#7048e8',
  work: '#3b5bdb',
  health: '#0ca678',
  'news-technology': '#1098ad',
  leisure: '#d6336c',
  'daily-life': '#e8590c',
};
const FALLBACK_COLOUR = '#495057';

/** SPEC §3 level colours, as in server/catalogue/seed-reference.ts. */
const LEVEL_COLOURS: Record<string, string> = {
  A1: '#2f9e44',
  A2: '#66a80f',
  B1: '#1c7ed6',
  B2: '#4263eb',
  C1: '#ae3ec9',
  C2: '#e03131',
};

export interface Cue {
  start: number;
  end: number;
  text: string;
  speaker: string;
}

export function topicColour(topic: Category): string {
  return TOPIC_COLOURS[topic.slug] ?? FALLBACK_COLOUR;
}

type IconNode = [string, Record<string, string>];

let iconNodes: Record<string, IconNode[]> | undefined;

/** The drawing of a @tabler/icons outline icon ("IconMap2" → "map-2"), as SVG elements. */
export function iconSvg(iconName: string): string {
  if (!iconNodes) {
    const file = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../node_modules/@tabler/icons/tabler-nodes-outline.json',
    );
    iconNodes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, IconNode[]>;
  }
  const key = iconName
    .replace(/^Icon/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
    .toLowerCase();
  const nodes = iconNodes[key];
  if (!nodes) throw new Error(`no tabler icon ${iconName} (${key})`);
  return nodes
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => `${name}="${escapeXml(value)}"`)
        .join(' ');
      return `<${tag} ${list}/>`;
    })
    .join('');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits a title into at most two lines of about `width` characters. */
function wrapTitle(title: string, width: number): string[] {
  if (title.length <= width) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length && (first + ' ' + words[0]).trim().length <= width)
    first = `${first} ${words.shift()}`.trim();
  return [first, words.join(' ')];
}

/** How far the icon and speaker cards move down to leave room for a two-line title. */
function titleShift(script: LessonScript): number {
  return wrapTitle(script.name, 40).length > 1 ? 16 : 0;
}

/** Where the speaker cards sit, so captions can outline the one who is talking. */
export function speakerCards(script: LessonScript): { x: number; y: number; w: number; h: number }[] {
  const count = script.speakers.length;
  const left = 196;
  const gap = 12;
  const w = Math.floor((WIDTH - left - 24 - gap * (count - 1)) / count);
  return Array.from({ length: count }, (_, i) => ({
    x: left + i * (w + gap),
    y: 118 + titleShift(script),
    w,
    h: 64,
  }));
}

/** The still scene behind a lesson: topic colour, title, level, category, topic icon, speakers. */
export function sceneSvg(script: LessonScript, category: Category, topic: Category): string {
  const colour = topicColour(topic);
  const title = wrapTitle(script.name, 40);
  const shift = titleShift(script);
  const titleSize = title.length > 1 ? 21 : 24;
  const crumbs = topic.slug === category.slug ? topic.name : `${topic.name} · ${category.name}`;
  const cards = speakerCards(script);
  const speakerSvg = script.speakers
    .map((s, i) => {
      const c = cards[i]!;
      return `<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" rx="12" fill="#ffffff" fill-opacity="0.14"/>
<circle cx="${c.x + 32}" cy="${c.y + 32}" r="20" fill="#ffffff"/>
<text x="${c.x + 32}" y="${c.y + 39}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="19" fill="${colour}">${escapeXml(s.name.charAt(0))}</text>
<text x="${c.x + 62}" y="${c.y + 38}" font-family="DejaVu Sans" font-size="${s.name.length > 12 ? 13 : 16}" fill="#ffffff">${escapeXml(s.name)}</text>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#101828"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="560" cy="330" r="150" fill="#ffffff" fill-opacity="0.05"/>
<circle cx="40" cy="-20" r="90" fill="#ffffff" fill-opacity="0.06"/>
<text x="24" y="30" font-family="DejaVu Sans" font-size="13" fill="#ffffff" fill-opacity="0.85">${escapeXml(crumbs.toUpperCase())}</text>
${title.map((line, i) => `<text x="24" y="${58 + i * 25}" font-family="DejaVu Sans" font-weight="bold" font-size="${titleSize}" fill="#ffffff">${escapeXml(line)}</text>`).join('\n')}
<rect x="${WIDTH - 72}" y="14" width="52" height="26" rx="13" fill="${LEVEL_COLOURS[script.level] ?? FALLBACK_COLOUR}" stroke="#ffffff" stroke-width="1.5"/>
<text x="${WIDTH - 46}" y="33" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="15" fill="#ffffff">${script.level}</text>
<circle cx="100" cy="${150 + shift}" r="64" fill="#ffffff"/>
<g transform="translate(58,${108 + shift}) scale(3.5)" fill="none" stroke="${colour}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${iconSvg(category.icon)}</g>
${speakerSvg}
</svg>
`;
}

/** ASS colour: &HAABBGGRR from #rrggbb and an alpha (0 opaque … 255 clear). */
function assColour(hex: string, alpha = 0): string {
  const h = hex.replace('#', '');
  const [r, g, b] = [h.slice(0, 2), h.slice(2, 4), h.slice(4, 6)];
  return `&H${alpha.toString(16).padStart(2, '0').toUpperCase()}${b}${g}${r}`.toUpperCase();
}

function assTime(seconds: number): string {
  const cs = Math.round(seconds * 100);
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

function assText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/[{}]/g, '').replace(/\n/g, ' ');
}

/**
 * Captions as an ASS script (burnt in by libass): per cue, the speaker's name and line in a box at
 * the bottom, and an outline around that speaker's card.
 */
export function captionsAss(script: LessonScript, cues: Cue[]): string {
  const cards = speakerCards(script);
  const index = new Map(script.speakers.map((s, i) => [s.id, i]));
  const names = new Map(script.speakers.map((s) => [s.id, s.name]));
  const accent = assColour('#ffd43b');
  const lines = cues.flatMap((cue) => {
    const card = cards[index.get(cue.speaker) ?? 0]!;
    const [w, h, r] = [card.w, card.h, 12];
    const outline = `m ${r} 0 l ${w - r} 0 b ${w} 0 ${w} 0 ${w} ${r} l ${w} ${h - r} b ${w} ${h} ${w} ${h} ${w - r} ${h} l ${r} ${h} b 0 ${h} 0 ${h} 0 ${h - r} l 0 ${r} b 0 0 0 0 ${r} 0`;
    return [
      `Dialogue: 0,${assTime(cue.start)},${assTime(cue.end)},Caption,,0,0,0,,{\\c${accent}\\b1}${assText(names.get(cue.speaker) ?? '')}{\\r}  ${assText(cue.text)}`,
      `Dialogue: 1,${assTime(cue.start)},${assTime(cue.end)},Card,,0,0,0,,{\\an7\\pos(${card.x},${card.y})\\p1}${outline}{\\p0}`,
    ];
  });
  return `[Script Info]
ScriptType: v4.00+
PlayResX: ${WIDTH}
PlayResY: ${HEIGHT}
WrapStyle: 0
ScaledBorderAndShadow: yes

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Caption,DejaVu Sans,18,&H00FFFFFF,&H00FFFFFF,${assColour('#101828', 0x40)},&H00000000,0,0,0,0,100,100,0,0,3,7,0,2,30,30,18,1
Style: Card,DejaVu Sans,10,&HFF000000,&HFF000000,${assColour('#ffd43b')},&HFF000000,0,0,0,0,100,100,0,0,1,2.5,0,7,0,0,0,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
${lines.join('\n')}
`;
}
