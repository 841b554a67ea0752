/**
 * What the main thread does from navigation until the first scene plays (issue 32 §6), read from a
 * Chrome performance trace under the CPU throttling Lighthouse's mobile profile uses (4×). Lighthouse's
 * score and total blocking time swing with the machine's load; the thread time of the renderer's main
 * thread (the trace's `tdur`, the CPU it really got) barely does, so it is what before and after compare.
 * Also counted: the long tasks (> 50 ms of wall time), a blocking time computed from them as Lighthouse
 * does (each task's part over 50 ms), React commits (through the devtools hook React calls, which
 * production builds keep), and the gzip size of the scripts loaded until the scene plays.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long the story plays in the trace after its first scene starts. */
const PLAY_MS = 5000;

export interface TraceFigures {
  /** Thread (CPU) time of the main thread's tasks until the scene plays, in ms. */
  mainThreadMs: number;
  /** The part of it spent in script (compile, evaluate, calls, timers, microtasks). */
  scriptingMs: number;
  /** Tasks longer than 50 ms of wall time: [start from navigation, duration] in ms. */
  longTasks: [number, number][];
  /** Sum over the long tasks of their wall time over 50 ms. */
  blockingMs: number;
  reactCommits: number;
  /** Gzip level 9 of every script loaded until the scene plays, in KB. */
  scriptKb: number;
  /** From navigation until the player says playing, in ms of wall time. */
  playingAfterMs: number;
  /** While the story then plays for PLAY_MS: main-thread thread time per second of story, and its long tasks. */
  playing: { msPerSecond: number; longTasks: number; commitsPerSecond: number };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    frame?: string;
    data?: { frame?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string };
    beginData?: { frame?: string; url?: string };
  };
}

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'v8.produceModuleCache',
]);

/**
 * Counts React commits (React calls the devtools hook's onCommitFiberRoot after each one) and notes the
 * moment of the first commit that shows the player playing.
 */
function countCommits() {
  const w = window as unknown as {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
    __ttCommits?: number;
    __ttPlaying?: number;
    __ttCommitsBefore?: number;
  };
  w.__ttCommits = 0;
  const playingNow = () => {
    if (w.__ttPlaying || !document.querySelector('.player[data-state="playing"]')) return;
    w.__ttPlaying = performance.now();
    w.__ttCommitsBefore = w.__ttCommits;
  };
  // the moment the player shows playing is read from the page itself: React does not call the devtools hook
  // in every build (then the commits are not known, and say so, but the thread's figures still are)
  new MutationObserver(playingNow).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  const commit = () => {
    w.__ttCommits! += 1;
    playingNow();
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: commit,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
}

async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)));
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/**
 * The renderer's main thread: the one that parsed the story page's HTML, from the navigation start of that
 * page's frame (Chromium 156 leaves the navigation's URL empty in some traces: the frame tells it instead).
 */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number; start: number } {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (!parse) throw new Error(`no page ${url} in the trace (${events.length} events)`);
  const frame = parse.args!.beginData!.frame;
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.ts <= parse.ts &&
      (e.args?.frame === frame || e.args?.data?.documentLoaderURL === url),
  );
  return { pid: parse.pid, tid: parse.tid, start: starts.at(-1)?.ts ?? parse.ts };
}

const ms = (us: number | undefined) => (us ?? 0) / 1000;

function summarise(
  events: TraceEvent[],
  url: string,
  playingAt: number,
): Omit<TraceFigures, 'reactCommits' | 'scriptKb' | 'playing'> & { playMs: number; playLong: number } {
  const main = mainThread(events, url);
  const end = main.start + playingAt * 1000;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= main.start);
  const upTo = onMain.filter((e) => e.ts < end);
  const tasks = upTo.filter((e) => e.name === 'RunTask');
  const longTasks = tasks
    .filter((t) => ms(t.dur) > LONG_TASK_MS)
    .map((t): [number, number] => [Math.round(ms(t.ts - main.start)), Math.round(ms(t.dur))]);
  // scripting: the outermost script events only (nested ones are inside their time already)
  let scripting = 0;
  let coveredUntil = 0;
  for (const e of upTo.filter((x) => SCRIPT_EVENTS.has(x.name)).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < coveredUntil) continue;
    scripting += ms(e.tdur ?? e.dur);
    coveredUntil = e.ts + (e.dur ?? 0);
  }
  const played = onMain.filter((e) => e.name === 'RunTask' && e.ts >= end && e.ts < end + PLAY_MS * 1000);
  return {
    mainThreadMs: Math.round(tasks.reduce((sum, t) => sum + ms(t.tdur ?? t.dur), 0)),
    scriptingMs: Math.round(scripting),
    longTasks,
    blockingMs: longTasks.reduce((sum, [, d]) => sum + d - LONG_TASK_MS, 0),
    playingAfterMs: Math.round(playingAt),
    playMs: played.reduce((sum, t) => sum + ms(t.tdur ?? t.dur), 0),
    playLong: played.filter((t) => ms(t.dur) > LONG_TASK_MS).length,
  };
}

