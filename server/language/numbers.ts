/**
 * Numbers read and translated: English number words ("twenty-two", "one hundred and twenty",
 * "fifteenth") and digits ("22") → their value → Ukrainian and Polish words, with the plural forms
 * of тисяча / tysiąc, мільйон / milion, мільярд / miliard.
 */

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19,
}; // prettier-ignore
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
}; // prettier-ignore
const SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };
/** Ordinal words → the cardinal they stand for ("second" and "first" are left to the glossary's senses). */
const ORDINALS: Record<string, string> = {
  third: 'three', fourth: 'four', fifth: 'five', sixth: 'six', seventh: 'seven', eighth: 'eight',
  ninth: 'nine', tenth: 'ten', eleventh: 'eleven', twelfth: 'twelve', thirteenth: 'thirteen',
  fourteenth: 'fourteen', fifteenth: 'fifteen', sixteenth: 'sixteen', seventeenth: 'seventeen',
  eighteenth: 'eighteen', nineteenth: 'nineteen', twentieth: 'twenty', thirtieth: 'thirty',
  fortieth: 'forty', fiftieth: 'fifty', sixtieth: 'sixty', seventieth: 'seventy', eightieth: 'eighty',
  ninetieth: 'ninety', hundredth: 'hundred', thousandth: 'thousand', millionth: 'million',
  billionth: 'billion', first: 'one', second: 'two',
}; // prettier-ignore

/** Is this one word (or hyphenated compound) an English number word? */
export function isNumberWord(word: string): boolean {
  const parts = word.toLowerCase().split('-');
  return parts.every((p) => p in UNITS || p in TENS || p in SCALES || p in ORDINALS) && parts.length <= 3;
}

export interface ParsedNumber {
  value: number;
  ordinal: boolean;
  /** Digits after the decimal point ("37.5" → "5"), read one by one after кома / przecinek. */
  fraction?: string;
}

/** Digits as a number: "22", "2,800", "1.5", "13th" (what parseNumber reads without words). */
export const DIGIT_NUMBER = /^(\d{1,3}(,\d{3})+|\d+)([.]\d+)?$|^\d+(st|nd|rd|th)$/i;

/**
 * The value of English number words ("one hundred and twenty", "twenty-two", "fifteenth") or digits
 * ("22", "1,200"); undefined when the words do not make one number ("three fifteen", a clock time).
 */
export function parseNumber(text: string): ParsedNumber | undefined {
  const trimmed = text.trim().toLowerCase();
  if (/^\d{1,3}(,\d{3})*$|^\d+$/.test(trimmed))
    return { value: Number(trimmed.replace(/,/g, '')), ordinal: false };
  const decimal = /^(\d{1,3}(?:,\d{3})+|\d+)\.(\d+)$/.exec(trimmed);
  if (decimal) return { value: Number(decimal[1]!.replace(/,/g, '')), ordinal: false, fraction: decimal[2]! };
  const ordinalDigits = /^(\d+)(st|nd|rd|th)$/.exec(trimmed);
  if (ordinalDigits) return { value: Number(ordinalDigits[1]), ordinal: true };
  const words = trimmed.split(/[\s-]+/).filter((w) => w && w !== 'and');
  if (!words.length) return undefined;
  let ordinal = false;
  const last = words.at(-1)!;
  if (last in ORDINALS) {
    ordinal = true;
    words[words.length - 1] = ORDINALS[last]!;
  }
  let total = 0;
  let group = 0;
  let previous: 'unit' | 'ten' | 'hundred' | 'scale' | undefined;
  let lastScale = Infinity;
  for (const word of words) {
    if (word in UNITS) {
      const n = UNITS[word]!;
      if (previous === 'unit' || (previous === 'ten' && (n >= 10 || n === 0))) return undefined;
      group += n;
      previous = 'unit';
    } else if (word in TENS) {
      if (previous === 'unit' || previous === 'ten') return undefined;
      group += TENS[word]!;
      previous = 'ten';
    } else if (word === 'hundred') {
      if (group >= 100 || previous === 'hundred') return undefined;
      group = (group || 1) * 100;
      previous = 'hundred';
    } else if (word in SCALES) {
      const scale = SCALES[word]!;
      if (scale >= lastScale) return undefined;
      total += (group || 1) * scale;
      group = 0;
      lastScale = scale;
      previous = 'scale';
    } else return undefined;
  }
  return { value: total + group, ordinal };
}

type Lang = 'uk' | 'pl';

const WORDS: Record<Lang, { units: string[]; unitsF: string[]; teens: string[]; tens: string[]; hundreds: string[] }> = {
  uk: {
    units: ['нуль', 'один', 'два', 'три', 'чотири', 'п’ять', 'шість', 'сім', 'вісім', 'дев’ять'],
    unitsF: ['нуль', 'одна', 'дві', 'три', 'чотири', 'п’ять', 'шість', 'сім', 'вісім', 'дев’ять'],
    teens: ['десять', 'одинадцять', 'дванадцять', 'тринадцять', 'чотирнадцять', 'п’ятнадцять', 'шістнадцять', 'сімнадцять', 'вісімнадцять', 'дев’ятнадцять'],
    tens: ['', '', 'двадцять', 'тридцять', 'сорок', 'п’ятдесят', 'шістдесят', 'сімдесят', 'вісімдесят', 'дев’яносто'],
    hundreds: ['', 'сто', 'двісті', 'триста', 'чотириста', 'п’ятсот', 'шістсот', 'сімсот', 'вісімсот', 'дев’ятсот'],
  },
  pl: {
    units: ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'],
    unitsF: ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'],
    teens: ['dziesięć', 'jedenaście', 'dwanaście', 'trzynaście', 'czternaście', 'piętnaście', 'szesnaście', 'siedemnaście', 'osiemnaście', 'dziewiętnaście'],
    tens: ['', '', 'dwadzieścia', 'trzydzieści', 'czterdzieści', 'pięćdziesiąt', 'sześćdziesiąt', 'siedemdziesiąt', 'osiemdziesiąt', 'dziewięćdziesiąt'],
    hundreds: ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'],
  },
}; // prettier-ignore

/** Scale nouns: [one, two–four, five and more]. */
const SCALE_FORMS: Record<Lang, [number, [string, string, string]][]> = {
  uk: [
    [1e9, ['мільярд', 'мільярди', 'мільярдів']],
    [1e6, ['мільйон', 'мільйони', 'мільйонів']],
    [1e3, ['тисяча', 'тисячі', 'тисяч']],
  ],
  pl: [
    [1e9, ['miliard', 'miliardy', 'miliardów']],
    [1e6, ['milion', 'miliony', 'milionów']],
    [1e3, ['tysiąc', 'tysiące', 'tysięcy']],
  ],
};

function pluralForm(n: number, lang: Lang): 0 | 1 | 2 {
  if (n === 1) return 0;
  const lastTwo = n % 100;
  const last = n % 10;
  if (lang === 'uk' && last === 1 && lastTwo !== 11) return 0;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 1;
  return 2;
}

function below1000(n: number, lang: Lang, feminine: boolean): string[] {
  const w = WORDS[lang];
  const out: string[] = [];
  if (n >= 100) out.push(w.hundreds[Math.floor(n / 100)]!);
  const rest = n % 100;
  if (rest >= 20) {
    out.push(w.tens[Math.floor(rest / 10)]!);
    if (rest % 10) out.push((feminine ? w.unitsF : w.units)[rest % 10]!);
  } else if (rest >= 10) out.push(w.teens[rest - 10]!);
  else if (rest > 0) out.push((feminine ? w.unitsF : w.units)[rest]!);
  return out;
}

/** A whole number in words: 22 → "двадцять два" / "dwadzieścia dwa"; 2000 → "дві тисячі" / "dwa tysiące". */
export function cardinalWords(value: number, lang: Lang): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1e12) return String(value);
  if (value === 0) return WORDS[lang].units[0]!;
  const out: string[] = [];
  let rest = value;
  for (const [scale, forms] of SCALE_FORMS[lang]) {
    const count = Math.floor(rest / scale);
    rest %= scale;
    if (!count) continue;
    // "тисяча" / "tysiąc" for one thousand, not "одна тисяча" / "jeden tysiąc".
    if (count > 1) out.push(...below1000(count, lang, lang === 'uk' && scale === 1e3));
    out.push(forms[pluralForm(count, lang)]);
  }
  out.push(...below1000(rest, lang, false));
  return out.join(' ');
}

