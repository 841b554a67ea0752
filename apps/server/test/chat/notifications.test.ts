import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { isEvent, openSocket } from '../helpers/socket.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false' });
});
afterAll(() => t.close());

const list = (token: string, includeOnlyUnreadFilter: boolean) =>
  t.call('notifications/list', { pageNumber: 0, pageSize: 2, includeOnlyUnreadFilter }, token);

describe('notifications', () => {
  it('pages, marks read, hides and reads all, telling the sockets each time', async () => {
    const { token, id } = await t.register('bell@example.com');
    const socket = openSocket(t.url, { token, last: null });
    await socket.next((m) => m.type === 'ready');
    const made = [];
    for (const title of ['first', 'second', 'third'])
      made.push(await t.app.context.modules.notifications.notify(id, { type: 'info', title, body: `${title} body` }));
    await socket.next(
      (m) => m.type === 'event' && m.payload.type === 'notification' && m.payload.notification.title === 'third',
    );

    const page = await list(token, true);
    expect(page.body).toMatchObject({ count: 3, unread: 3 });
    expect(page.body.data.map((n: { title: string }) => n.title)).toEqual(['third', 'second']);

    await t.call('notifications/read', { ids: [made[2]!.id] }, token);
    await socket.next(isEvent('readNotification'));
    expect((await list(token, true)).body).toMatchObject({ count: 2, unread: 2 });
    expect((await list(token, false)).body).toMatchObject({ count: 3, unread: 2 });

    await t.call('notifications/hide', { id: made[0]!.id }, token);
    await socket.next(isEvent('hideNotification'));
    expect((await list(token, false)).body.count).toBe(2);
    expect((await t.call('notifications/hide', { id: made[0]!.id }, token)).status).toBe(404);

    await t.call('notifications/readall', {}, token);
    await socket.next(isEvent('readAllNotifications'));
    expect((await list(token, true)).body).toMatchObject({ count: 0, unread: 0, data: [] });
    socket.close();
  });

  it("never shows or changes another user's notifications", async () => {
    const owner = await t.register('owner@example.com');
    const other = await t.register('nosy@example.com');
    const note = await t.app.context.modules.notifications.notify(owner.id, {
      type: 'info',
      title: 'private',
      body: 'mine',
    });
    expect((await list(other.token, false)).body.count).toBe(0);
    await t.call('notifications/read', { ids: [note.id] }, other.token);
    expect((await t.call('notifications/hide', { id: note.id }, other.token)).status).toBe(404);
    expect((await list(owner.token, true)).body.unread).toBe(1);
  });

  it('keeps the counts it shows right through reads, hides and a deletion', async () => {
    const { token, id } = await t.register('counted@example.com');
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await t.app.context.modules.notifications.notify(id, { type: 'info', title: `n${i}`, body: 'b' }));
    await t.call('notifications/read', { ids: [made[0]!.id, made[1]!.id] }, token);
    await t.call('notifications/hide', { id: made[1]!.id }, token); // read, then hidden
    await t.call('notifications/hide', { id: made[2]!.id }, token); // hidden unread
    await t.app.context.db.delete(notifications).where(eq(notifications.id, made[3]!.id)); // gone unread
    // left: n0 (read) and n4 (unread)
    expect((await list(token, false)).body).toMatchObject({ count: 2, unread: 1 });
    expect((await list(token, true)).body).toMatchObject({ count: 1, unread: 1, data: [{ title: 'n4' }] });
  });

  it('pages from the last id held: each page follows the one before, whatever arrives or is read meanwhile', async () => {
    const { token, id } = await t.register('keyset@example.com');
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await t.app.context.modules.notifications.notify(id, { type: 'info', title: `k${i}`, body: 'b' }));
    const titles = (body: { data: { title: string }[] }) => body.data.map((n) => n.title);
    const page = (includeOnlyUnreadFilter: boolean, beforeId?: number) =>
      t.call('notifications/list', { pageNumber: 0, pageSize: 2, includeOnlyUnreadFilter, beforeId }, token);

    const first = await page(false);
    expect(titles(first.body)).toEqual(['k4', 'k3']);
    // a new one arrives and one further down is read: the next page neither repeats nor skips
    await t.app.context.modules.notifications.notify(id, { type: 'info', title: 'k5', body: 'b' });
    await t.call('notifications/read', { ids: [made[1]!.id] }, token);
    const second = await page(false, first.body.data.at(-1)!.id);
    expect(titles(second.body)).toEqual(['k2', 'k1']);
    expect(second.body).toMatchObject({ count: 6, unread: 5 });
    expect(titles((await page(false, second.body.data.at(-1)!.id)).body)).toEqual(['k0']);

    // only unread ones: k1 is read, so the page below k2 holds k0 alone
    const unread = await page(true, made[2]!.id);
    expect(titles(unread.body)).toEqual(['k0']);
    expect((await page(true, -1)).status).toBe(422);
  });
});
