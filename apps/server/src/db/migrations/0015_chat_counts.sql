CREATE TABLE "chat_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"chats" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","id") WHERE read_at is null and hidden_at is null;--> statement-breakpoint
-- chat_counts (decision 040): kept by the database on every insert and delete of a chat, so the
-- support inbox reads its count instead of counting every user's support chat. Then filled once.
CREATE FUNCTION chat_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE chat_counts SET chats = chats - 1 WHERE kind = OLD.kind;
  ELSE
    INSERT INTO chat_counts AS c (kind, chats) VALUES (NEW.kind, 1)
      ON CONFLICT (kind) DO UPDATE SET chats = c.chats + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER chat_counts_keep AFTER INSERT OR DELETE ON chats FOR EACH ROW EXECUTE FUNCTION chat_counts_keep();
--> statement-breakpoint
INSERT INTO chat_counts (kind, chats) SELECT kind, count(*) FROM chats GROUP BY kind
  ON CONFLICT (kind) DO UPDATE SET chats = EXCLUDED.chats;
