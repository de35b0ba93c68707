import type { Token } from './analyse.ts';
import { arpabetOf, arpabetToIpa, phoneticOf } from './ipa.ts';
import { englishWords, parseNumber } from './numbers.ts';
import { isPastReading } from './rules.ts';
import type { WordType } from './types.ts';

/**
 * Pronunciation by sense and form: heteronyms read by their part of speech ("close" the verb
 * /kloʊz/, the adjective /kloʊs/), "read" by its tense, abbreviations in full ("Dr" → doctor),
 * letters by their names ("IT" → /ˌaɪˈti/), numbers in digits by their words.
 */
type Readings = Partial<Record<WordType | 'past' | 'present', string>>;

/** ARPAbet per part of speech, for words the CMU dictionary lists with several readings. */
const HETERONYMS: Record<string, Readings> = {
  read: { present: 'R IY1 D', past: 'R EH1 D', noun: 'R IY1 D' },
  live: { verb: 'L IH1 V', adjective: 'L AY1 V', adverb: 'L AY1 V' },
  lives: { verb: 'L IH1 V Z', noun: 'L AY1 V Z' },
  lead: { verb: 'L IY1 D', noun: 'L IY1 D', adjective: 'L IY1 D' },
  close: { verb: 'K L OW1 Z', noun: 'K L OW1 Z', adjective: 'K L OW1 S', adverb: 'K L OW1 S' },
  closes: { verb: 'K L OW1 Z IH0 Z' },
  use: { verb: 'Y UW1 Z', noun: 'Y UW1 S' },
  uses: { verb: 'Y UW1 Z IH0 Z', noun: 'Y UW1 S IH0 Z' },
  present: { noun: 'P R EH1 Z AH0 N T', adjective: 'P R EH1 Z AH0 N T', verb: 'P R IY0 Z EH1 N T' },
  record: { noun: 'R EH1 K ER0 D', verb: 'R IH0 K AO1 R D' },
  object: { noun: 'AA1 B JH EH0 K T', verb: 'AH0 B JH EH1 K T' },
  content: { noun: 'K AA1 N T EH0 N T', adjective: 'K AH0 N T EH1 N T' },
  minute: { noun: 'M IH1 N AH0 T', adjective: 'M AY0 N UW1 T' },
  wind: { noun: 'W IH1 N D', verb: 'W AY1 N D' },
  tear: { noun: 'T IH1 R', verb: 'T EH1 R' },
  desert: { noun: 'D EH1 Z ER0 T', verb: 'D IH0 Z ER1 T' },
  increase: { noun: 'IH1 N K R IY2 S', verb: 'IH0 N K R IY1 S' },
  project: { noun: 'P R AA1 JH EH0 K T', verb: 'P R AH0 JH EH1 K T' },
  produce: { noun: 'P R OW1 D UW0 S', verb: 'P R AH0 D UW1 S' },
  refund: { noun: 'R IY1 F AH0 N D', verb: 'R IH0 F AH1 N D' },
  transfer: { noun: 'T R AE1 N S F ER0', verb: 'T R AE0 N S F ER1' },
  permit: { noun: 'P ER1 M IH2 T', verb: 'P ER0 M IH1 T' },
  conduct: { noun: 'K AA1 N D AH0 K T', verb: 'K AH0 N D AH1 K T' },
  contract: { noun: 'K AA1 N T R AE2 K T', verb: 'K AH0 N T R AE1 K T' },
  house: { noun: 'HH AW1 S', verb: 'HH AW1 Z' },
  excuse: { noun: 'IH0 K S K Y UW1 S', verb: 'IH0 K S K Y UW1 Z' },
  row: { noun: 'R OW1', verb: 'R OW1' },
};

/** How titles and short forms are read aloud. */
const READ_AS: Record<string, string> = {
  dr: 'doctor',
  mr: 'mister',
  mrs: 'missus',
  ms: 'miz',
  st: 'street',
  prof: 'professor',
  etc: 'et cetera',
  vs: 'versus',
  jr: 'junior',
  sr: 'senior',
  eg: 'for example',
  ie: 'that is',
};

const ipaOf = (arpabet: string) => `/${arpabetToIpa(arpabet)}/`;

/** Several words read one after another ("et cetera"), each from the CMU dictionary. */
function phoneticOfWords(text: string): string {
  const parts = text.split(/\s+/).map((w) => arpabetOf(w));
  if (parts.some((p) => !p)) return '';
  return `/${parts.map((p) => arpabetToIpa(p!, { markMonosyllable: parts.length > 1 })).join(' ')}/`;
}

/** An abbreviation spelt letter by letter ("IT" → /aɪ ti/). */
function spelt(word: string): string {
  return phoneticOfWords(word.split('').join(' ').toLowerCase());
}

export function phoneticInContext(input: {
  word: string;
  lemma: string;
  type: WordType;
  tokens?: Token[];
  index?: number;
  /** Abbreviations: the full form, read when there is no short reading. */
  fullForm?: string;
  /** True when the word is known only as an abbreviation in capitals (not "it"). */
  initialism?: boolean;
}): string {
  const { word, lemma, type } = input;
  const lower = word.toLowerCase().replace(/\.$/, '').replace(/\./g, '');
  if (type === 'abbreviation') {
    if (READ_AS[lower]) return phoneticOfWords(READ_AS[lower]);
    if (/^\p{Lu}{2,}$/u.test(word.replace(/\./g, ''))) {
      // Acronyms said as a word (NASA) are in the CMU dictionary as such; a clash with a common word ("IT") is spelt.
      const whole = arpabetOf(lower);
      if (whole && !input.initialism) return `/${arpabetToIpa(whole)}/`;
      return spelt(word.replace(/\./g, ''));
    }
    return phoneticOf(word) || (input.fullForm ? phoneticOfWords(input.fullForm.toLowerCase()) : '');
  }
  if (/^\d+$/.test(word)) {
    const parsed = parseNumber(word);
    return parsed ? phoneticOfWords(englishWords(parsed.value)) : '';
  }
  const heteronym = HETERONYMS[lower];
  if (heteronym) {
    if (lower === 'read' && input.tokens && input.index !== undefined && type === 'verb') {
      return ipaOf(isPastReading(input.tokens, input.index) ? heteronym.past! : heteronym.present!);
    }
    if (lower === 'lead' && input.tokens?.some((t) => /^(pencil|metal|poison|pipes?)$/i.test(t.value)))
      return ipaOf('L EH1 D');
    const reading = heteronym[type];
    if (reading) return ipaOf(reading);
  }
  if (lower === 'used' && input.tokens && input.index !== undefined) {
    const next = input.tokens[input.index + 1];
    if (next && next.value.toLowerCase() === 'to' && type !== 'adjective') return ipaOf('Y UW1 S T');
  }
  return phoneticOf(word) || phoneticOf(lemma);
}
