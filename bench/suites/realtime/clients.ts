/** The realtime suites' parts: a server under test in its own process, and many clients. */
import path from 'node:path';
import WebSocket from 'ws';
import { serverStartFlags } from '@tt/server/src/start-flags.js';
import { startChild } from '../child.js';

const CONNECT_BATCH = 250;

export interface Server {
  url: string;
  ask<T>(command: object): Promise<T>;
  stop(): void;
}

export async function startServer(mode: 'app' | 'bare', databaseUrl: string): Promise<Server> {
  const child = await startChild<{ url: string }>(path.join(import.meta.dirname, 'server-process.ts'), {
    env: { MODE: mode, DATABASE_URL: databaseUrl },
    // the app with the node flags npm start gives it; bare ws as node starts
    execArgv: ['--expose-gc', ...(mode === 'app' ? serverStartFlags() : [])],
  });
  return { url: child.ready.url, ask: (command) => child.ask(command), stop: () => child.kill() };
}

/**
 * Opens `count` clients in batches, with the tokens bench-token-(first + 1)…; each resolves once
 * the server says ready. Every later message is an event: `onEvent` gets the time it arrived and its text.
 */
export async function connectAll(
  url: string,
  onEvent: (receivedAt: number, text?: string) => void,
  count: number,
  first = 0,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(ws);
      return new Promise<void>((resolve, reject) => {
        ws.once('open', () =>
          ws.send(JSON.stringify({ type: 'hello', token: `bench-token-${first + start + i + 1}`, last: null })),
        );
        ws.on('message', (data) => {
          const text = data.toString();
          if (text.startsWith('{"type":"ready"')) resolve();
          else onEvent(performance.now(), text);
        });
        ws.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
        ws.once('error', reject);
      });
    });
    await Promise.all(batch);
    if (count > 1) process.stdout.write(`\r  connected ${Math.min(start + CONNECT_BATCH, count)} / ${count}`);
  }
  if (count > 1) process.stdout.write('\n');
  return sockets;
}

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/** Waits until `done()` holds, checking every 5 ms; throws after `timeoutMs` with `what()`. */
export async function until(done: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > timeoutMs) throw new Error(what());
    await new Promise((r) => setTimeout(r, 5));
  }
}
