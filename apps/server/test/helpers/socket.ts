/** A real WebSocket client of /api/ws for tests: collects what arrives, waits for what should. */
import WebSocket from 'ws';
import type { ServerMessage } from '@tt/contract';

export interface TestSocket {
  messages: ServerMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
  drop(): void;
}

export function openSocket(baseUrl: string, hello: { token: string; last: number | null } | string): TestSocket {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  const messages: ServerMessage[] = [];
  const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  ws.on('open', () => ws.send(typeof hello === 'string' ? hello : JSON.stringify({ type: 'hello', ...hello })));
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    messages,
    closed,
    next: (match, timeoutMs = 10_000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`)),
          timeoutMs,
        );
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => ws.close(),
    drop: () => ws.terminate(),
  };
}

export const isEvent = (type: string) => (m: ServerMessage) => m.type === 'event' && m.payload.type === type;
