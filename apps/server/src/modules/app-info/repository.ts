/** The plans app info lists. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans } from '../../db/schema.js';

export const listPlans = (db: Db) => db.select().from(plans).orderBy(asc(plans.id));
