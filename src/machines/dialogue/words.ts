import irregularVerbs from 'english-verbs-irregular/dist/verbs.json';

/**
 * Target-word spotting (SPEC §4: whole word, case-insensitive) that also accepts inflected forms
 * (issue 8: "booked" counts for "book", "paid" for "pay", "sandwiches" for "sandwich"). Regular
 * English spelling rules plus english-verbs-irregular; small and synchronous so it runs in the
 * machine (en-inflectors does not survive the browser bundle).
 */

const IRREGULAR = irregularVerbs as Record<string, string[][]>;
const IRREGULAR_PLURALS: Record<string, string> = {
  man: 'men',
  woman: 'women',
  child: 'children',
  person: 'people',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  life: 'lives',
  knife: 'knives',
  wife: 'wives',
  leaf: 'leaves',
  half: 'halves',
};
const VOWEL = /[aeiou]/;

/** Doubles a final consonant after a single stressed-looking vowel: stop → stopp(ed). */
function doubled(base: string) {
  const m = /^(.*[^aeiou])([aeiou])([bdgklmnprt])$/.exec(base);
  return m && base.length <= 5 ? base + m[3] : null;
}

export function regularForms(base: string): string[] {
  const forms: string[] = [];
  const last = base.at(-1) ?? '';
  const beforeLast = base.at(-2) ?? '';
  // -s: plural nouns and third person verbs.
  if (/(s|x|z|ch|sh|o)$/.test(base)) forms.push(`${base}es`);
  else if (last === 'y' && !VOWEL.test(beforeLast)) forms.push(`${base.slice(0, -1)}ies`);
  else if (/[^f]fe?$/.test(base)) forms.push(`${base}s`, base.replace(/fe?$/, 'ves'));
  else forms.push(`${base}s`);
  // -ed and -ing.
  if (last === 'e') forms.push(`${base}d`, `${base.slice(0, -1)}ing`);
  else if (last === 'y' && !VOWEL.test(beforeLast)) forms.push(`${base.slice(0, -1)}ied`, `${base}ing`);
  else {
    forms.push(`${base}ed`, `${base}ing`);
    const d = doubled(base);
    if (d) forms.push(`${d}ed`, `${d}ing`);
  }
  if (base.endsWith('ie')) forms.push(`${base.slice(0, -2)}ying`);
  // Comparative and superlative of short adjectives.
  if (base.length <= 6) {
    if (last === 'e') forms.push(`${base}r`, `${base}st`);
    else if (last === 'y' && !VOWEL.test(beforeLast))
      forms.push(`${base.slice(0, -1)}ier`, `${base.slice(0, -1)}iest`);
    else {
      forms.push(`${base}er`, `${base}est`);
      const d = doubled(base);
      if (d) forms.push(`${d}er`, `${d}est`);
    }
  }
  return forms;
}

const formsCache = new Map<string, Set<string>>();

export function formsOf(word: string): Set<string> {
  const base = word.trim().toLowerCase();
  const cached = formsCache.get(base);
  if (cached) return cached;
  const forms = new Set([base]);
  if (!base.includes(' ')) {
    for (const form of regularForms(base)) forms.add(form);
    for (const [past, participle] of IRREGULAR[base] ?? []) {
      if (past) forms.add(past);
      if (participle) forms.add(participle);
    }
    if (IRREGULAR_PLURALS[base]) forms.add(IRREGULAR_PLURALS[base]);
  }
  formsCache.set(base, forms);
  return forms;
}

export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** The target words the text uses, in the targets' order. */
export function spotTargetWords(text: string, targets: readonly string[]): string[] {
  const said = tokens(text);
  const saidSet = new Set(said);
  const joined = ` ${said.join(' ')} `;
  return targets.filter((target) => {
    const forms = formsOf(target);
    if (target.trim().includes(' ')) return [...forms].some((f) => joined.includes(` ${f} `));
    return [...forms].some((f) => saidSet.has(f));
  });
}
