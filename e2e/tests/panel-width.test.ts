/**
 * Every panel page fits a 360 px phone, in en and ru (issue 25 point 13): each page is opened by the
 * kind of account that uses it (an admin with team and moderation, a verified partner with a code and
 * an earning, a partner still filling in their data), with rows in its lists (long e-mails, a payment,
 * a moderation task), and the document may not scroll sideways: its scroll width stays within 360.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findTask } from '@tt/server/src/modules/studio/repository.js';
import { buy } from '@tt/server/test/helpers/payments.js';
import { waitUntil } from '@tt/server/test/helpers/wait.js';
import { launchBrowser, newPage, TOKEN_KEY } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

const WIDTH = 360;
const LOCALES = ['en', 'ru'] as const;
type Locale = (typeof LOCALES)[number];

let server: TestApp;
let browser: Browser;
let taskUid: string;
const tokens: Record<Locale, { staff: string; partner: string; newcomer: string }> = {} as never;

const info = {
  country: 'ru',
  firstName: 'Анастасия-Александра',
  lastName: 'Константинопольская',
  email: 'anastasia.konstantinopolskaya.blog@example.com',
  phone: '+7 (912) 345-67-89',
  social: 'https://www.youtube.com/@anastasia-konstantinopolskaya-official-channel',
};
const bank = {
  status: 'ie' as const,
  inn: '123456789012',
  bankname: 'Публичное акционерное общество «Сбербанк России»',
  bic: '044525225',
  account: '40702810000000000001',
  corr: '30101810400000000225',
};

async function partnerOf(locale: Locale, verified: boolean): Promise<string> {
  const email = `${verified ? 'verified' : 'newcomer'}.partner.with.a.long.address.${locale}@example.com`;
  const { token, id } = await server.register(email, 'secret-password', 4);
  await server.call('user/info/commonEdit', { info: { locale } }, token);
  if (!verified) return token;
  const saved = await server.call('partner/info/update', { info, paymentinfo: bank }, token);
  const team = await server.signInAs(['team'], 8);
  const verifiedAnswer = await server.call('team/partner/verify', { userid: id }, team);
  expect([saved.status, verifiedAnswer.status]).toEqual([200, 200]);
  const code = `Longcode${locale}abcdefghij`;
  await server.call('payments/promo/addcode', { code, discount: 10, reward: 13, planid: 1, duration: '1y' }, token);
  // a purchase with the code, so the earnings page has a group, a total and a balance
  const parent = await server.register(`a.parent.buying.with.the.code.${locale}@example.com`);
  await buy(server, parent.token, { promocode: code });
  return token;
}

beforeAll(async () => {
  server = await startServer({ DEMO_STORIES: 'false', AUTO_APPROVE: 'false' });
  browser = await launchBrowser();
  // a moderation card, in whatever state the studio has it when the page opens
  taskUid = await server.app.context.studio!.createTask(
    { type: 'tidingsStory', locale: 'ru', ageCluster: '4to5' },
    { seed: 7 },
  );
  for (const locale of LOCALES) {
    const staff = await server.signInAs(
      ['admin', 'team', 'moderation'],
      8,
      `staff.member.with.a.rather.long.address.${locale}@tinytidings.example.com`,
    );
    await server.call('user/info/commonEdit', { info: { locale } }, staff);
    tokens[locale] = {
      staff,
      partner: await partnerOf(locale, true),
      newcomer: await partnerOf(locale, false),
    };
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function phone(locale: Locale, token: string): Promise<Page> {
  const page = await newPage(browser, server.url, locale === 'ru' ? 'ru-RU' : 'en-US', { width: WIDTH, height: 740 });
  // before the app's own scripts on every load, so no first page's start-up can race the token away
  await page.context().addInitScript(
    ([key, value, lang]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('locale', lang);
    },
    [TOKEN_KEY, token, locale] as const,
  );
  return page;
}

/** Opens `path`, waits for its heading and for every preloader to go, and answers the document's width. */
async function widthOf(page: Page, path: string, ready?: string): Promise<number> {
  await page.goto(path);
  await page.locator('main h1, section h1').first().waitFor();
  if (ready)
    await page
      .locator(ready)
      .first()
      .waitFor()
      .catch(async (error: Error) => {
        await page.screenshot({ path: `/tmp/panel-width-failed${path.replaceAll('/', '_')}.png` });
        throw error;
      });
  await page.waitForFunction(() => document.querySelectorAll('.preloader').length === 0);
  // the page itself, not the sign-in page or a redirect (their widths prove nothing)
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.locator('input[type="password"]').count()).toBe(0);
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
}

/**
 * The users list's rows: the menu stays on the row's first line (beside the id), and the e-mail gets
 * the row's width, not a narrow column beside the date (it wrapped into 6 lines at 360 px).
 */
async function squeezedUserRows(page: Page): Promise<string[]> {
  return page.locator('[data-testid="user-row"]').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const box = row.getBoundingClientRect();
      const id = row.querySelector('.user-row__id')!.getBoundingClientRect();
      const menu = row.querySelector('.user-row__menu')!.getBoundingClientRect();
      const contact = row.querySelector('.user-row__contact')!.getBoundingClientRect();
      const bad: string[] = [];
      const name = `user row ${row.getAttribute('data-user')}`;
      if (menu.top > id.bottom) bad.push(`${name}: the menu falls below the row`);
      if (contact.width < box.width * 0.75) bad.push(`${name}: the contact is ${Math.round(contact.width)} px wide`);
      return bad;
    }),
  );
}

