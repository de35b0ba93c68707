/**
 * Writes data/glossary/comparatives.tsv: the synthetic comparative of every one-word Ukrainian and Polish
 * adjective and adverb rendering in the glossary (щасливий → щасливіший, szeroki → szerszy, głośno → głośniej).
 *
 * Each form is built by the grammar's rules (suffixes -ший/-іший, -szy/-ejszy, -ше, -(i)ej; the suffixes
 * -к-/-ок- dropped; consonant alternations), every candidate is checked with Hunspell, and the first one the
 * dictionary knows is kept. A rendering with no known synthetic form is left out: the engine then grades it
 * analytically (більш …, bardziej …). The superlative is the comparative with най- / naj-.
 *
 * Run: npx tsx tools/glossary/comparatives.ts (about 30 s when the spelling cache is cold).
 */
import fs from 'node:fs';
import path from 'node:path';
import { glossaryDir, readEntries } from './entries.ts';
import { spellCheck, type SpellLang } from './spelling.ts';

export const comparativesFile = path.join(glossaryDir, 'comparatives.tsv');

const SUPPLETIVE: Record<SpellLang, Record<string, string>> = {
  uk: {
    добрий: 'кращий', хороший: 'кращий', поганий: 'гірший', великий: 'більший', малий: 'менший',
    маленький: 'менший', довгий: 'довший', старий: 'старший', молодий: 'молодший', добре: 'краще', погано: 'гірше', багато: 'більше', мало: 'менше',
    довго: 'довше', далеко: 'далі', гарно: 'краще', гіркий: 'гіркіший', гірко: 'гіркіше',
    дико: 'дикіше', урочисто: 'урочистіше', часто: 'частіше', ранній: 'раніший', пізній: 'пізніший',
  },
  pl: {
    dobry: 'lepszy', zły: 'gorszy', duży: 'większy', wielki: 'większy', mały: 'mniejszy', lekki: 'lżejszy',
    wąski: 'węższy', dobrze: 'lepiej', źle: 'gorzej', dużo: 'więcej', mało: 'mniej', bardzo: 'bardziej',
    lekko: 'lżej', wąsko: 'wężej', tanio: 'taniej',
  },
}; // prettier-ignore

/** Words whose rule-built candidates Hunspell knows only as other words (gorzko → gorzej is "worse"). */
const NO_SYNTHETIC = new Set([
  'gorzko',
  'dziko',
  'boso',
  'nie',
  'sporo',
  'ostatnio',
  'tylko',
  'równie',
  'зовсім',
  'дуже',
  'лише',
  'тільки',
  'майже',
  'просто',
  'також',
  'теж',
  'знову',
  'ледве',
  'досить',
  'зараз',
  'тепер',
  'вже',
  'ще',
  'саме',
  'якраз',
  'тут',
  'там',
  'де',
  'ніде',
  'завжди',
  'ніколи',
] as string[]);

/** The stem without the suffix -к- / -ок- / -ек- / -ьк- (широк → шир, близьк → близ). */
function shortened(stem: string, lang: SpellLang): string | undefined {
  const m = (lang === 'uk' ? /(ок|ек|ьк|к)$/ : /(ok|ek|k)$/).exec(stem);
  return m && stem.length - m[0].length >= 2 ? stem.slice(0, -m[0].length) : undefined;
}

function ukAdjective(base: string): string[] {
  const m = /^(.+?)(ий|ій)$/.exec(base);
  if (!m) return [];
  const stem = m[1]!;
  const withSuffix = (s: string) => {
    const list = [`${s}ший`];
    if (/[гжз]$/.test(s)) list.push(`${s.slice(0, -1)}жчий`);
    if (/ст$/.test(s)) list.push(`${s.slice(0, -2)}щий`);
    else if (/с$/.test(s)) list.push(`${s.slice(0, -1)}щий`);
    return list;
  };
  // The suffix -к- drops before -ший (тонкий → тонший, високий → вищий); otherwise -іший (здоровіший),
  // and -ший where that form does not exist (дешевший, багатший).
  const short = shortened(stem, 'uk');
  return [...(short ? withSuffix(short) : []), `${stem}іший`, ...withSuffix(stem)];
}

