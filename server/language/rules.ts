import { Inflectors } from 'en-inflectors';
import { MONTHS as MONTHS_LIST, WEEKDAYS as WEEKDAYS_LIST } from './calendar.ts';
import type { Reading, Token } from './analyse.ts';
import type { WordType } from './types.ts';
import { MASS_NOUNS, pastBaseBeforeParticle } from './expressions.ts';
import { ungrade } from './forms.ts';

/** Nouns of time that follow a graded adverb without being graded by it ("later today", "sooner tomorrow"). */
const GRADED_TIME_NOUNS = new Set(['today', 'tonight', 'tomorrow', 'yesterday', 'morning', 'evening', 'afternoon', 'night', 'week', 'month', 'year', 'on']); // prettier-ignore

/** Flat adverbs of manner or direction that follow a verb ("pressing high", "working hard", "moving forward"). */
const PROGRESSIVE_ADVERBS = new Set(['high', 'low', 'hard', 'forward', 'forwards', 'back', 'fast', 'deep', 'well', 'wide', 'long', 'up', 'down', 'away', 'out']); // prettier-ignore

/**
 * Part-of-speech repairs in context, after the tagger (wink-nlp's small model) and analyse.ts's
 * first repairs. Each rule is small, named and tested on its own (tests/unit/engine.test.ts):
 * they mend what the tagger is known to get wrong with the words learners click.
 */
export interface RuleContext {
  /** Does the glossary have an entry for this lemma and part of speech? */
  has(lemma: string, type: WordType): boolean;
}

export interface Repaired extends Reading {
  /** Which rule changed the reading (for tests and the bench). */
  rule?: string;
  /** The sense the rule knows the word has, by its gloss in the glossary entry. */
  sense?: string;
}

/** Degree words before a comparative ("much lighter", "a bit shorter"). */
const DEGREE_WORDS = new Set(['much', 'far', 'even', 'slightly', 'lot', 'way', 'bit', 'little', 'no', 'any', 'still', 'so', 'that', 'rather', 'somewhat', 'loads']); // prettier-ignore
/** Words of place and extent that are adverbs after a verb and adjectives before a noun. */
const PLACE_EXTENT = new Set(['online', 'offline', 'overnight', 'worldwide', 'nationwide', 'overseas', 'abroad', 'upstairs', 'downstairs', 'indoors', 'outdoors', 'offshore', 'onshore', 'full-time', 'part-time', 'long-term', 'short-term', 'downhill', 'uphill', 'underground']); // prettier-ignore
/** Pronouns that are only objects (not "her", also a possessive; not "you", "it", also subjects). */
const OBJECT_ONLY = new Set(['me', 'him', 'us', 'them', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody']); // prettier-ignore
/** Adverbs of direction after go that have adjective entries too ("go home", "go back"). */
const GO_ADVERBS = new Set(['home', 'back', 'out', 'away', 'down', 'up', 'ahead', 'abroad', 'online', 'straight', 'inside', 'outside', 'over', 'off', 'on', 'in', 'forward', 'first', 'last', 'right', 'left', 'far', 'fast', 'slow', 'early', 'late', 'alone', 'together', 'upstairs', 'downstairs', 'overseas', 'public', 'live']); // prettier-ignore

const lower = (s: string | undefined) => (s ?? '').toLowerCase().replace(/’/g, "'");

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'every',
  'each',
  'another',
  'no',
  'some',
  'any',
  "'s",
]);
const LINKING = new Set([
  'be',
  'am',
  'is',
  'are',
  'was',
  'were',
  'been',
  'being',
  "'m",
  "'re",
  "'s",
  'look',
  'looks',
  'looked',
  'looking',
  'seem',
  'seems',
  'seemed',
  'feel',
  'feels',
  'felt',
  'feeling',
  'get',
  'gets',
  'got',
  'getting',
  'become',
  'becomes',
  'became',
  'sound',
  'sounds',
  'sounded',
  'remain',
  'remains',
  'appear',
  'appears',
  'stay',
  'stays',
  'keep',
]);
const DIRECTION_VERBS = new Set([
  'turn',
  'turns',
  'turned',
  'turning',
  'go',
  'goes',
  'went',
  'going',
  'keep',
  'bear',
  'then',
  'look',
  'move',
  'swipe',
]);
const TIME_WORDS = new Set(['tonight', 'today', 'tomorrow', 'yesterday']);
const INTENSIFIERS = new Set([
  'much',
  'even',
  'far',
  'a',
  'lot',
  'little',
  'bit',
  'slightly',
  'way',
  'still',
  'no',
  'any',
  'so',
  'really',
  'very',
  'completely',
  'totally',
  'quite',
  'rather',
  'already',
  'all',
  'a',
  'bit',
]);
/** Words after an article that stay what the tagger says ("the same", "the most", "a few"). */
const NOT_NOUNS = new Set([
  'same',
  'most',
  'least',
  'other',
  'few',
  'little',
  'lot',
  'much',
  'many',
  'only',
  'whole',
  'best',
  'worst',
  'first',
  'last',
  'next',
  'more',
  'less',
  'own',
  'such',
  'very',
  'latest',
  'former',
  'latter',
]);
/** Adjectives used as adverbs after a verb with the same form ("press high", "sit deep", "do it wrong"). */
const FLAT_ADVERB_FORMS = new Set([
  'high',
  'deep',
  'wide',
  'low',
  'wrong',
  'loud',
  'far',
  'near',
  'long',
  'slow',
  'quick',
  'right',
]);
/** Verbs that take an adjective complement ("go wild", "turn red", "fall ill", "come true"). */
const LINKING_LEMMAS = new Set([
  'be', 'seem', 'look', 'feel', 'get', 'become', 'sound', 'remain', 'appear', 'stay', 'keep', 'turn', 'grow',
  'fall', 'come', 'prove', 'taste', 'smell', 'go', 'hold', 'stand', 'lie', 'set', 'break',
]); // prettier-ignore
/** Adverbs that look like verbs or adjectives after an object: "follow the landing live". */
const FLAT_ADVERBS = new Set(['live', 'fast', 'hard', 'late', 'early', 'straight', 'home', 'close']);
const IRREGULAR_PARTICIPLES = new Set([
  'lost',
  'broken',
  'frozen',
  'hidden',
  'stolen',
  'known',
  'built',
  'made',
  'done',
  'gone',
  'worn',
  'torn',
  'spent',
  'left',
  'paid',
  'sold',
  'told',
  'held',
  'found',
  'bought',
  'taught',
  'caught',
  'thought',
  'brought',
  'written',
  'driven',
  'given',
  'taken',
  'shown',
  'grown',
  'drawn',
  'chosen',
  'spoken',
  'forgotten',
  'tired',
  'closed',
  'open',
]);

/** Places one goes to without an article: "going to work", "going to bed". */
const PLACE_NOUNS = new Set([
  'work',
  'school',
  'bed',
  'church',
  'class',
  'college',
  'university',
  'hospital',
  'town',
]);
/** Verbs taking "it" and an adjective: "find it hard", "make it clear". */
const COMPLEMENT_VERBS = new Set(['find', 'make', 'think', 'consider', 'keep', 'leave', 'get']);
const CLAUSE_OPENERS = new Set(['that', 'what', 'which', 'who', 'where', 'when', 'because', 'if']);
const POSSESSIVE_PRONOUNS = new Set(['mine', 'yours', 'hers', 'ours', 'theirs']);
/** Adverbs of degree that grade a state ("completely overwhelmed", "really impressed"). */
const DEGREE_ADVERBS = new Set(['completely', 'totally', 'absolutely', 'really', 'very', 'so', 'quite', 'utterly', 'extremely', 'incredibly', 'pretty', 'rather', 'fairly', 'slightly', 'too', 'a', 'bit', 'little', 'entirely', 'thoroughly', 'deeply', 'genuinely', 'truly', 'seriously']); // prettier-ignore
/** Nouns that label a numbered or lettered item ("Flat 3", "band C", "platform 4"). */
const LABEL_NOUNS = new Set(['flat', 'apartment', 'room', 'gate', 'platform', 'band', 'stage', 'level', 'page', 'chapter', 'line', 'table', 'seat', 'row', 'question', 'exercise', 'unit', 'terminal', 'floor', 'section', 'year', 'group', 'zone', 'phase', 'option', 'plan', 'box', 'tier', 'grade', 'size', 'block', 'step', 'lane', 'aisle', 'bay', 'ward', 'bed', 'court', 'pitch', 'screen', 'track', 'route', 'bus', 'flight', 'carriage', 'coach', 'exit', 'junction', 'part', 'paragraph', 'figure', 'class', 'form', 'set', 'round', 'game', 'match', 'week', 'day', 'episode', 'season', 'volume', 'number', 'type', 'category', 'division', 'team', 'studio', 'office', 'door', 'window', 'counter', 'desk', 'locker']); // prettier-ignore
/** "written", "broken", "frozen": an irregular past participle that is no past tense. */
/** A word that can open a clause as its subject ("until he's back", "once you get home"). */
function opensClause(word: string): boolean {
  return SUBJECTS.has(word) || SUBJECT_PRONOUNS.has(word) || word === 'there';
}

function irregularParticiple(word: string): boolean {
  if (!/(en|wn|ne)$/.test(word)) return false;
  const base = new Inflectors(word).toPresent();
  return (
    base !== word &&
    new Inflectors(base).toPastParticiple() === word &&
    new Inflectors(base).toPast() !== word
  );
}
/** Verbs said without their "it" at the start of a reply ("Works for me", "Sounds good", "Depends"). */
const ELLIPTICAL_VERBS = new Set(['works', 'sounds', 'looks', 'seems', 'depends', 'happens', 'means', 'suits', 'makes', 'goes', 'feels', 'helps', 'counts', 'matters', 'hurts']); // prettier-ignore
/** Participles that name a feeling or a lasting state after was / were ("we were worried"), not an event. */
const STATE_PARTICIPLES = new Set(['worried', 'tired', 'bored', 'excited', 'interested', 'surprised', 'scared', 'frightened', 'shocked', 'pleased', 'disappointed', 'confused', 'embarrassed', 'amazed', 'annoyed', 'relieved', 'married', 'divorced', 'retired', 'lost', 'closed', 'broken', 'finished', 'done', 'gone', 'used', 'supposed', 'allowed', 'involved', 'located', 'based', 'packed', 'crowded', 'engaged', 'exhausted', 'delighted', 'satisfied', 'convinced', 'prepared', 'impressed', 'stuck', 'stressed', 'hurt', 'upset', 'dressed', 'qualified', 'experienced', 'determined', 'injured', 'sold', 'booked', 'fed', 'lit', 'born', 'known', 'named', 'called']); // prettier-ignore
/** Degree words between feel / look and better ("feel a lot better", "look much worse"). */
const STATE_FILLERS = new Set(['a', 'lot', 'much', 'far', 'even', 'bit', 'little', 'so', 'any', 'no', 'way', 'slightly', 'already', 'now', 'loads']); // prettier-ignore
/** "his written work": a possessive before a participle and its noun. */
const POSSESSIVE_DETERMINERS = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
const ORDINAL_WORDS = new Set([
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'thirtieth',
  'hundredth',
  'thousandth',
]);
/** Words "right" intensifies as an adverb ("right now", "right next to", "right away"). */
const RIGHT_INTENSIFIED = new Set([
  'now', 'away', 'here', 'there', 'next', 'then', 'back', 'behind', 'in', 'on', 'at', 'after', 'before',
  'through', 'across', 'outside', 'inside', 'into', 'down', 'up', 'over', 'under', 'by', 'around',
  'opposite', 'beside', 'off', 'out', 'ahead', 'along', 'below', 'above', 'from', 'to',
]); // prettier-ignore
/** Auxiliaries that leave the main verb bare after their subject ("does it cost", "will the shop open"). */
const DO_AUXILIARIES = new Set([
  'do', 'does', 'did', 'will', 'would', 'can', 'could', 'should', 'shall', 'may', 'might', 'must', "'ll",
]); // prettier-ignore
const APPROXIMATORS = new Set(['around', 'about', 'over', 'under', 'nearly', 'roughly']);
const SUBJECTS = new Set([
  'it',
  'he',
  'she',
  'this',
  'that',
  'what',
  'which',
  'who',
  'one',
  'everyone',
  'everybody',
  'nobody',
  'someone',
  'something',
  'nothing',
]);
const LET_VERBS = new Set(['let', 'lets', 'make', 'makes', 'help', 'helps']);
const MOTION_VERBS = new Set([
  'go',
  'come',
  'get',
  'walk',
  'drive',
  'travel',
  'return',
  'cycle',
  'run',
  'hurry',
  'commute',
]);

/** Words that open a verb's object: "check your bill", "store it", "move some money". */
const OBJECT_OPENERS = new Set([
  'the', 'a', 'an', 'my', 'your', 'his', 'their', 'our', 'its', 'this', 'these', 'those', 'some', 'any',
  'it', 'them', 'him', 'me', 'us', 'everything', 'something', 'anything', 'every', 'each', 'another',
]); // prettier-ignore
const OBJECT_PRONOUNS = new Set(['it', 'them', 'him', 'me', 'us']);
/** Adverbs that may stand before an imperative or a bare verb ("just tap it", "then report it"). */
const VERB_ADVERBS = new Set([
  'just',
  'then',
  'please',
  'also',
  'always',
  'never',
  'often',
  'simply',
  'now',
  'first',
]);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they']);
/** Prepositions and particles after an imperative ("Focus on the road", "Listen to this", "Hurry up"). */
const IMPERATIVE_PARTICLES = new Set(['on', 'to', 'with', 'for', 'at', 'in', 'into', 'up', 'down', 'out', 'off', 'over', 'back', 'away', 'around', 'through']); // prettier-ignore
/** Verbs that link a subject to an adjective ("sound similar", "smell nice", "look tired"). */
const LINKING_VERBS = new Set(['sound', 'smell', 'taste', 'feel', 'look', 'seem', 'appear', 'stay', 'remain', 'become', 'grow', 'turn', 'prove']); // prettier-ignore
const BE_FORMS = new Set(['is', 'was', 'are', 'were', "'s", '’s', "'re", 'be']);
const MODAL_OR_DO = new Set([
  'would',
  "'d",
  'do',
  'does',
  'did',
  "don't",
  "didn't",
  'will',
  'could',
  'might',
]);
/** Adverbs of place that follow a noun ("the lady upstairs", "the people next door"). */
const PLACE_ADVERBS = new Set([
  'upstairs',
  'downstairs',
  'outside',
  'inside',
  'abroad',
  'nearby',
  'overseas',
  'indoors',
  'outdoors',
]);
const TIME_AFTER = new Set(['every', 'each', 'a', 'per', 'now', 'today', 'tonight']);
/** Nouns that are plural as they stand and so take a bare verb ("the police arrive", "the sheep graze"). */
const PLURAL_SUBJECTS = new Set(['police', 'fish', 'sheep', 'deer', 'people', 'cattle', 'staff', 'crew']);
/** Words that open a time adverbial before a time noun ("every day", "this year", "next summer"). */
const TIME_OPENERS = new Set([
  'every',
  'each',
  'this',
  'that',
  'these',
  'those',
  'last',
  'next',
  'all',
  'some',
  'one',
]);
/** Time words that, after TIME_OPENERS, end the adverbial rather than modify the next noun. */
const ADVERBIAL_TIME_NOUNS = new Set([
  ...[...WEEKDAYS_LIST, ...MONTHS_LIST].map((w) => w.toLowerCase()),
  ...['day', 'week', 'month', 'year', 'weekend', 'morning', 'afternoon', 'evening', 'night', 'season'],
  ...['summer', 'winter', 'autumn', 'spring', 'fall', 'time', 'hour', 'minute'],
]);
const WEEKDAYS = new RegExp(`^(${WEEKDAYS_LIST.join('|')})$`);
/** Quantity words that are determiners before a noun, pronouns before "of" and adverbs after a verb. */
/** Verbs that take no object: a quantity after them is an adverb ("it matters more than…"). */
const INTRANSITIVE = new Set([
  'matter',
  'count',
  'care',
  'worry',
  'hurt',
  'weigh',
  'sleep',
  'work',
  'rain',
  'talk',
  'walk',
  'smile',
  'laugh',
  'travel',
  'exercise',
]);
const QUANTITIES = new Set(['more', 'less', 'most', 'least', 'fewer']);
/** Words read as past forms or adverbs by the tagger that are adjectives after be ("I'm broke", "you're not alone"). */
const PREDICATE_ADJECTIVES = new Set([
  'broke',
  'alone',
  'alive',
  'asleep',
  'awake',
  'afraid',
  'aware',
  'ashamed',
  'upset',
  'done',
  'gone',
  'over',
]);
const TIME_NOUNS =
  /^(morning|afternoon|evening|night|day|week|weekend|month|year|time|summer|winter|spring|autumn)s?$/;
