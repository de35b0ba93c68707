/**
 * Drafts a question bank for a lesson from its timed transcript, for an author to review (the
 * staff import and `npm run content:questions`, tools/content/questions.ts):
 *
 * - yes/no: statements quoted from the transcript (true) and their negations or a swapped detail
 *   (false), each asking whether the speaker said it;
 * - open-ended: a speaker's wh-question and the other speaker's reply as the reference answer, or,
 *   where the lesson has few of those (news, talks), "complete what X says" with the line's end;
 * - word order: a declarative sentence with a run of its words blanked out, plus two distractors
 *   taken from other lines.
 *
 * Every question points at the cue that answers it.
 */
import crypto from 'node:crypto';
import { toQuestionRow, type AuthoredQuestion } from './bank.ts';
import { deriveKey } from './grading.ts';
import { isNumberPhrase, type Idea } from '../matching/matcher.ts';

export const PER_TYPE = 6;

export interface DraftCue {
  text: string;
  speaker: string;
  start: number;
}

interface Sentence {
  text: string;
  cue: number;
  speaker: string;
  start: number;
}

const AUX: Record<string, string> = {
  "isn't": 'is',
  "aren't": 'are',
  "wasn't": 'was',
  "weren't": 'were',
  "can't": 'can',
  "won't": 'will',
  "don't": 'do',
  "doesn't": 'does',
  "didn't": 'did',
  "haven't": 'have',
  "hasn't": 'has',
  "shouldn't": 'should',
  "couldn't": 'could',
  "wouldn't": 'would',
};
const AUX_WORDS = new Set([
  'is',
  'are',
  'was',
  'were',
  'can',
  'will',
  'should',
  'could',
  'would',
  'must',
  'has',
  'have',
]);
const WH = /^(what|where|when|why|who|which|how)\b/i;
const NUMBERS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twenty'];
const STOP = new Set(
  'a an the and or but so to of in on at for with by from is are was were be been it this that i you he she we they my your our their his her me us them not do does did have has had will would can could should'.split(
    ' ',
  ),
);

const hash = (s: string) => crypto.createHash('sha1').update(s).digest('hex');
const core = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ROLES = new Set(
  'moderator host pharmacist agent reviewer anchor reporter assistant adviser advisor receptionist teacher interviewer manager waiter waitress doctor landlord landlady officer clerk presenter guest tutor'.split(
    ' ',
  ),
);

/** "Tom" stays "Tom"; a role ("Check-in Agent") reads "the check-in agent" inside a sentence. */
export function speakerName(name: string): string {
  const parts = name.toLowerCase().split(/\s+/);
  return parts.some((p) => ROLES.has(p)) && !/^(dr|mr|mrs|ms|professor)\b/i.test(name)
    ? `the ${name.toLowerCase()}`
    : name;
}

