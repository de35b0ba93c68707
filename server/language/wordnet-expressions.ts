import type { Token } from './analyse.ts';
import { headIsVerb, type ExpressionEntry, type ExpressionMatch } from './expressions.ts';
import type { WordType } from './types.ts';
import type { Wordnet } from './wordnet.ts';

/**
 * Multi-word expressions beyond the hand list (issue 15, held-out): phrasal verbs and compound nouns
 * that WordNet lists as one lemma ("sign_up", "turn_up", "tow_truck", "phone_number"), found in the
 * tagged sentence — phrasal verbs also inflected and separated ("signed them up", "bring the car in").
 * WordNet gives no translation, so an expression is rendered through a one-word synonym of its most
 * frequent sense that the glossary (or, in Polish, FreeDict) knows: turn up → appear → з’являтися.
 * Without such a synonym the expression is not reported (the word's own meaning stays), so nothing
 * is made up.
 */

/** Adverbial particles of phrasal verbs: never read as a preposition with its own object. */
const ADVERB_PARTICLES = new Set([
  'up',
  'down',
  'out',
  'off',
  'back',
  'away',
  'apart',
  'together',
  'ahead',
  'forward',
]);
/** Particles that are also prepositions: a phrasal verb only when no object follows them. */
const PREPOSITION_PARTICLES = new Set([
  'in',
  'on',
  'over',
  'through',
  'around',
  'about',
  'along',
  'by',
  'across',
]);
/** Verbs too light to make a WordNet phrasal verb on their own reading ("be in", "have on"). */
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'let', 'say']);
/** Tags that may stand between a verb and its particle (a short object: "them", "the old car"). */
const OBJECT_TAGS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Tags that start an object after a particle. */
const OBJECT_START = new Set(['DET', 'NOUN', 'PROPN', 'NUM', 'ADJ', 'PRON']);
const MAX_GAP = 3;

const lower = (s: string | undefined) => (s ?? '').toLowerCase().replace(/’/g, "'");

export interface Renderer {
  /** uk and pl renderings of a one-word lemma as this part of speech, or undefined. */
  render(lemma: string, type: WordType): { uk: string[]; pl: string[] } | undefined;
  /**
   * The head noun's sense that fits a compound ("third party" → сторона, not вечірка): a sense cued by the
   * compound's text, else the one nearest its WordNet definition; undefined when the head has no entry.
   */
  renderHead?(head: string, compound: string, definition: string): { uk: string[]; pl: string[] } | undefined;
}

export interface WordnetExpressions {
  find(tokens: Token[], index: number): ExpressionMatch | undefined;
  /**
   * The part of speech of a word inside a WordNet phrasal verb even when nothing renders the verb:
   * the verb is a verb ("Sign up here"), the particle an adverb ("signed up 40 customers").
   */
  roleOf(tokens: Token[], index: number): WordType | undefined;
}