const ASSET_TAGS =
  /\s*<(script type="module"[^>]*><\/script|link rel="(?:modulepreload|stylesheet)"[^>]*\/assets\/[^>]*)>/g;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * The page as the server sends it (its shell and hints), but with the scripts and styles of the web build
 * in `dist`: two builds compared on one server and one story, back to back.
 */
async function serveBuild(context: BrowserContext, dist: string, storyUrl: string): Promise<void> {
  const tags = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').match(ASSET_TAGS)!.join('');
  await context.route(storyUrl, async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(ASSET_TAGS, '').replace('</title>', `</title>${tags}`);
    await route.fulfill({ response: res, body: html });
  });
  await context.route('**/assets/**', async (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname);
    if (!fs.existsSync(file)) return route.fulfill({ status: 404 });
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    await route.fulfill({ status: 200, contentType: type, body: fs.readFileSync(file) });
  });
}

const gzipKb = (bodies: Buffer[]) => bodies.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0) / 1024;

/**
 * One cold load of the story page in a new context with the interface in `locale`; `dist` serves another
 * web build's files in place of the server's (serveBuild).
 */
export async function traceFirstScene(
  browser: Browser,
  storyUrl: string,
  locale: 'en' | 'ru',
  dist?: string,
): Promise<TraceFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: locale === 'ru' ? 'ru-RU' : 'en-US',
    serviceWorkers: 'block',
  });
  try {
    if (dist) await serveBuild(context, dist, storyUrl);
    const page = await context.newPage();
    // tsx (esbuild, keepNames) wraps the script's inner functions in __name(…), which the page lacks
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await page.addInitScript(countCommits);
    const scripts = new Set<string>();
    page.on('response', (res) => res.request().resourceType() === 'script' && scripts.add(res.url()));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'toplevel',
          'blink.user_timing',
          'loading',
          'devtools.timeline',
          'v8.execute',
          'disabled-by-default-devtools.timeline',
        ],
      },
      transferMode: 'ReturnAsStream',
    });
    await page.goto(storyUrl);
    await page.locator('.player[data-state="playing"]').waitFor({ timeout: 120_000 });
    const playingAt = await page.evaluate(() => (window as unknown as { __ttPlaying: number }).__ttPlaying);
    const commits = () => page.evaluate(() => (window as unknown as { __ttCommits: number }).__ttCommits);
    const reactCommits = await page.evaluate(
      () => (window as unknown as { __ttCommitsBefore: number }).__ttCommitsBefore,
    );
    const loaded = [...scripts];
    // then the story plays on for PLAY_MS of wall time (the clock's ticks, the address's ?time=)
    await page.evaluate((wait) => new Promise((done) => setTimeout(done, wait)), PLAY_MS);
    const allCommits = await commits();
    // no commit seen: React did not call the hook, so the commits are unknown (NaN, printed "n/a"), not 0
    const playCommits = allCommits ? allCommits - reactCommits : NaN;
    // (commits counted from the scene's start: a little over PLAY_MS of play)
    const events = await readTrace(cdp);
    const bodies = await Promise.all(
      loaded.map(async (url) =>
        dist
          ? fs.readFileSync(path.join(dist, new URL(url).pathname))
          : Buffer.from(await (await fetch(url)).arrayBuffer()),
      ),
    );
    const { playMs, playLong, ...before } = summarise(events, storyUrl, playingAt);
    const seconds = PLAY_MS / 1000;
    const playing = {
      msPerSecond: Math.round(playMs / seconds),
      longTasks: playLong,
      commitsPerSecond: Math.round(playCommits / seconds),
    };
    return { ...before, reactCommits: allCommits ? reactCommits : NaN, scriptKb: gzipKb(bodies), playing };
  } finally {
    await context.close();
  }
}

/**
 * The baseline run beside it: a fixed piece of script (parsing and building JSON) on a blank page in the
 * same browser under the same throttling, in thread time. What the machine gives a page at this moment;
 * the story page's thread time over it stays comparable between a quiet and a busy machine.
 */
export async function baselineMs(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      await cdp.send('Performance.enable');
      const start = await metric(cdp, 'ThreadTime');
      await page.evaluate(() => {
        const rows = Array.from({ length: 20_000 }, (_, i) => ({ i, name: `row ${i}`, tags: ['a', 'b', String(i)] }));
        for (let k = 0; k < 5; k++) JSON.parse(JSON.stringify(rows));
      });
      runs.push((await metric(cdp, 'ThreadTime')) - start);
    }
    return Math.round(runs.sort((a, b) => a - b)[1]!);
  } finally {
    await context.close();
  }
}

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
}

export async function launchTracingBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
}
