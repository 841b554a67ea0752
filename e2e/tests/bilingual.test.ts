/** One story in both languages (issue 26 §9): the studio's twins, and switching mid-story in Chromium. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { layoutScenes, sameMoment, type Story } from '@tt/contract';
import { launchBrowser, playerIn, signedInPage } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

let server: TestApp;
let browser: Browser;
let token: string;
const stories: Record<'en' | 'ru', Story> = {} as never;

beforeAll(async () => {
  server = await startServer({ AUTO_APPROVE: 'true', JOB_POLL_S: '0.5' });
  browser = await launchBrowser();
  token = (await server.register('bilingual@example.com')).token;
  const made = { en: '', ru: '' };
  // the day's item for ages 4-5 in both languages, with one seed: what the daily batch makes
  for (const locale of ['en', 'ru'] as const) {
    made[locale] = await server.madeStory({ locale, ageCluster: '4to5', seed: 11 });
  }
  // read once both are published: each names the other
  for (const locale of ['en', 'ru'] as const)
    stories[locale] = (await server.call('tidings/story/get', { uid: made[locale] }, token)).body;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('one story in both languages', () => {
  it('makes the twins from one item with as many scenes, each offering the other', () => {
    expect(stories.en.newsKey).toBeTruthy();
    expect(stories.ru.newsKey).toBe(stories.en.newsKey);
    expect(stories.ru.scenes).toHaveLength(stories.en.scenes.length);
    expect(stories.en.twin).toEqual({ uid: stories.ru.uid, locale: 'ru', title: stories.ru.title });
    expect(stories.ru.twin).toEqual({ uid: stories.en.uid, locale: 'en', title: stories.en.title });
  });

  it('switches mid-story at 360 px to the same scene and moment in Russian, and back', async () => {
    const page = await signedInPage(browser, server.url, token);
    await page.setViewportSize({ width: 360, height: 740 });
    const en = layoutScenes(stories.en.scenes, stories.en.duration);
    const ru = layoutScenes(stories.ru.scenes, stories.ru.duration);
    // well into the third scene, held still so the moment is exact
    const at = Math.round((en[2]!.start + en[2]!.duration * 0.4) * 100) / 100;
    await page.goto(`/stories/${stories.en.uid}?time=${at}`);
    await playerIn(page);
    await page.getByRole('button', { name: 'Pause' }).click();
    await playerIn(page, ['paused']);
    const held = Number(await page.locator('.player').getAttribute('data-time'));

    const toRussian = page.getByRole('button', { name: 'Play this story in Russian, from the same place' });
    expect(await toRussian.textContent()).toContain('Русский');
    const right = await toRussian.evaluate((b) => b.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(360);
    await toRussian.click();

    await page.waitForURL(new RegExp(`/stories/${stories.ru.uid}\\?time=`));
    const landed = Number(new URL(page.url()).searchParams.get('time'));
    expect(landed).toBeCloseTo(sameMoment(en, ru, held), 1);
    expect(landed).toBeGreaterThanOrEqual(ru[2]!.start);
    expect(landed).toBeLessThan(ru[2]!.end);
    await playerIn(page, ['playing', 'ready', 'paused']);
    // the third scene's words, now in Russian
    await expect
      .poll(() => page.locator('.player__text').textContent())
      .toContain(stories.ru.scenes[2]!.text.split(' ')[0]!);
    expect(await page.locator('.player__text').textContent()).toMatch(/[а-яё]/i);

    // and back to English, in the same scene
    await page.getByRole('button', { name: 'Play this story in English, from the same place' }).click();
    await page.waitForURL(new RegExp(`/stories/${stories.en.uid}\\?time=`));
    const back = Number(new URL(page.url()).searchParams.get('time'));
    expect(back).toBeGreaterThanOrEqual(en[2]!.start);
    expect(back).toBeLessThan(en[2]!.end);
    await page.context().close();
  });
});
