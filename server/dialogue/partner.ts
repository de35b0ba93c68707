import { LRUCache } from 'lru-cache';
import { spotTargetWords } from '../../src/machines/dialogue/words.ts';
import {
  analyse as read,
  bestMatch,
  ideaOf,
  type Analysed,
  type Idea,
  type PhraseOptions,
} from '../matching/matcher.ts';
import { correct, findRecasts, swapPerson, type Recast } from './recasts.ts';
import type { Scene, SceneFact, SceneIntent, SceneMove } from './scene.ts';

/**
 * The dialogue partner (issue 17): plays the scene's role, answers the learner's questions from
 * the scene's facts, follows the moves of the conversation by the intents the learner expresses,
 * recasts the learner's mistakes, asks when it does not understand (then gives a hint), and steers
 * toward the target words not yet used with lines the learner's role could say.
 *
 * Stateless and deterministic: a reply is worked out from the scene, the session id and every
 * learner turn of the session, replayed from the start, so the same inputs always give the same
 * reply (event logs replay) and no server keeps a session. The partner never says the same line
 * twice in a session.
 */

export type Coach =
  /** Try this word next; `example` is a line of the learner's role that uses it. */
  | { kind: 'steer'; word: string; example: string }
  /** The partner did not understand twice: a line the learner could say at this point. */
  | { kind: 'hint'; example: string }
  /** Every target word has been used. */
  | { kind: 'done' };

export interface PartnerReply {
  /** What the partner says (English). */
  text: string;
  recasts: Recast[];
  coach: Coach | null;
  /** What the partner understood: an intent id, `fact:<id>`, `word`, `clarify` or `hint`. */
  understood: string;
  /** The move of the conversation after this turn. */
  move: string;
  usedWords: string[];
  newlyUsed: string[];
}

interface State {
  move: SceneMove;
  said: Set<string>;
  used: Set<string>;
  misses: number;
  shown: Map<string, number>;
  hints: number;
}

/** Alternatives of an idea as the scene files write them ("where", "sit/seat/table"). */
type Alternatives = readonly string[];

/**
 * How the partner reads a learner's line with the matcher it shares with the answer grader
 * (server/matching/matcher.ts): phrases in order, light words and negations included; an intent
 * is a topic, so a phrase holds whatever the polarity of its place ("Why hasn't it arrived?"
 * asks about the arrival); no WordNet synonyms (scene ideas list their own paraphrases). Both
 * measured by the partner tests (tests/unit/dialogue-partner.test.ts).
 */
const PARTNER_MATCH: PhraseOptions = { ordered: true, synonyms: false, polarity: false };

const ideasCache = new WeakMap<readonly Alternatives[], Idea[]>();
const asIdeas = (list: readonly Alternatives[]): Idea[] => {
  let ideas = ideasCache.get(list);
  if (!ideas) ideasCache.set(list, (ideas = list.map(ideaOf)));
  return ideas;
};
const matchBest = <T extends { ideas: readonly Alternatives[] }>(text: Analysed, items: readonly T[]) =>
  bestMatch(
    text,
    items.map((item) => ({ item, ideas: asIdeas(item.ideas) })),
    PARTNER_MATCH,
  );

interface Builtin {
  id: string;
  ideas: Alternatives[];
  reply: string[];
  closing?: boolean;
}

/** Things a learner says in any scene. */
const BUILTINS: Builtin[] = [
  {
    id: 'greet',
    ideas: [['hello', 'hi', 'good morning', 'good afternoon', 'good evening', 'hey']],
    reply: ['Hello!', 'Hi there!', 'Hello again!', 'Nice to see you.'],
  },
  {
    id: 'bye',
    ideas: [['bye', 'goodbye', 'see you', 'have a nice day', 'have a good day']],
    reply: [],
    closing: true,
  },
  {
    id: 'thanks',
    ideas: [['thank', 'cheers']],
    reply: ["You're welcome.", 'No problem.', 'My pleasure.', 'Any time.', "Don't mention it."],
  },
  {
    id: 'not-understood',
    ideas: [
      [
        'i do not understand',
        'not understand',
        'repeat',
        'say that again',
        'more slowly',
        'pardon',
        'what do you mean',
        'sorry what',
      ],
    ],
    reply: ['Sorry, let me put it another way.', 'No problem, let me say it differently.', 'Of course.'],
  },
];

