-- Staff searches by substring (issue 16 §2, decision 040): trigram indexes answer ilike '%…%' without
-- reading every row. pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
-- fastupdate off: rows go straight into the index, never into a pending list whose size makes the
-- planner give up the index (bench -- scale saw a sequential scan of 20,000 tasks with it on).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- the moderation list's search (studio/repository.ts taskSearchText): uid, status and purpose in one text
CREATE INDEX IF NOT EXISTS story_tasks_search_trgm_idx ON story_tasks
  USING gin ((uid || ' ' || status || ' ' || purpose::text) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- the support inbox's search by e-mail: a signed-in owner's or a support-page visitor's
CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS support_visitors_email_trgm_idx ON support_visitors USING gin (email gin_trgm_ops) WITH (fastupdate = off);
