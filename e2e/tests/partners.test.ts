/**
 * The partner journey in Chromium against the real server (issue 13, one chain): a blogger signs up
 * from the partnership page, fills in partner information for Russia with bank details, the team
 * verifies them from /panel/users, and the blogger's open panel shows promo codes without a reload;
 * the blogger creates a code in the add-promo dialog and copies the strategy prompt, a parent buys a
 * month with the code on the emulator's card page, the blogger's earnings page shows the reward as an
 * estimate, and the team's earnings page shows it under the blogger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signedInPage, TOKEN_KEY } from '../browser.js';
import { payInDialog } from '../payment.js';
import { startServer, type TestApp } from '../server.js';

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

/** A parent signed in on a phone-sized page. */
async function parentOnPhone(token: string): Promise<Page> {
  const page = await newPage(browser, server.url, 'en-US', { width: 360, height: 740 });
  page.setDefaultTimeout(20_000);
  await page.goto('/about');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return page;
}

describe('partners in the browser', () => {
  it('a blogger registers, is verified, makes a code; a parent buys with it; both earnings pages show the reward', async () => {
    const email = 'browser.blogger@example.com';
    const blogger = await newPage(browser, server.url);
    await blogger.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await blogger.goto('/partnership');
    await blogger.getByRole('heading', { name: 'Earn up to 13% of income' }).waitFor();
    await blogger.getByRole('button', { name: 'Next slide' }).click();
    await blogger.getByRole('heading', { name: 'Your followers save up to 10%' }).waitFor();
    await blogger.getByRole('button', { name: 'Become a partner' }).click();
    await blogger.waitForURL('**/registration?type=blogger');
    await blogger.getByLabel('E-mail').fill(email);
    await blogger.getByLabel('Password', { exact: true }).fill('a good password');
    await blogger.getByLabel('Confirm password').fill('a good password');
    await blogger.getByRole('checkbox', { name: /I am a parent or guardian/ }).check();
    await blogger.getByRole('button', { name: 'Next' }).click();
    await blogger.waitForURL('**/panel/partnerinfo');
    await blogger.getByText('Not filled in yet').waitFor();

    await blogger.getByLabel('Country').selectOption('ru');
    await blogger.getByLabel('First name').fill('Anna');
    await blogger.getByLabel('Last name').fill('Blogova');
    await blogger.getByLabel('E-mail').fill('anna@example.com');
    await blogger.getByLabel('Phone').fill('+7 (912) 345-67-89');
    await blogger.getByLabel('Link to your social channel').fill('https://t.me/anna');
    // the bank details are asked for Russia; the contract's rule checks them before sending
    await blogger.getByRole('button', { name: 'Save' }).click();
    await blogger.getByText('INN is Required').waitFor();
    await blogger.getByLabel('Status').selectOption('se');
    await blogger.getByLabel('INN').fill('123456789');
    await blogger.getByLabel('Bank name').fill('Tiny Bank');
    await blogger.getByLabel('BIC').fill('044525225');
    await blogger.getByLabel('Account number').fill('4070 2810 0000 0000 0001');
    await blogger.getByLabel('Correspondent account').fill('30101810400000000225');
    await blogger.getByRole('button', { name: 'Save' }).click();
    await blogger.getByText('Must be 10 to 12 characters').waitFor();
    await blogger.getByLabel('INN').fill('1234567890');
    await blogger.getByRole('button', { name: 'Save' }).click();
    await blogger.getByText('Verifying (up to two days)').waitFor();

    await blogger.getByRole('link', { name: 'Back' }).click();
    await blogger.waitForURL('**/panel');
    const panel = blogger.getByRole('navigation', { name: 'Control panel' });
    await panel.getByRole('link', { name: 'Partner information' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Promo codes' }).count()).toBe(0);

    const teamToken = await server.signInAs(['team'], 8, 'browser.team@example.com');
    const team = await signedInPage(browser, server.url, teamToken);
    await team.goto('/panel/users');
    await team.getByLabel('Show').selectOption('partners');
    await team.getByLabel('Search by e-mail').fill('browser.blogger');
    const row = team.getByTestId('user-row').filter({ hasText: email });
    await row.waitFor();
    // the list shows the last answer's rows while the search loads: wait for the searched one
    await expect.poll(() => team.getByTestId('user-row').count()).toBe(1);
    await row.getByRole('button', { name: /Actions for user/ }).click();
    await row.getByRole('menuitem', { name: 'Partner information' }).click();
    const dialog = team.getByTestId('team-partner');
    await dialog.getByText('Verifying (up to two days)').waitFor();
    expect(await dialog.getByLabel('Account number').inputValue()).toBe('40702810000000000001');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Verified', { exact: true }).waitFor();

    // the blogger's open panel hears of it (sync) and shows the entry
    await panel.getByRole('link', { name: 'Promo codes' }).click();
    await blogger.waitForURL('**/panel/promocodes');
    await blogger.getByText('No promo codes yet.').waitFor();

    await blogger.getByRole('button', { name: 'Add a promo code' }).click();
    const add = blogger.getByRole('dialog', { name: 'New promo code' });
    await add.getByLabel('Code').fill('Sunny');
    await add.getByLabel('Discount for followers, %').fill('14');
    await add.getByRole('button', { name: 'Create' }).click();
    await add.getByText('The code must be 6 to 20 Latin letters').waitFor();
    await add.getByText('A whole percent from 6 to 10').waitFor();
    await add.getByLabel('Code').fill('SunnyBlog');
    await add.getByLabel('Discount for followers, %').fill('10');
    await add.getByLabel('Your reward, %').fill('13');
    await add.getByRole('button', { name: 'Create' }).click();
    await blogger.getByText('Promo code SUNNYBLOG is ready').waitFor();
    const promo = blogger.getByTestId('promo-row').filter({ hasText: 'SUNNYBLOG' });
    await promo.getByText('Active').waitFor();
    expect(await promo.textContent()).toContain('Discount 10 %, reward 13 %');

    await blogger.getByRole('button', { name: 'How to run a campaign' }).click();
    const article = blogger.getByRole('dialog', { name: 'Campaign strategy' });
    await article.getByText('When to post').waitFor();
    await article.getByRole('button', { name: 'Copy' }).click();
    await article.getByRole('status').getByText('Copied').waitFor();
    expect(await blogger.evaluate(() => navigator.clipboard.readText())).toContain('content calendar');
    await blogger.keyboard.press('Escape');

    // a follower buys a month with the code on the emulator's card page
    const parent = await parentOnPhone((await server.register('browser.parent@example.com')).token);
    await parent.goto('/features');
    await parent.getByRole('button', { name: 'Buy' }).click();
    const pay = parent.getByRole('dialog', { name: 'Payment' });
    await pay.getByLabel('Promo code').fill('sunnyblog');
    await pay.getByRole('button', { name: 'Apply' }).click();
    await pay.getByText('Code SUNNYBLOG: 10% off').waitFor();
    // 299 less 10 % (30) is 269
    await payInDialog(parent, pay, /Pay ₽269 by card/);

    // 13 % of 269.00 ₽ is 34.97 ₽, this month: an estimate
    await blogger.goto('/panel/earnings');
    const group = blogger.getByTestId('earnings-group').filter({ hasText: 'SUNNYBLOG' });
    await expect.poll(() => group.getByTestId('group-total').textContent()).toBe('₽34.97');
    await blogger.getByText('The month is not over yet').waitFor();
    await blogger.getByTestId('payout-balance').getByText('₽34.97').waitFor();
    await blogger.getByRole('button', { name: 'Previous month' }).click();
    await blogger.getByText('No earnings data found for the selected period').waitFor();
    await blogger.getByText('The month has ended: these figures are complete.').waitFor();

    await team.goto('/panel/earnings');
    const underBlogger = team.getByTestId('earnings-group').filter({ hasText: email });
    await expect.poll(() => underBlogger.getByTestId('group-total').textContent()).toBe('₽34.97');
    expect(await underBlogger.textContent()).toContain('SUNNYBLOG');
    await team.getByRole('heading', { name: 'Payouts' }).waitFor();

    // staff cannot become partners
    await team.goto('/partnership');
    await team.getByRole('button', { name: 'Become a partner' }).click();
    await team.getByText('System limitations prevent you from becoming a partner').waitFor();
    await team.context().close();
    await blogger.context().close();
  });

  it('an ordinary user confirms and becomes a partner; a partner is told they already are one', async () => {
    const { token } = await server.register('browser.parent2@example.com');
    const page = await signedInPage(browser, server.url, token);
    await page.goto('/partnership');
    await page.getByRole('button', { name: 'Become a partner' }).click();
    await page.getByRole('alertdialog', { name: 'Become a partner?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, become a partner' }).click();
    await page.waitForURL('**/panel/partnerinfo');
    await page.goto('/partnership');
    await page.getByRole('button', { name: 'Become a partner' }).click();
    await page.getByText('You are already a partner.').waitFor();
    await page.getByRole('link', { name: 'Go to partner information' }).click();
    await page.waitForURL('**/panel/partnerinfo');
    await page.context().close();
  });
});
