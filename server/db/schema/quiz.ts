import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { videoLessons } from './catalogue.ts';

export type QuestionType = 'yes_no' | 'open_ended' | 'word_order';

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => videoLessons.id, { onDelete: 'cascade' }),
    /** Stable key from content/ so seeding is idempotent. */
    slug: text('slug').notNull().unique(),
    questionType: text('question_type').$type<QuestionType>().notNull(),
    text: text('text').notNull(),
    hint: text('hint').notNull().default(''),
    explanation: text('explanation').notNull().default(''),
    templateSegments: jsonb('template_segments').$type<unknown[]>(),
    draggableWords: jsonb('draggable_words').$type<unknown[]>(),
    /** Expected answer(s) and grading data; never sent before answering. */
    answerKey: jsonb('answer_key').$type<object>().notNull(),
    /** Index of the transcript cue that answers the question. */
    cueIndex: integer('cue_index'),
  },
  (t) => [index('questions_lesson_type_idx').on(t.lessonId, t.questionType)],
);

export const testAttempts = pgTable(
  'test_attempts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => videoLessons.id, { onDelete: 'cascade' }),
    /** Attempts started; the latest one (number `used`) is the open one while it has answers left. */
    used: integer('used').notNull().default(0),
    /** Questions answered in the latest attempt; at QUESTIONS_PER_TEST the attempt is closed. */
    answered: integer('answered').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_attempts_unique').on(t.userId, t.lessonId)],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The attempt (1 or 2) of the learner on the question's lesson; null for rows from before attempts. */
    attempt: integer('attempt'),
    textAnswer: text('text_answer').notNull(),
    status: text('status').$type<'RIGHT' | 'PARTIAL' | 'WRONG'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_answers_user_idx').on(t.userId),
    /** Each question is answered once per attempt. */
    uniqueIndex('question_answers_attempt_unique').on(t.userId, t.questionId, t.attempt),
  ],
);
