ALTER TABLE "video_lessons" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD COLUMN "poster" text;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD COLUMN "question_bank" jsonb;--> statement-breakpoint
ALTER TABLE "video_lessons" ADD COLUMN "import_review" jsonb;--> statement-breakpoint
-- Drafts (published = false) are counted nowhere: lesson_counts holds published lessons only.
CREATE OR REPLACE FUNCTION "lesson_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "lesson_counts" ("category_id", "level_id", "n")
			SELECT coalesce("category_id", 0), coalesce("level_id", 0), -count(*) FROM "old_rows" WHERE "published" GROUP BY 1, 2 ORDER BY 1, 2
			ON CONFLICT ("category_id", "level_id") DO UPDATE SET "n" = "lesson_counts"."n" + excluded."n";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "lesson_counts" ("category_id", "level_id", "n")
			SELECT coalesce("category_id", 0), coalesce("level_id", 0), count(*) FROM "new_rows" WHERE "published" GROUP BY 1, 2 ORDER BY 1, 2
			ON CONFLICT ("category_id", "level_id") DO UPDATE SET "n" = "lesson_counts"."n" + excluded."n";
	END IF;
	RETURN NULL;
END $$;
