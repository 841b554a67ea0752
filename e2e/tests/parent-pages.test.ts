/**
 * The support page, the applications page and offline stories in Chromium (issue 14 items 5–7),
 * in en and ru, at desktop width and at 360 px: the visitor's message reaches the staff inbox,
 * the .apk comes from the latest release of a local stand-in releases API, and a saved story (and
 * one only played) plays with the network cut. And accessibility: axe-core, injected into the
 * page, finds no serious or critical violation of WCAG 2.x A/AA on the landing, sign-in, support,
 * applications, chat, player, profile, features and panel pages (light theme; the colours do not
 * change with the width, so one width is enough). One server for all: it starts slowly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, TOKEN_KEY, playerIn } from '../browser.js';
import { accessibilityAudit as audit, auditablePage, type Finding } from '../axe.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
let standIn: http.Server;
let standInUrl: string;
let withApk = true;
let story: string;
let parent: string;
let staff: string;
const APK = Buffer.from('PK\u0003\u0004 not really an android package');

beforeAll(async () => {
  // the code host: releases/latest, and the asset it points at
  standIn = http.createServer((req, res) => {
    if (req.url?.startsWith('/download/')) {
      res.setHeader('content-type', 'application/vnd.android.package-archive');
      res.setHeader('content-disposition', 'attachment; filename="tiny-tidings-2.1.0.apk"');
      return res.end(APK);
    }
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        tag_name: withApk ? 'v2.1.0' : 'v2.2.0',
        assets: [
          { name: 'notes.txt', browser_download_url: `${standInUrl}/download/notes.txt`, size: 10 },
          ...(withApk
            ? [
                {
                  name: 'tiny-tidings-2.1.0.apk',
                  browser_download_url: `${standInUrl}/download/tt.apk`,
                  size: APK.length,
                },
              ]
            : []),
        ],
      }),
    );
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  server = await startServer({
    DEMO_STORIES: 'false',
    SUPPORT_EMAIL: 'help@tinytidings.test',
    SUPPORT_PHONE: '+7 900 000-00-00',
    RELEASES_URL: `${standInUrl}/repos/tt/app/releases/latest`,
    RELEASES_CACHE_S: '0',
  });
  browser = await launchBrowser();
  story = await server.publishedStory({ topic: 'aboutStory', title: 'The kind whale' });
  await server.publishedStory({ title: 'The fox and the kite' });
  parent = (await server.register('reader@example.com')).token;
  await server.call(
    'user/info/commonEdit',
    { info: { locale: 'en', bday: `${new Date().getUTCFullYear() - 5}-01-01` } },
    parent,
  );
  staff = await server.signInAs(['admin', 'team', 'moderation']);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  standIn?.close();
});

const DESKTOP = { width: 1100, height: 800 };
const PHONE = { width: 360, height: 740 };

/** A context in a language and size that records every CSP violation the page reports. */
async function open(locale: 'en-US' | 'ru-RU', viewport: { width: number; height: number }, token?: string) {
  const context = await browser.newContext({ baseURL: server.url, locale, viewport, acceptDownloads: true });
  const violations: string[] = [];
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (token) {
    await page.goto('/about');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token] as const);
  }
  return { context, page, violations };
}

