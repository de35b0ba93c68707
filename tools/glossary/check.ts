/**
 * `npx tsx tools/glossary/check.ts [entries files…]`: the schema and spelling checks of the unit
 * tests, printed as file:line problems so a batch of new entries can be fixed before committing.
 * With no files, checks the whole glossary, expressions.jsonl, places.jsonl, nationalities.tsv and names.jsonl included. Add `--suggest` to print Hunspell suggestions.
 */
import path from 'node:path';
import { entryFiles, readEntries, schemaProblems } from './entries.ts';
import { readExpressionLines, readNameLines, readNationalityLines, readPlaceLines } from './phrases.ts';
import { spellingReport } from './spelling.ts';

const args = process.argv.slice(2);
const suggest = args.includes('--suggest');
const files = args.filter((a) => !a.startsWith('--')).map((f) => path.resolve(f));
const started = Date.now();
const all = readEntries(entryFiles());
// expressions.jsonl, places.jsonl and nationalities.tsv are checked too: their renderings, script and spelling.
// names.jsonl: schema and script only (Hunspell knows few names).
const others = [readExpressionLines(), readPlaceLines(), readNationalityLines(), readNameLines()];
const wanted = new Set(
  (files.length
    ? files
    : [...entryFiles(), ...['expressions.jsonl', 'places.jsonl', 'nationalities.tsv', 'names.jsonl']]
  ).map((f) => path.basename(f)),
);
const lines = [...all.lines, ...others.flatMap((o) => o.lines)].filter((l) => wanted.has(l.file));
const problems = [...all.problems, ...schemaProblems(all.lines), ...others.flatMap((o) => o.problems)].filter(
  (p) => wanted.has(p.file),
);
for (const p of problems) console.log(`${p.file}:${p.line}  ${p.message}`);
const report = await spellingReport(lines);
for (const m of report.misspelled)
  console.log(`${m.file}:${m.line}  ${m.lang} misspelled "${m.word}" (${m.lemma})`);
if (suggest && report.misspelled.length) {
  const { default: nspell } = await import('nspell');
  for (const lang of ['uk', 'pl'] as const) {
    const words = [...new Set(report.misspelled.filter((m) => m.lang === lang).map((m) => m.word))];
    if (!words.length) continue;
    const { default: dictionary } = (await import(`dictionary-${lang}`)) as {
      default: { aff: Uint8Array; dic: Uint8Array };
    };
    const speller = nspell(dictionary);
    for (const w of words) console.log(`  ${lang} ${w} → ${speller.suggest(w).slice(0, 5).join(', ')}`);
  }
}
console.log(
  `${lines.length} entries, ${problems.length} schema problems, ${report.misspelled.length} misspelled of ` +
    `${report.words} words (${report.excepted} excepted), ${Date.now() - started} ms`,
);
process.exit(problems.length || report.misspelled.length ? 1 : 0);
