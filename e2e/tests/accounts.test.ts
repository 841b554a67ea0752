/**
 * The account journey in Chromium against the real server: register → the confirmation mail
 * arrives over SMTP → confirm → sign in → land on the protected page first asked for → sign out.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { users } from '@tt/server/src/db/schema.js';
import type { Browser } from 'playwright-core';
import { linkFrom } from '@tt/server/test/helpers/smtp.js';
import { launchBrowser, newPage, TOKEN_KEY } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('accounts in the browser', () => {
  it('registers, confirms by mail, signs in to the page first asked for, and signs out', async () => {
    const email = 'browser.parent@example.com';
    const page = await newPage(browser, server.url);
    await page.goto('/registration');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByLabel('Confirm password').fill('a good password');
    // a parent or guardian confirms it, beside a link to the privacy notice; without it the form stays
    const consent = page.getByRole('checkbox', { name: /I am a parent or guardian/ });
    const notice = page.locator('label.check').getByRole('link', { name: 'privacy policy', exact: true });
    expect(await notice.getAttribute('href')).toBe('/privacy');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    await page.getByText('Confirm that you are a parent or guardian and accept the privacy notice').waitFor();
    await consent.check();
    const since = server.smtp.received.length;
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname !== '/registration');

    const mail = await server.smtp.waitFor(email, since);
    const link = linkFrom(mail, '/confirm');
    await page.context().close();

    // The link opens in a fresh browser, as from a mail client.
    const fresh = await newPage(browser, server.url);
    await fresh.goto(`${link.pathname}${link.search}`);
    await fresh.getByText('Your e-mail is confirmed').waitFor();
    await fresh.waitForURL('**/authorization');

    await fresh.goto('/profile');
    await fresh.waitForURL(/\/signin\?redirect=2f70726f66696c65$/);
    await fresh.getByLabel('E-mail').fill(email);
    await fresh.getByLabel('Password').fill('a good password');
    await fresh.getByLabel('Password').press('Enter');
    await fresh.waitForURL('**/profile');
    await fresh.getByText(`E-mail: ${email}`).waitFor();

    await fresh.getByRole('button', { name: 'Sign out' }).click();
    await fresh.waitForURL(/\/signin/);
    expect(await fresh.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await fresh.goto('/profile');
    await fresh.waitForURL(/\/signin\?redirect=/);
    await fresh.context().close();
  });

  it('shows "Invalid Access Details" for a wrong password, and keeps the login', async () => {
    await server.register('known@example.com', 'right password');
    const page = await newPage(browser, server.url);
    await page.goto('/signin');
    await page.getByLabel('E-mail').fill('known@example.com');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Invalid Access Details' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Wrong Username or Password');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('known@example.com');
    await page.context().close();
  });

  it('speaks Russian to a Russian browser', async () => {
    const page = await newPage(browser, server.url, 'ru-RU');
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    expect(await page.getByText('Создать аккаунт').count()).toBeGreaterThan(0);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Кто мы' }).waitFor();
    await page.context().close();
  });
});

describe('your data (issue 26 §11)', () => {
  it('in Russian at 360 px: behind the pin, downloads the zip, then deletes the account and signs out', async () => {
    const email = 'data.parent@example.com';
    const { token, id } = await server.register(email);
    await server.call('user/info/commonEdit', { info: { locale: 'ru', bday: '2021-05-05' } }, token);
    await server.call('userdata/pin/set', { pin: '2468' }, token);
    const page = await newPage(browser, server.url, 'ru-RU', { width: 360, height: 740 });
    await page.goto('/about');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Открыть настройки' }).click();
    await page.getByRole('dialog', { name: 'Пин-код' }).waitFor();
    await page.keyboard.type('2468');

    const group = page.getByRole('group', { name: 'Ваши данные' });
    await group.waitFor();
    const box = (await group.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      group.getByRole('button', { name: 'Скачать мои данные' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`tiny-tidings-account-${id}.zip`);
    const zip = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)));
    expect(JSON.parse(strFromU8(zip['data.json']!)).account).toMatchObject({ id, email, bday: '2021-05-05' });

    const since = server.smtp.received.length;
    await group.getByRole('button', { name: 'Удалить аккаунт' }).click();
    await page.getByRole('dialog', { name: 'Пин-код' }).waitFor();
    await page.keyboard.type('2468');
    const confirm = page.getByRole('alertdialog', { name: 'Удалить аккаунт?' });
    // the pin is not enough: without the password nothing is deleted, and the dialog says what to type
    await confirm.getByRole('button', { name: 'Да, удалить' }).click();
    await confirm.getByText('Введите пароль, чтобы подтвердить, что это вы').waitFor();
    await confirm.getByLabel(/Ваш пароль/).fill('secret-password');
    await confirm.getByRole('button', { name: 'Да, удалить' }).click();
    await page.waitForURL('**/signin');
    await page.getByText('Аккаунт удалён. Письмо-подтверждение уже в пути.').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    // the deleted address is not offered on the sign-in page
    expect(await page.getByLabel('Почта').inputValue()).toBe('');
    await server.smtp.waitFor(email, since);
    const [row] = await server.app.context.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: null, bday: null });
    expect((await server.call('userdata/pin/status', {}, token)).status).toBe(401);
    await page.context().close();
  });
});
