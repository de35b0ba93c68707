import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { Language } from '../types.ts';
import type { LanguageEngine } from './engine.ts';
import { dictionaryEntryId, lessonSentences } from './repository.ts';
import type { WordReport } from './types.ts';
import { normalizeWord } from './word.ts';

/**
 * The shared engine, imported on first use: its dictionaries and tagger take seconds and ~70 MB,
 * which apps that never translate (most tests) should not pay for.
 */
export function loadEngine(): Promise<LanguageEngine> {
  // The import is made once: a dynamic import() of a loaded module still goes through the module
  // loader (and tsx's loader hooks thread) on every call, ~12% of the server's CPU under the save-word
  // load (issue 18).
  engineLoad ??= import('./engine.ts')
    .then(({ languageEngine }) => languageEngine())
    .catch((err: unknown) => {
      engineLoad = undefined;
      throw err;
    });
  return engineLoad;
}
let engineLoad: Promise<LanguageEngine> | undefined;

/** The translate route's answer for a lesson that does not exist (or a draft, to all but staff). */
export const LESSON_NOT_FOUND = 'Video lesson not found.';

/** How long a lesson's sentences and a word's result are trusted before the lesson is read again. */
const LESSON_TTL_MS = 60_000;
const RESULT_TTL_MS = 10 * 60_000;
/** Dictionary entry ids do not change; kept an hour so the cache has an age bound too. */
const ENTRY_TTL_MS = 60 * 60_000;

export interface TranslationResult extends Omit<WordReport, 'translated' | 'source'> {
  /** The dictionary entry (lemma + type) when the word has a translation, else null. */
  id: number | null;
}

export type TranslateOutcome =
  { ok: true; result: TranslationResult } | { ok: false; status: 400 | 404; detail: string };

/**
 * The translate call's service: lesson sentences, engine reports and dictionary entry ids are
 * cached in memory (LRU) so a warm lookup touches neither the database nor the tagger.
 * One per app instance: entry ids belong to that app's database.
 */
export function createTranslator(db: Db, engine: () => Promise<LanguageEngine> = loadEngine) {
  const lessons = new LRUCache<number, string[]>({ max: 500, ttl: LESSON_TTL_MS });
  const reports = new LRUCache<string, WordReport>({ max: 20_000, ttl: RESULT_TTL_MS });
  const entryIds = new LRUCache<string, number>({ max: 50_000, ttl: ENTRY_TTL_MS });
  /** An entry's translation in a language (what a save without a sense stores): the engine is static. */
  const entryTexts = new LRUCache<string, string>({ max: 20_000, ttl: RESULT_TTL_MS });

  async function sentencesOf(lessonId: number): Promise<string[] | null> {
    const cached = lessons.get(lessonId);
    if (cached) return cached;
    const sentences = await lessonSentences(db, lessonId);
    if (sentences) lessons.set(lessonId, sentences);
    else lessons.delete(lessonId);
    return sentences;
  }

  async function entryIdOf(lemma: string, type: string): Promise<number> {
    const key = `${lemma}\u0000${type}`;
    const cached = entryIds.get(key);
    if (cached !== undefined) return cached;
    const id = await dictionaryEntryId(db, lemma, type);
    entryIds.set(key, id);
    return id;
  }

  return {
    async translate(input: {
      lessonId: number;
      text: string;
      language: Language;
      phrase?: number;
      occurrence?: number;
    }): Promise<TranslateOutcome> {
      const word = normalizeWord(input.text);
      if (!word) return { ok: false, status: 400, detail: 'The text must be a single word.' };
      const sentences = await sentencesOf(input.lessonId);
      if (!sentences) return { ok: false, status: 404, detail: LESSON_NOT_FOUND };
      const key = [input.lessonId, input.phrase ?? '', input.occurrence ?? 1, input.language, word].join(
        '\u0000',
      );
      let cached = reports.get(key);
      if (!cached) {
        cached = (await engine()).report(word, {
          language: input.language,
          sentences,
          phrase: input.phrase,
          occurrence: input.occurrence,
        });
        reports.set(key, cached);
      }
      const { translated, source: _source, ...report } = cached;
      const id = translated ? await entryIdOf(report.lemma, report.type) : null;
      return { ok: true, result: { id, ...report } };
    },
    cacheSizes: () => ({ lessons: lessons.size, reports: reports.size, entryIds: entryIds.size }),
    /** Translation of a saved dictionary entry in the learner's language (no sentence). */
    async translateEntry(lemma: string, type: string, language: Language): Promise<string> {
      const key = `${lemma}\u0000${type}\u0000${language}`;
      let text = entryTexts.get(key);
      if (text === undefined) {
        text = (await engine()).translate(lemma, type as WordReport['type'], language).text;
        entryTexts.set(key, text);
      }
      return text;
    },
  };
}
export type Translator = ReturnType<typeof createTranslator>;
