/** Playlists and share links in Chromium with real generated stories. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signedInPage, playerIn } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
let token: string;
const stories: { uid: string; title: string; duration: number }[] = [];
beforeAll(async () => {
  server = await startServer({ AUTO_APPROVE: 'true', JOB_POLL_S: '0.5' });
  browser = await launchBrowser();
  token = (await server.register('family@example.com')).token;
  await server.call(
    'user/info/commonEdit',
    { info: { locale: 'en', bday: `${new Date().getUTCFullYear() - 2}-03-03` } },
    token,
  );
  for (const seed of [31, 32]) {
    const uid = await server.madeStory({ locale: 'en', ageCluster: 'upto3', seed, newsDate: `2026-02-0${seed - 30}` });
    const story = (await server.call('tidings/story/get', { uid }, token)).body;
    stories.push({ uid, title: story.title, duration: story.duration });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const clock = (page: Page) => page.locator('.player').getAttribute('data-time').then(Number);

describe('playlist', () => {
  it('starts from the dialog and moves on to the next story after the end', async () => {
    const [first, second] = stories as [(typeof stories)[0], (typeof stories)[0]];
    const page = await signedInPage(browser, server.url, token);
    await page.goto('/chat');
    await page.getByRole('button', { name: /Playlist/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Playlist' });
    const start = dialog.getByRole('button', { name: 'Start' });
    expect(await start.isDisabled()).toBe(true);
    await dialog.getByLabel(first.title).check();
    await dialog.getByLabel(second.title).check();
    await start.click();
    await page.waitForURL(`**/stories/${first.uid}`);

    // jump close to the end of the first story; the playlist opens the second
    await page.goto(`/stories/${first.uid}?time=${(first.duration - 0.5).toFixed(2)}`);
    await page.waitForURL(`**/stories/${second.uid}`, { timeout: 20_000 });
    await playerIn(page);
    await page.context().close();
  });

  it('started from the player on the open story, continues it instead of restarting', async () => {
    const [first] = stories as [(typeof stories)[0]];
    const page = await signedInPage(browser, server.url, token);
    await page.goto(`/stories/${first.uid}?time=2`);
    await playerIn(page);
    await expect.poll(() => clock(page), { timeout: 5000 }).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Playlist' });
    const before = await clock(page);
    await dialog.getByLabel(first.title).check();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(`**/stories/${first.uid}?time=*`);
    expect(await clock(page)).toBeGreaterThanOrEqual(before);
    await playerIn(page);
    await page.reload();
    await page.locator('.player').waitFor();
    expect(await clock(page)).toBeGreaterThanOrEqual(before);
    await page.context().close();
  });
});

describe('share link', () => {
  it('opens the story for a visitor with the chosen settings', async () => {
    const [story] = stories as [(typeof stories)[0]];
    const page = await signedInPage(browser, server.url, token);
    await page.goto(`/stories/${story.uid}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.getByLabel('Without pictures').check();
    await dialog.getByRole('button', { name: 'Get link' }).click();
    const link = await dialog.getByLabel('Link to the story').inputValue();
    expect(link).toMatch(new RegExp(`/stories/${story.uid}\\?share=[\\w-]+&noimagesinstory=1$`));
    await page.context().close();

    const visitor = await newPage(browser, server.url);
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: story.title }).waitFor();
    expect(await visitor.locator('.player__image').count()).toBe(0);
    // without the share id the visitor sees the story's card with the sign-in offer; a wrong share id is not found
    await visitor.goto(`/stories/${story.uid}`);
    await visitor.getByTestId('visitor-story').getByRole('heading', { name: story.title }).waitFor();
    await visitor.goto(`/stories/${story.uid}?share=no-such-share`);
    await visitor.getByRole('alert').filter({ hasText: 'Not found' }).waitFor();
    await visitor.context().close();
  });
});
