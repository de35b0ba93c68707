/**
 * `npx tsx tools/glossary/merge.ts BASE OURS THEIRS`: a three-way merge of the glossary's line files
 * by key, after `git merge --no-commit` of a branch that edited them (BASE = `git merge-base OURS
 * THEIRS`, OURS = `HEAD`, THEIRS = the branch). Git merges these files line by line: the entry files'
 * `merge=union` keeps both the old and the new copy of a line one side edited, and two branches
 * appending to expressions.jsonl conflict. Here every line is keyed (an entry by lemma and part of
 * speech, an expression by text, pattern and cues, a spelling exception by language and word) and,
 * per key, the side that changed it since BASE wins; when both changed it, THEIRS wins and the key is
 * listed. The files are rewritten in the working tree (OURS' order, THEIRS' new lines after their
 * neighbours); then run
 * `npx tsx tools/glossary/sort.ts` and `npx tsx tools/glossary/check.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const [base, ours, theirs] = process.argv.slice(2);
if (!base || !ours || !theirs) {
  console.error('usage: npx tsx tools/glossary/merge.ts BASE OURS THEIRS');
  process.exit(2);
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
const show = (rev: string, file: string): string[] => {
  try {
    return git('show', `${rev}:${file}`).split('\n').filter(Boolean);
  } catch {
    return []; // not in that revision
  }
};

/** The key of a line: what two lines must share to be two versions of one item. */
export function lineKey(file: string, line: string): string {
  if (file.endsWith('.tsv')) return line.split('\t').slice(0, 2).join('\t');
  const item = JSON.parse(line) as Record<string, unknown>;
  if (file.endsWith('expressions.jsonl'))
    return `${String(item.text)}\t${String(item.pattern)}\t${JSON.stringify(item.cues ?? [])}`;
  return `${String(item.lemma).toLowerCase()}\t${String(item.pos)}`;
}

const files = new Set(
  [base, ours, theirs].flatMap((rev) =>
    git('ls-tree', '-r', '--name-only', rev, 'data/glossary/')
      .split('\n')
      .filter(
        (f) =>
          /^data\/glossary\/entries\/[a-z]\.jsonl$/.test(f) ||
          f === 'data/glossary/expressions.jsonl' ||
          f === 'data/glossary/spelling-exceptions.tsv',
      ),
  ),
);

let conflicts = 0;
for (const file of [...files].sort()) {
  const keyed = (rev: string) => {
    const map = new Map<string, string>();
    for (const line of show(rev, file)) {
      if (file.endsWith('.tsv') && (line.startsWith('#') || !line.includes('\t'))) {
        map.set(`#${line}`, line); // comments and headers stay as they are
        continue;
      }
      map.set(lineKey(file, line), line);
    }
    return map;
  };
  const [b, o, t] = [keyed(base), keyed(ours), keyed(theirs)];
  // OURS' order, each key THEIRS added (or moved by changing its key) placed after the key THEIRS has
  // before it, so lines keep their neighbours (the senses of one expression stay together).
  const order = [...o.keys()];
  const placed = new Set(order);
  let previous: string | undefined;
  for (const key of t.keys()) {
    if (!placed.has(key)) {
      order.splice(previous === undefined ? 0 : order.indexOf(previous) + 1, 0, key);
      placed.add(key);
    }
    previous = key;
  }
  const out: string[] = [];
  for (const key of new Set([...order, ...b.keys()])) {
    const [lb, lo, lt] = [b.get(key), o.get(key), t.get(key)];
    let line: string | undefined;
    if (lo === lt) line = lo;
    else if (lo === lb) line = lt;
    else if (lt === lb) line = lo;
    else {
      conflicts++;
      console.error(`${file}: both sides changed ${key.replace(/\t/g, ' / ')}; the branch's line kept`);
      line = lt ?? lo;
    }
    if (line !== undefined) out.push(line);
  }
  const text = out.length ? `${out.join('\n')}\n` : '';
  if (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') !== text : text) {
    fs.writeFileSync(file, text);
    console.log(`${file}: ${out.length} lines`);
  }
}
if (conflicts) console.error(`${conflicts} keys changed on both sides (the branch's kept)`);
