/**
 * Splits a phrase into words (kept clickable) and the spaces and punctuation between them. A number
 * written with thousands separators ("56,000") is one word.
 */
export function tokenize(phrase: string): { text: string; word: boolean }[] {
  return phrase
    .split(/([\p{L}\p{N}]+(?:(?:['’.-]|(?<=\d),(?=\d{3}(?!\d)))[\p{L}\p{N}]+)*)/u)
    .filter(Boolean)
    .map((text) => ({ text, word: /[\p{L}\p{N}]/u.test(text) }));
}

/**
 * Which occurrence of each word of a phrase it is (1 = the first), counted in any case: the
 * translate call reads the clicked one, not the first ("turn left … turn left again").
 */
export function occurrences(tokens: { text: string; word: boolean }[]): number[] {
  const seen = new Map<string, number>();
  return tokens.map((token) => {
    if (!token.word) return 0;
    const key = token.text.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  });
}
