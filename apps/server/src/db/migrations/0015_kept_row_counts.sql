CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "chats_kind_last_idx";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","id") WHERE read_at is null and hidden_at is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "chats_kind_last_idx" ON "chats" USING btree ("kind","last_event_at","id");--> statement-breakpoint
-- row_counts (decision 040): the unsearched counts of the staff lists, kept by the database per
-- statement (a bulk insert adds its rows' count once), so no list counts every user. Then filled once.
CREATE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'chats' THEN
    INSERT INTO row_counts AS c (name, n)
      SELECT 'chats:' || kind, count(*) * (CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END) FROM changed GROUP BY kind
      ON CONFLICT (name) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO row_counts AS c (name, n)
      SELECT TG_TABLE_NAME, count(*) * (CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END) FROM changed HAVING count(*) > 0
      ON CONFLICT (name) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER row_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_insert AFTER INSERT ON story_tasks REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_delete AFTER DELETE ON story_tasks REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_insert AFTER INSERT ON chats REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
CREATE TRIGGER row_counts_delete AFTER DELETE ON chats REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_add();
--> statement-breakpoint
INSERT INTO row_counts (name, n)
  SELECT 'users', count(*) FROM users
  UNION ALL SELECT 'story_tasks', count(*) FROM story_tasks
  UNION ALL SELECT 'chats:' || kind, count(*) FROM chats GROUP BY kind
  ON CONFLICT (name) DO UPDATE SET n = EXCLUDED.n;
