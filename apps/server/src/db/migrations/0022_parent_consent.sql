ALTER TABLE "users" ADD COLUMN "parent_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_consent_notice" text;