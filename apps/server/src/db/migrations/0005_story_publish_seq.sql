CREATE SEQUENCE "public"."story_publish_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "publish_seq" bigint;--> statement-breakpoint
CREATE INDEX "stories_feed_idx" ON "stories" USING btree ("locale","publish_seq");--> statement-breakpoint
-- Stories published so far keep the order they were published in.
UPDATE "stories" s SET "publish_seq" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "published_at", "id") AS n FROM "stories" WHERE "status" = 'published') o WHERE s."id" = o."id";--> statement-breakpoint
SELECT setval('story_publish_seq', (SELECT coalesce(max("publish_seq"), 0) + 1 FROM "stories"), false);--> statement-breakpoint
-- A bot read marker held the newest story id read; it now holds a publish seq.
UPDATE "read_markers" m SET "event_id" = coalesce((SELECT max("publish_seq") FROM "stories" WHERE "id" <= m."event_id" AND "status" = 'published'), 0) WHERE m."room" = 'bot';
