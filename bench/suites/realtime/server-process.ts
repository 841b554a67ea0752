/**
 * The server under test for the realtime suite, in its own process so its memory is its own.
 * MODE=app runs the real app; MODE=bare runs a plain ws server that broadcasts, as the baseline.
 * Commands arrive over IPC: seed N sessions, report RSS, publish one event, publish N events from
 * eight posters at once (each its own log row and NOTIFY, as N posts would be), or publish at a
 * steady rate to one seeded user after another (the throughput run: throughput.ts).
 */
import { WebSocketServer, type WebSocket } from 'ws';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@tt/server/src/app.js';
import { loadConfig } from '@tt/server/src/config.js';
import { channels } from '@tt/server/src/modules/realtime/log.js';

type Command =
  | { kind: 'seed'; count: number }
  | { kind: 'rss' }
  | { kind: 'publish'; stamp: number }
  | { kind: 'publishMany'; count: number }
  | { kind: 'publishPaced'; rate: number; seconds: number; offset: number; step: number };
const reply = (value: unknown) => process.send!(value);
/** RSS, and what the JS heap and buffers hold (heapUsed + external), after a collection. */
const rss = () => {
  globalThis.gc?.();
  const m = process.memoryUsage();
  // slack: heap V8 has committed but holds nothing in (high right after a burst, until it compacts)
  return { rss: m.rss, heap: m.heapUsed + m.external, slack: (m.heapTotal - m.heapUsed) / m.heapTotal };
};

async function startApp(): Promise<(c: Command) => Promise<unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-rt-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
    JOB_WORKERS: 'false',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const app = await buildApp(config);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  reply({ url: `ws://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}/api/ws` });
  return async (c) => {
    if (c.kind === 'seed') {
      // Users with no birthday: all in the en 4to5 cohort. Tokens are bench-token-N.
      await app.context.db.execute(
        sql`insert into users (email, locale) select 'rt-' || i || '@bench.local', 'en' from generate_series(1, ${c.count}::int) i`,
      );
      await app.context.db.execute(
        sql`insert into sessions (user_id, token_hash) select u.id, encode(sha256(convert_to('bench-token-' || row_number() over (order by u.id), 'UTF8')), 'hex') from users u where u.email like 'rt-%@bench.local'`,
      );
      return { seeded: c.count };
    }
    if (c.kind === 'rss') return rss();
    if (c.kind === 'publishPaced') return publishPaced(app, c);
    if (c.kind === 'publishMany') {
      // Eight posters at once, so the rate is the delivery's and not one poster's round trips.
      let left = c.count;
      const poster = async () => {
        while (left-- > 0)
          await app.context.realtime.publish([
            { channel: channels.cohort('en', '4to5'), payload: { type: 'readAllNotifications' } },
          ]);
      };
      await Promise.all(Array.from({ length: 8 }, poster));
      return { published: c.count };
    }
    await app.context.realtime.publish([
      { channel: channels.cohort('en', '4to5'), payload: { type: 'readAllNotifications' } },
    ]);
    return { published: c.stamp };
  };
}

/**
 * `rate` messages a second for `seconds`, each to one seeded user (the offset-th, then every step-th
 * after it, round the list), as a support chat's messages would go. Each says when it was sent
 * (the machine's clock, shared by every process) in its room name, and is one transaction of its own.
 */
async function publishPaced(
  app: Awaited<ReturnType<typeof buildApp>>,
  c: Extract<Command, { kind: 'publishPaced' }>,
): Promise<{ sent: number; late: number }> {
  const users = (
    (await app.context.db.execute(
      sql`select id from users where email like 'rt-%@bench.local' order by id`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => Number(r.id));
  const total = Math.round(c.rate * c.seconds);
  const started = performance.now();
  const sends: Promise<unknown>[] = [];
  let late = 0;
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / c.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (wait < -50) late++;
    const user = users[(c.offset + i * c.step) % users.length]!;
    const sentAt = performance.timeOrigin + performance.now();
    sends.push(
      app.context.realtime.publish([
        { channel: channels.user(user), payload: { type: 'chatRead', room: `bench-${sentAt}`, reader: 0, eventId: i } },
      ]),
    );
  }
  await Promise.all(sends);
  return { sent: total, late };
}

async function startBare(): Promise<(c: Command) => Promise<unknown>> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const open = new Set<WebSocket>();
  wss.on('connection', (ws) =>
    ws.once('message', () => {
      open.add(ws);
      ws.send(JSON.stringify({ type: 'ready', seq: 0 }));
      ws.on('close', () => open.delete(ws));
    }),
  );
  reply({ url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/api/ws` });
  let seq = 0;
  return async (c) => {
    if (c.kind === 'seed') return { seeded: c.count };
    if (c.kind === 'rss') return rss();
    if (c.kind === 'publishMany' || c.kind === 'publishPaced')
      throw new Error('the bare server publishes one event at a time');
    const wire = JSON.stringify({ type: 'event', seq: ++seq, payload: { type: 'readAllNotifications' } });
    for (const ws of open) ws.send(wire);
    return { published: c.stamp };
  };
}

const handle = process.env.MODE === 'bare' ? await startBare() : await startApp();
process.on('message', (c: Command) => void handle(c).then(reply, (err: Error) => reply({ error: err.message })));
