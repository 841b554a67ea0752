CREATE TABLE "referral_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_events_code_idx" ON "referral_events" USING btree ("code_id","at");