const PAGES: { who: 'staff' | 'partner' | 'newcomer'; path: string; ready?: string }[] = [
  { who: 'staff', path: '/panel' },
  { who: 'staff', path: '/panel/users', ready: '[data-testid="user-row"]' },
  { who: 'staff', path: '/panel/moderation', ready: '.task-card' },
  { who: 'staff', path: '/panel/payments', ready: '[data-testid="payment-row"]' },
  { who: 'staff', path: '/panel/promocodes', ready: '[data-testid="promo-row"]' },
  { who: 'staff', path: '/panel/earnings', ready: '[data-testid="earnings-group"]' },
  { who: 'staff', path: '/panel/support' },
  { who: 'partner', path: '/panel' },
  { who: 'partner', path: '/panel/partnerinfo', ready: '#partner-inn' },
  { who: 'partner', path: '/panel/promocodes', ready: '[data-testid="promo-row"]' },
  { who: 'partner', path: '/panel/earnings', ready: '[data-testid="earnings-group"]' },
  { who: 'newcomer', path: '/panel' },
  { who: 'newcomer', path: '/panel/partnerinfo', ready: '#partner-country' },
];

/**
 * What sticks out of the open dialog at 360 px: the document's width; each element, and each run of text,
 * of the dialog that reaches past either edge of the screen; and each box of it that scrolls sideways (its
 * content out of reach on a phone without a sideways swipe, as a JSON view or a long e-mail would be).
 */
async function wideInDialog(page: Page, label: string): Promise<string[]> {
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.preloader').length === 0);
  return dialog.evaluate(
    (root, [width, label]) => {
      const wide: string[] = [];
      const nameOf = (el: Element) =>
        `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      const outside = (box: DOMRect) => box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      const doc = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
      if (doc > width) wide.push(`${label}: the document is ${doc} px`);
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        const box = el.getBoundingClientRect();
        if (outside(box))
          wide.push(`${label}: ${nameOf(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
        // a text field's own value scrolls within it, as on any phone
        else if (
          !el.matches('input, textarea, select') &&
          el.scrollWidth > el.clientWidth + 1 &&
          getComputedStyle(el).overflowX !== 'visible'
        )
          wide.push(`${label}: ${nameOf(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
      }
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (outside(box))
          wide.push(
            `${label}: "${node.textContent!.trim().slice(0, 40)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
          );
      }
      return wide.slice(0, 12);
    },
    [WIDTH, label] as const,
  );
}

/** The texts the dialogs are opened by, as each locale says them (apps/web/src/locales). */
const OPENERS: Record<Locale, { partnerInfo: string }> = {
  en: { partnerInfo: 'Partner information' },
  ru: { partnerInfo: 'Данные партнёра' },
};

describe('the panel at 360 px', () => {
  for (const locale of LOCALES) {
    it(`fits every page in ${locale}`, async () => {
      const wide: string[] = [];
      for (const who of ['staff', 'partner', 'newcomer'] as const) {
        const page = await phone(locale, tokens[locale][who]);
        for (const p of PAGES.filter((x) => x.who === who)) {
          const width = await widthOf(page, p.path, p.ready);
          if (width > WIDTH) wide.push(`${who} ${p.path}: ${width} px`);
          if (p.path === '/panel/users') wide.push(...(await squeezedUserRows(page)));
        }
        if (who === 'newcomer') {
          // the Russian bank details appear once the country is Russia
          await page.locator('#partner-country').selectOption('ru');
          await page.locator('#partner-inn').waitFor();
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > WIDTH) wide.push(`newcomer /panel/partnerinfo with bank details: ${width} px`);
        }
        await page.context().close();
      }
      expect(wide).toEqual([]);
    }, 120_000);

    it(`fits the partner modal and the task dialog in ${locale}`, async () => {
      const page = await phone(locale, tokens[locale].staff);
      const wide: string[] = [];
      // the verified partner: a long e-mail, Russian bank details and the team's verification in the history
      const email = `verified.partner.with.a.long.address.${locale}@example.com`;
      await widthOf(page, '/panel/users', '[data-testid="user-row"]');
      await page.goto(`/panel/users?search=${encodeURIComponent(email)}`);
      const row = page.getByTestId('user-row').filter({ hasText: email });
      await row.locator('.user-row__menu .icon-button').click();
      await row.getByRole('menuitem', { name: OPENERS[locale].partnerInfo }).click();
      await page.getByTestId('team-partner').locator('#partner-inn').waitFor();
      await page.getByTestId('team-partner').getByTestId('audit-entry').first().waitFor();
      wide.push(...(await wideInDialog(page, 'partner modal')));

      // the task with its draft: the checks, the voice, the workflow, the results and the story itself
      const db = server.app.context.db;
      await waitUntil(async () => (await findTask(db, taskUid))?.status === 'moderation', 'the draft', 90_000);
      await widthOf(page, '/panel/moderation', '.task-card--moderation');
      await page.locator('.task-card--moderation').first().click();
      await page.locator('.task-dialog .workflow').waitFor();
      await page.locator('.task-dialog .audit-history').waitFor();
      wide.push(...(await wideInDialog(page, 'task dialog')));
      await page.locator('.task-dialog > .row .button--ghost').first().click();
      await page.locator('.task-dialog .story-preview img').first().waitFor();
      wide.push(...(await wideInDialog(page, 'task dialog with its story')));
      await page.context().close();
      expect(wide).toEqual([]);
    }, 120_000);
  }
});
