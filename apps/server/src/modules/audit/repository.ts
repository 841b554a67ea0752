/** The audit module's SQL: the staff_audit rows. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffAudit, type StaffAuditRow } from '../../db/schema.js';

export type { StaffAuditRow };

export async function insertEntry(db: Db, entry: typeof staffAudit.$inferInsert): Promise<void> {
  await db.insert(staffAudit).values(entry);
}

/** The newest first, at most `limit`. */
export async function entriesFor(db: Db, subject: string, limit: number): Promise<StaffAuditRow[]> {
  return db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.subject, subject))
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(limit);
}
