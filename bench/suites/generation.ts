/**
 * Seconds per story (6-scene target, offline providers) and bytes per minute of story.
 * Goals: at most 10 s per story on this 2-core machine; at most 1 MB per minute of story.
 * Each figure is printed with its ratio to the goal, the mean time of each step and the load average;
 * then the quality figures over the whole bundled set (generation-quality.ts).
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { ageCluster, STORY, type Locale } from '@tt/contract';
import { loadConfig } from '@tt/server/src/config.js';
import { createProviders } from '@tt/server/src/providers/index.js';
import { assembleStory } from '@tt/server/src/modules/studio/assembler.js';
import { FolderMediaStore } from '@tt/server/src/media/folder-store.js';
import {
  teams,
  type ComposerOutput,
  type IllustratorOutput,
  type NarratorOutput,
} from '@tt/server/src/modules/studio/teams.js';
import { nextStage, workflowFor } from '@tt/server/src/modules/studio/workflow.js';
import type { StoryDraft } from '@tt/server/src/providers/types.js';
import { integratedLufs } from '@tt/server/src/providers/media/loudness.js';
import { decodePcm } from '@tt/server/src/providers/media/ffmpeg.js';
import { pitchStats } from '@tt/server/src/providers/narrator/pitch.js';
import { qualitySuite } from './generation-quality.js';
import { calendarSuite } from './generation-calendar.js';
import { picturesSuite } from './generation-pictures.js';
import { goodNightMusic, speakingRates } from './generation-sound.js';

/** Stories made through the whole pipeline (the time sample, en and ru in turn); the quality figures cover the whole set. */
const RUNS = Number(process.env.BENCH_STORIES ?? 4);
/** The player plays the music at this volume under the voice: the gap is measured after it. */
const PLAYER_MUSIC_DB = 20 * Math.log10(STORY.backgroundVolume);
const GAP_DB = [12, 18] as const;
const GOAL_SEMITONES = 8;
const PITCH_RATE = 16_000;

/** The loudness of several clips heard one after another (energy mean, weighted by length). */
const together = (clips: { lufs: number; seconds: number }[]) =>
  10 *
  Math.log10(
    clips.reduce((sum, c) => sum + c.seconds * 10 ** (c.lufs / 10), 0) / clips.reduce((sum, c) => sum + c.seconds, 0),
  );
const GOAL_SECONDS = 10;
const GOAL_MB_PER_MINUTE = 1;

