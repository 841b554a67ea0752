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
import { FolderMediaStore } from '@tt/server/src/media/folder-store.js';
import {
  teams,
  type ComposerOutput,
  type IllustratorOutput,
  type NarratorOutput,
} from '@tt/server/src/modules/studio/teams.js';
import type { StoryDraft } from '@tt/server/src/providers/types.js';
import { AGE_CLUSTERS, LOCALES } from '@tt/contract';
import sharp from 'sharp';
import { bundledItems } from '@tt/server/src/providers/news/bundled.js';
import { checkStory } from '@tt/server/src/providers/safety/lexicon-safety.js';

const RUNS = Number(process.env.BENCH_STORIES ?? 3);
/** Stories whose pictures are compared pixel by pixel (every item's text is checked; pictures take longer). */
const PICTURE_STORIES = Number(process.env.BENCH_PICTURE_STORIES ?? 12);

/** Two pictures count as alike when their 64×48 grey thumbnails differ by less than 6 of 255 on average. */
async function alike(a: Buffer, b: Buffer): Promise<boolean> {
  const small = (x: Buffer) => sharp(x).resize(64, 48).greyscale().raw().toBuffer();
  const [pa, pb] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length < 6;
}

/** Quality over the whole bundled set: the share of stories passing every check, and of distinct pictures. */
async function qualitySuite(providers: ReturnType<typeof createProviders>): Promise<void> {
  let stories = 0;
  let passing = 0;
  const failures: string[] = [];
  for (const locale of LOCALES)
    for (const [i, news] of bundledItems(locale).entries())
      for (const ageCluster of AGE_CLUSTERS) {
        const draft = await providers.writer.write({ news, locale, ageCluster, seed: 1000 + i });
        const verdict = checkStory(draft, locale, ageCluster);
        stories++;
        if (verdict.verdict === 'pass') passing++;
        else failures.push(`${news.id} ${ageCluster}: ${verdict.reasons.join('; ')}`);
      }
  failures.slice(0, 5).forEach((f) => console.log(`  failed: ${f}`));
  console.log(
    `quality checks: ${passing} of ${stories} stories pass every check (${((100 * passing) / stories).toFixed(1)} %, goal 100 %)`,
  );
  let pictures = 0;
  let distinct = 0;
  for (let k = 0; k < PICTURE_STORIES; k++) {
    const locale = LOCALES[k % LOCALES.length]!;
    const items = bundledItems(locale);
    const news = items[Math.floor((k * items.length) / PICTURE_STORIES)]!;
    const draft = await providers.writer.write({ news, locale, ageCluster: '6to7', seed: 2000 + k });
    const { scenes } = await providers.illustrator.illustrate({ draft, news, seed: 2000 + k });
    for (let i = 0; i < scenes.length; i++) {
      pictures++;
      let unlike = true;
      for (let j = 0; j < scenes.length && unlike; j++)
        if (j !== i && (await alike(scenes[i]!.data, scenes[j]!.data))) unlike = false;
      if (unlike) distinct++;
    }
  }
  console.log(
    `distinct pictures: ${distinct} of ${pictures} scene pictures in ${PICTURE_STORIES} stories unlike every other scene of their story (${((100 * distinct) / pictures).toFixed(1)} %, goal 100 %)`,
  );
}

export async function generationSuite(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-gen-'));
  const media = new FolderMediaStore(root);
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
  await qualitySuite(providers);
}
