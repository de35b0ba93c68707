/**
 * General fallbacks for words the glossary lacks (issue 15, held-out coverage): renderings derived
 * from a related entry by regular morphology, accents folded, and unit / time abbreviations.
 * Nothing here is tuned to one lesson: each rule is a regular pattern of English, Ukrainian or Polish.
 */

/** "cafés" → "cafes", "złoty" → "zloty", "naïve" → "naive": Latin letters without their diacritics. */
export function foldDiacritics(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss');
}

/**
 * English adverbs in -ly → the adjective they come from ("closely" → close, "rapidly" → rapid,
 * "happily" → happy, "gently" → gentle, "basically" → basic), most likely first.
 */
export function adjectivesOfAdverb(adverb: string): string[] {
  const w = adverb.toLowerCase();
  if (!w.endsWith('ly') || w.length < 5) return [];
  const stem = w.slice(0, -2);
  const out = [stem];
  if (stem.endsWith('i')) out.push(`${stem.slice(0, -1)}y`);
  if (w.endsWith('ally')) out.push(w.slice(0, -4));
  // gently → gentle, simply → simple, possibly → possible
  if (/[bpgdtk]ly$/.test(w)) out.push(`${w.slice(0, -1)}e`);
  // truly → true
  if (w.endsWith('uly')) out.push(`${w.slice(0, -2)}e`);
  return [...new Set(out)];
}

/** A Ukrainian adjective → its adverb: швидкий → швидко, близький → близько, місцевий → місцево. */
export function ukrainianAdverb(adjective: string): string | undefined {
  const [first, ...rest] = adjective.trim().split(/\s+/);
  if (!first || rest.length) return undefined;
  if (/ій$/.test(first)) return first.replace(/ій$/, 'ьо');
  if (/ий$/.test(first)) return first.replace(/ий$/, 'о');
  return undefined;
}

const POLISH_ADVERBS: Record<string, string> = { ciepły: 'ciepło', biały: 'biało', wesoły: 'wesoło', miły: 'miło', mały: 'mało', śmiały: 'śmiało', zły: 'źle', goły: 'goło', łysy: 'łyso' }; // prettier-ignore

/** A Polish adjective → its adverb: szybki → szybko, bliski → blisko, dokładny → dokładnie, zdrowy → zdrowo. */
export function polishAdverb(adjective: string): string | undefined {
  const [first, ...rest] = adjective.trim().split(/\s+/);
  if (!first || rest.length) return undefined;
  // Most -ły adjectives take -le (wspaniale, stale); these common ones take -ło, and zły is irregular.
  const own = POLISH_ADVERBS[first];
  if (own) return own;
  const rules: [RegExp, string][] = [
    [/([kg])i$/, '$1o'],
    [/ony$/, 'enie'],
    [/ny$/, 'nie'],
    [/wy$/, 'wo'],
    [/ły$/, 'le'],
    [/ty$/, 'cie'],
    [/ry$/, 'rze'],
    [/dy$/, 'dzie'],
    [/my$/, 'mie'],
    [/by$/, 'bie'],
    [/py$/, 'pie'],
    [/[cs]zy$/, first.endsWith('szy') ? 'szo' : 'czo'],
  ];
  for (const [pattern, replacement] of rules)
    if (pattern.test(first)) return first.replace(pattern, replacement);
  return undefined;
}

/**
 * The past (passive) participle of a Ukrainian verb, as the adjective of an English -ed form:
 * смажити → смажений, солити → солений, зберігати → зберіганий, пекти is irregular (undefined).
 */
export function ukrainianParticiple(verb: string): string | undefined {
  const [first, ...rest] = verb.trim().split(/\s+/);
  if (!first || rest.length || /ся$/.test(first)) return undefined;
  // скасувати → скасований, надрукувати → надрукований (before the general -ати).
  if (/[^оеяюі]увати$/.test(first)) return first.replace(/увати$/, 'ований');
  if (/ити$/.test(first)) return first.replace(/ити$/, 'ений');
  if (/їти$/.test(first)) return first.replace(/їти$/, 'єний');
  if (/ати$/.test(first)) return first.replace(/ати$/, 'аний');
  if (/яти$/.test(first)) return first.replace(/яти$/, 'яний');
  if (/увати$/.test(first)) return first.replace(/увати$/, 'уваний');
  return undefined;
}

/** The same in Polish: smażyć → smażony, solić → solony, pakować → pakowany, zamykać → zamykany. */
export function polishParticiple(verb: string): string | undefined {
  const [first, ...rest] = verb.trim().split(/\s+/);
  if (!first || rest.length) return undefined;
  if (/ować$/.test(first)) return first.replace(/ować$/, 'owany');
  if (/[aeę]ć$/.test(first)) return first.replace(/ć$/, 'ny');
  if (/[iy]ć$/.test(first)) return first.replace(/[iy]ć$/, 'ony');
  return undefined;
}

