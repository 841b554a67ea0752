/**
 * What a parent touches (issue 14 items 3, 4, 8–11) in Chromium with a fake camera: the pin gate,
 * the profile picture (upload dialog, camera, drop), a visitor on a story link, the playlist and
 * share toggles, the parent note and the effects; in en and ru, at desktop and 360 px width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { FAKE_CAMERA, launchBrowser, newPage, TOKEN_KEY, playerIn } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
let story: { uid: string; title: string; duration: number; note: { whatHappened: string } };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

beforeAll(async () => {
  server = await startServer({ AUTO_APPROVE: 'true', JOB_POLL_S: '0.5' });
  browser = await launchBrowser(FAKE_CAMERA);
  const probe = (await server.register('probe@example.com')).token;
  // one story in Russian; the English visitor card shows it too (the interface language is the page's)
  const uid = await server.madeStory({ locale: 'ru', ageCluster: '4to5', seed: 42 });
  const body = (await server.call('tidings/story/get', { uid }, probe)).body;
  if (!body.parentNote) throw new Error(`story ${uid} has no parent note`);
  story = { uid, title: body.title, duration: body.duration, note: body.parentNote };
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A signed-in page for a fresh account with complete data in this language. */
async function familyPage(email: string, locale: 'en' | 'ru', viewport: { width: number; height: number }) {
  const { token } = await server.register(email);
  await server.call('user/info/commonEdit', { info: { locale, bday: '2021-05-05' } }, token);
  const page = await newPage(browser, server.url, locale === 'ru' ? 'ru-RU' : 'en-US', viewport);
  await page.goto('/about');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return { page, token };
}

const pressPin = async (page: Page, pin: string, label: (d: string) => string) => {
  for (const digit of pin) await page.getByRole('button', { name: label(digit), exact: true }).click();
};

const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text).last().waitFor();

describe('parent in English at desktop width', () => {
  it('sets a picture three ways, and a pin that guards sign-out, settings and payment', async () => {
    const { page, token } = await familyPage('parent-en@example.com', 'en', DESKTOP);
    await page.goto('/profile');

    // the file-upload dialog: a gif is refused with the fileext text, a png becomes the picture
    await page.getByRole('button', { name: 'Change picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile picture' });
    await dialog.getByTestId('picture-file').setInputFiles({
      name: 'cat.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a not really'),
    });
    await toast(page, 'this file type is not supported');
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    await dialog.getByTestId('picture-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'The picture is saved');
    const big = page.locator('.profile .avatar--big img');
    await expect.poll(() => big.getAttribute('src')).toMatch(/^\/media\/users\/\d+\/[\w-]+\.jpg$/);
    // the top bar shows the 128 px thumbnail
    const small = await page.locator('.topbar .avatar img').getAttribute('src');
    expect(small).toMatch(/-small\.jpg$/);
    expect(await page.locator('.topbar .avatar img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);
    const first = await big.getAttribute('src');

    // the camera overlay: live preview of the fake camera, shutter, reshoot, use
    await page.getByRole('button', { name: 'Change picture' }).click();
    await page.getByRole('dialog', { name: 'Profile picture' }).getByRole('button', { name: 'Take a photo' }).click();
    const camera = page.getByRole('dialog', { name: 'Camera' });
    await expect
      .poll(() => camera.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await camera.getByRole('button', { name: 'Take the photo' }).click();
    await camera.getByRole('button', { name: 'Reshoot' }).click();
    await camera.getByRole('button', { name: 'Take the photo' }).click();
    const shot = camera.locator('img.camera__shot');
    const pixels = Number(await shot.getAttribute('data-width')) * Number(await shot.getAttribute('data-height'));
    expect(pixels).toBeGreaterThan(0);
    expect(pixels).toBeLessThan(3_000_000);
    await camera.getByRole('button', { name: 'Use this photo' }).click();
    await toast(page, 'The picture is saved');
    await camera.waitFor({ state: 'detached' });
    await expect.poll(() => big.getAttribute('src')).not.toBe(first);
    const second = await big.getAttribute('src');

    // the drop-files overlay: a picture dragged over the page and dropped
    const dropped = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 200;
      canvas.getContext('2d')!.fillRect(0, 0, 300, 200);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg'));
      const data = new DataTransfer();
      data.items.add(new File([blob], 'dropped.jpg', { type: 'image/jpeg' }));
      window.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true }));
      const shown = !!document.querySelector('[data-testid="drop-files"]');
      // the overlay is drawn by the next frame
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const visible = !!document.querySelector('[data-testid="drop-files"]');
      window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      return shown || visible;
    });
    expect(dropped).toBe(true);
    await toast(page, 'The picture is saved');
    await expect.poll(() => big.getAttribute('src')).not.toBe(second);
    expect(await page.getByTestId('drop-files').count()).toBe(0);

    // the pin: create mode saves only when both entries match
    const digit = (d: string) => `Digit ${d}`;
    await page.getByRole('button', { name: 'Set a pin code' }).click();
    const pin = page.getByRole('dialog', { name: 'Set a pin code' });
    await pressPin(page, '2468', digit);
    await pin.getByText('Enter the same pin code again').waitFor();
    await pressPin(page, '2469', digit);
    await pin.getByText('Pin codes must match').waitFor();
    expect(await pin.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await pin.getByRole('button', { name: 'Erase a digit' }).click();
    await pressPin(page, '8', digit);
    expect(await pin.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
    await pin.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The pin code is set');
    expect((await server.call('userdata/pin/status', {}, token)).body).toEqual({ set: true });

    // settings are locked now; sign-out asks for the pin: wrong three times cancels
    await page.getByText('Settings are locked with the pin code.').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const enter = page.getByRole('dialog', { name: 'Pin code' });
    const dots = enter.locator('.pin__dots');
    await pressPin(page, '1111', digit);
    await enter.getByText('Invalid pincode').waitFor();
    await expect.poll(() => dots.getAttribute('data-count'), { timeout: 2000 }).toBe('0');
    await page.keyboard.type('2222');
    await expect.poll(() => dots.getAttribute('data-count'), { timeout: 2000 }).toBe('0');
    await pressPin(page, '3333', digit);
    await toast(page, 'You spent three attempts to enter the pin code');
    await enter.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/profile');

    // the right pin unlocks the settings, and opens the payment dialog
    await page.getByRole('button', { name: 'Unlock settings' }).click();
    await pressPin(page, '2468', digit);
    await page.getByRole('switch', { name: 'Dark theme' }).waitFor();
    await page.goto('/features');
    await page
      .getByRole('button', { name: /^(Buy|Buy more time)$/ })
      .first()
      .click();
    await pressPin(page, '2468', digit);
    await page.getByRole('dialog', { name: 'Payment' }).waitFor();
    await page.context().close();
  });
});

