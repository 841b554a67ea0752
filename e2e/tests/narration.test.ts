/**
 * A person's voice in Chromium (issue 23): a moderator records two scenes through a fake microphone that
 * reads a known sentence (eSpeak at another speed than the studio's narrator), saves, accepts, and a parent
 * hears that voice with the read-along on the word being said. Chromium's fake microphone plays one file
 * from its start on every opening, so both scenes are the same sentence.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { NARRATION } from '@tt/contract';
import { upsertStaff } from '@tt/server/src/seed/staff.js';
import { findStory } from '@tt/server/src/modules/studio/repository.js';
import { insertNarratedTask, speechTake, type Take } from '@tt/server/test/helpers/narrated-story.js';
import { FAKE_CAMERA, launchBrowser, newPage, playerIn, signedInPage } from '../browser.js';
import { startServer, type TestApp } from '../server.js';

const SENTENCE = 'The kite flew over the hill, and the fox waved goodbye! Where will it land tomorrow?';
let server: TestApp;
let browser: Browser;
let task: { taskUid: string; storyUid: string };
let take: Take;
let dir: string;
beforeAll(async () => {
  server = await startServer({ AUTO_APPROVE: 'false' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-mic-'));
  take = await speechTake(SENTENCE, 'en', 165);
  fs.writeFileSync(path.join(dir, 'reading.wav'), take.wav);
  // %noloop: the sentence once, then silence (the server trims it)
  browser = await launchBrowser([...FAKE_CAMERA, `--use-file-for-fake-audio-capture=${dir}/reading.wav%noloop`]);
  await upsertStaff(server.app.context.db, {
    email: 'reader@example.com',
    password: 'read-aloud',
    type: 8,
    features: ['moderation'],
  });
  task = await insertNarratedTask(server.app.context.db, server.app.context.media, 'en', [SENTENCE, SENTENCE]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function moderationPage(viewport = { width: 1100, height: 800 }) {
  const page = await newPage(browser, server.url, 'en-US', viewport);
  await page.goto('/panel/moderation');
  await page.getByLabel('E-mail').fill('reader@example.com');
  await page.getByLabel('Password').fill('read-aloud');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/panel/moderation');
  await page.getByRole('button', { name: /MODERATION|APPROVE/ }).click();
  return page.getByRole('dialog', { name: 'Story task' });
}

/** Records the scene shown: Record, until the timer passes the sentence, Stop. */
async function recordScene(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: /^Record( again)?$/ }).click();
  const timer = dialog.getByRole('timer', { name: 'Recording time' });
  // the fake microphone reads the sentence once from the take's start, then is silent (trimmed by the server)
  const seconds = Math.ceil((take.wav.length - 44) / 2 / take.wav.readUInt32LE(24)) + 1;
  await expect
    .poll(async () => Number((await timer.textContent())?.split(':')[1]), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(seconds);
  await dialog.getByRole('button', { name: 'Stop' }).click();
}

