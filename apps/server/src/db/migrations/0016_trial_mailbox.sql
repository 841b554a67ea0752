ALTER TABLE "trials_given" ADD COLUMN "mailbox" text;--> statement-breakpoint
-- decision 046: the trials already given are keyed by their mailbox (as payments/mailbox.ts spells it:
-- lower case, no +tag, Gmail without dots and googlemail as gmail), the earliest one where several share one
UPDATE "trials_given" AS t SET "mailbox" = m.mailbox FROM (
  SELECT DISTINCT ON (mailbox) user_id, mailbox FROM (
    SELECT g.user_id, g.given_at,
      CASE WHEN p.domain IN ('gmail.com', 'googlemail.com')
        THEN replace(split_part(p.local, '+', 1), '.', '') || '@gmail.com'
        ELSE split_part(p.local, '+', 1) || '@' || p.domain END AS mailbox
    FROM "trials_given" g
    JOIN "users" u ON u.id = g.user_id
    CROSS JOIN LATERAL (
      SELECT substring(lower(trim(u.email)) from '^(.*)@[^@]*$') AS local,
             substring(lower(trim(u.email)) from '@([^@]*)$') AS domain
    ) p
    WHERE p.local IS NOT NULL
  ) x ORDER BY mailbox, given_at, user_id
) m WHERE t.user_id = m.user_id;--> statement-breakpoint
CREATE UNIQUE INDEX "trials_given_mailbox_idx" ON "trials_given" USING btree ("mailbox");
