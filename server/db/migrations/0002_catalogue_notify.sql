-- Every change to what an anonymous catalogue page shows (the lessons, the category tree its filter
-- walks, the levels) is announced on the channel "catalogue_changed" when it commits: the servers'
-- caches of whole anonymous pages (server/catalogue/page-cache.ts) drop what they hold.
CREATE FUNCTION "catalogue_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "video_lessons_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "video_lessons"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "video_categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "video_categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "language_levels_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "language_levels"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed_notify"();
