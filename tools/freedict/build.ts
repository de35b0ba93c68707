/**
 * Builds the compact FreeDict indexes the language engine reads (server/language/freedict.ts):
 *
 *   data/freedict/eng-pol.json          English lemma → part of speech → Polish translations
 *   data/freedict/pol-eng.reversed.json English word → part of speech → Polish headwords whose
 *                                       pol-eng entry gives that English word as an equivalent
 *
 * Input: the installed Debian packages dict-freedict-eng-pol and dict-freedict-pol-eng
 * (/usr/share/dictd/freedict-*.{index,dict.dz}); their copyright files are copied beside the output.
 * Run: `npx tsx tools/freedict/build.ts` (the output is committed, so the app never needs the packages).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DICTD_DIR = process.env.DICTD_DIR ?? '/usr/share/dictd';
const DOC_DIR = '/usr/share/doc';
const OUT_DIR = path.resolve('data/freedict');
/** Polish translations kept per English word and part of speech: the first, most common senses. */
const MAX_TRANSLATIONS = 4;

type Pos =
  | 'noun'
  | 'verb'
  | 'adjective'
  | 'adverb'
  | 'pronoun'
  | 'determiner'
  | 'number'
  | 'preposition'
  | 'conjunction'
  | 'interjection'
  | 'abbreviation';
export type FreedictIndex = Record<string, Partial<Record<Pos, string[]>>>;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd index numbers are big-endian base64 digits. */
function decodeNumber(text: string): number {
  let n = 0;
  for (const ch of text) n = n * 64 + B64.indexOf(ch);
  return n;
}

/** Every article of a dictd dictionary (index order), skipping the 00-database-* headers. */
function* readArticles(name: string): Generator<string> {
  const index = fs.readFileSync(path.join(DICTD_DIR, `${name}.index`), 'utf8');
  const dict = zlib.gunzipSync(fs.readFileSync(path.join(DICTD_DIR, `${name}.dict.dz`)));
  const seen = new Set<number>();
  for (const line of index.split('\n')) {
    const [word, offset, length] = line.split('\t');
    if (!word || !offset || !length || word.startsWith('00database')) continue;
    const start = decodeNumber(offset);
    if (seen.has(start)) continue;
    seen.add(start);
    yield dict.subarray(start, start + decodeNumber(length)).toString('utf8');
  }
}

const ENG_POL_POS: Record<string, Pos | undefined> = {
  N: 'noun',
  V: 'verb',
  'V Mod': 'verb',
  'V Refl': 'verb',
  Adj: 'adjective',
  Adv: 'adverb',
  Prep: 'preposition',
  Pron: 'pronoun',
  Num: 'number',
  Conj: 'conjunction',
  Det: 'determiner',
  Inter: 'interjection',
  Interj: 'interjection',
};

const POL_ENG_POS: Record<string, Pos | undefined> = {
  n: 'noun',
  v: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  pronoun: 'pronoun',
  preposition: 'preposition',
  conjunction: 'conjunction',
  interjection: 'interjection',
  num: 'number',
  acronym: 'abbreviation',
};

function add(index: FreedictIndex, word: string, pos: Pos, translations: string[]) {
  const key = word.toLowerCase();
  const byPos = (index[key] ??= {});
  const list = (byPos[pos] ??= []);
  for (const t of translations) {
    if (list.length >= MAX_TRANSLATIONS) break;
    if (!list.includes(t)) list.push(t);
  }
}

