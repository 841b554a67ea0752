/**
 * The pages work under the strict Content-Security-Policy (issue 11, point 5): no violation is
 * reported while the landing, the auth pages (with the lazily loaded password dictionaries), the
 * story page (its inline first-paint shell) and the player run, nor on the API docs and dev mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, playerIn } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
let storyUid: string;
let token: string;
beforeAll(async () => {
  server = await startServer({ AUTO_APPROVE: 'true', JOB_POLL_S: '0.5', SMTP_URL: '' });
  browser = await launchBrowser();
  storyUid = await server.madeStory({ locale: 'en', ageCluster: '4to5', seed: 8 });
  token = (await server.register('csp@example.com')).token;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A browser context that records every CSP violation and every "Refused to …" console line. */
async function watchedContext(): Promise<{ context: BrowserContext; violations: string[] }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1100, height: 800 } });
  const violations: string[] = [];
  await context.exposeBinding('__reportCsp', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(text: string): void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  context.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return { context, violations };
}

describe('pages under the Content-Security-Policy', () => {
  it('render, load the password dictionaries, paint the story shell and play, with no violation', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);

    const landing = await page.goto('/about');
    expect(landing!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading').first().waitFor();

    await page.goto('/registration');
    // a password long enough to be judged: the dictionaries load (a short one is too short without them)
    await page.getByLabel('Password', { exact: true }).fill('123 kite over the hill');
    await page.getByRole('meter', { name: 'Password strength' }).waitFor();
    await page.locator('.password-strength[data-score="4"], .password-strength[data-score="3"]').waitFor();

    await page.evaluate((t) => localStorage.setItem('tt.token', t), token);
    await page.goto(`/stories/${storyUid}`);
    await page.locator('.player').waitFor();
    await page.goto(`/stories/${storyUid}?time=1`);
    await playerIn(page);

    await page.goto('/api/docs');
    await page.locator('#calls details').first().waitFor();
    await page.goto('/dev/mailbox');
    await page.getByRole('heading', { name: 'Dev mailbox' }).waitFor();

    expect(violations).toEqual([]);
    await context.close();
  });
});
