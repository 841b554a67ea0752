/**
 * The story player in a browser: Lighthouse performance (goal ≥ 90), JS loaded with the page
 * (goal ≤ 170 KB gzip), and the share of late ticks of the 25 fps clock over 60 s (goal < 1 %).
 */
import { runLighthouse } from '../player/lighthouse.js';
import { reportFigure } from '../player/report.js';
import { startStoryServer } from '../player/server.js';
import { measureTicks } from '../player/ticks.js';

export async function playerSuite(): Promise<void> {
  const server = await startStoryServer();
  try {
    console.log(`story ${server.storyUrl} (${server.duration.toFixed(1)} s)`);
    const lh = await runLighthouse(server.storyUrl);
    console.log(
      `metrics: ${Object.entries(lh.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    for (const s of lh.scripts)
      console.log(`  script ${new URL(s.url).pathname} ${(s.transferred / 1024).toFixed(1)} KB transferred`);
    reportFigure('Lighthouse performance (mobile)', lh.score, '', { atLeast: 90 });
    reportFigure('initial JS, gzip', lh.gzipBytes / 1024, 'KB', { atMost: 170 });
    if (lh.score < 90) console.log(`weakest audits:\n  ${lh.weak.slice(0, 8).join('\n  ')}`);
    console.log(`main thread:\n  ${lh.profile.join('\n  ')}`);

    const ticks = await measureTicks(server.storyUrl);
    console.log(
      `clock: ${ticks.ticks} ticks in 60 s of story, ${ticks.late} late (worst gap ${ticks.worstGapMs.toFixed(0)} ms)`,
    );
    reportFigure('late ticks of the 25 fps clock', (ticks.late / ticks.ticks) * 100, '%', { atMost: 1 });
  } finally {
    await server.close();
  }
}