const ACKNOWLEDGE = ['I see.', 'Right.', 'OK.', 'Got it.', 'Sure.', 'Fine.', 'Mm-hm.', 'Understood.'];
/** A question on the scene's subject the scene has no fact for. */
const LATER = [
  "Good question. I'll come back to that.",
  'Let me think about that and get back to you.',
  "That's a good question. I'll check.",
  "I'm not sure right now, I'll find out.",
];
const CLARIFY = [
  "Sorry, I didn't quite catch that.",
  "Sorry, I'm not sure what you mean.",
  "I'm not sure I follow you.",
  'Could you say that another way?',
  'Sorry, what do you mean?',
  "Hmm, I don't quite understand.",
];
const HINT = [
  'Let me help you.',
  "Let's try again.",
  "Don't worry, take your time.",
  "It's OK, let's go back a little.",
];
const ECHO_PREFIX = ['Oh, ', 'Ah, ', 'I see, ', 'Right, ', 'So '];
const AGAIN = [
  'Like I said, ',
  'As I mentioned, ',
  'Once again: ',
  'Just to be clear: ',
  'Remember, ',
  'Again, ',
];
const QUESTION_START =
  /^(what|where|when|why|who|whose|which|how|is|are|am|was|were|do|does|did|can|could|would|will|shall|should|may|have|has)\b/i;

/** FNV-1a: a stable number for a session and a turn. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const lowerFirst = (s: string) =>
  /^(I|I'm|I've|I'll)\b|^[A-Z]{2}/.test(s) ? s : s[0]!.toLowerCase() + s.slice(1);

const sentencesOf = (line: string) => line.split(/(?<=[.!?])\s+/).filter(Boolean);

/**
 * A variant none of whose sentences has been said in the session, looking from a place chosen by
 * the seed; when every variant has been used, the least used one without its said sentences, or
 * with a said sentence framed anew ("Like I said, …"). What is said is remembered sentence by
 * sentence, so no sentence of the partner comes twice.
 */
function fresh(
  variants: readonly string[],
  state: State,
  seed: number,
  mayFrame = true,
  mustSay = '',
): string {
  const n = variants.length;
  let best = variants[seed % n]!;
  let bestSaid = Infinity;
  for (let i = 0; i < n; i++) {
    const v = variants[(seed + i) % n]!;
    const said = sentencesOf(v).filter((s) => state.said.has(s)).length;
    if (said < bestSaid) {
      best = v;
      bestSaid = said;
    }
    if (!said) break;
  }
  let out = sentencesOf(best).filter((s) => !state.said.has(s));
  if (!out.length && !mayFrame) return '';
  const must = mustSay.toLowerCase();
  const carries = (s: string) => !must || s.toLowerCase().includes(must);
  if (!out.length || !out.some(carries)) {
    const all = sentencesOf(best);
    const s = all.find(carries) ?? all[0]!;
    let framed = '';
    for (let k = 0; !framed; k++) {
      const frame = AGAIN[k % AGAIN.length]!;
      const candidate = k < AGAIN.length ? frame + lowerFirst(s) : `${frame}${lowerFirst(s)} (${k})`;
      if (!state.said.has(candidate)) framed = candidate;
    }
    out = [framed, ...out];
  }
  for (const s of out) state.said.add(s);
  return out.join(' ');
}

/** How the partner says the corrected words back: a question is repeated as asked, a statement echoed. */
function echo(corrected: string, recasts: readonly Recast[], state: State, seed: number): string {
  const sentences = corrected.split(/(?<=[.!?])\s+/).filter(Boolean);
  const sentence =
    sentences.find((s) => recasts.some((r) => s.includes(r.right))) ?? sentences[0] ?? corrected;
  let clause = sentence.trim();
  if (clause.split(/\s+/).length > 14) {
    const parts = clause.split(/,\s+|\s+(?:and|but|because|so)\s+/);
    clause = parts.find((p) => recasts.some((r) => p.includes(r.right))) ?? parts[0]!;
  }
  const question = /\?\s*$/.test(clause);
  const request = /^(?:can|could|would|will) you (?:please )?(.+?)(?:,? please)?\?\s*$/i.exec(clause);
  let line: string;
  if (request) line = `${swapPerson(request[1]!).replace(/[.!?]+$/, '')}?`;
  else if (question) line = swapPerson(clause);
  else {
    const body = swapPerson(clause).replace(/[.!?]+$/, '');
    line = `${ECHO_PREFIX[seed % ECHO_PREFIX.length]!}${lowerFirst(body)}.`;
  }
  return fresh([line], state, 0);
}

