/**
 * Two server processes sharing one PostgreSQL (issue 16 §5): half the clients on each, every
 * message posted through the first. Each process hears it through NOTIFY and the real-time log and
 * sends it to its own sockets. Per process: delivery latency p50/p95 of single posts, then the
 * messages/s its sockets keep up with while the first process posts a burst from eight posters.
 * REALTIME_TWO_CLIENTS clients in all (default 2,000).
 */
import type WebSocket from 'ws';
import { connectAll, percentile, startServer, until, type Server } from './clients.js';
import { createBenchDatabase } from './database.js';

const CLIENTS = Number(process.env.REALTIME_TWO_CLIENTS ?? 2000);
const SINGLE_POSTS = 10;
const BURST = 200;

interface Side {
  name: string;
  server: Server;
  sockets: WebSocket[];
  received: number[];
}

export async function fanOutAcrossTwo(): Promise<void> {
  const half = Math.floor(CLIENTS / 2);
  console.log(`two server processes on one PostgreSQL: ${half} clients on each, posts through process A`);
  const database = await createBenchDatabase('The two-process fan-out');
  const servers: Server[] = [];
  try {
    servers.push(await startServer('app', database.url), await startServer('app', database.url));
    await servers[0]!.ask({ kind: 'seed', count: half * 2 });
    const sides: Side[] = [];
    for (const [i, server] of servers.entries()) {
      const side: Side = { name: `process ${'AB'[i]}`, server, sockets: [], received: [] };
      side.sockets = await connectAll(server.url, (at) => side.received.push(at), half, i * half);
      sides.push(side);
    }
    const everyone = (count: number) => () => sides.every((s) => s.received.length >= count);
    const missing = (what: string) => () =>
      `${what}: ${sides.map((s) => `${s.name} got ${s.received.length}`).join(', ')}`;

    const latencies = sides.map(() => [] as number[]);
    for (let i = 0; i < SINGLE_POSTS; i++) {
      for (const side of sides) side.received = [];
      const sentAt = performance.now();
      await servers[0]!.ask({ kind: 'publish', stamp: i });
      await until(everyone(half), 30_000, missing(`post ${i}`));
      sides.forEach((side, s) => latencies[s]!.push(...side.received.map((at) => at - sentAt)));
    }

    for (const side of sides) side.received = [];
    const started = performance.now();
    await servers[0]!.ask({ kind: 'publishMany', count: BURST });
    await until(everyone(half * BURST), 120_000, missing(`a burst of ${BURST} posts`));
    for (const [s, side] of sides.entries()) {
      const last = side.received.reduce((a, b) => Math.max(a, b), 0);
      const seconds = (last - started) / 1000;
      console.log(
        `${side.name.padEnd(10)} delivery p50 ${percentile(latencies[s]!, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(latencies[s]!, 95).toFixed(1).padStart(6)} ms | burst of ${BURST}: ${(BURST / seconds).toFixed(0).padStart(5)} messages/s, ${((BURST * half) / seconds).toFixed(0).padStart(7)} deliveries/s | goal p95 ≤ 250 ms`,
      );
    }
    for (const side of sides) for (const ws of side.sockets) ws.terminate();
  } finally {
    for (const server of servers) server.stop();
    await database.drop();
  }
}
