/** System Chromium driven by playwright-core (no browser download is possible here). */
import { chromium, type Browser, type Page } from 'playwright-core';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
}

export async function newPage(browser: Browser, baseURL: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Where the web app keeps the session token (apps/web/src/lib/storage.ts). */
export const TOKEN_KEY = 'tt.token';

/**
 * A page whose app starts signed in with `token`: the token is put where the web app keeps it,
 * from a page that needs no session (localStorage belongs to the origin, so one page must be open).
 */
export async function signedInPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const page = await newPage(browser, baseURL);
  await page.goto('/about');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return page;
}