describe('a visitor and a family in Russian on a 360 px phone', () => {
  it('offers sign-in on a story link and comes back, shows the note, the effects and visible toggles', async () => {
    const ru = story;
    const visitor = await newPage(browser, server.url, 'ru-RU', PHONE);
    // a wrong id and a wrong share id are "not found", not a request to sign in
    await visitor.goto('/stories/s-no-such-story');
    await visitor.getByRole('alert').filter({ hasText: 'Не найдено' }).waitFor();
    await visitor.goto(`/stories/${ru.uid}?share=nothing-here`);
    await visitor.getByRole('alert').filter({ hasText: 'Не найдено' }).waitFor();

    await visitor.goto(`/stories/${ru.uid}?time=1`);
    const card = visitor.getByTestId('visitor-story');
    await card.getByRole('heading', { name: ru.title }).waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/media\//);
    const signUp = await card.getByRole('link', { name: 'Создать аккаунт' }).getAttribute('href');
    expect(signUp).toMatch(/^\/registration\?redirect=[0-9a-f]+$/);
    await server.register('visitor-ru@example.com', 'a-long-visitor-password');
    await card.getByRole('link', { name: 'Войти' }).click();
    await visitor.waitForURL(/\/signin\?redirect=[0-9a-f]+$/);
    await visitor.getByLabel('Почта').fill('visitor-ru@example.com');
    await visitor.getByLabel('Пароль').fill('a-long-visitor-password');
    await visitor.getByRole('button', { name: 'Войти', exact: true }).click();
    await visitor.waitForURL(`**/stories/${ru.uid}?time=1`);
    await visitor.locator('.player').waitFor();
    await visitor.context().close();

    const { page } = await familyPage('family-ru@example.com', 'ru', PHONE);
    await page.goto(`/stories/${ru.uid}`);
    await playerIn(page);
    // the text dialog carries the parent note
    await page.getByRole('button', { name: 'Текстовая версия' }).click();
    const text = page.getByRole('dialog', { name: ru.title });
    const note = text.getByRole('complementary', { name: 'Для родителей' });
    await note.getByText('Что произошло').waitFor();
    await note.getByText(ru.note.whatHappened.slice(0, 30)).waitFor();
    expect(await note.locator('li').count()).toBe(2);
    await text.getByRole('button', { name: 'Закрыть' }).first().click();

    // the playlist dialog: large toggles and story picks with the small cover
    await page.getByRole('button', { name: 'Плейлист' }).click();
    const playlist = page.getByRole('dialog', { name: 'Плейлист' });
    for (const name of ['Играть по кругу', 'Без звука', 'Без картинок']) {
      const toggle = playlist.locator('.toggle', { hasText: name });
      const box = (await toggle.locator('.toggle__track').boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const pick = playlist.locator('.pick', { hasText: ru.title });
    const tick = (await pick.locator('.pick__box').boundingBox())!;
    expect(Math.min(tick.width, tick.height)).toBeGreaterThanOrEqual(28);
    expect(await pick.locator('.pick__box').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expect.poll(() => pick.locator('.pick__cover img').getAttribute('src')).toMatch(/small-.*\.webp$/);
    await pick.click();
    expect(await pick.locator('.pick__box').isChecked()).toBe(true);
    await page.keyboard.press('Escape');

    // the share dialog's toggles are as visible
    await page.getByRole('button', { name: 'Поделиться' }).click();
    const share = page.getByRole('dialog', { name: 'Поделиться' });
    const track = (await share.locator('.toggle', { hasText: 'Без звука' }).locator('.toggle__track').boundingBox())!;
    expect(track.width).toBeGreaterThanOrEqual(44);
    await share.getByRole('switch', { name: 'Без звука' }).check();
    expect(await share.getByRole('switch', { name: 'Без звука' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');

    // the end of the story: Repeat, the note beside it, and the effects (emoji 3–8, particles 10–20)
    await page.goto(`/stories/${ru.uid}?time=${(ru.duration - 0.4).toFixed(2)}`);
    await page.getByRole('button', { name: 'Ещё раз' }).waitFor({ timeout: 10_000 });
    await page.locator('.player').getByRole('complementary', { name: 'Для родителей' }).waitFor();
    const burst = page.locator('.effects [data-effect="storyEnd"]');
    await burst.waitFor();
    expect(await burst.locator('.effects__background').count()).toBe(1);
    const emoji = await burst.locator('.effects__emoji svg').count();
    expect(emoji).toBeGreaterThanOrEqual(3);
    expect(emoji).toBeLessThanOrEqual(8);
    const particles = await burst.locator('[data-particle]').count();
    expect(particles).toBeGreaterThanOrEqual(10);
    expect(particles).toBeLessThanOrEqual(20);
    await burst.waitFor({ state: 'detached', timeout: 5000 });

    // a like: hearts and stars
    await page.getByRole('button', { name: 'Нравится' }).click();
    await page.locator('.effects [data-effect="like"] [data-particle="heart"]').first().waitFor();

    // particles off in the profile: the end shows no particles; reduced motion: no effects at all
    await page.goto('/profile');
    await page.getByRole('switch', { name: 'Частицы' }).click();
    await page.goto(`/stories/${ru.uid}?time=${(ru.duration - 0.4).toFixed(2)}`);
    const quiet = page.locator('.effects [data-effect="storyEnd"]');
    await quiet.waitFor();
    expect(await quiet.locator('[data-particle]').count()).toBe(0);
    expect(await quiet.locator('.effects__emoji').count()).toBeGreaterThanOrEqual(3);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/stories/${ru.uid}?time=${(ru.duration - 0.4).toFixed(2)}`);
    await page.getByRole('button', { name: 'Ещё раз' }).waitFor({ timeout: 10_000 });
    // the effect would start with the end screen, in the same frames
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.locator('.effects').count()).toBe(0);
    await page.context().close();
  });
});

describe('the other language at the other width', () => {
  it('asks for the pin in Russian at desktop width and shows an English visitor card on a phone', async () => {
    const { page, token } = await familyPage('parent-ru@example.com', 'ru', DESKTOP);
    await server.call('userdata/pin/set', { pin: '1357' }, token);
    await page.goto('/profile');
    await page.getByText('Настройки закрыты пин-кодом.').waitFor();
    await page.getByRole('button', { name: 'Выйти' }).click();
    const enter = page.getByRole('dialog', { name: 'Пин-код' });
    await page.keyboard.type('0000');
    await enter.getByText('Неверный пин-код').waitFor();
    await expect.poll(() => enter.locator('.pin__dots').getAttribute('data-count'), { timeout: 2000 }).toBe('0');
    await page.keyboard.type('0001');
    await expect.poll(() => enter.locator('.pin__dots').getAttribute('data-count'), { timeout: 2000 }).toBe('0');
    await page.keyboard.type('0002');
    await toast(page, 'Вы использовали три попытки ввести пин-код');
    // the right pin signs out
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.keyboard.type('1357');
    await page.waitForURL('**/signin');
    await page.context().close();

    const en = story;
    const visitor = await newPage(browser, server.url, 'en-US', PHONE);
    await visitor.goto(`/stories/${en.uid}`);
    const card = visitor.getByTestId('visitor-story');
    await card.getByRole('heading', { name: en.title }).waitFor();
    await card.getByRole('link', { name: 'Sign in' }).waitFor();
    await card.getByRole('link', { name: 'Create account' }).click();
    await visitor.waitForURL(/\/registration\?redirect=[0-9a-f]+$/);
    await visitor.context().close();
  });
});
