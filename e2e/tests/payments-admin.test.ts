/**
 * The admin's payments like Stripe's (issue 34 point 4, decision 087) in Chromium, in en on a desktop and
 * in ru on a 360 px phone: real payments through the bank emulator, filtered by code until none match
 * ("no payments match"), the customer's view from a row, and a partial refund with a reason and a note
 * that shows in the payment's history, after which the rest may still be refunded; money in one format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buy } from '@tt/server/test/helpers/payments.js';
import { launchBrowser, newPage, TOKEN_KEY } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
let admin: string;
const RUNS = [
  ['en', { width: 1280, height: 900 }],
  ['en', { width: 360, height: 800 }],
  ['ru', { width: 1280, height: 900 }],
  ['ru', { width: 360, height: 800 }],
] as const;
/** Each run's buyer, who paid twice: once with the partner's code. */
const buyers = new Map<string, { id: number; email: string }>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await server.signInAs(['admin'], 8, 'money-admin@example.com');
  const partner = await server.signInAs(['promo'], 4, 'money-partner@example.com');
  await server.call(
    'payments/promo/addcode',
    { code: 'MoneyCode', discount: 10, reward: 13, planid: 1, duration: '1y' },
    partner,
  );
  for (const [lang, { width }] of RUNS) {
    const email = `${lang}-${width}-buyer@example.com`;
    const parent = await server.register(email);
    await buy(server, parent.token);
    await buy(server, parent.token, { promocode: 'moneycode' });
    buyers.set(`${lang}-${width}`, { id: parent.id, email });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const TEXTS = {
  en: {
    code: 'Promo code',
    noMatch: 'No payments match these filters.',
    refund: 'Refund',
    amount: 'Amount to refund, ₽',
    reason: 'Reason',
    note: 'Note (optional)',
    next: 'Next',
    ask: 'Refund ₽100.00?',
    yes: 'Yes, refund',
    refunded: 'Refunded ₽100.00',
    history: /₽100\.00 back — A problem with the service/,
    paid: '₽299.00',
    customer: 'Payments of',
  },
  ru: {
    code: 'Промокод',
    noMatch: 'Нет платежей по этим фильтрам.',
    refund: 'Возврат',
    amount: 'Сумма возврата, ₽',
    reason: 'Причина',
    note: 'Примечание (необязательно)',
    next: 'Далее',
    ask: 'Вернуть 100,00 ₽?',
    yes: 'Да, вернуть',
    refunded: 'Возвращено 100,00 ₽',
    history: /возвращено 100,00 ₽ — Проблема с сервисом/,
    paid: '299,00 ₽',
    customer: 'Платежи',
  },
};

async function adminPage(lang: 'en' | 'ru', viewport: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, server.url, lang === 'ru' ? 'ru-RU' : 'en-US', viewport);
  await page.context().addInitScript(
    ([key, value, locale]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('locale', locale);
    },
    [TOKEN_KEY, admin, lang] as const,
  );
  return page;
}

/** Spaces as Intl writes them (narrow and no-break) read as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const width = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the payments list like Stripe’s', () => {
  for (const [lang, viewport] of RUNS)
    it(`filters to none, opens a customer, refunds part with a reason and shows it (${lang}, ${viewport.width} px)`, async () => {
      const t = TEXTS[lang];
      const buyer = buyers.get(`${lang}-${viewport.width}`)!;
      const page = await adminPage(lang, viewport);
      await page.goto('/panel/payments');
      await page.getByTestId('payment-row').first().waitFor();

      // a code nobody used: the filtered list says no payments match
      await page.getByLabel(t.code, { exact: true }).fill('NOSUCHCODE');
      await page.getByText(t.noMatch).waitFor();
      expect(await page.getByTestId('payment-row').count()).toBe(0);
      await page.getByLabel(t.code, { exact: true }).fill('moneycode');
      await expect.poll(() => page.getByTestId('payment-row').count()).toBe(RUNS.length);

      // the customer's view from a row: both of the parent's payments, with and without the code
      await page.getByRole('link', { name: buyer.email }).click();
      await page.waitForURL(`**/panel/payments?customer=${buyer.id}`);
      await page.getByRole('heading', { name: `${t.customer} ${buyer.email}` }).waitFor();
      await expect.poll(() => page.getByTestId('payment-row').count()).toBe(2);

      const row = page.getByTestId('payment-row').filter({ hasNotText: 'MONEYCODE' });
      expect(plain(await row.locator('.payment-row__amount').textContent())).toBe(t.paid);
      await row.getByRole('button', { name: t.refund }).click();
      const dialog = page.getByRole('dialog', { name: t.refund });
      await dialog.getByLabel(t.amount).fill('100');
      // no reason chosen: the form asks for one and nothing is sent
      await dialog.getByRole('button', { name: t.next }).click();
      await dialog.getByRole('alert').or(dialog.locator('[aria-invalid="true"]')).first().waitFor();
      await dialog.getByLabel(t.reason).selectOption('serviceProblem');
      await dialog.getByLabel(t.note).fill('Stories did not load');
      await dialog.getByRole('button', { name: t.next }).click();
      await expect.poll(async () => plain(await dialog.textContent())).toContain(t.ask);
      await dialog.getByRole('button', { name: t.yes }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      await expect.poll(async () => plain(await row.textContent())).toContain(t.refunded);
      await expect.poll(async () => plain(await row.getByTestId('refund-history').textContent())).toMatch(t.history);
      await row.getByTestId('refund-history').getByText('Stories did not load').waitFor();
      // the rest may still be refunded
      await row.getByRole('button', { name: t.refund }).waitFor();
      expect(await width(page)).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    });
});
