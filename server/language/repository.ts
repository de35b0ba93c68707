import { and, asc, count, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { VocabularyWord } from '../../src/api-contract/language.ts';
import { dictionaryEntries, studentVocabulary, videoLessons } from '../db/schema/index.ts';

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
  // Entries are never changed or deleted (an id is a lemma and a type for good): each is read once.
  let cache = entryCaches.get(db);
  if (!cache) entryCaches.set(db, (cache = new LRUCache({ max: 50_000 })));
  const cached = cache.get(id);
  if (cached) return cached;
  const [entry] = await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, id));
  if (entry) cache.set(id, entry);
  return entry;
}
const entryCaches = new WeakMap<Db, LRUCache<number, typeof dictionaryEntries.$inferSelect>>();

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
/**
 * The save in one round trip, prepared once per connection (issue 18: a transaction of four
 * statements plus a lesson check cost ~1 ms of server CPU a save under load): the word is inserted
 * only if the lesson (when given) exists, the lesson's words step is marked in the same statement,
 * and a word saved before comes back as it is.
 */
function saveWordStatement(db: Db) {
  const param = (name: string, type: 'int' | 'text') => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const user = param('user', 'int');
  const entry = param('entry', 'int');
  const lesson = param('lesson', 'int');
  const target = db.$with('target', { lessonId: sql<number | null>`lesson_id` }).as(
    sql`select ${lesson} as lesson_id
      where ${lesson} is null or exists (select 1 from video_lessons where id = ${lesson})`,
  );
  const inserted = db.$with('inserted', { lessonId: sql<number | null>`lesson_id` }).as(
    sql`insert into student_vocabulary (user_id, entry_id, lesson_id, text, translation, language, form, sense, sentence)
      select ${user}, ${entry}, lesson_id, ${param('text', 'text')}, ${param('translation', 'text')},
        ${param('language', 'text')}, ${param('form', 'text')}, ${param('sense', 'text')}, ${param('sentence', 'text')}
      from target
      on conflict do nothing
      returning id, entry_id, text, translation, form, sense, sentence, lesson_id`,
  );
  const marked = db.$with('marked', { lessonId: sql<number>`lesson_id` }).as(
    sql`insert into lesson_progress (user_id, lesson_id, step)
      select ${user}, lesson_id, 'words' from inserted where lesson_id is not null
      on conflict do nothing returning lesson_id`,
  );
  return db
    .with(target, inserted, marked)
    .select({
      created: sql<boolean>`created`,
      id: sql<number>`id`,
      entry: sql<number>`entry_id`,
      text: sql<string>`text`,
      translation: sql<string>`translation`,
      form: sql<string>`form`,
      sense: sql<string>`sense`,
      sentence: sql<string>`sentence`,
    })
    .from(
      sql`(select true as created, id, entry_id, text, translation, form, sense, sentence from inserted
        union all
        select false, v.id, v.entry_id, v.text, v.translation, v.form, v.sense, v.sentence
          from student_vocabulary v
          where v.user_id = ${user} and v.entry_id = ${entry}
            and exists (select 1 from target) and not exists (select 1 from inserted)) as saved`,
    )
    .prepare('save_word');
}
const saveWordStatements = new WeakMap<Db, ReturnType<typeof saveWordStatement>>();

/**
 * Saves a word once per learner (idempotent) and marks the lesson's words step; null when the
 * lesson given does not exist.
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
): Promise<{ created: boolean; word: VocabularyWord } | null> {
  let statement = saveWordStatements.get(db);
  if (!statement) saveWordStatements.set(db, (statement = saveWordStatement(db)));
  const [saved] = await statement.execute({
    user: row.userId,
    entry: row.entryId,
    lesson: row.lessonId,
    text: row.text,
    translation: row.translation,
    language: row.language,
    form: row.form ?? '',
    sense: row.sense ?? '',
    sentence: row.sentence ?? '',
  });
  if (saved) {
    const { created, ...word } = saved;
    return { created, word };
  }
  // Nothing: no such lesson, or the same word was saved by a request that committed after this
  // statement began (its snapshot could not see the row). Asked again, in that order.
  if (row.lessonId !== null && !(await lessonExists(db, row.lessonId))) return null;
  const [existing] = await db
    .select(vocabularyColumns)
    .from(studentVocabulary)
    .where(and(eq(studentVocabulary.userId, row.userId), eq(studentVocabulary.entryId, row.entryId)));
  return existing ? { created: false, word: existing } : null;
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
