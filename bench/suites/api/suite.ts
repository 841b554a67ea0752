/**
 * npm run bench -- api: app/info and a token-authenticated read (user/info/get), each beside a bare
 * node:http server answering the same bytes, and a bare Fastify route beside them (what the
 * framework alone reaches). The app (production mode, production log level), each baseline and the
 * load generator (autocannon's own CLI) are separate processes, so no side pays for the client's
 * CPU. Each side runs BENCH_RUNS times, alternating; medians are shown.
 * Then the idle memory of the app process (under tsx; the memory suite judges the built server).
 * Goals: app/info ≥ 0.9 of bare, the token read ≥ 0.5.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hashPassword, PRIVACY_NOTICE_VERSION } from '@tt/contract';
import { startChild } from '../child.js';
import { serverStartFlags } from '@tt/server/src/start-flags.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 20;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Figures {
  rps: number;
  p99: number;
  /** The server's CPU time per answer, in µs: unlike req/s, barely moved by other load on the machine. */
  cpu: number;
}

interface Server {
  url: string;
  database?: string;
  ask<T>(command: object): Promise<T>;
  stop(): Promise<void>;
}

async function startServer(mode: 'app' | 'bare' | 'fastify'): Promise<Server> {
  const child = await startChild<{ url: string; database?: string }>(
    path.join(import.meta.dirname, 'server-process.ts'),
    // the app with the node flags npm start gives it; the baselines as node starts
    { env: { MODE: mode }, execArgv: ['--expose-gc', ...(mode === 'app' ? serverStartFlags() : [])], stdout: 'ignore' },
  );
  return { ...child.ready, ask: (command) => child.ask(command), stop: () => child.stop() };
}

/** One autocannon run in its own process, with the server's CPU time per answer. */
async function load(server: Server, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const before = (await server.ask<{ cpu: number }>({ kind: 'cpu' })).cpu;
  const run = await autocannon(url, headers);
  const after = (await server.ask<{ cpu: number }>({ kind: 'cpu' })).cpu;
  return { rps: run.rps, p99: run.p99, cpu: (after - before) / run.total };
}

function autocannon(
  url: string,
  headers: Record<string, string>,
  seconds = DURATION_S,
): Promise<{ rps: number; p99: number; total: number }> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', 'POST', '-b', '{}'];
  for (const [k, v] of Object.entries({ 'content-type': 'application/json', ...headers })) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      const result = JSON.parse(stdout) as {
        non2xx: number;
        requests: { average: number; total: number };
        latency: { p99: number };
      };
      if (result.non2xx) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
      resolve({ rps: result.requests.average, p99: result.latency.p99, total: result.requests.total });
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Baselines {
  bare: Server;
  /** A bare Fastify route: how close to bare node:http the framework alone comes. */
  fastify: Server;
}

async function pair(
  name: string,
  goal: number,
  app: Server,
  path: string,
  baselines: Baselines,
  bytes: string,
  headers = {},
) {
  const { bare, fastify } = baselines;
  await bare.ask({ kind: 'bytes', bytes });
  await fastify.ask({ kind: 'bytes', bytes });
  // a short unmeasured run on each side first, so all are measured warm (JIT, caches)
  await autocannon(`${app.url}${path}`, headers, 2);
  await autocannon(bare.url, headers, 2);
  await autocannon(fastify.url, headers, 2);
  const runs: Figures[] = [];
  const base: Figures[] = [];
  const framework: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await load(app, `${app.url}${path}`, headers));
    base.push(await load(bare, bare.url, headers));
    framework.push(await load(fastify, fastify.url, headers));
  }
  const pick = (list: Figures[]) => ({
    rps: median(list.map((f) => f.rps)),
    p99: median(list.map((f) => f.p99)),
    cpu: median(list.map((f) => f.cpu)),
  });
  const a = pick(runs);
  const b = pick(base);
  const f = pick(framework);
  const ratio = a.rps / b.rps;
  const cpuRatio = b.cpu / a.cpu;
  console.log(
    `${name.padEnd(22)} ${a.rps.toFixed(0).padStart(7)} req/s  p99 ${String(a.p99).padStart(4)} ms  ${a.cpu.toFixed(0).padStart(4)} µs CPU | bare ${b.rps.toFixed(0).padStart(7)} req/s  p99 ${String(b.p99).padStart(4)} ms  ${b.cpu.toFixed(0).padStart(4)} µs CPU | ratio ${ratio.toFixed(2)}, by CPU ${cpuRatio.toFixed(2)} (goal ≥ ${goal}) ${ratio >= goal ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `${''.padEnd(22)} bare Fastify route ${f.rps.toFixed(0).padStart(7)} req/s  ${f.cpu.toFixed(0).padStart(4)} µs CPU: ratio ${(f.rps / b.rps).toFixed(2)}, by CPU ${(b.cpu / f.cpu).toFixed(2)} (the framework alone); the app reaches ${(a.rps / f.rps).toFixed(2)} of it`,
  );
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.text();
}

export async function apiSuite(): Promise<void> {
  const app = await startServer('app');
  const bare = await startServer('bare');
  const fastify = await startServer('fastify');
  const base = `${app.url}/api`;
  console.log(
    `${RUNS} × ${DURATION_S} s per side, ${CONNECTIONS} connections, autocannon in its own process, database: ${app.database}`,
  );
  try {
    const idle = await app.ask<{ rss: number; heap: number }>({ kind: 'rss' });
    const bareIdle = await bare.ask<{ rss: number }>({ kind: 'rss' });
    const email = `bench-${Date.now()}@example.com`;
    const password = await hashPassword(email, 'bench');
    await post(`${base}/user/create`, { login: email, password, parentConsent: PRIVACY_NOTICE_VERSION });
    const { token } = JSON.parse(await post(`${base}/user/signinv2`, { login: email, password })) as { token: string };

    await pair('app/info', 0.9, app, '/api/app/info', { bare, fastify }, await post(`${base}/app/info`, {}));
    const auth = { authorization: `Bearer ${token}` };
    const me = await post(`${base}/user/info/get`, {}, auth);
    await pair('user/info/get (token)', 0.5, app, '/api/user/info/get', { bare, fastify }, me, auth);

    const busy = await app.ask<{ rss: number; heap: number }>({ kind: 'rss' });
    const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`;
    // under tsx (its compiler and caches held too): the goals are judged by the memory suite, on the built server
    console.log(
      `memory under tsx: idle ${mb(idle.rss)} RSS (heap ${mb(idle.heap)}), after the runs ${mb(busy.rss)} | bare node:http under tsx ${mb(bareIdle.rss)} | the goals: npm run bench -- memory (the built server, as npm start runs it)`,
    );
  } finally {
    await Promise.all([app.stop(), bare.stop(), fastify.stop()]);
  }
}
