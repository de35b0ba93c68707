import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { arpabetOf } from './ipa.ts';

/**
 * Names: the gazetteer (countries from i18n-iso-countries, cities and regions from
 * data/glossary/places.jsonl, languages from Intl.DisplayNames) and personal names
 * (data/glossary/names.jsonl, else transliterated into Ukrainian; Polish keeps the spelling).
 */
export interface PlaceName {
  name: string;
  kind: string;
  uk: string;
  pl: string;
}

export interface PersonName {
  name: string;
  uk: string;
  pl: string;
  surname?: boolean;
}

/** A nationality: its adjective, one person and the people, in en, uk and pl (nationalities.tsv). */
export interface Nationality {
  adjective: string;
  person: string;
  people: string;
  uk: { adjective: string; person: string; people: string };
  pl: { adjective: string; person: string; people: string };
}

/** Which form of a nationality a word is: "Italian" adjective or person, "Italians" the people. */
export interface NationalityForm {
  nationality: Nationality;
  form: 'adjective' | 'person' | 'people';
}

function readNationalities(file: string): Nationality[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [adjective, person, people, ukA, ukP, ukS, plA, plP, plS] = l.split('\t').map((c) => c.trim());
      return {
        adjective: adjective!,
        person: person!,
        people: people!,
        uk: { adjective: ukA!, person: ukP!, people: ukS! },
        pl: { adjective: plA!, person: plP!, people: plS! },
      };
    });
}

export interface NameReading {
  kind: 'place' | 'person' | 'letter' | 'language';
  /** The name as the learner sees it in uk and pl. */
  uk: string;
  pl: string;
  /** What kind of place ("city", "country") or "first name" / "surname". */
  gloss: string;
}

const require = createRequire(import.meta.url);
const dataDir = path.resolve('data/glossary');

function readLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

type CountriesModule = {
  registerLocale(data: unknown): void;
  getNames(lang: string, opts?: { select: 'official' | 'alias' | 'all' }): Record<string, string | string[]>;
  getName(code: string, lang: string): string | undefined;
};