export function createWordnetExpressions(wordnet: Wordnet, renderer: Renderer): WordnetExpressions {
  const cache = new Map<string, ExpressionEntry | null>();

  /** The entry of a WordNet multi-word lemma, rendered through a one-word synonym; null when none. */
  function entryOf(
    text: string,
    pos: 'verb' | 'noun' | 'adverb' | 'adjective',
    roles?: Record<string, WordType>,
  ): ExpressionEntry | null {
    const type = pos === 'verb' ? 'phrasal verb' : pos === 'noun' ? 'compound' : 'idiom';
    const key = `${pos}:${text}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    let entry: ExpressionEntry | null = null;
    const whole = renderer.render(text, pos);
    const gloss = wordnet.senses(text, pos)[0]?.definition ?? '';
    if (whole)
      entry = {
        text,
        type,
        pattern: 'contiguous',
        gloss,
        ...whole,
      };
    for (let senses = 1; !entry && senses <= 2; senses++) {
      const synset = wordnet.offsets(text, pos)[senses - 1];
      for (const synonym of wordnet.synonyms(text, pos, senses)) {
        // Only a synonym whose own most frequent sense is this synset: the glossary's main rendering of
        // "execute" is to put to death, so "carry out" is not rendered through it.
        if (wordnet.offsets(synonym, pos)[0] !== synset) continue;
        // A one-word synonym other than the phrasal verb's own verb ("show up" → appear, not show).
        if (/[\s-]/.test(synonym) || (pos === 'verb' && synonym === text.split(' ')[0])) continue;
        const rendered = renderer.render(synonym, pos);
        if (rendered) {
          entry = {
            text,
            type,
            pattern: 'contiguous',
            gloss: gloss ? `${gloss} (= ${synonym})` : synonym,
            ...rendered,
          };
          break;
        }
      }
    }
    // A compound noun is a kind of its head ("cottage cheese" is a cheese): the head's rendering.
    const head = text.split(' ').at(-1)!;
    // Not after an adjective modifier: "a little dog" is a small dog (WordNet's constellation adds nothing).
    const modifier = text.split(' ')[0]!;
    const adjectival = Boolean(renderer.render(modifier, 'adjective')) && !renderer.render(modifier, 'noun');
    const headRendering =
      pos === 'noun' && !entry && !adjectival
        ? (renderer.renderHead?.(head, text, gloss) ?? renderer.render(head, 'noun'))
        : undefined;
    if (headRendering)
      entry = { text, type: 'compound', pattern: 'contiguous', gloss: gloss || head, ...headRendering };
    if (entry && roles) entry.roles = roles;
    cache.set(key, entry);
    return entry;
  }

  function textOf(tokens: Token[], indices: number[]): string {
    return indices
      .map((i, k) => (k > 0 && i !== indices[k - 1]! + 1 ? `… ${tokens[i]!.value}` : tokens[i]!.value))
      .join(' ');
  }

  /** A phrasal verb whose verb is at `v`, with its particle contiguous or after a short object. */
  function phrasalAt(tokens: Token[], v: number): ExpressionMatch | undefined {
    const span = phrasalSpan(tokens, v);
    if (!span) return undefined;
    const { p, text, word, lemma } = span;
    const entry = entryOf(text, 'verb', {
      [word]: 'adverb',
      [lemma]: 'verb',
      [lower(tokens[v]!.value)]: 'verb',
    });
    return entry ? { entry, tokens: [v, p], text: textOf(tokens, [v, p]) } : undefined;
  }

  /** Where a WordNet phrasal verb with its verb at `v` has its particle (rendered or not). */
  function phrasalSpan(
    tokens: Token[],
    v: number,
  ): { p: number; text: string; word: string; lemma: string } | undefined {
    const verb = tokens[v];
    if (!verb || !['VERB', 'NOUN', 'AUX'].includes(verb.tag)) return undefined;
    const lemma = lower(verb.lemma);
    if (LIGHT_VERBS.has(lemma) || !/^\p{L}+$/u.test(lemma)) return undefined;
    // A noun-tagged verb counts only when WordNet knows it as a verb and no determiner precedes it.
    if (
      verb.tag === 'NOUN' &&
      (['DET', 'ADJ'].includes(tokens[v - 1]?.tag ?? '') || !wordnet.has(lemma, 'verb'))
    )
      return undefined;
    for (let gap = 0; gap <= MAX_GAP; gap++) {
      const p = v + 1 + gap;
      const particle = tokens[p];
      if (!particle) return undefined;
      if (gap > 0 && !OBJECT_TAGS.has(tokens[p - 1]!.tag)) return undefined;
      const word = lower(particle.value);
      const adverbial = ADVERB_PARTICLES.has(word);
      if (!adverbial && !PREPOSITION_PARTICLES.has(word)) continue;
      const objectAfter = OBJECT_START.has(tokens[p + 1]?.tag ?? '');
      // "put your bag on the table", "live in Krakow": a preposition particle with its own object.
      if (!adverbial && objectAfter) return undefined;
      // "bring the car in the garage" is not separated "bring in": after a gap the particle ends its phrase.
      if (gap > 0 && adverbial && objectAfter && tokens[p + 1]?.tag !== 'PRON') return undefined;
      const text = `${lemma} ${word}`;
      if (!wordnet.has(text, 'verb')) return undefined;
      return { p, text, word, lemma };
    }
    return undefined;
  }

  /** A two-word compound noun at `a`, `a + 1` ("tow truck", "phone numbers"). */
  function compoundAt(tokens: Token[], a: number): ExpressionMatch | undefined {
    const first = tokens[a];
    const second = tokens[a + 1];
    if (!first || !second || second.tag !== 'NOUN' || !['NOUN', 'ADJ', 'VERB'].includes(first.tag))
      return undefined;
    if (/^\p{Lu}/u.test(first.value) && a > 0) return undefined;
    // "when the bus stops, …": the second word is the clause's verb, no compound.
    if (headIsVerb(tokens, a + 1, lower(second.lemma), a)) return undefined;
    const text = `${lower(first.value)} ${lower(second.lemma)}`;
    if (!wordnet.has(text, 'noun')) return undefined;
    const entry = entryOf(text, 'noun');
    return entry ? { entry, tokens: [a, a + 1], text: `${first.value} ${second.value}` } : undefined;
  }

  /**
   * A fixed adverbial or adjectival phrase of 2–4 words that WordNet lists as one lemma ("in the
   * meantime", "at once", "by heart"), rendered through a one-word synonym of that sense.
   */
  function phraseAround(tokens: Token[], index: number): ExpressionMatch | undefined {
    for (let size = 4; size >= 2; size--) {
      for (let from = Math.max(0, index - size + 1); from <= index; from++) {
        const span = tokens.slice(from, from + size);
        if (span.length < size || span.some((t) => !/^[\p{L}']+$/u.test(t.value))) continue;
        const text = span.map((t) => lower(t.value)).join(' ');
        for (const pos of ['adverb', 'adjective'] as const) {
          if (!wordnet.has(text, pos)) continue;
          // Each word keeps its own part of speech inside the phrase, as in the hand list's idioms.
          const entry = entryOf(text, pos);
          if (entry) {
            const indices = span.map((_, k) => from + k);
            return { entry, tokens: indices, text: span.map((t) => t.value).join(' ') };
          }
        }
      }
    }
    return undefined;
  }

  return {
    roleOf(tokens, index) {
      for (let v = index; v >= Math.max(0, index - MAX_GAP - 1); v--) {
        const span = phrasalSpan(tokens, v);
        if (span && (v === index || span.p === index)) return v === index ? 'verb' : 'adverb';
      }
      return undefined;
    },
    find(tokens, index) {
      for (let v = index; v >= Math.max(0, index - MAX_GAP - 1); v--) {
        const match = phrasalAt(tokens, v);
        if (match?.tokens.includes(index)) return match;
      }
      return phraseAround(tokens, index) ?? compoundAt(tokens, index) ?? compoundAt(tokens, index - 1);
    },
  };
}
