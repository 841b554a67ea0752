CREATE TABLE "partner_notice_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sales" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_notice_settings" ADD CONSTRAINT "partner_notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;