/**
 * Drafts the Dialogue Studio scene of a lesson from its script, for an author to edit (the staff
 * import and `npm run content:scene`):
 *
 * - the partner plays the lesson's first speaker, the learner the other one;
 * - facts: each question of the learner's role with the partner's next line as the answer (the
 *   question's content words as the ideas, a number, price or time of the answer as the value);
 * - moves: the scene in order, one move per line of the partner's role, with the learner's next
 *   line as the intent that leads on (its two rarest content words as ideas);
 * - steer: the learner's lines that use each target word.
 *
 * Role names in uk/pl are left as the English name, marked "TODO" for the author.
 */
import { MOVE_KINDS, type Scene } from './scene.ts';

/** A lesson's script as the drafting reads it. */
export interface LessonFile {
  slug: string;
  name: string;
  speakers: { id: string; name: string }[];
  lines: { speaker: string; text: string }[];
  targetWords: string[];
}

const STOP = new Set(
  (
    'the a an and or but so to of in on at for with from by is am are was were be been it its this that these ' +
    'those there here i you he she we they me my your our their his her him them do does did have has had can ' +
    'could would will shall should may might must not no yes please thank thanks ok okay oh hello hi what how ' +
    'when where which who why very too just also then well about some any all one would like want'
  ).split(' '),
);

const contentWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w));

function valueOf(answer: string): string {
  const m =
    /(£|\$|€)\s?\d+(?:[.,]\d+)?|\d+(?:[.:]\d+)?\s?(?:pounds?|pence|euros?|dollars?|minutes?|hours?|days?|weeks?|months?|years?|per cent|percent|%|am|pm|a\.m\.|p\.m\.|o'clock)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred)\b[^.,!?]*/i.exec(
      answer,
    );
  if (m) return m[0].trim();
  const words = contentWords(answer);
  return words.at(-1) ?? answer;
}

export function draftScene(lesson: LessonFile): Scene {
  const partnerId = lesson.lines[0]!.speaker;
  const learnerId = lesson.speakers.find((s) => s.id !== partnerId)?.id ?? 'learner';
  const nameOf = (id: string) => lesson.speakers.find((s) => s.id === id)?.name ?? id;
  const facts: Scene['facts'] = [];
  const moves: Scene['moves'] = [];
  const lines = lesson.lines;
  // The words used least in the scene say most about which line is meant.
  const counts = new Map<string, number>();
  for (const l of lines) for (const w of contentWords(l.text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const keyWords = (text: string, n: number) =>
    [...new Set(contentWords(text))].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0)).slice(0, n);

  lines.forEach((line, i) => {
    if (line.speaker !== learnerId || !line.text.trim().endsWith('?')) return;
    const answer = lines.slice(i + 1).find((l) => l.speaker === partnerId);
    const words = keyWords(line.text.split(/(?<=[.!])\s+/).at(-1)!, 2);
    if (!answer || !words.length) return;
    const value = valueOf(answer.text);
    facts.push({
      id: `fact-${facts.length + 1}`,
      about: words.map((w) => [w]),
      answer: [answer.text.includes(value) ? answer.text : `${answer.text} ${value}`],
      value,
      ask: [line.text.split(/(?<=[.!])\s+/).at(-1)!],
    });
  });

  const partnerIdx = lines.map((l, i) => (l.speaker === partnerId ? i : -1)).filter((i) => i >= 0);
  partnerIdx.forEach((pi, k) => {
    const reply = lines.slice(pi + 1).find((l) => l.speaker === learnerId);
    const nextPartner = partnerIdx[k + 1];
    const kind = k === 0 ? 'greeting' : k === partnerIdx.length - 1 ? 'closing' : 'request';
    const move: Scene['moves'][number] = {
      id: `m${k + 1}`,
      kind: MOVE_KINDS.includes(kind) ? kind : 'request',
      say: [lines[pi]!.text],
      intents: [],
    };
    if (reply && nextPartner !== undefined) {
      const words = keyWords(reply.text, 2);
      if (words.length)
        move.intents.push({
          id: `i${k + 1}`,
          ideas: words.map((w) => [w]),
          reply: [lines[nextPartner]!.text],
          next: `m${k + 2}`,
          example: reply.text,
        });
    }
    moves.push(move);
  });

  const steer: Scene['steer'] = {};
  for (const word of lesson.targetWords) {
    const re = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w*`, 'i');
    const own = lines.filter((l) => l.speaker === learnerId && re.test(l.text)).map((l) => l.text);
    steer[word] = own.length ? own.slice(0, 3) : [`TODO: a line of ${nameOf(learnerId)} with "${word}".`];
  }
  const todo = (name: string) => ({ en: name, uk: `TODO ${name}`, pl: `TODO ${name}` });
  return {
    slug: lesson.slug,
    topic: lesson.name,
    partner: {
      name: nameOf(partnerId),
      role: todo(nameOf(partnerId)),
      goal: `TODO: ${nameOf(partnerId)}'s goal.`,
    },
    learner: { name: nameOf(learnerId), role: todo(nameOf(learnerId)) },
    opening: [lines[0]!.text],
    facts,
    moves,
    steer,
    closing: [lines.filter((l) => l.speaker === partnerId).at(-1)!.text],
  };
}
