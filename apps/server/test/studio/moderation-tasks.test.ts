/**
 * Moderation's tasks (issue 25 point 11): a task a restart left unfinished resumes by itself (in
 * processing, some steps done, no lease and no step job, as after a job that expired on its last try
 * or a step that ended after the database closed); the list filters by status and names each story.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyTasks } from '../../src/db/schema.js';
import { findTask } from '../../src/modules/studio/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false', AUTO_APPROVE: 'false', JOB_POLL_S: '0.5', JOB_MAINTENANCE_S: '1' });
});
afterAll(() => t.close());

describe('interrupted story tasks', () => {
  it('resume from the step they stopped at, without anyone pressing Remake', async () => {
    const db = t.app.context.db;
    const studio = t.app.context.studio!;
    const uid = await studio.createTask({ type: 'testText', locale: 'en', ageCluster: '4to5' }, { seed: 11 });
    await waitUntil(async () => (await findTask(db, uid))?.status === 'moderation', 'the first making', 60_000, 100);
    const made = (await findTask(db, uid))!;

    // as a restart leaves it: the first step done, the rest lost, no lease held and no job queued
    const news = made.results.outputs.news;
    await db
      .update(storyTasks)
      .set({
        status: 'processing',
        leaseUntil: null,
        results: { completed: ['news'], outputs: { news }, progress: { news: 1 }, error: null },
      })
      .where(eq(storyTasks.uid, uid));

    await waitUntil(async () => (await findTask(db, uid))?.status === 'moderation', 'the resumed task', 60_000, 100);
    const resumed = (await findTask(db, uid))!;
    expect(resumed.results.completed).toEqual(['news', 'writer', 'safety']);
    expect(resumed.attempt).toBe(made.attempt);
  });

  it('lists only the tasks of a status, each with its story title once written', async () => {
    const db = t.app.context.db;
    const studio = t.app.context.studio!;
    const staff = await t.signInAs(['moderation'], 8);
    const uid = await studio.createTask({ type: 'testText', locale: 'ru', ageCluster: 'upto3' }, { seed: 12 });
    await waitUntil(async () => (await findTask(db, uid))?.status === 'moderation', 'the draft', 60_000, 100);
    const failed = await studio.createTask({ type: 'testText', locale: 'en', ageCluster: '6to7' }, { seed: 13 });
    await waitUntil(async () => (await findTask(db, failed))?.status === 'moderation', 'the second draft', 60_000, 100);
    await db.update(storyTasks).set({ status: 'error' }).where(eq(storyTasks.uid, failed));

    const list = (fieldsFilter?: Record<string, unknown>) =>
      t.call('admin/moderation/list', { includeCount: true, ...(fieldsFilter ? { fieldsFilter } : {}) }, staff);
    const errors = await list({ status: 'error' });
    expect(errors.body.records.map((r: { uid: string }) => r.uid)).toEqual([failed]);
    expect(errors.body.count).toBe(1);
    const waiting = await list({ status: 'moderation' });
    expect(waiting.body.records.map((r: { uid: string }) => r.uid)).toContain(uid);
    expect(waiting.body.records.map((r: { uid: string }) => r.uid)).not.toContain(failed);
    const title = ((await findTask(db, uid))!.results.outputs.writer as { title: string }).title;
    expect(title).toBeTruthy();
    expect(waiting.body.records.find((r) => r.uid === uid)!.title).toBe(title);
    expect((await list()).body.records.length).toBeGreaterThanOrEqual(3);
    // a reject is asked in the dialog, then recorded in the audit log with the status it undid
    expect((await t.call('admin/moderation/result', { uid, status: 'reject' }, staff)).status).toBe(200);
    const log = (await t.call('team/audit/list', { subject: `task:${uid}` }, staff)).body.data;
    expect(log).toEqual([
      expect.objectContaining({ action: 'reject', before: { status: 'moderation' }, after: { status: 'reject' } }),
    ]);
    const wrong = await list({ status: 'sleeping' });
    expect(wrong.status).toBe(422);
    expect(wrong.problem.errors?.[0]).toMatchObject({ field: 'fieldsFilter.status' });
  });
});