export function sentencesOf(cues: DraftCue[], names: Record<string, string>): Sentence[] {
  return cues.flatMap((cue, index) =>
    (cue.text.match(/[^.!?]+[.!?]+["”]?|[^.!?]+$/g) ?? []).map((text) => ({
      text: text.trim(),
      cue: index,
      speaker: speakerName(names[cue.speaker] ?? capitalise(cue.speaker)),
      start: cue.start,
    })),
  );
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const isStatement = (s: Sentence) => /[.!]$/.test(s.text) && !WH.test(s.text);

/** Spreads picks over the whole transcript: sorts candidates by a stable hash within equal slices. */
function spread<T extends { cue: number }>(items: T[], n: number, seed: string): T[] {
  const picked: T[] = [];
  const usedCues = new Set<number>();
  const ordered = [...items].sort((a, b) =>
    hash(seed + JSON.stringify(a)) < hash(seed + JSON.stringify(b)) ? -1 : 1,
  );
  for (const item of ordered) {
    if (picked.length >= n) break;
    if (usedCues.has(item.cue)) continue;
    usedCues.add(item.cue);
    picked.push(item);
  }
  for (const item of ordered) {
    if (picked.length >= n) break;
    if (!picked.includes(item)) picked.push(item);
  }
  return picked.sort((a, b) => a.cue - b.cue);
}

/** The sentence with its first auxiliary negated (or un-negated), or null when there is none. */
export function negate(sentence: string): string | null {
  const tokens = words(sentence);
  for (let i = 0; i < tokens.length; i++) {
    const w = core(tokens[i]!).toLowerCase().replace('’', "'");
    const imperative =
      i === 0 || /[,;:]$/.test(tokens[i - 1]!) || /^(so|and|but|then|please)$/i.test(tokens[i - 1]!);
    if (/[,;:]$/.test(tokens[i]!)) continue;
    if (AUX[w] && !imperative) {
      const positive = AUX[w]!;
      const cased = /^[A-Z]/.test(tokens[i]!) ? capitalise(positive) : positive;
      return [
        ...tokens.slice(0, i),
        tokens[i]!.replace(core(tokens[i]!), cased),
        ...tokens.slice(i + 1),
      ].join(' ');
    }
    if (AUX_WORDS.has(w) && i > 0) {
      const next = core(tokens[i + 1] ?? '').toLowerCase();
      if (next === 'not') return [...tokens.slice(0, i + 1), ...tokens.slice(i + 2)].join(' ');
      if (w === 'has' || w === 'have') {
        // "has" as a main verb ("She has a car") negates with do-support; keep to the perfect.
        if (!/(ed|en|wn|ne)$/.test(next)) continue;
      }
      const out = [...tokens];
      if (w === 'can') out[i] = `${out[i]}not`;
      else out.splice(i + 1, 0, 'not');
      return out.join(' ');
    }
  }
  return null;
}

/** Swaps a number word for another, or null. */
function swapNumber(sentence: string, seed: string): string | null {
  const tokens = words(sentence);
  const at = tokens.findLastIndex((t) => NUMBERS.includes(core(t).toLowerCase()) || /^\d+$/.test(core(t)));
  if (at < 0) return null;
  const old = core(tokens[at]!);
  const pool = /^\d+$/.test(old)
    ? [String(Number(old) + 2), String(Math.max(1, Number(old) - 1) + 10)]
    : NUMBERS.filter((n) => n !== old.toLowerCase());
  const by = pool[parseInt(hash(seed).slice(0, 6), 16) % pool.length]!;
  tokens[at] = tokens[at]!.replace(old, /^[A-Z]/.test(old) ? capitalise(by) : by);
  return tokens.join(' ');
}

function yesNo(lesson: string, sentences: Sentence[], transcript: string): AuthoredQuestion[] {
  const candidates = sentences.filter(
    (s) => isStatement(s) && words(s.text).length >= 5 && words(s.text).length <= 16,
  );
  const falses = candidates
    .filter((s) => !/^(yes|no|here|there|that|this|so|well|oh)\b/i.test(s.text))
    .map((s) => ({ ...s, changed: swapNumber(s.text, s.text) ?? negate(s.text) }))
    .filter((s): s is typeof s & { changed: string } => !!s.changed && !transcript.includes(s.changed));
  const no = spread(falses, PER_TYPE / 2, `${lesson}:no`);
  const yes = spread(
    candidates.filter((s) => !no.some((n) => n.cue === s.cue)),
    PER_TYPE - no.length,
    `${lesson}:yes`,
  );
  const all = [
    ...yes.map((s) => ({ s, said: s.text, answer: 'yes' as const })),
    ...no.map((s) => ({ s, said: s.changed, answer: 'no' as const })),
  ].sort((a, b) => a.s.cue - b.s.cue);
  return all.map(({ s, said, answer }, i) => ({
    type: 'yes_no',
    slug: `${lesson}-yn-${i + 1}`,
    text: `Does ${s.speaker} say: “${said}”?`,
    answer,
    hint: `Listen to ${s.speaker} at ${clock(s.start)}.`,
    explanation: `${capitalise(s.speaker)} says: “${s.text}”`,
    cue: s.cue,
  }));
}

/** The reply without greetings and fillers, cut after the first sentence that says something. */
export function shortAnswer(reply: string): string {
  const sentences = (reply.match(/[^.!?]+[.!?]+|[^.!?]+$/g) ?? [reply]).map((x) => x.trim());
  const kept: string[] = [];
  for (const sentence of sentences) {
    if (
      !kept.length &&
      /^(good (morning|afternoon|evening)|hello|hi|yes|no|well|oh|ok|okay|sure|of course|right|not quite)\b[^.!?]{0,20}[.!?]$/i.test(
        sentence,
      )
    )
      continue;
    kept.push(sentence.replace(/^(yes|no|well|oh|ok|okay|sure|of course|right|hello|hi)[,]\s*/i, ''));
    if (kept.join(' ').split(/\s+/).length >= 5) break;
  }
  return capitalise(kept.join(' ') || reply);
}

function openEnded(
  lesson: string,
  cues: DraftCue[],
  sentences: Sentence[],
  names: Record<string, string>,
): AuthoredQuestion[] {
  const pairs: {
    cue: number;
    asker: string;
    question: string;
    answerer: string;
    answer: string;
    start: number;
  }[] = [];
  cues.forEach((cue, i) => {
    const next = cues[i + 1];
    if (!next || next.speaker === cue.speaker || /\?\s*$/.test(next.text)) return;
    const question = (cue.text.match(/[^.!?]+\?/g) ?? []).map((q) => q.trim()).find((q) => WH.test(q));
    if (!question) return;
    pairs.push({
      cue: i + 1,
      asker: speakerName(names[cue.speaker] ?? capitalise(cue.speaker)),
      question,
      answerer: speakerName(names[next.speaker] ?? capitalise(next.speaker)),
      answer: shortAnswer(next.text),
      start: next.start,
    });
  });
  const asked = spread(pairs, PER_TYPE, `${lesson}:open`);
  const cloze = spread(
    sentences.filter(
      (s) => isStatement(s) && words(s.text).length >= 8 && !asked.some((a) => a.cue === s.cue),
    ),
    PER_TYPE - asked.length,
    `${lesson}:cloze`,
  );
  const drafted: (AuthoredQuestion & { cue: number })[] = [
    ...asked.map((p) => ({
      type: 'open_ended' as const,
      slug: '',
      text: `${capitalise(p.asker)} asks: “${p.question}” What does ${p.answerer} answer?`,
      answers: [p.answer],
      key: draftKey(p.answer, `${p.asker} asks: ${p.question}`),
      ideas: draftIdeas(draftKey(p.answer, `${p.asker} asks: ${p.question}`)),
      ...(p.answer !== cues[p.cue]!.text ? { accepted: [cues[p.cue]!.text] } : {}),
      hint: `Listen to ${p.answerer} at ${clock(p.start)}.`,
      explanation: `${capitalise(p.answerer)} says: “${cues[p.cue]!.text}”`,
      cue: p.cue,
    })),
    ...cloze.map((s) => {
      const ws = words(s.text);
      const half = Math.ceil(ws.length / 2);
      return {
        type: 'open_ended' as const,
        slug: '',
        text: `Complete what ${s.speaker} says: “${ws.slice(0, half).join(' ')} …”`,
        answers: [ws.slice(half).join(' ')],
        key: draftKey(ws.slice(half).join(' '), ws.slice(0, half).join(' ')),
        ideas: draftIdeas(draftKey(ws.slice(half).join(' '), ws.slice(0, half).join(' '))),
        hint: `Listen to ${s.speaker} at ${clock(s.start)}.`,
        explanation: `${capitalise(s.speaker)} says: “${s.text}”`,
        cue: s.cue,
      };
    }),
  ];
  return drafted.sort((a, b) => a.cue - b.cue).map((q, i) => ({ ...q, slug: `${lesson}-open-${i + 1}` }));
}

/** Words that rarely carry the fact a question asks about; left out of drafted keys. */
const FILLER = new Set(
  'quite really maybe actually still even always else just only normally realistically when more less much so very honest most'.split(
    ' ',
  ),
);

/**
 * A first key for an author to edit: one group per content word of the reference answer that the
 * question does not already give. Authors then merge groups, add synonyms and digits ("15"), and
 * drop what a short correct answer may leave out.
 */
export function draftKey(answer: string, question: string): string[][] {
  return deriveKey(answer, question).filter((group) => !FILLER.has(group[0]!));
}

function wordOrder(lesson: string, sentences: Sentence[], level: string): AuthoredQuestion[] {
  const size = level.startsWith('A') ? 3 : level.startsWith('B') ? 4 : 5;
  const vocabulary = [...new Set(sentences.flatMap((s) => words(s.text).map(core)))].filter(
    (w) => w.length > 2 && !STOP.has(w.toLowerCase()),
  );
  const candidates = sentences
    .filter((s) => isStatement(s) && words(s.text).length >= size + 3 && words(s.text).length <= 18)
    .flatMap((s) => {
      const tokens = words(s.text).map(core);
      const start = Math.max(1, Math.floor((tokens.length - size) / 2));
      const gaps = tokens.slice(start, start + size);
      const unique = new Set(gaps.map((g) => g.toLowerCase())).size === gaps.length;
      const earlier = new Set(tokens.slice(0, start).map((t) => t.toLowerCase()));
      if (!unique || gaps.some((g) => !g || earlier.has(g.toLowerCase()))) return [];
      return [{ ...s, gaps }];
    });
  return spread(candidates, PER_TYPE, `${lesson}:order`).map((s, i) => {
    const inSentence = new Set(words(s.text).map((w) => core(w).toLowerCase()));
    const pool = vocabulary.filter((w) => !inSentence.has(w.toLowerCase()));
    const distractors = [
      ...new Set([0, 1].map((k) => pool[parseInt(hash(`${s.text}:${k}`).slice(0, 8), 16) % pool.length]!)),
    ]
      .filter(Boolean)
      .map((w) => w.toLowerCase());
    return {
      type: 'word_order' as const,
      slug: `${lesson}-order-${i + 1}`,
      text: `Put the words in order: what does ${s.speaker} say?`,
      sentence: s.text,
      gaps: s.gaps,
      distractors,
      hint: `Listen to ${s.speaker} at ${clock(s.start)}.`,
      explanation: `${capitalise(s.speaker)} says: “${s.text}”`,
      cue: s.cue,
    };
  });
}

export interface GeneratedLesson {
  slug: string;
  level: string;
  speakers: { id: string; name: string }[];
  cues: DraftCue[];
  transcription: string;
}

export function draftQuestions(lesson: GeneratedLesson): AuthoredQuestion[] {
  const names = Object.fromEntries(lesson.speakers.map((s) => [s.id, s.name]));
  const sentences = sentencesOf(lesson.cues, names);
  const questions = [
    ...yesNo(lesson.slug, sentences, lesson.transcription),
    ...openEnded(lesson.slug, lesson.cues, sentences, names),
    ...wordOrder(lesson.slug, sentences, lesson.level),
  ];
  // Fails loudly on anything the seed would refuse (e.g. a gap that cannot be placed).
  questions.forEach((q) => toQuestionRow(q));
  return questions;
}

/**
 * First key ideas for an author to edit (issue 16): one idea per key group, a group of numbers
 * becoming a value. Authors then merge words into ideas with a label each ("the tablets cost four
 * pounds"), bind numbers to what they count (`say` + `value`), add paraphrases, `against` phrases
 * for swapped facts, and mark what a complete answer may leave out as `optional`.
 */
export function draftIdeas(groups: string[][]): Idea[] {
  return groups.map((group) =>
    group.every(isNumberPhrase)
      ? { label: group[0]!, say: [], value: group }
      : { label: group[0]!, say: group },
  );
}
