ALTER TABLE "partner_info" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "partner_info" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_info" ADD COLUMN "team_change" jsonb;