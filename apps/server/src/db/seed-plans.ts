/** The subscription plans every installation has (consumer §3 Plan): created once when missing. */
import { sql } from 'drizzle-orm';
import { DEFAULT_PLAN } from '@tt/contract';
import type { Db } from './client.js';
import { plans } from './schema.js';

export async function ensurePlans(db: Db): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(plans)) as [{ count: number }];
  if (count > 0) return;
  await db.insert(plans).values([
    {
      name: DEFAULT_PLAN.name,
      description: DEFAULT_PLAN.description,
      usertypes: [0, 4],
      price: [
        { p: 31, rub: 299 },
        { p: 365, rub: 2490 },
      ],
      promo: true,
    },
  ]);
}
