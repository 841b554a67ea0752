/**
 * The client of /api/ws: says hello with the token and the last seq applied, applies each
 * message once (a replay after a reconnect never repeats one), and reconnects with backoff.
 * Close code 4401 means the token is no longer valid: it stops then.
 */
import { REALTIME_PATH, WS_CLOSE, type RealtimePayload, type ServerMessage } from '@tt/contract';

export interface RealtimeHandlers {
  onPayload(payload: RealtimePayload): void;
  /** The server no longer has what was missed: reload state through the calls. */
  onReset(): void;
  /** The socket is open and caught up (after the replay). */
  onReady?(): void;
}

type SocketFactory = (url: string) => WebSocket;

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000];

export class RealtimeSocket {
  private socket: WebSocket | null = null;
  private last: number | null = null;
  private attempts = 0;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly token: () => string | null,
    private readonly handlers: RealtimeHandlers,
    private readonly open: SocketFactory = (url) => new WebSocket(url),
    private readonly url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`,
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
  }

  private connect(): void {
    const token = this.token();
    if (!token || this.stopped) return;
    const socket = this.open(this.url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', token, last: this.last }));
    socket.onmessage = (e) => this.receive(JSON.parse(String(e.data)) as ServerMessage);
    socket.onclose = (e) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped || e.code === WS_CLOSE.unauthorized) return;
      const delay = BACKOFF_MS[Math.min(this.attempts++, BACKOFF_MS.length - 1)]!;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'event') {
      if (this.last !== null && message.seq <= this.last) return;
      this.last = message.seq;
      this.handlers.onPayload(message.payload);
      return;
    }
    this.attempts = 0;
    if (message.type === 'reset') this.handlers.onReset();
    if (this.last === null || message.seq > this.last) this.last = message.seq;
    this.handlers.onReady?.();
  }
}
