/**
 * npm run bench -- busy (issue 24 §6): how app/info answers while stories are being made, beside
 * how it answers idle. The app runs as `npm start` does (embedded database, job workers on) in its
 * own process; a paced client (RATE calls a second, one at a time on each of a few connections, from
 * this process) times every call. Twice: with the studio's providers in their own thread (the
 * product), then on the web process's own thread (as before) for comparison.
 * Goal: p95 while busy ≤ 2 × p95 idle.
 */
import path from 'node:path';
import { startChild, type Child } from '../child.js';

const RATE = Number(process.env.BENCH_RATE ?? 40);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 10);
const BUSY_S = Number(process.env.BENCH_BUSY_S ?? 20);
const STORIES = Number(process.env.BENCH_STORIES ?? 4);
const GOAL = 2;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** RATE calls a second for `seconds`, each timed from its planned start (a late start counts as waiting). */
async function paced(url: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const start = performance.now();
  const total = Math.round(seconds * RATE);
  const calls: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const planned = start + (i * 1000) / RATE;
    const wait = planned - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        times.push(performance.now() - planned);
      }),
    );
  }
  await Promise.all(calls);
  return times;
}

const figures = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(0)} ms`;

async function run(providers: 'thread' | 'inline'): Promise<void> {
  const app: Child<{ url: string }> = await startChild(path.join(import.meta.dirname, 'app-process.ts'), {
    env: { PROVIDERS: providers },
    stdout: 'ignore',
  });
  try {
    const url = `${app.ready.url}/api/app/info`;
    await paced(url, 2); // warm
    const idle = await paced(url, IDLE_S);
    await app.ask({ kind: 'stories', count: STORIES });
    const busy = await paced(url, BUSY_S);
    const { made, of } = await app.ask<{ made: number; of: number }>({ kind: 'made' });
    const ratio = percentile(busy, 95) / percentile(idle, 95);
    const label = providers === 'thread' ? 'providers in their thread' : 'providers on the web thread (before)';
    console.log(`${label}:`);
    console.log(`  idle                 ${figures(idle)}`);
    console.log(`  making ${of} stories     ${figures(busy)}   (${made} of ${of} finished by the end)`);
    console.log(
      `  p95 busy / idle ${ratio.toFixed(2)} (goal ≤ ${GOAL})${providers === 'thread' ? (ratio <= GOAL ? ' ok' : ' MISSED') : ''}`,
    );
  } finally {
    await app.stop();
  }
}

export async function busySuite(): Promise<void> {
  console.log(
    `app/info at ${RATE} calls/s: ${IDLE_S} s idle, then ${BUSY_S} s while ${STORIES} stories are made (embedded database, job workers on)`,
  );
  await run('thread');
  await run('inline');
}
