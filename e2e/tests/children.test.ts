/** Children's profiles in Chromium (issue 26 §10): add a child at 360 px, switch from the top bar behind the pin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signedInPage } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
let toddlerStory: string;
let olderStory: string;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  toddlerStory = await server.publishedStory({ locale: 'en', ageCluster: 'upto3', title: 'The duck and the puddle' });
  olderStory = await server.publishedStory({ locale: 'ru', ageCluster: '6to7', title: 'Выдра и ракушка' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const year = new Date().getUTCFullYear();
const widthFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const enterPin = async (page: Page, pin: string) => {
  for (const d of pin) await page.getByRole('button', { name: `Digit ${d}` }).click();
};

describe("children's profiles", () => {
  it('adds a second child in the profile and switches the feed to her from the top bar, behind the pin', async () => {
    const { token } = await server.register('family@example.com');
    await server.call('user/info/commonEdit', { info: { locale: 'en', bday: `${year - 2}-05-01` } }, token);
    const page = await signedInPage(browser, server.url, token);
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto('/profile');
    const section = page.locator('section.children');
    await section.getByText('Your child').waitFor();
    // one child: no switch in the top bar yet
    expect(await page.locator('.topbar__child').count()).toBe(0);

    await section.getByRole('button', { name: 'Add a child' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add a child' }).click();
    await dialog.getByText('Name or nickname is Required').waitFor();
    await dialog.getByLabel('Name or nickname').fill('Masha');
    await dialog.getByLabel('Birthday').fill(`${year - 6}-03-01`);
    await dialog.getByLabel('Language of the stories').selectOption('ru');
    await dialog.getByRole('radio', { name: 'Rocket' }).check();
    expect(await widthFits(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Add a child' }).click();
    await section.getByText('Masha').waitFor();
    expect(await widthFits(page)).toBe(true);

    // a pin guards the switch
    await server.call('userdata/pin/set', { pin: '4821' }, token);
    await page.goto('/chat');
    await page.getByRole('heading', { name: 'The duck and the puddle' }).waitFor();
    await page.getByRole('button', { name: 'Stories for Your child: choose another child' }).click();
    await page.getByRole('button', { name: /Masha/ }).click();
    await enterPin(page, '4821');
    // her feed: her age and her stories' language; the parent's interface stays English (decision 083)
    await page.getByRole('heading', { name: 'Выдра и ракушка' }).waitFor();
    expect(await page.getByRole('heading', { name: 'The duck and the puddle' }).count()).toBe(0);
    expect(await page.locator('.topbar__child').getAttribute('aria-label')).toBe(
      'Stories for Masha: choose another child',
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await widthFits(page)).toBe(true);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Unlock settings' }).click();
    await enterPin(page, '4821');
    await page.getByRole('button', { name: "Masha's age: 6 years" }).waitFor();
    await page.getByRole('button', { name: 'Interface language: English' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.screenshot({ path: '/tmp/parents-children-en-360.png', fullPage: true });

    const info = (await server.call('user/info/get', {}, token)).body.info;
    expect(info).toEqual(expect.objectContaining({ bday: `${year - 6}-03-01`, locale: 'ru' }));
    expect([toddlerStory, olderStory]).toHaveLength(2);
    await page.context().close();
  });
});
