import type { SceneShape } from '../../api-contract/scene.ts';
import type { StaffScene, StaffSceneBody } from '../../api-contract/staff.ts';

/**
 * The scene editor's form (issue 19): the scene with its lists of lines as text, one a line, and
 * its ideas as `alternative | alternative`, one idea a line, so staff edit plain text fields. The
 * conversions both ways and the checks the server makes too, as interface-text keys
 * (staff.json `scene.errors.*`), live here so the machine test and the page share them.
 */
export interface SceneForm {
  topic: string;
  partnerName: string;
  partnerGoal: string;
  partnerRole: { en: string; uk: string; pl: string };
  learnerName: string;
  learnerRole: { en: string; uk: string; pl: string };
  opening: string;
  closing: string;
  targetWords: string[];
  /** Steering lines per target word, in the order of `targetWords`. */
  steer: string[];
  facts: { id: string; value: string; about: string; answer: string; ask: string }[];
  moves: {
    id: string;
    kind: SceneShape['moves'][number]['kind'];
    say: string;
    intents: { id: string; ideas: string; example: string; reply: string; next: string | null }[];
  }[];
}

export type SceneErrorKey =
  | 'required'
  | 'tooLong'
  | 'oneWord'
  | 'duplicateWord'
  | 'steerMissing'
  | 'noSuchMove'
  | 'answerWithoutValue'
  | 'oneLine'
  | 'ideas';
export interface SceneError {
  key: SceneErrorKey;
  params?: Record<string, string | number>;
}

