import fs from 'node:fs';
import path from 'node:path';
import type { Token } from './analyse.ts';

/**
 * Verb aspect in Ukrainian and Polish (issue 15). English does not mark it, so the engine reads it
 * from the tense and its neighbours: one finished or planned event ("I moved last week", "will take",
 * "Would I graduate on time?", "when you leave", "has been flagged") wants the perfective verb
 * (переїхати, przeprowadzić się); a habit, a process or the plain present keeps the glossary's
 * imperfective (переїжджати). The pairs come from data/glossary/aspect.tsv.
 */
export type Aspect = 'perfective' | 'imperfective';

type PairLanguage = 'uk' | 'pl';

const defaultFile = path.resolve('data/glossary/aspect.tsv');

export interface AspectPairs {
  size: number;
  /** The perfective partner of an imperfective verb, or undefined. */
  perfective(language: PairLanguage, verb: string): string | undefined;
  /** The imperfective partner of a perfective verb, or undefined. */
  imperfective(language: PairLanguage, verb: string): string | undefined;
}

export function loadAspectPairs(file = defaultFile): AspectPairs {
  const pairs: Record<PairLanguage, Map<string, string>> = { uk: new Map(), pl: new Map() };
  if (fs.existsSync(file)) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim() || line.startsWith('#')) return;
        const [language, imperfective, perfective] = line.split('\t');
        if ((language !== 'uk' && language !== 'pl') || !imperfective || !perfective)
          throw new Error(`aspect.tsv:${i + 1}: expected "uk|pl<TAB>imperfective<TAB>perfective"`);
        pairs[language].set(imperfective.trim(), perfective.trim());
      });
  }
  // The reverse: the first imperfective listed for a perfective wins.
  const reverse: Record<PairLanguage, Map<string, string>> = { uk: new Map(), pl: new Map() };
  for (const language of ['uk', 'pl'] as const)
    for (const [imperfective, perfective] of pairs[language])
      if (!reverse[language].has(perfective)) reverse[language].set(perfective, imperfective);
  return {
    size: pairs.uk.size + pairs.pl.size,
    perfective: (language, verb) => pairs[language].get(verb),
    imperfective: (language, verb) => reverse[language].get(verb),
  };
}

const REFLEXIVE = { uk: /(ся|сь)$/, pl: / się$/ };

/**
 * The rendering in the wanted aspect: the first word of a rendering is the verb ("закінчувати
 * навчання", "kończyć studia"); a reflexive verb is looked up whole, then without its particle.
 */
export function renderAspect(
  pairs: AspectPairs,
  language: PairLanguage,
  rendering: string,
  aspect: Aspect | undefined,
): string {
  if (!aspect) return rendering;
  // One partner look-up for either direction ("вийти на заміну" → "виходити на заміну" for "is coming on").
  const partner = (l: PairLanguage, verb: string) =>
    aspect === 'perfective' ? pairs.perfective(l, verb) : pairs.imperfective(l, verb);
  const whole = partner(language, rendering);
  if (whole) return whole;
  const [verb, ...rest] = rendering.split(' ');
  if (!verb) return rendering;
  if (language === 'pl' && rest[0] === 'się') {
    const whole = partner('pl', `${verb} się`);
    if (whole) return [whole, ...rest.slice(1)].join(' ');
  }
  const direct = partner(language, verb);
  if (direct) return [direct, ...rest].join(' ');
  if (language === 'uk' && REFLEXIVE.uk.test(verb)) {
    const base = verb.replace(REFLEXIVE.uk, '');
    const perfective = partner('uk', base);
    if (perfective) return [`${perfective}ся`, ...rest].join(' ');
  }
  return rendering;
}

/**
 * Renderings in the wanted aspect, then the main rendering's partner in the other aspect, each
 * once: a dictionary gives a Ukrainian or Polish verb as its aspect pair (завершити, завершувати),
 * and the sentence decides which comes first ("I'll wrap up" → завершити, завершувати; "we're
 * wrapping up" → завершувати, завершити).
 */
export function inAspect(
  pairs: AspectPairs,
  language: PairLanguage,
  renderings: string[],
  aspect: Aspect | undefined,
): string[] {
  const other: Aspect = aspect === 'perfective' ? 'imperfective' : 'perfective';
  return [
    ...new Set([
      ...(aspect ? renderings.map((r) => renderAspect(pairs, language, r, aspect)) : renderings),
      ...renderings.slice(0, 1).map((r) => renderAspect(pairs, language, r, other)),
    ]),
  ];
}

