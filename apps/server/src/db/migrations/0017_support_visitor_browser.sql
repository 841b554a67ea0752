ALTER TABLE "support_visitors" DROP CONSTRAINT "support_visitors_email_unique";--> statement-breakpoint
ALTER TABLE "support_visitors" ADD COLUMN "browser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_visitors" ADD CONSTRAINT "support_visitors_email_browser_unique" UNIQUE("email","browser");