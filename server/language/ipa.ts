import { dictionary } from 'cmu-pronouncing-dictionary';

/**
 * ARPAbet (CMU Pronouncing Dictionary, General American) → IPA. Vowels carry stress digits:
 * 1 primary, 2 secondary, 0 none; AH and ER change quality when unstressed (ʌ/ə, ɝ/ɚ).
 */
const VOWELS: Record<string, [stressed: string, unstressed: string]> = {
  AA: ['ɑ', 'ɑ'],
  AE: ['æ', 'æ'],
  AH: ['ʌ', 'ə'],
  AO: ['ɔ', 'ɔ'],
  AW: ['aʊ', 'aʊ'],
  AY: ['aɪ', 'aɪ'],
  EH: ['ɛ', 'ɛ'],
  ER: ['ɝ', 'ɚ'],
  EY: ['eɪ', 'eɪ'],
  IH: ['ɪ', 'ɪ'],
  IY: ['i', 'i'],
  OW: ['oʊ', 'oʊ'],
  OY: ['ɔɪ', 'ɔɪ'],
  UH: ['ʊ', 'ʊ'],
  UW: ['u', 'u'],
};

const CONSONANTS: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/**
 * Consonant clusters English allows at the start of a syllable. A stress mark goes before the
 * longest such cluster in front of the stressed vowel (maximal onset): "table" /ˈteɪbəl/,
 * "extraordinary" /ɛkˈstrɔrdənɛri/.
 */
const ONSETS = new Set([
  'P L', 'P R', 'P Y', 'B L', 'B R', 'B Y', 'T R', 'T W', 'T Y', 'D R', 'D W', 'D Y', 'K L', 'K R',
  'K W', 'K Y', 'G L', 'G R', 'G W', 'F L', 'F R', 'F Y', 'TH R', 'TH W', 'SH R', 'V Y', 'M Y', 'N Y',
  'HH Y', 'L Y', 'S P', 'S T', 'S K', 'S M', 'S N', 'S W', 'S L', 'S F', 'S Y', 'S P L', 'S P R',
  'S T R', 'S K R', 'S K W', 'S K Y', 'S P Y',
]); // prettier-ignore

function isVowel(phone: string): boolean {
  return /\d$/.test(phone);
}

/** One ARPAbet transcription ("T EY1 B AH0 L") → IPA without slashes ("ˈteɪbəl"). */
export function arpabetToIpa(arpabet: string, opts: { markMonosyllable?: boolean } = {}): string {
  const phones = arpabet.trim().split(/\s+/).filter(Boolean);
  const vowelCount = phones.filter(isVowel).length;
  const marks = new Map<number, string>();
  phones.forEach((phone, i) => {
    const stress = phone.at(-1);
    if (!isVowel(phone) || stress === '0') return;
    if (vowelCount === 1 && !opts.markMonosyllable) return;
    // Walk back over the consonants before this vowel while they still form a legal onset.
    let start = i;
    while (start > 0 && !isVowel(phones[start - 1]!)) {
      const cluster = phones.slice(start - 1, i);
      const legal = cluster.length === 1 ? cluster[0] !== 'NG' : ONSETS.has(cluster.join(' '));
      if (!legal) break;
      start--;
    }
    marks.set(start, stress === '1' ? 'ˈ' : 'ˌ');
  });
  return phones
    .map((phone, i) => {
      const mark = marks.get(i) ?? '';
      if (isVowel(phone)) {
        const [stressed, unstressed] = VOWELS[phone.slice(0, -1)] ?? ['', ''];
        return mark + (phone.endsWith('0') ? unstressed : stressed);
      }
      return mark + (CONSONANTS[phone] ?? '');
    })
    .join('');
}

/** The CMU transcription of a word, trying the plain spelling, then without apostrophes or dots. */
export function arpabetOf(word: string): string | undefined {
  const key = word.toLowerCase();
  return dictionary[key] ?? dictionary[key.replace(/’/g, "'")] ?? dictionary[key.replace(/\./g, '')];
}

/**
 * IPA between slashes for a word as written ("Books" → "/bʊks/"), '' when the dictionary does
 * not know it. Hyphenated compounds unknown as a whole are read part by part, each part stressed.
 */
export function phoneticOf(word: string): string {
  const whole = arpabetOf(word);
  if (whole) return `/${arpabetToIpa(whole)}/`;
  const parts = word.split('-').filter(Boolean);
  if (parts.length < 2) return '';
  const each = parts.map((p) => arpabetOf(p));
  if (each.some((a) => !a)) return '';
  return `/${each.map((a) => arpabetToIpa(a!, { markMonosyllable: true })).join('')}/`;
}
