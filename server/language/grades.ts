/**
 * Comparatives and superlatives in Ukrainian and Polish: "healthier" → здоровіший / zdrowszy, "the widest" →
 * найширший / najszerszy, "louder" (adverb) → голосніше / głośniej.
 *
 * Synthetic forms come from data/glossary/comparatives.tsv (built by tools/glossary/comparatives.ts and
 * checked with Hunspell); a rendering with no listed form is graded analytically (більш здоровий, bardziej
 * zdrowy), which is always grammatical. The superlative is the comparative with най- / naj-.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GRADED_BASE, gradeForms } from './forms.ts';
import type { Glossary } from './glossary.ts';

export type Grade = 'comparative' | 'superlative';
type Lang = 'uk' | 'pl';
type GradedPos = 'adjective' | 'adverb';

const defaultFile = path.resolve('data/glossary/comparatives.tsv');

export interface Comparatives {
  /** The renderings of a positive form graded: one-word ones synthetic or analytic, phrases left out. */
  grade(language: Lang, pos: GradedPos, renderings: readonly string[], grade: Grade): string[];
}

export function loadComparatives(file = defaultFile): Comparatives {
  const table = new Map<string, string>();
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [lang, pos, positive, comparative] = line.split('\t');
      if (lang && pos && positive && comparative) table.set(`${lang}\t${pos}\t${positive}`, comparative);
    }
  }
  const ADJECTIVE = { uk: /^[\p{L}’']+(ий|ій)$/u, pl: /^\p{L}+[yi]$/u };
  const ADVERB = { uk: /^[\p{L}’']+[ое]$/u, pl: /^\p{L}+(o|ie|e)$/u };
  return {
    grade(language, pos, renderings, grade) {
      const out: string[] = [];
      for (const rendering of renderings) {
        const synthetic = table.get(`${language}\t${pos}\t${rendering}`);
        let form: string | undefined;
        if (synthetic)
          form = grade === 'superlative' ? `${language === 'uk' ? 'най' : 'naj'}${synthetic}` : synthetic;
        else if ((pos === 'adjective' ? ADJECTIVE : ADVERB)[language].test(rendering)) {
          const more = language === 'uk' ? 'більш' : 'bardziej';
          const most = language === 'uk' ? 'найбільш' : 'najbardziej';
          form = `${grade === 'superlative' ? most : more} ${rendering}`;
        }
        if (form && !out.includes(form)) out.push(form);
      }
      return out;
    },
  };
}

/**
 * Is the word a graded form of its lemma? "healthier" of healthy, "fastest" of fast. Irregular forms
 * (better, worse) have entries of their own; "more expensive" is graded by "more" (analyticGrade).
 */
export function gradeOf(word: string, lemma: string, pos: GradedPos): Grade | undefined {
  const w = word.toLowerCase();
  const base = lemma.toLowerCase();
  if (w === base || GRADED_BASE[w]) return undefined;
  const forms = gradeForms(base, pos);
  if (forms.comparative === w) return 'comparative';
  if (forms.superlative === w) return 'superlative';
  return undefined;
}

/** "more expensive", "the most important": the grade "more" / "most" before a word in its positive form gives. */
export function analyticGrade(word: string, lemma: string, previous: string | undefined): Grade | undefined {
  if (word.toLowerCase() !== lemma.toLowerCase()) return undefined;
  const before = previous?.toLowerCase();
  return before === 'more' ? 'comparative' : before === 'most' ? 'superlative' : undefined;
}

/**
 * "It's cold", "that's expensive", "it's hard to say": an adjective said of "it" / "that" / "this" is a
 * predicative adverb in Ukrainian and Polish (холодно, дорого, важко / zimno, drogo, trudno). The form is built
 * from the adjective (-ий / -ій → -о, -y / -i → -o) and kept only when the loaded glossary has it as an adverb, so
 * every form given is a checked word.
 */
export function loadPredicatives(glossary: Pick<Glossary, 'entries'>) {
  const adverbs: Record<Lang, Set<string>> = { uk: new Set(), pl: new Set() };
  for (const entry of glossary.entries?.() ?? []) {
    if (entry.pos !== 'adverb') continue;
    for (const lang of ['uk', 'pl'] as const)
      for (const list of [entry[lang], ...(entry.senses ?? []).map((s) => s[lang])])
        for (const word of list ?? []) if (/^[\p{L}’']+$/u.test(word)) adverbs[lang].add(word);
  }
  const candidates = (lang: Lang, adjective: string): string[] =>
    lang === 'uk'
      ? [adjective.replace(/ий$/, 'о'), adjective.replace(/ній$/, 'но'), adjective.replace(/ій$/, 'ьо')]
      : [
          adjective.replace(/([kg])i$/, '$1o'),
          adjective.replace(/ni$/, 'nio'),
          adjective.replace(/y$/, 'o'),
          adjective.replace(/i$/, 'io'),
        ];
  return {
    size: adverbs.uk.size + adverbs.pl.size,
    /** The predicative adverbs of one-word adjective renderings, in their order ([] when none is known). */
    of(language: Lang, renderings: readonly string[]): string[] {
      const out: string[] = [];
      for (const rendering of renderings) {
        const form = candidates(language, rendering).find((c) => c !== rendering && adverbs[language].has(c));
        if (form && !out.includes(form)) out.push(form);
      }
      return out;
    },
  };
}
export type Predicatives = ReturnType<typeof loadPredicatives>;
