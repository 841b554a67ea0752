/** The bot chat's story feed: publish order (not story ids), unread counts, and paging. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat, ChatEvent, Story } from '@tt/contract';
import { setStoryStatus, upsertStory } from '../../src/modules/studio/repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_STORIES: 'false' });
});
afterAll(() => t.close());

/** A draft, as the studio writes it: its id is taken now, whenever it is published. */
const draft = (uid: string, ageCluster: string, locale = 'en') =>
  upsertStory(
    t.app.context.db,
    { uid, locale, ageCluster, topic: 'news', title: uid, date: '2026-11-20' } as Story,
    `task-${uid}`,
    'draft',
  );
/** What moderation's approval does. */
const publish = (uid: string) => setStoryStatus(t.app.context.db, uid, 'published');

const botOf = (chats: Chat[] = []) => chats.find((c) => c.uid === 'bot')!;
const storiesOf = (page: { events: ChatEvent[] }) => page.events.map((e) => e.data.story);

describe('bot feed', () => {
  it('orders by publish time: a draft published late shows first and counts as unread', async () => {
    const { token } = await t.register('late@example.com');
    await draft('early-draft', '4to5');
    await draft('later-draft', '4to5');
    await publish('later-draft');
    await t.call('chat/read', { ids: ['bot'] }, token);
    expect(botOf((await t.call('sync', {}, token)).body.chats)).toMatchObject({ unread: 0 });

    await publish('early-draft');
    const bot = botOf((await t.call('sync', {}, token)).body.chats);
    expect(bot).toMatchObject({ unread: 1, events: [{ read: false, data: { story: 'early-draft' } }] });
    const page = (await t.call('chat/events/get', { roomid: 'bot', count: 10 }, token)).body;
    expect(storiesOf(page)).toEqual(['early-draft', 'later-draft']);
    expect(page.events.map((e) => e.read)).toEqual([false, true]);

    await t.call('chat/read', { ids: ['bot'] }, token);
    expect(botOf((await t.call('sync', {}, token)).body.chats).unread).toBe(0);
  });

  it('pages chat/events/get newest first, 10 at a time, with an end flag', async () => {
    const { token } = await t.register('pager@example.com');
    // born long ago: the 6to7 cluster, which only these stories fill
    expect((await t.call('user/info/commonEdit', { info: { bday: '2015-01-01' } }, token)).status).toBe(200);
    const uids = Array.from({ length: 25 }, (_, i) => `old-${String(i).padStart(2, '0')}`);
    for (const uid of uids) await draft(uid, '6to7');
    await draft('other-cohort', '4to5');
    await draft('other-language', '6to7', 'ru');
    for (const uid of [...uids].reverse()) await publish(uid); // published newest-id first
    await publish('other-cohort');
    await publish('other-language');
    const newestFirst = [...uids]; // the last published (old-00) is the newest

    const first = (await t.call('chat/events/get', { roomid: 'bot', count: 10 }, token)).body;
    expect(first.end).toBe(false);
    expect(storiesOf(first)).toEqual(newestFirst.slice(0, 10));
    const second = (await t.call('chat/events/get', { roomid: 'bot', count: 10, from: first.events.at(-1)!.id }, token))
      .body;
    expect(second.end).toBe(false);
    expect(storiesOf(second)).toEqual(newestFirst.slice(10, 20));
    const third = (await t.call('chat/events/get', { roomid: 'bot', count: 10, from: second.events.at(-1)!.id }, token))
      .body;
    expect(third.end).toBe(true);
    expect(storiesOf(third)).toEqual(newestFirst.slice(20));
    const ids = [...first.events, ...second.events, ...third.events].map((e) => e.id!);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.events[0]).toMatchObject({ type: 'message', creator: null, read: false, uid: 'story-old-00' });
  });
});
