/**
 * The one lemmatiser the glossary tooling (targets, coverage test, bench) and answer grading use: wink-nlp with
 * wink-eng-lite-web-model, as the language engine does, plus the fixes the glossary relies on
 * (contractions split into their words, "n't" → "not", the possessive "'s" dropped, a few lemma
 * repairs). A word counts for the glossary under the lemma this returns.
 */
import type { ItemSentence, ItemToken } from 'wink-nlp';
import { nlp, TAG_TYPES } from './analyse.ts';
import type { GlossaryPos } from './glossary.ts';

export interface LemmaToken {
  /** The word as written in the text. */
  text: string;
  /** Lower-case lemma ("went" → "go", "children" → "child"). */
  lemma: string;
  /** Part of speech in context, or "name" for a likely proper name. */
  pos: GlossaryPos | 'name';
  /** True for the first word of a sentence (where capitals say nothing about names). */
  sentenceStart: boolean;
}

/**
 * Capitalised words that are still ordinary vocabulary for a learner (days, months, languages and
 * nationalities): never set aside as proper names, so the glossary must have them.
 */
export const PROPER_WORDS = new Set(
  [
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july',
    'august september october november december christmas easter',
    'english american british french german spanish italian chinese japanese russian european polish',
    'ukrainian korean greek mexican canadian australian dutch swedish irish scottish indian african asian',
    'turkish portuguese czech brazilian',
  ]
    .join(' ')
    .split(' '),
);

const its = nlp.its;
// wink's typings declare its.lemma with an extra argument; at run time it is an ordinary "its" helper.
const itsLemma = its.lemma as unknown as typeof its.pos;

/** Clitics wink may leave glued to a word ("I'm" comes out as one token). */
const CLITICS: [RegExp, string][] = [
  [/n[’']t$/i, 'not'],
  [/[’']m$/i, 'be'],
  [/[’']re$/i, 'be'],
  [/[’']ve$/i, 'have'],
  [/[’']ll$/i, 'will'],
  [/[’']d$/i, 'would'],
  [/[’']s$/i, ''],
];

/** Lemmas wink gets wrong for a learner's glossary. */
const LEMMA_FIXES: Record<string, string> = {
  datum: 'data',
  "n't": 'not',
  ca: 'can',
  wo: 'will',
  sha: 'shall',
};

function fix(lemma: string): string {
  const lower = lemma.toLowerCase().replace(/’/g, "'");
  return LEMMA_FIXES[lower] ?? lower;
}

function posOf(upos: string, lemma: string): GlossaryPos | 'name' | undefined {
  if (upos === 'PROPN') return 'name';
  if (upos === 'PART') return lemma === 'to' ? 'preposition' : lemma === 'not' ? 'adverb' : undefined;
  return TAG_TYPES[upos];
}

/** Lemma and part of speech of one word read on its own (no context). */
export function lemmaOfWord(word: string): { lemma: string; pos: GlossaryPos | 'name' } | undefined {
  const [token] = lemmatise(word);
  return token && { lemma: token.lemma, pos: token.pos };
}

/** Every word of a text with its lemma and part of speech in context. Numbers and punctuation are skipped. */
export function lemmatise(text: string): LemmaToken[] {
  const out: LemmaToken[] = [];
  const doc = nlp.readDoc(text);
  doc.sentences().each((sentence: ItemSentence) => {
    let first = true;
    sentence.tokens().each((token: ItemToken) => {
      if (token.out(its.type) !== 'word') return;
      const written = token.out();
      const upos = token.out(its.pos);
      const sentenceStart = first;
      first = false;
      const clitic = CLITICS.find(([re]) => re.test(written));
      const host = clitic ? written.replace(clitic[0], '') : '';
      if (clitic && /^[a-z]+$/i.test(host)) {
        // "I'm" / "you're" kept whole by wink: read the host word alone, then the clitic.
        const hostToken = lemmaOfWord(host);
        if (hostToken) out.push({ text: host, ...hostToken, sentenceStart });
        const lemma = clitic[1];
        if (lemma) {
          const pos = lemma === 'not' ? 'adverb' : 'verb';
          out.push({ text: written.slice(host.length), lemma, pos, sentenceStart: false });
        }
        return;
      }
      if (upos === 'PROPN' && sentenceStart && /^[A-Z][a-z]+$/.test(written)) {
        // Capitals at the start of a sentence say nothing: "Check-in is…" is not a name.
        const lower = lemmaOfWord(written.toLowerCase());
        if (lower && lower.pos !== 'name') {
          out.push({ text: written, ...lower, sentenceStart });
          return;
        }
      }
      const lemma = fix(token.out(itsLemma));
      if (lemma === "'s" || lemma === "'") return; // possessive
      if (!/[a-z]/.test(lemma)) return;
      const pos = posOf(upos, lemma);
      if (!pos) return;
      out.push({ text: written, lemma, pos, sentenceStart });
    });
  });
  return out;
}
