/**
 * npm run bench -- memory: the idle RSS of the server as `npm start` runs it (the built dist under
 * plain node with the start script's flags, production mode, job workers on): on PGlite after a
 * fresh folder's first start and after a restart on it, and on PostgreSQL; beside a bare
 * node:http process. Then the memory of
 * idle WebSockets beside bare ws (the realtime suite's measure; REALTIME_CLIENTS, default 10,000).
 * RSS is read from outside (what the operating system charges), once it has settled.
 * Goals (issue 16 §3): PGlite ≤ 250 MB, PostgreSQL ≤ 150 MB, ≤ 8 KB per idle WebSocket.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './realtime/database.js';
import { socketMemory } from './realtime.js';
import { serverStartFlags } from '@tt/server/src/start-flags.js';

const MB = 1048576;
const SERVER = path.resolve(import.meta.dirname, '../../apps/server');
const BARE = `require('node:http').createServer((q, s) => s.end('{}')).listen(Number(process.env.PORT), '127.0.0.1')`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** Waits until the process answers, then until its RSS holds within 1 MB for three readings. */
async function idleRss(child: ChildProcess, port: number, exited: Promise<never>): Promise<number> {
  const answers = async () => {
    try {
      return (
        await fetch(`http://127.0.0.1:${port}/api/app/info`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).ok;
    } catch {
      return false;
    }
  };
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const started = performance.now();
  while (!(await Promise.race([answers(), exited]))) {
    if (performance.now() - started > 180_000) throw new Error('the server did not answer within 3 minutes');
    await pause(250);
  }
  const readings: number[] = [];
  while (readings.length < 3 || Math.max(...readings.slice(-3)) - Math.min(...readings.slice(-3)) > MB) {
    if (readings.length >= 60) break;
    await pause(1000);
    readings.push(rssOf(child.pid!));
  }
  return readings.at(-1)!;
}

async function measure(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const log = path.join(os.tmpdir(), `tt-bench-memory-${port}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, args, {
    cwd: SERVER,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`))),
  );
  exited.catch(() => {});
  try {
    return await idleRss(child, port, exited);
  } catch (err) {
    throw new Error(`${(err as Error).message}; its output:\n${fs.readFileSync(log, 'utf8').slice(-2000)}`);
  } finally {
    fs.rmSync(log, { force: true });
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

const server = (env: Record<string, string>) =>
  measure([...serverStartFlags(), 'dist/main.js'], {
    NODE_ENV: 'production',
    WEB_DIST: '',
    DEMO_STORIES: 'false',
    ...env,
  });

export async function memorySuite(): Promise<void> {
  console.log('building the server (tsup) …');
  await new Promise<void>((resolve, reject) =>
    execFile('npx', ['tsup', '--silent'], { cwd: SERVER }, (err) => (err ? reject(err) : resolve())),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-memory-'));
  const database = await createBenchDatabase('The memory benchmark');
  try {
    const bare = await measure(['-e', BARE], {});
    const fresh = await server({ DATA_DIR: dataDir });
    const restart = await server({ DATA_DIR: dataDir });
    const postgres = await server({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const row = (name: string, rss: number, goal: number | null) =>
      console.log(
        `${name.padEnd(34)} ${(rss / MB).toFixed(0).padStart(5)} MB | bare node:http ${(bare / MB).toFixed(0).padStart(3)} MB${goal ? ` | goal ≤ ${goal} MB ${rss <= goal * MB ? 'ok' : 'MISSED'}` : ''}`,
      );
    row('idle, PGlite, first start', fresh, 250);
    row('idle, PGlite, restart', restart, 250);
    row('idle, PostgreSQL', postgres, 150);
  } finally {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const sockets = await socketMemory();
  console.log(
    `${'idle WebSocket'.padEnd(34)} ${sockets.app.toFixed(1).padStart(5)} KB RSS, ${sockets.appHeap.toFixed(1)} KB heap | bare ws ${sockets.bare.toFixed(1)} KB RSS, ${sockets.bareHeap.toFixed(1)} KB heap | goal ≤ 8 KB ${Math.max(sockets.app, sockets.appHeap) <= 8 ? 'ok' : 'MISSED'}`,
  );
}
