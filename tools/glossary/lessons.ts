/**
 * Lemmas of the demo lesson transcripts (content/lessons/*.json), read with the glossary's
 * lemmatiser. Proper names (speakers, places) are set apart: they need no glossary entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lemmatise, PROPER_WORDS, type LemmaToken } from '../../server/language/lemmas.ts';

interface LessonScript {
  slug: string;
  speakers?: { name?: string }[];
  lines?: { text?: string }[];
}

export interface LessonWord extends LemmaToken {
  lesson: string;
}

export interface LessonLemmas {
  lessons: number;
  /** Words that need a glossary entry, in transcript order. */
  words: LessonWord[];
  /** Words taken for proper names. */
  names: LessonWord[];
}

export const lessonsDir = path.resolve('content/lessons');

export function readLessons(dir = lessonsDir): LessonScript[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const script = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as LessonScript;
      return { ...script, slug: script.slug ?? f.replace(/\.json$/, '') };
    });
}

/**
 * A word is a name when the tagger says so mid-sentence, when it is a speaker's name, or when it
 * starts a sentence and the same word is written with a capital mid-sentence somewhere in the lessons;
 * days, months, languages and nationalities (PROPER_WORDS) are never names.
 * `isKnown` lets a word the glossary has win over the tagger ("Check" at a sentence start).
 */
export function lessonLemmas(
  isKnown: (lemma: string) => boolean = () => false,
  dir = lessonsDir,
): LessonLemmas {
  const scripts = readLessons(dir);
  const speakerNames = new Set<string>();
  const tokens: LessonWord[] = [];
  for (const script of scripts) {
    for (const speaker of script.speakers ?? []) {
      for (const part of (speaker.name ?? '').split(/\s+/)) if (part) speakerNames.add(part.toLowerCase());
    }
    for (const line of script.lines ?? []) {
      for (const token of lemmatise(line.text ?? '')) tokens.push({ ...token, lesson: script.slug });
    }
  }
  const capitalisedMidSentence = new Set(
    tokens.filter((t) => !t.sentenceStart && /^[A-Z]/.test(t.text)).map((t) => t.text.toLowerCase()),
  );
  const words: LessonWord[] = [];
  const names: LessonWord[] = [];
  for (const token of tokens) {
    const lower = token.text.toLowerCase();
    const capitalised = /^[A-Z]/.test(token.text) && token.lemma !== 'i';
    const name =
      capitalised &&
      !isKnown(token.lemma) &&
      !PROPER_WORDS.has(lower) &&
      (token.pos === 'name' || speakerNames.has(lower) || capitalisedMidSentence.has(lower));
    (name ? names : words).push(token);
  }
  return { lessons: scripts.length, words, names };
}