const ORDINAL_WORDS: Record<Lang, { units: string[]; teens: string[]; tens: string[]; hundred: string; scales: Record<number, string> }> = {
  uk: {
    units: ['нульовий', 'перший', 'другий', 'третій', 'четвертий', 'п’ятий', 'шостий', 'сьомий', 'восьмий', 'дев’ятий'],
    teens: ['десятий', 'одинадцятий', 'дванадцятий', 'тринадцятий', 'чотирнадцятий', 'п’ятнадцятий', 'шістнадцятий', 'сімнадцятий', 'вісімнадцятий', 'дев’ятнадцятий'],
    tens: ['', '', 'двадцятий', 'тридцятий', 'сороковий', 'п’ятдесятий', 'шістдесятий', 'сімдесятий', 'вісімдесятий', 'дев’яностий'],
    hundred: 'сотий',
    scales: { 1e3: 'тисячний', 1e6: 'мільйонний', 1e9: 'мільярдний' },
  },
  pl: {
    units: ['zerowy', 'pierwszy', 'drugi', 'trzeci', 'czwarty', 'piąty', 'szósty', 'siódmy', 'ósmy', 'dziewiąty'],
    teens: ['dziesiąty', 'jedenasty', 'dwunasty', 'trzynasty', 'czternasty', 'piętnasty', 'szesnasty', 'siedemnasty', 'osiemnasty', 'dziewiętnasty'],
    tens: ['', '', 'dwudziesty', 'trzydziesty', 'czterdziesty', 'pięćdziesiąty', 'sześćdziesiąty', 'siedemdziesiąty', 'osiemdziesiąty', 'dziewięćdziesiąty'],
    hundred: 'setny',
    scales: { 1e3: 'tysięczny', 1e6: 'milionowy', 1e9: 'miliardowy' },
  },
}; // prettier-ignore

/**
 * An ordinal in words: 15 → "п’ятнадцятий" / "piętnasty", 21 → "двадцять перший" / "dwudziesty
 * pierwszy" (Polish puts both parts below a hundred in the ordinal; Ukrainian only the last).
 */
export function ordinalWords(value: number, lang: Lang): string {
  const o = ORDINAL_WORDS[lang];
  if (!Number.isInteger(value) || value <= 0 || value >= 1e12) return String(value);
  for (const scale of [1e9, 1e6, 1e3]) {
    if (value % scale === 0 && value / scale < 1000) {
      const count = value / scale;
      if (count === 1) return o.scales[scale]!;
      // 2000th, 5000th: one fused word (двотисячний, dwutysięczny).
      const fused = COMBINING[count]?.[lang === 'uk' ? 0 : 1];
      return fused ? `${fused}${o.scales[scale]}` : `${cardinalWords(count, lang)} ${o.scales[scale]}`;
    }
  }
  const rest = value % 100;
  const head = value - rest;
  const prefix = head ? cardinalWords(head, lang) + ' ' : '';
  if (rest === 0) {
    // 100th … 900th after any thousands: сотий, двохсотий / setny, dwusetny.
    const thousands = value - (value % 1000);
    return `${thousands ? cardinalWords(thousands, lang) + ' ' : ''}${HUNDREDTHS[lang][(value % 1000) / 100]}`;
  }
  if (rest < 10) return prefix + o.units[rest];
  if (rest < 20) return prefix + o.teens[rest - 10];
  const tens = Math.floor(rest / 10);
  const units = rest % 10;
  if (!units) return prefix + o.tens[tens];
  const tensWord = lang === 'pl' ? o.tens[tens] : WORDS.uk.tens[tens];
  return `${prefix}${tensWord} ${o.units[units]}`;
}

const HUNDREDTHS: Record<Lang, string[]> = {
  uk: ['', 'сотий', 'двохсотий', 'трьохсотий', 'чотирьохсотий', 'п’ятисотий', 'шестисотий', 'семисотий', 'восьмисотий', 'дев’ятисотий'],
  pl: ['', 'setny', 'dwusetny', 'trzechsetny', 'czterechsetny', 'pięćsetny', 'sześćsetny', 'siedemsetny', 'osiemsetny', 'dziewięćsetny'],
}; // prettier-ignore

/** The number in words in the language, cardinal or ordinal. */
export function numberWords(parsed: ParsedNumber, lang: Lang): string {
  if (parsed.fraction !== undefined) {
    // 37.5 → "тридцять сім кома п’ять" / "trzydzieści siedem przecinek pięć" (as the number is said).
    const point = lang === 'uk' ? 'кома' : 'przecinek';
    // Two decimals read as a number ("12.75": кома сімдесят п’ять); a leading zero and longer tails digit by digit.
    const digits =
      parsed.fraction.length === 2 && parsed.fraction[0] !== '0'
        ? [cardinalWords(Number(parsed.fraction), lang)]
        : [...parsed.fraction].map((d) => WORDS[lang].units[Number(d)]!);
    return [cardinalWords(parsed.value, lang), point, ...digits].join(' ');
  }
  return parsed.ordinal ? ordinalWords(parsed.value, lang) : cardinalWords(parsed.value, lang);
}

/** A cardinal ending in its feminine form (одна, дві; jedna, dwie), agreeing with ціла, десята, dziesiąta. */
function feminineWords(value: number, lang: Lang): string {
  const words = cardinalWords(value, lang).split(' ');
  const last = words.at(-1)!;
  const feminine: Record<string, string> =
    lang === 'uk' ? { один: 'одна', два: 'дві' } : { jeden: 'jedna', dwa: 'dwie' };
  words[words.length - 1] = value % 100 >= 10 && value % 100 < 20 ? last : (feminine[last] ?? last);
  return words.join(' ');
}

/**
 * A decimal read as a fraction, as Ukrainian and Polish schools and the news read it: 9.9 → "дев’ять цілих
 * дев’ять десятих" / "dziewięć i dziewięć dziesiątych", 2.25 → "дві цілих двадцять п’ять сотих". Undefined
 * for more than two decimals.
 */
export function decimalFractionWords(parsed: ParsedNumber, lang: Lang): string | undefined {
  const fraction = parsed.fraction;
  if (!fraction || fraction.length > 2) return undefined;
  const numerator = Number(fraction);
  if (!numerator) return undefined;
  const tenths = fraction.length === 1;
  const form = pluralForm(numerator, lang);
  const unit =
    lang === 'uk'
      ? (tenths ? ['десята', 'десятих', 'десятих'] : ['сота', 'сотих', 'сотих'])[form]!
      : (tenths ? ['dziesiąta', 'dziesiąte', 'dziesiątych'] : ['setna', 'setne', 'setnych'])[form]!;
  const part = `${feminineWords(numerator, lang)} ${unit}`;
  if (lang === 'pl') return `${cardinalWords(parsed.value, 'pl')} i ${part}`;
  const whole = parsed.value % 10 === 1 && parsed.value % 100 !== 11 ? 'ціла' : 'цілих';
  return `${feminineWords(parsed.value, 'uk')} ${whole} ${part}`;
}

/** A number as the popup gives it: as said ("кома"), and a short decimal also as a fraction (дев’ять цілих дев’ять десятих). */
export function spokenNumber(parsed: ParsedNumber, lang: Lang): string {
  return [numberWords(parsed, lang), decimalFractionWords(parsed, lang)].filter(Boolean).join(', ');
}

/** English words of a number (digits → words, for pronunciation): 22 → "twenty two". */
export function englishWords(value: number): string {
  const units = Object.keys(UNITS);
  const tens = Object.keys(TENS);
  const part = (n: number): string[] => {
    const out: string[] = [];
    if (n >= 100) out.push(units[Math.floor(n / 100)]!, 'hundred');
    const r = n % 100;
    if (r >= 20) {
      out.push(tens[Math.floor(r / 10) - 2]!);
      if (r % 10) out.push(units[r % 10]!);
    } else if (r > 0 || !out.length) out.push(units[r]!);
    return out;
  };
  if (!Number.isInteger(value) || value < 0 || value >= 1e12) return String(value);
  const out: string[] = [];
  let rest = value;
  for (const [name, scale] of [
    ['billion', 1e9],
    ['million', 1e6],
    ['thousand', 1e3],
  ] as const) {
    const count = Math.floor(rest / scale);
    rest %= scale;
    if (count) out.push(...part(count), name);
  }
  if (rest || !out.length) out.push(...part(rest));
  return out.join(' ');
}

