/**
 * npm run bench -- capacity: how many families one machine serves. Simulated families (families.ts)
 * are added step by step until the p95 of the visits' calls made in a step (sign-ins are shown apart)
 * passes 250 ms or a call fails; the
 * last step under the bar is the capacity: concurrently active families and calls a second, with the
 * machine's load. Run on the embedded database in one process, and on PostgreSQL with one process and
 * with three behind HAProxy (CAPACITY_ONLY=pglite|postgres-1|postgres-3 runs one of them).
 */
import os from 'node:os';
import { Family, type Sample } from './families.js';
import { startServers, type Setup } from './servers.js';

const P95_LIMIT_MS = 250;
const FIRST = 4;
const STEP = 4;
const STEP_MS = 8_000;
const MOST = 400;

interface Step {
  families: number;
  callsPerSecond: number;
  p95: number;
  deliveryP95: number;
  signInP95: number;
  failed: number;
  load: number;
  slowest: string;
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** The call whose p95 is highest in the step: where the time goes first. */
function slowestCall(samples: Sample[]): string {
  const by = new Map<string, number[]>();
  for (const s of samples) by.set(s.what, [...(by.get(s.what) ?? []), s.ms]);
  const [what, ms] = [...by].map(([w, list]) => [w, percentile(list, 95)] as const).sort((a, b) => b[1] - a[1])[0]!;
  return `${what} ${ms} ms`;
}

async function ramp(setup: Setup): Promise<{ steps: Step[]; passed: Step | null }> {
  const servers = await startServers(setup);
  const samples: Sample[] = [];
  const families: Family[] = [];
  const steps: Step[] = [];
  let passed: Step | null = null;
  try {
    for (let target = FIRST; target <= MOST; target += STEP) {
      const joining: Family[] = [];
      while (families.length + joining.length < target)
        joining.push(new Family(servers, families.length + joining.length, samples));
      families.push(...joining);
      await Promise.all(joining.map((f) => f.register()));
      const from = Date.now();
      await Promise.all(joining.map((f) => f.start()));
      await new Promise((resolve) => setTimeout(resolve, STEP_MS));
      const window = samples.filter((s) => s.at >= from && s.at < from + STEP_MS);
      // the bar is the families' visits; a sign-in (argon2, once a session) is counted and shown apart
      const calls = window.filter((s) => s.what !== 'delivery' && s.what !== 'user/signinv2');
      const signIns = window.filter((s) => s.what === 'user/signinv2');
      const step: Step = {
        families: target,
        callsPerSecond: Math.round((calls.length + signIns.length) / (STEP_MS / 1000)),
        signInP95: percentile(
          signIns.map((s) => s.ms),
          95,
        ),
        p95: percentile(
          calls.map((s) => s.ms),
          95,
        ),
        deliveryP95: percentile(
          window.filter((s) => s.what === 'delivery').map((s) => s.ms),
          95,
        ),
        failed: window.filter((s) => !s.ok).length,
        load: Math.round(os.loadavg()[0]! * 10) / 10,
        slowest: slowestCall(calls),
      };
      steps.push(step);
      console.log(
        `  ${setup}: ${step.families} families, ${step.callsPerSecond} calls/s, p95 ${step.p95} ms, ` +
          `delivery p95 ${step.deliveryP95} ms, sign-in p95 ${step.signInP95} ms, ${step.failed} failed, load ${step.load}; slowest: ${step.slowest}`,
      );
      if (step.p95 > P95_LIMIT_MS || step.failed > 0) break;
      passed = step;
    }
  } finally {
    for (const f of families) f.stop();
    await servers.stop();
  }
  return { steps, passed };
}

export async function capacitySuite(): Promise<void> {
  const only = process.env.CAPACITY_ONLY as Setup | undefined;
  const setups: Setup[] = only ? [only] : ['pglite', 'postgres-1', 'postgres-3'];
  console.log(
    `${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the start`,
  );
  const results: [Setup, Step | null, Step | undefined][] = [];
  for (const setup of setups) {
    const { steps, passed } = await ramp(setup);
    results.push([setup, passed, steps.at(-1)]);
  }
  console.log('\n| setup | families at p95 ≤ 250 ms | calls/s | p95 | delivery p95 | load | the step past it |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const [setup, passed, last] of results)
    console.log(
      `| ${setup} | ${passed?.families ?? 0} | ${passed?.callsPerSecond ?? 0} | ${passed?.p95 ?? '–'} ms | ` +
        `${passed?.deliveryP95 ?? '–'} ms | ${passed?.load ?? '–'} | ${last && last !== passed ? `${last.families} families: p95 ${last.p95} ms, ${last.failed} failed; slowest ${last.slowest}` : '–'} |`,
    );
}