const load = () =>
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`;

export async function generationSuite(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-gen-'));
  const media = new FolderMediaStore(root);
  const providers = createProviders({ ...loadConfig({}).studio, llm: null, images: null, speech: null, newsFeeds: [] });
  const workflow = workflowFor('tidingsStory').filter((s) => s.teamid !== 'assembler');
  const times: number[] = [];
  const perMinute: number[] = [];
  const stepTotals: Record<string, number> = {};
  const gaps: Record<Locale, number[]> = { en: [], ru: [] };
  /** Every scene's narration of a language, one after another, for its pitch range. */
  const spoken: Record<Locale, Int16Array[]> = { en: [], ru: [] };
  /** The music under each story's good night. */
  const goodNights: string[] = [];
  console.log(`pipeline: ${RUNS} stories at age 7 (the most scenes), teams run as the studio runs them; ${load()}`);
  try {
    for (let run = 0; run < RUNS; run++) {
      const taskUid = `bench-${run}`;
      const age = 7; // the oldest cluster has the most scenes
      const outputs: Record<string, unknown> = {};
      const completed: string[] = [];
      const t0 = performance.now();
      // stage by stage, as Studio.runStep does: the illustrator draws while the narrator speaks
      for (let stage = nextStage(workflow, completed); stage.length; stage = nextStage(workflow, completed)) {
        await Promise.all(
          stage.map(async (team) => {
            if (team === 'assembler') return;
            const s0 = performance.now();
            outputs[team] = await teams[team]({
              taskUid,
              purpose: 'tidingsStory',
              locale: run % 2 ? 'ru' : 'en',
              ageCluster: ageCluster(age),
              seed: 1000 + run,
              newsDate: `2026-03-${String(10 + run).padStart(2, '0')}`,
              fileTag: 'a0',
              outputs,
              providers,
              media,
              progress: async () => {},
            });
            stepTotals[team] = (stepTotals[team] ?? 0) + (performance.now() - s0) / 1000;
          }),
        );
        completed.push(...stage);
      }
      const story = assembleStory({
        taskUid,
        storyUid: taskUid,
        purpose: 'tidingsStory',
        locale: run % 2 ? 'ru' : 'en',
        ageCluster: ageCluster(age),
        newsDate: '2026-03-10',
        newsId: (outputs.news as { id: string }).id,
        draft: outputs.writer as StoryDraft,
        pictures: outputs.illustrator as IllustratorOutput,
        narration: outputs.narrator as NarratorOutput,
        music: outputs.composer as ComposerOutput,
      });
      const seconds = (performance.now() - t0) / 1000;
      const narration = outputs.narrator as NarratorOutput;
      const voice = together(
        await Promise.all(
          narration.scenes.map(async (v) => ({
            lufs: await integratedLufs(await media.read(taskUid, v.audio)),
            seconds: v.duration,
          })),
        ),
      );
      const music = await integratedLufs(await media.read(taskUid, (outputs.composer as ComposerOutput).audio));
      const gap = voice - (music + PLAYER_MUSIC_DB);
      gaps[run % 2 ? 'ru' : 'en'].push(gap);
      for (const v of narration.scenes)
        spoken[run % 2 ? 'ru' : 'en'].push(await decodePcm(await media.read(taskUid, v.audio), PITCH_RATE));
      goodNights.push(
        goodNightMusic(
          run % 2 ? 'ru' : 'en',
          outputs.writer as StoryDraft,
          story.scenes.map((s) => s.duration ?? 0),
          1000 + run,
        ),
      );
      const bytes = await media.sizeOf(taskUid);
      times.push(seconds);
      perMinute.push(bytes / (story.duration / 60));
      console.log(
        `  story ${run + 1} of ${RUNS}: ${story.scenes.length} scenes, ${story.duration.toFixed(1)} s long, made in ${seconds.toFixed(2)} s, ${(bytes / 1024).toFixed(0)} KB (${(bytes / 1024 / 1024 / (story.duration / 60)).toFixed(2)} MB per minute); voice ${voice.toFixed(1)} LUFS, music ${music.toFixed(1)} LUFS, ${(music + PLAYER_MUSIC_DB).toFixed(1)} LUFS at the player's volume`,
      );
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const mb = mean(perMinute) / 1024 / 1024;
  console.log(
    `steps (mean s; the illustrator overlaps the narrator): ${Object.entries(stepTotals)
      .map(([k, v]) => `${k} ${(v / RUNS).toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(
    `seconds per story: ${mean(times).toFixed(2)} (goal ≤ ${GOAL_SECONDS}, ratio to goal ${(mean(times) / GOAL_SECONDS).toFixed(2)}); ${load()}`,
  );
  console.log(
    `media per minute of story: ${mb.toFixed(2)} MB (goal ≤ ${GOAL_MB_PER_MINUTE} MB, ratio to goal ${(mb / GOAL_MB_PER_MINUTE).toFixed(2)})`,
  );
  for (const locale of ['en', 'ru'] as const) {
    if (!spoken[locale].length) continue;
    const pcm = new Int16Array(spoken[locale].reduce((n, a) => n + a.length, 0));
    spoken[locale].reduce((at, a) => (pcm.set(a, at), at + a.length), 0);
    const pitch = pitchStats(pcm, PITCH_RATE);
    console.log(
      `voice pitch (${locale}): range ${pitch.rangeSemitones.toFixed(1)} semitones from the 10th to the 90th percentile (${pitch.low}–${pitch.high} Hz, median ${pitch.median} Hz; goal ≥ ${GOAL_SEMITONES}, ratio ${(pitch.rangeSemitones / GOAL_SEMITONES).toFixed(2)})`,
    );
  }
  for (const locale of ['en', 'ru'] as const)
    if (gaps[locale].length)
      console.log(
        `music under the voice (${locale}): ${mean(gaps[locale]).toFixed(1)} dB after the player's ${STORY.backgroundVolume} volume (goal ${GAP_DB[0]}–${GAP_DB[1]} dB; integrated LUFS of the narration and of the music)`,
      );
  await picturesSuite();
  for (const line of goodNights) console.log(line);
  await speakingRates();
  await qualitySuite(providers);
  calendarSuite();
}
