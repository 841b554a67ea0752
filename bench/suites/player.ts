/**
 * The story player in a browser, in each interface language: Lighthouse performance (goal ≥ 90) and total
 * blocking time (≤ 200 ms), the script loaded until the first scene plays (≤ 170 KB gzip), what the main
 * thread did until then (a performance trace: thread time, long tasks, React commits; issue 32 §6), and the
 * share of late ticks of the 25 fps clock over 60 s (goal < 1 %).
 * Baselines run beside it: a fixed piece of script on a blank page (what the machine gives a page now), and,
 * with BENCH_PLAYER_BASELINE=<a web build's dist folder>, that build on the same server and story, run
 * alternately with this one (say, main's build before a change). TT_WEB_BUILT=1 skips the build.
 * Lighthouse runs BENCH_LIGHTHOUSE_RUNS times a language (5, as Lighthouse's own advice on variability has it);
 * its figures are the medians.
 */
import { runLighthouse, type LighthouseFigures } from '../player/lighthouse.js';
import { reportFigure } from '../player/report.js';
import { startStoryServer } from '../player/server.js';
import { measureTicks } from '../player/ticks.js';
import { baselineMs, launchTracingBrowser, traceFirstScene, type TraceFigures } from '../player/trace.js';

const LOCALES = ['en', 'ru'] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** React's commits are known only when React called the devtools hook (trace.ts). */
const known = (n: number) => (Number.isFinite(n) ? String(n) : 'n/a');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of each figure over the runs. */
function medianOf(runs: TraceFigures[]) {
  const of = (pick: (f: TraceFigures) => number) => median(runs.map(pick));
  return {
    kb: of((f) => f.scriptKb),
    main: of((f) => f.mainThreadMs),
    scripting: of((f) => f.scriptingMs),
    long: of((f) => f.longTasks.length),
    blocking: of((f) => f.blockingMs),
    commits: of((f) => f.reactCommits),
    playMs: of((f) => f.playing.msPerSecond),
    playLong: of((f) => f.playing.longTasks),
    playCommits: of((f) => f.playing.commitsPerSecond),
  };
}
type Medians = ReturnType<typeof medianOf>;

/** The run of median total blocking time (of an even count, the better of the two middle ones). */
const medianRun = (runs: LighthouseFigures[]) =>
  [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((runs.length - 1) / 2)]!;

function line(label: string, m: Medians): string {
  return (
    `${label.padEnd(9)} ${m.kb.toFixed(1).padStart(6)} KB  main thread ${String(m.main).padStart(5)} ms ` +
    `(scripting ${String(m.scripting).padStart(5)})  long tasks ${m.long} (blocking ${m.blocking} ms)  ` +
    `commits ${known(m.commits)} | playing: ${m.playMs} ms/s, ${m.playLong} long tasks, ${known(m.playCommits)} commits/s`
  );
}

async function traceFigures(storyUrl: string): Promise<void> {
  const before = process.env.BENCH_PLAYER_BASELINE;
  const browser = await launchTracingBrowser();
  try {
    const machine: number[] = [];
    const runs: Record<string, TraceFigures[]> = {};
    for (let i = 0; i < RUNS; i++) {
      machine.push(await baselineMs(browser));
      for (const locale of LOCALES) {
        (runs[locale] ??= []).push(await traceFirstScene(browser, storyUrl, locale));
        if (before) (runs[`${locale} base`] ??= []).push(await traceFirstScene(browser, storyUrl, locale, before));
      }
    }
    const fixed = median(machine);
    console.log(`until the first scene plays (CPU 4× slower, thread time; medians of ${RUNS} cold loads):`);
    for (const locale of LOCALES) {
      const m = medianOf(runs[locale]!);
      console.log(`  ${line(locale, m)}`);
      console.log(`  ${''.padEnd(9)} main thread over the fixed script's ${fixed} ms: ${(m.main / fixed).toFixed(2)}`);
      if (before) {
        const b = medianOf(runs[`${locale} base`]!);
        console.log(`  ${line('baseline', b)}`);
        console.log(
          `  ${''.padEnd(9)} ratio to the baseline build: script ${(m.kb / b.kb).toFixed(2)}, main thread ${(m.main / b.main).toFixed(2)}, ` +
            `scripting ${(m.scripting / b.scripting).toFixed(2)}, playing ${(m.playMs / b.playMs).toFixed(2)}`,
        );
      }
      reportFigure(`first load (${locale}), gzip`, m.kb, 'KB', { atMost: 170 });
    }
  } finally {
    await browser.close();
  }
}

export async function playerSuite(): Promise<void> {
  const server = await startStoryServer();
  try {
    console.log(`story ${server.storyUrl} (${server.duration.toFixed(1)} s)`);
    await traceFigures(server.storyUrl);
    // one Lighthouse run decides nothing on a shared machine (one build's total blocking time spread 60–1,170 ms
    // over six runs): each locale is run LIGHTHOUSE_RUNS times, alternately, and judged by its median run
    const lighthouseRuns: Record<string, LighthouseFigures[]> = {};
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
      for (const locale of LOCALES) (lighthouseRuns[locale] ??= []).push(await runLighthouse(server.storyUrl, locale));
    for (const locale of LOCALES) {
      const runs = lighthouseRuns[locale]!;
      const lh = medianRun(runs);
      console.log(
        `Lighthouse (${locale}), ${runs.length} runs: total blocking time ${runs.map((r) => Math.round(r.tbtMs)).join(', ')} ms; ` +
          `scores ${runs.map((r) => Math.round(r.score)).join(', ')}. The median run's metrics: ${Object.entries(
            lh.metrics,
          )
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
      );
      for (const s of lh.scripts)
        console.log(`  script ${new URL(s.url).pathname} ${(s.transferred / 1024).toFixed(1)} KB transferred`);
      reportFigure(`Lighthouse performance (${locale}), median`, median(runs.map((r) => r.score)), '', { atLeast: 90 });
      reportFigure(`total blocking time (${locale}), median`, median(runs.map((r) => r.tbtMs)), 'ms', { atMost: 200 });
      reportFigure(`initial JS (${locale}), gzip`, lh.gzipBytes / 1024, 'KB', { atMost: 170 });
      if (lh.score < 90) console.log(`weakest audits:\n  ${lh.weak.slice(0, 8).join('\n  ')}`);
      console.log(`main thread:\n  ${lh.profile.join('\n  ')}`);
    }

    const ticks = await measureTicks(server.storyUrl);
    console.log(
      `clock: ${ticks.ticks} ticks in 60 s of story, ${ticks.late} late (worst gap ${ticks.worstGapMs.toFixed(0)} ms)`,
    );
    reportFigure('late ticks of the 25 fps clock', (ticks.late / ticks.ticks) * 100, '%', { atMost: 1 });
  } finally {
    await server.close();
  }
}