function intentsOf(scene: Scene) {
  const all: { intent: SceneIntent; move: SceneMove }[] = [];
  for (const move of scene.moves) for (const intent of move.intents) all.push({ intent, move });
  return all;
}

function steerFor(scene: Scene, targets: readonly string[], state: State): Coach | null {
  const remaining = targets.filter((w) => !state.used.has(w));
  if (!remaining.length) return null;
  // The word that fits the point the conversation has reached, else the first one left.
  const here = [...state.move.say, ...state.move.intents.flatMap((i) => [i.example, ...i.reply])].join(' ');
  const next = remaining.find((w) => spotTargetWords(here, [w]).length) ?? remaining[0]!;
  const lines = scene.steer[next] ?? [`I'd like to use the word "${next}".`];
  const k = state.shown.get(next) ?? 0;
  state.shown.set(next, k + 1);
  return { kind: 'steer', word: next, example: lines[k % lines.length]! };
}

export interface Opening {
  text: string;
  coach: Coach | null;
}

function newState(scene: Scene): State {
  return { move: scene.moves[0]!, said: new Set(), used: new Set(), misses: 0, shown: new Map(), hints: 0 };
}

function open(scene: Scene, targets: readonly string[], state: State): Opening {
  const text = fresh(scene.opening, state, 0);
  return { text, coach: steerFor(scene, targets, state) };
}

/** The partner's first message of a session. */
export function openingOf(scene: Scene, targets: readonly string[]): Opening {
  return open(scene, targets, newState(scene));
}

interface Analysis {
  recasts: Recast[];
  corrected: string;
  spotted: string[];
  question: boolean;
  factHit: { fact: SceneFact; score: number } | null;
  intentHits: { intent: SceneIntent; move: SceneMove; score: number }[];
  builtin: { item: Builtin } | null;
}

/**
 * What a learner line says in a scene, independent of the session: kept per scene object (the
 * route keeps parsed scenes), since every request replays the session's earlier lines.
 */
const analyses = new WeakMap<Scene, LRUCache<string, Analysis>>();

function builtinOf(said: Analysed): { item: Builtin } | null {
  const hit = matchBest(said, BUILTINS);
  return hit && { item: hit.item.item };
}

function factOf(scene: Scene, said: Analysed): Analysis['factHit'] {
  const m = matchBest(
    said,
    scene.facts.map((f) => ({ fact: f, ideas: f.about })),
  );
  return m && { fact: m.item.item.fact, score: m.score };
}