/**
 * Unit symbols and time abbreviations are read in the target language's own symbols or words
 * (keys in lower case as written).
 */
export const ABBREVIATION_RENDERINGS: Record<string, { uk: string; pl: string; full: string }> = {
  ml: { uk: 'мл (мілілітр)', pl: 'ml (mililitr)', full: 'millilitre' },
  l: { uk: 'л (літр)', pl: 'l (litr)', full: 'litre' },
  kg: { uk: 'кг (кілограм)', pl: 'kg (kilogram)', full: 'kilogram' },
  g: { uk: 'г (грам)', pl: 'g (gram)', full: 'gram' },
  mg: { uk: 'мг (міліграм)', pl: 'mg (miligram)', full: 'milligram' },
  km: { uk: 'км (кілометр)', pl: 'km (kilometr)', full: 'kilometre' },
  m: { uk: 'м (метр)', pl: 'm (metr)', full: 'metre' },
  cm: { uk: 'см (сантиметр)', pl: 'cm (centymetr)', full: 'centimetre' },
  mm: { uk: 'мм (міліметр)', pl: 'mm (milimetr)', full: 'millimetre' },
  kmh: { uk: 'км/год', pl: 'km/h', full: 'kilometres per hour' },
  mph: { uk: 'миль на годину', pl: 'mil na godzinę', full: 'miles per hour' },
  min: { uk: 'хв (хвилина)', pl: 'min (minuta)', full: 'minute' },
  sec: { uk: 'с (секунда)', pl: 's (sekunda)', full: 'second' },
  hr: { uk: 'год (година)', pl: 'godz. (godzina)', full: 'hour' },
  am: { uk: 'до полудня', pl: 'przed południem', full: 'before noon (ante meridiem)' },
  pm: { uk: 'після полудня', pl: 'po południu', full: 'after noon (post meridiem)' },
  kw: { uk: 'кВт (кіловат)', pl: 'kW (kilowat)', full: 'kilowatt' },
  kwh: { uk: 'кВт·год', pl: 'kWh', full: 'kilowatt hour' },
  gb: { uk: 'ГБ (гігабайт)', pl: 'GB (gigabajt)', full: 'gigabyte' },
  mb: { uk: 'МБ (мегабайт)', pl: 'MB (megabajt)', full: 'megabyte' },
};

/** A unit symbol after a number ("10 ml", "8 pm", "5 km") — only there, so "am" the verb stays a verb. */
export function unitAfterNumber(
  word: string,
  previous: string | undefined,
): (typeof ABBREVIATION_RENDERINGS)[string] | undefined {
  const key = word.toLowerCase().replace(/[./]/g, '');
  const entry = ABBREVIATION_RENDERINGS[key];
  if (
    !entry ||
    previous === undefined ||
    !/^\d+([.,]\d+)?$|^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i.test(previous)
  )
    return undefined;
  return entry;
}

/** A Ukrainian verbal noun: бронювати → бронювання, читати → читання, варити → варіння, сидіти → сидіння. */
export function ukrainianVerbalNoun(verb: string): string | undefined {
  const [first, ...rest] = verb.trim().split(/\s+/);
  if (!first || rest.length) return undefined;
  const reflexive = /ся$/.test(first);
  const stem = reflexive ? first.slice(0, -2) : first;
  const rules: [RegExp, string][] = [
    [/ати$/, 'ання'],
    [/яти$/, 'яння'],
    [/іти$/, 'іння'],
    [/ити$/, 'іння'],
  ];
  for (const [pattern, replacement] of rules)
    if (pattern.test(stem)) return stem.replace(pattern, replacement);
  return undefined;
}

/** A Polish verbal noun: rezerwować → rezerwowanie, czytać → czytanie, robić → robienie, mieć → mienie. */
export function polishVerbalNoun(verb: string): string | undefined {
  const [first, second, ...rest] = verb.trim().split(/\s+/);
  if (!first || rest.length || (second && second !== 'się')) return undefined;
  const rules: [RegExp, string][] = [
    [/ać$/, 'anie'],
    [/eć$/, 'enie'],
    [/ić$/, 'ienie'],
    [/yć$/, 'enie'],
    [/ąć$/, 'ięcie'],
  ];
  for (const [pattern, replacement] of rules)
    if (pattern.test(first)) return first.replace(pattern, replacement);
  return undefined;
}
