/**
 * npm run bench -- realtime: N idle WebSocket clients (REALTIME_CLIENTS, default 10,000) on one
 * server process on PostgreSQL (as deployed; the embedded database's memory would blur the
 * per-connection figure), beside a bare ws server holding as many; then two server processes
 * sharing one PostgreSQL, a post through one reaching the sockets on both (two-processes.ts); then
 * three processes each sending a rising rate of messages to 200 recipients (throughput.ts); then
 * the publish of a story to a cohort of 1,000,000 users. REALTIME_ONLY=throughput runs that part alone.
 * Goals: RSS per connection at most 8 KB (issue 16 §3); fan-out p95 at most 250 ms; publish at most 1 s.
 */
import { connectAll, percentile, startServer, until, type Server } from './realtime/clients.js';
import { createBenchDatabase } from './realtime/database.js';
import { publishToMillion } from './realtime/million.js';
import { throughputAcrossThree } from './realtime/throughput.js';
import { fanOutAcrossTwo } from './realtime/two-processes.js';

const CLIENTS = Number(process.env.REALTIME_CLIENTS ?? 10_000);
const FANOUTS = 10;
type Memory = { rss: number; heap: number; slack: number };
const MB = 1048576;

/**
 * The server's idle memory. Right after a burst of connections V8 holds far more heap than it
 * uses (the burst's garbage left its pages half empty) until its memory reducer compacts them, a
 * few seconds into the quiet. So the server is asked once a second until its heap is compact (a
 * tenth or less empty) and its RSS holds within 1 MB over three readings, or 60 s have passed.
 */
async function settledMemory(server: Server): Promise<Memory> {
  const readings: Memory[] = [];
  const started = performance.now();
  for (;;) {
    const now = await server.ask<Memory>({ kind: 'rss' });
    readings.push(now);
    const last = readings.slice(-3).map((r) => r.rss);
    const steady = last.length === 3 && Math.max(...last) - Math.min(...last) <= MB;
    if ((steady && now.slack <= 0.1) || performance.now() - started > 60_000) return now;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function measure(
  mode: 'app' | 'bare',
  fanouts = FANOUTS,
): Promise<{ perConnectionKb: number; heapPerConnectionKb: number; p95: number; p50: number }> {
  console.log(`${mode === 'app' ? 'Tiny Tidings server' : 'bare ws server (baseline)'}: ${CLIENTS} clients`);
  const database = await createBenchDatabase('The realtime benchmark');
  const server = await startServer(mode, database.url);
  try {
    await server.ask({ kind: 'seed', count: CLIENTS });
    // A first round warms up the server (code paths, the database's caches) so RSS growth after
    // it is what the connections hold.
    for (const ws of await connectAll(server.url, () => {}, Math.min(CLIENTS, 1000))) ws.terminate();
    const before = await settledMemory(server);
    let received: number[] = [];
    const sockets = await connectAll(server.url, (at) => received.push(at), CLIENTS);
    const after = await settledMemory(server);
    const latencies: number[] = [];
    for (let i = 0; i < fanouts; i++) {
      received = [];
      const sentAt = performance.now();
      await server.ask({ kind: 'publish', stamp: i });
      await until(
        () => received.length >= CLIENTS,
        30_000,
        () => `only ${received.length} of ${CLIENTS} clients got event ${i}`,
      );
      latencies.push(...received.map((at) => at - sentAt));
    }
    for (const ws of sockets) ws.terminate();
    return {
      perConnectionKb: (after.rss - before.rss) / CLIENTS / 1024,
      // RSS growth can hide in pages freed earlier (the warm-up's); the heap's is exact.
      heapPerConnectionKb: (after.heap - before.heap) / CLIENTS / 1024,
      p95: latencies.length ? percentile(latencies, 95) : NaN,
      p50: latencies.length ? percentile(latencies, 50) : NaN,
    };
  } finally {
    server.stop();
    await database.drop();
  }
}

/** KB of RSS per idle, greeted WebSocket: the app's and bare ws's (for the memory suite). */
export async function socketMemory(): Promise<{ app: number; bare: number; appHeap: number; bareHeap: number }> {
  const app = await measure('app', 0);
  const bare = await measure('bare', 0);
  return {
    app: app.perConnectionKb,
    bare: bare.perConnectionKb,
    appHeap: app.heapPerConnectionKb,
    bareHeap: bare.heapPerConnectionKb,
  };
}

export async function realtimeSuite(): Promise<void> {
  if (process.env.REALTIME_ONLY === 'throughput') return throughputAcrossThree();
  const app = await measure('app');
  const bare = await measure('bare');
  const row = (name: string, a: number, b: number, unit: string, goal: string) =>
    console.log(
      `${name.padEnd(26)} ${a.toFixed(1).padStart(8)} ${unit.padEnd(3)} | bare ${b.toFixed(1).padStart(8)} ${unit.padEnd(3)} | ratio ${(a / b).toFixed(2)} | goal ${goal}`,
    );
  row('RSS per connection', app.perConnectionKb, bare.perConnectionKb, 'KB', '≤ 8 KB');
  row('heap per connection', app.heapPerConnectionKb, bare.heapPerConnectionKb, 'KB', '');
  row('fan-out p50', app.p50, bare.p50, 'ms', '');
  row('fan-out p95', app.p95, bare.p95, 'ms', '≤ 250 ms');
  await fanOutAcrossTwo();
  await throughputAcrossThree();
  await publishToMillion();
}
