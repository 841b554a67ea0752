/**
 * Publishing a story to a cohort of 1,000,000 users in PostgreSQL, beside the same publish to a
 * cohort of 1,000 (the baseline): by design both write one story status and one real-time row.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '@tt/server/src/app.js';
import { stories } from '@tt/server/src/db/schema.js';
import { setStoryStatus } from '@tt/server/src/modules/studio/repository.js';
import { createBotFeed } from '@tt/server/src/modules/chat/bot-feed.js';
import { startBenchApp } from '../bench-app.js';
import { fill, type Exec } from '../fill.js';

const addUsers = (app: App, from: number, to: number, chunks = 1) =>
  fill(
    app.context.db.execute.bind(app.context.db) as Exec,
    'users',
    { from, to, chunks },
    (a, b) =>
      sql`insert into users (email, locale) select 'm-' || i || '@bench.local', 'en' from generate_series(${a}::int, ${b}::int) i`,
  );

async function publishOnce(app: App, n: number): Promise<number> {
  const uid = `bench-${n}-${randomBytes(4).toString('hex')}`;
  await app.context.db.insert(stories).values({
    uid,
    taskUid: 'bench',
    locale: 'en',
    ageCluster: '4to5',
    topic: 'news',
    title: 'A bench story',
    date: '2026-11-22',
    status: 'draft',
    data: {},
  });
  const started = performance.now();
  await setStoryStatus(app.context.db, uid, 'published');
  await app.context.modules.studio.announceStory(uid, []);
  return performance.now() - started;
}

export async function publishToMillion(): Promise<void> {
  const bench = await startBenchApp('The 1,000,000-user publish', 'million');
  const { app } = bench;
  try {
    await addUsers(app, 1, 1000);
    const small = Math.min(await publishOnce(app, 1), await publishOnce(app, 2), await publishOnce(app, 3));
    console.log('  inserting 999,000 more users…');
    await addUsers(app, 1001, 1_000_000, 9);
    await app.context.db.execute(sql`analyze users`);
    const large = Math.min(await publishOnce(app, 4), await publishOnce(app, 5), await publishOnce(app, 6));
    const started = performance.now();
    const summary = await createBotFeed(app.context.modules.studio).feedSummary({ locale: 'en', cluster: '4to5' }, 0);
    const readMs = performance.now() - started;
    console.log(
      `${'publish to 1,000,000 users'.padEnd(26)} ${large.toFixed(1).padStart(8)} ms  | 1,000 users ${small.toFixed(1).padStart(8)} ms  | ratio ${(large / small).toFixed(2)} | goal ≤ 1000 ms`,
    );
    console.log(
      `${'a user’s unread count'.padEnd(26)} ${readMs.toFixed(1).padStart(8)} ms  (${summary.unread} unread stories)`,
    );
  } finally {
    await bench.stop();
  }
}
