/**
 * Glossary figures (`npm run bench -- glossary`): size, coverage of lesson words and of the top 12,000
 * SUBTLEX lemmas of targets.tsv (lessons 100%, top 6,000 100%, ranks 6,001–12,000 as high as the
 * entries written so far reach), Hunspell pass rate (target 100% after exceptions), load time and
 * memory of the in-memory index.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadGlossary, type Glossary } from '../../server/language/glossary.ts';
import { entryIndex, readEntries } from '../glossary/entries.ts';
import { lessonLemmas } from '../glossary/lessons.ts';
import { spellingReport } from '../glossary/spelling.ts';
import { targetsFile } from '../glossary/targets.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(2)}%` : 'n/a');
const row = (label: string, value: string) => console.log(`${label.padEnd(36)} ${value}`);

const { lines } = readEntries();
const index = entryIndex(lines);
const byFile = new Map<string, number>();
for (const l of lines) byFile.set(l.file, (byFile.get(l.file) ?? 0) + 1);

console.log('— size');
row('entries (lemma + part of speech)', String(lines.length));
row('distinct lemmas', String(index.size));
row('entries per file', [...byFile].map(([f, n]) => `${f.replace('.jsonl', '')}:${n}`).join(' '));
row('entries with a usage note', String(lines.filter((l) => l.entry.note).length));
const glossary = loadGlossary();
const notes = new Map<string, { uk?: string; pl?: string }>();
for (const l of lines) for (const n of glossary.mistakesFor(l.entry.lemma)) notes.set(n.id, n);
row(
  'mistake notes (uk / pl)',
  `${glossary.stats?.mistakes ?? 0} (${[...notes.values()].filter((n) => n.uk).length} / ${[...notes.values()].filter((n) => n.pl).length} tied to glossary lemmas)`,
);

console.log('— coverage');
const lessons = lessonLemmas((lemma) => index.has(lemma));
const lessonLemmaSet = new Set(lessons.words.map((w) => w.lemma));
const coveredLemmas = [...lessonLemmaSet].filter((l) => index.has(l));
const coveredTokens = lessons.words.filter((w) => index.has(w.lemma));
const exactPos = lessons.words.filter((w) => w.pos !== 'name' && index.get(w.lemma)?.has(w.pos));
row('lessons read', String(lessons.lessons));
row(
  'lesson lemmas covered',
  `${coveredLemmas.length}/${lessonLemmaSet.size} = ${pct(coveredLemmas.length, lessonLemmaSet.size)}`,
);
row(
  'lesson word tokens covered',
  `${coveredTokens.length}/${lessons.words.length} = ${pct(coveredTokens.length, lessons.words.length)}`,
);
row(
  '… with the part of speech in context',
  `${exactPos.length}/${lessons.words.length} = ${pct(exactPos.length, lessons.words.length)}`,
);
row('proper names set aside', String(new Set(lessons.names.map((n) => n.text)).size));
// The same transcripts read by the language engine (server/language/analyse.ts), which keeps
// hyphenated compounds whole and has its own lemma repairs: how many of its lemmas the glossary has.
try {
  const { readWord } = await import('../../server/language/analyse.ts');
  const { Wordnet } = await import('../../server/language/wordnet.ts');
  const { readLessons } = await import('../glossary/lessons.ts');
  const wordnet = new Wordnet();
  let read = 0;
  const unresolved = new Set<string>();
  for (const script of readLessons()) {
    for (const { text = '' } of script.lines ?? []) {
      for (const word of (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((w) => /^[a-z]/.test(w))) {
        read++;
        const reading = readWord(word, text, wordnet);
        const found = [reading.lemma, reading.variant].some((l) => l && glossary.lookup(l).length);
        if (!found) unresolved.add(`${word}→${reading.lemma}`);
      }
    }
  }
  row(
    'lower-case words the engine resolves',
    `${read - unresolved.size}+ of ${read}; unresolved: ${[...unresolved].join(' ') || '—'}`,
  );
} catch (err) {
  row('engine reading', `not available (${(err as Error).message})`);
}
const targets = fs
  .readFileSync(targetsFile, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((r) => r.split('\t'))
  .filter((r) => r[3] === 'subtlex');
for (const n of [1000, 3000, 6000, 9000, 12000]) {
  const top = targets.slice(0, n);
  const covered = top.filter((r) => index.has(r[1]!.toLowerCase())).length;
  row(`top ${n} SUBTLEX lemmas covered`, `${covered}/${top.length} = ${pct(covered, top.length)}`);
}
for (const [from, to] of [
  [6000, 9000],
  [9000, 12000],
] as const) {
  const band = targets.slice(from, to);
  const bandCovered = band.filter((r) => index.has(r[1]!.toLowerCase())).length;
  row(`ranks ${from + 1}–${to} covered`, `${bandCovered}/${band.length} = ${pct(bandCovered, band.length)}`);
}
const missing = targets.filter((r) => !index.has(r[1]!.toLowerCase())).map((r) => r[1]);
row(`top ${targets.length} still missing (${missing.length})`, missing.join(' ') || '—');

console.log('— spelling (nspell, dictionary-uk + dictionary-pl)');
const spellStart = performance.now();
const spelling = await spellingReport(lines);
row('translation words checked', String(spelling.words));
row('pass Hunspell', `${spelling.passed} = ${pct(spelling.passed, spelling.words)}`);
row(
  'pass after listed exceptions',
  `${spelling.passed + spelling.excepted} = ${pct(spelling.passed + spelling.excepted, spelling.words)}`,
);
row('misspelled', spelling.misspelled.map((m) => `${m.lang}:${m.word}`).join(' ') || '0');
row('unused exceptions', spelling.unusedExceptions.map((e) => `${e.lang}:${e.word}`).join(' ') || '0');
row('spelling check time (cached verdicts)', `${(performance.now() - spellStart).toFixed(0)} ms`);

console.log('— loader');
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  loadGlossary();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
row(
  'loadGlossary, 20 runs',
  `median ${times[10]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, first ${glossary.stats?.loadMs.toFixed(1)} ms`,
);
gc();
const before = process.memoryUsage().heapUsed;
const kept: Glossary[] = [];
for (let i = 0; i < 5; i++) kept.push(loadGlossary());
gc();
const perCopy = (process.memoryUsage().heapUsed - before) / kept.length;
row('heap per loaded glossary', `${(perCopy / 1024 / 1024).toFixed(2)} MB`);
const t = performance.now();
let hits = 0;
for (let i = 0; i < 100; i++) for (const l of lines) if (glossary.get(l.entry.lemma, l.entry.pos)) hits++;
const perLookup = ((performance.now() - t) * 1000) / (100 * lines.length);
row('get(lemma, pos)', `${perLookup.toFixed(3)} µs per lookup (${hits} hits)`);