/** Prepositions after which a plural -s form is a noun, never a finite verb ("for needs", "of sales"). */
const NOUN_PREPOSITIONS = new Set([
  'for',
  'of',
  'with',
  'about',
  'without',
  'from',
  'into',
  'by',
  'than',
  'like',
]);

function isStart(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  return !before || (before.tag === 'PUNCT' && /[.!?]/.test(before.value));
}

function previousWord(tokens: Token[], index: number, skip: (t: Token) => boolean = () => false) {
  let i = index - 1;
  while (i >= 0 && skip(tokens[i]!)) i--;
  return { token: tokens[i], index: i };
}

function clauseHasVerb(tokens: Token[], index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.tag === 'PUNCT' && /[.!?;,]/.test(t.value)) return false;
    // A new clause starts after "that", "what", "which", "who" and conjunctions.
    if (t.tag === 'SCONJ' || t.tag === 'CCONJ' || CLAUSE_OPENERS.has(lower(t.value))) return false;
    if (t.tag === 'VERB' || t.tag === 'AUX') return true;
  }
  return false;
}

/**
 * Is the next word a noun? The tagger's NOUN, or a plural it took for a verb that closes its phrase
 * ("recorded lectures and a quiz": lectures/VERB before "and").
 */
function nounNext(tokens: Token[], index: number, ctx: RuleContext): boolean {
  const next = tokens[index + 1];
  if (!next) return false;
  if (next.tag === 'NOUN') return true;
  const w = lower(next.value);
  const after = tokens[index + 2];
  return (
    next.tag === 'VERB' &&
    /[^s]s$/.test(w) &&
    ctx.has(new Inflectors(w).toSingular(), 'noun') &&
    (!after || ['CCONJ', 'PUNCT', 'ADP'].includes(after.tag))
  );
}

const isParticiple = (w: string) => /(ed|en|ing)$/.test(w) || IRREGULAR_PARTICIPLES.has(w);

/**
 * "What's the weather like in June?", "What was the hotel like?": like closing a what-be question about a
 * quality (not "What would you like?", "What do you like?", "What's it like to live there?" keeps it too).
 */
export function isWhatLike(tokens: Token[], index: number): boolean {
  if (lower(tokens[index]?.value) !== 'like') return false;
  const prevWord = lower(tokens[index - 1]?.value);
  const next = tokens[index + 1];
  const what = lower(tokens[0]?.value) === 'what' && BE_FORMS.has(lower(tokens[1]?.value));
  const verbSlot = MODAL_OR_DO.has(prevWord) || SUBJECT_PRONOUNS.has(prevWord) || prevWord === 'to';
  const closes = !next || next.tag === 'PUNCT' || next.tag === 'ADP' || next.tag === 'ADV';
  return what && !verbSlot && closes && lower(next?.value) !== 'to';
}

/**
 * Applies the rules in order; the first that fires decides. `reading` has the tagger's answer
 * (already mended by analyse.ts); the result carries the rule's name when one fired.
 */
