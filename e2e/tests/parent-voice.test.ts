/**
 * A parent's voice in Chromium (issue 23 item 2, decision 066): at 360 px a parent opens "Read it yourself"
 * from the player (behind the pin), records two scenes through a fake microphone that reads a known sentence
 * (eSpeak at another speed than the narrator), saves, and the story plays in their voice with the read-along
 * on the word being said; the switch goes back to the story's voice and again. A second family's browser
 * plays the story's own voice and cannot fetch the parent's files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { insertNarratedTask, speechTake, type Take } from '@tt/server/test/helpers/narrated-story.js';
import { FAKE_CAMERA, launchBrowser, newPage, playerIn, TOKEN_KEY } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

const SENTENCE = 'The kite flew over the hill, and the fox waved goodbye! Where will it land tomorrow?';
const PHONE = { width: 360, height: 740 };
let server: TestApp;
let browser: Browser;
let storyUid: string;
let take: Take;
let dir: string;
let parent: { token: string; id: number };
beforeAll(async () => {
  server = await startServer({ AUTO_APPROVE: 'false' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-parent-mic-'));
  take = await speechTake(SENTENCE, 'en', 165);
  fs.writeFileSync(path.join(dir, 'reading.wav'), take.wav);
  // %noloop: the sentence once, then silence (the server trims it)
  browser = await launchBrowser([...FAKE_CAMERA, `--use-file-for-fake-audio-capture=${dir}/reading.wav%noloop`]);
  const task = await insertNarratedTask(server.app.context.db, server.app.context.media, 'en', [SENTENCE, SENTENCE]);
  const moderator = await server.signInAs(['moderation'], 8);
  await server.call('admin/moderation/result', { uid: task.taskUid, status: 'approve' }, moderator);
  storyUid = task.storyUid;
  parent = await server.register('reading-parent@example.com');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function phonePage(token: string): Promise<Page> {
  const page = await newPage(browser, server.url, 'en-US', PHONE);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return page;
}

const voiceSrc = (page: Page) => page.getByTestId('voice').evaluate((audio: HTMLAudioElement) => audio.src);

/** Records the scene shown: Record, until the timer passes the sentence, Stop. */
async function recordScene(recorder: ReturnType<Page['getByRole']>) {
  await recorder.getByRole('button', { name: /^Record( again)?$/ }).click();
  const timer = recorder.getByRole('timer', { name: 'Recording time' });
  const seconds = Math.ceil((take.wav.length - 44) / 2 / take.wav.readUInt32LE(24)) + 1;
  await expect
    .poll(async () => Number((await timer.textContent())?.split(':')[1]), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(seconds);
  await recorder.getByRole('button', { name: 'Stop' }).click();
}

describe('a parent reads a story for their family', () => {
  it('records two scenes at 360 px behind the pin, and saves', async () => {
    await server.call('userdata/pin/set', { pin: '2580' }, parent.token);
    const page = await phonePage(parent.token);
    await page.goto(`/stories/${storyUid}`);
    await playerIn(page);
    expect(await voiceSrc(page)).toContain('/media/stories/');
    await page.getByRole('button', { name: 'Read it yourself' }).click();
    for (const d of '2580') await page.getByRole('button', { name: `Digit ${d}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Read it yourself' });
    const recorder = dialog.getByRole('region', { name: 'Read it yourself' });
    await expect.poll(() => recorder.getByLabel('Text to read').textContent()).toBe(SENTENCE);
    expect(await recorder.getByRole('button', { name: 'Save the narration' }).isDisabled()).toBe(true);
    await recordScene(recorder);
    await recorder.getByLabel('Listen to scene 1').waitFor();
    await recorder.getByRole('button', { name: 'Next' }).click();
    await recordScene(recorder);
    // the first save does not reach the server: the takes stay, and Save again sends them
    await page.route('**/api/userdata/narration/upload', (route) => route.abort(), { times: 1 });
    await recorder.getByRole('button', { name: 'Save the narration' }).click();
    await recorder.getByRole('alert').getByText('Connection problem.', { exact: false }).waitFor();
    await recorder.getByRole('button', { name: 'Save the narration' }).click();
    await recorder
      .getByRole('status')
      .getByText('Saved: the story now plays in the recorded voice.')
      .waitFor({ timeout: 60_000 });
    await dialog
      .getByRole('region', { name: 'Your recordings' })
      .getByText('The fox and the kite (this story)')
      .waitFor();
    // beside "Saved" every scene reads saved, none "not recorded yet" (issue 32 §11)
    const takes = recorder.locator('.narration__takes');
    expect(await takes.getByText('not recorded yet').count()).toBe(0);
    expect(await takes.getByText('saved', { exact: true }).count()).toBe(2);
    await page.screenshot({ path: '/tmp/parents-voice-saved-en-360.png', fullPage: true });
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('plays the story in the parent’s voice with the read-along on the word being said, and switches back', async () => {
    const page = await phonePage(parent.token);
    // the family's voice plays from object URLs with no Content-Security-Policy refusal (issue 32 §12)
    const refused: string[] = [];
    page.on('console', (m) => /Content Security Policy|Refused to/i.test(m.text()) && refused.push(m.text()));
    await page.goto(`/stories/${storyUid}`);
    await playerIn(page);
    const yours = page.getByRole('switch', { name: 'Your voice' });
    expect(await yours.getAttribute('aria-checked')).toBe('true');
    // the parent's files come to this account as object URLs, never from /media
    expect(await voiceSrc(page)).toMatch(/^blob:/);
    const { narration } = (await server.call('userdata/narration/get', { uid: storyUid }, parent.token)).body as {
      narration: { scenes: { words: { start: number; end: number }[] }[] };
    };
    const saved = narration.scenes[0]!.words;
    const onsets = take.onsets.map((o) => o + saved[0]!.start);
    const samples = await page.evaluate(
      async (until: number) => {
        const out: { clock: number; word: string | null }[] = [];
        const player = document.querySelector<HTMLElement>('.player')!;
        while (Number(player.dataset.time) < until) {
          await new Promise((r) => setTimeout(r, 30));
          out.push({
            clock: Number(player.dataset.time),
            word: document.querySelector('.word--now')?.textContent?.trim() ?? null,
          });
        }
        return out;
      },
      onsets.at(-1)! + 0.3,
    );
    const words = SENTENCE.split(' ');
    const clear = samples.filter((s) => onsets.every((o) => Math.abs(s.clock - o) > 0.16));
    const wrong = clear.filter((s) => {
      const said = onsets.findLastIndex((o) => o <= s.clock);
      const paused = /[,.!?]$/.test(words[said]!) && s.clock >= saved[said]!.end;
      return s.word !== words[said] && !(paused && s.word === words[said + 1]);
    });
    expect(clear.length).toBeGreaterThan(10);
    expect(wrong, JSON.stringify(saved)).toEqual([]);

    // back to the story's own voice, and again
    await yours.click();
    await expect.poll(() => yours.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => voiceSrc(page)).toContain('/media/stories/');
    await yours.click();
    await expect.poll(() => yours.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => voiceSrc(page)).toMatch(/^blob:/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('a second family hears the story’s own voice and cannot fetch the parent’s', async () => {
    const { narration } = (await server.call('userdata/narration/get', { uid: storyUid }, parent.token)).body as {
      narration: { scenes: { audio: string }[] };
    };
    const other = await server.register('other-family@example.com');
    const page = await phonePage(other.token);
    await page.goto(`/stories/${storyUid}`);
    await playerIn(page);
    expect(await voiceSrc(page)).toContain('/media/stories/');
    expect(await page.getByRole('switch', { name: 'Your voice' }).count()).toBe(0);
    const status = await page.evaluate(
      async ([file, token]) => (await fetch(file, { headers: { authorization: `Bearer ${token}` } })).status,
      [narration.scenes[0]!.audio, other.token] as const,
    );
    expect(status).toBe(404);
    await page.context().close();
  });
});
