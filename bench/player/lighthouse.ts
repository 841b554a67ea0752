/**
 * Lighthouse (mobile profile, its defaults: simulated slow 4G and a 4× slower CPU) on the story
 * page in the system Chromium. Gives the performance score, the JS loaded with the page, and the
 * audits that cost most when the score is low.
 */
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  /** Total blocking time, in ms. */
  tbtMs: number;
  scripts: { url: string; transferred: number }[];
  /** Sum of the gzip sizes of those scripts, whatever encoding the server chose. */
  gzipBytes: number;
  metrics: Record<string, string>;
  /** Audits scoring below 0.9, worst first, with what Lighthouse says they cost. */
  weak: string[];
  /**
   * Where the main thread's time went (issue 32 §6: found by profiling, not by moving the budget): the work
   * by kind, each script's share, and the longest tasks with when they started.
   */
  profile: string[];
}

interface DetailItems {
  items?: Record<string, unknown>[];
}
const itemsOf = (lhr: { audits: Record<string, { details?: unknown }> }, id: string) =>
  ((lhr.audits[id]?.details as DetailItems | undefined)?.items ?? []) as Record<string, number | string>[];
const ms = (n: unknown) => `${Math.round(Number(n))} ms`;
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

function mainThreadProfile(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const work = itemsOf(lhr, 'mainthread-work-breakdown').map(
    (i) => `work ${i.groupLabel ?? i.group}: ${ms(i.duration)}`,
  );
  const scripts = itemsOf(lhr, 'bootup-time')
    .slice(0, 8)
    .map(
      (i) => `script ${short(i.url)}: ${ms(i.total)} (scripting ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)})`,
    );
  const tasks = itemsOf(lhr, 'long-tasks')
    .slice(0, 12)
    .map((i) => `long task at ${ms(i.startTime)}: ${ms(i.duration)} ${short(i.url)}`);
  return [...work, ...scripts, ...tasks];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzipSize(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return zlib.gzipSync(body, { level: 9 }).length;
}

/** Tries of a run whose trace Lighthouse could not read (NO_NAVSTART: now and then with Chromium 156). */
const TRIES = 3;

/** `locale`: the browser's language, which the app's interface takes on a first visit. */
export async function runLighthouse(url: string, locale: 'en' | 'ru' = 'en'): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, locale);
    } catch (err) {
      if (!(err instanceof UnreadTrace) || attempt >= TRIES) throw err;
      console.log(`Lighthouse (${locale}): ${err.message}; running it again (${attempt + 1} of ${TRIES})`);
    }
  }
}

class UnreadTrace extends Error {}

async function runOnce(url: string, locale: 'en' | 'ru'): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    // navigator.language, which the app's first visit takes, follows --accept-lang (--lang alone left it en-US)
    chromeFlags: ['--headless=new', '--no-sandbox', `--accept-lang=${locale === 'ru' ? 'ru-RU,ru' : 'en-US,en'}`],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError?.code === 'NO_NAVSTART') throw new UnreadTrace(`Lighthouse: ${lhr.runtimeError.message}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const scripts = items
      .filter((i) => i.resourceType === 'Script')
      .map((i) => ({ url: i.url, transferred: i.transferSize ?? 0 }));
    // the page must have been measured in the language asked for: its texts' script says which
    if (!scripts.some((s) => new RegExp(`/assets/${locale}-[\\w-]+\\.js$`).test(s.url)))
      throw new Error(
        `Lighthouse's page did not load the ${locale} interface: ${scripts.map((s) => s.url).join(', ')}`,
      );
    const sizes = await Promise.all(scripts.map((s) => gzipSize(s.url)));
    const metricIds = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    const metrics = Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
    const weak = Object.values(lhr.audits)
      .filter((a) => typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
      .map((a) => `${a.id} (${a.score}): ${a.displayValue ?? a.title}`);
    return {
      score: (lhr.categories.performance?.score ?? 0) * 100,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      scripts,
      gzipBytes: sizes.reduce((a, b) => a + b, 0),
      metrics,
      weak,
      profile: mainThreadProfile(lhr),
    };
  } finally {
    chrome.kill();
  }
}