/**
 * The hour of a clock time in words: the feminine ordinal ("four" at four o'clock → четверта /
 * czwarta, as година / godzina is feminine); `form` 'accusative' for Ukrainian "пів на шосту",
 * 'genitive' for Polish "wpół do szóstej".
 */
export function hourWords(
  hour: number,
  lang: Lang,
  form: 'nominative' | 'accusative' | 'genitive' = 'nominative',
) {
  const masculine = ordinalWords(hour, lang);
  if (lang === 'uk') {
    const nominative = masculine.replace(/ій$/, 'я').replace(/ий$/, 'а');
    return form === 'accusative' ? nominative.replace(/я$/, 'ю').replace(/а$/, 'у') : nominative;
  }
  const nominative = masculine
    .replace(/([gk])i$/, '$1a')
    .replace(/ci$/, 'cia')
    .replace(/y$/, 'a');
  if (form !== 'genitive') return nominative;
  return /([gk]|i)a$/.test(nominative)
    ? nominative.replace(/a$/, 'iej').replace(/iiej$/, 'iej')
    : nominative.replace(/a$/, 'ej');
}

/** Words before "between … and …" that make its numbers hours ("a slot between eight and one"). */
const CLOCK_CONTEXT =
  /^(slot|slots|open|opens|closed|delivery|deliver|arrive|arrives|come|call|appointment|available|time|times|between|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|today|tomorrow|\d+(st|nd|rd|th))$/;

/** Words after an hour that make it a clock time: "at four in the afternoon", "five o'clock". */
const CLOCK_AFTER = new Set(["o'clock", 'am', 'pm', 'a.m.', 'p.m.', 'sharp']);

/**
 * Is the number at `index` the hour of a clock time? "at nine", "at four in the afternoon",
 * "five o'clock", "half past five", "quarter to six", "from one to two". Returns the hour and, for
 * "half past" / "quarter past" / "quarter to", the minutes relation.
 */
export function clockTime(
  words: readonly string[],
  index: number,
): { hour: number; relation?: 'half past' | 'quarter past' | 'quarter to' } | undefined {
  const w = (i: number) => (words[i] ?? '').toLowerCase().replace(/’/g, "'");
  const parsed = parseNumber(w(index));
  if (!parsed || parsed.ordinal || !Number.isInteger(parsed.value) || parsed.value < 1 || parsed.value > 12)
    return undefined;
  const hour = parsed.value;
  const next = w(index + 1);
  const previous = w(index - 1);
  if (CLOCK_AFTER.has(next)) return { hour };
  if (previous === 'past' && w(index - 2) === 'half') return { hour, relation: 'half past' };
  if (previous === 'past' && w(index - 2) === 'quarter') return { hour, relation: 'quarter past' };
  if (previous === 'to' && w(index - 2) === 'quarter') return { hour, relation: 'quarter to' };
  const dayPart =
    next === 'in' && w(index + 2) === 'the' && /^(morning|afternoon|evening)$/.test(w(index + 3));
  if (
    previous === 'at' &&
    (dayPart || !next || /^[.,;!?]$/.test(next) || next === 'and' || next === 'tomorrow')
  )
    return { hour };
  // "from one to two": both ends hours.
  const isHour = (i: number) => {
    const p = parseNumber(w(i));
    return Boolean(p && !p.ordinal && p.value >= 1 && p.value <= 12);
  };
  // "from seven till three", "from nine until five" too.
  const TO = /^(to|till|until|til)$/;
  if (previous === 'from' && TO.test(w(index + 1)) && isHour(index + 2)) return { hour };
  if (TO.test(previous) && isHour(index - 2) && w(index - 3) === 'from') return { hour };
  // "open till six.", "until eleven tonight": an hour closing its clause after till / until.
  if (
    /^(till|until|til)$/.test(previous) &&
    (dayPart || !next || /^[.,;!?]$/.test(next) || /^(and|tonight|tomorrow)$/.test(next))
  )
    return { hour };
  // "between eight and one" after a time word: both ends hours.
  const timeBefore = (k: number) =>
    words.slice(Math.max(0, k - 6), k).some((x) => CLOCK_CONTEXT.test(x.toLowerCase()));
  if (previous === 'between' && w(index + 1) === 'and' && isHour(index + 2) && timeBefore(index - 1))
    return { hour };
  if (previous === 'and' && isHour(index - 2) && w(index - 3) === 'between' && timeBefore(index - 3))
    return { hour };
  return undefined;
}

/**
 * "a third of the fare", "two thirds", "three quarters": the fraction an ordinal (or quarter) makes after a / an /
 * one / a small number, when no noun follows it ("a third time" is an ordinal). Undefined otherwise.
 */
export function fractionAt(
  tokens: readonly { value: string; tag: string }[],
  index: number,
): { uk: string; pl: string; gloss: string } | undefined {
  const word = tokens[index]!.value.toLowerCase();
  const denominator = DENOMINATORS[word];
  if (!denominator || denominator === 2) return undefined;
  const before = (tokens[index - 1]?.value ?? '').toLowerCase();
  const numerator = ['a', 'an', 'one'].includes(before) ? 1 : parseNumber(before)?.value;
  if (!numerator || numerator > 9 || !Number.isInteger(numerator)) return undefined;
  if (numerator > 1 !== word.endsWith('s')) return undefined;
  const next = tokens[index + 1];
  if (next && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(next.tag)) return undefined;
  const quarter = word.startsWith('quarter') && numerator === 1;
  return {
    uk: quarter
      ? 'чверть, одна четверта'
      : numerator === 1
        ? `${fractionWords(1, denominator, 'uk').replace(/^одна /, '')}, ${fractionWords(1, denominator, 'uk')}`
        : fractionWords(numerator, denominator, 'uk'),
    pl: quarter ? 'ćwierć, jedna czwarta' : fractionWords(numerator, denominator, 'pl'),
    gloss: `the fraction ${numerator}/${denominator}`,
  };
}

/** Words that may follow a clock time ("twenty past ten tonight"); any other word after "five to six" makes a range. */
const CLOCK_FOLLOWERS = new Set(["o'clock", 'am', 'pm', 'in', 'on', 'at', 'and', 'tonight', 'tomorrow', 'today', 'this', 'then', 'so', 'but', 'or', 'when', 'because', 'every', 'sharp', 'yesterday', 'if', 'is', 'was', 'we', 'i', 'you', 'they', 'he', 'she', 'it']); // prettier-ignore

/** Words before a British "half six": a preposition of time, be, or "about". */
const HALF_HOUR_BEFORE = new Set(['at', 'by', 'till', 'until', 'from', 'before', 'after', 'about', 'around', 'is', "'s", 'was', 'since', 'to']); // prettier-ignore

/**
 * "twenty past ten", "five to six", "twenty-five past eight": minutes past or to an hour, when `index` is one of its
 * words. Returns the words' range and the time in uk and pl (десята двадцять, двадцять хвилин на одинадцяту /
 * dwadzieścia po dziesiątej, dziesiąta dwadzieścia). British "half six" after a word of time is half past six.
 */
