-- Issue 16. Answers belong to an attempt (question_answers.attempt, once per question and attempt);
-- test_attempts.answered closes an attempt after five answers (attempts begun before this change
-- are closed); a dialogue counts once per learner and lesson (older repeats are removed, the
-- first completion is kept).
DROP INDEX "dialogue_completions_session_unique";--> statement-breakpoint
DELETE FROM "dialogue_completions" d USING "dialogue_completions" e
	WHERE d."user_id" = e."user_id" AND d."lesson_id" = e."lesson_id" AND d."id" > e."id";--> statement-breakpoint
ALTER TABLE "question_answers" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "answered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "test_attempts" SET "answered" = 5;--> statement-breakpoint
CREATE UNIQUE INDEX "dialogue_completions_lesson_unique" ON "dialogue_completions" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_attempt_unique" ON "question_answers" USING btree ("user_id","question_id","attempt");
