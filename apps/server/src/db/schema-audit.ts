/**
 * The staff's audit log (issue 25 point 9): who did what to whom, when, with the state before and after.
 * Written by the modules whose actions it records, read in the partner modal and the task dialog.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-core.js';

export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    /** The staff member; null once their account is gone. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done: typeChange, verify, unverify, reject, remake, … */
    action: text('action').notNull(),
    /** Whom or what it was done to: `user:<id>`, `task:<uid>`, … */
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_subject_idx').on(t.subject, t.createdAt)],
);
export type StaffAuditRow = typeof staffAudit.$inferSelect;
