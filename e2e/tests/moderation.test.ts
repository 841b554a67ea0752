/** The moderation page in Chromium: open a task, watch the draft, Remake from here, Accept; a failed story's reasons. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { findTask } from '@tt/server/src/modules/studio/repository.js';
import { waitUntil } from '@tt/server/test/helpers/wait.js';
import type { TestApp } from '../server.js';
import { moderationPage, startModeration, untilModeration } from '../moderation.js';

const MODERATOR = 'moderator@example.com';
let server: TestApp;
let browser: Browser;
let uid: string;
beforeAll(async () => {
  ({ server, browser } = await startModeration(MODERATOR));
  uid = await server.app.context.studio!.createTask(
    { type: 'tidingsStory', locale: 'en', ageCluster: '4to5' },
    { seed: 21 },
  );
  await untilModeration(server, uid, 'the draft');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The moderation page, signed in as the moderator. */
const signedInPage = () => moderationPage(browser, server, MODERATOR);

describe('moderation page', () => {
  it('remakes a task from a step and accepts it', async () => {
    const page = await signedInPage();

    await page.getByRole('button', { name: /MODERATION/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Story task' });
    // the safety team's quality checks are shown with the task (their reasons when a story fails)
    await dialog.getByRole('region', { name: 'Quality checks' }).getByText('Every quality check passed.').waitFor();
    await dialog.getByRole('button', { name: 'Watch story' }).click();
    await dialog.locator('.story-preview img').waitFor();
    const before = await dialog.locator('.story-preview img').getAttribute('src');

    await dialog.getByRole('button', { name: 'Remake from here: illustrator' }).click();
    // Remake says what it drops before it runs (issue 25 point 9)
    await dialog
      .getByRole('alertdialog', { name: 'Remake from here' })
      .getByRole('button', { name: 'Yes, remake' })
      .click();
    // the dialog still shows the old draft's Accept until it polls again: wait for the remade draft itself
    await waitUntil(async () => {
      const task = await findTask(server.app.context.db, uid);
      return task?.attempt === 1 && task.status === 'moderation';
    }, 'the remade draft');
    await dialog.getByRole('button', { name: 'Accept' }).waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Watch story' }).click();
    await dialog.getByRole('button', { name: 'Watch story' }).click();
    await expect
      .poll(() => dialog.locator('.story-preview img').getAttribute('src'), { timeout: 10_000 })
      .not.toBe(before);

    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.getByText('APPROVE').waitFor();
    expect((await findTask(server.app.context.db, uid))!.status).toBe('approve');
    await page.context().close();
  });

  it('shows why a story that failed the quality checks waits for a moderator', async () => {
    // the writer leaves out most scenes of a 6to7 story: the safety team's checks flag it
    const { writer, news } = server.app.context.studio!.providers;
    const write = writer.write.bind(writer);
    writer.write = async (input) => {
      const draft = await write(input);
      return { ...draft, scenes: draft.scenes.slice(0, 3) };
    };
    // and the news step passed over a feed item that could not be told gently
    const pick = news.pick.bind(news);
    news.pick = async (locale, date) => ({
      ...(await pick(locale, date)),
      skipped: [{ title: 'Monster truck show', reason: 'words a retelling cannot soften: monster' }],
    });
    try {
      const failed = await server.app.context.studio!.createTask(
        { type: 'tidingsStory', locale: 'en', ageCluster: '6to7' },
        { seed: 5 },
      );
      await waitUntil(
        async () => (await findTask(server.app.context.db, failed))?.status === 'moderation',
        'the flagged draft',
      );
    } finally {
      writer.write = write;
      news.pick = pick;
    }

    const page = await signedInPage();

    await page.getByRole('button', { name: /^MODERATION .*tidingsStory · en · 6to7/ }).click();
    const checks = page.getByRole('dialog', { name: 'Story task' }).getByRole('region', { name: 'Quality checks' });
    await checks.getByText('Why this story waits for a moderator:').waitFor();
    await checks.getByRole('listitem').filter({ hasText: '3 scenes; 6to7 wants 5 to 9' }).waitFor();
    expect(await checks.getByText('Every quality check passed.').count()).toBe(0);
    const skipped = page
      .getByRole('dialog', { name: 'Story task' })
      .getByRole('region', { name: 'Passed over in the feeds' });
    await skipped
      .getByRole('listitem')
      .filter({ hasText: 'Monster truck show — words a retelling cannot soften' })
      .waitFor();
    await page.context().close();
  });
});
