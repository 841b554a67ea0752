/**
 * A moderator writes the story of a feed draft at desktop width (decision 085): a sentence that reads
 * like a news wire is shown refused under its scene, the fixed text becomes a story that is accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { findTask } from '@tt/server/src/modules/studio/repository.js';
import { waitUntil } from '@tt/server/test/helpers/wait.js';
import type { TestApp } from '../server.js';
import { moderationPage, startModeration, untilModeration } from '../moderation.js';

const MODERATOR = 'feed.moderator@example.com';
let server: TestApp;
let browser: Browser;
let uid: string;
beforeAll(async () => {
  ({ server, browser } = await startModeration(MODERATOR));
  // the feeds as createProviders wires them when NEWS_FEEDS is set and LLM_BASE_URL is not
  server.app.context.studio!.providers.feedDrafts = {
    pick: async (locale) => ({
      id: `feed-whale-${locale}`,
      date: '2026-01-02',
      locale,
      title: 'Whale freed from fishing ropes',
      summary: 'A humpback whale tangled in fishing ropes was freed, officials said.',
      tags: ['whale', 'sea', 'rescue'],
      source: 'https://news.example/whale',
    }),
  };
  uid = await server.app.context.studio!.createTask(
    { type: 'feedDraft', locale: 'en', ageCluster: '4to5' },
    { newsDate: '2026-01-02' },
  );
  await untilModeration(server, uid, 'the feed draft');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const SCENES = [
  'Hello, my little friend! Tonight I have a story about a big grey whale.',
  'Officials said the whale was stuck in old fishing ropes.',
  'Kind people came in a boat. They untied the ropes, one by one, very gently.',
  'The whale flapped its tail and swam away. It sang a happy whale song.',
  'The whale is resting in the deep sea now. Good night, sleep tight!',
];

describe("a feed draft's story written by a moderator", () => {
  it('shows a refused sentence under its scene, then makes the fixed text a story that is accepted', async () => {
    const page = await moderationPage(browser, server, MODERATOR);

    await page.getByRole('button', { name: /^MODERATION .*feedDraft · en · 4to5/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Story task' });
    await dialog.getByRole('button', { name: 'Write the story' }).click();
    const form = dialog.getByRole('form', { name: 'Write the story' });
    await form.getByLabel('Story title', { exact: true }).fill('The whale and the kind helpers');
    for (const [i, text] of SCENES.entries()) await form.getByLabel(`Scene ${i + 1}: text`, { exact: true }).fill(text);
    await form
      .getByLabel('For the parent: what really happened', { exact: true })
      .fill('A whale caught in fishing ropes near a harbour was set free by a rescue team.');
    await form.getByLabel('Question 1 to ask the child', { exact: true }).fill('Who helped the whale?');
    await form.getByLabel('Question 2 to ask the child', { exact: true }).fill('What would you say to the whale?');
    await form.getByRole('button', { name: 'Save and make the story' }).click();

    // the wire's sentence is refused under its own scene, with the reason
    const refused = form.getByRole('list', { name: 'Sentences to tell again' });
    await refused
      .getByRole('listitem')
      .filter({ hasText: 'Officials said the whale was stuck in old fishing ropes.' })
      .filter({ hasText: 'reads like a news wire ("Officials said")' })
      .waitFor();
    expect(await refused.count()).toBe(1);
    expect((await findTask(server.app.context.db, uid))!.attempt).toBe(0);

    await form
      .getByLabel('Scene 2: text', { exact: true })
      .fill('One morning the whale got stuck in old fishing ropes and could not swim.');
    await form.getByRole('button', { name: 'Save and make the story' }).click();
    await form.waitFor({ state: 'detached' });
    // the studio draws, voices and scores the text; the story then waits for a moderator
    await waitUntil(async () => {
      const task = await findTask(server.app.context.db, uid);
      return task?.status === 'moderation' && !!task.storyUid;
    }, 'the written story');
    await dialog.getByRole('button', { name: 'Accept' }).click({ timeout: 60_000 });
    await dialog.getByText('APPROVE').waitFor();
    expect((await findTask(server.app.context.db, uid))!.status).toBe('approve');
    await page.context().close();
  });
});