export const toLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const fromLines = (lines: readonly string[]) => lines.join('\n');
const ideasToText = (ideas: readonly (readonly string[])[]) => ideas.map((i) => i.join(' | ')).join('\n');
export const textToIdeas = (text: string) =>
  toLines(text)
    .map((line) =>
      line
        .split('|')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .filter((idea) => idea.length > 0);

export function sceneToForm(answer: Pick<StaffScene, 'scene' | 'target_words'>): SceneForm {
  const { scene } = answer;
  const words = [...answer.target_words];
  while (words.length < 5) words.push('');
  return {
    topic: scene.topic,
    partnerName: scene.partner.name,
    partnerGoal: scene.partner.goal,
    partnerRole: { ...scene.partner.role },
    learnerName: scene.learner.name,
    learnerRole: { ...scene.learner.role },
    opening: fromLines(scene.opening),
    closing: fromLines(scene.closing),
    targetWords: words,
    steer: words.map((w) => fromLines(scene.steer[w] ?? [])),
    facts: scene.facts.map((f) => ({
      id: f.id,
      value: f.value,
      about: ideasToText(f.about),
      answer: fromLines(f.answer),
      ask: fromLines(f.ask),
    })),
    moves: scene.moves.map((m) => ({
      id: m.id,
      kind: m.kind,
      say: fromLines(m.say),
      intents: m.intents.map((i) => ({
        id: i.id,
        ideas: ideasToText(i.ideas),
        example: i.example,
        reply: fromLines(i.reply),
        next: i.next ?? null,
      })),
    })),
  };
}

/** The PUT body for a form (`slug` and anything the form does not show are kept from `base`). */
export function formToBody(form: SceneForm, base: SceneShape): StaffSceneBody {
  const words = form.targetWords.map((w) => w.trim().toLowerCase());
  return {
    target_words: words,
    scene: {
      ...base,
      topic: form.topic.trim(),
      partner: {
        name: form.partnerName.trim(),
        goal: form.partnerGoal.trim(),
        role: {
          en: form.partnerRole.en.trim(),
          uk: form.partnerRole.uk.trim(),
          pl: form.partnerRole.pl.trim(),
        },
      },
      learner: {
        name: form.learnerName.trim(),
        role: {
          en: form.learnerRole.en.trim(),
          uk: form.learnerRole.uk.trim(),
          pl: form.learnerRole.pl.trim(),
        },
      },
      opening: toLines(form.opening),
      closing: toLines(form.closing),
      steer: Object.fromEntries(words.map((w, i) => [w, toLines(form.steer[i] ?? '')])),
      facts: form.facts.map((f) => ({
        id: f.id,
        value: f.value.trim(),
        about: textToIdeas(f.about),
        answer: toLines(f.answer),
        ask: toLines(f.ask),
      })),
      moves: form.moves.map((m) => ({
        id: m.id,
        kind: m.kind,
        say: toLines(m.say),
        intents: m.intents.map((i) => ({
          id: i.id,
          ideas: textToIdeas(i.ideas),
          example: i.example.trim(),
          reply: toLines(i.reply),
          ...(i.next ? { next: i.next } : {}),
        })),
      })),
    },
  };
}

const MAX_TEXT = 400;
const WORD = /^[a-z'-]+$/;

/**
 * What is wrong with a form, by field path (Mantine form's paths: `facts.0.answer`), as text keys:
 * the shape's limits (filled, at most 400 characters, lines where lines are needed) and the rules
 * the server checks across fields (server/staff/scene.ts).
 */
export function validateSceneForm(form: SceneForm): Record<string, SceneError> {
  const errors: Record<string, SceneError> = {};
  const text = (path: string, value: string) => {
    if (!value.trim()) errors[path] = { key: 'required' };
    else if (value.trim().length > MAX_TEXT) errors[path] = { key: 'tooLong', params: { max: MAX_TEXT } };
  };
  const lines = (path: string, value: string) => {
    const all = toLines(value);
    if (!all.length) errors[path] = { key: 'oneLine' };
    else if (all.some((l) => l.length > MAX_TEXT))
      errors[path] = { key: 'tooLong', params: { max: MAX_TEXT } };
  };
  const ideas = (path: string, value: string) => {
    if (!textToIdeas(value).length) errors[path] = { key: 'ideas' };
  };
  text('topic', form.topic);
  text('partnerName', form.partnerName);
  text('partnerGoal', form.partnerGoal);
  text('learnerName', form.learnerName);
  for (const lang of ['en', 'uk', 'pl'] as const) {
    text(`partnerRole.${lang}`, form.partnerRole[lang]);
    text(`learnerRole.${lang}`, form.learnerRole[lang]);
  }
  lines('opening', form.opening);
  lines('closing', form.closing);
  const seen = new Set<string>();
  form.targetWords.forEach((raw, i) => {
    const word = raw.trim().toLowerCase();
    if (!WORD.test(word)) errors[`targetWords.${i}`] = { key: 'oneWord' };
    else if (seen.has(word)) errors[`targetWords.${i}`] = { key: 'duplicateWord', params: { word } };
    seen.add(word);
    if (!toLines(form.steer[i] ?? '').length)
      errors[`steer.${i}`] = { key: 'steerMissing', params: { word: word || '…' } };
  });
  form.facts.forEach((f, i) => {
    text(`facts.${i}.value`, f.value);
    ideas(`facts.${i}.about`, f.about);
    lines(`facts.${i}.answer`, f.answer);
    lines(`facts.${i}.ask`, f.ask);
    const value = f.value.trim().toLowerCase();
    if (value && toLines(f.answer).some((a) => !a.toLowerCase().includes(value)))
      errors[`facts.${i}.answer`] = { key: 'answerWithoutValue', params: { value: f.value.trim() } };
  });
  const ids = new Set(form.moves.map((m) => m.id));
  form.moves.forEach((m, i) => {
    lines(`moves.${i}.say`, m.say);
    m.intents.forEach((intent, j) => {
      const at = `moves.${i}.intents.${j}`;
      ideas(`${at}.ideas`, intent.ideas);
      text(`${at}.example`, intent.example);
      lines(`${at}.reply`, intent.reply);
      if (intent.next && !ids.has(intent.next))
        errors[`${at}.next`] = { key: 'noSuchMove', params: { move: m.id, next: intent.next } };
    });
  });
  return errors;
}

/** How many texts still hold the import's TODO marks (roles in uk/pl, the goal, steering lines). */
export function todoCount(form: SceneForm): number {
  const texts = [
    form.partnerGoal,
    ...Object.values(form.partnerRole),
    ...Object.values(form.learnerRole),
    ...form.steer.flatMap(toLines),
  ];
  return texts.filter((t) => /\bTODO\b/.test(t)).length;
}

/** A new, empty fact with an id the scene does not use yet. */
export function newFact(form: SceneForm): SceneForm['facts'][number] {
  const taken = new Set(form.facts.map((f) => f.id));
  let n = form.facts.length + 1;
  while (taken.has(`fact-${n}`)) n++;
  return { id: `fact-${n}`, value: '', about: '', answer: '', ask: '' };
}
