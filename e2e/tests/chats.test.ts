/** Chats in Chromium: a story asked for in the bot chat arrives live, and a support round trip. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '@tt/contract';
import { upsertStaff } from '@tt/server/src/seed/staff.js';
import { launchBrowser, signedInPage } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
let staffToken: string;
beforeAll(async () => {
  server = await startServer({ AUTO_APPROVE: 'true', JOB_POLL_S: '0.5', DEMO_STORIES: 'false' });
  browser = await launchBrowser();
  await upsertStaff(server.app.context.db, { email: 'desk@example.com', password: 'pw', type: 2, features: ['team'] });
  staffToken = (
    await server.call('user/signinv2', {
      login: 'desk@example.com',
      password: await hashPassword('desk@example.com', 'pw'),
    })
  ).body.token;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function parent(email: string): Promise<string> {
  const { token } = await server.register(email);
  await server.call(
    'user/info/commonEdit',
    { info: { locale: 'en', bday: `${new Date().getUTCFullYear() - 5}-01-01` } },
    token,
  );
  return token;
}

const bellBadge = (page: Page) => page.getByRole('button', { name: 'Notifications and quick menu' }).locator('.badge');

describe('the bot chat', () => {
  it('gets an asked-for story live, shows the badge, and opening the list clears it', async () => {
    const page = await signedInPage(browser, server.url, await parent('asker@example.com'));
    await page.goto('/chat');
    await page.getByText('No stories yet').waitFor();
    await page.getByRole('button', { name: 'Get story' }).click();
    await page.getByText('Your story is being made').waitFor();

    // the story is made by the real studio and arrives over the socket, with no reload
    await page.locator('.story-card').first().waitFor({ timeout: 90_000 });
    await expect.poll(() => bellBadge(page).textContent(), { timeout: 15_000 }).toBe('1');
    await page.getByRole('button', { name: 'Notifications and quick menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Home' });
    await dialog.getByText('Your story is ready').waitFor();
    expect(await bellBadge(page).count()).toBe(0);

    // its action opens the story
    await dialog.getByText('Your story is ready').click();
    await page.waitForURL('**/stories/**');
    await page.context().close();
  });
});

describe('support', () => {
  it('goes from the user to staff in the panel and back, live on both sides', async () => {
    const user = await signedInPage(browser, server.url, await parent('helpme@example.com'));
    await user.goto('/chat?support=true');
    await user.getByRole('button', { name: 'Start chat' }).click();
    const box = user.getByRole('textbox', { name: 'Message' });
    await box.fill('The music is too loud for my daughter');
    await box.press('Enter');
    await user.locator('.bubble--mine', { hasText: 'The music is too loud' }).waitFor();
    expect(await box.inputValue()).toBe('');

    const staff = await signedInPage(browser, server.url, staffToken);
    await staff.goto('/panel/support');
    const row = staff.locator('.chat-preview', { hasText: 'helpme@example.com' });
    await expect.poll(() => row.locator('.badge').textContent()).toBe('1');
    await row.click();
    await staff.locator('.bubble--theirs', { hasText: 'The music is too loud' }).waitFor();
    const answer = staff.getByRole('textbox', { name: 'Message' });
    await answer.fill('You can turn the music down in the player.');
    await answer.press('Enter');
    // answering means having read the chat: the unread badge goes
    await expect.poll(() => row.locator('.badge').count(), { timeout: 10_000 }).toBe(0);

    await user.locator('.bubble--theirs', { hasText: 'turn the music down' }).waitFor();
    await user.getByText('Tiny Tidings support').first().waitFor();
    await expect.poll(() => bellBadge(user).textContent()).toBe('1');
    await user.context().close();
    await staff.context().close();
  });
});
