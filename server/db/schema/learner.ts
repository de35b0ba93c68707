import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { videoLessons } from './catalogue.ts';
import { createdAt, serialId, stampedNow } from './columns.ts';
import { learnerId, learnerLesson } from './refs.ts';

export const favorites = pgTable(
  'favorites',
  {
    id: serialId(),
    ...learnerLesson(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_lesson_unique').on(t.userId, t.lessonId)],
);

/** One row per learner, lesson and step done (video, words, test, dialogue). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    ...learnerLesson(),
    step: text('step').notNull(),
    doneAt: stampedNow('done_at'),
  },
  (t) => [
    uniqueIndex('lesson_progress_unique').on(t.userId, t.lessonId, t.step),
    index('lesson_progress_user_idx').on(t.userId),
  ],
);

/** The dictionary words the engine knows (lemma + part of speech); `entry` in SPEC. */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: serialId(),
    lemma: text('lemma').notNull(),
    pos: text('pos').notNull(),
  },
  (t) => [uniqueIndex('dictionary_entries_lemma_pos_unique').on(t.lemma, t.pos)],
);

export const studentVocabulary = pgTable(
  'student_vocabulary',
  {
    id: serialId(),
    userId: learnerId(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => dictionaryEntries.id),
    lessonId: integer('lesson_id').references(() => videoLessons.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    translation: text('translation').notNull(),
    language: text('language').notNull().default('uk'),
    /** The form the learner clicked ("booked" for book), '' when saved without one. */
    form: text('form').notNull().default(''),
    /** The sense the learner saw in the popup (its translation), '' when none was named. */
    sense: text('sense').notNull().default(''),
    /** The sentence the word was clicked in, '' when none. */
    sentence: text('sentence').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_vocabulary_user_entry_unique').on(t.userId, t.entryId),
    index('student_vocabulary_lesson_idx').on(t.userId, t.lessonId),
  ],
);

export const dialogueCompletions = pgTable(
  'dialogue_completions',
  {
    id: serialId(),
    ...learnerLesson(),
    /** Client-generated id of the dialogue session that first completed the lesson's dialogue. */
    sessionId: text('session_id').notNull(),
    wordsUsed: jsonb('words_used').$type<string[]>().notNull(),
    exchanges: integer('exchanges').notNull(),
    seconds: integer('seconds').notNull(),
    createdAt: createdAt(),
  },
  /** A dialogue counts once per learner and lesson, whatever session ids the client sends. */
  (t) => [uniqueIndex('dialogue_completions_lesson_unique').on(t.userId, t.lessonId)],
);
