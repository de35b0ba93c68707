ALTER TABLE "student_vocabulary" ADD COLUMN "form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_vocabulary" ADD COLUMN "sense" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_vocabulary" ADD COLUMN "sentence" text DEFAULT '' NOT NULL;