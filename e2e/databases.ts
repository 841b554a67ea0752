/**
 * Which browser test files run on which database (decision 089). `npm test` runs the browser tests once per
 * database side by side, and a browser test keeps both cores busy, so running every file twice cost half the
 * suite. What a page does is the same on either database; what differs — the SQL, transactions, locks,
 * LISTEN/NOTIFY — runs on both in the server tests. So each file runs on one database, the two halves about
 * equal in time, and the files whose pages lean on what differs (the realtime chat, payments and their
 * races) run on both. A file not listed runs on both: a new file is never left out.
 */
export const BROWSER_DATABASES: Record<string, 'pglite' | 'postgres' | 'both'> = {
  // what differs by database: realtime delivery, payment transactions and row locks
  'tests/chats.test.ts': 'both',
  'tests/payments.test.ts': 'both',
  'tests/payments-admin.test.ts': 'both',
  // the rest, split so that the two runs take about as long (seconds on the quiet machine, 2026-12-05)
  'tests/player.test.ts': 'pglite', // 75
  'tests/parent-pages.test.ts': 'pglite', // 41
  'tests/parent.test.ts': 'pglite', // 31
  'tests/moderation.test.ts': 'pglite', // 22
  'tests/partners.test.ts': 'pglite', // 19
  'tests/explore-menus.test.ts': 'pglite', // 18
  'tests/accounts.test.ts': 'pglite', // 17
  'tests/partner-trust.test.ts': 'pglite', // 12
  'tests/children.test.ts': 'pglite', // 9
  'tests/csp.test.ts': 'pglite', // 5
  'tests/panel-width.test.ts': 'postgres', // 58
  'tests/bilingual.test.ts': 'postgres', // 40
  'tests/narration.test.ts': 'postgres', // 33
  'tests/playlist-share.test.ts': 'postgres', // 31
  'tests/parent-voice.test.ts': 'postgres', // 30
  'tests/partner-share.test.ts': 'postgres', // 19
  'tests/phone-details.test.ts': 'postgres', // 18
  'tests/feed-story.test.ts': 'postgres', // 12
};

/** The browser test files a run on `database` leaves to the other run (none when no run is named). */
export function leftToTheOtherDatabase(database = process.env.TT_DATABASE_RUN): string[] {
  if (database !== 'pglite' && database !== 'postgres') return [];
  return Object.entries(BROWSER_DATABASES)
    .filter(([, runsOn]) => runsOn !== 'both' && runsOn !== database)
    .map(([file]) => file);
}