/** Nothing sticks out sideways at this width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('support page', () => {
  it('gives contacts and a visitor form whose message lands in the staff inbox (en desktop, ru phone), and a signed-in user their support chat', async () => {
    const en = await open('en-US', DESKTOP);
    await en.page.goto('/support');
    await en.page.getByRole('heading', { name: 'Support' }).waitFor();
    expect(await en.page.getByRole('link', { name: 'help@tinytidings.test' }).getAttribute('href')).toBe(
      'mailto:help@tinytidings.test',
    );
    expect(await en.page.getByRole('link', { name: '+7 900 000-00-00' }).getAttribute('href')).toBe('tel:+79000000000');
    await en.page.getByLabel('Your e-mail').fill('guest.parent@example.com');
    await en.page.getByLabel('Your message').fill('Can grandparents listen too?');
    await en.page.getByRole('button', { name: 'Send' }).click();
    await en.page.getByText('the answer will come to guest.parent@example.com').waitFor();
    // staff see it in the panel's inbox as a visitor's, and answer there: the answer goes by e-mail
    const desk = await open('en-US', DESKTOP, staff);
    await desk.page.goto('/panel/support');
    const row = desk.page.locator('.chat-preview', { hasText: 'guest.parent@example.com' });
    await row.getByText('visitor, answers go by e-mail').waitFor();
    await row.click();
    await desk.page
      .locator('.bubble--theirs', { hasText: 'Can grandparents listen too?' })
      .locator('.bubble__author', { hasText: 'guest.parent@example.com' })
      .waitFor();
    const mailsBefore = server.smtp.received.length;
    const answer = desk.page.getByRole('textbox', { name: 'Message' });
    await answer.fill('Yes, on any device they sign in to.');
    await answer.press('Enter');
    const mail = await server.smtp.waitFor('guest.parent@example.com', mailsBefore);
    expect(mail.raw).toContain('Yes, on any device they sign in to.');
    await desk.context.close();
    expect(en.violations).toEqual([]);
    await en.context.close();

    const ru = await open('ru-RU', PHONE);
    await ru.page.goto('/support');
    await ru.page.getByRole('heading', { name: 'Поддержка' }).waitFor();
    await ru.page.getByLabel('Ваша почта').fill('not-an-address');
    await ru.page.getByLabel('Ваше сообщение').fill('Здравствуйте');
    await ru.page.getByRole('button', { name: 'Отправить' }).click();
    await ru.page.getByText('Пожалуйста, введите корректный адрес почты').waitFor();
    expect(await fitsWidth(ru.page)).toBe(true);
    await ru.context.close();

    // signed in: our own support chat, as on /chat?support=true
    const { token } = await server.register('member.parent@example.com');
    const member = await open('en-US', PHONE, token);
    await member.page.goto('/support');
    await member.page.getByRole('button', { name: 'Start chat' }).click();
    await member.page.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await member.page.getByLabel('Your e-mail').count()).toBe(0);
    expect(await fitsWidth(member.page)).toBe(true);
    await member.context.close();
  });
});

describe('landing page', () => {
  it('keeps its card and buttons still from slide to slide (en desktop, ru phone; issue 26 §7)', async () => {
    for (const [locale, viewport, next] of [
      ['en-US', DESKTOP, 'Next slide'],
      ['ru-RU', PHONE, 'Следующий слайд'],
    ] as const) {
      const { page, context } = await open(locale, viewport);
      await page.goto('/about');
      const card = page.locator('.slide');
      const button = page.getByRole('button', { name: next });
      await button.waitFor();
      // where they are on the page (a click may scroll the window)
      const place = async () =>
        `${Math.round((await card.boundingBox())!.height)}:${await button.evaluate((b) => Math.round(b.getBoundingClientRect().top + window.scrollY))}`;
      const places = new Set<string>();
      while (await button.isEnabled()) {
        places.add(await place());
        await button.click();
      }
      places.add(await place());
      expect([...places]).toHaveLength(1);
      await context.close();
    }
  });
});

describe('applications page', () => {
  it('shows the slides and downloads the latest .apk (en desktop); offers the web app when the release has none (ru phone)', async () => {
    withApk = true;
    const en = await open('en-US', DESKTOP);
    await en.page.goto('/applications');
    await en.page.getByRole('heading', { name: 'What the app is' }).waitFor();
    await en.page.getByRole('button', { name: 'Next slide' }).click();
    await en.page.getByRole('heading', { name: 'Why install it' }).waitFor();
    await en.page.getByRole('button', { name: 'Next slide' }).click();
    await en.page.getByRole('heading', { name: 'How to install' }).waitFor();
    await en.page.getByText('Version v2.1.0').waitFor();
    const [download] = await Promise.all([
      en.page.waitForEvent('download'),
      en.page.getByRole('button', { name: 'Download for Android' }).click(),
    ]);
    expect(download.url()).toBe(`${standInUrl}/download/tt.apk`);
    expect(download.suggestedFilename()).toBe('tiny-tidings-2.1.0.apk');
    expect(en.violations).toEqual([]);
    await en.context.close();

    withApk = false;
    const ru = await open('ru-RU', PHONE);
    await ru.page.goto('/applications');
    await ru.page.getByRole('heading', { name: 'Что это за приложение' }).waitFor();
    await ru.page.getByText('В последнем выпуске пока нет файла для Android.').waitFor();
    await ru.page.getByRole('heading', { name: 'Установите веб-приложение' }).waitFor();
    expect(await ru.page.getByRole('button', { name: 'Скачать для Android' }).count()).toBe(0);
    expect(await fitsWidth(ru.page)).toBe(true);
    await ru.context.close();
  });
});

describe('installable and offline', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('has a manifest with PNG and maskable icons and a service worker the CSP allows', async () => {
    const manifest = await (await fetch(`${server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Tiny Tidings', display: 'standalone', start_url: '/' });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const res = await fetch(`${server.url}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
    }
  });

  it('plays a saved story and a lately played one with the network cut; the profile shows and removes what is saved (en desktop, ru phone)', async () => {
    const saved = await server.publishedStory({ topic: 'aboutStory', title: 'The saved fox' });
    const played = await server.publishedStory({ topic: 'aboutStory', title: 'The played owl' });
    const { token } = await server.register('traveller@example.com');
    // a child's birthday given, so the home is the story feed rather than the wizard
    await server.call('user/info/commonEdit', { info: { bday: '2021-01-01' } }, token);
    const session = await open('en-US', DESKTOP, token);
    context = session.context;
    const page = session.page;

    // the worker installs and takes the page over
    await page.goto(`/stories/${saved}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // online, pages still come from the server, with what it writes into them (the poster's preload)
    expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByText('Saved: the story plays without internet').waitFor();
    await page.getByRole('button', { name: 'Saved for offline; press to remove' }).waitFor();
    // the other story is only played
    await page.goto(`/stories/${played}`);
    await playerIn(page, ['playing', 'ready']);
    // a story is kept once the child listens past its first scene
    await page.getByRole('button', { name: 'Next scene' }).click();
    // the story's data is kept last, after all its media: once it is there, the story plays offline
    await expect
      .poll(() =>
        page.evaluate(
          (uid) =>
            caches
              .open('tt-recent-stories-v1')
              .then(async (cache) => !!(await cache.match(`/offline/stories/${encodeURIComponent(uid)}.json`))),
          played,
        ),
      )
      .toBe(true);

    await page.goto('/profile');
    const row = page.locator('.offline-story', { hasText: 'The saved fox' });
    await row.waitFor();
    expect(await row.locator('.offline-story__size').textContent()).toMatch(/\d+(\.\d)?\s?kB/);
    await page.getByText(/Space taken on this device: \d/).waitFor();

    await context.setOffline(true);
    for (const [uid, title] of [
      [saved, 'The saved fox'],
      [played, 'The played owl'],
    ] as const) {
      await page.goto(`/stories/${uid}`);
      await page.getByRole('heading', { name: title }).waitFor();
      // the clock runs: the story plays with no network
      await playerIn(page);
      await expect
        .poll(async () => Number(await page.locator('.player').getAttribute('data-time')))
        .toBeGreaterThan(0.3);
      const picture = page.locator('img.player__image');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    }
    // sounds are answered in ranges from the whole saved file, as <audio> asks for them
    const part = await page.evaluate(async (uid) => {
      const story = await (await caches.match(`/offline/stories/${uid}.json`))!.json();
      const res = await fetch(`${story.story.basePath}${story.story.scenes[0].audio}`, {
        headers: { range: 'bytes=100-199' },
      });
      return {
        status: res.status,
        length: (await res.arrayBuffer()).byteLength,
        range: res.headers.get('content-range'),
      };
    }, saved);
    expect(part).toEqual({ status: 206, length: 100, range: 'bytes 100-199/4096' });
    // the home with no connection is the shelf of kept stories, and they play from it (issue 26 §4)
    await page.goto('/');
    await page.getByRole('heading', { name: 'No connection: stories on this device' }).waitFor();
    expect(await page.getByText('Connection problem').count()).toBe(0);
    await page.getByRole('link', { name: 'The played owl' }).click();
    await playerIn(page);
    await context.setOffline(false);

    // the parent removes it in the profile, at phone width and in Russian (the interface language is the
    // device's: decision 083)
    await page.evaluate(() => localStorage.setItem('locale', 'ru'));
    await page.setViewportSize(PHONE);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Сказки без интернета' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: 'Удалить «The saved fox» с этого устройства' }).click();
    await page.getByText('Сохранённых сказок пока нет').waitFor();
    expect(session.violations).toEqual([]);
  });
});

describe('accessibility', () => {
  it('finds no serious or critical violations on the main pages', async () => {
    withApk = false; // the applications page then shows the web app's install section
    const found: Record<string, Finding[]> = {};
    for (const width of [1100]) {
      const visitor = await auditablePage(browser, server.url, width);
      await visitor.goto('/');
      await visitor.getByRole('heading', { name: 'Tiny Tidings' }).waitFor();
      found[`landing@${width}`] = await audit(visitor);
      await visitor.goto('/signin');
      await visitor.getByRole('button', { name: 'Sign in' }).waitFor();
      found[`signin@${width}`] = await audit(visitor);
      // no GOOGLE_CLIENT_ID here: no Google button, and Google's script is never asked for
      expect(await visitor.locator('.google-button').count()).toBe(0);
      expect(await visitor.locator('script[src*="accounts.google.com"]').count()).toBe(0);
      await visitor.goto('/support');
      await visitor.getByLabel('Your message').waitFor();
      found[`support@${width}`] = await audit(visitor);
      await visitor.goto('/applications');
      await visitor.getByRole('heading', { name: 'Install the web app' }).waitFor();
      found[`applications@${width}`] = await audit(visitor);
      await visitor.context().close();

      const user = await auditablePage(browser, server.url, width, parent);
      await user.goto('/chat');
      await user.locator('.story-card').first().waitFor();
      found[`chat@${width}`] = await audit(user);
      await user.goto(`/stories/${story}`);
      await user.locator('.player').waitFor();
      found[`player@${width}`] = await audit(user);
      await user.goto('/profile');
      await user.locator('.profile').waitFor();
      found[`profile@${width}`] = await audit(user);
      await user.goto('/features');
      await user.getByTestId('licence').waitFor();
      await user.locator('.plan-card, .features-page button').first().waitFor();
      found[`features@${width}`] = await audit(user);
      await user.context().close();

      const team = await auditablePage(browser, server.url, width, staff);
      await team.goto('/panel');
      await team.locator('.panel__entries a').first().waitFor();
      found[`panel@${width}`] = await audit(team);
      await team.context().close();
    }
    const failing = Object.fromEntries(Object.entries(found).filter(([, v]) => v.length > 0));
    expect(failing).toEqual({});
  });
});
