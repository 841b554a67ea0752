/**
 * A step that finishes or fails after shutdown has closed the database: the queue's write is
 * dropped (the job expires and is retried on the next start), not an unhandled rejection.
 */
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { startBoss } from '../../src/jobs/boss.js';
import { createTestDatabase } from '../helpers/database.js';

const testDatabase = await createTestDatabase();
afterAll(() => testDatabase.drop());

it('drops a job result written after the database closed, and keeps the job for the next start', async () => {
  const timings = { expireInSeconds: 60, pollingIntervalSeconds: 1, maintenanceIntervalSeconds: 60 };
  const database = await openDatabase(testDatabase.config);
  const boss = await startBoss(database, timings);
  await boss.createQueue('late-step');
  const id = (await boss.send('late-step', { n: 1 }))!;
  const [job] = await boss.fetch('late-step');
  expect(job?.id).toBe(id);
  await boss.stop({ graceful: false, wait: true, close: false });
  if (database.kind === 'pglite') {
    // the embedded database is gone with its process: nothing to look at on a next start
    await database.close();
    await expect(boss.fail('late-step', id, new Error('finished too late'))).resolves.toBeDefined();
    return;
  }
  await database.close();
  // the step's failure arrives after the close: no rejection
  await expect(boss.fail('late-step', id, new Error('finished too late'))).resolves.toBeDefined();

  const reopened = await openDatabase(testDatabase.config);
  const again = await startBoss(reopened, timings);
  try {
    expect((await again.getJobById('late-step', id))?.state).toBe('active');
  } finally {
    await again.stop({ graceful: false, wait: true, close: false });
    await reopened.close();
  }
});
