/**
 * Seconds per story (6-scene target, offline providers) and bytes per minute of story.
 * Goals: at most 10 s per story on this 2-core machine; at most 1 MB per minute of story.
 * Each figure is printed with its ratio to the goal, and the mean time of each step.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { ageCluster } from '@tt/contract';
import { loadConfig } from '@tt/server/src/config.js';
import { createProviders } from '@tt/server/src/providers/index.js';
import { assembleStory } from '@tt/server/src/modules/studio/assembler.js';
import { MediaStore } from '@tt/server/src/modules/studio/media-store.js';
import {
  teams,
  type ComposerOutput,
  type IllustratorOutput,
  type NarratorOutput,
} from '@tt/server/src/modules/studio/teams.js';
import type { StoryDraft } from '@tt/server/src/providers/types.js';

const RUNS = Number(process.env.BENCH_STORIES ?? 3);

export async function generationSuite(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-gen-'));
  const media = new MediaStore(root);
  const providers = createProviders({ ...loadConfig({}).studio, llm: null, images: null, speech: null, newsFeeds: [] });
  const times: number[] = [];
  const perMinute: number[] = [];
  const stepTotals: Record<string, number> = {};
  try {
    for (let run = 0; run < RUNS; run++) {
      const taskUid = `bench-${run}`;
      const age = 7; // the oldest cluster has the most scenes
      const outputs: Record<string, unknown> = {};
      const t0 = performance.now();
      for (const team of ['news', 'writer', 'safety', 'illustrator', 'narrator', 'composer'] as const) {
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
      }
      const story = assembleStory({
        taskUid,
        storyUid: taskUid,
        purpose: 'tidingsStory',
        locale: 'en',
        ageCluster: ageCluster(age),
        newsDate: '2026-03-10',
        draft: outputs.writer as StoryDraft,
        pictures: outputs.illustrator as IllustratorOutput,
        narration: outputs.narrator as NarratorOutput,
        music: outputs.composer as ComposerOutput,
      });
      const seconds = (performance.now() - t0) / 1000;
      const bytes = await media.sizeOf(taskUid);
      times.push(seconds);
      perMinute.push(bytes / (story.duration / 60));
      console.log(
        `story ${run + 1}: ${story.scenes.length} scenes, ${story.duration.toFixed(1)} s long, made in ${seconds.toFixed(2)} s, ${(bytes / 1024).toFixed(0)} KB (${(bytes / 1024 / 1024 / (story.duration / 60)).toFixed(2)} MB per minute)`,
      );
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `steps (mean s): ${Object.entries(stepTotals)
      .map(([k, v]) => `${k} ${(v / RUNS).toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(
    `seconds per story: ${mean(times).toFixed(2)} (goal ≤ 10, ratio to goal ${(mean(times) / 10).toFixed(2)})`,
  );
  console.log(
    `bytes per minute of story: ${(mean(perMinute) / 1024 / 1024).toFixed(2)} MB (goal ≤ 1 MB, ratio to goal ${(mean(perMinute) / 1024 / 1024).toFixed(2)})`,
  );
}
