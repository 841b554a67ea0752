/**
 * Sharing a promo code in Chromium at 360 px (issue 34 point 1): the partner's code has a referral link with
 * copy buttons and a downloadable QR code; a visitor opens the link, signs up, and finds the code applied in
 * the payment dialog — refused with the reason while its owner has paused it, taken once resumed; the
 * partner's earnings page (en and ru) and the team's partner modal show the code's visits, sign-ups,
 * purchase, revenue and reward.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, TOKEN_KEY } from '../browser.js';
import { payInDialog } from '../payment.js';
import { startServer, type TestApp } from '../server.js';

const PHONE = { width: 360, height: 740 };

let server: TestApp;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ DEMO_STORIES: 'false' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function onPhone(token: string | null, locale = 'en-US'): Promise<Page> {
  const page = await newPage(browser, server.url, locale, PHONE);
  page.setDefaultTimeout(20_000);
  if (token) {
    await page.goto('/about');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  }
  return page;
}

/** What sticks out past the phone's width (none when the page fits), named for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : Array.from(document.querySelectorAll('body *'))
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
          .slice(0, 5),
  );

/** The figures of one code's numbers table, by figure: [this month, all time]. */
async function figures(page: Page, code: string) {
  const table = page.locator(`[data-testid="code-numbers"][data-code="${code}"]`);
  await table.waitFor();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-figure'),
        Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
      ]),
    );
  return Object.fromEntries(rows) as Record<string, [string, string]>;
}

describe('sharing a promo code', () => {
  it('link, QR and copy; a visitor signs up by the link and pays with the code; paused meanwhile; numbers shown', async () => {
    const email = 'share.partner@example.com';
    const partnerToken = await server.signInAs(['promo'], 4, email);
    const made = await server.call(
      'payments/promo/addcode',
      { code: 'ShareSunny', discount: 10, reward: 13, planid: 1, duration: '1y' },
      partnerToken,
    );
    expect(made.status).toBe(200);

    const partner = await onPhone(partnerToken);
    await partner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await partner.goto('/panel/promocodes');
    const row = partner.getByTestId('promo-row').filter({ hasText: 'SHARESUNNY' });
    await row.getByText('Share: link, QR code, pause').click();
    const link = `${server.url}/?ref=SHARESUNNY`;
    expect(await row.getByLabel('Referral link').inputValue()).toBe(link);
    await row.getByRole('button', { name: 'Copy link' }).click();
    await row.getByText('The link is copied').waitFor();
    expect(await partner.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await row.getByRole('button', { name: 'Copy code' }).click();
    expect(await partner.evaluate(() => navigator.clipboard.readText())).toBe('SHARESUNNY');
    await row.getByRole('img', { name: 'QR code of the referral link for SHARESUNNY' }).waitFor();
    const [download] = await Promise.all([
      partner.waitForEvent('download'),
      row.getByRole('button', { name: 'Download QR code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SHARESUNNY-qr.svg');
    expect(fs.readFileSync((await download.path())!, 'utf8')).toMatch(
      /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(await overflowing(partner)).toEqual([]);

    // a visitor opens the link: the code is kept, the address cleaned, the visitor told
    const visitor = await onPhone(null);
    await visitor.goto('/?ref=SHARESUNNY');
    await visitor.getByText('Promo code SHARESUNNY: 10 % off a subscription, applied when you pay.').waitFor();
    expect(new URL(visitor.url()).search).toBe('');
    await visitor.goto('/registration');
    await visitor.getByLabel('E-mail').fill('share.visitor@example.com');
    await visitor.getByLabel('Password', { exact: true }).fill('a good password');
    await visitor.getByLabel('Confirm password').fill('a good password');
    await visitor.getByRole('checkbox', { name: /I am a parent or guardian/ }).check();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.waitForURL((url) => !url.pathname.startsWith('/registration'));

    // the owner pauses it: checkout says so
    await row.getByRole('button', { name: 'Pause the code' }).click();
    await row.getByText('Paused by you').waitFor();
    await row.getByText('Paused', { exact: true }).waitFor();
    await visitor.goto('/features');
    await visitor.getByRole('button', { name: 'Buy' }).click();
    let pay = visitor.getByRole('dialog', { name: 'Payment' });
    expect(await pay.getByLabel('Promo code').inputValue()).toBe('SHARESUNNY');
    await pay.getByText('This promo code is paused by its owner for now: pay without it or try again later').waitFor();
    await visitor.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Resume the code' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await visitor.getByRole('button', { name: 'Buy' }).click();
    pay = visitor.getByRole('dialog', { name: 'Payment' });
    await pay.getByText('Code SHARESUNNY: 10% off').waitFor();
    await payInDialog(visitor, pay, /Pay ₽269 by card/);

    // the partner's numbers: one visit, one sign-up, one purchase of 269 ₽ earning 34.97 ₽
    await partner.goto('/panel/earnings');
    await partner.getByRole('heading', { name: 'Numbers per code' }).waitFor();
    await expect.poll(async () => (await figures(partner, 'SHARESUNNY')).purchases).toEqual(['1', '1']);
    expect(await figures(partner, 'SHARESUNNY')).toEqual({
      visits: ['1', '1'],
      signups: ['1', '1'],
      purchases: ['1', '1'],
      revenue: ['₽269.00', '₽269.00'],
      refunds: ['₽0.00', '₽0.00'],
      reward: ['₽34.97', '₽34.97'],
    });
    expect(await overflowing(partner)).toEqual([]);
    await partner.getByRole('button', { name: 'Previous month' }).click();
    await expect.poll(async () => (await figures(partner, 'SHARESUNNY')).visits).toEqual(['0', '1']);
    await partner.context().close();

    // in Russian, money as Russian writes it
    const russian = await onPhone(partnerToken, 'ru-RU');
    await russian.evaluate(() => localStorage.setItem('locale', 'ru'));
    await russian.goto('/panel/earnings');
    await russian.getByRole('heading', { name: 'Показатели по кодам' }).waitFor();
    const ru = await figures(russian, 'SHARESUNNY');
    expect(ru.reward?.[1]?.replace(/\s/g, ' ')).toBe('34,97 ₽');
    await russian.getByText('Переходы по ссылке').first().waitFor();
    expect(await overflowing(russian)).toEqual([]);
    await russian.context().close();

    // the team's partner modal shows the same numbers
    const team = await onPhone(await server.signInAs(['team'], 8, 'share.team@example.com'));
    await team.goto('/panel/users');
    await team.getByLabel('Search by e-mail').fill('share.partner');
    const userRow = team.getByTestId('user-row').filter({ hasText: email });
    // the searched list settles before its row's menu opens (a late page would close it)
    await userRow.waitFor();
    await expect.poll(() => team.getByTestId('user-row').count()).toBe(1);
    await userRow.getByRole('button', { name: /Actions for user/ }).click();
    await team.getByRole('menuitem', { name: 'Partner information' }).click();
    const modal = team.getByTestId('team-partner');
    await modal.getByRole('heading', { name: 'Numbers per code' }).waitFor();
    expect((await figures(team, 'SHARESUNNY')).signups).toEqual(['1', '1']);
    expect(await overflowing(team)).toEqual([]);
    await team.context().close();
    // one long journey through four browsers on a shared machine
  }, 400_000);
});
