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

/** A fake camera (a moving test pattern) that needs no permission prompt, for the camera overlay. */
export const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...ARGS, ...extraArgs] });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  locale = 'en-US',
  viewport = { width: 1100, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Where the web app keeps the session token (apps/web/src/lib/storage.ts). */
export const TOKEN_KEY = 'tt.token';

/**
 * A page whose app starts signed in with `token`: the token is put where the web app keeps it before
 * the app's own scripts run on the tab's first page (an init script), so no start-up of a signed-out
 * page can race it away. Once per tab: a later sign-out in the test stays signed out.
 */
export async function signedInPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const page = await newPage(browser, baseURL);
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('tt.e2e.seeded')) return;
      sessionStorage.setItem('tt.e2e.seeded', '1');
      localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
  await page.goto('/about');
  // the app has checked the token with the server and keeps its user: a test starts signed in, not racing
  // the start-up check (a menu read before it ends is a visitor's menu)
  const checked = await page
    .waitForFunction(() => localStorage.getItem('tt.user') ?? (localStorage.getItem('tt.token') ? null : 'gone'))
    .then((handle) => handle.jsonValue());
  if (checked === 'gone') throw new Error('the app forgot the token at start: the server refused the session');
  return page;
}

/**
 * Waits for the player to reach one of `states`. The player fetches every picture and sound first,
 * which on a machine busy with other suites' story generation can take longer than a click's wait;
 * a timeout says what the page showed instead: the player's state, the address, the text on screen,
 * whether the server still answers, and the story's pictures and sounds still on their way.
 */
export async function playerIn(page: Page, states: string[] = ['playing']): Promise<void> {
  const selector = states.map((s) => `.player[data-state="${s}"]`).join(', ');
  await page
    .locator(selector)
    .waitFor({ timeout: 45_000 })
    .catch(async (error: Error) => {
      throw new Error(`the player is not ${states.join(' or ')}: ${await whatPageShows(page)}\n${error.message}`);
    });
}

async function whatPageShows(page: Page): Promise<string> {
  const stayed = await page
    .locator('.player')
    .getAttribute('data-state', { timeout: 1000 })
    .catch(() => null);
  const seen = await page
    .evaluate(async () => {
      const server = await Promise.race([
        fetch('/readyz').then((r) => String(r.status)),
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 5 s'), 5000)),
      ]).catch((e: Error) => e.message);
      const media = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/media/'))
        .map((e) => `${e.name.split('/').pop()} ${Math.round(e.duration)} ms`);
      return { text: document.body.innerText.slice(0, 300), server, media };
    })
    .catch((e: Error) => ({ text: `(page gone: ${e.message})`, server: '?', media: [] as string[] }));
  return [
    `player state "${stayed ?? 'no player'}" at ${page.url()}`,
    `readyz: ${seen.server}`,
    `media loaded: ${seen.media.join(', ') || 'none'}`,
    `on screen: ${JSON.stringify(seen.text)}`,
  ].join('; ');
}
