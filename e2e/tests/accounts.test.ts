/**
 * The account journey in Chromium against the real server: register → the confirmation mail
 * arrives over SMTP → confirm → sign in → land on the protected page first asked for → sign out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
