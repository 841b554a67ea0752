/**
 * npm run bench -- realtime: N idle WebSocket clients (REALTIME_CLIENTS, default 10,000) on one
 * server process on PostgreSQL (as deployed; the embedded database's memory would blur the
 * per-connection figure), beside a bare ws server holding as many, then the publish of a story
 * to a cohort of 1,000,000 users.
 * Goals: RSS per connection at most 50 KB; fan-out p95 at most 250 ms; publish at most 1 s.
 */
import path from 'node:path';
import WebSocket from 'ws';
import { startChild } from './child.js';
import { createBenchDatabase } from './realtime/database.js';
import { publishToMillion } from './realtime/million.js';

const CLIENTS = Number(process.env.REALTIME_CLIENTS ?? 10_000);
const FANOUTS = 10;
const CONNECT_BATCH = 250;

interface Server {
  url: string;
  ask<T>(command: object): Promise<T>;
  stop(): void;
}

async function startServer(mode: 'app' | 'bare', databaseUrl: string): Promise<Server> {
  const child = await startChild<{ url: string }>(path.join(import.meta.dirname, 'realtime/server-process.ts'), {
    env: { MODE: mode, DATABASE_URL: databaseUrl },
    execArgv: ['--expose-gc'],
  });
  return { url: child.ready.url, ask: (command) => child.ask(command), stop: () => child.kill() };
}

/** Opens the clients in batches; each resolves once the server says ready. */
async function connectAll(url: string, onEvent: (receivedAt: number) => void, count = CLIENTS): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(ws);
      return new Promise<void>((resolve, reject) => {
        ws.once('open', () =>
          ws.send(JSON.stringify({ type: 'hello', token: `bench-token-${start + i + 1}`, last: null })),
        );
        ws.on('message', (data) => {
          const text = data.toString();
          if (text.startsWith('{"type":"ready"')) resolve();
          else onEvent(performance.now());
        });
        ws.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
        ws.once('error', reject);
      });
    });
    await Promise.all(batch);
    process.stdout.write(`\r  connected ${Math.min(start + CONNECT_BATCH, count)} / ${count}`);
  }
  process.stdout.write('\n');
  return sockets;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function measure(mode: 'app' | 'bare'): Promise<{ perConnectionKb: number; p95: number; p50: number }> {
  console.log(`${mode === 'app' ? 'Tiny Tidings server' : 'bare ws server (baseline)'}: ${CLIENTS} clients`);
  const database = await createBenchDatabase('The realtime benchmark');
  const server = await startServer(mode, database.url);
  try {
    await server.ask({ kind: 'seed', count: CLIENTS });
    // A first round warms up the server (code paths, the database's caches) so RSS growth after
    // it is what the connections hold.
    for (const ws of await connectAll(server.url, () => {}, Math.min(CLIENTS, 1000))) ws.terminate();
    await new Promise((r) => setTimeout(r, 2000));
    const before = (await server.ask<{ rss: number }>({ kind: 'rss' })).rss;
    let received: number[] = [];
    const sockets = await connectAll(server.url, (at) => received.push(at));
    await new Promise((r) => setTimeout(r, 1000));
    const after = (await server.ask<{ rss: number }>({ kind: 'rss' })).rss;
    const latencies: number[] = [];
    for (let i = 0; i < FANOUTS; i++) {
      received = [];
      const sentAt = performance.now();
      await server.ask({ kind: 'publish', stamp: i });
      while (received.length < CLIENTS) {
        if (performance.now() - sentAt > 30_000)
          throw new Error(`only ${received.length} of ${CLIENTS} clients got event ${i}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      latencies.push(...received.map((at) => at - sentAt));
    }
    for (const ws of sockets) ws.terminate();
    return {
      perConnectionKb: (after - before) / CLIENTS / 1024,
      p95: percentile(latencies, 95),
      p50: percentile(latencies, 50),
    };
  } finally {
    server.stop();
    await database.drop();
  }
}

export async function realtimeSuite(): Promise<void> {
  const app = await measure('app');
  const bare = await measure('bare');
  const row = (name: string, a: number, b: number, unit: string, goal: string) =>
    console.log(
      `${name.padEnd(26)} ${a.toFixed(1).padStart(8)} ${unit.padEnd(3)} | bare ${b.toFixed(1).padStart(8)} ${unit.padEnd(3)} | ratio ${(a / b).toFixed(2)} | goal ${goal}`,
    );
  row('RSS per connection', app.perConnectionKb, bare.perConnectionKb, 'KB', '≤ 50 KB');
  row('fan-out p50', app.p50, bare.p50, 'ms', '');
  row('fan-out p95', app.p95, bare.p95, 'ms', '≤ 250 ms');
  await publishToMillion();
}