const lower = (s: string | undefined) => (s ?? '').toLowerCase().replace(/’/g, "'");

/** Objects that are not determiners or pronouns to the tagger: "save a bit", "send everything". */
const OBJECT_WORDS = new Set(['a', 'an', 'the', 'it', 'them', 'everything', 'something', 'anything', 'some']);
/** Verbs of ability or activity: "I can drive a car" says what one is able to do, not one act. */
const ABILITY = new Set([
  'see',
  'hear',
  'smell',
  'taste',
  'afford',
  'speak',
  'drive',
  'play',
  'swim',
  'cook',
  'sing',
  'dance',
  'ride',
  'use',
  'understand',
  'read',
  'write',
]);
/** Forms of be before a progressive -ing. */
const PROGRESSIVE = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  "'m",
  "'s",
  "'re",
  '’m',
  '’s',
  '’re',
]);
/** The future names one event ("will take", "I'll send"); other modals leave the aspect open ("can see"). */
const FUTURE = new Set(['will', "'ll", 'shall', "won't", 'wo']);
const MODALS = new Set(['would', "'d", 'could', 'can', 'might', 'may', 'must', 'should', 'ca']);
/** Verbs after which "to" + verb names one event to come: "going to land", "want to take". */
const INTENT_VERBS = new Set([
  'going',
  'gonna',
  'want',
  'wants',
  'wanted',
  'need',
  'needs',
  'needed',
  'have',
  'has',
  'had',
  'decide',
  'decided',
  'manage',
  'managed',
  'try',
  'tried',
  'plan',
  'planned',
  'hope',
  'like',
  'able',
  'forgot',
  'remember',
  'promise',
  'promised',
]);
/** Clauses whose present tense speaks of one event to come: "when you leave", "as long as you take". */
const FUTURE_CLAUSE = new Set(['if', 'when', 'once', 'until', 'till', 'before', 'after', 'unless', 'as']);
const HABIT_WORDS = new Set([
  'every',
  'usually',
  'always',
  'often',
  'sometimes',
  'never',
  'generally',
  'normally',
  'rarely',
  'daily',
  'weekly',
  'tend',
  'used',
  'while',
]);
/** States, not events: "I thought", "it cost", "we needed" keep the imperfective. */
const STATIVE = new Set([
  'be',
  'involve',
  'differ',
  'admire',
  'suffer',
  'consist',
  'resemble',
  'have',
  'think',
  'know',
  'want',
  'like',
  'love',
  'hate',
  'need',
  'seem',
  'feel',
  'mean',
  'believe',
  'hope',
  'own',
  'belong',
  'cost',
  'matter',
  'live',
  'remember',
  'wish',
  'prefer',
  'look',
  'sound',
  'contain',
  'include',
  'depend',
  'deserve',
  'expect',
  'work',
  'say',
  'tell',
  'keep',
  'sit',
  'stand',
  // Activities told as a stretch of time: "I studied marketing in Kyiv" (навчався), "we waited".
  'study',
  'teach',
  'wait',
  'sleep',
  'play',
  'stay',
]);
const PRESENT_PASSIVE = new Set(['be', 'being', 'is', 'are', "'re", 'am', "'m", 'get', 'gets']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there']);

function isPastForm(word: string, lemma: string): boolean {
  return word !== lemma && !/ing$/.test(word) && !/s$/.test(word);
}

/**
 * The aspect a verb wants here, or undefined when the sentence does not say (then the glossary's
 * order stands). `tokens[index]` is the verb; `lemma` its dictionary form.
 */
export function aspectInContext(
  tokens: Token[],
  index: number,
  lemma: string,
  /** The verb opens a phrasal verb ("look into"): the base verb's stativity ("it looks nice") does not apply. */
  phrasal = false,
): Aspect | undefined {
  const word = lower(tokens[index]?.value);
  if (!word || (!phrasal && STATIVE.has(lemma.toLowerCase()))) return undefined;
  // A progressive -ing form ("are running out", "is coming on") is a process; a gerund ("thank you for
  // coming in", "Bringing him on was…") leaves the aspect open. "bring", "sing" are no -ing forms.
  if (/ing$/.test(word) && !/ing$/.test(lemma.toLowerCase())) {
    let b = index - 1;
    while (b >= 0 && (tokens[b]!.tag === 'ADV' || ['not', "n't"].includes(lower(tokens[b]!.value)))) b--;
    return PROGRESSIVE.has(lower(tokens[b]?.value)) ? 'imperfective' : undefined;
  }
  // The clause's words up to the verb and a few after it.
  let from = index;
  while (from > 0 && !(tokens[from - 1]!.tag === 'PUNCT' && /[.!?;]/.test(tokens[from - 1]!.value))) from--;
  const clause = tokens.slice(from, Math.min(tokens.length, index + 6)).map((t) => lower(t.value));
  if (clause.some((w) => HABIT_WORDS.has(w))) return 'imperfective';
  if (clause.includes('used') && clause.includes('to')) return 'imperfective';

  // Walk back over adverbs, "not" and an inverted subject: "Would I still graduate", "will just take".
  let i = index - 1;
  while (i >= 0) {
    const t = tokens[i]!;
    const w = lower(t.value);
    if ((t.tag === 'ADV' && w !== 'to') || w === 'not' || w === "n't") i--;
    else if (
      SUBJECT_PRONOUNS.has(w) &&
      i > 0 &&
      (FUTURE.has(lower(tokens[i - 1]!.value)) || MODALS.has(lower(tokens[i - 1]!.value)))
    )
      i--;
    else break;
  }
  const before = lower(tokens[i]?.value);
  const lemmaLower = lemma.toLowerCase();
  if (FUTURE.has(before)) return 'perfective';
  // "Could you send me the contract?", "I'd move it straight away", "you can set a budget": a modal before
  // a verb with its own object asks for (or imagines) one act — the perfective; with no object ("I can
  // swim", "you should rest") the sentence does not say.
  const object = tokens[index + 1];
  const hasObject =
    object && (['DET', 'PRON', 'NUM', 'PROPN'].includes(object.tag) || OBJECT_WORDS.has(lower(object.value)));
  if (MODALS.has(before)) return hasObject && !ABILITY.has(lemma.toLowerCase()) ? 'perfective' : undefined;
  // "to save a bit", "to book a table": to + a verb with its object after a noun or a clause (a purpose).
  if (before === 'to' && hasObject && !['used', 'have', 'has', 'had'].includes(lower(tokens[i - 1]?.value)))
    return 'perfective';
  if (before === 'to' && INTENT_VERBS.has(lower(tokens[i - 1]?.value))) return 'perfective';
  if (before === 'to' && lower(tokens[i - 1]?.value) === 'able') return 'perfective';
  // "was flagged", "has made", "had got", "I moved": one finished event.
  if (isPastForm(word, lemmaLower)) {
    // "are marketed as", "they're trained on": a state now, not an event.
    if (PRESENT_PASSIVE.has(before)) return undefined;
    if (MODALS.has(lower(tokens[i - 1]?.value)) || MODALS.has(lower(tokens[i - 2]?.value))) return undefined;
    return 'perfective';
  }
  // "what happens when we switch off": a present main clause speaks of what is usual.
  if (
    tokens
      .slice(0, from)
      .concat(tokens.slice(from, index))
      .some((t) => /[^s]s$/.test(lower(t.value)) && t.tag === 'VERB')
  )
    return undefined;
  // Present tense in a clause about one event to come: "when you leave", "as long as you take".
  const opener = tokens.slice(from, index).findLastIndex((t) => FUTURE_CLAUSE.has(lower(t.value)));
  if (opener >= 0 && !/s$/.test(word)) {
    const at = from + opener;
    // "as" opens such a clause only in "as long as", "as soon as".
    const conditional =
      lower(tokens[at]!.value) !== 'as' || ['long', 'soon'].includes(lower(tokens[at - 1]?.value));
    const subject = tokens[at + 1];
    if (conditional && subject && ['PRON', 'NOUN', 'PROPN'].includes(subject.tag)) return 'perfective';
  }
  // "Poland kick off", "the bank charges a fee": a present-tense verb after its subject is a process or a habit,
  // which Ukrainian and Polish say in the imperfective (a perfective present would mean the future).
  const subject = tokens[i];
  const present =
    word === lemmaLower ||
    word === `${lemmaLower}s` ||
    word === `${lemmaLower}es` ||
    word === lemmaLower.replace(/y$/, 'ies');
  // "I hope you get over it soon", "it kicks off tomorrow": a present that speaks of what is to come.
  const ahead = clause.some((w) => ['hope', 'hopefully', 'soon', 'tomorrow', 'later', 'next', 'tonight', 'until', 'before', 'after', 'once', 'if', 'unless', 'when', 'till'].includes(w)); // prettier-ignore
  if (
    present &&
    !ahead &&
    word !== 'be' &&
    subject &&
    ((SUBJECT_PRONOUNS.has(lower(subject.value)) && lower(subject.value) !== 'there') ||
      (['NOUN', 'PROPN'].includes(subject.tag) && i === index - 1))
  )
    return 'imperfective';
  return undefined;
}

/**
 * English verbs that are transitive ("they changed the plan") and intransitive with the thing as
 * subject ("the weather can change quickly", "the shop closes at eight"); Ukrainian and Polish say the
 * second with the reflexive verb (змінюватися, zmieniać się; закриватися, zamykać się).
 */
const ERGATIVE = new Set([
  'change',
  'open',
  'close',
  'start',
  'begin',
  'finish',
  'end',
  'break',
  'improve',
  'increase',
  'decrease',
  'develop',
  'spread',
  'update',
  'load',
  'connect',
  'fill',
]);
/** Subjects that are things, not people. */
const THING_PRONOUNS = new Set(['it', 'this', 'that', 'which', 'what', 'everything', 'something', 'nothing']);
/** Words between a subject and its verb: auxiliaries, modals, negation and adverbs. */
const VERB_GROUP = new Set([
  ...MODALS,
  ...FUTURE,
  'not',
  "n't",
  'do',
  'does',
  'did',
  "'s",
  'has',
  'have',
  'had',
]);

/**
 * Is the verb at `index` an ergative verb used intransitively with a thing as its subject ("it can
 * change quickly", "The pharmacy closes at six", "prices have increased")? No object may follow it, and
 * its subject is "it"/"this"/"that" or a common noun (people — "we started at nine" — keep the
 * transitive verb: почали).
 */
export function intransitiveOfThing(tokens: Token[], index: number, lemma: string): boolean {
  if (!ERGATIVE.has(lemma.toLowerCase())) return false;
  const next = tokens[index + 1];
  const after = tokens[index + 2];
  // "increased a lot", "improved a bit": degree, not an object.
  const degree = degreeAfter(tokens, index);
  if (
    next &&
    !degree &&
    (['DET', 'PRON', 'NOUN', 'PROPN', 'NUM'].includes(next.tag) ||
      (next.tag === 'ADJ' && after?.tag === 'NOUN'))
  )
    return false;
  let i = index - 1;
  while (i >= 0 && (tokens[i]!.tag === 'ADV' || VERB_GROUP.has(lower(tokens[i]!.value)))) i--;
  const subject = tokens[i];
  if (!subject) return false;
  // "was changed", "is closed": a passive or a state, not this.
  if (['is', 'are', 'was', 'were', 'be', 'been', "'re"].includes(lower(subject.value))) return false;
  return THING_PRONOUNS.has(lower(subject.value)) || subject.tag === 'NOUN';
}

/**
 * "The last power station shut down in 2024", "the factory closed down": a phrasal verb that takes an object,
 * used with none after its particle (at `last`), whose subject is a thing: the thing's own change, rendered by
 * the reflexive verb (закриватися, zamykać się). Not a passive ("was shut down") or a person's act.
 */
export function phrasalOfThing(tokens: Token[], verbAt: number, last: number): boolean {
  const next = tokens[last + 1];
  // "a page set up by students" (a passive), "need it put up" (a participle after its object).
  if (lower(next?.value) === 'by') return false;
  if (tokens[verbAt - 1]?.tag === 'PRON' && tokens[verbAt - 2]?.tag === 'VERB') return false;
  if (
    next &&
    (['DET', 'PRON', 'NOUN', 'PROPN', 'NUM'].includes(next.tag) ||
      (next.tag === 'ADJ' && tokens[last + 2]?.tag === 'NOUN'))
  )
    return false;
  let i = verbAt - 1;
  while (i >= 0 && (tokens[i]!.tag === 'ADV' || VERB_GROUP.has(lower(tokens[i]!.value)))) i--;
  const subject = tokens[i];
  if (!subject) return false;
  if (
    ['is', 'are', 'was', 'were', 'be', 'been', 'being', "'re", "'s", 'get', 'got'].includes(
      lower(subject.value),
    )
  )
    return false;
  return (
    THING_PRONOUNS.has(lower(subject.value)) ||
    (subject.tag === 'NOUN' && !PEOPLE_NOUNS.test(lower(subject.value)))
  );
}

/** Nouns of people: "the manager shut down the meeting" is an act, not a thing's change. */
const PEOPLE_NOUNS =
  /^(people|person|man|men|woman|women|child|children|kids?|staff|team|manager|boss|government|police|company|council|customers?|parents?|teachers?|students?|doctors?|players?|friends?|family|everyone|they|we|i|you|he|she)$/;

/** "a lot", "a bit", "a little" right after the verb at `index`: a degree, not its object. */
function degreeAfter(tokens: Token[], index: number): boolean {
  return (
    ['a', 'an'].includes(lower(tokens[index + 1]?.value)) &&
    ['lot', 'bit', 'little'].includes(lower(tokens[index + 2]?.value))
  );
}

/** A rendering as its reflexive verb: змінювати → змінюватися, zmieniać → zmieniać się. */
export function reflexiveOf(language: PairLanguage, rendering: string): string {
  const [verb, ...rest] = rendering.split(' ');
  if (!verb) return rendering;
  if (language === 'uk') return REFLEXIVE.uk.test(verb) ? rendering : [`${verb}ся`, ...rest].join(' ');
  return rest[0] === 'się' ? rendering : [verb, 'się', ...rest].join(' ');
}

/** Object pronouns: after a verb they are its direct object ("that worries me"). */
const OBJECT_PRONOUNS = new Set(['me', 'him', 'her', 'us', 'them', 'it', 'everyone', 'everybody', 'someone']);

/**
 * A verb with a direct object right after it ("that worries me", "I met him", "we changed the plan"):
 * an object pronoun, a noun, or a determiner before a noun. A reflexive pronoun is no object here
 * ("enjoy yourself" keeps the reflexive verb).
 */
export function hasDirectObject(tokens: Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (!next) return false;
  const word = lower(next.value);
  if (OBJECT_PRONOUNS.has(word)) return true;
  if (next.tag === 'NOUN' || next.tag === 'PROPN') return true;
  // "worry a lot", "waited a bit": degree, not an object.
  if (degreeAfter(tokens, index)) return false;
  const possessive = ['my', 'your', 'his', 'her', 'its', 'our', 'their'].includes(word);
  if ((next.tag === 'DET' || possessive) && !['all', 'both', 'each'].includes(word)) {
    for (let k = index + 2; k <= index + 4 && tokens[k]; k++) {
      if (tokens[k]!.tag === 'NOUN' || tokens[k]!.tag === 'PROPN') return true;
      if (!['ADJ', 'ADV', 'NUM'].includes(tokens[k]!.tag)) return false;
    }
  }
  return false;
}

/** Words that front a verb's object in its clause ("What did you lose?", "the one which we lost"). */
const FRONTED_OBJECT = new Set(['what', 'which', 'whatever', 'whichever', 'whom']);

/**
 * A verb used without an object (the "-obj" sense cue: "we were going to lose" = програти, "Why did you leave?" =
 * піти): no direct object after it, no passive ("it was lost"), no object fronted by a question or relative word
 * before it in the sentence ("What did you lose?"), no gap after a noun and its subject ("the keys I lost").
 */
export function usedWithoutObject(tokens: Token[], index: number): boolean {
  if (hasDirectObject(tokens, index)) return false;
  // "lost a lot of our orders": a quantity of something is an object.
  if (/^(a|lots|plenty|most|some|all|none|any|each|both)$/i.test(tokens[index + 1]?.value ?? '')) {
    const of = tokens.slice(index + 2, index + 4).findIndex((t) => lower(t.value) === 'of');
    if (of >= 0 || lower(tokens[index + 1]!.value) === 'lots') return false;
  }
  // A complement instead: "stop smoking", "decided to go", "I feel that…".
  const next = tokens[index + 1];
  if (
    next &&
    (next.tag === 'VERB' ||
      next.tag === 'SCONJ' ||
      lower(next.value) === 'that' ||
      (lower(next.value) === 'to' && tokens[index + 2]?.tag === 'VERB'))
  )
    return false;
  const word = lower(tokens[index]!.value);
  const before = tokens.slice(0, index);
  const previous = before.at(-1);
  if (previous && ['be', 'get'].includes(lower(previous.lemma)) && /(ed|en|t)$/.test(word)) return false;
  if (before.some((t) => FRONTED_OBJECT.has(lower(t.value)))) return false;
  const subject = before.at(-1);
  if (subject && ['PRON', 'PROPN'].includes(subject.tag)) {
    // "the keys I lost", "the game that we lost".
    if (before.at(-2)?.tag === 'NOUN') return false;
    if (lower(before.at(-2)?.value ?? '') === 'that' && before.at(-3)?.tag === 'NOUN') return false;
  }
  return true;
}

/**
 * A reflexive rendering as its transitive verb, when that verb is a known one (an aspect pair
 * lists it): хвилюватися → хвилювати, martwić się → martwić; else undefined.
 */
export function transitiveOf(
  pairs: AspectPairs,
  language: PairLanguage,
  rendering: string,
): string | undefined {
  const [verb, ...rest] = rendering.split(' ');
  if (!verb) return undefined;
  let bare: string[] | undefined;
  if (language === 'uk' && REFLEXIVE.uk.test(verb)) bare = [verb.replace(REFLEXIVE.uk, ''), ...rest];
  if (language === 'pl' && rest[0] === 'się') bare = [verb, ...rest.slice(1)];
  if (!bare) return undefined;
  const known = (v: string) => pairs.perfective(language, v) ?? pairs.imperfective(language, v);
  return known(bare[0]!) ? bare.join(' ') : undefined;
}

/** Verbs that open questions, not commands ("Would you like…", "Do you mind…"). */
const NOT_COMMANDS = new Set(['would', 'could', 'can', 'will', 'shall', 'should', 'may', 'might', 'must', 'do', 'does', 'did', 'be', 'is', 'are', 'am', 'was', 'were', 'have', 'has', 'had']); // prettier-ignore
/** Words that may stand before a command in its clause ("…, and take care", "please sit down"). */
const COMMAND_OPENERS = new Set(['and', 'please', 'so', 'now']);

/**
 * Does the clause open with a bare verb at `at`, a command said to someone ("Take care, everyone",
 * "It was a pleasure, take care")? Not a modal or auxiliary opening a question ("Would you like…").
 */
export function opensCommand(tokens: Token[], at: number): boolean {
  const head = tokens[at];
  const opener = tokens[at - 1];
  return (
    head !== undefined &&
    head.tag === 'VERB' &&
    lower(head.value) === lower(head.lemma) &&
    !NOT_COMMANDS.has(lower(head.value)) &&
    (!opener || opener.tag === 'PUNCT' || COMMAND_OPENERS.has(lower(opener.value)))
  );
}

/**
 * A formula said to someone in the imperative ("Take care", "Keep calm") rendered in the familiar
 * singular (бережи себе, trzymaj się) also in the polite or plural form (бережіть себе, trzymajcie się),
 * after the given renderings: a learner meets both, and which one depends on whom the speaker addresses.
 */
export function withPluralImperatives(renderings: string[], language: PairLanguage): string[] {
  const out = [...renderings];
  for (const rendering of renderings) {
    // A negated imperative keeps its "не" / "nie": не хвилюйся → не хвилюйтеся.
    const words = rendering.split(' ');
    const negation = ['не', 'nie'].includes(words[0]!) ? [words.shift()!] : [];
    const [first, ...rest] = words;
    // Short words (чи, що, jak) are particles and pronouns, not imperatives.
    if (!first || first.length < 3) continue;
    let plural: string | undefined;
    if (language === 'uk') {
      const ukrainian: [RegExp, string][] = [
        [/ися$/, 'іться'],
        [/йся$/, 'йтеся'],
        [/ься$/, 'ьтеся'],
        [/([^аеиіоуяюєї])и$/, '$1іть'],
        [/й$/, 'йте'],
        [/ь$/, 'ьте'],
      ];
      // Not an infinitive (-ти, -тися), a third person (-ться) or an adjective (-ий, -ій).
      const notImperative = /(ти|тися|тись|ть|ться|ий|ій)$/.test(first);
      const rule = notImperative ? undefined : ukrainian.find(([pattern]) => pattern.test(first));
      if (rule) plural = first.replace(rule[0], rule[1]);
    } else if (/(aj|ej|uj|ij|yj|ź|ń)$/.test(first)) plural = `${first}cie`;
    const variant = plural && [...negation, plural, ...rest].join(' ');
    if (variant && !out.includes(variant)) out.push(variant);
  }
  return out;
}