/** Soft stems before -ejszy / -ej: ładn → ładni, ciepł → ciepl, mądr → mądrz, jasn → jaśni. */
function plSoft(stem: string): string[] {
  const rules: [RegExp, string][] = [
    [/sn$/, 'śni'], [/zn$/, 'źni'], [/st$/, 'ści'], [/sł$/, 'śl'], [/n$/, 'ni'], [/w$/, 'wi'], [/m$/, 'mi'],
    [/b$/, 'bi'], [/p$/, 'pi'], [/ł$/, 'l'], [/r$/, 'rz'], [/t$/, 'ci'], [/d$/, 'dzi'], [/k$/, 'ci'],
    [/ch$/, 'sz'], [/g$/, 'ż'], [/s$/, 'ż'], [/z$/, 'ż'],
  ]; // prettier-ignore
  return rules.filter(([re]) => re.test(stem)).map(([re, to]) => stem.replace(re, to));
}

function plAdjective(base: string): string[] {
  const m = /^(.+?)(y|i)$/.exec(base);
  if (!m) return [];
  let stem = m[1]!;
  if (m[2] === 'i' && /n$/.test(stem)) stem = stem.replace(/n$/, 'ń');
  const out: string[] = [`${stem}szy`];
  const short = shortened(stem, 'pl');
  if (short) out.push(`${short}szy`, `${short.replace(/[sgz]$/, 'ż')}szy`);
  if (/g$/.test(stem)) out.push(`${stem.slice(0, -1)}ższy`);
  for (const soft of plSoft(stem)) out.push(`${soft}ejszy`);
  return out;
}

function ukAdverb(base: string): string[] {
  const m = /^(.+?)(ьо|о|е)$/.exec(base);
  if (!m) return [];
  const adjective = m[2] === 'ьо' ? `${m[1]}ій` : `${m[1]}ий`;
  return ukAdjective(adjective).map((c) => c.replace(/ий$/, 'е'));
}

function plAdverb(base: string): string[] {
  const m = /^(.+?)(ie|o|e)$/.exec(base);
  if (!m) return [];
  const stem = m[1]!;
  // głupio, tanio: a soft stem's "-iej" is also the adjective's genitive (bezpośredniej), so only listed ones.
  if (/i$/.test(stem)) return [];
  const out: string[] = [];
  for (const soft of plSoft(stem)) out.push(`${soft}ej`);
  const short = shortened(stem, 'pl');
  if (short) {
    out.push(`${short}ej`, `${short.replace(/[sgz]$/, 'ż')}ej`);
    for (const soft of plSoft(short)) out.push(`${soft}ej`);
    out.push(`${short.replace(/t$/, 'c')}ej`);
  }
  return out;
}

/** Candidate synthetic comparatives of a positive form, most regular first. */
export function comparativeCandidates(lang: SpellLang, pos: 'adjective' | 'adverb', word: string): string[] {
  const suppletive = SUPPLETIVE[lang][word];
  if (suppletive) return [suppletive];
  if (NO_SYNTHETIC.has(word)) return [];
  const list =
    lang === 'uk'
      ? pos === 'adjective'
        ? ukAdjective(word)
        : ukAdverb(word)
      : pos === 'adjective'
        ? plAdjective(word)
        : plAdverb(word);
  return [...new Set(list)].filter((c) => c !== word);
}

async function main() {
  const positives: Record<SpellLang, Map<string, 'adjective' | 'adverb'>> = { uk: new Map(), pl: new Map() };
  for (const { entry } of readEntries().lines) {
    if (entry.pos !== 'adjective' && entry.pos !== 'adverb') continue;
    const senses = Array.isArray(entry.senses) ? entry.senses : [];
    for (const lang of ['uk', 'pl'] as const) {
      for (const list of [entry[lang], ...senses.map((s) => s[lang])]) {
        for (const t of Array.isArray(list) ? (list as string[]) : []) {
          if (/^[\p{L}’']+$/u.test(t) && !positives[lang].has(t)) positives[lang].set(t, entry.pos);
        }
      }
    }
  }
  const rows: string[] = ['lang\tpos\tpositive\tcomparative'];
  for (const lang of ['uk', 'pl'] as const) {
    const candidates = new Map<string, string[]>();
    for (const [word, pos] of positives[lang]) {
      const list = comparativeCandidates(lang, pos, word);
      if (list.length) candidates.set(`${pos}\t${word}`, list);
    }
    const verdicts = await spellCheck(lang, [...candidates.values()].flat());
    let found = 0;
    for (const [key, list] of [...candidates].sort(([a], [b]) => a.localeCompare(b, lang))) {
      const form = list.find((c) => verdicts.get(c));
      if (!form) continue;
      rows.push(`${lang}\t${key}\t${form}`);
      found++;
    }
    console.log(`${lang}: ${positives[lang].size} one-word renderings, ${found} synthetic comparatives`);
  }
  fs.writeFileSync(comparativesFile, rows.join('\n') + '\n');
  console.log(`wrote ${path.relative(process.cwd(), comparativesFile)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
