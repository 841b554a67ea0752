/** Web Push for a new story selects only the cohort's browsers, in the database, batch by batch. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_CLUSTERS, LOCALES } from '@tt/contract';
import { openDatabase, type Database } from '../../src/db/client.js';
import { pushRegistrations, users } from '../../src/db/schema.js';
import { cohortOf } from '../../src/db/cohort.js';
import { PushSender } from '../../src/modules/push/web-push.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.config);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

/** The day `years` years and `days` days before today (UTC), as the bday column holds it. */
function before(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

describe('Web Push to a cohort', () => {
  it('walks exactly the cohort users’ web registrations, in batches', async () => {
    // birthdays on and around every cluster edge, unknown, in the future, and on 29 February
    const bdays = [
      null,
      before(0),
      before(-1),
      before(3),
      before(4, -1),
      before(4),
      before(5),
      before(6, -1),
      before(6),
      before(9),
      '2020-02-29',
      '2016-02-29',
    ];
    const people = LOCALES.flatMap((locale) =>
      [locale, null, 'de'].flatMap((l) => bdays.map((bday) => ({ locale: l, bday }))),
    );
    const rows = await database.db
      .insert(users)
      .values(people.map((p, i) => ({ email: `p${i}@example.com`, ...p })))
      .returning({ id: users.id, locale: users.locale, bday: users.bday });
    const registrations = await database.db
      .insert(pushRegistrations)
      .values(
        rows.flatMap((u) => [
          { userId: u.id, device: 'web', appid: 'web', token: `web-${u.id}` },
          { userId: u.id, device: 'ios', appid: 'app', token: `ios-${u.id}` },
        ]),
      )
      .returning();
    const owner = new Map(rows.map((u) => [u.id, u]));
    const sender = new PushSender(
      database.db,
      { publicKey: '', privateKey: '', subject: '' },
      { enqueue: async () => {}, timeoutMs: 1000, allowPrivate: false, batchSize: 3 },
    );

    for (const locale of LOCALES) {
      for (const cluster of AGE_CLUSTERS) {
        for (const everyAge of [false, true]) {
          const expected = registrations
            .filter((r) => r.device === 'web')
            .filter((r) => {
              const c = cohortOf(owner.get(r.userId)!);
              return c.locale === locale && (everyAge || c.cluster === cluster);
            })
            .map((r) => r.id);
          const batches: number[][] = [];
          for await (const batch of sender.cohortRegistrations({ locale, cluster }, everyAge))
            batches.push(batch.map((r) => r.id));
          expect(batches.every((b) => b.length <= 3)).toBe(true);
          expect(batches.flat(), `${locale} ${cluster} everyAge=${everyAge}`).toEqual(expected);
          expect(expected.length).toBeGreaterThan(0);
        }
      }
    }
  });
});
