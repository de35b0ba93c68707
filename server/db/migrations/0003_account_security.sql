CREATE TABLE "authenticators" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "authenticators" ADD CONSTRAINT "authenticators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_addresses" ADD CONSTRAINT "email_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authenticators_user_type_unique" ON "authenticators" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "email_addresses_user_email_unique" ON "email_addresses" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_addresses_verified_unique" ON "email_addresses" USING btree (lower("email")) WHERE "email_addresses"."verified";--> statement-breakpoint
CREATE INDEX "email_addresses_email_idx" ON "email_addresses" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_unique" ON "sessions" USING btree ("id");--> statement-breakpoint
-- Every existing learner's address becomes their primary email_addresses row.
INSERT INTO "email_addresses" ("user_id", "email", "verified", "primary")
	SELECT "id", lower("email"), "email_verified", true FROM "users";
--> statement-breakpoint
-- A learner created by any path (signup, seeds, tests, tools) gets the row of their primary address.
CREATE FUNCTION "users_primary_address"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "email_addresses" ("user_id", "email", "verified", "primary")
		VALUES (NEW."id", lower(NEW."email"), NEW."email_verified", true)
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_primary_address" AFTER INSERT ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_primary_address"();
