/**
 * Full forms of common abbreviations a learner meets in video lessons, used when the glossary
 * has no entry. Keys are written without dots and in capitals ("U.S." → "US").
 */
export const ABBREVIATIONS: Record<string, string> = {
  ASAP: 'as soon as possible',
  '3G': 'third-generation mobile network',
  '4G': 'fourth-generation mobile network',
  '5G': 'fifth-generation mobile network',
  US: 'United States',
  USA: 'United States of America',
  UK: 'United Kingdom',
  EU: 'European Union',
  UN: 'United Nations',
  EG: 'for example (exempli gratia)',
  IE: 'that is (id est)',
  ETC: 'and so on (et cetera)',
  AM: 'before noon (ante meridiem)',
  PM: 'after noon (post meridiem)',
  TV: 'television',
  PC: 'personal computer',
  ID: 'identification',
  CEO: 'chief executive officer',
  DIY: 'do it yourself',
  FAQ: 'frequently asked questions',
  FYI: 'for your information',
  BTW: 'by the way',
  RSVP: 'please reply (répondez s’il vous plaît)',
  PS: 'postscript',
  MR: 'mister',
  MRS: 'mistress (a married woman)',
  DR: 'doctor',
  ST: 'street / saint',
  VIP: 'very important person',
  BBC: 'British Broadcasting Corporation',
  NASA: 'National Aeronautics and Space Administration',
  NHS: 'National Health Service',
  GPS: 'Global Positioning System',
  ATM: 'automated teller machine',
  AI: 'artificial intelligence',
  HR: 'human resources',
  IT: 'information technology',
  DNA: 'deoxyribonucleic acid',
  UFO: 'unidentified flying object',
  MP: 'Member of Parliament',
  ETA: 'estimated time of arrival',
};

/** "U.S." → "US", "e.g." → "EG": the key of ABBREVIATIONS for a written abbreviation. */
export function abbreviationKey(word: string): string {
  return word.replace(/[.’']/g, '').toUpperCase();
}
