/**
 * Writes data/glossary/verbforms.tsv: the past passive participle (as an adjective) and the verbal noun of
 * every one-word Ukrainian and Polish verb rendering in the glossary and of its aspect partners
 * (розбити → розбитий, купити → куплений, zgubić → zgubiony, zamknąć → zamknięty; бронювати →
 * бронювання, robić → robienie).
 *
 * Candidates are built by the grammar's rules (endings and the consonant alternations before them) and each
 * is checked with Hunspell; the first one the dictionary knows is kept. A verb with no known form is left out,
 * so the engine never shows a made-up word (сумувати has no passive participle: "сумований" is not one).
 *
 * Run: npx tsx tools/glossary/verbforms.ts (about a minute when the spelling cache is cold).
 */
import fs from 'node:fs';
import path from 'node:path';
import { glossaryDir, readEntries } from './entries.ts';
import { spellCheck, type SpellLang } from './spelling.ts';

export const verbformsFile = path.join(glossaryDir, 'verbforms.tsv');

/** Ukrainian stem-final consonants before -ений (купити → куплений, платити → плачений, просити → прошений). */
const UK_ALTERNATIONS: [RegExp, string][] = [
  [/зд$/, 'ждж'], [/ст$/, 'щ'], [/б$/, 'бл'], [/п$/, 'пл'], [/в$/, 'вл'], [/м$/, 'мл'], [/ф$/, 'фл'],
  [/д$/, 'дж'], [/т$/, 'ч'], [/з$/, 'ж'], [/с$/, 'ш'],
]; // prettier-ignore

/** Polish stem-final soft consonants before -ony / -enie (płacić → płacony, prosić → proszony, wozić → wożony). */
const PL_ALTERNATIONS: [RegExp, string][] = [
  [/ści$/, 'szcz'], [/ździ$/, 'żdż'], [/dzi$/, 'dz'], [/ci$/, 'c'], [/si$/, 'sz'], [/zi$/, 'ż'], [/ni$/, 'n'],
]; // prettier-ignore

export function ukParticiples(verb: string): string[] {
  if (/ся$/.test(verb)) return [];
  const out: string[] = [];
  let m: RegExpExecArray | null;
  if ((m = /^(.+[^оеяюі])увати$/.exec(verb))) out.push(`${m[1]}ований`);
  if ((m = /^(.+)ювати$/.exec(verb))) out.push(`${m[1]}ьований`, `${m[1]}йований`);
  if ((m = /^(.+)ити$/.exec(verb))) {
    const stem = m[1]!;
    for (const [re, to] of UK_ALTERNATIONS) if (re.test(stem)) out.push(`${stem.replace(re, to)}ений`);
    out.push(`${stem}ений`, `${stem}итий`);
  }
  if ((m = /^(.+)їти$/.exec(verb))) out.push(`${m[1]}єний`);
  if ((m = /^(.+)іти$/.exec(verb))) out.push(`${m[1]}ітий`, `${m[1]}ений`);
  if ((m = /^(.+)ати$/.exec(verb))) out.push(`${m[1]}аний`, `${m[1]}атий`);
  if ((m = /^(.+)яти$/.exec(verb))) out.push(`${m[1]}ятий`, `${m[1]}яний`);
  if ((m = /^(.+)ути$/.exec(verb))) out.push(`${m[1]}утий`);
  if ((m = /^(.+)оти$/.exec(verb))) out.push(`${m[1]}отий`);
  if ((m = /^(.+[сз])ти$/.exec(verb))) out.push(`${m[1]}ений`);
  return out;
}

export function plParticiples(verb: string): string[] {
  if (/\s/.test(verb)) return [];
  const out: string[] = [];
  let m: RegExpExecArray | null;
  if ((m = /^(.+)ować$/.exec(verb))) out.push(`${m[1]}owany`);
  else if ((m = /^(.+)ać$/.exec(verb))) out.push(`${m[1]}any`);
  if ((m = /^(.+)nąć$/.exec(verb))) out.push(`${m[1]}nięty`);
  else if ((m = /^(.+)ąć$/.exec(verb))) out.push(`${m[1]}ęty`);
  if ((m = /^(.+)ieć$/.exec(verb))) out.push(`${m[1]}iany`, `${m[1]}iony`);
  else if ((m = /^(.+)eć$/.exec(verb))) out.push(`${m[1]}ety`, `${m[1]}any`);
  if ((m = /^(.+)ić$/.exec(verb))) {
    const soft = `${m[1]}i`;
    for (const [re, to] of PL_ALTERNATIONS) if (re.test(soft)) out.push(`${soft.replace(re, to)}ony`);
    out.push(`${soft}ony`, `${m[1]}ity`);
  }
  if ((m = /^(.+)yć$/.exec(verb))) out.push(`${m[1]}ony`, `${m[1]}yty`);
  // myć, pić, bić and their prefixed verbs: -ty (umyty, wypity), not the -ony Hunspell also knows (mony, piony).
  return ONE_SYLLABLE_ROOT.test(verb) ? [verb.replace(/ć$/, 'ty'), ...out] : out;
}