function analyse(scene: Scene, targets: readonly string[], learner: string): Analysis {
  let cache = analyses.get(scene);
  if (!cache) analyses.set(scene, (cache = new LRUCache<string, Analysis>({ max: 2000 })));
  const key = `${targets.join('|')}\u0000${learner}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const recasts = findRecasts(learner);
  const corrected = correct(learner, recasts);
  const said = read(corrected);
  const intentHits: Analysis['intentHits'] = [];
  for (const { intent, move } of intentsOf(scene)) {
    const m = matchBest(said, [intent]);
    if (m) intentHits.push({ intent, move, score: m.score });
  }
  const analysis: Analysis = {
    recasts,
    corrected,
    spotted: spotTargetWords(corrected, targets),
    question: /\?\s*$/.test(corrected.trim()) || QUESTION_START.test(corrected.trim()),
    factHit: factOf(scene, said),
    intentHits,
    builtin: builtinOf(said),
  };
  cache.set(key, analysis);
  return analysis;
}

function turn(
  scene: Scene,
  targets: readonly string[],
  sessionId: string,
  index: number,
  learner: string,
  state: State,
): PartnerReply {
  const seed = hash(`${sessionId}#${index}`);
  const { recasts, corrected, spotted, question, factHit, intentHits, builtin } = analyse(
    scene,
    targets,
    learner,
  );
  const newlyUsed = spotted.filter((w) => !state.used.has(w));
  for (const w of newlyUsed) state.used.add(w);
  // The current move's intents count a little more than the same words elsewhere in the scene.
  let intentHit: { intent: SceneIntent; move: SceneMove; score: number } | null = null;
  for (const hit of intentHits) {
    const score = hit.score + (hit.move === state.move ? 0.5 : 0);
    if (!intentHit || score > intentHit.score) intentHit = { ...hit, score };
  }

  const parts: string[] = [];
  if (recasts.length) parts.push(echo(corrected, recasts, state, seed));
  let understood: string;
  let coach: Coach | null = null;
  const sayMove = (move: SceneMove) => fresh(move.say, state, seed, false);

  // A question about a fact of the scene is answered with it; a statement follows the moves.
  const factScore = factHit?.score ?? 0;
  const intentScore = intentHit?.score ?? 0;
  const fact: SceneFact | null =
    factHit && (question ? factScore >= intentScore - 0.5 : !intentHit) ? factHit.fact : null;
  if (fact) {
    understood = `fact:${fact.id}`;
    parts.push(fresh(fact.answer, state, seed, true, fact.value));
    state.misses = 0;
  } else if (intentHit && builtin?.item.id !== 'bye') {
    // What the scene expects comes before small talk; goodbye ends the scene.
    const { intent } = intentHit;
    understood = intent.id;
    // Every answer to this intent said already: a short acknowledgement and the point the
    // conversation is at, rather than an answer framed as said before ("Like I said, and …?").
    const reply = fresh(intent.reply, state, seed, false);
    parts.push(reply || fresh(ACKNOWLEDGE, state, seed));
    state.misses = 0;
    const next = intent.next ? scene.moves.find((m) => m.id === intent.next) : undefined;
    if (next && next !== state.move) {
      state.move = next;
      if (!/\?\s*$/.test(parts.at(-1)!)) parts.push(sayMove(next));
    } else if (!reply) parts.push(sayMove(state.move));
  } else if (builtin) {
    understood = builtin.item.id;
    state.misses = 0;
    if (builtin.item.closing) parts.push(fresh(scene.closing, state, seed));
    else {
      parts.push(fresh(builtin.item.reply, state, seed));
      if (builtin.item.id !== 'thanks' || newlyUsed.length === 0) parts.push(sayMove(state.move));
    }
  } else if (spotted.length) {
    understood = 'word';
    state.misses = 0;
    parts.push(fresh(question ? LATER : ACKNOWLEDGE, state, seed), sayMove(state.move));
  } else {
    state.misses += 1;
    if (state.misses === 1) {
      understood = 'clarify';
      parts.push(fresh(CLARIFY, state, seed), sayMove(state.move));
    } else {
      understood = 'hint';
      parts.push(fresh(HINT, state, seed), sayMove(state.move));
      const examples = state.move.intents.length
        ? state.move.intents.map((i) => i.example)
        : intentsOf(scene).map(({ intent }) => intent.example);
      coach = { kind: 'hint', example: examples[state.hints++ % examples.length]! };
    }
  }
  if (!coach) {
    coach = steerFor(scene, targets, state);
    if (!coach && newlyUsed.length) coach = { kind: 'done' };
  }
  return {
    text: parts.filter(Boolean).join(' '),
    recasts,
    coach,
    understood,
    move: state.move.id,
    usedWords: targets.filter((w) => state.used.has(w)),
    newlyUsed,
  };
}

/**
 * The partner's reply to every learner turn of a session, in order (the last one is the reply to
 * the newest turn). `sessionId` seeds the choice among equivalent lines.
 */
export function playSession(
  scene: Scene,
  targets: readonly string[],
  sessionId: string,
  turns: readonly string[],
): { opening: Opening; replies: PartnerReply[] } {
  const state = newState(scene);
  const opening = open(scene, targets, state);
  const replies = turns.map((t, i) => turn(scene, targets, sessionId, i + 1, t, state));
  return { opening, replies };
}

/** The reply to the newest learner turn. */
export function replyTo(
  scene: Scene,
  targets: readonly string[],
  sessionId: string,
  turns: readonly string[],
): PartnerReply {
  const { replies } = playSession(scene, targets, sessionId, turns);
  return replies.at(-1)!;
}