describe('a moderator records the narration', () => {
  it('records two scenes at 360 px, listens back, saves, and the panel shows the person’s voice', async () => {
    const dialog = await moderationPage({ width: 360, height: 740 });
    const voiceLine = dialog.getByRole('region', { name: 'Voice' });
    await voiceLine.getByText('the studio narrator').waitFor();
    await voiceLine.getByRole('button', { name: 'Record the narration' }).click();
    const recorder = dialog.getByRole('region', { name: 'Record the narration' });
    await expect.poll(() => recorder.getByLabel('Text to read').textContent()).toBe(SENTENCE);
    // the first time every scene is needed
    expect(await recorder.getByRole('button', { name: 'Save the narration' }).isDisabled()).toBe(true);
    await recordScene(recorder);
    await recorder.getByLabel('Listen to scene 1').waitFor();
    await recorder.getByRole('button', { name: 'Next' }).click();
    await recordScene(recorder);
    await recorder.getByLabel('Listen to scene 2').waitFor();
    // the take plays back in the page
    expect(
      await recorder.getByLabel('Listen to scene 2').evaluate(
        (audio: HTMLAudioElement) =>
          new Promise<number>((done) => {
            if (audio.readyState >= 1) done(audio.duration);
            audio.onloadedmetadata = () => done(audio.duration);
          }),
      ),
    ).toBeGreaterThan(0);
    // the first save does not reach the server: the takes stay, and Save again sends them
    const page = dialog.page();
    await page.route(`**${NARRATION.uploadPath}`, (route) => route.abort(), { times: 1 });
    await recorder.getByRole('button', { name: 'Save the narration' }).click();
    await recorder.getByRole('alert').getByText('Connection problem.', { exact: false }).waitFor();
    await recorder.getByLabel('Listen to scene 2').waitFor();
    await recorder.getByRole('button', { name: 'Save the narration' }).click();
    await recorder
      .getByRole('status')
      .getByText('Saved: the story now plays in the recorded voice.')
      .waitFor({ timeout: 60_000 });
    await voiceLine.getByText('a person’s recording').waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.getByText('APPROVE').waitFor();
    await dialog.page().context().close();
  });

  it('plays the story in that voice with the read-along on the word being said', async () => {
    const story = (await findStory(server.app.context.db, task.storyUid))!.data as {
      voice: string;
      scenes: { words: { start: number; end: number }[] }[];
    };
    expect(story.voice).toBe('person');
    const token = (await server.register('voice-listener@example.com')).token;
    const page = await signedInPage(browser, server.url, token);
    await page.goto(`/stories/${task.storyUid}`);
    await playerIn(page);
    // where each word starts in the saved take: the reader's own onsets from where the first word was found
    const lead = story.scenes[0]!.words[0]!.start;
    const onsets = take.onsets.map((o) => o + lead);
    const samples = await page.evaluate(
      async (until: number) => {
        const out: { clock: number; heard: number; word: string | null }[] = [];
        const voice = document.querySelector<HTMLAudioElement>('[data-testid="voice"]')!;
        const player = document.querySelector<HTMLElement>('.player')!;
        while (Number(player.dataset.time) < until) {
          await new Promise((r) => setTimeout(r, 30));
          out.push({
            clock: Number(player.dataset.time),
            heard: voice.currentTime,
            word: document.querySelector('.word--now')?.textContent?.trim() ?? null,
          });
        }
        return out;
      },
      onsets.at(-1)! + 0.3,
    );
    const words = SENTENCE.split(' ');
    // away from the edges between words (the bound is 150 ms): the word read at that moment is the word marked
    const clear = samples.filter((s) => onsets.every((o) => Math.abs(s.clock - o) > 0.16));
    const saved = story.scenes[0]!.words;
    const wrong = clear.filter((s) => {
      const said = onsets.findLastIndex((o) => o <= s.clock);
      // in the pause after a comma or a full stop the player already marks the word to come
      const paused = /[,.!?]$/.test(words[said]!) && s.clock >= saved[said]!.end;
      return s.word !== words[said] && !(paused && s.word === words[said + 1]);
    });
    expect(clear.length).toBeGreaterThan(10);
    expect(wrong, JSON.stringify(saved)).toEqual([]);
    await page.context().close();
  });
});

describe('the microphone', () => {
  it('tells a moderator who refused the microphone, in the spec’s words', async () => {
    const dialog = await moderationPage();
    await dialog.page().evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await dialog.getByRole('button', { name: 'Record the narration' }).click();
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    const alert = dialog.page().getByRole('alertdialog', { name: 'An error has occurred' });
    await alert.getByText('Permission to use the microphone has not been obtained.').waitFor();
    await alert.getByRole('button', { name: 'Close' }).click();
    await dialog.page().context().close();
  });

  it('tells plainly that a browser without MediaRecorder cannot record', async () => {
    const dialog = await moderationPage();
    await dialog.page().evaluate(() => {
      delete (window as { MediaRecorder?: unknown }).MediaRecorder;
    });
    await dialog.getByRole('button', { name: 'Record the narration' }).click();
    await dialog.getByRole('alert').getByText('This browser cannot record sound.', { exact: false }).waitFor();
    await dialog.page().context().close();
  });
});
