/**
 * `npx tsx tools/glossary/sort.ts [entries files…]`: rewrites entries files sorted by lemma then part
 * of speech, one compact JSON object per line with fields in the documented order.
 * With no files, sorts every file in data/glossary/entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compareEntries, entryFiles, formatEntry, readEntries } from './entries.ts';

const files = process.argv.slice(2).map((f) => path.resolve(f));
const entries = new Set(entryFiles().map((f) => path.resolve(f)));
for (const file of files.length ? files : entryFiles()) {
  // expressions.jsonl, places.jsonl, names.jsonl: not entry files, kept in their own order.
  if (!entries.has(file)) {
    console.error(
      `${path.basename(file)}: not an entries file (data/glossary/entries/<letter>.jsonl), not rewritten`,
    );
    process.exitCode = 1;
    continue;
  }
  const { lines, problems } = readEntries([file]);
  if (problems.length) {
    console.error(`${path.basename(file)}: ${problems.length} unparsable lines, not rewritten`);
    process.exitCode = 1;
    continue;
  }
  const sorted = lines.map((l) => l.entry).sort(compareEntries);
  fs.writeFileSync(file, sorted.map(formatEntry).join('\n') + '\n');
  console.log(`${path.basename(file)}: ${sorted.length} entries`);
}