/** English country names and aliases (lower case) → uk and pl names. */
function countryNames(): Map<string, PlaceName> {
  const out = new Map<string, PlaceName>();
  try {
    const countries = require('i18n-iso-countries') as CountriesModule;
    for (const lang of ['en', 'uk', 'pl'])
      countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
    const all = countries.getNames('en', { select: 'all' });
    for (const [code, names] of Object.entries(all)) {
      const uk = countries.getName(code, 'uk')?.replace(/'/g, '’');
      const pl = countries.getName(code, 'pl');
      if (!uk || !pl) continue;
      for (const name of [names].flat()) {
        if (/^[A-Z.]+$/.test(name)) continue; // "US", "U.S.A.": abbreviations, read elsewhere
        out.set(name.toLowerCase(), { name, kind: 'country', uk, pl });
      }
    }
  } catch {
    // Without the package only the hand-written places are known.
  }
  return out;
}

/** English language names → their uk and pl names ("Polish" → польська мова / język polski). */
function languageNames(): Map<string, { uk: string; pl: string }> {
  const out = new Map<string, { uk: string; pl: string }>();
  const codes = [
    'en',
    'uk',
    'pl',
    'de',
    'fr',
    'es',
    'it',
    'pt',
    'ru',
    'zh',
    'ja',
    'ko',
    'ar',
    'tr',
    'nl',
    'sv',
    'cs',
    'sk',
    'hu',
    'ro',
    'el',
    'fi',
    'da',
    'no',
    'he',
    'hi',
    'be',
    'lt',
    'lv',
    'et',
    'bg',
    'hr',
    'sr',
    'sl',
    'ka',
    'la',
  ];
  try {
    const en = new Intl.DisplayNames(['en'], { type: 'language' });
    const uk = new Intl.DisplayNames(['uk'], { type: 'language' });
    const pl = new Intl.DisplayNames(['pl'], { type: 'language' });
    for (const code of codes) {
      const name = en.of(code);
      if (!name) continue;
      out.set(name.toLowerCase(), { uk: `${uk.of(code)} мова`, pl: `język ${pl.of(code)}` });
    }
  } catch {
    // Node without full ICU: languages come from the glossary only.
  }
  return out;
}

/** ARPAbet → Ukrainian letters, for names the list does not have ("Fraser" → Фрейзер). */
const UK_PHONES: Record<string, string> = {
  AA: 'а', AE: 'е', AH: 'а', AO: 'о', AW: 'ау', AY: 'ай', EH: 'е', ER: 'ер', EY: 'ей', IH: 'і',
  IY: 'і', OW: 'о', OY: 'ой', UH: 'у', UW: 'у', B: 'б', CH: 'ч', D: 'д', DH: 'з', F: 'ф', G: 'г',
  HH: 'г', JH: 'дж', K: 'к', L: 'л', M: 'м', N: 'н', NG: 'нг', P: 'п', R: 'р', S: 'с', SH: 'ш',
  T: 'т', TH: 'т', V: 'в', W: 'в', Y: 'й', Z: 'з', ZH: 'ж',
}; // prettier-ignore
const IOTATED: Record<string, string> = {
  UW: 'ю',
  UH: 'ю',
  AA: 'я',
  AH: 'я',
  AE: 'я',
  EH: 'є',
  IY: 'ї',
  IH: 'ї',
  OW: 'йо',
  AO: 'йо',
};

/** Latin spelling → Ukrainian letters (Slavic romanisations first: "Kowalski" → Ковальський). */
const LATIN: [RegExp, string][] = [
  [/tskyi$/g, 'цький'], [/skyi$/g, 'ський'], [/lnyk$/g, 'льник'], [/szcz/g, 'щ'], [/shch/g, 'щ'], [/sz/g, 'ш'], [/sh/g, 'ш'], [/cz/g, 'ч'], [/ch/g, 'ч'], [/kh/g, 'х'], [/lski$/g, 'льський'],
  [/zh/g, 'ж'], [/rz/g, 'ж'], [/ts/g, 'ц'], [/yi$/g, 'ий'], [/yi/g, 'ї'], [/iy/g, 'ій'], [/ski$/g, 'ський'],
  [/ya/g, 'я'], [/yu/g, 'ю'], [/ye/g, 'є'], [/ia/g, 'я'], [/iu/g, 'ю'], [/ie/g, 'є'], [/ck/g, 'к'],
  [/ph/g, 'ф'], [/th/g, 'т'], [/qu/g, 'кв'], [/x/g, 'кс'],
  [/a/g, 'а'], [/b/g, 'б'], [/c/g, 'к'], [/d/g, 'д'], [/e/g, 'е'], [/f/g, 'ф'], [/g/g, 'г'],
  [/h/g, 'г'], [/i/g, 'і'], [/j/g, 'й'], [/k/g, 'к'], [/l/g, 'л'], [/m/g, 'м'], [/n/g, 'н'],
  [/o/g, 'о'], [/p/g, 'п'], [/r/g, 'р'], [/s/g, 'с'], [/t/g, 'т'], [/u/g, 'у'], [/v/g, 'в'],
  [/w/g, 'в'], [/y/g, 'и'], [/z/g, 'з'],
]; // prettier-ignore

/** A name written the Polish way: Polish letters, or Polish digraphs and endings. */
const POLISH_SPELLING = /[ąćęłńóśźż]|sz|cz|rz|w[aeiouy]|^[pb]io(?!n)|(ski|ska|cki|cka|wicz)$/i;
const POLISH: [RegExp, string][] = [
  [/wicz$/g, 'вич'], [/szcz/g, 'щ'], [/sz/g, 'ш'], [/cz/g, 'ч'], [/rz/g, 'ж'], [/ch/g, 'х'], [/dż/g, 'дж'], [/dz/g, 'дз'],
  [/ska$/g, 'ська'], [/cka$/g, 'цька'], [/cki$/g, 'цький'],
  [/ł/g, 'л'], [/ń(?=[sс])/g, 'н'], [/ń/g, 'нь'], [/ó/g, 'у'], [/ś/g, 'сь'], [/ź/g, 'зь'], [/ż/g, 'ж'], [/ć/g, 'ць'],
  [/ą(?=[bp])/g, 'ом'], [/ą/g, 'он'], [/ę(?=[bp])/g, 'ем'], [/ę/g, 'ен'],
  [/^ie/g, 'є'], [/([bcdfghklmnprstwzл])ie/g, '$1е'], [/([pbmfw])io/g, '$1йо'], [/([bcdfghklmnprstwzл])io/g, '$1ьо'],
  [/c/g, 'ц'], [/j/g, 'й'],
]; // prettier-ignore

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Slavic endings and digraphs: such a name is read letter by letter (Kowalski, Kovalenko, Szymański). */
const SLAVIC_SPELLING = /(ski|cki|wicz|czyk|enko|chuk|nyk|iy|yi)$|sz|cz|rz/i;

/** A name in Ukrainian letters: by its English pronunciation when the CMU dictionary has it, else by spelling. */
export function transliterate(name: string): string {
  // Slavic spellings are read letter by letter ("Kowalski" → Ковальський, not by an English reading).
  // A w before a vowel is Slavic only in a name the English dictionary does not know (Wojtek, not Oakwood or Gatwick).
  const slavicSpelling = SLAVIC_SPELLING.test(name);
  const known = arpabetOf(name);
  const slavic = slavicSpelling || /^[pb]io(?!n)/i.test(name) || (/w[aeiouy]/i.test(name) && !known);
  const arpabet = slavic ? undefined : known;
  // An English compound name the dictionary lacks whole, read as its two words: Oakwood → Оквуд, Westfield → Вестфілд.
  if (!arpabet && !slavicSpelling && /^\p{Lu}\p{Ll}{5,}$/u.test(name)) {
    for (let cut = 3; cut <= name.length - 3; cut++) {
      const [first, second] = [name.slice(0, cut), name.slice(cut)];
      if (!arpabetOf(first) || !arpabetOf(second) || !/[aeiouy]/.test(first) || !/[aeiouy]/.test(second))
        continue;
      return capitalise(
        `${transliterate(capitalise(first))}${transliterate(capitalise(second)).toLowerCase()}`,
      );
    }
  }
  if (arpabet) {
    const phones = arpabet.split(' ').map((p) => p.replace(/\d$/, ''));
    const letters = spelledVowels(name, phones);
    let out = '';
    let vowel = 0;
    for (let i = 0; i < phones.length; i++) {
      const phone = phones[i]!;
      const next = phones[i + 1];
      const spelt = VOWEL_PHONES.has(phone) ? letters?.[vowel++] : undefined;
      if (phone === 'Y' && next && IOTATED[next]) {
        out += IOTATED[next];
        vowel++;
        i++;
        continue;
      }
      // An unstressed -tion / -sion ends in -шн, -жн: Station → Стейшн, Vision → Віжн.
      if (phone === 'AH' && i === phones.length - 2 && next === 'N' && /[st]ion$/i.test(name)) continue;
      // A word-initial unstressed /ɪ/ written e is е: Explorer → Експлорер, Elizabeth → Елізабет.
      if (phone === 'IH' && i === 0 && /^e/i.test(name)) {
        out += 'е';
        continue;
      }
      // /ŋ/ before /h/ or /g/ is н, their г following: Birmingham → Бірмінгем, Nottingham → Ноттінгем.
      if (phone === 'NG' && (next === 'HH' || next === 'G')) {
        out += 'н';
        continue;
      }
      // A final /z/ written "s" is written с: James → Джеймс.
      if (phone === 'Z' && i === phones.length - 1 && /s$/i.test(name)) out += 'с';
      else if (spelt) out += spelt;
      else if (phone === 'AA' && !letters && /o/i.test(name)) out += 'о';
      else out += UK_PHONES[phone] ?? '';
    }
    return capitalise(ukrainianSpelling(out, name));
  }
  let out = name.toLowerCase();
  // Polish spellings by Polish letter values (c = ц, ch = х, ł = л, ó = у): Wrocław → Вроцлав.
  if (POLISH_SPELLING.test(name))
    for (const [pattern, letters] of POLISH) out = out.replace(pattern, letters);
  for (const [pattern, letters] of LATIN) out = out.replace(pattern, letters);
  return capitalise(ukrainianSpelling(out.replace(/[^\p{L}’'-]/gu, ''), name));
}

const VOWEL_PHONES = new Set([
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
]);
const VOWEL_LETTERS: Record<string, string> = { a: 'а', o: 'о', e: 'е', i: 'і' };

/**
 * Ukrainian writes the vowels of a foreign name as spelt where English reduces or shifts them
 * (Carlos → Карлос, not Корлос; Wilson → Вілсон; Bondar → Бондар; Taylor → Тейлор): for each vowel
 * sound, the Ukrainian letter of the spelt a / o / e when the sound is a schwa (AH), /ɑ/ (AA) or an
 * r-coloured vowel (ER, written with its r), and for /æ/ (AE) in names ending in a vowel or z (Oksana,
 * Diaz) — English names keep е there (Jack → Джек). Undefined when spelling and sounds do not align.
 */
function spelledVowels(name: string, phones: string[]): (string | undefined)[] | undefined {
  const lowerName = name.toLowerCase();
  const units = [
    ...lowerName.matchAll(/ou|au|aw|ea|ee|oo|ai|ay|ey|ei|ie|oa|oe|ue|eu|oy|ew|ow|[aeiou]|y(?![aeiou])/g),
  ];
  // A silent final e after a consonant (Clarke, Jane).
  if (units.length > 1 && /[^aeiouy]e$/.test(lowerName) && units.at(-1)!.index === lowerName.length - 1)
    units.pop();
  const vowels = phones.filter((p) => VOWEL_PHONES.has(p));
  if (units.length !== vowels.length) return undefined;
  const foreignEnding = /[aoiz]$/.test(lowerName);
  return vowels.map((phone, k) => {
    const unit = units[k]![0];
    // /oʊ/ written ow or o with a silent final e is оу (Snowdon → Сноудон, Stone → Стоун, Cole → Коул);
    // written o before consonants it stays о (Jones → Джонс).
    if (phone === 'OW') {
      const silentE = k === vowels.length - 1 && unit === 'o' && /[aeiouy][^aeiouy]e$/.test(lowerName);
      return unit === 'ow' || silentE ? 'оу' : undefined;
    }
    const letter = VOWEL_LETTERS[unit];
    if (!letter) return undefined;
    if (phone === 'AH' || phone === 'AA' || (phone === 'AE' && foreignEnding)) return letter;
    if (phone === 'ER' && lowerName[units[k]!.index + 1] === 'r') return `${letter}р`;
    return undefined;
  });
}

/**
 * Ukrainian spelling of a transliterated name: і after a vowel is ї (Луїс, Руїс), a final -ia is -ія
 * (Марія, Вікторія), and a final z after a vowel in a name of two syllables or more is с (Lopez →
 * Лопес, Ruiz → Руїс; the Spanish z is voiceless), a one-syllable name keeping it (Liz → Ліз).
 */
function ukrainianSpelling(out: string, name: string): string {
  let text = out.replace(/([аеиоуяєюї])і/g, '$1ї').replace(/іа$/, 'ія');
  const syllables = (text.match(/[аеиіїоуяєю]/g) ?? []).length;
  if (syllables >= 2 && /[aeiou]z$/i.test(name)) text = text.replace(/з$/, 'с');
  return text;
}

const LETTER_NAMES_UK: Record<string, string> = {
  A: 'ей', B: 'бі', C: 'сі', D: 'ді', E: 'і', F: 'еф', G: 'джі', H: 'ейч', I: 'ай', J: 'джей', K: 'кей',
  L: 'ел', M: 'ем', N: 'ен', O: 'оу', P: 'пі', Q: 'к’ю', R: 'ар', S: 'ес', T: 'ті', U: 'ю', V: 'ві',
  W: 'дабл-ю', X: 'екс', Y: 'вай', Z: 'зед',
}; // prettier-ignore

/** A name in Ukrainian romanisation (Kovalenko, Yaremchuk, Zabarnyi, Hrytsenko). */
const UKRAINIAN_ROMAN = /(enko|chuk|nyk|yi|iy|yy)$|shch|kh|zh/i;
/** Ukrainian romanisation → Polish spelling: Kovalenko → Kowalenko, Yaremchuk → Jaremczuk, Zabarnyi → Zabarny. */
export function polishOfUkrainian(name: string): string {
  if (!UKRAINIAN_ROMAN.test(name)) return name;
  let out = name.toLowerCase();
  const steps: [RegExp, string][] = [
    [/tskyi$/g, 'cki'], [/skyi$/g, 'ski'], [/shch/g, 'szcz'], [/zh/g, 'ż'], [/sh/g, 'sz'], [/(?<!k)ch/g, 'cz'],
    [/kh/g, 'ch'], [/ts/g, 'c'], [/(yi|iy|yy)$/g, 'y'], [/^y(?=[aeiou])/g, 'j'], [/(?<=[aeiou])y(?=[aeiou])/g, 'j'], [/v/g, 'w'],
    [/l(?=[aou])/g, 'ł'],
  ]; // prettier-ignore
  for (const [pattern, letters] of steps) out = out.replace(pattern, letters);
  return capitalise(out);
}

export interface Names {
  place(words: string[]): PlaceName | undefined;
  person(word: string): PersonName | undefined;
  language(word: string): { uk: string; pl: string } | undefined;
  /** How a name reads in uk and pl: the list's form, else transliterated (uk) and as written (pl). */
  personReading(word: string): NameReading;
  letter(letter: string): NameReading;
  /** The forms of a nationality a word may be ("Spanish": adjective; "Poles": people; "Pole": person). */
  nationality(word: string): NationalityForm[];
  stats: { places: number; people: number; languages: number; nationalities: number };
}

export function loadNames(dir = dataDir): Names {
  const places = countryNames();
  for (const p of readLines<PlaceName>(path.join(dir, 'places.jsonl'))) places.set(p.name.toLowerCase(), p);
  const people = new Map<string, PersonName>();
  for (const p of readLines<PersonName>(path.join(dir, 'names.jsonl'))) people.set(p.name.toLowerCase(), p);
  const languages = languageNames();
  const nationalities = new Map<string, NationalityForm[]>();
  const nationalityList = readNationalities(path.join(dir, 'nationalities.tsv'));
  for (const nationality of nationalityList)
    for (const form of ['adjective', 'person', 'people'] as const) {
      const key = nationality[form].toLowerCase();
      const list = nationalities.get(key) ?? [];
      list.push({ nationality, form });
      nationalities.set(key, list);
    }
  return {
    place: (words) => places.get(words.join(' ').toLowerCase().replace(/’/g, "'")),
    person: (word) => people.get(word.toLowerCase().replace(/’/g, "'")),
    language: (word) => languages.get(word.toLowerCase()),
    personReading(word) {
      const known = people.get(word.toLowerCase().replace(/’/g, "'"));
      if (known)
        return {
          kind: 'person',
          uk: known.uk,
          pl: known.pl,
          gloss: known.surname ? 'surname' : 'first name',
        };
      return { kind: 'person', uk: transliterate(word), pl: polishOfUkrainian(word), gloss: 'name' };
    },
    letter(letter) {
      const upper = letter.toUpperCase();
      return {
        kind: 'letter',
        uk: `літера ${upper} (${LETTER_NAMES_UK[upper] ?? upper})`,
        pl: `litera ${upper}`,
        gloss: 'letter',
      };
    },
    nationality: (word) => nationalities.get(word.toLowerCase()) ?? [],
    stats: {
      places: places.size,
      people: people.size,
      languages: languages.size,
      nationalities: nationalityList.length,
    },
  };
}
