/**
 * A simulated family: it signs in, opens its socket, and then, visit after visit with a pause between,
 * syncs, reads its feed (notifications), opens a story with its cover, a picture and a voice-over,
 * likes it, and sends a chat message, waiting until its own socket delivers it. Every call's time is
 * recorded with when it started, so a ramp can read the figures of each step.
 */
import WebSocket from 'ws';
import { hashPassword, PRIVACY_NOTICE_VERSION, type ServerMessage } from '@tt/contract';
import type { Servers } from './servers.js';

export interface Sample {
  at: number;
  ms: number;
  ok: boolean;
  what: string;
}

const PAUSE_MS = 1_000;

export class Family {
  private running = true;
  private socket: WebSocket | null = null;
  private readonly delivered = new Map<string, () => void>();

  constructor(
    private readonly servers: Servers,
    private readonly n: number,
    private readonly samples: Sample[],
  ) {}

  /** Registers the account (not measured); the visits start with start(). */
  async register(): Promise<void> {
    const email = `capacity-${this.n}@bench.local`;
    this.password = await hashPassword(email, 'capacity-password');
    await this.post(
      'user/create',
      { login: email, password: this.password, type: 0, parentConsent: PRIVACY_NOTICE_VERSION },
      null,
      false,
    );
  }

  private password = '';
  private token = '';
  private room = '';

  async start(): Promise<void> {
    const email = `capacity-${this.n}@bench.local`;
    this.token = (await this.post('user/signinv2', { login: email, password: this.password }, null)).token as string;
    this.room = (await this.post('chat/create/support', {}, this.token, false)).uid as string;
    await this.openSocket();
    void this.visits();
  }

  stop(): void {
    this.running = false;
    this.socket?.close();
  }

  private async visits(): Promise<void> {
    for (let visit = 0; this.running; visit++) {
      try {
        await this.post('sync', {}, this.token);
        await this.post('notifications/list', { pageNumber: 0, pageSize: 20 }, this.token);
        const story = this.servers.stories[(this.n + visit) % this.servers.stories.length]!;
        await this.post('tidings/story/get', { uid: story.uid }, this.token);
        await Promise.all(story.files.map((file) => this.get(file)));
        await this.post('tidings/story/reaction', { uid: story.uid, value: 5 }, this.token);
        await this.chat(`f${this.n}-v${visit}`);
      } catch {
        // recorded as a failed sample already; the family goes on after its pause
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }

  /** A chat message, timed from the send until the family's own socket brings it back. */
  private async chat(uid: string): Promise<void> {
    const at = Date.now();
    const arrived = new Promise<void>((resolve) => this.delivered.set(uid, resolve));
    const events = [{ uid, type: 'message', data: { type: 'message', text: uid } }];
    await this.post('chat/send', { roomid: this.room, events }, this.token);
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
    const ok = await Promise.race([arrived.then(() => true), timeout]);
    this.delivered.delete(uid);
    this.samples.push({ at, ms: Date.now() - at, ok, what: 'delivery' });
  }

  private openSocket(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.servers.url.replace(/^http/, 'ws')}/api/ws`);
      this.socket = socket;
      socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token: this.token, last: null })));
      socket.on('message', (data) => {
        const m = JSON.parse(String(data)) as ServerMessage;
        if (m.type === 'ready') resolve();
        const text = m.type === 'event' && m.payload.type === 'chatEvent' ? m.payload.event.uid : null;
        if (text) this.delivered.get(text)?.();
      });
      socket.on('error', reject);
    });
  }

  private async post(path: string, body: unknown, token: string | null, measured = true) {
    const at = Date.now();
    let ok = false;
    try {
      const res = await fetch(`${this.servers.url}/api/${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const answer = (await res.json()) as Record<string, unknown>;
      ok = res.status === 200;
      if (!ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
      return answer;
    } finally {
      if (measured) this.samples.push({ at, ms: Date.now() - at, ok, what: path });
    }
  }

  private async get(file: string): Promise<void> {
    const at = Date.now();
    const res = await fetch(`${this.servers.url}${file}`).catch(() => null);
    const ok = res?.status === 200;
    await res?.arrayBuffer();
    this.samples.push({ at, ms: Date.now() - at, ok, what: 'media' });
    if (!ok) throw new Error(`${file}: ${res?.status ?? 'no answer'}`);
  }
}
