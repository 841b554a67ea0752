/**
 * Test files that always use one database whatever DATABASE_URL says. `npm test` (scripts/test.ts)
 * runs the suite once per database and sets TT_DATABASE_RUN; a file pinned to the other database is
 * left out of that run, since it would only run again on its own database.
 */
const pinned = {
  postgres: [
    'test/chat/crash-delivery.test.ts',
    'test/chat/realtime-gaps.test.ts',
    'test/chat/two-processes.test.ts',
    'test/transport/database-faults.test.ts',
    'test/transport/drain-behind-nginx.test.ts',
    'test/transport/hung-behind-haproxy.test.ts',
  ],
  pglite: ['test/transport/pglite-faults.test.ts'],
};

/** The files the current database run leaves to the other one. */
export function pinnedElsewhere(run = process.env.TT_DATABASE_RUN): string[] {
  if (run === 'pglite') return pinned.postgres;
  if (run === 'postgres') return pinned.pglite;
  return [];
}