/** Polish verbs of a one-syllable root in -yć / -ić: verbal noun -cie, participle -ty (mycie, myty; picie, pity). */
const ONE_SYLLABLE_ROOT =
  /^(u|o|wy|za|prze|po|od|do|na|roz|s|z|ze|ob|nad|pod|przy|w|we|ode|wz|prze)?(myć|pić|bić|żyć|szyć|kryć|wyć|tyć|ryć|gnić|wić)$/;

export function ukVerbalNouns(verb: string): string[] {
  const reflexive = /ся$/.test(verb);
  const base = reflexive ? verb.slice(0, -2) : verb;
  const out: string[] = [];
  let m: RegExpExecArray | null;
  if ((m = /^(.+)ати$/.exec(base))) out.push(`${m[1]}ання`);
  if ((m = /^(.+)яти$/.exec(base))) out.push(`${m[1]}яння`);
  if ((m = /^(.+)ути$/.exec(base))) out.push(`${m[1]}уття`);
  if ((m = /^(.+)[иі]ти$/.exec(base))) {
    const stem = m[1]!;
    out.push(`${stem}іння`);
    for (const [re, to] of UK_ALTERNATIONS) if (re.test(stem)) out.push(`${stem.replace(re, to)}ення`);
    out.push(`${stem}ення`, `${stem}иття`);
  }
  return out;
}

export function plVerbalNouns(verb: string): string[] {
  const [first, second, ...rest] = verb.split(/\s+/);
  if (!first || rest.length || (second && second !== 'się')) return [];
  const out: string[] = [];
  let m: RegExpExecArray | null;
  if ((m = /^(.+)ać$/.exec(first))) out.push(`${m[1]}anie`);
  if ((m = /^(.+)nąć$/.exec(first))) out.push(`${m[1]}nięcie`);
  else if ((m = /^(.+)ąć$/.exec(first))) out.push(`${m[1]}ęcie`);
  if ((m = /^(.+)ieć$/.exec(first))) out.push(`${m[1]}enie`, `${m[1]}ienie`);
  else if ((m = /^(.+)eć$/.exec(first))) out.push(`${m[1]}enie`);
  if ((m = /^(.+)ić$/.exec(first))) {
    const soft = `${m[1]}i`;
    for (const [re, to] of PL_ALTERNATIONS) if (re.test(soft)) out.push(`${soft.replace(re, to)}enie`);
    out.push(`${soft}enie`, `${m[1]}icie`);
  }
  if ((m = /^(.+)yć$/.exec(first))) out.push(`${m[1]}enie`, `${m[1]}ycie`);
  return ONE_SYLLABLE_ROOT.test(first) ? [first.replace(/ć$/, 'cie'), ...out] : out;
}

/** Verbs whose rule-built candidates Hunspell knows only as other words. */
const NOT_PARTICIPLES = new Set(['бути', 'мати', 'być', 'mieć', 'mieć się', 'być się']);

async function main() {
  const verbs: Record<SpellLang, Set<string>> = { uk: new Set(), pl: new Set() };
  const oneWord = (lang: SpellLang, v: string) =>
    lang === 'uk' ? /^[\p{L}’]+$/u.test(v) : /^\p{L}+( się)?$/u.test(v);
  for (const { entry } of readEntries().lines) {
    if (entry.pos !== 'verb') continue;
    for (const lang of ['uk', 'pl'] as const) {
      const renderings = [...entry[lang], ...(entry.senses ?? []).flatMap((s) => s[lang])];
      for (const r of renderings) if (oneWord(lang, r) && !NOT_PARTICIPLES.has(r)) verbs[lang].add(r);
    }
  }
  // Their aspect partners (the participle of a done thing is the perfective's: купувати → куплений).
  for (const line of fs.readFileSync(path.join(glossaryDir, 'aspect.tsv'), 'utf8').split('\n')) {
    const [lang, imperfective, perfective] = line.split('\t');
    if ((lang === 'uk' || lang === 'pl') && imperfective && perfective) {
      if (verbs[lang].has(imperfective) || verbs[lang].has(perfective)) {
        for (const v of [imperfective, perfective]) if (oneWord(lang, v)) verbs[lang].add(v);
      }
    }
  }
  const rows: string[] = ['lang\tkind\tverb\tform'];
  for (const lang of ['uk', 'pl'] as const) {
    const candidates = new Map<string, { participle: string[]; noun: string[] }>();
    for (const v of [...verbs[lang]].sort()) {
      candidates.set(v, {
        participle: lang === 'uk' ? ukParticiples(v) : plParticiples(v),
        noun: lang === 'uk' ? ukVerbalNouns(v) : plVerbalNouns(v),
      });
    }
    const all = [...candidates.values()].flatMap((c) => [...c.participle, ...c.noun]);
    const verdicts = await spellCheck(lang, all);
    for (const [v, c] of candidates) {
      const participle = c.participle.find((w) => verdicts.get(w));
      if (participle) rows.push(`${lang}\tparticiple\t${v}\t${participle}`);
      const noun = c.noun.find((w) => verdicts.get(w));
      if (noun) rows.push(`${lang}\tnoun\t${v}\t${noun}`);
    }
  }
  fs.writeFileSync(verbformsFile, rows.join('\n') + '\n');
  console.log(`${verbformsFile}: ${rows.length - 1} forms`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
