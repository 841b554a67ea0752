-- notification_counts (decision 040): kept by the database on every insert, update and delete of a
-- notification, so notifications/list reads the counts instead of counting. Then filled once.
CREATE FUNCTION notification_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.hidden_at IS NULL THEN
    UPDATE notification_counts
      SET visible = visible - 1, unread = unread - (CASE WHEN OLD.read_at IS NULL THEN 1 ELSE 0 END)
      WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.hidden_at IS NULL THEN
    INSERT INTO notification_counts AS c (user_id, visible, unread)
      VALUES (NEW.user_id, 1, CASE WHEN NEW.read_at IS NULL THEN 1 ELSE 0 END)
      ON CONFLICT (user_id) DO UPDATE
      SET visible = c.visible + 1, unread = c.unread + (CASE WHEN NEW.read_at IS NULL THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notification_counts_keep AFTER INSERT OR DELETE OR UPDATE OF user_id, read_at, hidden_at
  ON notifications FOR EACH ROW EXECUTE FUNCTION notification_counts_keep();
--> statement-breakpoint
INSERT INTO notification_counts (user_id, visible, unread)
  SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL)
  FROM notifications WHERE hidden_at IS NULL GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET visible = EXCLUDED.visible, unread = EXCLUDED.unread;
