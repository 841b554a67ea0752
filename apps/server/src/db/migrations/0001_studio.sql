CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"task_uid" text NOT NULL,
	"locale" text NOT NULL,
	"age_cluster" text NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "stories_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "story_tasks" (
	"uid" text PRIMARY KEY NOT NULL,
	"purpose" jsonb NOT NULL,
	"workflow" jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"results" jsonb NOT NULL,
	"seed" integer NOT NULL,
	"news_date" date NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"story_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stories_cohort_idx" ON "stories" USING btree ("locale","age_cluster","status","date");--> statement-breakpoint
CREATE INDEX "story_tasks_created_idx" ON "story_tasks" USING btree ("created_at");