import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, serialId, stampedNow } from './columns.ts';
import { learnerId, learnerLesson, lessonId } from './refs.ts';

export type QuestionType = 'yes_no' | 'open_ended' | 'word_order';

export const questions = pgTable(
  'questions',
  {
    id: serialId(),
    lessonId: lessonId(),
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
    ...learnerLesson(),
    /** Attempts started; the latest one (number `used`) is the open one while it has answers left. */
    used: integer('used').notNull().default(0),
    /** Questions answered in the latest attempt; at QUESTIONS_PER_TEST the attempt is closed. */
    answered: integer('answered').notNull().default(0),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [uniqueIndex('test_attempts_unique').on(t.userId, t.lessonId)],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serialId(),
    userId: learnerId(),
    questionId: cascadeRef('question_id', () => questions.id),
    /** The attempt (1 or 2) of the learner on the question's lesson; null for rows from before attempts. */
    attempt: integer('attempt'),
    textAnswer: text('text_answer').notNull(),
    status: text('status').$type<'RIGHT' | 'PARTIAL' | 'WRONG'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('question_answers_user_idx').on(t.userId),
    /** Each question is answered once per attempt. */
    uniqueIndex('question_answers_attempt_unique').on(t.userId, t.questionId, t.attempt),
  ],
);
