CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text,
	"birthday" date NOT NULL,
	"locale" text NOT NULL,
	"avatar" text NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_user_idx" ON "children" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "children_chosen_idx" ON "children" USING btree ("user_id") WHERE "children"."chosen";--> statement-breakpoint
-- decision 063: an account's birthday becomes its first child, chosen, so existing accounts stay as they are
INSERT INTO "children" ("uid", "user_id", "name", "birthday", "locale", "avatar", "chosen")
SELECT 'c-' || substr(md5(u.id::text || '-first-child'), 1, 12), u.id, NULL, u.bday, coalesce(u.locale, 'en'), 'star', true
FROM "users" u WHERE u.bday IS NOT NULL;
