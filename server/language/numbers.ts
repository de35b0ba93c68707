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
      return count === 1 ? o.scales[scale]! : `${cardinalWords(count, lang)} ${o.scales[scale]}`;
    }
  }
  const rest = value % 100;
  const head = value - rest;
  const prefix = head ? cardinalWords(head, lang) + ' ' : '';
  if (rest === 0) return value === 100 ? o.hundred : `${cardinalWords(head, lang)}`;
  if (rest < 10) return prefix + o.units[rest];
  if (rest < 20) return prefix + o.teens[rest - 10];
  const tens = Math.floor(rest / 10);
  const units = rest % 10;
  if (!units) return prefix + o.tens[tens];
  const tensWord = lang === 'pl' ? o.tens[tens] : WORDS.uk.tens[tens];
  return `${prefix}${tensWord} ${o.units[units]}`;
}

/** The number in words in the language, cardinal or ordinal. */
export function numberWords(parsed: ParsedNumber, lang: Lang): string {
  if (parsed.fraction !== undefined) {
    // 37.5 → "тридцять сім кома п’ять" / "trzydzieści siedem przecinek pięć" (as the number is said).
    const point = lang === 'uk' ? 'кома' : 'przecinek';
    const digits = [...parsed.fraction].map((d) => WORDS[lang].units[Number(d)]!);
    return [cardinalWords(parsed.value, lang), point, ...digits].join(' ');
  }
  return parsed.ordinal ? ordinalWords(parsed.value, lang) : cardinalWords(parsed.value, lang);
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
  if (previous === 'from' && w(index + 1) === 'to' && isHour(index + 2)) return { hour };
  if (previous === 'to' && isHour(index - 2) && w(index - 3) === 'from') return { hour };
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
