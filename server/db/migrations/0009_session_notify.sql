-- Every change to a session row, and to a learner's row, is announced on the channel "session_changed"
-- when it commits: 's:<key hash>' for a session updated or deleted (logout, a password change or reset,
-- a session ended from the account page, expired sessions swept, any code path), 'u:<id>' for a user
-- updated or deleted, '*' for a truncate. Each server's session cache (server/auth/session-cache.ts)
-- drops what it holds for them. Bookkeeping columns that the session check does not read
-- (last_login; last_seen / ip / user agent if a session keeps them) do not notify, so touching them on
-- each request does not empty the cache.
CREATE FUNCTION "session_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ignored text[] := ARRAY['last_login', 'last_seen', 'last_seen_at', 'ip', 'user_agent', 'updated_at'];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('session_changed', '*');
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) THEN
		RETURN NULL;
	END IF;
	IF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('session_changed', 'u:' || OLD.id);
	ELSE
		PERFORM pg_notify('session_changed', 's:' || OLD.key_hash);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_session_changed" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_session_truncated" AFTER TRUNCATE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_session_truncated" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "session_changed_notify"();
