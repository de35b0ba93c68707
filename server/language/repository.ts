import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { VocabularyWord } from '../../src/api-contract/language.ts';
import { dictionaryEntries, lessonProgress, studentVocabulary, videoLessons } from '../db/schema/index.ts';

/** The sentences of a lesson a word is read in: split phrases, else cue texts, else the transcript. */
export async function lessonSentences(db: Db, lessonId: number): Promise<string[] | null> {
  const [lesson] = await db
    .select({
      split: videoLessons.splitTranscription,
      cues: videoLessons.cues,
      transcription: videoLessons.transcription,
    })
    .from(videoLessons)
    .where(eq(videoLessons.id, lessonId))
    .limit(1);
  if (!lesson) return null;
  if (lesson.split.length) return lesson.split;
  if (lesson.cues.length) return lesson.cues.map((c) => c.text);
  return lesson.transcription.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
}

export async function lessonExists(db: Db, lessonId: number): Promise<boolean> {
  const rows = await db
    .select({ id: videoLessons.id })
    .from(videoLessons)
    .where(eq(videoLessons.id, lessonId));
  return rows.length > 0;
}

/** The dictionary entry of (lemma, type), made on first use; safe when two requests race. */
export async function dictionaryEntryId(db: Db, lemma: string, pos: string): Promise<number> {
  const [created] = await db
    .insert(dictionaryEntries)
    .values({ lemma, pos })
    .onConflictDoNothing()
    .returning({ id: dictionaryEntries.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: dictionaryEntries.id })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.lemma, lemma), eq(dictionaryEntries.pos, pos)));
  return existing!.id;
}

export async function dictionaryEntry(db: Db, id: number) {
  const [entry] = await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, id));
  return entry;
}

const vocabularyColumns = {
  id: studentVocabulary.id,
  entry: studentVocabulary.entryId,
  text: studentVocabulary.text,
  translation: studentVocabulary.translation,
  form: studentVocabulary.form,
  sense: studentVocabulary.sense,
  sentence: studentVocabulary.sentence,
};

export type { VocabularyWord };

/** One page of a learner's saved words, oldest first, optionally of one lesson. */
export async function vocabularyPage(
  db: Db,
  userId: number,
  opts: { lessonId?: number; offset: number; limit: number },
) {
  const where = and(
    eq(studentVocabulary.userId, userId),
    opts.lessonId === undefined ? undefined : eq(studentVocabulary.lessonId, opts.lessonId),
  );
  const [total] = await db.select({ n: count() }).from(studentVocabulary).where(where);
  const results = await db
    .select(vocabularyColumns)
    .from(studentVocabulary)
    .where(where)
    .orderBy(asc(studentVocabulary.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { count: Number(total?.n ?? 0), results };
}

/**
 * Saves a word to the learner's vocabulary once (idempotent per learner and entry). The first
 * word saved from a lesson also marks its 'words' step done.
 */
export async function saveWord(
  db: Db,
  row: {
    userId: number;
    entryId: number;
    lessonId: number | null;
    text: string;
    translation: string;
    language: string;
    form?: string;
    sense?: string;
    sentence?: string;
  },
): Promise<{ created: boolean; word: VocabularyWord }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(studentVocabulary)
      .values(row)
      .onConflictDoNothing()
      .returning(vocabularyColumns);
    if (created && row.lessonId !== null) {
      await tx
        .insert(lessonProgress)
        .values({ userId: row.userId, lessonId: row.lessonId, step: 'words' })
        .onConflictDoNothing();
    }
    if (created) return { created: true, word: created };
    const [existing] = await tx
      .select(vocabularyColumns)
      .from(studentVocabulary)
      .where(and(eq(studentVocabulary.userId, row.userId), eq(studentVocabulary.entryId, row.entryId)));
    return { created: false, word: existing! };
  });
}

/** Deletes one of the learner's own words; false when there is no such word of theirs. */
export async function deleteWord(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(studentVocabulary)
    .where(and(eq(studentVocabulary.id, id), eq(studentVocabulary.userId, userId)))
    .returning({ id: studentVocabulary.id });
  return deleted.length > 0;
}

/**
 * The learner's vocabulary and the dictionary entries it points at, decorated on the instance as
 * `app.languageRepository` (http/repository.ts). The translator reads lessons and entries itself.
 */
export function createLanguageRepository(db: Db) {
  return {
    lessonExists: (lessonId: number) => lessonExists(db, lessonId),
    dictionaryEntry: (id: number) => dictionaryEntry(db, id),
    vocabularyPage: (userId: number, opts: { lessonId?: number; offset: number; limit: number }) =>
      vocabularyPage(db, userId, opts),
    saveWord: (row: Parameters<typeof saveWord>[1]) => saveWord(db, row),
    deleteWord: (userId: number, id: number) => deleteWord(db, userId, id),
  };
}
export type LanguageRepository = ReturnType<typeof createLanguageRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    languageRepository: LanguageRepository;
  }
}
