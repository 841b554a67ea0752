/** Paying as a parent does: on the bank emulator's card page inside the payment dialog. */
import type { Locator, Page } from 'playwright-core';

/** The emulator's card that pays. */
export const PAYING_CARD = '4300000000000777';

/** Presses the dialog's pay button, pays with the card that pays, waits for the thanks and closes the window. */
export async function payInDialog(page: Page, pay: Locator, button: RegExp): Promise<void> {
  await pay.getByRole('button', { name: button }).click();
  const bank = page.frameLocator('iframe[title="The bank’s card page"]');
  await bank.getByLabel('Card number').fill(PAYING_CARD);
  await bank.getByRole('button', { name: 'Pay' }).click();
  await pay.getByText('Payment received. Thank you!').waitFor();
  await page.context().close();
}
