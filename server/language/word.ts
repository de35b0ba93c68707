/**
 * What a click on the transcript sends, made into one word. Kept apart from the engine so the
 * routes can check input without loading the dictionaries.
 */

/** Longest text the translate call accepts (a word; longer input is refused with 400). */
export const MAX_WORD_LENGTH = 100;

/** Letters or digits, joined by apostrophes, hyphens or dots: "Don't", "well-known", "U.S.", "3.5". */
const WORD = /^[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*$/u;
export const DOTTED_ABBREVIATION = /^(?:\p{L}\.){2,}$/u;
export const TITLES = /^(?:mr|mrs|ms|dr|st|etc|vs|jr|sr)\.$/i;

/**
 * The clicked text as one word: surrounding quotes, brackets and punctuation removed; a final dot
 * kept only where it belongs to the word ("U.S.", "Mr."). `null` when it is not a single word.
 */
export function normalizeWord(text: string): string | null {
  let word = text.trim().replace(/^[\s"'“”‘’«»()[\]{}¿¡,;:!?…—–-]+/u, '');
  word = word.replace(/[\s"'“”‘’«»()[\]{},;:!?…—–-]+$/u, '');
  word = word.replace(/’/g, "'");
  if (DOTTED_ABBREVIATION.test(word) || TITLES.test(word)) return word;
  word = word.replace(/\.+$/, '');
  return word && WORD.test(word) ? word : null;
}
