CREATE TABLE "activity_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"component" text,
	"link" text,
	"search" text,
	"action" text,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector(case when locale = 'ru' then 'russian'::regconfig else 'english'::regconfig end, coalesce(title, '') || ' ' || coalesce(data->>'content', ''))) STORED;--> statement-breakpoint
ALTER TABLE "activity_history" ADD CONSTRAINT "activity_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_history_item_idx" ON "activity_history" USING btree ("user_id","type","key");--> statement-breakpoint
CREATE INDEX "activity_history_user_idx" ON "activity_history" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "stories_search_idx" ON "stories" USING gin ("search");--> statement-breakpoint
-- decision 028: ordinary users get feature news (the story chat in their menu); existing accounts too
UPDATE "users" SET "features" = array_append("features", 'news') WHERE "type" = 0 AND NOT ('news' = ANY("features"));
