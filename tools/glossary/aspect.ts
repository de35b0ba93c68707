/**
 * `npx tsx tools/glossary/aspect.ts [--list] [--json file]`: checks data/glossary/aspect.tsv against the
 * glossary's verbs.
 *
 * - the file's format: `uk|pl<TAB>imperfective<TAB>perfective`, no imperfective twice per language,
 *   no pair whose perfective is itself listed as an imperfective (a chain), every word passes Hunspell
 *   (or is in spelling-exceptions.tsv);
 * - coverage: the verbs (first word of a rendering, "x się" in Polish) of every verb entry (main renderings
 *   and senses) and of every phrasal verb / idiom whose rendering starts with an infinitive, and how many
 *   of them have a line in aspect.tsv (as imperfective or perfective; a Ukrainian reflexive verb counts
 *   when its base does, a Polish "x się" when x does). `--list` prints the verbs without a line, most
 *   used first, with the lemmas that use them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { entryFiles, readEntries } from './entries.ts';
import { readExceptions, spellCheck, wordsOf } from './spelling.ts';

type Lang = 'uk' | 'pl';
const file = path.resolve('data/glossary/aspect.tsv');
const args = process.argv.slice(2);

const INFINITIVE: Record<Lang, RegExp> = { uk: /(ти|тися|тись)$/, pl: /(ć|c)$/ };

/** The verb of a rendering: its first word ("x się" in Polish), or undefined if it is no infinitive. */
function verbOf(lang: Lang, rendering: string): string | undefined {
  const [first, second] = rendering.trim().split(/\s+/);
  if (!first || !INFINITIVE[lang].test(first)) return undefined;
  if (lang === 'pl' && second === 'się') return `${first} się`;
  return first;
}

// --- aspect.tsv
const problems: string[] = [];
const imperfectives: Record<Lang, Map<string, string>> = { uk: new Map(), pl: new Map() };
const known: Record<Lang, Set<string>> = { uk: new Set(), pl: new Set() };
fs.readFileSync(file, 'utf8')
  .split('\n')
  .forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const parts = line.split('\t');
    const [lang, imp, perf] = parts;
    if (
      parts.length !== 3 ||
      (lang !== 'uk' && lang !== 'pl') ||
      !imp ||
      !perf ||
      imp !== imp.trim() ||
      perf !== perf.trim()
    ) {
      problems.push(`aspect.tsv:${i + 1}: expected "uk|pl<TAB>imperfective<TAB>perfective"`);
      return;
    }
    if (imperfectives[lang].has(imp)) problems.push(`aspect.tsv:${i + 1}: ${lang} ${imp} listed twice`);
    if (imp === perf) problems.push(`aspect.tsv:${i + 1}: ${lang} ${imp} is its own partner`);
    imperfectives[lang].set(imp, perf);
    known[lang].add(imp);
    known[lang].add(perf);
  });
for (const lang of ['uk', 'pl'] as const)
  for (const [imp, perf] of imperfectives[lang])
    if (imperfectives[lang].has(perf))
      problems.push(`aspect.tsv: ${lang} chain ${imp} → ${perf} → ${imperfectives[lang].get(perf)}`);

// Spelling of every word in the file.
const exceptions = new Set(readExceptions().map((e) => `${e.lang}\t${e.word}`));
for (const lang of ['uk', 'pl'] as const) {
  const words = [...imperfectives[lang]].flatMap(([a, b]) => [...wordsOf(a), ...wordsOf(b)]);
  const verdicts = await spellCheck(lang, words);
  for (const [w, ok] of verdicts)
    if (!ok && !exceptions.has(`${lang}\t${w}`)) problems.push(`aspect.tsv: ${lang} misspelled "${w}"`);
}

// --- the glossary's verbs
const used: Record<Lang, Map<string, Set<string>>> = { uk: new Map(), pl: new Map() };
function use(lang: Lang, rendering: string, where: string) {
  const verb = verbOf(lang, rendering);
  if (!verb) return;
  if (!used[lang].has(verb)) used[lang].set(verb, new Set());
  used[lang].get(verb)!.add(where);
}
for (const { entry } of readEntries(entryFiles()).lines) {
  if (entry.pos !== 'verb') continue;
  for (const lang of ['uk', 'pl'] as const) {
    for (const r of entry[lang] ?? []) use(lang, r, entry.lemma);
    for (const s of entry.senses ?? []) for (const r of s[lang] ?? []) use(lang, r, entry.lemma);
  }
}
for (const line of fs.readFileSync(path.resolve('data/glossary/expressions.jsonl'), 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const e = JSON.parse(line) as { text: string; type: string; uk?: string[]; pl?: string[] };
  if (e.type !== 'phrasal verb' && e.type !== 'idiom') continue;
  for (const lang of ['uk', 'pl'] as const) for (const r of e[lang] ?? []) use(lang, r, e.text);
}

function covered(lang: Lang, verb: string): boolean {
  const k = known[lang];
  if (k.has(verb)) return true;
  if (lang === 'uk' && /(ся|сь)$/.test(verb)) return k.has(verb.replace(/(ся|сь)$/, ''));
  if (lang === 'pl' && verb.endsWith(' się')) return k.has(verb.slice(0, -4));
  return false;
}

const missing: Record<Lang, [string, Set<string>][]> = { uk: [], pl: [] };
for (const lang of ['uk', 'pl'] as const) {
  const all = [...used[lang]];
  missing[lang] = all
    .filter(([v]) => !covered(lang, v))
    .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]));
  console.log(
    `${lang}: ${all.length - missing[lang].length} of ${all.length} verbs used have a line; ` +
      `${imperfectives[lang].size} pairs`,
  );
}
if (args.includes('--list'))
  for (const lang of ['uk', 'pl'] as const)
    for (const [v, where] of missing[lang])
      console.log(`${lang}\t${v}\t${where.size}\t${[...where].slice(0, 6).join(', ')}`);
const json = args[args.indexOf('--json') + 1];
if (args.includes('--json') && json)
  fs.writeFileSync(
    json,
    JSON.stringify(
      Object.fromEntries((['uk', 'pl'] as const).map((l) => [l, missing[l].map(([v, w]) => [v, [...w]])])),
    ),
  );
for (const p of problems) console.log(p);
process.exit(problems.length ? 1 : 0);
