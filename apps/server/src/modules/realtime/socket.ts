/**
 * The WebSocket at /api/ws (contract route `ws`, protocol in @tt/contract realtime.ts). A socket is silent until its
 * hello names a valid token; then missed messages are replayed from the log (page by page, all
 * of them), `ready` follows, and live messages flow. Live messages that arrive during the replay
 * wait, so order holds and none is sent twice.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ClientHello, WS_CLOSE, type ServerMessage } from '@tt/contract';
import type { SocketEndpoint } from '../../context.js';
import type { UserRecord } from '../../db/schema.js';
import { revokes, type AccessWatch } from './access.js';
import { channelsOf } from './audience.js';
import type { Delivery, RealtimeHub } from './hub.js';
import type { ListenerCaps } from './listener-caps.js';

/** What the socket needs: real time, and the sessions (the users module's, handed in by app.ts). */
export interface SocketDeps {
  hub: RealtimeHub;
  access: AccessWatch;
  caps: ListenerCaps;
  sessions: {
    resolveSession(token: string): Promise<{ user: UserRecord; sessionId: number } | null>;
    sessionActive(sessionId: number): Promise<boolean>;
  };
}

const HELLO_TIMEOUT_MS = 10_000;
const PING_EVERY_MS = 30_000;

const send = (ws: WebSocket, message: ServerMessage) => ws.send(JSON.stringify(message));

async function greet(app: SocketDeps, ws: WebSocket, raw: string): Promise<(() => void) | null> {
  let hello: ClientHello;
  try {
    hello = ClientHello.parse(JSON.parse(raw));
  } catch {
    ws.close(WS_CLOSE.badMessage, 'The first message must be {"type":"hello","token":"…","last":null}');
    return null;
  }
  const session = await app.sessions.resolveSession(hello.token);
  if (!session) {
    ws.close(WS_CLOSE.unauthorized, 'The token is not valid: sign in again');
    return null;
  }
  const guard = await guardSession(app, ws, session.user.id, session.sessionId);
  if (!guard) return null;
  const channelNames = channelsOf(session.user);
  // Read with subscribe, in one tick: every seq up to `until` is replayed from the log, every
  // later one reaches the listener, in order. So the socket never skips a seq it has not seen.
  const until = app.hub.position;
  const floor = Math.max(until, hello.last ?? 0);
  // Live messages that arrive during the replay; null once live, so an idle socket holds no array.
  let held: Delivery[] | null = [];
  const unsubscribe = app.hub.subscribe(channelNames, (d) => {
    if (held) held.push(d);
    else if (d.seq > floor) ws.send(d.wire);
  });
  try {
    if (hello.last !== null && hello.last < until) {
      if (!(await app.hub.keepsAfter(hello.last))) {
        send(ws, { type: 'reset', seq: until });
      } else {
        for await (const page of app.hub.replay(channelNames, hello.last, until)) {
          if (ws.readyState !== ws.OPEN) break;
          for (const d of page) ws.send(d.wire);
        }
      }
    }
  } catch (err) {
    unsubscribe();
    guard();
    throw err;
  }
  send(ws, { type: 'ready', seq: until });
  const waiting = held;
  held = null;
  for (const d of waiting) if (d.seq > floor) ws.send(d.wire);
  return () => {
    unsubscribe();
    guard();
  };
}

/**
 * Takes the socket's place under the caps and closes it when its session is revoked or what the
 * user may hear changes (access.ts), in whichever process that happened. Returns the release.
 */
async function guardSession(
  app: SocketDeps,
  ws: WebSocket,
  userId: number,
  sessionId: number,
): Promise<(() => void) | null> {
  const release = app.caps.take('socket', userId, sessionId);
  if (!release) {
    ws.close(WS_CLOSE.tooMany, 'Too many open connections for this account');
    return null;
  }
  const unwatch = app.access.watch(userId, (event) => {
    if (revokes(event, userId, sessionId)) ws.close(WS_CLOSE.unauthorized, 'Signed out: sign in again');
    else if (event.type === 'accessChanged') ws.close(WS_CLOSE.reauthorize, 'Access changed: connect again');
  });
  const stop = () => {
    unwatch();
    release();
  };
  // Revoked between the token check and the watch: nothing would announce it now.
  if (!(await app.sessions.sessionActive(sessionId))) {
    stop();
    ws.close(WS_CLOSE.unauthorized, 'Signed out: sign in again');
    return null;
  }
  return stop;
}

/** Shared by every socket (`this` is the socket), so none holds closures of its own for them. */
function terminate(this: WebSocket): void {
  this.terminate();
}

function onConnection(app: SocketDeps, ws: WebSocket): void {
  let unsubscribe: (() => void) | null = null;
  let closed = false;
  // Dropped once the hello came: a cleared timer would otherwise stay referenced for the socket's life.
  let helloTimer: NodeJS.Timeout | null = setTimeout(
    () => ws.close(WS_CLOSE.helloTimeout, 'No hello within 10 s'),
    HELLO_TIMEOUT_MS,
  );
  ws.once('message', (data) => {
    clearTimeout(helloTimer!);
    helloTimer = null;
    greet(app, ws, data.toString())
      .then((stop) => {
        if (closed) stop?.();
        else unsubscribe = stop;
      })
      .catch((err: Error) => {
        console.warn(`Real-time hello failed: ${err.message}`);
        ws.close(1011, 'Try again');
      });
  });
  ws.on('close', () => {
    closed = true;
    if (helloTimer) clearTimeout(helloTimer);
    unsubscribe?.();
  });
  ws.on('error', terminate);
}

/** How long a closing socket has to answer the close before it is cut. */
const CLOSE_HANDSHAKE_MS = 1_000;

/** The socket route's end (contract route `ws`): the transport hands it each upgrade to REALTIME_PATH. */
export function createRealtimeSocket(app: SocketDeps): SocketEndpoint {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 4096, clientTracking: true });
  const alive = new WeakSet<WebSocket>();
  function answered(this: WebSocket): void {
    alive.add(this);
  }
  wss.on('connection', (ws: WebSocket) => {
    alive.add(ws);
    ws.on('pong', answered);
    onConnection(app, ws);
  });
  // A socket that does not answer a ping within one period is gone (sleeping laptop, lost network).
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, PING_EVERY_MS);
  pinger.unref();
  return {
    accept(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    // On stop every socket is told to reconnect (to another process); one that does not finish the
    // closing handshake within a second is cut.
    close(): void {
      clearInterval(pinger);
      for (const ws of wss.clients) {
        ws.close(WS_CLOSE.restart, 'Server restarting: connect again');
        setTimeout(() => ws.terminate(), CLOSE_HANDSHAKE_MS).unref();
      }
      wss.close();
    },
  };
}
