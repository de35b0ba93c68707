CREATE TABLE "qa_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"description" text NOT NULL,
	"page" text NOT NULL,
	"app_version" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"machines" text[] DEFAULT '{}'::text[] NOT NULL,
	"record_count" integer DEFAULT 0 NOT NULL,
	"log_bytes" integer DEFAULT 0 NOT NULL,
	"log" jsonb,
	"state" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "qa_reports" ADD CONSTRAINT "qa_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reports" ADD CONSTRAINT "qa_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_reports_state_created_idx" ON "qa_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "qa_reports_machines_idx" ON "qa_reports" USING gin ("machines");