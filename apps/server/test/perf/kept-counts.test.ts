/** The staff lists' unsearched counts come from row_counts (decision 040): right after any change. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { storyTasks, users } from '../../src/db/schema.js';
import { LISTS } from '@tt/contract';
import { emptyResults } from '../../src/modules/studio/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false' });
  staff = await t.signInAs(['admin', 'team', 'moderation']);
});
afterAll(() => t.close());

const page = { pageNumber: 0, pageSize: 5 };
const usersCount = async () => (await t.call('team/users/list', page, staff)).body.count as number;
const tasksCount = async () => (await t.call('admin/moderation/list', page, staff)).body.count as number;

describe('kept counts', () => {
  it('counts users through sign-ups, a bulk insert and deletions', async () => {
    const before = await usersCount();
    await t.register('counted-one@example.com');
    expect(await usersCount()).toBe(before + 1);
    await t.app.context.db.execute(
      sql`insert into users (email) select 'bulk-' || i || '@example.com' from generate_series(1, 3) i`,
    );
    expect(await usersCount()).toBe(before + 4);
    const list = await t.call('team/users/list', page, staff);
    expect(list.body.data).toHaveLength(5);
    await t.app.context.db
      .delete(users)
      .where(inArray(users.email, ['bulk-1@example.com', 'bulk-2@example.com', 'counted-one@example.com']));
    expect(await usersCount()).toBe(before + 1);
    // a search still counts its matches
    expect((await t.call('team/users/list', { ...page, searchStrFilter: 'bulk-' }, staff)).body.count).toBe(1);
  });

  it('counts story tasks as they are made and removed', async () => {
    const before = await tasksCount();
    const task = (uid: string) => ({
      uid,
      purpose: { type: 'testText' },
      workflow: [{ teamid: 'writer' }],
      results: emptyResults(),
      seed: 1,
      newsDate: '2026-11-22',
    });
    await t.app.context.db.insert(storyTasks).values([task('counted-a'), task('counted-b')]);
    expect(await tasksCount()).toBe(before + 2);
    await t.app.context.db.delete(storyTasks).where(inArray(storyTasks.uid, ['counted-a']));
    expect(await tasksCount()).toBe(before + 1);
  });

  it('counts a broad search only so far past the page, and a narrow one exactly', async () => {
    const many = LISTS.searchCountAhead + 50;
    await t.app.context.db.execute(sql`
      insert into story_tasks (uid, purpose, workflow, results, seed, news_date)
      select 'broad-' || i, '{"type":"testText"}', '[{"teamid":"writer"}]', '{"completed":[],"outputs":{},"progress":{}}', 1, '2026-11-22'
      from generate_series(1, ${many}) i`);
    const search = async (searchStrFilter: string, pageNumber = 0) =>
      (await t.call('admin/moderation/list', { pageNumber, pageSize: 5, searchStrFilter }, staff)).body;
    const first = await search('broad-');
    expect(first.records).toHaveLength(5);
    expect(first.count).toBe(5 + LISTS.searchCountAhead);
    // a deeper page still counts past itself; once the bound passes the last match, the count is exact
    expect((await search('broad-', 5)).count).toBe(6 * 5 + LISTS.searchCountAhead);
    expect((await search('broad-', 20)).count).toBe(many);
    expect((await search('broad-1000')).count).toBe(1);
  });

  it('with includeCount: false makes no count, and its count says only whether a page follows', async () => {
    await t.app.context.db.execute(
      sql`insert into users (email) select 'paged-' || i || '@example.com' from generate_series(1, 4) i`,
    );
    const total = await usersCount();
    const users = async (pageNumber: number) =>
      (await t.call('team/users/list', { pageNumber, pageSize: 2, includeCount: false }, staff)).body;
    const first = await users(0);
    expect(first.data).toHaveLength(2);
    expect(first.count).toBe(3); // two rows and one more after them
    const lastPage = Math.ceil(total / 2) - 1;
    const last = await users(lastPage);
    expect(last.data).toHaveLength(total - lastPage * 2);
    expect(last.count).toBe(total); // nothing follows: the count is exact

    const tasks = (await t.call('admin/moderation/list', { pageSize: 1, includeCount: false }, staff)).body;
    expect(tasks.records).toHaveLength(1);
    expect(tasks.count).toBe(2);
    for (const call of ['admin/payments/list', 'team/promo/list', 'team/support/chats'] as const) {
      const answer = await t.call(call, { pageSize: 5, includeCount: false }, staff);
      expect(answer.status, call).toBe(200);
      expect(answer.body.count, call).toBe(answer.body.data.length);
    }
  });
});
