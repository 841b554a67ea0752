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
