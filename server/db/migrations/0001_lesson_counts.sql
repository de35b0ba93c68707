CREATE TABLE "lesson_counts" (
	"category_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lesson_counts_category_id_level_id_pk" PRIMARY KEY("category_id","level_id")
);
--> statement-breakpoint
-- Kept exact by statement-level triggers on video_lessons (NULL category or level counts under 0).
-- Rows are upserted in key order so concurrent writers lock them in the same order.
CREATE FUNCTION "lesson_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "lesson_counts" ("category_id", "level_id", "n")
			SELECT coalesce("category_id", 0), coalesce("level_id", 0), -count(*) FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
			ON CONFLICT ("category_id", "level_id") DO UPDATE SET "n" = "lesson_counts"."n" + excluded."n";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "lesson_counts" ("category_id", "level_id", "n")
			SELECT coalesce("category_id", 0), coalesce("level_id", 0), count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
			ON CONFLICT ("category_id", "level_id") DO UPDATE SET "n" = "lesson_counts"."n" + excluded."n";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lesson_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "lesson_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_lessons_count_insert" AFTER INSERT ON "video_lessons"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lesson_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "video_lessons_count_update" AFTER UPDATE ON "video_lessons"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lesson_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "video_lessons_count_delete" AFTER DELETE ON "video_lessons"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lesson_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "video_lessons_count_truncate" AFTER TRUNCATE ON "video_lessons"
	FOR EACH STATEMENT EXECUTE FUNCTION "lesson_counts_clear"();
--> statement-breakpoint
INSERT INTO "lesson_counts" ("category_id", "level_id", "n")
	SELECT coalesce("category_id", 0), coalesce("level_id", 0), count(*) FROM "video_lessons" GROUP BY 1, 2;
