/**
 * Several server processes may start at once on one PostgreSQL (docs/deployment.md). What each does
 * once at start against the shared schema — our migrations; pg-boss creating its schema, queues and
 * schedules, none of which it locks itself — runs under this advisory lock, so one process does it
 * while the others wait and then find it done.
 */
import type pg from 'pg';

/** The advisory lock key ("ttmigrat" in ASCII). */
const START_LOCK = '8391452305172619636';

/** Takes the lock on a connection of its own; the returned function releases it (safe to call twice). */
export async function holdStartLock(pool: pg.Pool): Promise<() => Promise<void>> {
  const locker = await pool.connect();
  try {
    await locker.query('select pg_advisory_lock($1)', [START_LOCK]);
  } catch (err) {
    locker.release();
    throw err;
  }
  let held = true;
  return async () => {
    if (!held) return;
    held = false;
    await locker.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
    locker.release();
  };
}

export async function withStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const release = await holdStartLock(pool);
  try {
    return await work();
  } finally {
    await release();
  }
}