export function repairReading(reading: Reading, ctx: RuleContext): Repaired {
  const { tokens, index } = reading;
  if (!tokens || index === undefined) return reading;
  const head = tokens[index]!;
  const word = lower(head.value);
  const length = reading.length ?? 1;
  const next = tokens[index + length];
  const previous = tokens[index - 1];
  const prevWord = lower(previous?.value);
  const set = (type: WordType, lemma: string, rule: string): Repaired => ({ ...reading, type, lemma, rule });

  // "Lovely, can I take your name?", "Brilliant.", "Careful, it's light!", "Bargain!": a word opening the sentence
  // alone before a comma or a full stop, as a reply or a warning, is the interjection where the glossary has one
  // (чудово, обережно), not the adjective ("Cold, please." and "True, …" have none and keep theirs).
  if (
    isStart(tokens, index) &&
    length === 1 &&
    next?.tag === 'PUNCT' &&
    /^[,.!]$/.test(next.value) &&
    ['adjective', 'noun', 'adverb'].includes(reading.type) &&
    lower(tokens[index + 2]?.value) !== 'please' &&
    ctx.has(word, 'interjection')
  )
    return set('interjection', word, 'one-word-reply');

  // "there's not long left", "we've got two days left", "is there any milk left?": left closing its clause after
  // what remains is the adjective remaining (що залишився / pozostały), not the side.
  if (
    word === 'left' &&
    length === 1 &&
    (!next ||
      ['PUNCT', 'CCONJ'].includes(next.tag) ||
      ['in', 'for', 'on', 'over', 'to'].includes(lower(next.value))) &&
    previous &&
    (['NOUN', 'NUM', 'PRON'].includes(previous.tag) ||
      [
        'long',
        'much',
        'many',
        'few',
        'little',
        'any',
        'some',
        'none',
        'enough',
        'more',
        'less',
        'lot',
        'lots',
      ].includes(prevWord)) &&
    ![
      'turn',
      'turned',
      'turning',
      'turns',
      'go',
      'the',
      'on',
      'to',
      'keep',
      'bear',
      'veer',
      'look',
      'my',
      'your',
      'his',
      'her',
      'their',
      'our',
      'me',
      'him',
      'us',
      'them',
      'it',
      'you',
      'i',
      'we',
      'they',
      'he',
      'she',
    ].includes(prevWord) &&
    tokens
      .slice(0, index)
      .some((t) => ['there', 'have', 'has', 'had', 'got', "'ve", 'how', 'any'].includes(lower(t.value))) &&
    ctx.has('left', 'adjective')
  )
    return { ...set('adjective', 'left', 'remaining-left'), sense: 'remaining' };

  // "what should we do next?", "who's speaking next?": next closing its clause after a verb is the adverb (далі).
  if (
    word === 'next' &&
    reading.type === 'adjective' &&
    (!next || next.tag === 'PUNCT') &&
    ['VERB', 'AUX', 'PROPN', 'PRON'].includes(previous?.tag ?? '') &&
    lower(previous?.lemma) !== 'be' &&
    !DETERMINERS.has(prevWord) &&
    ctx.has('next', 'adverb')
  )
    return set('adverb', 'next', 'next-closing');

  // "Prices are going up, so lines are open now": a plural noun the tagger read as a verb, opening its clause
  // before are / were / have, is the subject.
  if (
    reading.type === 'verb' &&
    /[^s]s$/.test(word) &&
    ['are', 'were', 'have', "'re"].includes(lower(next?.value)) &&
    (isStart(tokens, index) ||
      ['CCONJ', 'PUNCT'].includes(previous?.tag ?? '') ||
      ['so', 'then', 'now', 'the'].includes(prevWord)) &&
    ctx.has(new Inflectors(word).toSingular(), 'noun')
  )
    return set('noun', new Inflectors(word).toSingular(), 'plural-subject');

  // "something that flowers in spring", "a bus which stops here": after a relative that / which and its noun or
  // indefinite pronoun, an -s form before a preposition, article or adverb is the clause's verb.
  if (
    reading.type === 'noun' &&
    /[^s]s$/.test(word) &&
    ['that', 'which', 'who'].includes(prevWord) &&
    (['NOUN', 'PROPN'].includes(tokens[index - 2]?.tag ?? '') ||
      /^(some|any|every|no)(thing|one|body)$/.test(lower(tokens[index - 2]?.value))) &&
    next &&
    ['ADP', 'DET', 'ADV'].includes(next.tag) &&
    ctx.has(new Inflectors(word).toPresent(), 'verb')
  )
    return set('verb', new Inflectors(word).toPresent(), 'relative-verb');

  // "Kasia speaking, how can I help?", "Hello, Tom speaking.": a name and speaking, as its own clause, is how one
  // answers the phone (слухаю / słucham, przy telefonie).
  if (
    word === 'speaking' &&
    previous?.tag === 'PROPN' &&
    (!next || next.tag === 'PUNCT') &&
    (index === 1 || tokens[index - 2]?.tag === 'PUNCT' || tokens[index - 2]?.tag === 'PROPN') &&
    ctx.has('speak', 'verb')
  )
    return { ...set('verb', 'speak', 'name-speaking'), sense: 'answering the phone: it is me' };

  // "That's absolutely fine", "you'll be fine", "it should be fine": fine closing its clause after be is all right
  // (гаразд, нормально); after look / feel / seem, well (добре).
  if (word === 'fine' && reading.type === 'adjective' && (!next || ['PUNCT', 'CCONJ'].includes(next.tag))) {
    const before = tokens[index - 1]?.tag === 'ADV' ? tokens[index - 2] : previous;
    const linking = lower(before?.lemma);
    if (linking === 'be' || ["'s", "'re", "'m"].includes(lower(before?.value)))
      return { ...set('adjective', 'fine', 'fine-predicative'), sense: 'all right, with no problem' };
    if (['look', 'feel', 'seem', 'sound'].includes(linking))
      return {
        ...set('adjective', 'fine', 'fine-predicative'),
        sense: 'well, healthy, all right (look or feel fine)',
      };
  }

  // "just past the taxi rank", "go past the church": past before its object is the preposition (за, повз).
  if (
    word === 'past' &&
    reading.type !== 'preposition' &&
    next &&
    ['the', 'a', 'an', 'this', 'that', 'my', 'your', 'his', 'her', 'our', 'their', 'it', 'them'].includes(
      lower(next.value),
    ) &&
    !DETERMINERS.has(prevWord) &&
    !['half', 'quarter', 'ten', 'five', 'twenty', 'minutes'].includes(prevWord) &&
    ctx.has('past', 'preposition')
  )
    return set('preposition', 'past', 'past-before-object');

  // "Do they need much light?", "not enough space": a word after much / enough / less closing its clause is the
  // mass noun, not the adjective.
  if (
    reading.type === 'adjective' &&
    ['much', 'enough', 'less', 'little'].includes(prevWord) &&
    (!next || next.tag === 'PUNCT') &&
    ctx.has(word, 'noun')
  )
    return set('noun', word, 'mass-noun-after-quantifier');

  // "That's a real plus": a conjunction the glossary also has as a noun, after an article or adjective, is the noun.
  if (
    head.tag === 'CCONJ' &&
    reading.type !== 'noun' &&
    (['a', 'an', 'the', 'big', 'real', 'huge', 'definite'].includes(prevWord) || previous?.tag === 'ADJ') &&
    ctx.has(word, 'noun')
  )
    return set('noun', word, 'noun-after-article');

  // "I'd like to use my languages more", "you should rest more": more closing its clause after a verb or its object
  // is the adverb (більше / więcej).
  if (
    word === 'more' &&
    reading.type !== 'adverb' &&
    (!next || next.tag === 'PUNCT') &&
    ['VERB', 'NOUN', 'PRON', 'PROPN'].includes(previous?.tag ?? '') &&
    !['any', 'no', 'some', 'many', 'much', 'one', 'two', 'three', 'four', 'five'].includes(prevWord) &&
    ctx.has('more', 'adverb')
  )
    return set('adverb', 'more', 'more-closing');

  // "would that suit you?", "could it fit in the boot?", "does this work for you?": in an inverted question the
  // word after the modal and its subject is the verb.
  if (
    ['noun', 'verb'].includes(reading.type) &&
    ['would', 'could', 'can', 'will', 'should', 'might', 'does', 'did', 'do', 'shall'].includes(
      lower(tokens[index - 2]?.value),
    ) && // prettier-ignore
    ['that', 'this', 'it', 'you', 'he', 'she', 'they', 'we', 'i'].includes(prevWord) &&
    (isStart(tokens, index - 2) ||
      tokens[index - 3]?.tag === 'PUNCT' ||
      tokens[index - 3]?.tag === 'CCONJ' ||
      // "How long does that take?", "How does that work?", "Where would it go?"
      /^(how|what|why|where|when|which|who|long|much|many|often|far|soon)$/.test(
        lower(tokens[index - 3]?.value),
      )) &&
    !/s$/.test(word) &&
    ctx.has(lower(head.lemma), 'verb')
  )
    return set('verb', lower(head.lemma), 'inverted-question-verb');

  // "I arrive at work feeling wide awake", "looking good", "getting better": the -ing form of a linking verb before
  // its adjective is the verb, not the noun (feeling, look).
  if (
    reading.type === 'noun' &&
    /ing$/.test(word) &&
    ['feel', 'look', 'seem', 'sound', 'get', 'become', 'stay', 'keep', 'go', 'turn', 'grow'].includes(
      new Inflectors(word).toPresent(),
    ) && // prettier-ignore
    next &&
    (next.tag === 'ADJ' || (['ADV'].includes(next.tag) && tokens[index + 2]?.tag === 'ADJ')) &&
    !DETERMINERS.has(prevWord)
  )
    return set('verb', new Inflectors(word).toPresent(), 'linking-ing');

  // "I feel loads better", "lots easier": loads / lots before a comparative is the degree adverb (набагато).
  if (
    ['loads', 'lots', 'heaps', 'tons'].includes(word) &&
    next &&
    (['better', 'worse', 'more', 'less'].includes(lower(next.value)) ||
      (/[^e]er$/.test(lower(next.value)) && ['ADJ', 'ADV'].includes(next.tag))) &&
    ctx.has(word, 'adverb')
  )
    return set('adverb', word, 'degree-loads');

  // "it's £45 extra", "two pounds extra": extra after an amount, closing it, is the adverb (додатково).
  if (
    word === 'extra' &&
    previous &&
    (previous.tag === 'NUM' ||
      /\d/.test(previous.value) ||
      /^(pounds?|quid|euros?|dollars?)$/.test(prevWord)) &&
    (!next || next.tag === 'PUNCT' || ['for', 'per', 'a', 'each'].includes(lower(next.value))) &&
    ctx.has('extra', 'adverb')
  )
    return set('adverb', 'extra', 'amount-extra');

  // "at eight sharp", "at 9 sharp": sharp after a time is the adverb (рівно).
  if (
    word === 'sharp' &&
    previous &&
    (previous.tag === 'NUM' ||
      /\d/.test(previous.value) ||
      ['noon', 'midnight', "o'clock"].includes(prevWord)) &&
    ctx.has('sharp', 'adverb')
  )
    return set('adverb', 'sharp', 'time-sharp');

  // "two days past its use-by date", "past my bedtime": past before a possessive is the preposition (після).
  if (
    word === 'past' &&
    reading.type !== 'preposition' &&
    POSSESSIVE_DETERMINERS.has(lower(next?.value)) &&
    ctx.has('past', 'preposition')
  )
    // prettier-ignore
    return set('preposition', 'past', 'past-possessive');

  // "better than the old one", "a blue one, please": one after an adjective closing its phrase stands for a noun.
  if (
    word === 'one' &&
    previous?.tag === 'ADJ' &&
    ['the', 'a', 'an', 'this', 'that', 'my', 'your', 'our', 'their', 'his', 'her'].includes(
      lower(tokens[index - 2]?.value),
    ) && // prettier-ignore
    (!next || ['PUNCT', 'ADP', 'CCONJ'].includes(next.tag)) &&
    ctx.has('one', 'pronoun')
  )
    return set('pronoun', 'one', 'one-pronoun');

  // "Cheers to a good weekend": cheers before to is the toast (будьмо), not the noun.
  if (word === 'cheers' && lower(next?.value) === 'to' && ctx.has('cheers', 'interjection'))
    return set('interjection', 'cheers', 'toast');

  // "way over budget", "way too early", "way better": way before too, a preposition of extent or a comparative is
  // the degree adverb (набагато / o wiele), not the noun ("a way out", "the way to the station").
  if (
    word === 'way' &&
    next &&
    (!DETERMINERS.has(prevWord) || (prevWord === "'s" && previous?.tag === 'AUX')) &&
    ctx.has('way', 'adverb')
  ) {
    const w = lower(next.value);
    const extent = ['too', 'over', 'more', 'less', 'better', 'worse', 'beyond', 'ahead', 'behind', 'above', 'below', 'off', 'past'].includes(w); // prettier-ignore
    const comparative = /[^e]er$/.test(w) && ['ADJ', 'ADV'].includes(next.tag);
    if (extent || comparative) return set('adverb', 'way', 'degree-way');
  }

  // "till the last minute", "until Friday" (prepositions, before a noun phrase or a time); "until he's back",
  // "till you're ready" (conjunctions, before a clause with its own subject); "at the till" keeps the noun.
  if (
    (word === 'till' || word === 'until') &&
    next &&
    !['a', 'an', 'the', 'this', 'our', 'your', 'their', 'my', 'his', 'her', 'its'].includes(prevWord)
  ) {
    const w = lower(next.value);
    const clause =
      opensClause(w) &&
      !OBJECT_ONLY.has(w) &&
      tokens.slice(index + 2).some((t) => t.tag === 'VERB' || t.tag === 'AUX');
    if (clause && ctx.has(word, 'conjunction')) return set('conjunction', word, 'till-clause');
    const phrase =
      ['DET', 'NUM', 'PROPN'].includes(next.tag) ||
      /^\d/.test(next.value) ||
      TIME_NOUNS.test(w) ||
      WEEKDAYS.test(w) ||
      ['now', 'then', 'late', 'tomorrow', 'today', 'tonight', 'midnight', 'noon', 'lunchtime'].includes(w);
    if (!clause && phrase && ctx.has(word, 'preposition')) return set('preposition', word, 'till-phrase');
  }

  // "Flat 3", "band C", "platform 4", "Room 101": a labelling noun before a number or a single capital letter
  // is the noun.
  if (
    LABEL_NOUNS.has(word) &&
    reading.type !== 'noun' &&
    next &&
    (next.tag === 'NUM' || /^\d/.test(next.value) || /^[B-HJ-Z]$/.test(next.value)) &&
    ctx.has(word, 'noun')
  )
    return set('noun', word, 'label-noun');

  // "We're shut on Sundays", "the shop is shut": shut after be is the state (зачинений), not the verb.
  if (word === 'shut' && reading.type !== 'adjective' && ctx.has('shut', 'adjective')) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV' || t.tag === 'PART');
    const be = lower(before.token?.lemma) === 'be' || BE_FORMS.has(lower(before.token?.value));
    if (be && lower(next?.value) !== 'by') return set('adjective', 'shut', 'shut-state');
  }

  // "bills not included", "breakfast included", "Dogs allowed?": a participle with an adjective entry after its
  // noun (and not), closing the phrase, is the adjective (included = включений, wliczony).
  if (reading.type === 'verb' && /ed$/.test(word) && ctx.has(word, 'adjective')) {
    const before = prevWord === 'not' ? tokens[index - 2] : previous;
    const closes = !next || (next.tag === 'PUNCT' && /^[.,!?;]$/.test(next.value));
    if (before && ['NOUN', 'PROPN'].includes(before.tag) && closes && !clauseHasVerb(tokens, index))
      return set('adjective', word, 'participle-after-noun');
  }

  // "and you're done", "I'm done", "Are we done?": done after be, closing the clause, is the state (готово).
  if (word === 'done' && ctx.has('done', 'adjective')) {
    const before = previousWord(tokens, index, (t) => ['all', 'just', 'nearly', 'almost', 'finally', 'now'].includes(lower(t.value))); // prettier-ignore
    const be = BE_FORMS.has(lower(before.token?.value)) || ['am', "'m"].includes(lower(before.token?.value));
    const inverted = BE_FORMS.has(lower(tokens[index - 2]?.value)) && previous?.tag === 'PRON';
    const closes = !next || (next.tag === 'PUNCT' && next.value !== "'s") || lower(next.value) === 'now';
    if ((be || inverted) && closes) return set('adjective', 'done', 'done-state');
  }

  // "They sound official and friendly", "it seemed normal": after a linking verb (and an adverb), a word with an
  // adjective entry closing its phrase is the adjective ("sound advice", "look a mess" keep their nouns).
  if (
    reading.type === 'noun' &&
    ctx.has(word, 'adjective') &&
    (!next || ['PUNCT', 'CCONJ'].includes(next.tag))
  ) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV');
    if (LINKING_VERBS.has(lower(before.token?.lemma)) && before.token?.tag === 'VERB')
      return set('adjective', word, 'linking-adjective');
  }

  // "three medium onions", "two large eggs": between a number and its noun, a word with an adjective entry is
  // the adjective.
  if (
    reading.type === 'noun' &&
    ctx.has(word, 'adjective') &&
    previous &&
    (previous.tag === 'NUM' || /^\d/.test(previous.value)) &&
    next?.tag === 'NOUN'
  )
    return set('adjective', word, 'adjective-after-number');

  // "Make it longer than the old one", "keep them shorter": a comparative after make / keep / get and its object
  // is the adjective (the state the object is brought to).
  if (/er$/.test(word) && reading.type !== 'adjective' && OBJECT_PRONOUNS.has(prevWord)) {
    const verb = lower(tokens[index - 2]?.lemma);
    const base = ungrade(word, 'adjective', (b) => ctx.has(b, 'adjective'));
    if (base && ['make', 'keep', 'get', 'leave'].includes(verb))
      return set('adjective', base, 'complement-comparative');
  }

  // "It's been fixed since.", "I haven't seen him since": since closing the clause is the adverb (відтоді).
  if (
    word === 'since' &&
    (!next || (next.tag === 'PUNCT' && /^[.,!?;]$/.test(next.value))) &&
    ctx.has('since', 'adverb')
  )
    return set('adverb', 'since', 'since-adverb');

  // "It works out cheaper once you get more", "I'll call once I'm home": once before a subject pronoun and its
  // verb is the conjunction, wherever the clause stands.
  if (word === 'once' && reading.type !== 'conjunction' && next && ctx.has('once', 'conjunction')) {
    const w = lower(next.value);
    const subject = opensClause(w);
    const verbAfter = tokens.slice(index + 2, index + 5).some((t) => ['VERB', 'AUX'].includes(t.tag));
    if (subject && verbAfter) return set('conjunction', 'once', 'once-conjunction');
  }

  // "including my family", ", including VAT": including before its noun phrase is the preposition (у тому
  // числі), not after be or a subject ("the price is including VAT" is rare; "she's including you" a verb).
  if (
    word === 'including' &&
    reading.type !== 'preposition' &&
    next &&
    ['DET', 'PRON', 'NOUN', 'PROPN', 'NUM', 'ADJ'].includes(next.tag) &&
    !BE_FORMS.has(prevWord) &&
    !['am', "'m", 'been', 'be'].includes(prevWord) &&
    ctx.has('including', 'preposition')
  )
    return set('preposition', 'including', 'including-preposition');

  // "you can forward it", "to forward them": after a modal or "to", a word the tagger read as an adverb, before
  // an object pronoun or a determiner, is the verb.
  if (
    reading.type === 'adverb' &&
    next &&
    (OBJECT_PRONOUNS.has(lower(next.value)) ||
      ['the', 'a', 'an', 'this', 'that', 'your', 'my'].includes(lower(next.value))) &&
    (DO_AUXILIARIES.has(prevWord) ||
      prevWord === 'to' ||
      ((SUBJECT_PRONOUNS.has(prevWord) || ['he', 'she', 'it'].includes(prevWord)) &&
        DO_AUXILIARIES.has(lower(tokens[index - 2]?.value)))) &&
    ctx.has(word, 'verb')
  )
    return set('verb', word, 'verb-after-modal-before-object');

  // "fifteen grand", "twenty quid": a noun after a number, closing the phrase, is the unit counted.
  if (
    reading.type === 'adjective' &&
    previous?.tag === 'NUM' &&
    (!next || ['PUNCT', 'ADP', 'CCONJ'].includes(next.tag)) &&
    ctx.has(word, 'noun')
  )
    return set('noun', word, 'noun-after-number');

  // "dead quiet", "dead easy": dead before an adjective is the intensifier (дуже), not the adjective.
  if (
    word === 'dead' &&
    next?.tag === 'ADJ' &&
    tokens[index + 2]?.tag !== 'NOUN' &&
    ctx.has('dead', 'adverb')
  )
    return set('adverb', 'dead', 'dead-intensifier');

  // "I've brought my own", "a room of her own": own after a possessive with no noun after it is the pronoun.
  if (
    word === 'own' &&
    POSSESSIVE_DETERMINERS.has(prevWord) &&
    lower(tokens[index - 2]?.value) !== 'on' &&
    (!next || ['PUNCT', 'ADP', 'CCONJ', 'ADV'].includes(next.tag)) &&
    ctx.has('own', 'pronoun')
  )
    return set('pronoun', 'own', 'own-pronoun');

  // "We are third in the league", "moves them up to second", "finished fourth": an ordinal after be, "to" or a
  // verb of finishing, with no noun of its own, is the ordinal (a place in a ranking), not a fraction or a verb.
  if (ORDINAL_WORDS.has(word) && ctx.has(word, 'number') && reading.type !== 'number') {
    const nounAfter = next && ['NOUN', 'PROPN', 'ADJ'].includes(next.tag);
    const w = lower(next?.value);
    const slot =
      BE_FORMS.has(prevWord) ||
      ['am', "'m"].includes(prevWord) ||
      (prevWord === 'to' && ['up', 'down'].includes(lower(tokens[index - 2]?.value))) ||
      ['finish', 'finished', 'finishes', 'came', 'come', 'comes', 'placed', 'ranked', 'sit', 'sits', 'lie', 'lies'].includes(prevWord); // prettier-ignore
    if (slot && !nounAfter && w !== 'of' && w !== 'half') return set('number', word, 'ordinal-place');
  }

  // "especially longer essays", "an earlier train": a comparative or superlative the tagger read as an adverb,
  // right before a noun, grades that noun; "the first session is always the hardest": a superlative after "the"
  // closing the clause is the adjective (not "later today", a time).
  if (reading.type === 'adverb' && /(er|est)$/.test(word)) {
    const base = ungrade(word, 'adjective', (b) => ctx.has(b, 'adjective'));
    const beforeNoun = next?.tag === 'NOUN' && !GRADED_TIME_NOUNS.has(lower(next.value));
    const superlativeAfterThe =
      /est$/.test(word) && prevWord === 'the' && (!next || next.tag === 'PUNCT' || next.tag === 'CCONJ');
    if (base && (beforeNoun || superlativeAfterThe)) return set('adjective', base, 'graded-adjective');
  }

  // "much lighter and fresher", "for shorter trips": a comparative the tagger read as a noun (lighter, shorter,
  // fresher) after a degree word, be or "and", or right before a noun, is the graded adjective ("a lighter" stays).
  if (
    (reading.type === 'noun' || reading.type === 'adjective') &&
    /er$/.test(word) &&
    !['better', 'worse', 'later', 'earlier', 'further', 'farther', 'sooner', 'faster', 'harder'].includes(
      word,
    ) &&
    !DETERMINERS.has(prevWord)
  ) {
    const base = ungrade(word, 'adjective', (b) => ctx.has(b, 'adjective'));
    const degree =
      DEGREE_WORDS.has(prevWord) || BE_FORMS.has(prevWord) || LINKING_VERBS.has(lower(previous?.lemma));
    const coordinated = prevWord === 'and' && /er$/.test(lower(tokens[index - 2]?.value));
    const beforeNoun = next?.tag === 'NOUN' && !GRADED_TIME_NOUNS.has(lower(next.value)) && prevWord !== 'of';
    if (base && (degree || coordinated || beforeNoun)) return set('adjective', base, 'graded-adjective');
  }

  // "order it online", "stay in overnight", "wasted worldwide" (adverbs after a verb) but "an online course",
  // "offshore wind" (adjectives before a noun): words of place and extent that are both.
  if (PLACE_EXTENT.has(word)) {
    const before = nounNext(tokens, index, ctx);
    if (before && ctx.has(word, 'adjective') && reading.type !== 'adjective')
      return set('adjective', word, 'place-extent-adjective');
    if (!before && !BE_FORMS.has(prevWord) && reading.type !== 'adverb' && ctx.has(word, 'adverb'))
      return set('adverb', word, 'place-extent-adverb');
  }

  // "a manual or an automatic", "I'll have a regular": an adjective after a / an with no noun after it is a noun.
  if (
    reading.type === 'adjective' &&
    (prevWord === 'a' || prevWord === 'an') &&
    (!next || ['PUNCT', 'CCONJ'].includes(next.tag)) &&
    ctx.has(reading.lemma, 'noun')
  )
    return set('noun', reading.lemma, 'adjective-as-noun');

  // "far bigger", "far more", "far too": far before a comparative or too is the degree adverb (значно).
  if (word === 'far' && next) {
    const w = lower(next.value);
    if (
      w === 'too' ||
      w === 'more' ||
      w === 'less' ||
      w === 'better' ||
      w === 'worse' ||
      (/er$/.test(w) && ['ADJ', 'ADV', 'NOUN'].includes(next.tag))
    )
      return set('adverb', 'far', 'degree-far');
  }

  // "Will it take long?", "How long does it take?": long of time after take / how + an auxiliary is the adverb.
  if (word === 'long' && ctx.has('long', 'adverb')) {
    const takes = ['take', 'takes', 'took', 'wait', 'last', 'stay'].includes(prevWord);
    const how =
      prevWord === 'how' &&
      next &&
      (DO_AUXILIARIES.has(lower(next.value)) || ['have', 'has', 'had'].includes(lower(next.value)));
    if (takes || how) return set('adverb', 'long', 'long-of-time');
  }

  // "£150 each", "they cost five pounds each": each after an amount, closing the phrase, is the adverb (за штуку).
  if (word === 'each' && ctx.has('each', 'adverb')) {
    const amount =
      previous &&
      (previous.tag === 'NUM' ||
        /\d/.test(previous.value) ||
        /^(pounds|dollars|euros|pence|quid|p)$/.test(prevWord));
    if (amount && (!next || ['PUNCT', 'ADP', 'CCONJ'].includes(next.tag)))
      return set('adverb', 'each', 'each-per-item');
  }

  // "hold him still", "keep still", "sit still": still after hold / keep / stand / sit / stay / lie (and an
  // object) closing its phrase is the adjective (нерухомий).
  if (word === 'still' && ctx.has('still', 'adjective')) {
    const verb = OBJECT_PRONOUNS.has(prevWord) ? tokens[index - 2] : previous;
    const still =
      verb && ['hold', 'keep', 'stand', 'sit', 'stay', 'lie', 'remain'].includes(lower(verb.lemma));
    if (still && (!next || ['PUNCT', 'ADP', 'SCONJ', 'CCONJ'].includes(next.tag)))
      return set('adjective', 'still', 'keep-still');
  }

  // "an extra £12 a day", "an extra ten minutes": extra before an amount is the adjective (додатковий).
  if (
    word === 'extra' &&
    ctx.has('extra', 'adjective') &&
    next &&
    (next.tag === 'NUM' || /^[£$€\d]/.test(next.value))
  )
    return set('adjective', 'extra', 'extra-amount');

  // "Sorry I'm a bit late", "we're early": late / early after be (and a degree word) is the adjective.
  if ((word === 'late' || word === 'early') && ctx.has(word, 'adjective')) {
    const before = previousWord(
      tokens,
      index,
      (t) => DEGREE_WORDS.has(lower(t.value)) || ['a', 'bit', 'little'].includes(lower(t.value)),
    );
    if (
      before.token &&
      (BE_FORMS.has(lower(before.token.value)) || ['am', "'m"].includes(lower(before.token.value))) &&
      (!next || next.tag === 'PUNCT' || ['for', 'to', 'again'].includes(lower(next.value)))
    )
      return set('adjective', word, 'late-after-be');
  }

  // "text someone back home", "email me", "My legs will be killing me": a noun-tagged word with a verb entry
  // followed by an object pronoun is the verb.
  if (
    (reading.type === 'noun' || reading.type === 'verb') &&
    next &&
    OBJECT_ONLY.has(lower(next.value)) &&
    !DETERMINERS.has(prevWord) &&
    previous?.tag !== 'ADJ' &&
    previous?.tag !== 'ADP'
  ) {
    const lemma = /ing$/.test(word) ? new Inflectors(word).toPresent() : reading.lemma;
    if (ctx.has(lemma, 'verb') || ctx.has(reading.lemma, 'verb'))
      return set('verb', ctx.has(lemma, 'verb') ? lemma : reading.lemma, 'verb-before-object-pronoun');
  }

  // "Sign here, and here", "Plug the laptop in", "Dust the cake with sugar": a sentence-opening word the tagger
  // read as a noun, followed by here / there, an object pronoun or a determiner, in a clause with no verb of
  // its own, is an imperative.
  if (
    reading.type === 'noun' &&
    isStart(tokens, index) &&
    next &&
    (['here', 'there'].includes(lower(next.value)) ||
      OBJECT_ONLY.has(lower(next.value)) ||
      ['the', 'a', 'an', 'your', 'this', 'these', 'those', 'some', 'it', 'them'].includes(lower(next.value)))
  ) {
    let verbLater = false;
    for (let i = index + 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.tag === 'PUNCT' && /[.!?;,]/.test(t.value)) break;
      if (t.tag === 'SCONJ' || CLAUSE_OPENERS.has(lower(t.value))) break;
      if (t.tag === 'VERB' || t.tag === 'AUX') {
        verbLater = true;
        break;
      }
    }
    const lemma = reading.lemma;
    if (!verbLater && ctx.has(lemma, 'verb') && !/s$/.test(word))
      return set('verb', lemma, 'imperative-opening');
  }

  // "on any given day", "every used ticket": a participle between a quantifier and its noun is the adjective.
  if (
    reading.type !== 'adjective' &&
    /(ed|en)$/.test(word) &&
    ['any', 'every', 'each', 'no', 'the'].includes(prevWord) &&
    next?.tag === 'NOUN' &&
    ctx.has(word, 'adjective')
  )
    return set('adjective', word, 'participle-after-quantifier');

  // "go vegan", "went green", "gone quiet": after go, a word with an adjective entry and no noun after it is
  // the adjective (the state one turns into).
  if (
    ['go', 'goes', 'went', 'gone', 'going'].includes(prevWord) &&
    reading.type !== 'adjective' &&
    reading.type !== 'verb' &&
    !GO_ADVERBS.has(word) &&
    ctx.has(word, 'adjective') &&
    (!next || next.tag !== 'NOUN')
  )
    return set('adjective', word, 'go-state');

  // "Most of the bread is baked before noon", "food is wasted worldwide": a participle the tagger read as an
  // adjective, right after is / are, with an adverb or a time clause of its own, is the present passive (a verb);
  // feelings and lasting states stay adjectives ("is closed on Mondays", "I'm tired after work").
  if (
    reading.type === 'adjective' &&
    /ed$/.test(word) &&
    !STATE_PARTICIPLES.has(word) &&
    ['is', 'are', "'s", "'re"].includes(prevWord) &&
    next &&
    ((next.tag === 'ADV' &&
      !['too', 'very', 'so', 'enough', 'now', 'here', 'there', 'already', 'still'].includes(
        lower(next.value),
      )) ||
      ['when', 'before', 'after', 'once', 'every', 'each', 'worldwide', 'by'].includes(lower(next.value)))
  ) {
    const verb = new Inflectors(word).toPresent();
    if (ctx.has(verb, 'verb')) return set('verb', verb, 'present-passive');
  }

  // "What time does the pharmacy close?", "When does the shop open?": after do / does / did / will and its subject
  // (a pronoun, or a noun with its determiner), the word closing the question is the verb.
  if (
    reading.type !== 'verb' &&
    ctx.has(word, 'verb') &&
    (!next || next.tag === 'PUNCT' || next.tag === 'ADP' || next.tag === 'ADV')
  ) {
    let k = index - 1;
    if (tokens[k]?.tag === 'NOUN' || tokens[k]?.tag === 'PROPN') {
      k--;
      while (k >= 0 && ['DET', 'ADJ'].includes(tokens[k]!.tag)) k--;
    } else if (tokens[k]?.tag === 'PRON' && SUBJECTS.has(lower(tokens[k]!.value))) k--;
    else k = -1;
    if (
      k >= 0 &&
      k < index - 1 &&
      ['do', 'does', 'did', 'will', "won't", 'can', 'could', 'should', 'would'].includes(
        lower(tokens[k]!.value),
      )
    )
      return set('verb', word, 'verb-after-do-subject');
  }

  // "It's worth running a test", "worth visiting": an -ing form after worth is the verb.
  if (prevWord === 'worth' && /ing$/.test(word)) {
    const verb = new Inflectors(word).toPresent();
    if (ctx.has(verb, 'verb')) return set('verb', verb, 'worth-doing');
  }

  // "We should text someone back home": home after back is the adverb (додому, вдома).
  if (word === 'home' && prevWord === 'back' && ctx.has('home', 'adverb'))
    return set('adverb', 'home', 'back-home');

  // "for a second", "wait a second", "sixty per second": after a / one / per / each with no noun after it, second is
  // the unit of time (a second chance keeps the ordinal).
  if (
    word === 'second' &&
    ['a', 'one', 'per', 'each', 'every', 'split'].includes(prevWord) &&
    !['NOUN', 'ADJ', 'PROPN'].includes(next?.tag ?? '') &&
    ctx.has('second', 'noun')
  )
    return set('noun', 'second', 'second-of-time');

  // "I'm not sure where…", "she's sure of it": an adverb-tagged word after be, before a clause, "of" / "about" or
  // the end, is the adjective (впевнений), not the adverb (звісно); "he is still here" keeps its adverb.
  if (reading.type === 'adverb' && ctx.has(word, 'adjective') && !/ly$/.test(word)) {
    const before = previousWord(tokens, index, (t) =>
      ['not', "n't", 'very', 'so', 'quite', 'really', 'too', 'pretty'].includes(lower(t.value)),
    );
    const clauseNext =
      !next ||
      next.tag === 'PUNCT' ||
      ['where', 'what', 'how', 'why', 'if', 'whether', 'that', 'about', 'of', 'who', 'when'].includes(
        lower(next.value),
      );
    if (before.token && lower(before.token.lemma) === 'be' && clauseNext)
      return set('adjective', word, 'adjective-after-be');
  }

  // "Presents for the baby, mostly.": an -s form opening a sentence with no subject before it, followed by a
  // preposition or a pause, is a plural noun ("Works for me", "Depends on the day" drop their "it" and stay verbs).
  if (
    reading.type === 'verb' &&
    /[^s]s$/.test(word) &&
    isStart(tokens, index) &&
    (!next || ['ADP', 'PUNCT', 'CCONJ'].includes(next.tag)) &&
    !ELLIPTICAL_VERBS.has(word)
  ) {
    const singular = new Inflectors(word).toSingular();
    if (singular !== word && ctx.has(singular, 'noun')) return set('noun', singular, 'plural-opening');
  }

  // "well above average", "dressed in red": an adjective closing a preposition's phrase, with no noun after it,
  // is the noun it names (середнє / średnia), when the glossary has one.
  if (
    reading.type === 'adjective' &&
    previous?.tag === 'ADP' &&
    ['above', 'below', 'in', 'of'].includes(prevWord) &&
    (!next || next.tag === 'PUNCT' || next.tag === 'CCONJ') &&
    ctx.has(reading.lemma, 'noun')
  )
    return set('noun', reading.lemma, 'adjective-as-noun');

  // ", offering food and a bed": an -ing form after a comma and before its object opens a participle clause.
  if (
    reading.type === 'noun' &&
    /..ing$/.test(word) &&
    prevWord === ',' &&
    next &&
    (['DET', 'PRON'].includes(next.tag) || next.tag === 'NOUN') &&
    !MASS_NOUNS.has(word)
  ) {
    const verb = new Inflectors(word).toPresent();
    if (verb !== word && ctx.has(verb, 'verb')) return set('verb', verb, 'participle-clause');
  }

  // "I only have notes", "do you have change", "we have work to do": after have a verb stands only as a past
  // participle, so an -s form or a base form that is no participle (not "have come", "have run") is its object.
  if (reading.type === 'verb' && ctx.has(reading.lemma, 'noun') && !/(ed|en|ing)$/.test(word)) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV');
    const plural = /[^s]s$/.test(word);
    const base = word === lower(reading.lemma) && new Inflectors(word).toPastParticiple() !== word;
    if ((plural || base) && ['have', 'has', 'had', "'ve"].includes(lower(before.token?.value)))
      return set('noun', reading.lemma, 'noun-after-have');
  }

  // "on maternity leave", "in the car park": after a preposition and a noun, a word the tagger made a verb
  // that closes the phrase is the head of a compound noun.
  if (
    reading.type === 'verb' &&
    head.tag === 'VERB' &&
    !/(ed|ing)$/.test(word) &&
    previous?.tag === 'NOUN' &&
    (!next || next.tag === 'PUNCT' || next.tag === 'ADP') &&
    ctx.has(reading.lemma, 'noun')
  ) {
    let k = index - 2;
    while (k >= 0 && ['ADJ', 'DET', 'NOUN'].includes(tokens[k]!.tag)) k--;
    if (k >= 0 && tokens[k]!.tag === 'ADP' && !['to', 'than'].includes(lower(tokens[k]!.value)))
      return set('noun', reading.lemma, 'compound-head');
  }

  // "let's start with", "let's book it": the word after let's is a bare verb.
  if (
    reading.type !== 'verb' &&
    prevWord === "'s" &&
    lower(tokens[index - 2]?.value) === 'let' &&
    (ctx.has(word, 'verb') || ctx.has(reading.lemma, 'verb'))
  )
    return set('verb', ctx.has(word, 'verb') ? word : reading.lemma, 'after-lets');

  // "The film will last two hours", "you can't miss it": after a modal (and not / an adverb) a word with a
  // verb entry is the bare verb. Not "will" as a noun ("the will"), nor -ing / -ed forms.
  if ((reading.type === 'noun' || reading.type === 'adjective') && !/(ing|ed)$/.test(word)) {
    const before = previousWord(
      tokens,
      index,
      (t) => t.tag === 'ADV' || t.tag === 'PART' || ["n't", 'not'].includes(lower(t.value)),
    );
    const modal = DO_AUXILIARIES.has(lower(before.token?.value)) && before.token?.tag === 'AUX';
    if (modal && ctx.has(word, 'verb') && !DETERMINERS.has(prevWord)) return set('verb', word, 'after-modal');
  }

  // "What's the weather like in June?", "What was the hotel like?": like in a what-be question about a
  // quality is the preposition (not "What would you like?" or "What do you like?").
  if (
    word === 'like' &&
    reading.type !== 'preposition' &&
    ctx.has('like', 'preposition') &&
    isWhatLike(tokens, index)
  )
    return set('preposition', 'like', 'what-like');

  // "stay on the market for long", "It won't take long": long closing the clause after for / a verb is the adverb.
  if (word === 'long' && ctx.has('long', 'adverb')) {
    const closes = !next || next.tag === 'PUNCT' || ['now', 'enough'].includes(lower(next.value));
    if (closes && (prevWord === 'for' || previous?.tag === 'VERB'))
      return set('adverb', 'long', 'long-adverb');
  }

  // "Is it close to the station?", "The hotel is close to the beach": close + to after be is the adjective.
  if (word === 'close' && lower(next?.value) === 'to' && ctx.has('close', 'adjective')) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV' || t.tag === 'PRON');
    const inverted = BE_FORMS.has(lower(tokens[0]?.value)) || lower(tokens[0]?.lemma) === 'be';
    if (
      inverted ||
      (before.token && (lower(before.token.lemma) === 'be' || BE_FORMS.has(lower(before.token.value))))
    )
      return set('adjective', 'close', 'close-to');
  }

  // "the lady upstairs is retired", "the flat downstairs": a place adverb after a noun, before the verb.
  if (PLACE_ADVERBS.has(word) && reading.type !== 'adverb' && ctx.has(word, 'adverb')) {
    if (previous && ['NOUN', 'PROPN', 'PRON'].includes(previous.tag) && !DETERMINERS.has(prevWord))
      return set('adverb', word, 'place-adverb');
  }

  // "I take one every morning", "Can I have one?": one after a verb, with no noun of its own, is the pronoun.
  if (word === 'one' && reading.type !== 'pronoun' && ctx.has('one', 'pronoun')) {
    const nounNext =
      next && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(next.tag) && !TIME_AFTER.has(lower(next.value));
    if (previous?.tag === 'VERB' && !nounNext && lower(next?.value) !== 'of')
      return set('pronoun', 'one', 'one-pronoun');
  }

  // "two nil", "three zero": a score's nil is a number.
  if ((word === 'nil' || word === 'zero') && reading.type !== 'number' && previous?.tag === 'NUM')
    return set('number', word, 'score-nil');

  // "a little Russian" (determiner), "a little tired" (adverb), "only a little" / "lower it a little" (pronoun).
  if (word === 'little' && prevWord === 'a') {
    // Before a language or a mass noun only: "a little boy" is the adjective.
    if (
      next &&
      (next.tag === 'PROPN' || MASS_NOUNS.has(lower(next.value))) &&
      ctx.has('little', 'determiner')
    )
      return set('determiner', 'little', 'a-little');
    if (
      next &&
      (next.tag === 'ADJ' || next.tag === 'ADV' || /er$/.test(lower(next.value))) &&
      ctx.has('little', 'adverb')
    )
      return set('adverb', 'little', 'a-little');
    if (!next || ['PUNCT', 'ADP', 'SCONJ', 'CCONJ'].includes(next.tag))
      return set('pronoun', 'little', 'a-little');
  }

  // "at the latest", "at the earliest", "the best": a superlative after "the" with no noun entry of its own
  // is the adjective (of late, early…), also when it closes the phrase.
  if (reading.type === 'noun' && /est$/.test(word) && prevWord === 'the' && !ctx.has(word, 'noun')) {
    const base = new Inflectors(word).toPresent();
    const adjective = [
      word,
      lower(head.lemma),
      word.replace(/est$/, ''),
      word.replace(/est$/, 'e'),
      base,
    ].find((w) => w && ctx.has(w, 'adjective'));
    if (adjective) return set('adjective', adjective, 'superlative');
  }

  // "Is the internet included?", "Are drinks included?": a participle closing a question that opens with be
  // is the adjective (included, allowed, booked), when the glossary has one.
  if (reading.type === 'verb' && /ed$/.test(word) && ctx.has(word, 'adjective')) {
    const opensWithBe = BE_FORMS.has(lower(tokens[0]?.value));
    const closes = !next || (next.tag === 'PUNCT' && next.value === '?');
    if (opensWithBe && closes) return set('adjective', word, 'question-participle');
  }

  // "last night", "next week", "this summer": last / next before a time noun is the adjective.
  if ((word === 'last' || word === 'next') && reading.type !== 'adjective' && ctx.has(word, 'adjective')) {
    if (next && (TIME_NOUNS.test(lower(next.value)) || WEEKDAYS.test(lower(next.value))))
      return set('adjective', word, 'time-adjective');
  }

  // Quantities standing alone: "most of us", "more of the same" (pronouns); "it costs less in summer",
  // "the habit matters more than the amount" (adverbs, after a verb, with no noun of their own).
  if (QUANTITIES.has(word) && reading.type !== 'noun') {
    const nounNext = next && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(next.tag);
    if (lower(next?.value) === 'of' && ctx.has(word, 'pronoun'))
      return set('pronoun', word, 'quantity-pronoun');
    const verbBefore =
      previous &&
      (previous.tag === 'VERB' ||
        (previous.tag === 'NOUN' &&
          /[^s]s$/.test(prevWord) &&
          ctx.has(new Inflectors(prevWord).toPresent(), 'verb') &&
          DETERMINERS.has(lower(tokens[index - 2]?.value)) === false &&
          tokens[index - 2]?.tag === 'NOUN'));
    // "need more than five" keeps its object reading; "matters more than", "costs less in summer" do not.
    const than = lower(next?.value) === 'than';
    const intransitive = INTRANSITIVE.has(new Inflectors(prevWord).toPresent()) || INTRANSITIVE.has(prevWord);
    const closes = !next || next.tag === 'PUNCT' || (next.tag === 'ADP' && !than);
    if (verbBefore && !nounNext && (closes || (than && intransitive)) && ctx.has(word, 'adverb'))
      return set('adverb', word, 'quantity-adverb');
    // "three kilos more than I'd like", "Less than now.": after a measure or opening the sentence, with a clause
    // or an adverb after "than" (not a number: "more than three" is the determiner), the degree adverb; "be in
    // the office more?": closing the clause after a place.
    const afterThan = tokens[index + 2];
    const measure =
      !previous || previous.tag === 'PUNCT' || (previous.tag === 'NOUN' && tokens[index - 2]?.tag !== 'ADP');
    if (
      than &&
      measure &&
      afterThan &&
      !['NUM', 'DET'].includes(afterThan.tag) &&
      !/^\d/.test(afterThan.value) &&
      ctx.has(word, 'adverb')
    )
      return set('adverb', word, 'quantity-adverb');
    if (!next || (next.tag === 'PUNCT' && ['?', '.', '!'].includes(next.value))) {
      if (
        previous?.tag === 'NOUN' &&
        tokens.slice(Math.max(0, index - 4), index).some((t) => t.tag === 'ADP') &&
        ctx.has(word, 'adverb')
      )
        return set('adverb', word, 'quantity-adverb');
    }
  }

  // "Once you know where the money goes, …": once opening a clause with its own subject and verb is the
  // conjunction (as soon as).
  if (word === 'once' && reading.type !== 'conjunction' && ctx.has('once', 'conjunction')) {
    const opens = !previous || previous.tag === 'PUNCT' || previous.tag === 'CCONJ';
    const subject =
      next && (next.tag === 'PRON' || next.tag === 'DET' || next.tag === 'PROPN' || next.tag === 'NOUN');
    const rest = tokens.slice(index + 1);
    const end = rest.findIndex((t) => t.tag === 'PUNCT');
    const clause = end < 0 ? rest : rest.slice(0, end);
    const hasVerb = clause.slice(1).some((t) => t.tag === 'VERB' || t.tag === 'AUX');
    if (opens && subject && hasVerb && !['a', 'again', 'more', 'upon'].includes(lower(next!.value)))
      return set('conjunction', 'once', 'once-conjunction');
  }

  // "I'm always broke", "she was alone": after be (and adverbs), a word with an adjective entry that ends the
  // predicate is the adjective ("broke" is not break's past here).
  if (reading.type !== 'adjective' && ctx.has(word, 'adjective') && PREDICATE_ADJECTIVES.has(word)) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV' || t.tag === 'PART');
    const beforeWord = lower(before.token?.value);
    const copula =
      before.token &&
      (lower(before.token.lemma) === 'be' || LINKING.has(beforeWord) || /['’](m|re|s)$/.test(beforeWord));
    if (copula && (!next || next.tag !== 'NOUN')) return set('adjective', word, 'predicate-adjective');
  }

  // "neither side deserved to lose", "the club decided to wait": an -ed word after its subject and before
  // "to" + a verb is the past verb (not after be: "pleased to meet you").
  if (reading.type !== 'verb' && /ed$/.test(word) && lower(next?.value) === 'to') {
    const verbAfter = tokens[index + 2]?.tag === 'VERB' || tokens[index + 2]?.tag === 'AUX';
    const subjectBefore =
      previous && ['NOUN', 'PROPN', 'PRON', 'ADJ'].includes(previous.tag) && lower(previous.lemma) !== 'be';
    const base = new Inflectors(word).toPresent();
    if (verbAfter && subjectBefore && ctx.has(base, 'verb')) return set('verb', base, 'past-verb-before-to');
  }

  // "Check your bill", "and store it somewhere dry", "you can move some money", "to lower the rent": a
  // word before its object (a determiner or an object pronoun), where no determiner or adjective makes it a
  // noun, is a verb — an imperative, a bare infinitive or a present verb after its subject pronoun.
  if (
    (reading.type === 'noun' || reading.type === 'adjective') &&
    next &&
    OBJECT_OPENERS.has(lower(next.value)) &&
    !/(ing|ed)$/.test(word) &&
    (ctx.has(word, 'verb') || ctx.has(reading.lemma, 'verb'))
  ) {
    const opensClause = !previous || (previous.tag === 'PUNCT' && /^[.!?,;:]$/.test(previous.value));
    const afterVerbWord =
      prevWord === 'to' ||
      DO_AUXILIARIES.has(prevWord) ||
      ["n't", 'not'].includes(prevWord) ||
      VERB_ADVERBS.has(prevWord) ||
      SUBJECT_PRONOUNS.has(prevWord);
    // "fish and chips this evening": after "and" a bare form, or an object pronoun next.
    const coordinated =
      previous?.tag === 'CCONJ' && (!/[^s]s$/.test(word) || OBJECT_PRONOUNS.has(lower(next.value)));
    const timeAfter = TIME_NOUNS.test(lower(tokens[index + length + 1]?.value));
    const placeAfterTo = prevWord === 'to' && PLACE_NOUNS.has(word);
    if ((opensClause || afterVerbWord || coordinated) && !timeAfter && !placeAfterTo) {
      const base = ctx.has(word, 'verb') ? word : reading.lemma;
      const lemma =
        /[^s]s$/.test(word) && ctx.has(new Inflectors(word).toPresent(), 'verb')
          ? new Inflectors(word).toPresent()
          : base;
      return set('verb', lemma, 'verb-before-object');
    }
  }

  // "for needs", "a list of wants": after a preposition an -s form is a plural noun, not a verb.
  if (reading.type === 'verb' && NOUN_PREPOSITIONS.has(prevWord) && /[^s]s$/.test(word) && word.length > 3) {
    const singular = [word.slice(0, -1), new Inflectors(word).toSingular(), reading.lemma].find((w) =>
      ctx.has(w, 'noun'),
    );
    if (singular) return set('noun', singular, 'plural-after-preposition');
  }

  // "right now", "right next to the bank", "right behind you": right before a time / place word is an adverb
  // (exactly, directly) — not after a determiner ("the right answer", "on your right").
  if (word === 'right' && reading.type !== 'adverb' && ctx.has('right', 'adverb') && next) {
    const intensified = RIGHT_INTENSIFIED.has(lower(next.value)) || next.tag === 'ADP';
    if (intensified && !DETERMINERS.has(prevWord) && previous?.tag !== 'ADJ')
      return set('adverb', 'right', 'right-intensifier');
  }

  // "Wash your hands first.", "we eat first and then talk", "First, …": first closing a clause after a
  // verb (or its object), or opening a sentence before a comma, is the adverb (before anything else).
  if (word === 'first' && reading.type !== 'adverb' && ctx.has('first', 'adverb')) {
    const closes =
      !next ||
      (next.tag === 'PUNCT' && next.value !== "'s") ||
      ['and', 'then', 'before', 'so'].includes(lower(next.value));
    const opens = (!previous || previous.tag === 'PUNCT') && next?.value === ',';
    const afterVerbOrObject =
      previous &&
      !DETERMINERS.has(prevWord) &&
      previous.tag !== 'ADP' &&
      previous.tag !== 'NUM' &&
      prevWord !== 'the';
    // The clause's verb, or an imperative opening the sentence ("Wash your hands first").
    const imperative =
      ctx.has(lower(tokens[0]?.value), 'verb') && !ctx.has(lower(tokens[0]?.value), 'pronoun');
    if (opens || (closes && afterVerbOrObject && (clauseHasVerb(tokens, index) || imperative)))
      return set('adverb', 'first', 'first-adverb');
  }

  // "How much does a ticket cost?", "What did the repair cost you?": a word after do / does / did (or a
  // modal) and its subject is the bare verb.
  if (
    reading.type === 'noun' &&
    previous &&
    ['NOUN', 'PRON', 'PROPN'].includes(previous.tag) &&
    ctx.has(reading.lemma, 'verb')
  ) {
    let at = index - 1;
    while (
      at > 0 &&
      index - at <= 4 &&
      !DO_AUXILIARIES.has(lower(tokens[at]!.value)) &&
      tokens[at]!.tag !== 'PUNCT'
    )
      at--;
    const aux = DO_AUXILIARIES.has(lower(tokens[at]?.value));
    const bare = !/(s|ed|ing)$/.test(word) || word === reading.lemma;
    const subjectBetween =
      at < index - 1 &&
      !tokens.slice(at + 1, index).some((t) => t.tag === 'VERB') &&
      !DETERMINERS.has(prevWord);
    const question =
      tokens.slice(index).some((t) => t.value === '?') ||
      !tokens.slice(0, at).every((t) => t.tag !== 'PUNCT');
    if (aux && bare && subjectBetween && question) return set('verb', reading.lemma, 'verb-after-do-subject');
  }

  // "discuss this further", "is it much further?": further / farther with no noun (or adjective and
  // noun) after them are the adverb; "further information" keeps the adjective.
  if (
    (word === 'further' || word === 'farther') &&
    reading.type === 'adjective' &&
    ctx.has(word, 'adverb') &&
    !nounNext(tokens, index, ctx) &&
    !(next?.tag === 'ADJ' && nounNext(tokens, index + 1, ctx))
  )
    return set('adverb', word, 'further-adverb');

  // "fairness either.", "heavier, though,": either / though closing a clause are adverbs.
  if ((word === 'either' || word === 'though') && reading.type !== 'adverb') {
    const closes = !next || (next.tag === 'PUNCT' && /[,.!?;]/.test(next.value));
    const opens = word === 'either' ? previous && previous.tag !== 'PUNCT' : previous?.tag === 'PUNCT';
    if (closes && opens) return set('adverb', word, 'clause-final-adverb');
  }

  // "Better stay at home", "You'd better go": (had) better before a bare verb is the adverb.
  const bareVerbNext =
    next &&
    !/(ed|ing|s)$/.test(lower(next.value)) &&
    (next.tag === 'VERB' || (next.tag === 'NOUN' && !previous && ctx.has(lower(next.value), 'verb')));
  if (word === 'better' && bareVerbNext) {
    if (!previous || previous.tag === 'PUNCT' || ['had', "'d"].includes(prevWord))
      return set('adverb', 'well', 'had-better');
  }

  // "I do not feel well": well after a linking verb, closing the clause, is the adjective (in good health).
  if (word === 'well' && reading.type === 'adverb' && ctx.has('well', 'adjective')) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV' || t.tag === 'PART');
    const linking = ['feel', 'look', 'get', 'be', 'seem', 'stay'].includes(lower(before.token?.lemma));
    if (linking && (!next || next.tag === 'PUNCT')) return set('adjective', 'well', 'well-in-health');
  }

  // "it's undeniably harder to replicate": a comparative after a linking verb is an adjective.
  if (/[^e]er$/.test(word) && reading.type === 'adverb' && ctx.has(reading.lemma, 'adjective')) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV');
    const beforeWord = lower(before.token?.value);
    const linking = ['be', 'seem', 'look', 'feel', 'get', 'become', 'sound'].includes(
      lower(before.token?.lemma),
    );
    if (
      before.token &&
      (linking || LINKING.has(beforeWord)) &&
      !['stay', 'keep'].includes(lower(before.token.lemma))
    )
      return set('adjective', reading.lemma, 'comparative-adjective');
  }

  // "to be juggling full-time jobs", "have been waiting": an -ing form after be / been is a verb.
  if (reading.type === 'noun' && /ing$/.test(word) && ['be', 'been'].includes(prevWord)) {
    const base = new Inflectors(word).toPresent();
    return set('verb', ctx.has(base, 'verb') ? base : word, 'progressive');
  }

  // "Prices shot up", "he bent over": an irregular past form the tagger took for a noun or adjective, after its
  // subject and before a phrasal particle, is the past verb.
  if ((reading.type === 'noun' || reading.type === 'adjective') && previous) {
    const base = pastBaseBeforeParticle(tokens, index);
    const subject =
      ['NOUN', 'PROPN'].includes(previous.tag) ||
      SUBJECT_PRONOUNS.has(prevWord) ||
      /^(he|she|it)$/.test(prevWord);
    if (base && subject && ctx.has(base, 'verb')) return set('verb', base, 'past-verb-before-particle');
  }

  // "prejudices shaped those decisions": an -ed word between a noun and a determiner is a past verb.
  if (
    reading.type === 'adjective' &&
    /ed$/.test(word) &&
    previous?.tag === 'NOUN' &&
    next &&
    ['DET', 'PRON'].includes(next.tag)
  ) {
    const base = new Inflectors(word).toPresent();
    if (ctx.has(base, 'verb')) return set('verb', base, 'past-verb-before-object');
  }

  // "marketed as objective,": after a verb and "as", a word closing the phrase is an adjective.
  if (reading.type === 'noun' && prevWord === 'as' && ctx.has(word, 'adjective')) {
    const verbBefore = tokens[index - 2]?.tag === 'VERB';
    if (verbBefore && (!next || next.tag === 'PUNCT' || next.tag === 'CCONJ'))
      return set('adjective', word, 'as-adjective');
  }

  // "historical hiring decisions": an -ing word between an adjective and a noun is a noun modifier.
  if (
    head.tag === 'VERB' &&
    /ing$/.test(word) &&
    previous?.tag === 'ADJ' &&
    next?.tag === 'NOUN' &&
    ctx.has(word, 'noun')
  )
    return set('noun', word, 'gerund-modifier');

  // "a human reviews any rejection", "the medium matters less": the subject after a determiner is a noun.
  if (reading.type !== 'noun' && DETERMINERS.has(prevWord) && ctx.has(word, 'noun') && next) {
    const verbLike = next.tag === 'NOUN' && /[^s]s$/.test(lower(next.value));
    const after = tokens[index + length + 1];
    const objectAfter =
      after &&
      (['DET', 'PRON'].includes(after.tag) || ['less', 'more', 'much', 'a'].includes(lower(after.value)));
    if (verbLike && objectAfter && !clauseHasVerb(tokens, index)) return set('noun', word, 'subject-noun');
  }

  // "It is waterproof and very warm": after a form of be, a non-participle with an adjective entry is one; so in a
  // question after be and its pronoun ("Is it long?").
  if (
    reading.type === 'verb' &&
    !isParticiple(word) &&
    !/s$/.test(word) &&
    ctx.has(word, 'adjective') &&
    previous &&
    (lower(previous.lemma) === 'be' ||
      (previous.tag === 'PRON' &&
        lower(tokens[index - 2]?.lemma) === 'be' &&
        (!next || next.tag === 'PUNCT')))
  )
    return set('adjective', word, 'predicative-after-be');

  // "I'd say an eight.", "A seven from me.": a small number after a / an with no noun after it is a mark, a noun.
  if (
    reading.type === 'number' &&
    ['a', 'an'].includes(prevWord) &&
    /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/.test(word) &&
    !['NOUN', 'ADJ', 'NUM', 'PROPN'].includes(next?.tag ?? '')
  )
    return set('noun', word, 'number-as-mark');

  // Time words: "Tonight's question" (a noun, possessive), "I will call tonight" (an adverb).
  if (TIME_WORDS.has(word)) {
    if (lower(tokens[index + 1]?.value) === "'s" || lower(next?.value) === "'s")
      return set('noun', word, 'time-word');
    const afterPreposition = previous && (previous.tag === 'ADP' || DETERMINERS.has(prevWord));
    return afterPreposition ? set('noun', word, 'time-word') : set('adverb', word, 'time-word');
  }

  // Interjections that open a sentence: "Well, I'm…", "Right.", "Sorry, which page?", "Deal!", "Welcome to the city!"
  if (ctx.has(word, 'interjection') && reading.type !== 'interjection' && isStart(tokens, index)) {
    const alone = !next || (next.tag === 'PUNCT' && /[,.!?]/.test(next.value));
    if (alone || (word === 'welcome' && lower(next?.value) === 'to'))
      return set('interjection', word, 'interjection');
  }

  // Possessive pronouns standing alone: "Mine is too old."
  if (POSSESSIVE_PRONOUNS.has(word) && reading.type !== 'pronoun' && ctx.has(word, 'pronoun'))
    return set('pronoun', word, 'possessive-pronoun');

  // Ordinals: "the third time", "my first day", "the fourth" (a date); "a third of" stays a noun.
  if (ORDINAL_WORDS.has(word) && lower(next?.value) !== 'of' && reading.type !== 'number') {
    const nounAfter = next && ['NOUN', 'PROPN', 'ADJ'].includes(next.tag);
    const dateLike = DETERMINERS.has(prevWord) && (!next || next.tag === 'PUNCT' || next.tag === 'ADP');
    if ((nounAfter || dateLike) && ctx.has(word, 'number')) return set('number', word, 'ordinal');
  }

  // "three oh four": oh between numbers is zero.
  if (word === 'oh' && previous?.tag === 'NUM' && next?.tag === 'NUM') return set('number', 'oh', 'zero');

  // Prepositions with no object are adverbs: "Have you done any programming before?", "over there", "about fifteen minutes".
  if (reading.type === 'preposition' && ctx.has(word, 'adverb')) {
    const noObject =
      !next ||
      next.tag === 'PUNCT' ||
      ['there', 'here', 'now', 'again'].includes(lower(next.value)) ||
      next.tag === 'AUX' ||
      next.tag === 'VERB' ||
      next.tag === 'ADP';
    // "over 20%", "under 18" (more / less than) stay prepositions; "about fifteen", "around 4%" are adverbs.
    const approximate = APPROXIMATORS.has(word) && !['over', 'under'].includes(word) && next?.tag === 'NUM';
    if (noObject || approximate) return set('adverb', word, 'preposition-without-object');
  }

  // A conjunction before a bare noun phrase is a preposition: "Since yesterday evening."
  if (reading.type === 'conjunction' && ctx.has(word, 'preposition')) {
    const rest = tokens.slice(index + 1);
    // The noun phrase ends at punctuation or at "and"/"but" ("since Sunday and it's getting worse").
    const end = rest.findIndex((t) => t.tag === 'PUNCT' || t.tag === 'CCONJ');
    const clause = end < 0 ? rest : rest.slice(0, end);
    if (clause.length && !clause.some((t) => t.tag === 'VERB' || t.tag === 'AUX'))
      return set('preposition', word, 'conjunction-as-preposition');
  }

  // "Given the circumstances", "held pending verification": participles used as prepositions.
  if (
    (word === 'given' || word === 'pending') &&
    next &&
    ['DET', 'NOUN', 'ADJ', 'PRON'].includes(next.tag) &&
    ctx.has(word, 'preposition')
  ) {
    const opens = !previous || previous.tag === 'PUNCT' || previous.tag === 'VERB' || word === 'pending';
    if (opens && !(previous && lower(previous.lemma) === 'be'))
      return set('preposition', word, 'participle-preposition');
  }

  // "walk past a big park", "goes past one defender", "pushed it round the corner": past / round after a
  // verb (or its object pronoun), before a noun phrase, is a preposition.
  if (
    (word === 'past' || word === 'round') &&
    reading.type !== 'preposition' &&
    (previous?.tag === 'VERB' || (previous?.tag === 'PRON' && OBJECT_PRONOUNS.has(prevWord))) &&
    next &&
    ['DET', 'NOUN', 'PROPN', 'PRON', 'NUM'].includes(next.tag) &&
    ctx.has(word, 'preposition')
  )
    return set('preposition', word, 'past-preposition');

  // "pressing high", "sitting too deep", "what am I doing wrong?", "they play live": an adjective form
  // right after a verb that is no linking verb, with no noun after it, is a flat adverb.
  if (reading.type !== 'adverb' && (FLAT_ADVERBS.has(word) || FLAT_ADVERB_FORMS.has(word))) {
    const before = previousWord(
      tokens,
      index,
      (t) => (INTENSIFIERS.has(lower(t.value)) || lower(t.value) === 'too') && t.tag === 'ADV',
    );
    const verb = before.token;
    const linking =
      !verb ||
      LINKING.has(lower(verb.value)) ||
      LINKING_LEMMAS.has(lower(verb.lemma)) ||
      COMPLEMENT_VERBS.has(lower(verb.lemma)) ||
      LET_VERBS.has(lower(verb.value));
    const closes = !next || ['PUNCT', 'ADP', 'SCONJ', 'CCONJ', 'ADV'].includes(next.tag);
    if (verb?.tag === 'VERB' && !linking && closes && !/^to$/.test(lower(tokens[before.index - 1]?.value)))
      return set('adverb', word, 'adverb-after-verb');
  }

  // "Open wide", "Ride safe!", "wrap up warm", "do it right this time": an adjective that has an adverb use (or
  // an -ly adverb) right after an imperative or a verb that takes no adjective complement, past its particle or
  // object pronoun, closing the clause, says how it is done (широко, безпечно, тепло, правильно).
  if (reading.type === 'adjective' || (FLAT_ADVERB_FORMS.has(word) && reading.type !== 'adverb')) {
    let v = index - 1;
    if (
      ['up', 'down', 'out', 'off', 'in', 'back'].includes(lower(tokens[v]?.value)) &&
      tokens[v]?.tag === 'ADP'
    )
      v--;
    else if (['it', 'them'].includes(lower(tokens[v]?.value))) v--;
    const verb = tokens[v];
    const isVerb =
      verb &&
      (verb.tag === 'VERB' ||
        (isStart(tokens, v) && ['PROPN', 'NOUN'].includes(verb.tag) && ctx.has(lower(verb.lemma), 'verb')));
    const lemmaOf = lower(verb?.lemma);
    const linking =
      LINKING.has(lower(verb?.value)) ||
      LINKING_LEMMAS.has(lemmaOf) ||
      COMPLEMENT_VERBS.has(lemmaOf) ||
      ['paint', 'dye', 'colour', 'wipe', 'sweep', 'serve', 'eat', 'drink', 'buy', 'sell', 'like', 'want', 'need', 'prefer', 'have', 'die', 'marry', 'arrive', 'leave', 'start', 'end', 'finish', 'return', 'live', 'let', 'make', 'push', 'pull', 'kick', 'slam', 'cut', 'set', 'break', 'shake', 'wash', 'boil', 'fry', 'bake', 'cook', 'freeze', 'scrub', 'pin', 'tie', 'lock', 'open', 'shut', 'close'].includes(lemmaOf) && !(lemmaOf === 'open' && word === 'wide'); // prettier-ignore
    const closes =
      !next ||
      next.tag === 'PUNCT' ||
      ['for', 'and', 'or', 'but', 'please', 'now', 'today', 'tonight'].includes(lower(next.value)) ||
      (['this', 'next', 'every'].includes(lower(next.value)) && lower(tokens[index + 2]?.value) === 'time');
    const adverbUse =
      FLAT_ADVERB_FORMS.has(word) || ctx.has(word, 'adverb') || ctx.has(`${word}ly`, 'adverb');
    const toBefore = lower(tokens[v - 1]?.value) === 'to' && verb?.tag === 'VERB';
    if (
      isVerb &&
      !linking &&
      closes &&
      adverbUse &&
      !toBefore &&
      !(v === index - 1 && MODAL_OR_DO.has(lower(verb.value)))
    )
      return set('adverb', word, 'adverb-after-imperative');
  }

  // "Which side, left or right?", "Bottom left, I think", "top right corner": left and right paired with each
  // other, or after top / bottom, name the side (лівий / lewy), as does top / bottom before them (нижній).
  if (['left', 'right'].includes(word) && reading.type !== 'adjective') {
    const pairedAfter = ['or', 'and'].includes(lower(next?.value)) && ['left', 'right'].includes(lower(tokens[index + 2]?.value)); // prettier-ignore
    const pairedBefore = ['or', 'and'].includes(prevWord) && ['left', 'right'].includes(lower(tokens[index - 2]?.value)); // prettier-ignore
    const start = pairedBefore ? index - 2 : index;
    const afterVerb =
      DIRECTION_VERBS.has(lower(tokens[start - 1]?.value)) || tokens[start - 1]?.tag === 'VERB';
    const corner = ['top', 'bottom', 'upper', 'lower', 'middle', 'far', 'front', 'back'].includes(prevWord);
    if (((pairedAfter || pairedBefore) && !afterVerb) || corner) return set('adjective', word, 'side-pair');
  }
  if (
    ['top', 'bottom', 'upper', 'lower', 'middle'].includes(word) &&
    ['left', 'right'].includes(lower(next?.value)) &&
    ctx.has(word, 'adjective')
  )
    return set('adjective', word, 'side-pair');

  // Directions: "turn left", "then left at the bank", "on the right".
  if (word === 'left' || word === 'right' || word === 'straight') {
    if (
      DIRECTION_VERBS.has(prevWord) ||
      (word !== 'straight' && previous?.tag === 'ADV' && lower(previous.value) === 'straight')
    )
      return set('adverb', word, 'direction');
    if (
      (prevWord === 'the' || prevWord === 'your' || prevWord === 'my') &&
      ['on', 'to', 'at'].includes(lower(tokens[index - 2]?.value))
    )
      return set('noun', word, 'direction');
  }

  // Nationalities and languages before a noun are adjectives: "a Polish account", "Italian restaurant".
  if (
    /^\p{Lu}/u.test(head.value) &&
    (next?.tag === 'NOUN' || next?.tag === 'PROPN') &&
    ctx.has(head.value, 'adjective')
  ) {
    const proper = ctx.has(head.value, 'noun') || ctx.has(head.value, 'adjective');
    if (proper && reading.type !== 'adjective') return set('adjective', head.value, 'nationality');
  }

  // "that might suit me better", "I know her well": a grade after a verb and its object pronoun is the adverb.
  if (
    ['adjective', 'verb'].includes(reading.type) &&
    ['better', 'worse', 'more', 'less', 'best'].includes(word) &&
    (OBJECT_ONLY.has(prevWord) || ['her', 'you', 'it'].includes(prevWord)) &&
    ['VERB', 'NOUN'].includes(tokens[index - 2]?.tag ?? '') &&
    (!next || ['PUNCT', 'CCONJ', 'ADV'].includes(next.tag)) &&
    ctx.has(word === 'best' ? 'best' : word === 'more' || word === 'less' ? word : 'well', 'adverb')
  )
    return set(
      'adverb',
      word === 'better' || word === 'best' ? 'well' : word === 'worse' ? 'badly' : word,
      'grade-after-object',
    );

  // Comparatives and superlatives of good / well / bad: adjective before a noun or after a linking verb, else adverb.
  if (['better', 'best', 'worse', 'worst'].includes(word)) {
    const before = previousWord(tokens, index, (t) => INTENSIFIERS.has(lower(t.value)));
    const beforeWord = lower(before.token?.value);
    const lemma =
      word === 'better' || word === 'best'
        ? { adjective: 'good', adverb: 'well' }
        : { adjective: 'bad', adverb: 'badly' };
    // "I feel a lot better", "you look worse": the state, which Ukrainian and Polish say with the adverb (краще /
    // lepiej); the engine renders rule 'graded-state' with the adverb's entry.
    const state = previousWord(tokens, index, (t) => STATE_FILLERS.has(lower(t.value)));
    if (
      ['better', 'worse'].includes(word) &&
      ['feel', 'look', 'sound', 'taste', 'smell', 'seem'].includes(lower(state.token?.lemma)) &&
      !(next && next.tag === 'NOUN' && !GRADED_TIME_NOUNS.has(lower(next.value)))
    )
      return set('adjective', lemma.adjective, 'graded-state');
    if (next && (next.tag === 'NOUN' || next.tag === 'PROPN'))
      return set('adjective', lemma.adjective, 'graded');
    if (
      before.token &&
      (LINKING.has(beforeWord) || DETERMINERS.has(beforeWord) || lower(before.token.lemma) === 'be')
    )
      return set('adjective', lemma.adjective, 'graded');
    if (
      before.token?.tag === 'VERB' ||
      before.index < 0 ||
      before.token?.tag === 'PUNCT' ||
      before.token?.tag === 'ADV' ||
      before.token?.tag === 'NOUN'
    )
      return set('adverb', lemma.adverb, 'graded');
  }

  // A participle after a linking verb or before a noun is an adjective when the glossary has one:
  // "looked completely lost", "frozen water"; passives ("are marketed as") stay verbs.
  if ((reading.type === 'verb' || head.tag === 'VERB') && isParticiple(word) && ctx.has(word, 'adjective')) {
    const before = previousWord(tokens, index, (t) => t.tag === 'ADV' && !LINKING.has(lower(t.value)));
    const beforeWord = lower(before.token?.value);
    // "Why are you interested in…": the linking verb may stand before the subject in a question.
    const inverted = before.token?.tag === 'PRON' && LINKING.has(lower(tokens[before.index - 1]?.value));
    const afterLinking =
      (before.token && (LINKING.has(beforeWord) || lower(before.token.lemma) === 'be')) || inverted;
    const beforeNoun =
      (nounNext(tokens, index, ctx) || (next?.tag === 'NUM' && before.token?.tag === 'DET')) &&
      (!before.token ||
        ['DET', 'ADJ', 'ADP', 'CCONJ', 'PUNCT', 'ADV', 'PART'].includes(before.token.tag) ||
        POSSESSIVE_DETERMINERS.has(beforeWord));
    // "Ukraine are pressing high", "they are opening the doors": an -ing form after be with an object or a flat
    // adverb of manner after it is the progressive verb ("the matter is pressing" stays an adjective).
    const progressive =
      /ing$/.test(word) &&
      Boolean(
        next &&
        (['DET', 'PRON', 'PROPN', 'NUM'].includes(next.tag) || PROGRESSIVE_ADVERBS.has(lower(next.value))),
      );
    // "have been flooded", "are being repaired", "was flagged by the bank": the dynamic passive, a verb.
    // A past was / were + participle is an event too ("the train was cancelled"), unless the participle names a
    // feeling or a lasting state ("we were worried", "she was married").
    // "I was completely overwhelmed", "we were really impressed": a degree adverb between be and the participle
    // grades a state.
    const degreeBetween = tokens
      .slice(before.index + 1, index)
      .some((t) => DEGREE_ADVERBS.has(lower(t.value)));
    const dynamicPassive =
      /(ed|en|wn|ght)$/.test(word) &&
      (['been', 'being'].includes(beforeWord) ||
        lower(next?.value) === 'by' ||
        (['was', 'were'].includes(beforeWord) && !STATE_PARTICIPLES.has(word) && !degreeBetween) ||
        // "food is wasted worldwide", "it's released when you…", "they're trained on…": a present passive with an
        // adverb, a clause or a preposition of its own after it is an event too (not "is broken.", "is open").
        (['is', 'are', "'s", "'re", 'am', "'m"].includes(beforeWord) &&
          before.index === index - 1 &&
          /ed$/.test(word) &&
          !STATE_PARTICIPLES.has(word) &&
          Boolean(
            next &&
            ((next.tag === 'ADV' &&
              !['too', 'very', 'so', 'enough', 'now', 'here', 'there'].includes(lower(next.value))) ||
              ['when', 'before', 'after', 'once', 'as', 'on', 'every', 'each', 'worldwide'].includes(
                lower(next.value),
              )),
          )));
    if ((afterLinking && !progressive && !dynamicPassive) || beforeNoun)
      return set('adjective', word, 'participle');
  }

  // "Problem solved!", "Job done.", "Case closed.": a bare noun and a past participle making a verbless
  // utterance; the participle is an adjective (вирішений, rozwiązany).
  if (
    (reading.type === 'verb' || head.tag === 'VERB') &&
    /[^e]ed$|^(done|gone|sorted|made|taken|seen|known|written)$/.test(word) &&
    previous?.tag === 'NOUN' &&
    (index === 1 || /^[.!?,]$/.test(tokens[index - 2]?.value ?? '')) &&
    (!next || /^[.!?,]$/.test(next.value)) &&
    ctx.has(new Inflectors(word).toPresent(), 'verb')
  )
    return set('adjective', word, ctx.has(word, 'adjective') ? 'participle' : 'participle-derived');

  // "recorded lectures", "added time", "a signed contract": a past participle between its determiner (or a
  // preposition, or the start) and a noun is an adjective, also with no adjective entry (the engine derives
  // записаний / nagrany from the verb).
  if (
    (reading.type === 'verb' ||
      head.tag === 'VERB' ||
      (head.tag === 'ADJ' && reading.type === 'adjective')) &&
    (/[^e]ed$/.test(word) || irregularParticiple(word)) &&
    !ctx.has(word, 'adjective') &&
    // "the delayed 7:52": a number standing for the train, bus or flight.
    (nounNext(tokens, index, ctx) || (next?.tag === 'NUM' && previous?.tag === 'DET')) &&
    // "galvanised nails": the lemma may be spelt the other way (galvanize).
    (ctx.has(new Inflectors(word).toPresent(), 'verb') || ctx.has(lower(head.lemma), 'verb')) &&
    (!previous ||
      head.tag === 'ADJ' ||
      ['DET', 'ADJ', 'ADP', 'PUNCT', 'NUM', 'PART'].includes(previous.tag) ||
      // "a fee for missed appointments": the tagger's for / with before a clause.
      (previous.tag === 'SCONJ' && ['for', 'with', 'without', 'of'].includes(prevWord)) ||
      POSSESSIVE_DETERMINERS.has(prevWord)) &&
    !DETERMINERS.has(lower(tokens[index + 2]?.value))
  )
    return set('adjective', word, 'participle-derived');

  // A past participle after be / have is a verb: "are marketed as", "has been flagged".
  if (
    reading.type === 'noun' &&
    /ed$/.test(word) &&
    previous &&
    ['be', 'have'].includes(lower(previous.lemma))
  ) {
    const base = new Inflectors(word).toPresent();
    if (ctx.has(base, 'verb')) return set('verb', base, 'passive-participle');
  }

  // A gerund that is the subject: "Boarding starts at two"; "Moving's one of the most stressful things" (the
  // tagger's 's of is after it, which it reads as a possessive).
  if (head.tag === 'VERB' && word.endsWith('ing')) {
    const start = index === 0 || tokens[index - 1]!.tag === 'PUNCT' || DETERMINERS.has(prevWord);
    const verbNext = next && (next.tag === 'VERB' || next.tag === 'AUX');
    const isNext = next && ["'s", '’s'].includes(next.value) && ['DET', 'NUM', 'ADJ', 'ADV'].includes(tokens[index + 2]?.tag ?? ''); // prettier-ignore
    if (start && ((verbNext && ctx.has(word, 'noun')) || (isNext && index === 0)))
      return set('noun', word, 'gerund');
  }

  // "We're fully insured", "it's properly sealed": a participle graded by a degree adverb after be is the state,
  // also with no adjective entry (the engine derives застрахований / ubezpieczony from the verb).
  if (
    (reading.type === 'verb' || head.tag === 'VERB') &&
    /[^e]ed$/.test(word) &&
    [
      'fully',
      'partly',
      'partially',
      'properly',
      'completely',
      'totally',
      'well',
      'badly',
      'securely',
      'newly',
      'freshly',
      'beautifully',
      'nicely',
      'perfectly',
      'highly',
      'poorly',
      'tightly',
    ].includes(prevWord) && // prettier-ignore
    BE_FORMS.has(lower(tokens[index - 2]?.value)) &&
    lower(next?.value) !== 'by' &&
    !ctx.has(word, 'adjective') &&
    ctx.has(new Inflectors(word).toPresent(), 'verb')
  )
    return set('adjective', word, 'participle-derived');

  // "stay focused", "he seemed relieved", "keep it covered": a participle after a linking verb other than be closing
  // its clause is the state, also with no adjective entry (зосереджений / skupiony from the verb).
  if (
    (reading.type === 'verb' || head.tag === 'VERB') &&
    (/[^e]ed$/.test(word) || irregularParticiple(word)) &&
    ['stay', 'remain', 'seem', 'look', 'feel', 'become', 'appear', 'sound', 'keep'].includes(
      lower(tokens[index - 1]?.tag === 'ADV' ? tokens[index - 2]?.lemma : previous?.lemma),
    ) &&
    (!next || ['PUNCT', 'CCONJ'].includes(next.tag)) &&
    !ctx.has(word, 'adjective') &&
    ctx.has(new Inflectors(word).toPresent(), 'verb')
  )
    return set('adjective', word, 'participle-derived');

  // "thought about freezing your membership", "without telling anyone": an -ing form after a preposition with its
  // own object is the verb (the gerund), not a noun.
  if (
    reading.type === 'noun' &&
    /..ing$/.test(word) &&
    previous?.tag === 'ADP' &&
    next &&
    (POSSESSIVE_DETERMINERS.has(lower(next.value)) ||
      ['the', 'a', 'an', 'this', 'that', 'these', 'those'].includes(lower(next.value)) ||
      OBJECT_ONLY.has(lower(next.value))) &&
    ctx.has(new Inflectors(word).toPresent(), 'verb')
  )
    return set('verb', new Inflectors(word).toPresent(), 'gerund-with-object');

  // "a bit of running.", "I love cooking.": an -ing form closing its clause after a preposition or a verb of
  // liking is the activity, a noun where the glossary has one (біг / bieganie).
  if (
    reading.type === 'verb' &&
    /..ing$/.test(word) &&
    (prevWord === 'of' || ['love', 'like', 'hate', 'enjoy', 'prefer'].includes(lower(previous?.lemma))) &&
    (!next || ['PUNCT', 'CCONJ'].includes(next.tag)) &&
    (ctx.has(word, 'noun') || ctx.has(new Inflectors(word).toPresent(), 'verb'))
  )
    return set('noun', word, 'activity-ing');

  // "the north end", "the vegetarian option", "a gold medal": a word with an adjective entry between a
  // determiner and its noun is the adjective.
  if (
    (reading.type === 'noun' || reading.type === 'adverb') &&
    ctx.has(word, 'adjective') &&
    !NOT_NOUNS.has(word) &&
    !/(ing|ed)$/.test(word) &&
    DETERMINERS.has(prevWord) &&
    prevWord !== "'s" &&
    // "Every day people come", "this year prices rose": a time word after every / this / last… is an adverbial.
    !(TIME_OPENERS.has(prevWord) && ADVERBIAL_TIME_NOUNS.has(word)) &&
    next
  ) {
    const after = tokens[index + length + 1];
    // "My back hurts.": a third-person verb after the word is its verb, not a noun it modifies.
    // "The police watch in silence", "the fish swim": a plural-only or unchanging plural noun takes a bare verb.
    const thirdPersonVerb =
      next.tag === 'VERB' &&
      (/[^s]s$/.test(lower(next.value)) || PLURAL_SUBJECTS.has(word)) &&
      ctx.has(lower(next.lemma), 'verb');
    const headNoun =
      ['NOUN', 'PROPN'].includes(next.tag) ||
      (['VERB', 'ADV'].includes(next.tag) &&
        !thirdPersonVerb &&
        (ctx.has(lower(next.value), 'noun') || ctx.has(lower(next.lemma), 'noun')) &&
        (!after || ['PUNCT', 'ADP'].includes(after.tag)));
    if (headNoun) return set('adjective', word, 'attributive-adjective');
  }

  // A noun after an article or an adjective when no noun follows: "a new flat", "at the till".
  if (reading.type !== 'noun' && ['VERB', 'ADJ', 'ADV', 'ADP'].includes(head.tag) && !NOT_NOUNS.has(word)) {
    const modifier =
      previous &&
      (previous.tag === 'ADJ' || (previous.tag === 'VERB' && /ed$/.test(prevWord)) || previous.tag === 'ADV');
    // "a five-minute walk", "a well-known actor": a hyphenated modifier between the determiner and the word.
    let chain = index - 1;
    while (tokens[chain - 1]?.value === '-' && tokens[chain - 2] && tokens[chain - 2]!.tag !== 'PUNCT')
      chain -= 2;
    const hyphenated = chain < index - 1 && DETERMINERS.has(lower(tokens[chain - 1]?.value));
    // "let's go"; "I think that covers everything": a demonstrative subject before its verb and object.
    const notDeterminer =
      (prevWord === "'s" && lower(tokens[index - 2]?.value) === 'let') ||
      // "She's cold": the 's of is, no possessive.
      (prevWord === "'s" && previous?.tag === 'AUX') ||
      // "or is that extra?": that / this is the subject of an inverted be, the word closes the question.
      (['that', 'this', 'it'].includes(prevWord) &&
        lower(tokens[index - 2]?.lemma) === 'be' &&
        (!next || next.tag === 'PUNCT') &&
        ctx.has(word, 'adjective')) ||
      (['that', 'this'].includes(prevWord) &&
        /[^s]s$/.test(word) &&
        Boolean(next && (OBJECT_OPENERS.has(lower(next.value)) || next.tag === 'PRON'))) ||
      // "a plan that fits around your shifts": that after a noun opens a relative clause, the word is its verb.
      (prevWord === 'that' &&
        (['NOUN', 'PROPN'].includes(tokens[index - 2]?.tag ?? '') ||
          /^(some|any|every|no)(thing|one|body|where)$/.test(lower(tokens[index - 2]?.value))) &&
        head.tag === 'VERB' &&
        /[^s]s$/.test(word) &&
        Boolean(next && ['ADP', 'DET', 'PRON', 'ADV'].includes(next.tag))) ||
      // "That works for me", "this depends on…": the tagger's pronoun subject and its verb.
      (['that', 'this'].includes(prevWord) &&
        previous?.tag === 'PRON' &&
        head.tag === 'VERB' &&
        /[^s]s$/.test(word) &&
        isStart(tokens, index - 1));
    // "it's really light": the 's of is before an adverb is no possessive either.
    const determinerAt = (i: number) =>
      DETERMINERS.has(lower(tokens[i]?.value)) &&
      !(lower(tokens[i]?.value) === "'s" && tokens[i]?.tag === 'AUX');
    const det =
      hyphenated ||
      (DETERMINERS.has(prevWord) && !notDeterminer) ||
      (modifier && determinerAt(index - 2)) ||
      (modifier && tokens[index - 2]?.tag === 'ADJ' && determinerAt(index - 3));
    const timeAfter = ['last', 'next', 'this', 'every', 'today', 'tonight', 'yesterday', 'tomorrow'].includes(
      lower(next?.value),
    );
    const nounFollows = next && !timeAfter && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(next.tag);
    if (det && !nounFollows) {
      const singular = new Inflectors(word).toSingular();
      for (const noun of [word, singular])
        if (ctx.has(noun, 'noun')) return set('noun', noun, 'noun-after-determiner');
    }
  }

  // Flat adverbs after an object: "follow the landing live", "work hard".
  if (FLAT_ADVERBS.has(word) && reading.type !== 'adverb' && ctx.has(word, 'adverb')) {
    const objectBefore =
      previous &&
      (previous.tag === 'NOUN' ||
        previous.tag === 'PROPN' ||
        (previous.tag === 'PRON' && ['it', 'them', 'him', 'her', 'me', 'us'].includes(prevWord)));
    const nounAfter = next && (next.tag === 'NOUN' || next.tag === 'PROPN');
    // "find it hard to say no", "made it clear": an object complement is an adjective.
    const complement = prevWord === 'it' && COMPLEMENT_VERBS.has(lower(tokens[index - 2]?.lemma));
    if (objectBefore && clauseHasVerb(tokens, index - 1) && !nounAfter && !complement)
      return set('adverb', word, 'flat-adverb');
  }

  // A verb after a plural subject in a clause with no verb yet: "Applications for transfers close at the end".
  if (
    reading.type !== 'verb' &&
    ctx.has(word, 'verb') &&
    previous?.tag === 'NOUN' &&
    /s$/.test(lower(previous.value))
  ) {
    const clauseOk = !clauseHasVerb(tokens, index);
    const afterOk = !next || ['ADP', 'ADV', 'PUNCT', 'DET', 'SCONJ'].includes(next.tag);
    // "some banks offer around 4%": after a determined plural subject, a bare form before its object.
    const objectNext =
      next &&
      (['DET', 'PRON', 'NUM'].includes(next.tag) ||
        (APPROXIMATORS.has(lower(next.value)) && tokens[index + 2]?.tag === 'NUM'));
    const determined = DETERMINERS.has(lower(tokens[index - 2]?.value));
    if (clauseOk && afterOk && (!determined || (objectNext && !/s$/.test(word)))) {
      const lemma = new Inflectors(word).toPresent();
      return set('verb', ctx.has(lemma, 'verb') ? lemma : word, 'plural-subject-verb');
    }
  }

  // A modifier between an article and a noun is an adjective: "a clear foul", "a free late checkout", "the later one".
  if (
    reading.type !== 'adjective' &&
    (head.tag === 'ADV' || head.tag === 'VERB') &&
    DETERMINERS.has(prevWord) &&
    previous?.tag === 'DET'
  ) {
    const nounNext =
      next && (['NOUN', 'PROPN', 'ADJ'].includes(next.tag) || ['one', 'ones'].includes(lower(next.value)));
    if (nounNext && (ctx.has(word, 'adjective') || ctx.has(reading.lemma, 'adjective')))
      return set('adjective', ctx.has(word, 'adjective') ? word : reading.lemma, 'modifier-adjective');
  }

  // An adjective among adjectives: "Small, medium or large?"
  if (reading.type === 'noun' && ctx.has(word, 'adjective')) {
    const neighbour = (step: number) => {
      let i = index + step;
      while (tokens[i] && (tokens[i]!.tag === 'PUNCT' || tokens[i]!.tag === 'CCONJ')) i += step;
      return tokens[i];
    };
    const listed =
      (previous?.tag === 'PUNCT' || previous?.tag === 'CCONJ') &&
      (next?.tag === 'PUNCT' || next?.tag === 'CCONJ');
    if (listed && (neighbour(-1)?.tag === 'ADJ' || neighbour(1)?.tag === 'ADJ'))
      return set('adjective', word, 'adjective-in-list');
  }

  // "store it somewhere cool and dry", "keep it short and simple": a word joined by and / or to an
  // adjective that closes the clause is an adjective too (not after a subject, "to" or a modal).
  if (reading.type === 'verb' && ctx.has(word, 'adjective') && next?.tag === 'CCONJ') {
    const partner = tokens[index + length + 1];
    const closes = !tokens[index + length + 2] || tokens[index + length + 2]!.tag === 'PUNCT';
    const verbSlot =
      !previous ||
      previous.tag === 'PRON' ||
      previous.tag === 'NOUN' ||
      prevWord === 'to' ||
      DO_AUXILIARIES.has(prevWord) ||
      previous.tag === 'AUX';
    if (partner?.tag === 'ADJ' && closes && !verbSlot) return set('adjective', word, 'adjective-in-list');
  }

  // "My sister is vegan, so…", "Her dad is Polish.": right after be, a bare word with an adjective entry
  // that ends the clause is the adjective (a noun complement takes a determiner: "She is a vegan").
  if (
    reading.type === 'noun' &&
    ctx.has(word, 'adjective') &&
    previous &&
    (lower(previous.lemma) === 'be' || BE_FORMS.has(prevWord)) &&
    !/s$/.test(word) &&
    (!next ||
      next.tag === 'PUNCT' ||
      ['and', 'but', 'so', 'or', 'too', 'now', 'then'].includes(lower(next.value)))
  )
    return set('adjective', word, 'bare-predicative-adjective');

  // An adjective after a linking verb and an intensifier: "That is very kind."
  // ("Here is a large.": an article before the word makes it a noun, however it is graded.)
  if (
    reading.type === 'noun' &&
    ctx.has(word, 'adjective') &&
    INTENSIFIERS.has(prevWord) &&
    prevWord !== 'a'
  ) {
    const before = tokens[index - 2];
    if (
      before &&
      (LINKING.has(lower(before.value)) || lower(before.lemma) === 'be') &&
      (!next || next.tag === 'PUNCT')
    )
      return set('adjective', word, 'predicative-adjective');
  }

  // Imperatives the tagger took for nouns: "Cancel and rebook", "Wait and see" (a bare verb, then "and" and a
  // verb); "Focus on the road", "Listen to this" (a bare verb opening a sentence that has no other verb, before
  // a preposition or particle that is not "of" or "about").
  if (
    reading.type === 'noun' &&
    (index === 0 || /^[.!?]$/.test(previous?.value ?? '')) &&
    ctx.has(word, 'verb')
  ) {
    const andVerb =
      next?.tag === 'CCONJ' && ['and', 'or'].includes(lower(next.value)) && tokens[index + 2]?.tag === 'VERB';
    const clauseEnd = tokens.findIndex((t, k) => k > index && /^[.!?;]$/.test(t.value));
    const clause = tokens.slice(index + 1, clauseEnd < 0 ? undefined : clauseEnd);
    const particle =
      next !== undefined &&
      ['ADP', 'PART'].includes(next.tag) &&
      IMPERATIVE_PARTICLES.has(lower(next.value)) &&
      !clause.some((t) => t.tag === 'VERB' || t.tag === 'AUX');
    if (andVerb || particle) return set('verb', word, 'imperative-verb');
  }

  // "the changes that affect the budget", "people who use the app": after a relative pronoun, a word with a
  // verb entry before its object is the verb.
  if (
    reading.type === 'noun' &&
    previous?.tag === 'PRON' &&
    ['who', 'which', 'that'].includes(prevWord) &&
    next &&
    (next.tag === 'DET' ||
      next.tag === 'NUM' ||
      ['me', 'us', 'them', 'him', 'it', 'you'].includes(lower(next.value)) ||
      // "people who ride to work", "who cycles in from Walthamstow": who before a particle or preposition.
      (prevWord === 'who' && ['ADP', 'PART'].includes(next.tag)))
  ) {
    const base = ctx.has(word, 'verb')
      ? word
      : /[^s]s$/.test(word)
        ? new Inflectors(word).toPresent()
        : undefined;
    if (base && ctx.has(base, 'verb')) return set('verb', base, 'relative-clause-verb');
  }

  // "Both words sound similar", "their voices sound tired": a linking verb the tagger took for a noun, after its
  // plural subject and before an adjective that closes its phrase (not "the sound quality", "a loud sound").
  if (reading.type === 'noun' && previous && next?.tag === 'ADJ' && tokens[index + 2]?.tag !== 'NOUN') {
    const base = LINKING_VERBS.has(word) ? word : new Inflectors(word).toPresent();
    const subject =
      (['NOUN', 'PROPN'].includes(previous.tag) && /s$/.test(prevWord) && !/ss$/.test(prevWord)) ||
      ['they', 'we', 'you', 'i'].includes(prevWord);
    if (LINKING_VERBS.has(base) && subject && ctx.has(base, 'verb')) return set('verb', base, 'linking-verb');
  }

  // A verb in the third person after its subject: "Consistency trumps everything", "the medium matters less",
  // "a human reviews any rejection", "what worries me".
  if (reading.type === 'noun' && head.tag === 'NOUN' && /[^s]s$/.test(word)) {
    const base = new Inflectors(word).toPresent();
    const verb = ctx.has(base, 'verb')
      ? base
      : ctx.has(word.slice(0, -1), 'verb')
        ? word.slice(0, -1)
        : undefined;
    const subject =
      previous &&
      (['NOUN', 'PROPN'].includes(previous.tag) ||
        // "a couple of warm layers as well": an adjective after a determiner or preposition is the noun's own.
        (previous.tag === 'ADJ' &&
          (!['DET', 'ADP', 'NUM'].includes(tokens[index - 2]?.tag ?? '') || ctx.has(prevWord, 'noun'))) ||
        (previous.tag === 'NUM' && prevWord === 'one') ||
        (previous.tag === 'VERB' && /ing$/.test(prevWord)) ||
        ((previous.tag === 'PRON' || previous.tag === 'DET') && SUBJECTS.has(prevWord)));
    const coordinated = previous?.tag === 'CCONJ' && tokens[index - 2]?.tag === 'VERB';
    // "Online learning demands a lot": a gerund subject is no verb of the clause.
    const gerundSubject = previous?.tag === 'VERB' && /ing$/.test(prevWord);
    const clauseVerb = gerundSubject ? clauseHasVerb(tokens, index - 1) : clauseHasVerb(tokens, index);
    const objectNext =
      next &&
      (['DET', 'PRON', 'NUM'].includes(next.tag) ||
        (coordinated && next.tag === 'PROPN') ||
        (next.tag === 'ADV' && next.value !== 'not') ||
        ['much', 'more', 'less', 'a', 'everything'].includes(lower(next.value)));
    if (verb && ((subject && !clauseVerb) || coordinated) && objectNext)
      return set('verb', verb, 'third-person-verb');
  }

  // An infinitive after a verb and "to": "going to land", "want to hit".
  if (
    reading.type === 'noun' &&
    prevWord === 'to' &&
    tokens[index - 2]?.tag === 'VERB' &&
    ctx.has(word, 'verb')
  )
    return set('verb', word, 'infinitive');

  // A bare verb after "let" and its object: "let algorithms screen job applicants", "let it all simmer".
  if (
    reading.type === 'noun' &&
    ctx.has(word, 'verb') &&
    (previous?.tag === 'NOUN' || OBJECT_PRONOUNS.has(prevWord) || ['all', 'both'].includes(prevWord))
  ) {
    const afterLet = [2, 3].some((k) => LET_VERBS.has(lower(tokens[index - k]?.value)));
    if (afterLet) return set('verb', word, 'let-object-verb');
  }

  // A noun after a motion verb and "to", or after "at"/"from": "go to work", "at work"; after a copula before a clause: "Homework is work you do".
  if (reading.type === 'verb' && head.tag === 'VERB' && ctx.has(word, 'noun')) {
    // "is going to land": be going to + verb is the future, not motion to a place.
    const goingTo =
      lower(tokens[index - 2]?.value) === 'going' &&
      !PLACE_NOUNS.has(word) &&
      [3, 4].some((k) => ['be', 'am', "'m"].includes(lower(tokens[index - k]?.lemma)));
    const motion = prevWord === 'to' && MOTION_VERBS.has(lower(tokens[index - 2]?.lemma)) && !goingTo;
    const place = ['at', 'from', 'after', 'before'].includes(prevWord) && !/ing$/.test(word);
    const copula = previous && lower(previous.lemma) === 'be' && next?.tag === 'PRON';
    if (motion || place || copula) return set('noun', word, 'noun-after-preposition');
  }

  // An adjective before a noun in a sentence with no verb: "Sound advice."
  if (reading.type !== 'adjective' && next?.tag === 'NOUN' && ctx.has(word, 'adjective')) {
    const sentenceHasVerb = tokens.some((t, i) => i !== index && (t.tag === 'VERB' || t.tag === 'AUX'));
    const startsSentence = index === 0 || tokens[index - 1]!.tag === 'PUNCT';
    if (!sentenceHasVerb && startsSentence) return set('adjective', word, 'verbless-adjective');
  }

  return reading;
}

/** Is "read" (or another verb spelt alike in present and past) in the past here? */
export function isPastReading(tokens: Token[], index: number): boolean {
  const before = previousWord(tokens, index, (t) => t.tag === 'ADV');
  const w = lower(before.token?.value);
  if (
    ['have', 'has', 'had', "'ve", 'was', 'were', 'been', 'is', 'are', 'be', 'being', "'s", "'re"].includes(w)
  )
    return true;
  if (
    [
      'to',
      'will',
      'can',
      'could',
      'would',
      'should',
      'must',
      'might',
      'may',
      "'ll",
      'do',
      'does',
      "don't",
      'and',
      'i',
      'you',
      'we',
      'they',
    ].includes(w)
  ) {
    if (['i', 'you', 'we', 'they'].includes(w)) {
      const sentence = tokens.map((t) => lower(t.value));
      return sentence.some((x) => ['yesterday', 'ago', 'last'].includes(x));
    }
    return false;
  }
  if (w === 'he' || w === 'she' || w === 'it') return true; // "she read" (present would be "reads")
  return tokens.some((t) => ['yesterday', 'ago'].includes(lower(t.value)));
}
