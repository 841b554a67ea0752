/**
 * The throughput run (issue 24 §5): three server processes on one PostgreSQL, 200 recipients'
 * sockets spread over them, and every process publishing its share of a rising rate of messages,
 * each to one recipient (as support chats do). For each rate: p95 from send to socket, and how many
 * never arrived. Prints the highest rate with p95 ≤ 250 ms and nothing lost. Goal: ≥ 200 messages/s.
 */
import type WebSocket from 'ws';
import { connectAll, percentile, startServer, type Server } from './clients.js';
import { createBenchDatabase } from './database.js';

const PROCESSES = 3;
const RECIPIENTS = 200;
const RATES = (process.env.REALTIME_RATES ?? '50,100,200,300,400,600')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.REALTIME_RATE_S ?? 5);
const P95_GOAL_MS = 250;
const RATE_GOAL = 200;
/** How long after the last send a message still counts as arriving (then it is lost). */
const DRAIN_MS = 5000;

export async function throughputAcrossThree(): Promise<void> {
  console.log(
    `throughput: ${PROCESSES} server processes on one PostgreSQL, ${RECIPIENTS} recipients, ${SECONDS} s per rate, messages sent by every process`,
  );
  const database = await createBenchDatabase('The real-time throughput run');
  const servers: Server[] = [];
  let sockets: WebSocket[] = [];
  try {
    for (let i = 0; i < PROCESSES; i++) servers.push(await startServer('app', database.url));
    await servers[0]!.ask({ kind: 'seed', count: RECIPIENTS });
    // the arrival of each message, by the time its sender stamped on it (the machine's clock)
    let latencies: number[] = [];
    const onMessage = (_at: number, text?: string) => {
      const sent = Number(/"room":"bench-([\d.]+)"/.exec(text ?? '')?.[1]);
      if (sent) latencies.push(performance.timeOrigin + performance.now() - sent);
    };
    // recipient k (token bench-token-k) on process k mod 3
    for (const [i, server] of servers.entries()) {
      const mine = Array.from({ length: RECIPIENTS }, (_, k) => k).filter((k) => k % PROCESSES === i);
      for (const k of mine) sockets.push(...(await connectAll(server.url, onMessage, 1, k)));
    }
    let best = 0;
    for (const rate of RATES) {
      latencies = [];
      const sent = await Promise.all(
        servers.map((server, i) =>
          server.ask<{ sent: number; late: number }>({
            kind: 'publishPaced',
            rate: rate / PROCESSES,
            seconds: SECONDS,
            offset: i,
            step: PROCESSES,
          }),
        ),
      );
      const total = sent.reduce((sum, s) => sum + s.sent, 0);
      const drainUntil = performance.now() + DRAIN_MS;
      while (latencies.length < total && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
      const lost = total - latencies.length;
      const p95 = latencies.length ? percentile(latencies, 95) : NaN;
      const ok = lost === 0 && p95 <= P95_GOAL_MS;
      if (ok) best = rate;
      console.log(
        `  ${String(rate).padStart(4)} messages/s: p50 ${percentile(latencies, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  lost ${lost} of ${total}${ok ? '' : '  (over the goal)'}`,
      );
      if (!ok && lost > total / 2) break; // far past what it can do: higher rates tell nothing more
    }
    console.log(
      `  highest rate with p95 ≤ ${P95_GOAL_MS} ms and nothing lost: ${best} messages/s | goal ≥ ${RATE_GOAL} ${best >= RATE_GOAL ? 'ok' : 'MISSED'}`,
    );
  } finally {
    for (const ws of sockets) ws.terminate();
    sockets = [];
    for (const server of servers) server.stop();
    await database.drop();
  }
}
