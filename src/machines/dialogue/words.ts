import { Inflector } from 'en-inflectors';

/**
 * Target-word spotting (SPEC §4: whole word, case-insensitive) that also accepts inflected forms
 * (issue 8: "booked" counts for "book", "paid" for "pay", "sandwiches" for "sandwich").
 */

const formsCache = new Map<string, Set<string>>();

export function formsOf(word: string): Set<string> {
  const base = word.trim().toLowerCase();
  const cached = formsCache.get(base);
  if (cached) return cached;
  const forms = new Set([base]);
  if (!base.includes(' ')) {
    const inflector = new Inflector(base);
    for (const make of [
      () => inflector.toPlural(),
      () => inflector.toPresentS(),
      () => inflector.toPast(),
      () => inflector.toPastParticiple(),
      () => inflector.toGerund(),
      () => inflector.toSingular(),
    ]) {
      try {
        const form = make();
        if (form) forms.add(form.toLowerCase());
      } catch {
        // A form the library cannot make is simply not accepted.
      }
    }
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
