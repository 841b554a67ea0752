DROP INDEX "chats_kind_last_idx";--> statement-breakpoint
CREATE INDEX "chats_kind_last_idx" ON "chats" USING btree ("kind","last_event_at","id");