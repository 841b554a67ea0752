/**
 * A team that leaves a trace, in Chromium, in en and ru (issue 34 points 2 and 3, decision 086): a partner the
 * team unverified reads the reason and what to do on their page at 360 px, with what they earned still shown;
 * a team member on a desktop marks a statement paid — asked first — and undoes it, which the history says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { payoutStatements } from '@tt/server/src/db/schema.js';
import { launchBrowser, newPage, TOKEN_KEY } from '../browser.js';
import { startServer, type TestApp } from '../server.js';
import { partnerBankOk, partnerInfo } from '@tt/server/test/helpers/partner-data.js';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 860 };

let server: TestApp;
let browser: Browser;
let team: string;
beforeAll(async () => {
  server = await startServer({ DEMO_STORIES: 'false' });
  browser = await launchBrowser();
  team = await server.signInAs(['team'], 2, 'trust.team@example.com');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(token: string, locale: 'en' | 'ru', size: { width: number; height: number }): Promise<Page> {
  // the account's language and the device's, so neither says otherwise
  await server.call('user/info/commonEdit', { info: { locale } }, token);
  const page = await newPage(browser, server.url, locale === 'ru' ? 'ru-RU' : 'en-US', size);
  page.setDefaultTimeout(20_000);
  await page.goto('/about');
  await page.evaluate(
    ([key, value, lang]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('locale', lang);
    },
    [TOKEN_KEY, token, locale] as const,
  );
  return page;
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A due statement of 345,60 ₽ this month for `owner`, as the monthly pass leaves it. */
async function dueStatement(owner: number) {
  const month = new Date().toISOString().slice(0, 7);
  const [row] = await server.app.context.db
    .insert(payoutStatements)
    .values({ owner, month, currency: 'rub', total: 34560, status: 'due' })
    .returning();
  return row!.id;
}

const TEXTS = {
  en: {
    reason: 'The channel link does not open',
    why: 'Why: The channel link does not open',
    todo: 'What to do: correct your details below and save them.',
    owed: 'What you earned',
    due: '₽345.60',
    confirm: 'Yes, mark paid',
    undo: 'Undo mark paid',
    paid: 'Paid',
    dueStatus: 'Due',
    history: /took back the mark paid \(reference SBP-EN\)/,
  },
  ru: {
    reason: 'Ссылка на канал не открывается',
    why: 'Причина: Ссылка на канал не открывается',
    todo: 'Что сделать: исправьте данные ниже и сохраните их.',
    owed: 'Ваш заработок',
    due: '345,60 ₽',
    confirm: 'Да, отметить',
    undo: 'Отменить отметку об оплате',
    paid: 'Выплачена',
    dueStatus: 'К выплате',
    history: /снял\(а\) отметку об оплате \(номер платежа SBP-RU\)/,
  },
} as const;

describe('the team leaves a trace', () => {
  for (const locale of ['en', 'ru'] as const) {
    const x = TEXTS[locale];
    it(`${locale}: the partner reads why they were unverified and what they earned; the team undoes a mark paid`, async () => {
      const email = `trust.partner.${locale}@example.com`;
      const partner = await server.register(email, 'secret-password', 4);
      await server.call('partner/info/update', { info: partnerInfo, paymentinfo: partnerBankOk }, partner.token);
      expect((await server.call('team/partner/verify', { userid: partner.id }, team)).status).toBe(200);
      const statement = await dueStatement(partner.id);
      const unverified = await server.call('team/partner/unverify', { userid: partner.id, reason: x.reason }, team);
      expect(unverified.status).toBe(200);

      const phone = await open(partner.token, locale, PHONE);
      await phone.goto('/panel/partnerinfo');
      const refusal = phone.getByTestId('partner-refusal');
      await refusal.getByText(x.why).waitFor();
      await refusal.getByText(x.todo).waitFor();
      expect(await phone.getByTestId('partner-status').getAttribute('data-status')).toBe('refused');
      const owed = phone.getByTestId('owed-money');
      await owed.getByRole('heading', { name: x.owed }).waitFor();
      await owed.getByText(x.due).first().waitFor();
      expect(await fitsWidth(phone)).toBe(true);
      await phone.close();

      const desk = await open(team, locale, DESKTOP);
      await desk.goto('/panel/earnings');
      const card = desk.getByTestId('statement').filter({ hasText: email });
      await card.locator(`#reference-${statement}`).fill(`SBP-${locale.toUpperCase()}`);
      await card.locator('.statement__pay button[type="submit"]').click();
      // asked first: nothing is paid until Yes
      const question = card.getByRole('alertdialog');
      await question.getByText(x.due).waitFor();
      await question.getByRole('button', { name: x.confirm }).click();
      await card.locator('.statement__status', { hasText: x.paid }).waitFor();
      await card.getByRole('button', { name: x.undo }).click();
      await card.locator('.statement__status', { hasText: x.dueStatus }).waitFor();
      await card.locator(`#reference-${statement}`).waitFor();
      await card.locator('summary').click();
      await card.getByText(x.history).waitFor();
      await desk.setViewportSize(PHONE);
      expect(await fitsWidth(desk)).toBe(true);
      await desk.close();
    });
  }
});
