/** What the moderation browser tests share: a server whose stories wait for a moderator, and the signed-in page. */
import type { Browser, Page } from 'playwright-core';
import { findTask } from '@tt/server/src/modules/studio/repository.js';
import { upsertStaff } from '@tt/server/src/seed/staff.js';
import { waitUntil } from '@tt/server/test/helpers/wait.js';
import { launchBrowser, newPage } from './browser.js';
import { startServer, type TestApp } from './server.js';

const PASSWORD = 'moderate-me';

/** The server (no story accepted by itself, jobs polled often), a browser, and a moderator of this address. */
export async function startModeration(email: string): Promise<{ server: TestApp; browser: Browser }> {
  const server = await startServer({ AUTO_APPROVE: 'false', JOB_POLL_S: '0.5' });
  const browser = await launchBrowser();
  await upsertStaff(server.app.context.db, { email, password: PASSWORD, type: 8, features: ['moderation'] });
  return { server, browser };
}

/** Waits until the task's draft is made and waits for a moderator. */
export async function untilModeration(server: TestApp, uid: string, what: string): Promise<void> {
  await waitUntil(async () => (await findTask(server.app.context.db, uid))?.status === 'moderation', what);
}

/** The moderation page, signed in as the moderator of this address. */
export async function moderationPage(browser: Browser, server: TestApp, email: string): Promise<Page> {
  const page = await newPage(browser, server.url);
  await page.goto('/panel/moderation');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/panel/moderation');
  return page;
}
