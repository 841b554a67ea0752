/**
 * First start: demo stories from different news for every age cluster, in both languages, and 7 days
 * behind them, every item chosen by the calendar.
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createProviders } from '../../src/providers/index.js';
import { findTask } from '../../src/modules/studio/repository.js';
import { FolderMediaStore } from '../../src/media/folder-store.js';
import { queueDemoStories } from '../../src/modules/studio/demo.js';
import { Studio } from '../../src/modules/studio/studio.js';
import { teams } from '../../src/modules/studio/teams.js';
import { BUNDLED_CALENDAR } from '../../src/providers/news/bundled.js';
import { fits } from '../../src/providers/news/calendar.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.config);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

describe('demo content on a first start', () => {
  it('queues a different news item for every age cluster, told in both languages as twins, then the last 7 days', async () => {
    const config = loadConfig({}).studio;
    const providers = createProviders({ ...config, llm: null, images: null, speech: null, newsFeeds: [] });
    const queuedJobs: string[] = [];
    const studio = new Studio({
      db: database.db,
      config,
      providers,
      media: new FolderMediaStore(path.join(os.tmpdir(), 'tt-demo-test')),
      enqueue: async (uid) => void queuedJobs.push(uid),
      onPublished: async () => async () => {},
    });
    const uids = await queueDemoStories(database.db, studio);
    expect(uids).toHaveLength(6 + 2 + 6 * 7);
    expect(queuedJobs).toEqual(uids);
    const tasks = await Promise.all(uids.map((uid) => findTask(database.db, uid)));
    const today = new Date().toISOString().slice(0, 10);
    const first = tasks.slice(0, 6);
    const news = await Promise.all(
      first.map((task) =>
        teams.news({
          taskUid: task!.uid,
          purpose: 'tidingsStory',
          locale: task!.purpose.locale as 'en' | 'ru',
          ageCluster: task!.purpose.ageCluster as 'upto3',
          seed: 1,
          newsDate: task!.newsDate,
          newsKey: task!.purpose.newsKey,
          fileTag: 'a0',
          outputs: {},
          providers,
          media: studio.media,
          progress: async () => {},
        }),
      ),
    );
    // three different items for today, each told in English and Russian with one seed, each still dated today
    const ids = news.map((n) => (n as { id: string }).id.replace(/-(en|ru)$/, ''));
    expect(new Set(ids).size).toBe(3);
    for (let i = 0; i < 6; i += 2) {
      expect(ids[i]).toBe(ids[i + 1]);
      expect([first[i]!.purpose.locale, first[i + 1]!.purpose.locale].sort()).toEqual(['en', 'ru']);
      expect(first[i]!.seed).toBe(first[i + 1]!.seed);
    }
    news.forEach((n) => expect((n as { date: string }).date).toBe(today));
    // the back catalogue: one story per locale and cluster for each of the 7 days before today
    const back = new Set(tasks.slice(8).map((t) => t!.newsDate));
    expect(back.size).toBe(7);
    // each day's cohort pair (en, ru) shares its seed too
    const seeds = (date: string, cluster: string) =>
      new Set(tasks.filter((t) => t!.newsDate === date && t!.purpose.ageCluster === cluster).map((t) => t!.seed));
    expect([...back].every((d) => ['upto3', '4to5', '6to7'].every((c) => seeds(d, c).size === 1))).toBe(true);
    expect([...back].every((d) => d < today)).toBe(true);
    // every cluster's week is chosen by the calendar: in season, no item twice, both languages alike
    const whenOf = new Map(BUNDLED_CALENDAR.map((i) => [i.key, i.when]));
    for (const cluster of ['upto3', '4to5', '6to7']) {
      const week = tasks.filter((t) => t!.purpose.ageCluster === cluster && t!.purpose.type === 'tidingsStory');
      const keys = new Map(week.map((t) => [t!.newsDate, t!.purpose.newsKey!]));
      expect(keys.size).toBe(8);
      expect(new Set(keys.values()).size).toBe(8);
      for (const t of week) expect(t!.purpose.newsKey).toBe(keys.get(t!.newsDate));
      for (const [date, key] of keys) expect(fits(whenOf.get(key)!, date), `${key} on ${date}`).toBe(true);
    }
    // a second start adds nothing
    expect(await queueDemoStories(database.db, studio)).toEqual([]);
  });
});