/** Polish words of one eng-pol sense: labels, notes and idioms removed. */
function cleanSense(text: string): string[] {
  if (/\([^)]*:|\bV:|See also|[{}"]/.test(text)) return [];
  const plain = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*[a-z]\.\s+/, ' ');
  return plain
    .split(/[,;]/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0 && s.length <= 40 && /\p{L}/u.test(s) && !/[:/<>]/.test(s));
}

/** eng-pol articles: "head /ipa/\nI.  <N> 1.  książka\n 2.  bloczek\nII.  <V>  rezerwować …". */
export function parseEngPol(article: string, index: FreedictIndex) {
  const lines = article.split('\n');
  const headLine = lines[0] ?? '';
  const headword = headLine.split(/\s+[/<]/)[0]!.trim();
  if (!headword || /\s/.test(headword)) return;
  // Headwords in capitals without a part of speech are abbreviations ("AAA": the Polish full name).
  const untagged: Pos | undefined = /^[A-Z][A-Z.&]+$/.test(headword) ? 'abbreviation' : undefined;
  let pos: Pos | undefined = ENG_POL_POS[/<([^>]+)>/.exec(headLine)?.[1] ?? ''] ?? untagged;
  let skipSection = false;
  const sense = (text: string) => {
    if (!pos || skipSection) return;
    // "3. books  księgi": a sense of another English form (here the plural) — not this word.
    if (/^\S+ {2}/.test(text) && !/^\[/.test(text)) return;
    add(index, headword, pos, cleanSense(text));
  };
  for (const line of lines.slice(1)) {
    const section = /^([IVX]+)\.\s*(.*)$/.exec(line);
    if (section) {
      const rest = section[2]!;
      const tag = /^<([^>]+)>\s*(.*)$/.exec(rest);
      pos = tag ? ENG_POL_POS[tag[1]!] : untagged;
      skipSection = !pos;
      const inline = (tag?.[2] ?? '').trim();
      const numbered = /^\d+\.\s+(.*)$/.exec(inline);
      if (numbered) sense(numbered[1]!.startsWith(' ') ? numbered[1]!.trim() : numbered[1]!);
      else if (inline) sense(inline);
      continue;
    }
    const numbered = /^\s*\d+\.( {1,2})(.*)$/.exec(line);
    if (numbered) {
      // Two spaces after the number: a plain sense; one space: another English form first.
      sense(numbered[1] === '  ' ? numbered[2]!.trim() : numbered[2]!);
      continue;
    }
    // An unnumbered single sense: "aardvark /…/ <N>\n  mrównik".
    const plain = /^ {2}(\S.*)$/.exec(line);
    if (plain && !plain[1]!.startsWith('- ')) sense(plain[1]!.trim());
  }
}

/** English equivalents on a pol-eng sense line: "1. make, do, create" or "2. be, exist 2.". */
function englishEquivalents(text: string): string[] {
  return text
    .replace(/\s+\d+\.\s*$/, '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => /^[a-z][a-z' -]*[a-z]$/.test(s) && s.length <= 40);
}

/** A Polish headword offered for an English word; lower rank = the English word came earlier. */
interface Candidate {
  polish: string;
  pos: Pos;
  rank: number;
}

/** pol-eng articles: "robić /ipa/ <v>\n1. make, do, create\n<Polish definition>\n2. do\n…". */
export function parsePolEngReversed(article: string, candidates: Map<string, Candidate[]>) {
  const lines = article.split('\n');
  const headLine = lines[0] ?? '';
  const headword = headLine.split(/\s+[/<]/)[0]!.trim();
  const pos = POL_ENG_POS[/<([^>]+)>/.exec(headLine)?.[1] ?? ''];
  if (!headword || !pos || /\s/.test(headword) || headword.length > 40) return;
  const senses: string[][] = [];
  const first = lines[1]?.trim() ?? '';
  if (first && !/^\d+\./.test(first)) senses.push(englishEquivalents(first));
  for (const line of lines.slice(1)) {
    const numbered = /^\d+\. (.+)$/.exec(line);
    if (numbered) senses.push(englishEquivalents(numbered[1]!));
  }
  const best = new Map<string, number>();
  senses.forEach((words, senseIndex) =>
    words.forEach((english, position) => {
      const rank = senseIndex * 10 + position;
      if (rank < (best.get(english) ?? Infinity)) best.set(english, rank);
    }),
  );
  for (const [english, rank] of best) {
    const list = candidates.get(english) ?? [];
    list.push({ polish: headword, pos, rank });
    candidates.set(english, list);
  }
}

function rankCandidates(candidates: Map<string, Candidate[]>): FreedictIndex {
  const reversed: FreedictIndex = {};
  for (const [english, list] of candidates) {
    list.sort((a, b) => a.rank - b.rank || a.polish.localeCompare(b.polish, 'pl'));
    for (const c of list) add(reversed, english, c.pos, [c.polish]);
  }
  return reversed;
}

function sortKeys(index: FreedictIndex): FreedictIndex {
  return Object.fromEntries(
    Object.keys(index)
      .sort()
      .map((k) => [k, index[k]!]),
  );
}

function main() {
  const engPol: FreedictIndex = {};
  for (const article of readArticles('freedict-eng-pol')) parseEngPol(article, engPol);
  const candidates = new Map<string, Candidate[]>();
  for (const article of readArticles('freedict-pol-eng')) parsePolEngReversed(article, candidates);
  const reversed = rankCandidates(candidates);
  for (const [word, byPos] of Object.entries(engPol)) {
    for (const [p, list] of Object.entries(byPos)) if (!list?.length) delete byPos[p as Pos];
    if (!Object.keys(byPos).length) delete engPol[word];
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'eng-pol.json'), JSON.stringify(sortKeys(engPol)) + '\n');
  fs.writeFileSync(path.join(OUT_DIR, 'pol-eng.reversed.json'), JSON.stringify(sortKeys(reversed)) + '\n');
  for (const pkg of ['dict-freedict-eng-pol', 'dict-freedict-pol-eng']) {
    fs.copyFileSync(path.join(DOC_DIR, pkg, 'copyright'), path.join(OUT_DIR, `${pkg}.copyright`));
  }
  console.log(
    `eng-pol: ${Object.keys(engPol).length} English words; ` +
      `pol-eng reversed: ${Object.keys(reversed).length} English words → ${OUT_DIR}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