export function minutesClock(
  words: readonly string[],
  index: number,
): { start: number; end: number; uk: string; pl: string } | undefined {
  const w = (i: number) => (words[i] ?? '').toLowerCase();
  // British "half six" (6:30): half and an hour after a word of time or be ("at half six", "it's half two").
  for (let at = Math.max(0, index - 1); at <= index; at++) {
    if (w(at) !== 'half') continue;
    const hour = parseNumber(w(at + 1));
    if (!hour || hour.ordinal || !Number.isInteger(hour.value) || hour.value < 1 || hour.value > 12) continue;
    if (/^\p{L}/u.test(w(at + 2)) && !CLOCK_FOLLOWERS.has(w(at + 2))) continue;
    if (!HALF_HOUR_BEFORE.has(w(at - 1).replace(/^.*['’]/, "'"))) continue;
    const time = { hour: hour.value, relation: 'half past' };
    return { start: at, end: at + 1, uk: clockWords(time, 'uk'), pl: clockWords(time, 'pl') };
  }
  for (let at = Math.max(0, index - 3); at <= index; at++) {
    // The minutes: one word ("twenty", "twenty-five") or two ("twenty five"), then "minutes"?
    for (const width of [1, 2]) {
      const minutesText = words.slice(at, at + width).join(' ');
      const minutes = parseNumber(minutesText.toLowerCase());
      if (!minutes || minutes.ordinal || !Number.isInteger(minutes.value)) continue;
      const m = minutes.value;
      if (m < 1 || m > 29 || m === 15) continue;
      let k = at + width;
      const withMinutes = /^minutes?$/.test(w(k));
      if (withMinutes) k++;
      // Not a range: "from one to two", "five to six people"; minutes said alone are fives ("twenty past").
      if ((!withMinutes && m % 5 !== 0) || ['from', 'between'].includes(w(at - 1))) continue;
      const relation = w(k);
      if (relation !== 'past' && relation !== 'to') continue;
      const hour = parseNumber(w(k + 1));
      if (!hour || hour.ordinal || !Number.isInteger(hour.value) || hour.value < 1 || hour.value > 12)
        continue;
      const end = k + 1;
      if (/^\p{L}/u.test(w(end + 1)) && !CLOCK_FOLLOWERS.has(w(end + 1))) continue;
      if (index < at || index > end) continue;
      const h = hour.value;
      const next = (h % 12) + 1;
      const ukMinutes = cardinalWords(m, 'uk')
        .replace(/(^| )один$/, '$1одна')
        .replace(/(^| )два$/, '$1дві');
      const ukNoun = ['хвилина', 'хвилини', 'хвилин'][pluralForm(m, 'uk')];
      const plMinutes = cardinalWords(m, 'pl');
      return relation === 'past'
        ? {
            start: at,
            end,
            uk: `${hourWords(h, 'uk')} ${cardinalWords(m, 'uk')}, ${ukMinutes} ${ukNoun} на ${hourWords(next, 'uk', 'accusative')}`,
            pl: `${plMinutes} po ${hourWords(h, 'pl', 'genitive')}, ${hourWords(h, 'pl')} ${plMinutes}`,
          }
        : {
            start: at,
            end,
            uk: `за ${ukMinutes} ${ukNoun} ${hourWords(h, 'uk')}, ${hourWords(h === 1 ? 12 : h - 1, 'uk')} ${cardinalWords(60 - m, 'uk')}`,
            pl: `za ${plMinutes} ${hourWords(h, 'pl')}, ${hourWords(h === 1 ? 12 : h - 1, 'pl')} ${cardinalWords(60 - m, 'pl')}`,
          };
    }
  }
  return undefined;
}

/** A clock time in the language: "четверта", "пів на шосту, п’ята тридцять", "kwadrans po piątej". */
export function clockWords(time: { hour: number; relation?: string }, lang: Lang): string {
  const { hour, relation } = time;
  const nextHour = (hour % 12) + 1;
  if (!relation) return hourWords(hour, lang);
  if (lang === 'uk') {
    if (relation === 'half past')
      return `пів на ${hourWords(nextHour, 'uk', 'accusative')}, ${hourWords(hour, 'uk')} тридцять`;
    if (relation === 'quarter past')
      return `чверть на ${hourWords(nextHour, 'uk', 'accusative')}, ${hourWords(hour, 'uk')} п’ятнадцять`;
    return `за чверть ${hourWords(hour, 'uk')}`;
  }
  if (relation === 'half past')
    return `wpół do ${hourWords(nextHour, 'pl', 'genitive')}, ${hourWords(hour, 'pl')} trzydzieści`;
  if (relation === 'quarter past')
    return `kwadrans po ${hourWords(hour, 'pl', 'genitive')}, ${hourWords(hour, 'pl')} piętnaście`;
  return `za kwadrans ${hourWords(hour, 'pl')}`;
}

/** Nouns counted by a number: [one, two–four, five and more, a decimal] (uk and pl agreement). */
const COUNTED: Record<string, Record<Lang, [string, string, string, string]>> = {
  '£': { uk: ['фунт', 'фунти', 'фунтів', 'фунта'], pl: ['funt', 'funty', 'funtów', 'funta'] },
  $: { uk: ['долар', 'долари', 'доларів', 'долара'], pl: ['dolar', 'dolary', 'dolarów', 'dolara'] },
  '€': { uk: ['євро', 'євро', 'євро', 'євро'], pl: ['euro', 'euro', 'euro', 'euro'] },
  p: { uk: ['пенс', 'пенси', 'пенсів', 'пенса'], pl: ['pens', 'pensy', 'pensów', 'pensa'] },
  c: { uk: ['цент', 'центи', 'центів', 'цента'], pl: ['cent', 'centy', 'centów', 'centa'] },
  '%': { uk: ['відсоток', 'відсотки', 'відсотків', 'відсотка'], pl: ['procent', 'procent', 'procent', 'procent'] },
  km: { uk: ['кілометр', 'кілометри', 'кілометрів', 'кілометра'], pl: ['kilometr', 'kilometry', 'kilometrów', 'kilometra'] },
  m: { uk: ['метр', 'метри', 'метрів', 'метра'], pl: ['metr', 'metry', 'metrów', 'metra'] },
  cm: { uk: ['сантиметр', 'сантиметри', 'сантиметрів', 'сантиметра'], pl: ['centymetr', 'centymetry', 'centymetrów', 'centymetra'] },
  mm: { uk: ['міліметр', 'міліметри', 'міліметрів', 'міліметра'], pl: ['milimetr', 'milimetry', 'milimetrów', 'milimetra'] },
  kg: { uk: ['кілограм', 'кілограми', 'кілограмів', 'кілограма'], pl: ['kilogram', 'kilogramy', 'kilogramów', 'kilograma'] },
  g: { uk: ['грам', 'грами', 'грамів', 'грама'], pl: ['gram', 'gramy', 'gramów', 'grama'] },
  l: { uk: ['літр', 'літри', 'літрів', 'літра'], pl: ['litr', 'litry', 'litrów', 'litra'] },
  ml: { uk: ['мілілітр', 'мілілітри', 'мілілітрів', 'мілілітра'], pl: ['mililitr', 'mililitry', 'mililitrów', 'mililitra'] },
  gb: { uk: ['гігабайт', 'гігабайти', 'гігабайтів', 'гігабайта'], pl: ['gigabajt', 'gigabajty', 'gigabajtów', 'gigabajta'] },
  mb: { uk: ['мегабайт', 'мегабайти', 'мегабайтів', 'мегабайта'], pl: ['megabajt', 'megabajty', 'megabajtów', 'megabajta'] },
  '°': { uk: ['градус', 'градуси', 'градусів', 'градуса'], pl: ['stopień', 'stopnie', 'stopni', 'stopnia'] },
  million: { uk: ['мільйон', 'мільйони', 'мільйонів', 'мільйона'], pl: ['milion', 'miliony', 'milionów', 'miliona'] },
  billion: { uk: ['мільярд', 'мільярди', 'мільярдів', 'мільярда'], pl: ['miliard', 'miliardy', 'miliardów', 'miliarda'] },
  thousand: { uk: ['тисяча', 'тисячі', 'тисяч', 'тисячі'], pl: ['tysiąc', 'tysiące', 'tysięcy', 'tysiąca'] },
  mile: { uk: ['миля', 'милі', 'миль', 'милі'], pl: ['mila', 'mile', 'mil', 'mili'] },
  second: { uk: ['секунда', 'секунди', 'секунд', 'секунди'], pl: ['sekunda', 'sekundy', 'sekund', 'sekundy'] },
  minute: { uk: ['хвилина', 'хвилини', 'хвилин', 'хвилини'], pl: ['minuta', 'minuty', 'minut', 'minuty'] },
  hour: { uk: ['година', 'години', 'годин', 'години'], pl: ['godzina', 'godziny', 'godzin', 'godziny'] },
  day: { uk: ['день', 'дні', 'днів', 'дня'], pl: ['dzień', 'dni', 'dni', 'dnia'] },
  week: { uk: ['тиждень', 'тижні', 'тижнів', 'тижня'], pl: ['tydzień', 'tygodnie', 'tygodni', 'tygodnia'] },
  month: { uk: ['місяць', 'місяці', 'місяців', 'місяця'], pl: ['miesiąc', 'miesiące', 'miesięcy', 'miesiąca'] },
  year: { uk: ['рік', 'роки', 'років', 'року'], pl: ['rok', 'lata', 'lat', 'roku'] },
  time: { uk: ['раз', 'рази', 'разів', 'раза'], pl: ['raz', 'razy', 'razy', 'raza'] },
  point: { uk: ['бал', 'бали', 'балів', 'бала'], pl: ['punkt', 'punkty', 'punktów', 'punktu'] },
  kmh: { uk: ['кілометр на годину', 'кілометри на годину', 'кілометрів на годину', 'кілометра на годину'], pl: ['kilometr na godzinę', 'kilometry na godzinę', 'kilometrów na godzinę', 'kilometra na godzinę'] },
  mph: { uk: ['миля на годину', 'милі на годину', 'миль на годину', 'милі на годину'], pl: ['mila na godzinę', 'mile na godzinę', 'mil na godzinę', 'mili na godzinę'] },
}; // prettier-ignore

/** Counted nouns whose number agrees in the feminine (одна година, дві хвилини; dwie godziny). */
const FEMININE_UNITS: Record<Lang, Set<string>> = {
  uk: new Set(['hour', 'minute', 'second', 'mile', 'thousand', 'mph']),
  pl: new Set(['hour', 'minute', 'second', 'mile', 'mph']),
};

/** English unit words after a number, as the keys of COUNTED ("pounds" → £, "per cent" → %). */
const UNIT_WORDS: Record<string, string> = {
  pound: '£', pounds: '£', quid: '£', euro: '€', euros: '€', dollar: '$', dollars: '$', penny: 'p', pence: 'p',
  cent: 'c', cents: 'c', 'per cent': '%', percent: '%', litre: 'l', litres: 'l', liter: 'l', liters: 'l',
  metre: 'm', metres: 'm', kilometre: 'km', kilometres: 'km', kilometer: 'km',
  kilometers: 'km', centimetre: 'cm', centimetres: 'cm', millimetre: 'mm', millimetres: 'mm', kilo: 'kg',
  kilos: 'kg', kilogram: 'kg', kilograms: 'kg', kilogramme: 'kg', kilogrammes: 'kg', gram: 'g', grams: 'g',
  gramme: 'g', grammes: 'g', millilitre: 'ml', millilitres: 'ml', degree: '°', degrees: '°', mile: 'mile',
  miles: 'mile', second: 'second', seconds: 'second', minute: 'minute', minutes: 'minute', hour: 'hour',
  hours: 'hour', day: 'day', days: 'day', week: 'week', weeks: 'week', month: 'month', months: 'month',
  year: 'year', years: 'year', times: 'time', point: 'point', points: 'point', mph: 'mph', kph: 'kmh', 'km/h': 'kmh',
}; // prettier-ignore

/** The unit an English word after a number names ("pounds" → "£", "hours" → "hour"), if any. */
export function unitOfWord(word: string): string | undefined {
  return UNIT_WORDS[word.toLowerCase()];
}

/**
 * A number with its unit, the noun agreeing with the number: "five pounds" → п’ять фунтів / pięć funtów,
 * "two hours" → дві години / dwie godziny, "twenty-one years" → двадцять один рік, with `half` "two and a
 * half hours" → дві з половиною години / dwie i pół godziny.
 */
export function quantityWords(parsed: ParsedNumber, unit: string, lang: Lang, half = false): string {
  const forms = COUNTED[unit]![lang];
  const feminine = FEMININE_UNITS[lang].has(unit);
  if (half && parsed.value === 1 && parsed.fraction === undefined)
    return lang === 'uk'
      ? `${feminine ? 'півтори' : 'півтора'} ${forms[3]}`
      : `${feminine ? 'półtorej' : 'półtora'} ${forms[3]}`;
  let words = numberWords(parsed, lang);
  // Polish keeps jeden inside a compound number (dwadzieścia jeden minut): only a lone one is jedna.
  if (feminine && parsed.fraction === undefined)
    words =
      lang === 'uk' || parsed.value % 10 !== 1 || parsed.value === 1
        ? feminineWords(parsed.value, lang)
        : words;
  if (half) return `${words} ${lang === 'uk' ? 'з половиною' : 'i pół'} ${forms[3]}`;
  const form = parsed.fraction !== undefined ? forms[3] : forms[pluralForm(parsed.value, lang)];
  return `${words} ${form}`;
}

/** "2 million", "1.5 billion", "20 thousand": digits with a scale word after them, read whole. */
export function scaledDigits(
  digits: string,
  scale: string,
): { uk: string; pl: string; gloss: string } | undefined {
  const unit = scale.toLowerCase().replace(/s$/, '');
  if (!['thousand', 'million', 'billion'].includes(unit) || !/^\d[\d,]*(\.\d+)?$/.test(digits))
    return undefined;
  const parsed = parseNumber(digits);
  if (!parsed) return undefined;
  const read = (l: Lang) =>
    digits === '1.5'
      ? `${l === 'uk' ? 'півтора' : 'półtora'} ${COUNTED[unit]![l][3]}, ${counted(parsed, unit, l)}`
      : counted(parsed, unit, l);
  return { uk: read('uk'), pl: read('pl'), gloss: `${digits} ${unit}` };
}

const AGE_PL: Record<number, string> = { 20: 'dwudziestce', 30: 'trzydziestce', 40: 'czterdziestce', 50: 'pięćdziesiątce', 60: 'sześćdziesiątce', 70: 'siedemdziesiątce', 80: 'osiemdziesiątce', 90: 'dziewięćdziesiątce' }; // prettier-ignore

/**
 * "in her fifties", "in his early thirties": a decade after a possessive is an age, not the years of a century
 * (за п’ятдесят, п’ятдесят з чимось; po pięćdziesiątce, pięćdziesiąt parę lat).
 */
export function ageDecade(
  word: string,
  previous: readonly string[],
): { uk: string; pl: string; gloss: string } | undefined {
  const tens = DECADE_WORDS[word.toLowerCase()];
  const [before, beforeThat] = previous.map((w) => w.toLowerCase());
  const possessive = (w?: string) => Boolean(w && /^(my|your|his|her|its|our|their|one's)$/.test(w));
  if (
    !tens ||
    !AGE_PL[tens] ||
    !(possessive(before) || (/^(early|mid|late)$/.test(before ?? '') && possessive(beforeThat)))
  )
    return undefined;
  const uk = cardinalWords(tens, 'uk');
  const pl = cardinalWords(tens, 'pl');
  return {
    uk: `за ${uk}, ${uk} з чимось`,
    pl: `po ${AGE_PL[tens]}, ${pl} parę lat`,
    gloss: `aged between ${tens} and ${tens + 9}`,
  };
}

/** Decades by their tens: 90 → дев’яності (роки) / (lata) dziewięćdziesiąte. */
const DECADES: Record<Lang, Record<number, string>> = {
  uk: { 0: 'двотисячні', 10: 'десяті', 20: 'двадцяті', 30: 'тридцяті', 40: 'сорокові', 50: 'п’ятдесяті', 60: 'шістдесяті', 70: 'сімдесяті', 80: 'вісімдесяті', 90: 'дев’яності' },
  pl: { 0: 'dwutysięczne', 10: 'dziesiąte', 20: 'dwudzieste', 30: 'trzydzieste', 40: 'czterdzieste', 50: 'pięćdziesiąte', 60: 'sześćdziesiąte', 70: 'siedemdziesiąte', 80: 'osiemdziesiąte', 90: 'dziewięćdziesiąte' },
}; // prettier-ignore
const DECADE_WORDS: Record<string, number> = {
  twenties: 20, thirties: 30, forties: 40, fifties: 50, sixties: 60, seventies: 70, eighties: 80, nineties: 90,
}; // prettier-ignore
const DENOMINATORS: Record<string, number> = {
  half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5,
  sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10,
}; // prettier-ignore

/** "30 фунтів", "2,5 відсотка": the number and its noun in the right form. */
function counted(parsed: ParsedNumber, unit: string, lang: Lang): string {
  const forms = COUNTED[unit]![lang];
  const form = parsed.fraction !== undefined ? forms[3] : forms[pluralForm(parsed.value, lang)];
  return `${numberWords(parsed, lang)} ${form}`;
}

/** A fraction: 2/3 → дві третини / dwie trzecie, 3/4 → три чверті / trzy czwarte, 2/5 → дві п’ятих. */
export function fractionWords(numerator: number, denominator: number, lang: Lang): string {
  const count = lang === 'uk' ? WORDS.uk.unitsF[numerator] : numerator === 1 ? 'jedna' : numerator === 2 ? 'dwie' : WORDS.pl.units[numerator];
  const plural = pluralForm(numerator, lang);
  let noun: string;
  if (lang === 'uk') {
    const own: Record<number, [string, string, string]> = {
      2: ['половина', 'половини', 'половин'],
      3: ['третина', 'третини', 'третин'],
      4: ['чверть', 'чверті', 'чвертей'],
    };
    noun = own[denominator]?.[plural] ?? (numerator === 1 ? hourWords(denominator, 'uk') : ordinalWords(denominator, 'uk').replace(/ий$/, 'их').replace(/ій$/, 'іх'));
  } else {
    if (denominator === 2) return numerator === 1 ? 'połowa' : `${count} połowy`;
    const masculine = ordinalWords(denominator, 'pl');
    noun = numerator === 1 ? hourWords(denominator, 'pl') : plural === 1 ? masculine.replace(/y$/, 'e').replace(/i$/, 'ie') : masculine.replace(/y$/, 'ych').replace(/i$/, 'ich');
  }
  return `${count} ${noun}`;
} // prettier-ignore

/**
 * Numbers written with a sign or a suffix, or as a decade or fraction, read whole in the language:
 * "£30" (тридцять фунтів / trzydzieści funtów), "30%", "5km", "7:30", "10am", "the 1990s" and
 * "the nineties", "two-thirds". Undefined when the word is none of them.
 */
/** A British road number: the M25 (a motorway), the A40, the B4009. */
export const ROAD_NUMBER = /^([MAB])(\d{1,4})$/;

export function readNumeric(word: string): { uk: string; pl: string; gloss: string } | undefined {
  // British roads: the M25 (a motorway), the A40, the B4009.
  const road = ROAD_NUMBER.exec(word);
  if (road)
    return road[1] === 'M'
      ? { uk: `автомагістраль ${word}, ${word}`, pl: `autostrada ${word}, ${word}`, gloss: `the ${word} motorway` }
      : { uk: `дорога ${word}, ${word}`, pl: `droga ${word}, ${word}`, gloss: `the ${word} road` };
  const w = word.toLowerCase().replace(/’/g, "'");
  const both = (f: (lang: Lang) => string, gloss: string) => ({ uk: f('uk'), pl: f('pl'), gloss });
  const pre = /^([£$€])(\d[\d,]*(?:\.\d+)?)$/.exec(w);
  const post = /^(\d[\d,]*(?:\.\d+)?)([%€])$/.exec(w);
  const [sign, digits] = pre ? [pre[1]!, pre[2]!] : post ? [post[2]!, post[1]!] : [];
  if (sign && digits) {
    // "£30.00" is thirty pounds; "£4.50" is four pounds fifty pence.
    const cents = /^(.+)\.(\d\d)$/.exec(digits);
    if (cents && sign !== '%' && Number(cents[2]) > 0) {
      const whole = parseNumber(cents[1]!);
      const part = { value: Number(cents[2]), ordinal: false };
      const sub = sign === '£' ? 'p' : 'c';
      if (whole)
        return both((l) => `${counted(whole, sign, l)} ${counted(part, sub, l)}`, `${digits} ${sign}`);
    }
    const parsed = parseNumber(digits.replace(/\.00$/, ''));
    if (parsed) return both((l) => counted(parsed, sign, l), `${digits} ${sign}`);
  }
  // "10p", "50p": pence (десять пенсів / dziesięć pensów), also with the digits (10 пенсів).
  const pence = /^(\d{1,2})p$/.exec(w);
  const pennies = pence && parseNumber(pence[1]!);
  if (pennies)
    return both((l) => `${counted(pennies, 'p', l)}, ${pence![1]} ${COUNTED.p![l][pluralForm(pennies.value, l)]}`, `${pence![1]} pence`);
  const unit = /^(\d[\d,]*(?:\.\d+)?)(km|kg|cm|mm|ml|gb|mb|m|g|l)$/.exec(w);
  // "4G", "5G": a capital G is no gram (a mobile network generation).
  if (unit && !(unit[2] === 'g' && /G$/.test(word))) {
    const parsed = parseNumber(unit[1]!);
    if (parsed) return both((l) => counted(parsed, unit[2]!, l), `${unit[1]} ${unit[2]}`);
  }
  const clock = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(w);
  if (clock && (clock[2] !== undefined || clock[3])) {
    const hour = Number(clock[1]);
    const minutes = clock[2] === undefined ? 0 : Number(clock[2]);
    if (hour <= 24 && minutes < 60 && (!clock[3] || (hour >= 1 && hour <= 12))) {
      const pm = clock[3]?.startsWith('p');
      const part = (l: Lang) => {
        if (!clock[3]) return '';
        if (!pm) return l === 'uk' ? (hour < 5 || hour === 12 ? ' ночі' : ' ранку') : hour < 5 || hour === 12 ? ' w nocy' : ' rano';
        return l === 'uk' ? (hour < 6 || hour === 12 ? ' дня' : ' вечора') : hour < 6 || hour === 12 ? ' po południu' : ' wieczorem';
      };
      // Minutes agree as feminine in Ukrainian (хвилина): п’ятдесят дві, двадцять одна.
      const minute = (l: Lang) => (l === 'uk' ? feminineWords(minutes, 'uk') : cardinalWords(minutes, l));
      const mins = (l: Lang) =>
        minutes === 0 ? '' : minutes < 10 ? ` ${WORDS[l].units[0]} ${minute(l)}` : ` ${minute(l)}`;
      // Timetables are also read with the hour as a cardinal in Ukrainian ("8:15" → вісім п’ятнадцять).
      const cardinal = (l: Lang) =>
        l === 'uk' && minutes > 0 && !clock[3] && hour >= 1 && hour <= 12
          ? `, ${cardinalWords(hour, 'uk')}${mins('uk')}`
          : '';
      // The time as written too ("7:52"), as timetables show it.
      const written = clock[2] !== undefined && !clock[3] ? `, ${clock[1]}:${clock[2]}` : '';
      return both(
        (l) => `${hourWords(hour === 0 ? 24 : hour, l)}${mins(l)}${part(l)}${cardinal(l)}${written}`,
        `time ${word}`,
      );
    }
  }
  const decade = /^'?(\d{2}|\d{4})'?s$/.exec(w);
  const decadeWord = /^(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)$/.exec(w);
  if (decade || decadeWord) {
    const tens = decadeWord ? DECADE_WORDS[decadeWord[1]!]! : Number(decade![1]) % 100;
    if (tens % 10 === 0 && DECADES.uk[tens])
      return { uk: `${DECADES.uk[tens]} роки`, pl: `lata ${DECADES.pl[tens]}`, gloss: `the ${word}` };
  }
  const fraction = /^([a-z]+)-([a-z]+)$/.exec(w);
  if (fraction && fraction[1]! in UNITS && fraction[2]! in DENOMINATORS) {
    const numerator = UNITS[fraction[1]!]!;
    const denominator = DENOMINATORS[fraction[2]!]!;
    if (numerator >= 1 && numerator < 10) return both((l) => fractionWords(numerator, denominator, l), `${numerator}/${denominator}`);
  }
  return undefined;
} // prettier-ignore

/**
 * A number as written around a clicked token of it (the page's words split "56,000" at the comma,
 * "30°C" at the degree sign, "£2bn" before the digits): the whole, when it is more than the token.
 * A sign-prefixed plain amount ("£30") is left to the reading of the sign beside it.
 */
export function writtenNumberAt(
  sentence: string,
  start: number,
  end: number,
): { text: string; next?: string } | undefined {
  const pattern =
    /[£$€]?-?\d[\d,]*(?:\.\d+)?(?:%|°[CF]?|bn|m|k)?(?:(?:[-–]|\/)\d[\d,]*(?:\.\d+)?(?:%|°[CF]?)?)?(?![\p{L}\d])/gu;
  for (const match of sentence.matchAll(pattern)) {
    const from = match.index;
    const to = from + match[0].length;
    if (from > start || to < end) continue;
    const whole = match[0].replace(/[,.]$/, '');
    if (/^[£$€]\d+(?:\.\d+)?$/.test(whole)) return undefined;
    // The token itself is the whole: only what the other readers leave (a range, a score, degrees, 24/7, £2bn).
    if (whole.length <= end - start && !/[-–/°]|\d(?:bn|k|m)$/.test(whole)) return undefined;
    // The word after it decides between a score and a range ("2-1 win", "2-3 days").
    const next = /^\s*(\p{L}+)/u.exec(sentence.slice(from + whole.length))?.[1];
    return { text: whole, next };
  }
  return undefined;
}

const YEAR_BEFORE = new Set(['in', 'since', 'from', 'by', 'until', 'till', 'of', 'before', 'after', 'around', 'circa', 'early', 'late', 'mid', 'spring', 'summer', 'autumn', 'fall', 'winter', 'year', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']); // prettier-ignore

/**
 * Is a four-digit number a year ("in 2019", "since 1998", "March 2024", "It was 2008.")? From 1900 to
 * 2099 unless a noun of quantity follows ("2000 people"); earlier ones only after a word of time.
 * Years are read as ordinals in Ukrainian and Polish (дві тисячі дев’ятнадцятий рік, rok dwa tysiące
 * dziewiętnasty).
 */
export function isYear(digits: string, previous?: string, next?: string): boolean {
  if (!/^\d{4}$/.test(digits)) return false;
  const value = Number(digits);
  if (value < 1000 || value > 2099) return false;
  if (previous && /^[£$€]$/.test(previous)) return false;
  if (next && (RANGE_NOUN.test(next) || /^(?:[a-z]+s|people|children|staff|members)$/i.test(next)))
    return false;
  return (value >= 1900 && value <= 2099) || YEAR_BEFORE.has((previous ?? '').toLowerCase());
}

/** Words after "2-1" that make it a range, not a score ("2-3 days", "10-15 minutes"). */
const RANGE_NOUN =
  /^(?:minutes?|hours?|days?|weeks?|months?|years?|times?|people|persons?|kilos?|km|metres?|meters?|miles?|pounds?|euros?|dollars?|percent|per|players?|pages?|points?|seconds?)$/i;

/**
 * A number written whole with what the page's words split off it: "56,000", "£2bn", "$1.2m", "30°C",
 * "-5°", "24/7", "3/4", "18-25" (від 18 до 25), "2-1" (a score, when both are small and no noun of
 * quantity follows). `next` is the word after it. Undefined when it is none of them.
 */
export function readWrittenNumber(
  written: string,
  next?: string,
): { uk: string; pl: string; gloss: string; type: 'number' | 'adverb' | 'noun' } | undefined {
  const both = (f: (lang: Lang) => string, gloss: string, type: 'number' | 'adverb' | 'noun' = 'number') => ({ uk: f('uk'), pl: f('pl'), gloss, type });
  const w = written.toLowerCase();
  if (w === '24/7') return { uk: 'цілодобово', pl: 'całodobowo', gloss: 'all day, every day', type: 'adverb' };
  const scaled = /^([£$€])?(\d[\d,]*(?:\.\d+)?)(bn|m|k)$/.exec(w);
  if (scaled && (scaled[1] || scaled[3] !== 'm')) {
    const parsed = parseNumber(scaled[2]!);
    if (!parsed) return undefined;
    const sign = scaled[1];
    if (scaled[3] === 'k') {
      const thousands = parsed.fraction ? Math.round(Number(`${parsed.value}.${parsed.fraction}`) * 1000) : parsed.value * 1000;
      const whole = { value: thousands, ordinal: false };
      return both((l) => (sign ? counted(whole, sign, l) : numberWords(whole, l)), `${thousands}${sign ? ` ${sign}` : ''}`);
    }
    const scale = scaled[3] === 'bn' ? 'billion' : 'million';
    return both(
      (l) => `${counted(parsed, scale, l)}${sign ? ` ${COUNTED[sign]![l][2]}` : ''}`,
      `${scaled[2]} ${scale}${sign ? ` ${sign}` : ''}`,
    );
  }
  const degrees = /^(-?)(\d+(?:\.\d+)?)°([cf])?$/.exec(w);
  if (degrees) {
    const parsed = parseNumber(degrees[2]!);
    if (!parsed) return undefined;
    const scale = (l: Lang) => (degrees[3] === 'c' ? (l === 'uk' ? ' за Цельсієм' : ' Celsjusza') : degrees[3] === 'f' ? (l === 'uk' ? ' за Фаренгейтом' : ' Fahrenheita') : '');
    const minus = (l: Lang) => (degrees[1] ? (l === 'uk' ? 'мінус ' : 'minus ') : '');
    return both((l) => `${minus(l)}${counted(parsed, '°', l)}${scale(l)}`, `${written} (temperature)`);
  }
  const fraction = /^(\d)\/(\d{1,2})$/.exec(w);
  if (fraction && Number(fraction[1]) >= 1 && Number(fraction[1]) < Number(fraction[2]) && Number(fraction[2]) <= 10)
    return both((l) => fractionWords(Number(fraction[1]), Number(fraction[2]), l), `${fraction[1]}/${fraction[2]}`);
  const pair = /^(\d[\d,]*(?:\.\d+)?)[-–](\d[\d,]*(?:\.\d+)?)(%)?$/.exec(w);
  if (pair) {
    const [a, b] = [parseNumber(pair[1]!), parseNumber(pair[2]!)];
    if (!a || !b) return undefined;
    if (!pair[3] && !a.fraction && !b.fraction && a.value <= 10 && b.value <= 10 && !(next && RANGE_NOUN.test(next)))
      return scoreReading(a.value, b.value);
    const sign = pair[3] ?? '';
    // "50-50": even chances (п’ятдесят на п’ятдесят, pół na pół); "98-95": a score.
    if (a.value === b.value && !sign)
      return both((l) => (a.value === 50 && l === 'pl' ? 'pół na pół' : `${numberWords(a, l)} ${l === 'uk' ? 'на' : 'na'} ${numberWords(a, l)}`), `${a.value} to ${a.value}`);
    if (a.value > b.value && !sign)
      return both((l) => `${l === 'uk' ? 'рахунок' : 'wynik'} ${a.value}:${b.value}`, `the score ${a.value}:${b.value}`, 'noun');
    return { uk: `від ${pair[1]}${sign} до ${pair[2]}${sign}`, pl: `od ${pair[1]}${sign} do ${pair[2]}${sign}`, gloss: `from ${pair[1]} to ${pair[2]}${sign}`, type: 'number' };
  }
  const read = readNumeric(w);
  if (read) return { ...read, type: 'number' };
  const plain = parseNumber(w);
  return plain ? both((l) => numberWords(plain, l), `number ${written}`) : undefined;
} // prettier-ignore

/** "one and a half" → півтора / półtora; "two and a half" → два з половиною / dwa i pół. */
export function andAHalfWords(whole: number, lang: Lang): string {
  if (whole === 1) return lang === 'uk' ? 'півтора, півтори' : 'półtora, półtorej';
  return lang === 'uk' ? `${cardinalWords(whole, 'uk')} з половиною` : `${cardinalWords(whole, 'pl')} i pół`;
}

/** Combining forms of numbers in compound adjectives (п’ятихвилинний, pięciominutowy), 1–20 and tens. */
const COMBINING: Record<number, [uk: string, pl: string]> = {
  1: ['одно', 'jedno'], 2: ['дво', 'dwu'], 3: ['три', 'trzy'], 4: ['чотири', 'cztero'], 5: ['п’яти', 'pięcio'],
  6: ['шести', 'sześcio'], 7: ['семи', 'siedmio'], 8: ['восьми', 'ośmio'], 9: ['дев’яти', 'dziewięcio'],
  10: ['десяти', 'dziesięcio'], 11: ['одинадцяти', 'jedenasto'], 12: ['дванадцяти', 'dwunasto'],
  13: ['тринадцяти', 'trzynasto'], 14: ['чотирнадцяти', 'czternasto'], 15: ['п’ятнадцяти', 'piętnasto'],
  16: ['шістнадцяти', 'szesnasto'], 17: ['сімнадцяти', 'siedemnasto'], 18: ['вісімнадцяти', 'osiemnasto'],
  19: ['дев’ятнадцяти', 'dziewiętnasto'], 20: ['двадцяти', 'dwudziesto'], 30: ['тридцяти', 'trzydziesto'],
  40: ['сорока', 'czterdziesto'], 50: ['п’ятдесяти', 'pięćdziesięcio'], 60: ['шістдесяти', 'sześćdziesięcio'],
  70: ['сімдесяти', 'siedemdziesięcio'], 80: ['вісімдесяти', 'osiemdziesięcio'],
  90: ['дев’яносто', 'dziewięćdziesięcio'], 100: ['сто', 'stu'],
}; // prettier-ignore
/** Currencies among them, read as the amount too. */
const CURRENCY_UNITS: Record<string, string> = { pound: '£', dollar: '$' };
/** Units of measure that make compound adjectives with a number: adjective endings in uk and pl. */
const COMPOUND_UNITS: Record<string, [uk: string, pl: string]> = {
  second: ['секундний', 'sekundowy'], minute: ['хвилинний', 'minutowy'], hour: ['годинний', 'godzinny'],
  day: ['денний', 'dniowy'], week: ['тижневий', 'tygodniowy'], month: ['місячний', 'miesięczny'],
  year: ['річний', 'letni'], 'year-old': ['річний', 'letni'], metre: ['метровий', 'metrowy'],
  meter: ['метровий', 'metrowy'], kilometre: ['кілометровий', 'kilometrowy'], kilometer: ['кілометровий', 'kilometrowy'],
  litre: ['літровий', 'litrowy'], liter: ['літровий', 'litrowy'], storey: ['поверховий', 'piętrowy'],
  story: ['поверховий', 'piętrowy'], star: ['зірковий', 'gwiazdkowy'], bedroom: ['кімнатний', 'pokojowy'],
  pound: ['фунтовий', 'funtowy'], dollar: ['доларовий', 'dolarowy'],
  room: ['кімнатний', 'pokojowy'], page: ['сторінковий', 'stronicowy'], person: ['місний', 'osobowy'],
}; // prettier-ignore
const SCORE_UK = [
  'нуль',
  'один',
  'два',
  'три',
  'чотири',
  'п’ять',
  'шість',
  'сім',
  'вісім',
  'дев’ять',
  'десять',
];
const SCORE_PL = [
  'zero',
  'jeden',
  'dwa',
  'trzy',
  'cztery',
  'pięć',
  'sześć',
  'siedem',
  'osiem',
  'dziewięć',
  'dziesięć',
];
const SCORE_PL_GENITIVE = [
  'zera',
  'jednego',
  'dwóch',
  'trzech',
  'czterech',
  'pięciu',
  'sześciu',
  'siedmiu',
  'ośmiu',
  'dziewięciu',
  'dziesięciu',
];
const SCORE_WORDS =
  /^(nil|zero|one|two|three|four|five|six|seven|eight|nine|ten)-(nil|all|one|two|three|four|five|six|seven|eight|nine|ten)$/i;

/**
 * A football score read as commentators do: "один-нуль", "jeden do zera" (the second number in the
 * genitive), then the digits (рахунок 1:0, нічия for a draw). Both numbers 0–10.
 */
function scoreReading(home: number, away: number): { type: 'noun'; uk: string; pl: string; gloss: string } {
  const result = `${home}:${away}`;
  const draw = home === away;
  return {
    type: 'noun',
    uk: `${SCORE_UK[home]}-${SCORE_UK[away]}, ${draw ? 'нічия' : 'рахунок'} ${result}`,
    pl: `${SCORE_PL[home]} do ${SCORE_PL_GENITIVE[away]}, ${draw ? 'remis' : 'wynik'} ${result}`,
    gloss: `the score ${result}`,
  };
}

/**
 * Hyphenated compounds of a number: "a five-minute walk", "a two-year-old", "a three-star hotel" (adjectives:
 * п’ятихвилинний, pięciominutowy) and football scores, "one-nil", "two-all" (nouns: 1:0).
 */
export function numberCompound(
  word: string,
): { type: 'adjective' | 'noun'; uk: string; pl: string; gloss: string } | undefined {
  const lower = word.toLowerCase();
  const score = SCORE_WORDS.exec(lower);
  if (score) {
    const home = parseNumber(score[1] === 'nil' ? 'zero' : score[1]!)?.value;
    const away = score[2] === 'all' ? home : parseNumber(score[2] === 'nil' ? 'zero' : score[2]!)?.value;
    if (home === undefined || away === undefined) return undefined;
    return scoreReading(home, away);
  }
  const match = /^([a-z]+|\d{1,3})-(.+?)s?$/.exec(lower);
  if (!match) return undefined;
  const unit = COMPOUND_UNITS[match[2]!];
  const value = parseNumber(match[1]!)?.value;
  const prefix = value === undefined ? undefined : COMBINING[value];
  if (!unit || !prefix) return undefined;
  // 1 + рік is "однорічний", 1 + rok "roczny"; 100 + year "столітній", "stuletni".
  const uk = value === 100 && unit[0] === 'річний' ? 'столітній' : prefix[0] + unit[0];
  const pl = value === 1 && unit[1] === 'letni' ? 'roczny' : prefix[1] + unit[1];
  // "a twenty-pound fee": also the amount itself (двадцять фунтів, 20 фунтів).
  const sign = CURRENCY_UNITS[match[2]!];
  const amount = (l: Lang) => (sign ? `, ${counted({ value: value!, ordinal: false }, sign, l)}, ${value} ${COUNTED[sign]![l][pluralForm(value!, l)]}` : ''); // prettier-ignore
  return {
    type: 'adjective',
    uk: uk + amount('uk'),
    pl: pl + amount('pl'),
    gloss: `of ${value} ${match[2]!.replace('-old', '')}${value === 1 ? '' : 's'}`,
  };
}

/**
 * A number written with a decimal point or thousands commas, as Ukrainian and Polish write it: a decimal comma and
 * a space between thousands from five digits on ("18.50" → 18,50; "1,200" → 1200; "42,000" → 42 000).
 * Undefined for plain digits, which are written alike.
 */
export function localDigits(word: string): string | undefined {
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(word);
  if (!m || (!m[2] && !word.includes(','))) return undefined;
  const whole = m[1]!.replace(/,/g, '');
  const grouped = whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+$)/g, ' ') : whole;
  return m[2] ? `${grouped},${m[2]}` : grouped;
}

/** A reading followed by the number as written in the language, when that differs from the English digits. */
export function withLocalDigits(reading: string, word: string): string {
  const local = localDigits(word);
  return local && !reading.split(', ').includes(local) ? `${reading}, ${local}` : reading;
}

/**
 * "nine pounds twenty", "three pounds fifty": an amount said with its pence after the unit, read whole
 * (дев’ять фунтів двадцять пенсів, 9,20 фунта). Undefined unless the pence are 1–99.
 */
export function moneyWords(pounds: ParsedNumber, unit: string, pence: ParsedNumber): { uk: string; pl: string } | undefined {
  const sign = /^(pound|quid)s?$/.test(unit) ? '£' : /^dollars?$/.test(unit) ? '$' : /^euros?$/.test(unit) ? '€' : undefined;
  if (!sign || pence.ordinal || pence.fraction || pence.value < 1 || pence.value > 99 || pounds.fraction) return undefined;
  const sub = sign === '£' ? 'p' : 'c';
  const digits = `${pounds.value},${String(pence.value).padStart(2, '0')}`;
  const read = (l: Lang) => `${counted(pounds, sign, l)} ${counted(pence, sub, l)}, ${digits} ${COUNTED[sign]![l][3]}`;
  return { uk: read('uk'), pl: read('pl') };
} // prettier-ignore

/** Month names in the genitive, as dates say them (перше січня, pierwszy stycznia). */
const MONTH_GENITIVE: Record<Lang, readonly string[]> = {
  uk: ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'],
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
}; // prettier-ignore
const RELATIVE_MONTH: Record<Lang, Record<'next' | 'this' | 'last', string>> = {
  uk: { next: 'наступного місяця', this: 'цього місяця', last: 'минулого місяця' },
  pl: { next: 'przyszłego miesiąca', this: 'tego miesiąca', last: 'zeszłego miesiąca' },
};

/**
 * A date: "the first of January" → перше січня, 1 січня / pierwszy stycznia, 1 stycznia; "the first of next
 * month" → перше число наступного місяця / pierwszy dzień przyszłego miesiąca. `month` is 0–11 or relative.
 */
export function dateWords(day: number, month: number | 'next' | 'this' | 'last', lang: Lang): string {
  const ordinal = ordinalWords(day, lang);
  if (typeof month !== 'number')
    return lang === 'uk'
      ? `${ordinal.replace(/ий$/, 'е').replace(/ій$/, 'є')} число ${RELATIVE_MONTH.uk[month]}`
      : `${ordinal} dzień ${RELATIVE_MONTH.pl[month]}, ${ordinal} ${RELATIVE_MONTH.pl[month]}`;
  const name = MONTH_GENITIVE[lang][month]!;
  return lang === 'uk'
    ? `${ordinal.replace(/ий$/, 'е').replace(/ій$/, 'є')} ${name}, ${day} ${name}`
    : `${ordinal} ${name}, ${day} ${name}`;
}
