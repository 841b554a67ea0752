/**
 * The date a sync answer hands back as the client's next `since` (decision 076). Every change
 * stamped at or after it must still be unseen-or-reported, so it may not pass a change whose
 * transaction began before it and commits after the read: such transactions are waited for (the
 * same idea as the real-time hub's gaps, decision 068), and one that outlasts the patience holds
 * the date back to its start instead — a change may then be sent twice, never skipped.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseNow, type Db } from '../../db/client.js';
import * as repo from './repository.js';

/** How often the open transactions are looked at again while one that began before the date runs. */
const LOOK_AGAIN_MS = 15;
/** Writers of synced rows commit within milliseconds; a longer one is likely unrelated. */
export const OPEN_TRANSACTION_PATIENCE_MS = 3_000;

/**
 * Call before reading the changes: once it resolves, every transaction that began before the date
 * it returns has ended (its rows visible to the reads that follow), or the date is its start.
 */
export async function settledSyncDate(db: Db, patienceMs = OPEN_TRANSACTION_PATIENCE_MS): Promise<Date> {
  const clock = await databaseNow(db);
  const deadline = performance.now() + patienceMs;
  for (;;) {
    const { oldest } = await repo.transactionsOpenSince(db, clock);
    if (!oldest) return clock;
    if (performance.now() >= deadline) return oldest < clock ? oldest : clock;
    await sleep(LOOK_AGAIN_MS);
  }
}
