/**
 * Target lemmas of rank ≤ N (default 5,000) with a part of speech in targets.tsv's `pos` column that has no
 * glossary entry: `npx tsx tools/glossary/missing-pos.ts [maxRank]`. Prints rank, lemma, missing parts of
 * speech and the parts of speech the glossary has. A hint list: the tagger's noise is left to the reader.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
import { loadWordNet } from './wordnet.ts';

const args = process.argv.slice(2);
const maxRank = Number(args.find((a) => /^\d+$/.test(a)) ?? 5000);
// --wordnet=N: also a noun, verb, adjective or adverb WordNet tagged N times or more in its corpus.
const wordnetMin = Number(args.find((a) => a.startsWith('--wordnet='))?.slice(10) ?? 0);
const wordnet = wordnetMin ? loadWordNet() : undefined;
const dir = path.join(ROOT, 'data/glossary/entries');
const have = new Map<string, Set<string>>();
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl')))
  for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
    const { lemma, pos } = JSON.parse(line) as { lemma: string; pos: string };
    const key = lemma.toLowerCase();
    if (!have.has(key)) have.set(key, new Set());
    have.get(key)!.add(pos);
  }
const rows = fs
  .readFileSync(path.join(ROOT, 'data/glossary/targets.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter(Boolean);
let count = 0;
for (const row of rows) {
  const [rank, lemma, pos] = row.split('\t');
  if (!lemma || Number(rank) > maxRank || Number(rank) === 0) continue;
  const present = have.get(lemma.toLowerCase()) ?? new Set<string>();
  const listed = pos!.split(',').filter(Boolean);
  const tagged = wordnet?.senses.get(lemma.toLowerCase()) ?? {};
  for (const [p, n] of Object.entries(tagged))
    if (n! >= wordnetMin && !listed.includes(p)) listed.push(`${p}`);
  const missing = listed.filter((p) => !present.has(p));
  if (!missing.length) continue;
  count++;
  const counts = missing
    .map((p) => (tagged as Record<string, number>)[p])
    .map((n) => (n ? Math.floor(n) : '-'));
  console.log(
    [rank, lemma, missing.join(','), [...present].join(',') || '-', wordnet ? counts.join(',') : ''].join(
      '\t',
    ),
  );
}
console.error(`${count} lemmas of rank ≤ ${maxRank} miss a listed part of speech`);
