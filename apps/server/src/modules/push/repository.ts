/** Push registrations (browsers and devices that asked for pushes). */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushRegistrations, users } from '../../db/schema.js';
import { inCohort, type Cohort } from '../../db/cohort.js';

export type Registration = typeof pushRegistrations.$inferSelect;

export const webRegistrationsOf = (db: Db, userIds: number[]): Promise<Registration[]> =>
  db
    .select()
    .from(pushRegistrations)
    .where(and(inArray(pushRegistrations.userId, userIds), eq(pushRegistrations.device, 'web')));

/** One batch of the cohort's web registrations after the given id, selected in the database. */
export async function cohortRegistrationsAfter(
  db: Db,
  cohort: Cohort,
  everyAge: boolean,
  after: number,
  limit: number,
): Promise<Registration[]> {
  const rows = await db
    .select({ registration: pushRegistrations })
    .from(pushRegistrations)
    .innerJoin(users, eq(users.id, pushRegistrations.userId))
    .where(and(eq(pushRegistrations.device, 'web'), gt(pushRegistrations.id, after), inCohort(cohort, everyAge)))
    .orderBy(asc(pushRegistrations.id))
    .limit(limit);
  return rows.map((r) => r.registration);
}

export async function findRegistration(db: Db, id: number): Promise<Registration | null> {
  const rows = await db.select().from(pushRegistrations).where(eq(pushRegistrations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function deleteRegistration(db: Db, id: number): Promise<void> {
  await db.delete(pushRegistrations).where(eq(pushRegistrations.id, id));
}

/** A token registered again moves to the user who registered it last. */
export async function saveRegistration(
  db: Db,
  reg: { userId: number; device: string; appid: string; token: string },
): Promise<void> {
  await db
    .insert(pushRegistrations)
    .values(reg)
    .onConflictDoUpdate({
      target: pushRegistrations.token,
      set: { userId: reg.userId, device: reg.device, appid: reg.appid },
    });
}
